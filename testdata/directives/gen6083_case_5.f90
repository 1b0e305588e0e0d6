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
  integer :: atomic
  integer :: simdlen
  integer :: in_reduction
  integer :: none
  integer :: schedule
  integer :: reduction
  acc = 0
  lp = -1
  n = 12
  arr = 0
  str = '!(&'')'
  ch = ')'
  atomic = 1
  simdlen = 2
  in_reduction = 1
  none = 1
  schedule = 1
  reduction = 2
    !$OMP parallel do simd reduction(+:acc),if(simd:"a'b!" /= str),lastprivate(lp),simdlen(4),firstprivate(atomic),safelen(8), &
    !$OMP & num_threads(mod(schedule,2)+ 1)
  do i = 1, n
  lp = i * 2
  acc = acc + i + atomic
  arr(i) = arr(i) + 1
  end do
  write(*,'(a,1x,i0,1x,i0)') 'case_5', acc, lp
  end subroutine case_5

