
#line 1 "alternatives.F90"
! Alternative directives for one statement (issue 13 item 3): a build
! switch picks the schedule, or whether a loop runs in parallel at all.
! The scanner follows one branch of a conditional group; the constructs
! the other branches open in its place end with it, and the
! instrumentation that ends each region goes under the conditions of its
! directive, so that every configuration compiles and measures the
! region of the branch it takes. Built with no macro, -DCYCLIC,
! -DGUIDED and -DSERIAL.
program alternatives
  implicit none
      include 'alternatives.F90.opari.inc'
#line 11 "alternatives.F90"
  integer, parameter :: n = 1000
  integer :: i, a(n), b(n)
  integer(kind=8) :: s, q, cnt, x, y, z
  s = 0
  q = 0
  cnt = 0
  x = 0
  y = 0
  z = 0

  ! two schedules for one loop, with an end directive
#ifdef CYCLIC
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_1 )
#line 23 "alternatives.F90"
!$omp parallel                       reduction(+:s) &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
      call POMP2_Do_enter(opari2_region_1, &
     opari2_ctc_1 )
#line 23 "alternatives.F90"
!$omp          do schedule(static,1)               
#else
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_2,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_2 )
#line 25 "alternatives.F90"
!$omp parallel                      reduction(+:s) &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_2)
      call POMP2_Do_enter(opari2_region_2, &
     opari2_ctc_2 )
#line 25 "alternatives.F90"
!$omp          do schedule(dynamic)               
#endif
  do i = 1, n
    s = s + i
  end do
#ifdef CYCLIC
#line 30 "alternatives.F90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_1,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_1)
      call POMP2_Parallel_end(opari2_region_1)
#line 30 "alternatives.F90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_1, pomp2_old_task)
#endif
#line 31 "alternatives.F90"
#ifdef CYCLIC
#else
#line 30 "alternatives.F90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_2,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_2, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_2)
      call POMP2_Parallel_end(opari2_region_2)
#line 30 "alternatives.F90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_2, pomp2_old_task)
#endif
#line 31 "alternatives.F90"

  ! three configurations, one of them serial; the end do inferred
#if defined(CYCLIC)
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_3,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_3 )
#line 34 "alternatives.F90"
!$omp parallel                       reduction(+:q) &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_3)
      call POMP2_Do_enter(opari2_region_3, &
     opari2_ctc_3 )
#line 34 "alternatives.F90"
!$omp          do schedule(static,1)               
#elif defined(GUIDED)
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_4,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_4 )
#line 36 "alternatives.F90"
!$omp parallel                     reduction(+:q) &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_4)
      call POMP2_Do_enter(opari2_region_4, &
     opari2_ctc_4 )
#line 36 "alternatives.F90"
!$omp          do schedule(guided)               
#endif
  do i = 1, n
    a(i) = mod(i, 7)
    q = q + a(i) * a(i)
  end do

#if defined(CYCLIC)
#line 42 "alternatives.F90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_3,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_3, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_3)
      call POMP2_Parallel_end(opari2_region_3)
#line 42 "alternatives.F90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_3, pomp2_old_task)
#endif
#line 43 "alternatives.F90"
#if defined(CYCLIC)
#elif defined(GUIDED)
#line 42 "alternatives.F90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_4,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_4, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_4)
      call POMP2_Parallel_end(opari2_region_4)
#line 42 "alternatives.F90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_4, pomp2_old_task)
#endif
#line 43 "alternatives.F90"
  ! an optional region, its end directive in a section of its own
#ifndef SERIAL
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_5,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_5 )
#line 45 "alternatives.F90"
!$omp parallel reduction(+:cnt) &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_5)
#line 46 "alternatives.F90"
#endif
  cnt = cnt + 1
#ifndef SERIAL
      call POMP2_Implicit_barrier_enter(opari2_region_5,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_5, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_5)
#line 49 "alternatives.F90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_5, pomp2_old_task)
#line 50 "alternatives.F90"
#endif

  ! the do statement in the sections too
#ifdef CYCLIC
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_6,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_6 )
#line 54 "alternatives.F90"
!$omp parallel                       &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_6)
      call POMP2_Do_enter(opari2_region_6, &
     opari2_ctc_6 )
#line 54 "alternatives.F90"
!$omp          do schedule(static,1)
  do i = 1, n, 1
#else
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_7,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_7 )
#line 57 "alternatives.F90"
!$omp parallel                      &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_7)
      call POMP2_Do_enter(opari2_region_7, &
     opari2_ctc_7 )
#line 57 "alternatives.F90"
!$omp          do schedule(dynamic)
  do i = 1, n
#endif
    b(i) = 2 * i
  end do

#ifdef CYCLIC
#line 62 "alternatives.F90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_6,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_6, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_6)
      call POMP2_Parallel_end(opari2_region_6)
#line 62 "alternatives.F90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_6, pomp2_old_task)
#endif
#line 63 "alternatives.F90"
#ifdef CYCLIC
#else
#line 62 "alternatives.F90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_7,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_7, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_7)
      call POMP2_Parallel_end(opari2_region_7)
