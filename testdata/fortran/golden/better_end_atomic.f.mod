
#line 1 "better_end_atomic.f"
c The optional end atomic in fixed form.
      subroutine counters(x)
      include 'better_end_atomic.f.opari.inc'
#line 3 "better_end_atomic.f"
      integer x
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_1 )
#line 4 "better_end_atomic.f"
!$omp parallel
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
#line 5 "better_end_atomic.f"
      call POMP2_Atomic_enter(opari2_region_2,
     &opari2_ctc_2 )
#line 5 "better_end_atomic.f"
!$omp atomic
      x = x + 1
#line 7 "better_end_atomic.f"
!$omp end atomic
      call POMP2_Atomic_exit(opari2_region_2)
#line 8 "better_end_atomic.f"
      call POMP2_Atomic_enter(opari2_region_3,
     &opari2_ctc_3 )
#line 8 "better_end_atomic.f"
c$omp atomic
      x = x +
     &    2
#line 11 "better_end_atomic.f"
c$omp end atomic
      call POMP2_Atomic_exit(opari2_region_3)
#line 12 "better_end_atomic.f"
      call POMP2_Implicit_barrier_enter(opari2_region_1,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1,
     &pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_1)
#line 12 "better_end_atomic.f"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_1,
     &pomp2_old_task)
#line 13 "better_end_atomic.f"
      end

      subroutine POMP2_Init_reg_cdb05b6bf9f330e5_3()
         include 'better_end_atomic.f.opari.inc'
         call POMP2_Assign_handle( opari2_region_1, 
     &   opari2_ctc_1 )
         call POMP2_Assign_handle( opari2_region_2, 
     &   opari2_ctc_2 )
         call POMP2_Assign_handle( opari2_region_3, 
     &   opari2_ctc_3 )
      end
