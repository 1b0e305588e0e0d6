! Fixed form: the constructs of constructs.f90 that differ in layout
! (continuation lines in column 6, the 72-column limit), compiled without
! a warning at -std=f2018 -Wall -Wextra -pedantic.
      program fixed
      use omp_lib
      implicit none
      integer :: i, total, counted, sections
      integer(kind=omp_lock_kind) :: lock
      total = 0
      counted = 0
      sections = 0
      call omp_init_lock(lock)
!$omp parallel default(none) shared(total, counted, sections, lock)
!$omp& private(i)
!$omp do reduction(+:total)
      do i = 0, 99
         total = total + i
      end do
!$omp end do
!$omp sections
!$omp section
!$omp atomic
      sections = sections + 1
!$omp section
!$omp critical
      sections = sections + 10
!$omp end critical
!$omp end sections
!$omp single
      counted = counted + 1000
!$omp end single
      call omp_set_lock(lock)
      counted = counted + 1
      call omp_unset_lock(lock)
!$omp barrier
!$omp end parallel
!$omp parallel do reduction(+:total)
      do i = 1, 10
         total = total + 1
      end do
!$omp end parallel do
      call omp_destroy_lock(lock)
      print '(3(a,i0))', 'sum ', total, ' count ', counted,
     &     ' sections ', sections
      end program fixed
