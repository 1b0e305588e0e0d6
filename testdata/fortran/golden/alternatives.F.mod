
#line 1 "alternatives.F"
C     Alternative directives for one statement in fixed form (issue 13
C     item 3): a macro picks the schedule, or whether the loop runs in
C     parallel. Built with no macro, -DCYCLIC and -DSERIAL.
      PROGRAM ALTS
      IMPLICIT NONE
      include 'alternatives.F.opari.inc'
#line 6 "alternatives.F"
      INTEGER N, I
      PARAMETER (N = 1000)
      INTEGER*8 S, Q
      S = 0
      Q = 0
#ifdef CYCLIC
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_1 )
#line 12 "alternatives.F"
c$omp parallel                       reduction(+:s)
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
      call POMP2_Do_enter(opari2_region_1,
     &opari2_ctc_1 )
#line 12 "alternatives.F"
c$omp          do schedule(static,1)               
#else
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_2,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_2 )
#line 14 "alternatives.F"
c$omp parallel                      reduction(+:s)
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_2)
      call POMP2_Do_enter(opari2_region_2,
     &opari2_ctc_2 )
#line 14 "alternatives.F"
c$omp          do schedule(dynamic)               
#endif
      DO 10 I = 1, N
         S = S + I
   10 CONTINUE
#ifdef CYCLIC
#line 18 "alternatives.F"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_1,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1,
     &pomp2_old_task)
      call POMP2_Do_exit(opari2_region_1)
      call POMP2_Parallel_end(opari2_region_1)
#line 18 "alternatives.F"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_1,
     &pomp2_old_task)
#endif
#line 19 "alternatives.F"
#ifdef CYCLIC
#else
#line 18 "alternatives.F"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_2,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_2,
     &pomp2_old_task)
      call POMP2_Do_exit(opari2_region_2)
      call POMP2_Parallel_end(opari2_region_2)
#line 18 "alternatives.F"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_2,
     &pomp2_old_task)
#endif
#line 19 "alternatives.F"
#ifndef SERIAL
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_3,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_3 )
#line 20 "alternatives.F"
!$omp parallel    reduction(+:q)
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_3)
      call POMP2_Do_enter(opari2_region_3,
     &opari2_ctc_3 )
#line 20 "alternatives.F"
!$omp          do               
#endif
      DO I = 1, N
         Q = Q + MOD(I, 5)
      END DO
#ifndef SERIAL
#line 24 "alternatives.F"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_3,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_3,
     &pomp2_old_task)
      call POMP2_Do_exit(opari2_region_3)
      call POMP2_Parallel_end(opari2_region_3)
#line 24 "alternatives.F"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_3,
     &pomp2_old_task)
#endif
#line 25 "alternatives.F"
      PRINT '(2I10)', S, Q
      END

      subroutine POMP2_Init_reg_cbcc46a371d6936f_3()
         include 'alternatives.F.opari.inc'
         call POMP2_Assign_handle( opari2_region_1, 
     &   opari2_ctc_1 )
         call POMP2_Assign_handle( opari2_region_2, 
     &   opari2_ctc_2 )
         call POMP2_Assign_handle( opari2_region_3, 
     &   opari2_ctc_3 )
      end
