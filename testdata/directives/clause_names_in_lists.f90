! Variables named like clauses (and like "if") inside clause lists stay
! in their lists; a combined construct is split between clauses.
program clause_names
  implicit none
  integer :: i, if, num_threads, linear, untied, s
  if = 1
  num_threads = 7
  linear = 0
  s = 0
!$omp parallel private(num_threads, if, i) reduction(+:s)
  num_threads = 2
  if = 1
  s = s + num_threads * if
!$omp end parallel
  print *, 'parallel', num_threads, mod(s, 2) == 0
!$omp parallel do reduction(+: linear, s) private(untied)
  do i = 1, 10
    untied = i
    linear = linear + 1
    s = s + untied
  end do
!$omp end parallel do
  print *, 'do', linear, s
end program clause_names
