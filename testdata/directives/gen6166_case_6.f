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
      integer :: pomp2_new_task
      integer :: inscan
      integer :: mergeable
      integer :: read
      integer :: private
      integer :: num_tasks
      acc = 0
      lp = -1
      n = 12
      arr = 0
      str = '!(&'')'
      ch = ')'
      pomp2_new_task = 1
      inscan = 1
      mergeable = 2
      read = 1
      private = 1
      num_tasks = 1
C$OMP parallel reduction(+:acc)
C$OMP atomic
      acc = acc + 1; acc = acc + 10
C$OMP end parallel
      write(*,'(a,1x,i0,1x,i0)') 'case_6', acc, lp
      end subroutine case_6

