      program gen
      call case_7()
      end program gen

      subroutine case_7()
      use omp_lib
      implicit none
      integer :: acc, lp, i, j, n
      integer :: arr(64)
      character(len=8) :: str
      character :: ch
      integer :: pomp2_old_task
      integer :: loop
      integer :: safelen
      integer :: taskwait
      integer :: dynamic
      integer :: concurrent
      acc = 0
      lp = -1
      n = 12
      arr = 0
      str = '!(&'')'
      ch = ')'
      pomp2_old_task = 2
      loop = 3
      safelen = 2
      taskwait = 1
      dynamic = 2
      concurrent = 3
!$OMP parallel masked taskloop firstprivate
!$OMP& ( safelen
!$OMP& ) , reduction (+
!$OMP& :acc
!$OMP& )
!$OMP& , if
!$OMP& (
!$OMP& taskloop :(loop) <(
!$OMP& taskwait)
!$OMP& ), default
!$OMP& (
!$OMP& shared ) , private (dynamic
!$OMP& )
!$OMP& , grainsize( len('!,' )
!$OMP& )
      do i = 1, n
      acc = acc + i
      end do
!$OMP end parallel masked taskloop
      write(*,'(a,1x,i0,1x,i0)') 'case_7', acc, lp
      end subroutine case_7

