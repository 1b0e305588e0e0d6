! Free form: a directive line that ends near column 132, where the
! clauses the instrumentation adds (and the '&' before them) must go on
! new lines, and an if expression continued over lines.
program free_lines
  implicit none
  integer :: k, nthreadsvalue, another
  nthreadsvalue = 2
  another = 3
  k = 0
!$omp parallel reduction(+:k)                                                                                         num_threads(2)
  k = k + 1
!$omp end parallel
  print *, k
  k = 0
!$omp parallel num_threads(2) reduction(+:k)                                                                            if(k == 0)
  k = k + 1
!$omp end parallel
  print *, k
  k = 0
!$omp parallel reduction(+:k) if(nthreadsvalue + another - another + nthreadsvalue - nthreadsvalue + another > 0 .and. &
!$omp  nthreadsvalue + nthreadsvalue + nthreadsvalue + another + another + another + nthreadsvalue - another > 1) num_threads(2)
  k = k + 1
!$omp end parallel
  print *, k
end program free_lines
