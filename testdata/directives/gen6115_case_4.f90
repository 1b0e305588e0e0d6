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
  integer :: pomp2_new_task
  integer :: simd
  integer :: pragma
  integer :: mergeable
  integer :: do
  integer :: order
  acc = 0
  lp = -1
  n = 12
  arr = 0
  str = '!(&'')'
  ch = ')'
  pomp2_new_task = 1
  simd = 1
  pragma = 3
  mergeable = 2
  do = 1
  order = 1
    !$Omp parallel private(pragma),reduction(+:acc),proc_bind(primary),num_threads(mergeable),shared(mergeable)
!$Omp do collapse(2)
  do i = 1, n
  do j = 1, 3
  acc = acc + i + j
  end do
  end do
    !$Omp end do
    !$Omp do private(simd),order(concurrent) ! end (
  do i = 1, n
  simd = i
  acc = acc + simd
  end do
    !$Omp end parallel
  write(*,'(a,1x,i0,1x,i0)') 'case_4', acc, lp
  end subroutine case_4

