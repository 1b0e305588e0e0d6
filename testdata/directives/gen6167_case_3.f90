  program gen
  call case_3()
  end program gen

  subroutine case_3()
  use omp_lib
  implicit none
  integer :: acc, lp, i, j, n
  integer :: arr(64)
  character(len=8) :: str
  character :: ch
  integer :: pomp2_num_threads
  integer :: end
  integer :: atomic
  integer :: dynamic
  integer :: barrier
  integer :: loop
  acc = 0
  lp = -1
  n = 12
  arr = 0
  str = '!(&'')'
  ch = ')'
  pomp2_num_threads = 3
  end = 3
  atomic = 3
  dynamic = 1
  barrier = 3
  loop = 2
  block
    integer :: k
    k = 3
  !$OMP PARALLEL REDUCTION(+:acc)
    acc = acc + k
!$OMP END PARALLEL
  end block
  write(*,'(a,1x,i0,1x,i0)') 'case_3', acc, lp
  end subroutine case_3

