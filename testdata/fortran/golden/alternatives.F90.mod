
#line 1 "alternatives.F90"
! Alternative directives for one statement (issue 13 item 3): a build
! switch picks the schedule, or whether a loop runs in parallel at all.
! The scanner follows one branch of a conditional group; the constructs
! the other branches open in its place end with it, and the
! instrumentation that ends each region goes under the conditions of its
! directive, so that every configuration compiles and measures the
! region of the branch it takes; so do alternative end directives of a
! loop construct. Built with no macro, -DCYCLIC, -DGUIDED and -DSERIAL.
program alternatives
  implicit none
      include 'alternatives.F90.opari.inc'
#line 11 "alternatives.F90"
  integer, parameter :: n = 1000
  integer :: i, a(n), b(n)
  integer(kind=8) :: s, q, cnt, x, y, z, w
  s = 0
  q = 0
  cnt = 0
  x = 0
  y = 0
  z = 0
  w = 0

  ! two schedules for one loop, with an end directive
#ifdef CYCLIC
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_1 )
#line 24 "alternatives.F90"
!$omp parallel                       reduction(+:s) &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
      call POMP2_Do_enter(opari2_region_1, &
     opari2_ctc_1 )
#line 24 "alternatives.F90"
!$omp          do schedule(static,1)               
#else
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_2,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_2 )
#line 26 "alternatives.F90"
!$omp parallel                      reduction(+:s) &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_2)
      call POMP2_Do_enter(opari2_region_2, &
     opari2_ctc_2 )
#line 26 "alternatives.F90"
!$omp          do schedule(dynamic)               
#endif
  do i = 1, n
    s = s + i
  end do
#ifdef CYCLIC
#line 31 "alternatives.F90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_1,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_1)
      call POMP2_Parallel_end(opari2_region_1)
#line 31 "alternatives.F90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_1, pomp2_old_task)
#endif
#line 32 "alternatives.F90"
#ifdef CYCLIC
#else
#line 31 "alternatives.F90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_2,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_2, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_2)
      call POMP2_Parallel_end(opari2_region_2)
#line 31 "alternatives.F90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_2, pomp2_old_task)
#endif
#line 32 "alternatives.F90"

  ! three configurations, one of them serial; the end do inferred
#if defined(CYCLIC)
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_3,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_3 )
#line 35 "alternatives.F90"
!$omp parallel                       reduction(+:q) &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_3)
      call POMP2_Do_enter(opari2_region_3, &
     opari2_ctc_3 )
#line 35 "alternatives.F90"
!$omp          do schedule(static,1)               
#elif defined(GUIDED)
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_4,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_4 )
#line 37 "alternatives.F90"
!$omp parallel                     reduction(+:q) &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_4)
      call POMP2_Do_enter(opari2_region_4, &
     opari2_ctc_4 )
#line 37 "alternatives.F90"
!$omp          do schedule(guided)               
#endif
  do i = 1, n
    a(i) = mod(i, 7)
    q = q + a(i) * a(i)
  end do

  ! an optional region, its end directive in a section of its own
#if defined(CYCLIC)
#line 43 "alternatives.F90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_3,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_3, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_3)
      call POMP2_Parallel_end(opari2_region_3)
#line 43 "alternatives.F90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_3, pomp2_old_task)
#endif
#line 44 "alternatives.F90"
#if defined(CYCLIC)
#elif defined(GUIDED)
#line 43 "alternatives.F90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_4,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_4, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_4)
      call POMP2_Parallel_end(opari2_region_4)
#line 43 "alternatives.F90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_4, pomp2_old_task)
#endif
#line 45 "alternatives.F90"
#ifndef SERIAL
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_5,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_5 )
#line 46 "alternatives.F90"
!$omp parallel reduction(+:cnt) &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_5)
#line 47 "alternatives.F90"
#endif
  cnt = cnt + 1
#ifndef SERIAL
      call POMP2_Implicit_barrier_enter(opari2_region_5,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_5, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_5)
