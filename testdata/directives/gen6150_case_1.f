      program gen
      call case_1()
      end program gen

      subroutine case_1()
      use omp_lib
      implicit none
      integer :: acc, lp, i, j, n
      integer :: arr(64)
      character(len=8) :: str
      character :: ch
      integer :: task_reduction
      integer :: shared
      integer :: copyin
      integer :: loop
      integer :: conditional
      integer :: pomp2_old_task
      integer :: none
      acc = 0
      lp = -1
      n = 12
      arr = 0
      str = '!(&'')'
      ch = ')'
      task_reduction = 2
      shared = 1
      copyin = 3
      loop = 2
      conditional = 3
      pomp2_old_task = 1
      none = 1
!$omp parallel reduction(+:acc)private(conditional)firstprivate(
!$omp+ pomp2_old_task)default(none)num_threads(ichar(')')- 39)
!$omp+ proc_bind(close)if(parallel:index(str,'&')> 0)
!$omp critical(task_reduction)
      acc = acc + 2
!$omp endcritical(task_reduction)
!$omp end parallel
      write(*,'(a,1x,i0,1x,i0)') 'case_1', acc, lp
      end subroutine case_1

