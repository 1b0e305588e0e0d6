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
      integer :: flush
      integer :: hint
      integer :: final
      integer :: none
      integer :: if
      integer :: lastprivate
      integer :: write
      acc = 0
      lp = -1
      n = 12
      arr = 0
      str = '!(&'')'
      ch = ')'
      flush = 2
      hint = 1
      final = 3
      none = 2
      if = 1
      lastprivate = 3
      write = 1
C$OMP parallel master private(if )default(shared)num_threads (len_trim
C$OMP+ ('((')) if ( parallel :str /= 'it''s' ) firstprivate(none)
C$OMP+ shared( flush, write )
      acc = acc + 3
C$OMP endparallel master
      write(*,'(a,1x,i0,1x,i0)') 'case_6', acc, lp
      end subroutine case_6

