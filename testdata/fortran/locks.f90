! The OpenMP lock routines become their POMP2 wrappers where they are
! called; names in use lists, declarations, literals and comments stay.
subroutine locks(n)
  use omp_lib, only: omp_lock_kind, omp_nest_lock_kind, omp_init_lock, omp_set_lock
  use omp_lib
  implicit none
  integer, intent(in) :: n
  integer(kind=omp_lock_kind) :: l
  integer(kind=omp_nest_lock_kind) :: nl
  logical :: got
  integer :: depth
  character(len=40) :: txt
  call omp_init_lock(l); call omp_init_nest_lock(nl)
  !$omp parallel
  call omp_set_lock(l)     ! call omp_set_lock(l) in a comment
  call omp_unset_lock(l)
  got = omp_test_lock(l)
  if (got) call omp_unset_lock(l)
  call omp_set_nest_lock(nl)
  depth = omp_test_nest_lock(nl)
  if (depth > 0) call omp_unset_nest_lock(nl)
  call omp_unset_nest_lock(nl)
  !$omp end parallel
  txt = 'call omp_set_lock(l)'
  call omp_destroy_lock(l)
  call omp_destroy_nest_lock(nl)
  if (n < 0) print *, txt
end subroutine locks
