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
  integer :: pomp2_old_task
  integer :: masked
  integer :: filter
  integer :: monotonic
  integer :: update
  integer :: sections
  acc = 0
  lp = -1
  n = 12
  arr = 0
  str = '!(&'')'
  ch = ')'
  pomp2_old_task = 1
  masked = 1
  filter = 1
  monotonic = 2
  update = 1
  sections = 1
    !$omp parallel loop collapse(2),reduction(+:acc),num_threads(mod(monotonic,2)+ 1),firstprivate(masked,filter,update,sections), &
    !$omp if(masked .gt. 5),private(monotonic),default(shared)
  do i = 1, n
  do j = 1, 3
  acc = acc + i + j
  end do
  end do
  !$omp end parallel loop
  write(*,'(a,1x,i0,1x,i0)') 'case_3', acc, lp
  end subroutine case_3

