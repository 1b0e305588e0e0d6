! Conditional-compilation lines ("!$ ") are code for an OpenMP compiler:
! a "!$ use" belongs to the header, lock calls in them are replaced, and
! the lines stay as they are otherwise.
subroutine cc(n)
!$ use omp_lib
  implicit none
  integer, intent(in) :: n
  integer :: t
!$ integer(kind=omp_lock_kind) :: l
  t = 0
!$ call omp_init_lock(l)
  !$omp parallel
!$ t = omp_get_thread_num() + &
!$     n
  !$omp end parallel
!$ call omp_destroy_lock(l)
end subroutine cc
