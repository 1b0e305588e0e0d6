! Statements separated by ';': where the instrumentation must go between
! two of them, the line is split there.
subroutine semi(a, n)
  implicit none; integer, intent(in) :: n; real :: a(n)
  integer :: i, k
  k = 0
  !$omp parallel do
  do i = 1, n; a(i) = 0.0; end do; k = 1
  !$omp parallel
  !$omp atomic
  k = k + 1; a(1) = 1.0
  !$omp do
  do i = 1, n
    a(i) = a(i) + 1.0; end do   ! the loop ends on a line with two statements
  k = 2 ;
  !$omp end parallel
end subroutine semi

subroutine semi2(); integer :: j; j = 1
  !$omp parallel
  j = 2
  !$omp end parallel
end subroutine semi2
