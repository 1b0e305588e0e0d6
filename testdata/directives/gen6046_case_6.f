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
      integer :: inclusive
      integer :: proc_bind
      integer :: task
      integer :: simd
      integer :: reduction
      acc = 0
      lp = -1
      n = 12
      arr = 0
      str = '!(&'')'
      ch = ')'
      flush = 1
      inclusive = 3
      proc_bind = 1
      task = 2
      simd = 3
      reduction = 1
c$omp PARALLEL NUM_THREADS ( ichar (')' )- 39 ) DEFAULT(shared)
c$omp& FIRSTPRIVATE ( task )PRIVATE( proc_bind ) ! it's
c$omp ATOMIC
      acc = acc + 1
c$omp END ATOMIC
c$omp BARRIER
c$omp ATOMIC !x
      acc = acc + 1
c$omp END ATOMIC
c$omp BARRIER ! it's
c$omp END PARALLEL
      write(*,'(a,1x,i0,1x,i0)') 'case_6', acc, lp
      end subroutine case_6

