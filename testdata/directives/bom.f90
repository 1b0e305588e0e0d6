! A source that starts with a UTF-8 byte-order mark.
program bom
  implicit none
  integer :: k
  k = 0
!$omp parallel num_threads(2) reduction(+:k)
  k = k + 1
!$omp end parallel
  print *, k
end program bom