#line 50 "alternatives.F90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_5, pomp2_old_task)
#line 51 "alternatives.F90"
#endif

  ! the do statement in the sections too
#ifdef CYCLIC
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_6,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_6 )
#line 55 "alternatives.F90"
!$omp parallel                       &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_6)
      call POMP2_Do_enter(opari2_region_6, &
     opari2_ctc_6 )
#line 55 "alternatives.F90"
!$omp          do schedule(static,1)
  do i = 1, n, 1
#else
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_7,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_7 )
#line 58 "alternatives.F90"
!$omp parallel                      &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_7)
      call POMP2_Do_enter(opari2_region_7, &
     opari2_ctc_7 )
#line 58 "alternatives.F90"
!$omp          do schedule(dynamic)
  do i = 1, n
#endif
    b(i) = 2 * i
  end do

  ! a worksharing loop with three schedules, in nested groups
#ifdef CYCLIC
#line 63 "alternatives.F90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_6,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_6, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_6)
      call POMP2_Parallel_end(opari2_region_6)
#line 63 "alternatives.F90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_6, pomp2_old_task)
#endif
#line 64 "alternatives.F90"
#ifdef CYCLIC
#else
#line 63 "alternatives.F90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_7,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_7, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_7)
      call POMP2_Parallel_end(opari2_region_7)
#line 63 "alternatives.F90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_7, pomp2_old_task)
#endif
#line 64 "alternatives.F90"
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_8,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_8 )
#line 65 "alternatives.F90"
!$omp parallel reduction(+:x) &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_8)
#line 66 "alternatives.F90"
#ifdef CYCLIC
#  ifdef GUIDED
      call POMP2_Do_enter(opari2_region_9, &
     opari2_ctc_9 )
#line 68 "alternatives.F90"
!$omp do schedule(guided)
#  else
      call POMP2_Do_enter(opari2_region_10, &
     opari2_ctc_10 )
#line 70 "alternatives.F90"
!$omp do schedule(static,1)
#  endif
#else
      call POMP2_Do_enter(opari2_region_11, &
     opari2_ctc_11 )
#line 73 "alternatives.F90"
!$omp do
#endif
  do i = 1, n
    x = x + b(i) - a(i)
  end do
#ifdef CYCLIC
#  ifdef GUIDED
#line 77 "alternatives.F90"
!$omp end do  nowait
      call POMP2_Implicit_barrier_enter(opari2_region_9,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_9, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_9)
#endif
#endif
#line 78 "alternatives.F90"
#ifdef CYCLIC
#  ifdef GUIDED
#  else
#line 77 "alternatives.F90"
!$omp end do  nowait
      call POMP2_Implicit_barrier_enter(opari2_region_10,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_10, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_10)
#endif
#endif
#line 78 "alternatives.F90"
#ifdef CYCLIC
#else
#line 77 "alternatives.F90"
!$omp end do  nowait
      call POMP2_Implicit_barrier_enter(opari2_region_11,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_11, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_11)
#endif
#line 78 "alternatives.F90"
      call POMP2_Implicit_barrier_enter(opari2_region_8,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_8, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_8)
#line 78 "alternatives.F90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_8, pomp2_old_task)
#line 79 "alternatives.F90"

  ! atomic alternatives: the end comes after the statement
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_12,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_12 )
#line 81 "alternatives.F90"
!$omp parallel &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_12)
#line 82 "alternatives.F90"
#if defined(GUIDED) || defined(SERIAL)
      call POMP2_Atomic_enter(opari2_region_13, &
     opari2_ctc_13 )
#line 83 "alternatives.F90"
!$omp atomic update
#else
      call POMP2_Atomic_enter(opari2_region_14, &
     opari2_ctc_14 )
#line 85 "alternatives.F90"
!$omp atomic
#endif
  y = y + 1
#if defined(GUIDED) || defined(SERIAL)
      call POMP2_Atomic_exit(opari2_region_13)
