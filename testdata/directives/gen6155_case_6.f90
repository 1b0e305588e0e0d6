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
  integer :: taskloop
  integer :: sections
  integer :: filter
  integer :: task_reduction
  integer :: num_tasks
  integer :: lastprivate
  acc = 0
  lp = -1
  n = 12
  arr = 0
  str = '!(&'')'
  ch = ')'
  taskloop = 2
  sections = 1
  filter = 3
  task_reduction = 2
  num_tasks = 1
  lastprivate = 2
    !$OMP  parallel	workshare firstprivate  ( taskloop	,  task_reduction 	 )	shared &
    !$OMP    (  arr   )   private 	 (   sections &
    !$OMP ) num_threads 	 (  len_trim ( '(('  ) &
    !$OMP & ) reduction  (  +  : &
    !$OMP acc &
    !$OMP    ) 	 default   ( none 	 )
  arr = arr + 1
  acc = acc + 1
    !$OMP  end 	 parallel 	 workshare
  write(*,'(a,1x,i0,1x,i0)') 'case_6', acc, lp
  end subroutine case_6

