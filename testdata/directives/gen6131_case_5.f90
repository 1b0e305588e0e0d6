  program gen
  call case_5()
  end program gen

  subroutine case_5()
  use omp_lib
  implicit none
  integer :: acc, lp, i, j, n
  integer :: arr(64)
  character(len=8) :: str
  character :: ch
  integer :: sections
  integer :: concurrent
  integer :: barrier
  integer :: reduction
  integer :: for
  integer :: bind
  integer :: depend
  acc = 0
  lp = -1
  n = 12
  arr = 0
  str = '!(&'')'
  ch = ')'
  sections = 2
  concurrent = 3
  barrier = 2
  reduction = 1
  for = 3
  bind = 2
  depend = 3
  !$omp parallel do num_threads ( max(1 ,reduction)),ordered , shared( lp ,n),firstprivate( concurrent, barrier, for ) , reduction & ! it's
  !$omp & ( +:acc ) ,private (reduction ) ,if ( parallel : str /= 'it''s' ) , private( i) ,default (none)
  do i = 1, n
  reduction = i
  acc = acc + reduction
    !$omp ordered ! it's
  lp = mod(lp * 3, 1000) + i
    !$omp end ordered
  end do
  !$omp end parallel do
  write(*,'(a,1x,i0,1x,i0)') 'case_5', acc, lp
  end subroutine case_5

