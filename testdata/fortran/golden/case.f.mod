
#line 1 "case.f"
C Keywords and sentinels in any case, fixed form.
      SUBROUTINE CASETEST(A, N)
      include 'case.f.opari.inc'
#line 3 "case.f"
      INTEGER N, I
      REAL A(N)
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_1 )
#line 5 "case.f"
c$omp parallel   
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
      call POMP2_Do_enter(opari2_region_1,
     &opari2_ctc_1 )
#line 5 "case.f"
c$omp          do
      DO 10 I = 1, N
         A(I) = 0.0
   10 CONTINUE
#line 9 "case.f"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_1,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1,
     &pomp2_old_task)
      call POMP2_Do_exit(opari2_region_1)
      call POMP2_Parallel_end(opari2_region_1)
#line 9 "case.f"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_1,
     &pomp2_old_task)
#line 10 "case.f"
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_2,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_2 )
#line 10 "case.f"
*$omp parallel
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_2)
#line 11 "case.f"
#line 11 "case.f"
!$omp master
      call POMP2_Master_begin(opari2_region_3,
     &opari2_ctc_3 )
#line 12 "case.f"
      A(1) = 1.0
      call POMP2_Master_end(opari2_region_3)
#line 13 "case.f"
!$omp end master
      call POMP2_Implicit_barrier_enter(opari2_region_2,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_2,
     &pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_2)
#line 14 "case.f"
*$omp end parallel
      call POMP2_Parallel_join(opari2_region_2,
     &pomp2_old_task)
#line 15 "case.f"
      END

      subroutine POMP2_Init_reg_23972a3043a1f0f3_3()
         include 'case.f.opari.inc'
         call POMP2_Assign_handle( opari2_region_1, 
     &   opari2_ctc_1 )
         call POMP2_Assign_handle( opari2_region_2, 
     &   opari2_ctc_2 )
         call POMP2_Assign_handle( opari2_region_3, 
     &   opari2_ctc_3 )
      end
