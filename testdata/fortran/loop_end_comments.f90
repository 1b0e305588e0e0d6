! Comment and blank lines after a do loop whose end directive is left
! out go before the end directive that the instrumenter supplies, as in
! the reference (NAS 3.4 BT and SP exact_rhs.f); the source line after
! them keeps its line number, also after a directive that is copied. A
! directive of another tool (!GCC$) after the loop applies to what
! follows it: the end goes before it.
program comments
  implicit none
  integer :: i, k, n(10)
  k = 0
  !$omp parallel default(shared) private(i)
  !-------------------------------------------------------------------
  ! initialize
  !-------------------------------------------------------------------
  !$omp do schedule(static)
  do i = 1, 10
    n(i) = i
  end do

  !-------------------------------------------------------------------
  ! sum
  !-------------------------------------------------------------------
  !$omp do schedule(static) reduction(+:k)
  do i = 1, 10
    k = k + n(i)
  end do
  ! comment lines, a blank line and a comment, then the end of the
  ! parallel region

  ! (the end directive goes before it)
  !$omp end parallel
  !$omp parallel do
  do i = 1, 10
    n(i) = 2 * n(i)
  end do
  ! comment lines, then a statement
  ! (the end directive goes before the statement)
  k = k + n(10)
  !$omp parallel do
  do i = 1, 10
    n(i) = n(i) - 1
  end do
  ! comment lines, then a directive that is copied unchanged (a
  ! warning says so), then a statement
  !$omp taskyield
  k = k + 1
  !$omp parallel do
  outer: do i = 1, 10
    n(i) = n(i) + 1
  end do outer
  ! a directive of another tool
  !GCC$ ivdep
  do i = 1, 10
    k = k + n(i)
  end do
  print *, k
end program comments