#endif
#line 88 "alternatives.F90"
#if defined(GUIDED) || defined(SERIAL)
#else
      call POMP2_Atomic_exit(opari2_region_14)
#endif
#line 88 "alternatives.F90"
      call POMP2_Implicit_barrier_enter(opari2_region_12,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_12, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_12)
#line 88 "alternatives.F90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_12, pomp2_old_task)
#line 89 "alternatives.F90"

#ifdef CYCLIC
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_15,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_15 )
#line 91 "alternatives.F90"
!$omp parallel    reduction(+:z)                    &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_15)
      call POMP2_Do_enter(opari2_region_15, &
     opari2_ctc_15 )
#line 91 "alternatives.F90"
!$omp          do                schedule(static,1)
#else
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_16,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_16 )
#line 93 "alternatives.F90"
!$omp parallel    reduction(+:z) &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_16)
      call POMP2_Do_enter(opari2_region_16, &
     opari2_ctc_16 )
#line 93 "alternatives.F90"
!$omp          do               
#endif
  do i = 1, n
    z = z + mod(i, 3)
  end do

  ! alternative end directives: with or without nowait, or none (the
  ! end is inferred in that configuration)
#ifdef CYCLIC
#line 98 "alternatives.F90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_15,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_15, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_15)
      call POMP2_Parallel_end(opari2_region_15)
#line 98 "alternatives.F90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_15, pomp2_old_task)
#endif
#line 99 "alternatives.F90"
#ifdef CYCLIC
#else
#line 98 "alternatives.F90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_16,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_16, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_16)
      call POMP2_Parallel_end(opari2_region_16)
#line 98 "alternatives.F90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_16, pomp2_old_task)
#endif
#line 99 "alternatives.F90"
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_17,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_17 )
#line 101 "alternatives.F90"
!$omp parallel reduction(+:w) &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_17)
#line 102 "alternatives.F90"
      call POMP2_Do_enter(opari2_region_18, &
     opari2_ctc_18 )
#line 102 "alternatives.F90"
!$omp do
  do i = 1, n
    w = w + 1
  end do
#ifdef CYCLIC
#line 107 "alternatives.F90"
!$omp end do nowait
      call POMP2_Do_exit(opari2_region_18)
#line 108 "alternatives.F90"
#elif defined(GUIDED)
#line 109 "alternatives.F90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_18,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_18, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_18)
#line 110 "alternatives.F90"
#else
#line 109 "alternatives.F90"
!$omp end do  nowait
      call POMP2_Implicit_barrier_enter(opari2_region_18,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_18, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_18)
#line 110 "alternatives.F90"
#endif
      call POMP2_Do_enter(opari2_region_19, &
     opari2_ctc_19 )
#line 111 "alternatives.F90"
!$omp do
  do i = 1, n
    w = w + 2
  end do
#ifndef SERIAL
#line 116 "alternatives.F90"
!$omp end do nowait
      call POMP2_Do_exit(opari2_region_19)
#line 117 "alternatives.F90"
#else
#line 117 "alternatives.F90"
!$omp end do  nowait
      call POMP2_Implicit_barrier_enter(opari2_region_19,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_19, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_19)
#line 118 "alternatives.F90"
  w = w + 0
#endif
      call POMP2_Implicit_barrier_enter(opari2_region_17,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_17, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_17)
#line 120 "alternatives.F90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_17, pomp2_old_task)
#line 121 "alternatives.F90"

  print '(7I10)', s, q, min(cnt, 1_8), b(n), x, min(y, 1_8) + z, w
end program alternatives

      subroutine POMP2_Init_reg_3a2cde83d9b845d2_19()
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
         call POMP2_Assign_handle( opari2_region_17, &
         opari2_ctc_17 )
         call POMP2_Assign_handle( opari2_region_18, &
         opari2_ctc_18 )
         call POMP2_Assign_handle( opari2_region_19, &
         opari2_ctc_19 )
      end
