! The bundled example in Fortran: the constructs of example.c.
! `make example` instruments it, links it with the POMP2 measurement
! library and shows the profile.
program example
  use omp_lib
  implicit none
  integer, parameter :: n = 2000000
  integer :: hits
  double precision :: pi

  hits = 0
  pi = integrate(n)

!$omp parallel
!$omp critical
  hits = hits + 1
!$omp end critical
!$omp barrier
!$omp master
  print '(a,i0)', 'threads: ', omp_get_num_threads()
!$omp end master
!$omp end parallel
  print '(a,f9.6,a,i0)', 'pi ~ ', pi, ', hits = ', hits

contains

  double precision function integrate(steps)
    integer, intent(in) :: steps
    double precision :: sum, step, x
    integer :: i
    sum = 0.0d0
    step = 1.0d0 / steps
!$omp parallel do reduction(+:sum) private(x) schedule(static)
    do i = 0, steps - 1
      x = (i + 0.5d0) * step
      sum = sum + 4.0d0 / (1.0d0 + x * x)
    end do
!$omp end parallel do
    integrate = sum * step
  end function integrate

end program example
