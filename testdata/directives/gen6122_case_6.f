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
      integer :: pomp2_old_task
      integer :: nonmonotonic
      integer :: bind
      integer :: filter
      integer :: final
      integer :: default
      acc = 0
      lp = -1
      n = 12
      arr = 0
      str = '!(&'')'
      ch = ')'
      pomp2_old_task = 3
      nonmonotonic = 1
      bind = 1
      filter = 3
      final = 2
      default = 1
!$OMP PARALLEL NUM_THREADS(max(1,min(2,default - pomp2_old_task +
!$OMP& filter - final + default - pomp2_old_task + filter - bind +
!$OMP& bind - filter + nonmonotonic - default + 2)))REDUCTION(+:acc)
!$OMP SINGLE FIRSTPRIVATE(default)
      acc = acc + default
      acc = acc + 1
!$OMP END SINGLE
!$OMP DO SIMD
      do i = 1, n
      acc = acc + i
      end do
!$OMP ENDPARALLEL
      write(*,'(a,1x,i0,1x,i0)') 'case_6', acc, lp
      end subroutine case_6

