! A program whose own names are the ones the instrumentation uses for
! itself (pomp2_if, pomp2_num_threads, pomp2_old_task, pomp2_new_task and
! the function pomp2_lib_get_max_threads): the instrumentation takes
! other names, the program's variables keep theirs (wrap's
! TestReservedNames).
program names
  implicit none
  integer :: pomp2_if, pomp2_num_threads, pomp2_lib_get_max_threads
  integer :: pomp2_old_task, pomp2_new_task, total
  pomp2_if = 3
  pomp2_num_threads = 2
  pomp2_lib_get_max_threads = 5
  pomp2_old_task = 7
  pomp2_new_task = 11
  total = 0
  !$omp parallel num_threads(pomp2_num_threads) reduction(+:total) if(pomp2_if > 0)
  total = total + 1
  !$omp task shared(total)
  pomp2_old_task = pomp2_old_task + 0
  !$omp end task
  !$omp end parallel
  print '(6(i0,1x))', pomp2_if, pomp2_num_threads, pomp2_lib_get_max_threads, pomp2_old_task, pomp2_new_task, total
end program names
