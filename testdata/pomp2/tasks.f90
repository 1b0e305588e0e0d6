! Tasks: nested, untied, if(.false.), taskwait; the Fortran twin of
! tasks.c, checked by TestTaskIDs.
module taskwork
  implicit none
contains
  recursive function work(depth) result(r)
    integer, intent(in) :: depth
    integer :: r, a, b
    a = 0
    b = 0
    if (depth == 0) then
      r = 1
      return
    end if
    !$omp task shared(a)
    a = work(depth - 1)
    !$omp end task
    !$omp task shared(b) if(.false.)
    b = work(depth - 1)
    !$omp end task
    !$omp taskwait
    r = a + b
  end function work
end module taskwork

program tasks
  use taskwork
  implicit none
  integer :: total, u
  total = 0
  u = 0
  !$omp parallel num_threads(2)
  !$omp single
  total = work(3)
  !$omp task untied shared(u)
  u = 1
  !$omp end task
  !$omp taskwait
  !$omp end single
  !$omp end parallel
  print '(i0,1x,i0)', total, u
end program tasks
