      program gen
      call case_6()
      end program gen

      subroutine case_6()
      use omp_lib
      implicit none
      integer :: acc, lp, i, j, n
      integer :: arr(64)
      character(len=8) :: str
      character :: ch
      integer :: num_threads
      integer :: reduction
      integer :: pomp2_if
      integer :: guided
      integer :: grainsize
      integer :: mergeable
      integer :: seq_cst
      acc = 0
      lp = -1
      n = 12
      arr = 0
      str = '!(&'')'
      ch = ')'
      num_threads = 1
      reduction = 1
      pomp2_if = 3
      guided = 3
      grainsize = 2
      mergeable = 2
      seq_cst = 2
!$omp parallel firstprivate ( reduction ) , if( parallel: reduction >
!$omp& 1 ) ,private(seq_cst)                                            num_threads(1)
!$omp do firstprivate(lp ), lastprivate ( lp),collapse (2 ),schedule (
!$omp& auto )
      do i = 1, n
      do j = 1, 3
      lp = i * 2
!$omp atomic
      acc = acc + i + j
      end do
      end do
!$omp end do
!$omp end parallel
      write(*,'(a,1x,i0,1x,i0)') 'case_6', acc, lp
      end subroutine case_6

