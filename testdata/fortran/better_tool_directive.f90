! Directives of other tools (!GCC$, !DIR$) right before a construct, or
! between an OpenMP directive and its loop, stay next to the loop they
! apply to: gfortran rejects "!GCC$ ivdep" that is not right before a do
! loop or an OpenMP loop directive.
subroutine vec(a, b, n)
  implicit none
  integer, intent(in) :: n
  real, intent(inout) :: a(n), b(n)
  integer :: i
  !GCC$ ivdep
  !$omp parallel do
  do i = 1, n
    a(i) = a(i) + b(i)
  end do
  !GCC$ ivdep
  do i = 1, n
    b(i) = a(i)
  end do
  !$omp parallel
  !DIR$ VECTOR ALIGNED
  !GCC$ ivdep
  !$omp do
  do i = 1, n
    a(i) = 2.0 * a(i)
  end do
  !$omp do
  !GCC$ ivdep
  do i = 1, n
    b(i) = 2.0 * b(i)
  end do
  !$omp end parallel
end subroutine vec
