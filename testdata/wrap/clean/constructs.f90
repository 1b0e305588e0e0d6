! Every construct the wrapper instruments, in program units of every
! kind (a module procedure, an internal procedure, the main program), in
! code that gfortran compiles without a warning at -std=f2018 -Wall
! -Wextra -pedantic (wrap's TestNoNewWarning builds it both ways and
! compares the messages and the output).
module tree_mod
  implicit none
contains
  recursive function tree(depth) result(leaves)
    integer, intent(in) :: depth
    integer :: leaves, left, right
    if (depth == 0) then
       leaves = 1
       return
    end if
    !$omp task shared(left) firstprivate(depth)
    left = tree(depth - 1)
    !$omp end task
    !$omp task shared(right) if(depth > 1)
    right = tree(depth - 1)
    !$omp end task
    !$omp taskwait
    leaves = left + right
  end function tree
end module tree_mod

program constructs
  use omp_lib
  use tree_mod
  implicit none
  integer :: i, total, squares, counted, sections, leaves, nested, atomics
  integer :: n, threads
  integer(kind=omp_lock_kind) :: lock
  real :: a(8), b(8)
  total = 0
  squares = 0
  counted = 0
  sections = 0
  leaves = 0
  nested = 0
  atomics = 0
  n = 100
  threads = 2
  a = 1.0
  call omp_init_lock(lock)
  !$omp parallel default(none) shared(total, squares, counted, sections, leaves, n, lock, atomics) &
  !$omp private(i) num_threads(threads)
  !$omp do reduction(+:total) schedule(static)
  do i = 0, n - 1
     total = total + i
  end do
  !$omp end do
  !$omp do ordered schedule(static, 1)
  do i = 0, 3
     !$omp ordered
     squares = squares + i * i
     !$omp end ordered
  end do
  !$omp end do
  !$omp sections
  !$omp section
  !$omp atomic
  sections = sections + 1
  !$omp section
  !$omp critical (sect)
  sections = sections + 10
  !$omp end critical (sect)
  !$omp end sections
  !$omp single
  leaves = tree(3)
  !$omp end single
  !$omp master
  counted = counted + 1000
  !$omp end master
  !$omp barrier
  call omp_set_lock(lock)
  counted = counted + 1
  call omp_unset_lock(lock)
  !$omp flush
  !$omp atomic update
  atomics = atomics + 2
  !$omp end parallel
  !$omp parallel do reduction(+:nested) if(n > 10)
  do i = 1, 4
     !$omp parallel num_threads(2) reduction(+:nested)
     nested = nested + 1
     !$omp end parallel
  end do
  !$omp end parallel do
  !$omp parallel sections reduction(+:sections)
  !$omp section
  sections = sections + 100
  !$omp section
  sections = sections + 100
  !$omp end parallel sections
  !$omp parallel workshare
  b = 2.0 * a
  !$omp end parallel workshare
  call omp_destroy_lock(lock)
  call report()
contains
  subroutine report()
    logical :: got
    integer(kind=omp_lock_kind) :: probe
    call omp_init_lock(probe)
    got = omp_test_lock(probe)
    if (got) call omp_unset_lock(probe)
    call omp_destroy_lock(probe)
    print '(7(a,i0),a,f0.1)', 'sum ', total, ' squares ', squares, ' count ', counted, &
         ' sections ', sections, ' leaves ', leaves, ' nested ', nested, ' atomics ', atomics, ' b ', sum(b)
  end subroutine report
end program constructs
