      program gen
      call case_2()
      end program gen

      subroutine case_2()
      use omp_lib
      implicit none
      integer :: acc, lp, i, j, n
      integer :: arr(64)
      character(len=8) :: str
      character :: ch
      integer :: if
      integer :: teams
      integer :: grainsize
      integer :: single
      integer :: nowait
      integer :: concurrent
      acc = 0
      lp = -1
      n = 12
      arr = 0
      str = '!(&'')'
      ch = ')'
      if = 1
      teams = 3
      grainsize = 1
      single = 1
      nowait = 2
      concurrent = 2
!$OMP parallel masked taskloop simd num_threads(len_trim('(('))untied
!$OMPa default(shared)reduction(+:acc)private(teams)if(single == 2
!$OMPa .and. if > 0)lastprivate(lp)firstprivate(concurrent)
      do i = 1, n
      lp = i - 1
      acc = acc + i
      end do
!$OMP end parallel masked taskloop simd
      write(*,'(a,1x,i0,1x,i0)') 'case_2', acc, lp
      end subroutine case_2

