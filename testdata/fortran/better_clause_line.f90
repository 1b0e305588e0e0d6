! A clause alone on a continuation line: default(none), num_threads(...)
! and if(...) are taken out of the directive (evaluated once before the
! fork), and a continuation line left empty is dropped (free form allows
! no empty continuation line).
subroutine clauses(a, n, nt)
  implicit none
  integer, intent(in) :: n, nt
  real, intent(inout) :: a(n)
  integer :: i
  !$omp parallel &
  !$omp default(none) &
  !$omp shared(a, n) private(i)
  !$omp do
  do i = 1, n
    a(i) = 0.0
  end do
  !$omp end do
  !$omp end parallel
  !$omp parallel &
  !$omp& num_threads(nt) &
  !$omp& if(n > 10)
  a(1) = 1.0
  !$omp end parallel
  !$omp parallel do &
  !$omp   if(n > 100) &
  !$omp   private(i) &
  !$omp   num_threads(max(1, &
  !$omp               nt))
  do i = 1, n
    a(i) = a(i) * 2.0
  end do
  !$omp task &
  !$omp if(n > 5)
  a(2) = 2.0
  !$omp end task
end subroutine clauses
