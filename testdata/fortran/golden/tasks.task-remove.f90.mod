
#line 1 "tasks.f90"
! Tasks: untied, if clause, default(none), and the task options.
subroutine tasks(a, n)
  implicit none
      include 'tasks.task-remove.f90.opari.inc'
#line 4 "tasks.f90"
  integer, intent(in) :: n
  real, intent(inout) :: a(n)
  integer :: i
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_1 )
#line 7 "tasks.f90"
  !$omp parallel &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
#line 8 "tasks.f90"
      call POMP2_Single_enter(opari2_region_2, &
     opari2_ctc_2 )
#line 8 "tasks.f90"
  !$omp single
      call POMP2_Single_begin(opari2_region_2)
#line 9 "tasks.f90"
  do i = 1, n
!!!! Removed task directive due to user option "--task=remove"!
#line 11 "tasks.f90"
    a(i) = 1.0
#line 13 "tasks.f90"
  end do
!!!! Removed task directive due to user option "--task=remove"!
#line 15 "tasks.f90"
  a(1) = 2.0
#line 17 "tasks.f90"
      call POMP2_Taskwait_begin(opari2_region_5,&
      pomp2_old_task, opari2_ctc_5 )
#line 17 "tasks.f90"
  !$omp taskwait
      call POMP2_Taskwait_end(opari2_region_5, pomp2_old_task)
#line 18 "tasks.f90"
      call POMP2_Single_end(opari2_region_2)
#line 18 "tasks.f90"
  !$omp end single nowait
      call POMP2_Implicit_barrier_enter(opari2_region_2,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_2, pomp2_old_task)
      call POMP2_Single_exit(opari2_region_2)
#line 19 "tasks.f90"
      call POMP2_Implicit_barrier_enter(opari2_region_1,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_1)
#line 19 "tasks.f90"
  !$omp end parallel
      call POMP2_Parallel_join(opari2_region_1, pomp2_old_task)
#line 20 "tasks.f90"
end subroutine tasks

      subroutine POMP2_Init_reg_e45c8d6c12fbb62f_5()
         include 'tasks.task-remove.f90.opari.inc'
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
      end
