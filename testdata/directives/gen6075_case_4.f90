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
  integer :: safelen
  integer :: runtime
  integer :: single
  integer :: num_threads
  integer :: dynamic
  integer :: task_reduction
  integer :: exclusive
  acc = 0
  lp = -1
  n = 12
  arr = 0
  str = '!(&'')'
  ch = ')'
  safelen = 3
  runtime = 2
  single = 3
  num_threads = 3
  dynamic = 3
  task_reduction = 2
  exclusive = 1
!$omp  parallel   private  (  runtime ,   dynamic  ) 	 firstprivate (  safelen  ,   num_threads  ,	exclusive	) default 	 (	shared &
!$omp& )
  !$omp  single
  runtime = 7
  !$omp  task shared   (  acc   ) 	 final (	(   exclusive ) < (   num_threads   ) )
!$omp  atomic	update
  acc = acc + 1
!$omp  end  task
!$omp  taskwait
  !$omp  end	single copyprivate (	runtime  )
    !$omp  atomic	update
  acc = acc + runtime
    !$omp  critical
!$omp  atomic
  acc = acc + 2
!$omp  end  critical
    !$omp  masked
  !$omp  atomic
  acc = acc + 5
    !$omp  end	masked
    !$omp  endparallel
  write(*,'(a,1x,i0,1x,i0)') 'case_4', acc, lp
  end subroutine case_4

