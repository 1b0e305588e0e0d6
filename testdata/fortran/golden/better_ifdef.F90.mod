
#line 1 "better_ifdef.F90"
! Preprocessor conditionals around and inside constructs (.F90: the
! compiler runs cpp). Every branch is scanned from the state before the
! group, so alternative loop headers or loop ends do not unbalance the
! loop tracking, and every configuration gets one include line.
subroutine cond(a, n)
#ifdef USE_ISO_ENV
  use iso_fortran_env, only: real32
#endif
  implicit none
#ifdef DOUBLE_COUNT
      include 'better_ifdef.F90.opari.inc'
#line 11 "better_ifdef.F90"
  integer(kind=8) :: total
#else
      include 'better_ifdef.F90.opari.inc'
#line 12 "better_ifdef.F90"
#endif
  integer, intent(in) :: n
  real, intent(inout) :: a(n)
  integer :: i
#ifdef _OPENMP
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_1 )
#line 17 "better_ifdef.F90"
  !$omp parallel    &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
      call POMP2_Do_enter(opari2_region_1, &
     opari2_ctc_1 )
#line 17 "better_ifdef.F90"
  !$omp          do
#endif
  do i = 1, n
    a(i) = 0.0
  end do
#ifdef _OPENMP
#line 21 "better_ifdef.F90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_1,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_1)
      call POMP2_Parallel_end(opari2_region_1)
#line 21 "better_ifdef.F90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_1, pomp2_old_task)
#endif
#line 22 "better_ifdef.F90"
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_2,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_2 )
#line 22 "better_ifdef.F90"
  !$omp parallel    &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_2)
      call POMP2_Do_enter(opari2_region_2, &
     opari2_ctc_2 )
#line 22 "better_ifdef.F90"
  !$omp          do
#if defined(REVERSE)
  do i = n, 1, -1
#elif defined(STRIDE)
  do i = 1, n, 2
#else
  do i = 1, n
#endif
    a(i) = a(i) + 1.0
#ifdef DEBUG
    print *, i
#endif
  end do
#line 34 "better_ifdef.F90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_2,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_2, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_2)
      call POMP2_Parallel_end(opari2_region_2)
#line 34 "better_ifdef.F90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_2, pomp2_old_task)
#line 35 "better_ifdef.F90"
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_3,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_3 )
#line 35 "better_ifdef.F90"
  !$omp parallel &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_3)
#line 36 "better_ifdef.F90"
#ifdef DEBUG
#line 37 "better_ifdef.F90"
  !$omp master
      call POMP2_Master_begin(opari2_region_4, &
     opari2_ctc_4 )
#line 38 "better_ifdef.F90"
  print *, 'master'
      call POMP2_Master_end(opari2_region_4)
#line 39 "better_ifdef.F90"
  !$omp end master
#else
      call POMP2_Barrier_enter(opari2_region_5,&
      pomp2_old_task, opari2_ctc_5 )
#line 41 "better_ifdef.F90"
  !$omp barrier
      call POMP2_Barrier_exit(opari2_region_5, pomp2_old_task)
#line 42 "better_ifdef.F90"
#endif
      call POMP2_Do_enter(opari2_region_6, &
     opari2_ctc_6 )
#line 43 "better_ifdef.F90"
  !$omp do
  do i = 1, n
    a(i) = a(i) * 2.0
#ifdef TWO_ENDS
  end do
#line 47 "better_ifdef.F90"
  !$omp end do  nowait
      call POMP2_Implicit_barrier_enter(opari2_region_6,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_6, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_6)
#line 48 "better_ifdef.F90"
#else
  enddo
#line 49 "better_ifdef.F90"
  !$omp end do  nowait
      call POMP2_Implicit_barrier_enter(opari2_region_6,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_6, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_6)
#line 50 "better_ifdef.F90"
#endif
      call POMP2_Implicit_barrier_enter(opari2_region_3,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_3, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_3)
#line 51 "better_ifdef.F90"
  !$omp end parallel
      call POMP2_Parallel_join(opari2_region_3, pomp2_old_task)
#line 52 "better_ifdef.F90"
end subroutine cond

subroutine cond2(k)
  implicit none
      include 'better_ifdef.F90.opari.inc'
#line 56 "better_ifdef.F90"
  integer, intent(inout) :: k
#ifdef EXTRA
  integer :: extra
  extra = 1
#endif
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_7,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_7 )
#line 61 "better_ifdef.F90"
  !$omp parallel &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_7)
#line 62 "better_ifdef.F90"
  k = k + 1
      call POMP2_Implicit_barrier_enter(opari2_region_7,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_7, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_7)
#line 63 "better_ifdef.F90"
  !$omp end parallel
      call POMP2_Parallel_join(opari2_region_7, pomp2_old_task)
#line 64 "better_ifdef.F90"
end subroutine cond2

      subroutine POMP2_Init_reg_747f774319e56620_7()
         include 'better_ifdef.F90.opari.inc'
         call POMP2_Assign_handle( opari2_region_1, &
         opari2_ctc_1 )
         call POMP2_Assign_handle( opari2_region_2, &
         opari2_ctc_2 )
         call POMP2_Assign_handle( opari2_region_3, &
         opari2_ctc_3 )
         call POMP2_Assign_handle( opari2_region_4, &
         opari2_ctc_4 )
         call POMP2_Assign_handle( opari2_region_5, &
         opari2_ctc_5 )
         call POMP2_Assign_handle( opari2_region_6, &
         opari2_ctc_6 )
         call POMP2_Assign_handle( opari2_region_7, &
         opari2_ctc_7 )
      end
