! A stand-alone ordered directive (depend(sink: ...), depend(source) and
! the OpenMP 5.2 spelling doacross(...)) owns no block and has no end
! directive: it passes through unchanged with a warning, as in C. The
! block ordered of the last loop is instrumented as usual. gfortran 12
! knows no doacross: that loop is compiled by OpenMP 5.2 compilers only.
program standalone
  implicit none
  integer :: a(0:100), i
  a = 0
  !$omp parallel do ordered(1)
  do i = 1, 100
    !$OMP ORDERED DEPEND(SINK: i-1)
    a(i) = a(i-1) + i
    !$omp ordered depend(source)
  end do
  print *, a(100)
#if _OPENMP >= 202111
  !$omp parallel do ordered(1)
  do i = 1, 100
    !$omp ordered doacross(sink: i-1)
    a(i) = a(i) + a(i-1)
    !$omp ordered &
    !$omp doacross(source:)
  end do
  !$omp end parallel do
#endif
  !$omp parallel do ordered
  do i = 1, 4
    !$omp ordered
    print *, i
    !$omp end ordered
  end do
end program standalone
