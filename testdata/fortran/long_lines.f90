! Lock calls ending at column 132: the line continues on a new one.
subroutine long(lock_with_a_long_name, other_lockxxxxxx)
  use omp_lib
  integer(kind=omp_lock_kind) :: lock_with_a_long_name, other_lockxxxxxx
  integer :: i
  call omp_set_lock(lock_with_a_long_name); call omp_unset_lock(other_lockxxxxxx); call omp_unset_lock(lock_with_a_long_name); i = 1
end subroutine long
