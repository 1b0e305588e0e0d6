
#line 1 "better_tool_directive.f"
c Directives of other tools in fixed form. The reference dropped comment
c lines right after a directive; directives of other tools are kept.
      subroutine vec(a, b, n)
      include 'better_tool_directive.f.opari.inc'
#line 4 "better_tool_directive.f"
      integer n, i
      real a(n), b(n)
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_1 )
#line 6 "better_tool_directive.f"
!$omp parallel   
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
      call POMP2_Do_enter(opari2_region_1,
     &opari2_ctc_1 )
#line 6 "better_tool_directive.f"
!$omp          do
!GCC$ ivdep
      do i = 1, n
         a(i) = a(i) + b(i)
      end do
#line 10 "better_tool_directive.f"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_1,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1,
     &pomp2_old_task)
      call POMP2_Do_exit(opari2_region_1)
      call POMP2_Parallel_end(opari2_region_1)
#line 10 "better_tool_directive.f"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_1,
     &pomp2_old_task)
#line 11 "better_tool_directive.f"
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_2,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_2 )
#line 12 "better_tool_directive.f"
!$omp parallel   
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_2)
      call POMP2_Do_enter(opari2_region_2,
     &opari2_ctc_2 )
CDIR$ IVDEP
#line 12 "better_tool_directive.f"
!$omp          do
      do i = 1, n
         b(i) = a(i)
      end do
#line 15 "better_tool_directive.f"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_2,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_2,
     &pomp2_old_task)
      call POMP2_Do_exit(opari2_region_2)
      call POMP2_Parallel_end(opari2_region_2)
#line 15 "better_tool_directive.f"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_2,
     &pomp2_old_task)
#line 16 "better_tool_directive.f"
      end

      subroutine POMP2_Init_reg_1f56da7f96f973ae_2()
         include 'better_tool_directive.f.opari.inc'
         call POMP2_Assign_handle( opari2_region_1, 
     &   opari2_ctc_1 )
         call POMP2_Assign_handle( opari2_region_2, 
     &   opari2_ctc_2 )
      end
