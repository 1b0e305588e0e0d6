! The user's own warnings (gfortran -Wall: a real value converted to an
! integer) inside and after every construct the wrapper instruments: each
! must be reported where the plain build reports it (wrap's
! TestUserWarningsKept), none moved by the instrumentation's lines.
program warned
  implicit none
  integer :: i, k
  real :: x
  x = 2.5
  k = 0
  !$omp parallel private(i) reduction(+:k)
  k = k + x
  !$omp do
  do i = 1, 10
     k = k + x
  end do
  !$omp end do
  k = k + x
  !$omp single
  k = k + x
  !$omp end single
  k = k + x
  !$omp critical
  k = k + x
  !$omp end critical
  k = k + x
  !$omp barrier
  k = k + x
  !$omp task
  k = k + x
  !$omp end task
  !$omp taskwait
  k = k + x
  !$omp end parallel
  k = k + x
  !$omp parallel do reduction(+:k)
  do i = 1, 10
     k = k + x
  end do
  !$omp end parallel do
  k = k + x
  print '(l1)', k > 0
end program warned
