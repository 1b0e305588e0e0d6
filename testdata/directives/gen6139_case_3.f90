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
  integer :: taskwait
  integer :: none
  integer :: simd
  integer :: read
  integer :: monotonic
  integer :: filter
  integer :: pomp2_if
  acc = 0
  lp = -1
  n = 12
  arr = 0
  str = '!(&'')'
  ch = ')'
  taskwait = 3
  none = 3
  simd = 2
  read = 2
  monotonic = 1
  filter = 1
  pomp2_if = 2
!$OMP parallel master default(none)private(taskwait,simd,pomp2_if)shared(monotonic)if(parallel:(monotonic)<(filter))reduction(+: & ! a "b"
!$OMP    acc)
  acc = acc + 3
    !$OMP endparallel master
  write(*,'(a,1x,i0,1x,i0)') 'case_3', acc, lp
  end subroutine case_3

