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
  integer :: teams
  integer :: static
  integer :: simdlen
  integer :: pomp2_num_threads
  integer :: master
  integer :: inscan
  integer :: schedule
  acc = 0
  lp = -1
  n = 12
  arr = 0
  str = '!(&'')'
  ch = ')'
  teams = 3
  static = 3
  simdlen = 1
  pomp2_num_threads = 1
  master = 3
  inscan = 3
  schedule = 2
    !$omp parallel master taskloop simd default ( none ), simdlen( 2 ) , mergeable, firstprivate ( master , inscan) , shared( n, & ! &
    !$omp& pomp2_num_threads), private(i),num_tasks (pomp2_num_threads) , num_threads (2 ) ,reduction( + : acc)
  do i = 1, n
  acc = acc + i
  end do
    !$omp end parallel master taskloop simd
  write(*,'(a,1x,i0,1x,i0)') 'case_1', acc, lp
  end subroutine case_1

