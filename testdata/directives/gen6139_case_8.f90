  program gen
  call case_8()
  end program gen

  subroutine case_8()
  use omp_lib
  implicit none
  integer :: acc, lp, i, j, n
  integer :: arr(64)
  character(len=8) :: str
  character :: ch
  integer :: pomp2_num_threads
  integer :: nontemporal
  integer :: aligned
  integer :: pomp2_if
  integer :: in_reduction
  integer :: flush
  integer :: untied
  acc = 0
  lp = -1
  n = 12
  arr = 0
  str = '!(&'')'
  ch = ')'
  pomp2_num_threads = 1
  nontemporal = 3
  aligned = 3
  pomp2_if = 1
  in_reduction = 2
  flush = 1
  untied = 2
    !$omp parallel do reduction(inscan,+:lp),private(pomp2_num_threads),num_threads(2),firstprivate(aligned,pomp2_if)
  do i = 1, n
  lp = lp + i
!$omp scan inclusive(lp) ! end (
  arr(i) = lp
  end do
  !$omp end parallel do
  write(*,'(a,1x,i0,1x,i0)') 'case_8', acc, lp
  end subroutine case_8

