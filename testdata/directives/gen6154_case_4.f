      program gen
      call case_4()
      end program gen

      subroutine case_4()
      use omp_lib
      implicit none
      integer :: acc, lp, i, j, n
      integer :: arr(64)
      character(len=8) :: str
      character :: ch
      integer :: firstprivate
      integer :: monotonic
      integer :: default
      integer :: task
      integer :: seq_cst
      acc = 0
      lp = -1
      n = 12
      arr = 0
      str = '!(&'')'
      ch = ')'
      firstprivate = 1
      monotonic = 3
      default = 1
      task = 3
      seq_cst = 1
c$omp PARALLEL
c$ompa MASKED
c$ompa SHARED ( acc
c$ompa ) IF(
c$ompa str
c$ompa ( 1: 1 ) == '!' )PROC_BIND( spread
c$ompa )DEFAULT ( none)FIRSTPRIVATE
c$ompa (monotonic ) PRIVATE ( default )                                 num_threads(1)
      acc = acc + 3
c$omp END PARALLEL MASKED
      write(*,'(a,1x,i0,1x,i0)') 'case_4', acc, lp
      end subroutine case_4