#line 62 "alternatives.F90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_7, pomp2_old_task)
#endif
#line 63 "alternatives.F90"
  ! a worksharing loop with three schedules, in nested groups
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_8,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_8 )
#line 64 "alternatives.F90"
!$omp parallel reduction(+:x) &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_8)
#line 65 "alternatives.F90"
#ifdef CYCLIC
#  ifdef GUIDED
      call POMP2_Do_enter(opari2_region_9, &
     opari2_ctc_9 )
#line 67 "alternatives.F90"
!$omp do schedule(guided)
#  else
      call POMP2_Do_enter(opari2_region_10, &
     opari2_ctc_10 )
#line 69 "alternatives.F90"
!$omp do schedule(static,1)
#  endif
#else
      call POMP2_Do_enter(opari2_region_11, &
     opari2_ctc_11 )
#line 72 "alternatives.F90"
!$omp do
#endif
  do i = 1, n
    x = x + b(i) - a(i)
  end do
#ifdef CYCLIC
#  ifdef GUIDED
#line 76 "alternatives.F90"
!$omp end do  nowait
      call POMP2_Implicit_barrier_enter(opari2_region_9,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_9, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_9)
#endif
#endif
#line 77 "alternatives.F90"
#ifdef CYCLIC
#  ifdef GUIDED
#  else
#line 76 "alternatives.F90"
!$omp end do  nowait
      call POMP2_Implicit_barrier_enter(opari2_region_10,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_10, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_10)
#endif
#endif
#line 77 "alternatives.F90"
#ifdef CYCLIC
#else
#line 76 "alternatives.F90"
!$omp end do  nowait
      call POMP2_Implicit_barrier_enter(opari2_region_11,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_11, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_11)
#endif
#line 77 "alternatives.F90"
      call POMP2_Implicit_barrier_enter(opari2_region_8,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_8, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_8)
#line 77 "alternatives.F90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_8, pomp2_old_task)
#line 78 "alternatives.F90"

  ! atomic alternatives: the end comes after the statement
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_12,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_12 )
#line 80 "alternatives.F90"
!$omp parallel &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_12)
#line 81 "alternatives.F90"
#if defined(GUIDED) || defined(SERIAL)
      call POMP2_Atomic_enter(opari2_region_13, &
     opari2_ctc_13 )
#line 82 "alternatives.F90"
!$omp atomic update
#else
      call POMP2_Atomic_enter(opari2_region_14, &
     opari2_ctc_14 )
#line 84 "alternatives.F90"
!$omp atomic
#endif
  y = y + 1
#if defined(GUIDED) || defined(SERIAL)
      call POMP2_Atomic_exit(opari2_region_13)
#endif
#line 87 "alternatives.F90"
#if defined(GUIDED) || defined(SERIAL)
#else
      call POMP2_Atomic_exit(opari2_region_14)
#endif
#line 87 "alternatives.F90"
      call POMP2_Implicit_barrier_enter(opari2_region_12,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_12, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_12)
#line 87 "alternatives.F90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_12, pomp2_old_task)
#line 88 "alternatives.F90"

#ifdef CYCLIC
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_15,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_15 )
#line 90 "alternatives.F90"
!$omp parallel    reduction(+:z)                    &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_15)
      call POMP2_Do_enter(opari2_region_15, &
     opari2_ctc_15 )
#line 90 "alternatives.F90"
!$omp          do                schedule(static,1)
#else
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_16,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_16 )
#line 92 "alternatives.F90"
!$omp parallel    reduction(+:z) &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_16)
      call POMP2_Do_enter(opari2_region_16, &
     opari2_ctc_16 )
#line 92 "alternatives.F90"
!$omp          do               
#endif
  do i = 1, n
    z = z + mod(i, 3)
  end do

#ifdef CYCLIC
#line 97 "alternatives.F90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_15,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_15, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_15)
      call POMP2_Parallel_end(opari2_region_15)
#line 97 "alternatives.F90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_15, pomp2_old_task)
#endif
#line 98 "alternatives.F90"
#ifdef CYCLIC
#else
#line 97 "alternatives.F90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_16,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_16, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_16)
      call POMP2_Parallel_end(opari2_region_16)
#line 97 "alternatives.F90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_16, pomp2_old_task)
#endif
#line 98 "alternatives.F90"
  print '(6I10)', s, q, min(cnt, 1_8), b(n), x, min(y, 1_8) + z
end program alternatives

      subroutine POMP2_Init_reg_cc4805cde3bc1937_16()
         include 'alternatives.F90.opari.inc'
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
         call POMP2_Assign_handle( opari2_region_8, &
         opari2_ctc_8 )
         call POMP2_Assign_handle( opari2_region_9, &
         opari2_ctc_9 )
         call POMP2_Assign_handle( opari2_region_10, &
         opari2_ctc_10 )
         call POMP2_Assign_handle( opari2_region_11, &
         opari2_ctc_11 )
         call POMP2_Assign_handle( opari2_region_12, &
         opari2_ctc_12 )
         call POMP2_Assign_handle( opari2_region_13, &
         opari2_ctc_13 )
         call POMP2_Assign_handle( opari2_region_14, &
         opari2_ctc_14 )
         call POMP2_Assign_handle( opari2_region_15, &
         opari2_ctc_15 )
         call POMP2_Assign_handle( opari2_region_16, &
         opari2_ctc_16 )
      end
