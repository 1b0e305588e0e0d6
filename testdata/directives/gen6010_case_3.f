      program gen
      call case_3()
      end program gen

      subroutine case_3()
      use omp_lib
      implicit none
      integer :: acc, lp, i, j, n
      integer :: arr(64)
      character(len=8) :: str
      character :: ch
      integer :: taskloop
      integer :: sections
      integer :: for
      integer :: priority
      integer :: workshare
      integer :: section
      acc = 0
      lp = -1
      n = 12
      arr = 0
      str = '!(&'')'
      ch = ')'
      taskloop = 1
      sections = 1
      for = 3
      priority = 3
      workshare = 1
      section = 3
!$omp parallel reduction (+: acc ) firstprivate ( workshare ) private
!$omp& ( sections, i) shared(lp,n )default ( none)                      num_threads(1)
!$omp do lastprivate(conditional : lp)
      do i = 1, n
      lp = i * 2
      acc = acc + i
      end do
!$omp end do
      acc = acc + 1
!$omp endparallel
      write(*,'(a,1x,i0,1x,i0)') 'case_3', acc, lp
      end subroutine case_3

