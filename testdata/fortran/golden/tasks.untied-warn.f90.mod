
#line 1 "tasks.f90"
! Tasks: untied, if clause, default(none), and the task options.
subroutine tasks(a, n)
  implicit none
      include 'tasks.untied-warn.f90.opari.inc'
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
      pomp2_if = .true.
      if (pomp2_if) then
      call POMP2_Task_create_begin(opari2_region_3, pomp2_new_task,&
      pomp2_old_task, pomp2_if, opari2_ctc_3 )
      end if
#line 10 "tasks.f90"
    !$omp task        firstprivate(i) shared(a) if(pomp2_if) firstprivate(pomp2_new_task, pomp2_if)
      if (pomp2_if) then
      call POMP2_Task_begin(opari2_region_3, pomp2_new_task)
      end if
#line 11 "tasks.f90"
    a(i) = 1.0
      if (pomp2_if) then
      call POMP2_Task_end(opari2_region_3)
      end if
#line 12 "tasks.f90"
    !$omp end task
      if (pomp2_if) then
      call POMP2_Task_create_end(opari2_region_3, pomp2_old_task)
      end if
#line 13 "tasks.f90"
  end do
      pomp2_if = ( n>10 )
      if (pomp2_if) then
      call POMP2_Task_create_begin(opari2_region_4, pomp2_new_task,&
      pomp2_old_task, pomp2_if, opari2_ctc_4 )
      end if
#line 14 "tasks.f90"
  !$omp task            default(none) shared(a) if(pomp2_if) firstprivate(pomp2_new_task, pomp2_if)&
  !$omp shared(/cbe45c8d6c12fbb62f/)
      if (pomp2_if) then
      call POMP2_Task_begin(opari2_region_4, pomp2_new_task)
      end if
#line 15 "tasks.f90"
  a(1) = 2.0
      if (pomp2_if) then
      call POMP2_Task_end(opari2_region_4)
      end if
#line 16 "tasks.f90"
  !$omp end task
      if (pomp2_if) then
      call POMP2_Task_create_end(opari2_region_4, pomp2_old_task)
      end if
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
         include 'tasks.untied-warn.f90.opari.inc'
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
