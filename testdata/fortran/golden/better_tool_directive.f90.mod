
#line 1 "better_tool_directive.f90"
! Directives of other tools (!GCC$, !DIR$) right before a construct, or
! between an OpenMP directive and its loop, stay next to the loop they
! apply to: gfortran rejects "!GCC$ ivdep" that is not right before a do
! loop or an OpenMP loop directive.
subroutine vec(a, b, n)
  implicit none
      include 'better_tool_directive.f90.opari.inc'
#line 7 "better_tool_directive.f90"
  integer, intent(in) :: n
  real, intent(inout) :: a(n), b(n)
  integer :: i
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_1 )
#line 11 "better_tool_directive.f90"
  !$omp parallel    &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
      call POMP2_Do_enter(opari2_region_1, &
     opari2_ctc_1 )
  !GCC$ ivdep
#line 11 "better_tool_directive.f90"
  !$omp          do
  do i = 1, n
    a(i) = a(i) + b(i)
  end do
#line 14 "better_tool_directive.f90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_1,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_1)
      call POMP2_Parallel_end(opari2_region_1)
#line 14 "better_tool_directive.f90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_1, pomp2_old_task)
#line 15 "better_tool_directive.f90"
  !GCC$ ivdep
  do i = 1, n
    b(i) = a(i)
  end do
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_2,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_2 )
#line 19 "better_tool_directive.f90"
  !$omp parallel &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_2)
#line 20 "better_tool_directive.f90"
      call POMP2_Do_enter(opari2_region_3, &
     opari2_ctc_3 )
  !DIR$ VECTOR ALIGNED
  !GCC$ ivdep
#line 22 "better_tool_directive.f90"
  !$omp do
  do i = 1, n
    a(i) = 2.0 * a(i)
  end do
#line 25 "better_tool_directive.f90"
  !$omp end do  nowait
      call POMP2_Implicit_barrier_enter(opari2_region_3,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_3, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_3)
#line 26 "better_tool_directive.f90"
      call POMP2_Do_enter(opari2_region_4, &
     opari2_ctc_4 )
#line 26 "better_tool_directive.f90"
  !$omp do
  !GCC$ ivdep
  do i = 1, n
    b(i) = 2.0 * b(i)
  end do
#line 30 "better_tool_directive.f90"
  !$omp end do  nowait
      call POMP2_Implicit_barrier_enter(opari2_region_4,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_4, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_4)
#line 31 "better_tool_directive.f90"
      call POMP2_Implicit_barrier_enter(opari2_region_2,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_2, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_2)
#line 31 "better_tool_directive.f90"
  !$omp end parallel
      call POMP2_Parallel_join(opari2_region_2, pomp2_old_task)
#line 32 "better_tool_directive.f90"
end subroutine vec

      subroutine POMP2_Init_reg_dece6b4748094ce6_4()
         include 'better_tool_directive.f90.opari.inc'
         call POMP2_Assign_handle( opari2_region_1, &
         opari2_ctc_1 )
         call POMP2_Assign_handle( opari2_region_2, &
         opari2_ctc_2 )
         call POMP2_Assign_handle( opari2_region_3, &
         opari2_ctc_3 )
         call POMP2_Assign_handle( opari2_region_4, &
         opari2_ctc_4 )
      end
