! Profile scenarios with known answers (pomp2/lib TestProfileAnswers),
! the same as answers.c.
module answers_sleep
  use iso_c_binding
  implicit none
  interface
     integer(c_int) function usleep(us) bind(c, name="usleep")
       import :: c_int
       integer(c_int), value :: us
     end function usleep
  end interface
contains
  subroutine ms_sleep(ms)
    integer, intent(in) :: ms
    integer(c_int) :: rc
    rc = usleep(int(ms * 1000, c_int))
  end subroutine ms_sleep

  recursive integer function tree(d) result(n)
    integer, intent(in) :: d
    integer :: a, b
    if (d == 0) then
       n = 1
       return
    end if
    !$omp task shared(a)
    a = tree(d - 1)
    !$omp end task
    !$omp task shared(b)
    b = tree(d - 1)
    !$omp end task
    !$omp taskwait
    n = a + b
  end function tree
end module answers_sleep

program answers
  use omp_lib
  use answers_sleep
  implicit none
  integer :: i, leaves, inner
  leaves = 0
  inner = 0
  call omp_set_max_active_levels(2)
  ! 1: thread 0 works 40 ms more than the others in a do loop
  !$omp parallel num_threads(4)
  !$omp do schedule(static, 1)
  do i = 0, 3
     if (i == 0) then
        call ms_sleep(50)
     else
        call ms_sleep(10)
     end if
  end do
  !$omp end do
  !$omp end parallel
  ! 2: each of 4 threads holds a critical section for 10 ms
  !$omp parallel num_threads(4)
  !$omp critical
  call ms_sleep(10)
  !$omp end critical
  !$omp end parallel
  ! 3: nested parallel regions, 2 x 2 threads
  !$omp parallel num_threads(2) reduction(+:inner)
  !$omp parallel num_threads(2) reduction(+:inner)
  call ms_sleep(5)
  inner = inner + 1
  !$omp end parallel
  !$omp end parallel
  ! 4: a task tree of depth 4
  !$omp parallel num_threads(2)
  !$omp single
  leaves = tree(4)
  !$omp end single
  !$omp end parallel
  ! 5: a user region around a parallel region
  !$POMP INST BEGIN(work)
  !$omp parallel num_threads(2)
  call ms_sleep(5)
  !$omp end parallel
  !$POMP INST END(work)
  print '(a,i0,a,i0)', 'inner ', inner, ' leaves ', leaves
end program answers
