! Fortran part of the project: called from C (bind(c)), measured through
! the same wrapper as the C files (FC="opari2 wrap gfortran").
module smoothing
  use iso_c_binding, only: c_int, c_double
  implicit none
contains
  function smooth_sum(n) result(total) bind(c, name="smooth_sum")
    integer(c_int), value :: n
    real(c_double) :: total
    integer :: i
    total = 0.0d0
!$omp parallel do reduction(+:total)
    do i = 1, n
      total = total + 0.5d0 * i
    end do
!$omp end parallel do
  end function smooth_sum
end module smoothing
