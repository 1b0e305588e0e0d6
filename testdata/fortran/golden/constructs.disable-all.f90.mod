
#line 1 "constructs.f90"
! Every construct of the POMP2 model in free form, each with its end
! directive (parallel sections is in combined.f90: see the note there).
program constructs
  use omp_lib
  implicit none
      include 'constructs.disable-all.f90.opari.inc'
#line 6 "constructs.f90"
  integer, parameter :: n = 100
  integer :: i, j, k, s, k1, k2
  real :: a(n), b(n)
  integer(kind=omp_lock_kind) :: lck
  integer, save :: tp
#line 11 "constructs.f90"
  !$omp threadprivate(tp)

  s = 0
  k = 0
  j = 0
  a = 1.0
  call omp_init_lock(lck)
#line 18 "constructs.f90"
  !$omp parallel private(i) shared(a, b, s, k, j, lck, k1, k2)               
#line 19 "constructs.f90"
  !$omp do schedule(static, 4)
  do i = 1, n
    b(i) = 2.0 * a(i)
  end do
#line 23 "constructs.f90"
  !$omp end do
#line 24 "constructs.f90"
  !$omp do reduction(+:s)
  do i = 1, n
    s = s + 1
  end do
#line 28 "constructs.f90"
  !$omp end do nowait
#line 29 "constructs.f90"
  !$omp sections
#line 30 "constructs.f90"
  !$omp section
  k1 = 1
#line 32 "constructs.f90"
  !$omp section
  k2 = 2
#line 34 "constructs.f90"
  !$omp end sections
#line 35 "constructs.f90"
  !$omp sections private(i)
#line 36 "constructs.f90"
  !$omp section
  i = 1
#line 38 "constructs.f90"
  !$omp end sections nowait
#line 39 "constructs.f90"
  !$omp single private(i)
  j = 1
#line 41 "constructs.f90"
  !$omp end single
#line 42 "constructs.f90"
  !$omp single
  j = 2
#line 44 "constructs.f90"
  !$omp end single nowait
#line 45 "constructs.f90"
  !$omp single
  tp = 3
#line 47 "constructs.f90"
  !$omp end single copyprivate(tp)
#line 48 "constructs.f90"
  !$omp master
  k = k + 1
#line 50 "constructs.f90"
  !$omp end master
#line 51 "constructs.f90"
  !$omp critical
  s = s + 1
#line 53 "constructs.f90"
  !$omp end critical
#line 54 "constructs.f90"
  !$omp critical (update_k)
  k = k + 1
#line 56 "constructs.f90"
  !$omp end critical (update_k)
#line 57 "constructs.f90"
  !$omp atomic
  s = s + 1
#line 59 "constructs.f90"
  !$omp flush(s)
#line 60 "constructs.f90"
  !$omp barrier
#line 61 "constructs.f90"
  !$omp do ordered
  do i = 1, 4
#line 63 "constructs.f90"
    !$omp ordered
    s = s + i
#line 65 "constructs.f90"
    !$omp end ordered
  end do
#line 67 "constructs.f90"
  !$omp end do
#line 68 "constructs.f90"
  !$omp task firstprivate(i) shared(s)
#line 69 "constructs.f90"
  !$omp atomic
  s = s + 1
#line 71 "constructs.f90"
  !$omp end task
#line 72 "constructs.f90"
  !$omp taskwait
#line 73 "constructs.f90"
  !$omp workshare
  b = a
#line 75 "constructs.f90"
  !$omp end workshare
#line 76 "constructs.f90"
  !$omp workshare
  a = b
#line 78 "constructs.f90"
  !$omp end workshare nowait
  call omp_set_lock(lck)
  s = s + 1
  call omp_unset_lock(lck)
#line 82 "constructs.f90"
  !$omp end parallel
  call omp_destroy_lock(lck)
  print *, s, k, j, k1 + k2, tp, sum(b)
end program constructs
