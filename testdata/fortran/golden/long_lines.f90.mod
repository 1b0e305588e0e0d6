
#line 1 "long_lines.f90"
! Lock calls ending at column 132: the line continues on a new one.
subroutine long(lock_with_a_long_name, other_lockxxxxxx)
  use omp_lib
      include 'long_lines.f90.opari.inc'
#line 4 "long_lines.f90"
  integer(kind=omp_lock_kind) :: lock_with_a_long_name, other_lockxxxxxx
  integer :: i
  call POMP2_Set_lock(lock_with_a_long_name); call POMP2_Unset_lock(other_lockxxxxxx); call POMP2_Unset_lock(lock_with_a_long_name)&
     &; i = 1
end subroutine long
