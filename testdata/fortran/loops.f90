! Loops in free form: named loops, enddo, end do with a name, nested
! loop constructs, labelled loops ending on a shared continue.
subroutine loops(a, n)
  implicit none
  integer, intent(in) :: n
  real, intent(inout) :: a(n, n)
  integer :: i, j
  !$omp parallel do
  outer: do i = 1, n
    inner: do j = 1, n
      a(i, j) = 0.0
    end do inner
  end do outer
  !$omp parallel do private(j)
  do 10 i = 1, n
    do 10 j = 1, n
      a(i, j) = a(i, j) + 1.0
10 continue
  !$omp parallel
  !$omp do
  do i = 1, n
    do while (a(i, 1) < 0.0)
      a(i, 1) = a(i, 1) + 1.0
    end do
  enddo
  !$omp do
  DO i = 1, n
    a(i, 1) = 2.0
  END DO
  !$omp end parallel
  !$omp parallel do
  do i = 1, n
    !$omp parallel do
    do j = 1, n
      a(i, j) = 3.0
    end do
  end do
end subroutine loops
