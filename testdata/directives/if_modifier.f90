! if(parallel: ...) and if(task: ...) on Fortran constructs, and a
! parallel do simd whose if(simd: ...) stays with the loop.
program if_modifier
  implicit none
  integer :: i, n, k
  n = 4
  k = 0
!$omp parallel if(parallel: n > 1000) num_threads(2) reduction(+:k)
  k = k + 1
!$omp end parallel
  print *, k
  k = 0
!$omp parallel num_threads(2) reduction(+:k)
!$omp single
!$omp task if(task: n > 1) shared(k)
!$omp atomic
  k = k + 10
!$omp end task
!$omp taskwait
!$omp end single
!$omp end parallel
  print *, k
  k = 0
!$omp parallel do simd if(simd: n > 1) if(parallel: n > 1) reduction(+:k)
  do i = 1, 100
    k = k + i
  end do
!$omp end parallel do simd
  print *, k
end program if_modifier
