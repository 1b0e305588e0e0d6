
#line 1 "better_end_atomic.f90"
! The optional "!$omp end atomic" after the atomic statement: the exit
! event goes after it (the reference put it between the statement and the
! end directive, which does not compile). atomic capture has two
! statements and a required end atomic.
subroutine counters(x, v)
  implicit none
      include 'better_end_atomic.f90.opari.inc'
#line 7 "better_end_atomic.f90"
  integer, intent(inout) :: x
  integer, intent(out) :: v
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_1 )
#line 9 "better_end_atomic.f90"
  !$omp parallel &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
#line 10 "better_end_atomic.f90"
      call POMP2_Atomic_enter(opari2_region_2, &
     opari2_ctc_2 )
#line 10 "better_end_atomic.f90"
  !$omp atomic
  x = x + 1
#line 12 "better_end_atomic.f90"
  !$omp end atomic
      call POMP2_Atomic_exit(opari2_region_2)
#line 13 "better_end_atomic.f90"
      call POMP2_Atomic_enter(opari2_region_3, &
     opari2_ctc_3 )
#line 13 "better_end_atomic.f90"
  !$omp atomic update
  x = x + 2

  ! a comment between the statement and the end directive
#line 17 "better_end_atomic.f90"
  !$omp end atomic
      call POMP2_Atomic_exit(opari2_region_3)
#line 18 "better_end_atomic.f90"
      call POMP2_Atomic_enter(opari2_region_4, &
     opari2_ctc_4 )
#line 18 "better_end_atomic.f90"
  !$omp atomic read
  v = x
      call POMP2_Atomic_exit(opari2_region_4)
#line 20 "better_end_atomic.f90"
      call POMP2_Atomic_enter(opari2_region_5, &
     opari2_ctc_5 )
#line 20 "better_end_atomic.f90"
  !$omp atomic capture
  v = x
  x = x + 1
#line 23 "better_end_atomic.f90"
  !$omp end atomic
      call POMP2_Atomic_exit(opari2_region_5)
#line 24 "better_end_atomic.f90"
      call POMP2_Atomic_enter(opari2_region_6, &
     opari2_ctc_6 )
#line 24 "better_end_atomic.f90"
  !$omp atomic
  x = x + 3
      call POMP2_Atomic_exit(opari2_region_6)
#line 26 "better_end_atomic.f90"
      call POMP2_Implicit_barrier_enter(opari2_region_1,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_1)
#line 26 "better_end_atomic.f90"
  !$omp end parallel
      call POMP2_Parallel_join(opari2_region_1, pomp2_old_task)
#line 27 "better_end_atomic.f90"
end subroutine counters

      subroutine POMP2_Init_reg_518a9962db0af449_6()
         include 'better_end_atomic.f90.opari.inc'
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
      end
