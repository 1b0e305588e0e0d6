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
      integer :: guided
      integer :: taskloop
      integer :: aligned
      integer :: taskwait
      integer :: if
      integer :: end
      integer :: task_reduction
      acc = 0
      lp = -1
      n = 12
      arr = 0
      str = '!(&'')'
      ch = ')'
      guided = 1
      taskloop = 3
      aligned = 1
      taskwait = 3
      if = 3
      end = 3
      task_reduction = 3
*$omp teams num_teams (1 )
*$omp parallel firstprivate ( guided , taskloop) , num_threads(max ( 1
*$ompa ,min (2 , taskloop - task_reduction + task_reduction - aligned
*$ompa + aligned - task_reduction + end - guided + aligned - aligned +
*$ompa task_reduction - task_reduction + 2 ) ) ) , if(parallel :
*$ompa .true. ) ,reduction ( + :acc),private( i, j ),shared(aligned,
*$ompa if ,lp ,n) ,default ( none),proc_bind( spread )
*$omp do collapse ( 2), firstprivate ( if), schedule ( static ,len(
*$ompa '!,' ) )
      do i = 1, n
      do j = 1, 3
      acc = acc + i + if + j
      end do
      end do
*$omp end do
*$omp sections lastprivate( lp )
      acc = acc + 1
      lp = 10
*$omp section
      acc = acc + 2
      lp = 20
*$omp section
      acc = acc + 3
      lp = 30
*$omp end sections
*$omp end parallel
*$omp end teams
      write(*,'(a,1x,i0,1x,i0)') 'case_2', acc, lp
      end subroutine case_2

