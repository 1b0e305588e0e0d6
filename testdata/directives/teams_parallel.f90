! A parallel region right inside a teams construct.
program teams_parallel
  implicit none
  integer :: k
  k = 0
!$omp teams num_teams(1)
!$omp parallel reduction(+:k)
  k = k + 1
!$omp end parallel
!$omp end teams
  print *, k > 0
end program teams_parallel
