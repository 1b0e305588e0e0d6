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
  integer :: pomp2_num_threads
  integer :: runtime
  integer :: shared
  integer :: seq_cst
  integer :: schedule
  integer :: mergeable
  integer :: dynamic
  acc = 0
  lp = -1
  n = 12
  arr = 0
  str = '!(&'')'
  ch = ')'
  pomp2_num_threads = 2
  runtime = 2
  shared = 2
  seq_cst = 3
  schedule = 1
  mergeable = 1
  dynamic = 3
  !$Omp parallel reduction(+ :acc )
!$Omp atomic
  acc = acc + 1; acc = acc + 10
    !$Omp end parallel
  write(*,'(a,1x,i0,1x,i0)') 'case_6', acc, lp
  end subroutine case_6

