! The combined constructs: parallel do, parallel sections and parallel
! workshare, with and without end directive, with num_threads and if
! evaluated once before the fork. No plain sections construct here: the
! reference (and so this instrumenter) calls POMP2_Sections_enter without
! the CTC string for parallel sections, and gfortran 10 and later reject
! one file calling it both ways (see sections_mixed.f90).
subroutine combined(a, n, nt)
  implicit none
  integer, intent(in) :: n, nt
  real, intent(inout) :: a(n)
  integer :: i, s
  s = 0
  !$omp parallel do num_threads(nt) if(n > 10) schedule(dynamic, 2) reduction(+:s)
  do i = 1, n
    s = s + i
  end do
  !$omp end parallel do
  !$omp parallel do private(s) lastprivate(i) collapse(1)
  do i = 1, n
    a(i) = a(i) + 1.0
  end do
  !$omp parallel sections num_threads(2)
  !$omp section
  a(1) = 0.0
  !$omp section
  a(2) = 0.0
  !$omp end parallel sections
  !$omp parallel workshare if(n > 1)
  a = a * 2.0
  !$omp end parallel workshare
end subroutine combined
