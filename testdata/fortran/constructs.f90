! Every construct of the POMP2 model in free form, each with its end
! directive (parallel sections is in combined.f90: see the note there).
program constructs
  use omp_lib
  implicit none
  integer, parameter :: n = 100
  integer :: i, j, k, s, k1, k2
  real :: a(n), b(n)
  integer(kind=omp_lock_kind) :: lck
  integer, save :: tp
  !$omp threadprivate(tp)

  s = 0
  k = 0
  j = 0
  a = 1.0
  call omp_init_lock(lck)
  !$omp parallel private(i) shared(a, b, s, k, j, lck, k1, k2) num_threads(2)
  !$omp do schedule(static, 4)
  do i = 1, n
    b(i) = 2.0 * a(i)
  end do
  !$omp end do
  !$omp do reduction(+:s)
  do i = 1, n
    s = s + 1
  end do
  !$omp end do nowait
  !$omp sections
  !$omp section
  k1 = 1
  !$omp section
  k2 = 2
  !$omp end sections
  !$omp sections private(i)
  !$omp section
  i = 1
  !$omp end sections nowait
  !$omp single private(i)
  j = 1
  !$omp end single
  !$omp single
  j = 2
  !$omp end single nowait
  !$omp single
  tp = 3
  !$omp end single copyprivate(tp)
  !$omp master
  k = k + 1
  !$omp end master
  !$omp critical
  s = s + 1
  !$omp end critical
  !$omp critical (update_k)
  k = k + 1
  !$omp end critical (update_k)
  !$omp atomic
  s = s + 1
  !$omp flush(s)
  !$omp barrier
  !$omp do ordered
  do i = 1, 4
    !$omp ordered
    s = s + i
    !$omp end ordered
  end do
  !$omp end do
  !$omp task firstprivate(i) shared(s)
  !$omp atomic
  s = s + 1
  !$omp end task
  !$omp taskwait
  !$omp workshare
  b = a
  !$omp end workshare
  !$omp workshare
  a = b
  !$omp end workshare nowait
  call omp_set_lock(lck)
  s = s + 1
  call omp_unset_lock(lck)
  !$omp end parallel
  call omp_destroy_lock(lck)
  print *, s, k, j, k1 + k2, tp, sum(b)
end program constructs
