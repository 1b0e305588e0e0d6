
#line 1 "better_semicolon.f"
c Statements separated by ';' in fixed form: a split line continues in
c column 7.
      subroutine semi(a, n)
      include 'better_semicolon.f.opari.inc'
#line 4 "better_semicolon.f"
      integer n, i, k
      real a(n)
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_1 )
#line 6 "better_semicolon.f"
!$omp parallel   
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
      call POMP2_Do_enter(opari2_region_1,
     &opari2_ctc_1 )
#line 6 "better_semicolon.f"
!$omp          do
      do i = 1, n; a(i) = 0.0; end do
#line 7 "better_semicolon.f"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_1,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1,
     &pomp2_old_task)
      call POMP2_Do_exit(opari2_region_1)
      call POMP2_Parallel_end(opari2_region_1)
#line 7 "better_semicolon.f"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_1,
     &pomp2_old_task)
#line 8 "better_semicolon.f"
#line 7 "better_semicolon.f"
       k = 1
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_2,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_2 )
#line 8 "better_semicolon.f"
!$omp parallel
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_2)
#line 9 "better_semicolon.f"
      call POMP2_Atomic_enter(opari2_region_3,
     &opari2_ctc_3 )
#line 9 "better_semicolon.f"
!$omp atomic
      k = k + 1
      call POMP2_Atomic_exit(opari2_region_3)
#line 11 "better_semicolon.f"
#line 10 "better_semicolon.f"
       a(1) = 1.0
      call POMP2_Implicit_barrier_enter(opari2_region_2,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_2,
     &pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_2)
#line 11 "better_semicolon.f"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_2,
     &pomp2_old_task)
#line 12 "better_semicolon.f"
      end

      subroutine POMP2_Init_reg_37a8c87ac69dba01_3()
         include 'better_semicolon.f.opari.inc'
         call POMP2_Assign_handle( opari2_region_1, 
     &   opari2_ctc_1 )
         call POMP2_Assign_handle( opari2_region_2, 
     &   opari2_ctc_2 )
         call POMP2_Assign_handle( opari2_region_3, 
     &   opari2_ctc_3 )
      end
