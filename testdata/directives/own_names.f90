! The program's own variables named like the instrumentation's (which
! the include file declares).
program own_names
  implicit none
  integer :: pomp2_num_threads, pomp2_old_task, k
  logical :: pomp2_if
  pomp2_num_threads = 3
  pomp2_if = .true.
  k = 0
!$omp parallel if(pomp2_if) num_threads(pomp2_num_threads) private(pomp2_old_task) reduction(+:k)
  pomp2_old_task = 5
  k = k + pomp2_old_task
!$omp end parallel
  print *, k, pomp2_num_threads
end program own_names
