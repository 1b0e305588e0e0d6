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
  integer :: ordered
  integer :: pragma
  integer :: allocate
  integer :: dynamic
  integer :: num_tasks
  integer :: primary
  integer :: depend
  acc = 0
  lp = -1
  n = 12
  arr = 0
  str = '!(&'')'
  ch = ')'
  ordered = 3
  pragma = 3
  allocate = 3
  dynamic = 1
  num_tasks = 3
  primary = 3
  depend = 2
!$OMP PARALLEL MASKED PRIVATE(ordered,allocate),PROC_BIND(close),IF((allocate)<(primary)),FIRSTPRIVATE(primary),FILTER(0)
  acc = acc + 3
!$OMP END PARALLEL MASKED
  write(*,'(a,1x,i0,1x,i0)') 'case_1', acc, lp
  end subroutine case_1

