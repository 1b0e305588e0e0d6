! sections and parallel sections in one file: the reference's layout
! calls POMP2_Sections_enter with the CTC string for the first and
! without it for the second (the corpus expects both), which gfortran 10
! and later reject unless -fallow-argument-mismatch is given.
subroutine mixed(k)
  implicit none
  integer, intent(inout) :: k
  !$omp parallel
  !$omp sections
  !$omp section
  k = k + 1
  !$omp end sections
  !$omp end parallel
  !$omp parallel sections
  !$omp section
  k = k + 2
  !$omp end parallel sections
end subroutine mixed
