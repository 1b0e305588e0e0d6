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
      integer :: filter
      integer :: seq_cst
      integer :: firstprivate
      integer :: if
      integer :: sections
      integer :: pomp2_old_task
      acc = 0
      lp = -1
      n = 12
      arr = 0
      str = '!(&'')'
      ch = ')'
      filter = 2
      seq_cst = 3
      firstprivate = 1
      if = 3
      sections = 2
      pomp2_old_task = 1
c$omp PARALLEL FIRSTPRIVATE(filter,if,pomp2_old_task)PRIVATE(seq_cst)
c$omp+ SHARED(firstprivate)IF(firstprivate == 2 .and. sections > 0)
c$omp+ PROC_BIND(close)NUM_THREADS(2)
c$omp SINGLE
c$omp TASK FINAL("a'b!" /= str)SHARED(acc)
c$omp ATOMIC UPDATE
      acc = acc + 1
c$omp END TASK
c$omp TASK FINAL((firstprivate)<(pomp2_old_task))UNTIED SHARED(acc)IF(
c$omp+ task:if > 1)MERGEABLE DEFAULT(shared)
c$omp ATOMIC UPDATE
      acc = acc + 2
c$omp ENDTASK
c$omp TASK SHARED(acc)
c$omp ATOMIC
      acc = acc + 3
c$omp ENDATOMIC
c$omp END TASK
c$omp TASKWAIT
c$omp END SINGLE
c$omp WORKSHARE
      arr = arr + 1
c$omp END WORKSHARE
c$omp ATOMIC
      acc = acc + arr(3)
c$omp BARRIER
c$omp ATOMIC
      acc = acc + 1
c$omp END ATOMIC
c$omp FLUSH
c$omp END PARALLEL
      write(*,'(a,1x,i0,1x,i0)') 'case_7', acc, lp
      end subroutine case_7

