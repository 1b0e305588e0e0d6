! Locks, nest locks, sections, ordered, master, flush, barrier, single
! and a user region; the Fortran twin of sync.c, checked by TestSyncCounts.
program sync
  use omp_lib
  implicit none
  integer(kind=omp_lock_kind) :: l
  integer(kind=omp_nest_lock_kind) :: nl
  integer :: i, s
  s = 0
  call omp_init_lock(l)
  call omp_init_nest_lock(nl)
  !$pomp inst begin(all)
  !$omp parallel num_threads(2)
  call omp_set_lock(l)
  s = s + 1
  call omp_unset_lock(l)
  call omp_set_nest_lock(nl)
  call omp_set_nest_lock(nl)
  s = s + 1
  call omp_unset_nest_lock(nl)
  call omp_unset_nest_lock(nl)
  do while (.not. omp_test_lock(l))
  end do
  call omp_unset_lock(l)
  !$omp sections
  !$omp section
  s = s + 1
  !$omp section
  s = s + 2
  !$omp end sections
  !$omp do ordered schedule(static,1)
  do i = 0, 3
    !$omp ordered
    s = s + i
    !$omp end ordered
  end do
  !$omp end do
  !$omp master
  s = s + 10
  !$omp end master
  !$omp flush
  !$omp barrier
  !$omp single
  s = s + 100
  !$omp end single nowait
  !$omp end parallel
  !$pomp inst end(all)
  call omp_destroy_nest_lock(nl)
  call omp_destroy_lock(l)
  print '(i0)', s
end program sync
