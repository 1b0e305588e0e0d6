
#line 1 "better_keywords.f"
c Fixed form: blanks mean nothing, so "DO 10 I" is "DO10I" and the
c shape of the statement decides (DO10I=1.10 would be an assignment).
      subroutine kw(n)
      include 'better_keywords.f.opari.inc'
#line 4 "better_keywords.f"
      integer n, i, do10i, enddo, if
      real do20j
      do10i = 1
      do20j = 1.20
      enddo = 2
      if = 3
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_1 )
#line 10 "better_keywords.f"
!$omp parallel   
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
      call POMP2_Do_enter(opari2_region_1,
     &opari2_ctc_1 )
#line 10 "better_keywords.f"
!$omp          do
      DO10I=1,N
      do10i = do10i + i
   10 CONTINUE
#line 13 "better_keywords.f"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_1,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1,
     &pomp2_old_task)
      call POMP2_Do_exit(opari2_region_1)
      call POMP2_Parallel_end(opari2_region_1)
#line 13 "better_keywords.f"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_1,
     &pomp2_old_task)
#line 14 "better_keywords.f"
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_2,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_2 )
#line 14 "better_keywords.f"
!$omp parallel   
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_2)
      call POMP2_Do_enter(opari2_region_2,
     &opari2_ctc_2 )
#line 14 "better_keywords.f"
!$omp          do
      DO 20, I = 1, N
      enddo = enddo + if
   20 continue
#line 17 "better_keywords.f"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_2,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_2,
     &pomp2_old_task)
      call POMP2_Do_exit(opari2_region_2)
      call POMP2_Parallel_end(opari2_region_2)
#line 17 "better_keywords.f"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_2,
     &pomp2_old_task)
#line 18 "better_keywords.f"
      end

      subroutine POMP2_Init_reg_789130e39df47155_2()
         include 'better_keywords.f.opari.inc'
         call POMP2_Assign_handle( opari2_region_1, 
     &   opari2_ctc_1 )
         call POMP2_Assign_handle( opari2_region_2, 
     &   opari2_ctc_2 )
      end
