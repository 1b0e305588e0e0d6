! Program units of every kind that has statements, each with its own
! include file in the self-contained layout (rewrite's
! TestSelfContainedFortran): a module procedure with a task, an internal
! procedure with a lock test, a main program with a parallel region that
! shares only what default(none) lets it, and a variable named like the
! instrumentation's own.
module work
  implicit none
contains
  subroutine spawn(n)
    integer, intent(inout) :: n
    !$omp task shared(n)
    n = n + 1
    !$omp end task
    !$omp taskwait
  end subroutine spawn
end module work

program units
  use omp_lib
  use work
  implicit none
  integer :: n, pomp2_if
  n = 0
  pomp2_if = 1
  !$omp parallel default(none) shared(n) num_threads(2)
  !$omp single
  call spawn(n)
  !$omp end single
  !$omp end parallel
  call check(n)
contains
  subroutine check(m)
    integer, intent(in) :: m
    integer(kind=omp_lock_kind) :: lock
    call omp_init_lock(lock)
    if (omp_test_lock(lock)) print *, m + pomp2_if
    call omp_unset_lock(lock)
  end subroutine check
end program units
