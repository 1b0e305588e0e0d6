
#line 1 "better_clause_line.f"
c A clause alone on a continuation line in fixed form.
      subroutine clauses(a, n, nt)
      include 'better_clause_line.f.opari.inc'
#line 3 "better_clause_line.f"
      integer n, nt, i
      real a(n)
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_1 )
#line 5 "better_clause_line.f"
!$omp parallel
!$omp& default(none)
!$omp& shared(a, n) private(i)
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
!$omp& shared(/cbc7528ef44edcbfa0/)
!$omp& private(pomp2_if,pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
#line 8 "better_clause_line.f"
      call POMP2_Do_enter(opari2_region_2,
     &opari2_ctc_2 )
#line 8 "better_clause_line.f"
!$omp do
      do 10 i = 1, n
         a(i) = 0.0
   10 continue
#line 11 "better_clause_line.f"
!$omp end do  nowait
      call POMP2_Implicit_barrier_enter(opari2_region_2,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_2,
     &pomp2_old_task)
      call POMP2_Do_exit(opari2_region_2)
#line 12 "better_clause_line.f"
      call POMP2_Implicit_barrier_enter(opari2_region_1,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1,
     &pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_1)
#line 12 "better_clause_line.f"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_1,
     &pomp2_old_task)
#line 13 "better_clause_line.f"
      pomp2_num_threads = nt
      pomp2_if = ( n.gt.10 )
      call POMP2_Parallel_fork(opari2_region_3,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_3 )
#line 13 "better_clause_line.f"
c$omp parallel
c$omp+                
c$omp+              
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& if(pomp2_if) num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_3)
#line 16 "better_clause_line.f"
      a(1) = 1.0
      call POMP2_Implicit_barrier_enter(opari2_region_3,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_3,
     &pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_3)
#line 17 "better_clause_line.f"
c$omp end parallel
      call POMP2_Parallel_join(opari2_region_3,
     &pomp2_old_task)
#line 18 "better_clause_line.f"
      end

      subroutine POMP2_Init_reg_c7528ef44edcbfa0_3()
         include 'better_clause_line.f.opari.inc'
         call POMP2_Assign_handle( opari2_region_1, 
     &   opari2_ctc_1 )
         call POMP2_Assign_handle( opari2_region_2, 
     &   opari2_ctc_2 )
         call POMP2_Assign_handle( opari2_region_3, 
     &   opari2_ctc_3 )
      end
