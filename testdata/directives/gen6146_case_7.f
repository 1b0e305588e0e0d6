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
      integer :: aligned
      integer :: teams
      integer :: primary
      integer :: nowait
      integer :: inclusive
      integer :: masked
      acc = 0
      lp = -1
      n = 12
      arr = 0
      str = '!(&'')'
      ch = ')'
      aligned = 1
      teams = 1
      primary = 3
      nowait = 2
      inclusive = 1
      masked = 2
C$OMP  parallel   do  reduction   ( 	 inscan   , +	:   lp )
C$OMP+ num_threads  (   len_trim  ( 	 '((' )   )   firstprivate   (
C$OMP+ nowait , inclusive	)
      do i = 1, n
      arr(i) = lp
C$OMP  scan  exclusive   (   lp 	 )
      lp = lp + i
      end do
C$OMP  end   parallel   do
      write(*,'(a,1x,i0,1x,i0)') 'case_7', acc, lp
      end subroutine case_7

