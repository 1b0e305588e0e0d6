! Preprocessor conditionals around and inside constructs (.F90: the
! compiler runs cpp). Every branch is scanned from the state before the
! group, so alternative loop headers or loop ends do not unbalance the
! loop tracking, and every configuration gets one include line.
subroutine cond(a, n)
#ifdef USE_ISO_ENV
  use iso_fortran_env, only: real32
#endif
  implicit none
#ifdef DOUBLE_COUNT
  integer(kind=8) :: total
#endif
  integer, intent(in) :: n
  real, intent(inout) :: a(n)
  integer :: i
#ifdef _OPENMP
  !$omp parallel do
#endif
  do i = 1, n
    a(i) = 0.0
  end do
  !$omp parallel do
#if defined(REVERSE)
  do i = n, 1, -1
#elif defined(STRIDE)
  do i = 1, n, 2
#else
  do i = 1, n
#endif
    a(i) = a(i) + 1.0
#ifdef DEBUG
    print *, i
#endif
  end do
  !$omp parallel
#ifdef DEBUG
  !$omp master
  print *, 'master'
  !$omp end master
#else
  !$omp barrier
#endif
  !$omp do
  do i = 1, n
    a(i) = a(i) * 2.0
#ifdef TWO_ENDS
  end do
#else
  enddo
#endif
  !$omp end parallel
end subroutine cond

subroutine cond2(k)
  implicit none
  integer, intent(inout) :: k
#ifdef EXTRA
  integer :: extra
  extra = 1
#endif
  !$omp parallel
  k = k + 1
  !$omp end parallel
end subroutine cond2
