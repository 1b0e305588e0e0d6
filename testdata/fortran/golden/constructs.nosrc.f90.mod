! Every construct of the POMP2 model in free form, each with its end
! directive (parallel sections is in combined.f90: see the note there).
program constructs
  use omp_lib
  implicit none
      include 'constructs.nosrc.f90.opari.inc'
  integer, parameter :: n = 100
  integer :: i, j, k, s, k1, k2
  real :: a(n), b(n)
  integer(kind=omp_lock_kind) :: lck
  integer, save :: tp
  !$omp threadprivate(tp)

  s = 0
  k = 0
  j = 0
  a = 1.0
  call POMP2_Init_lock(lck)
      pomp2_num_threads = 2
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_1 )
  !$omp parallel private(i) shared(a, b, s, k, j, lck, k1, k2)                &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
      call POMP2_Do_enter(opari2_region_2, &
     opari2_ctc_2 )
  !$omp do schedule(static, 4)
  do i = 1, n
    b(i) = 2.0 * a(i)
  end do
  !$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_2,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_2, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_2)
      call POMP2_Do_enter(opari2_region_3, &
     opari2_ctc_3 )
  !$omp do reduction(+:s)
  do i = 1, n
    s = s + 1
  end do
  !$omp end do nowait
      call POMP2_Do_exit(opari2_region_3)
      call POMP2_Sections_enter(opari2_region_4, &
     opari2_ctc_4 )
  !$omp sections
  !$omp section
      call POMP2_Section_begin(opari2_region_4, &
     opari2_ctc_4 )
  k1 = 1
      call POMP2_Section_end(opari2_region_4)
  !$omp section
      call POMP2_Section_begin(opari2_region_4, &
     opari2_ctc_4 )
  k2 = 2
      call POMP2_Section_end(opari2_region_4)
  !$omp end sections nowait
      call POMP2_Implicit_barrier_enter(opari2_region_4,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_4, pomp2_old_task)
      call POMP2_Sections_exit(opari2_region_4)
      call POMP2_Sections_enter(opari2_region_5, &
     opari2_ctc_5 )
  !$omp sections private(i)
  !$omp section
      call POMP2_Section_begin(opari2_region_5, &
     opari2_ctc_5 )
  i = 1
      call POMP2_Section_end(opari2_region_5)
  !$omp end sections nowait
      call POMP2_Sections_exit(opari2_region_5)
      call POMP2_Single_enter(opari2_region_6, &
     opari2_ctc_6 )
  !$omp single private(i)
      call POMP2_Single_begin(opari2_region_6)
  j = 1
      call POMP2_Single_end(opari2_region_6)
  !$omp end single nowait
      call POMP2_Implicit_barrier_enter(opari2_region_6,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_6, pomp2_old_task)
      call POMP2_Single_exit(opari2_region_6)
      call POMP2_Single_enter(opari2_region_7, &
     opari2_ctc_7 )
  !$omp single
      call POMP2_Single_begin(opari2_region_7)
  j = 2
      call POMP2_Single_end(opari2_region_7)
  !$omp end single nowait
      call POMP2_Single_exit(opari2_region_7)
      call POMP2_Single_enter(opari2_region_8, &
     opari2_ctc_8 )
  !$omp single
      call POMP2_Single_begin(opari2_region_8)
  tp = 3
      call POMP2_Single_end(opari2_region_8)
  !$omp end single copyprivate(tp)
      call POMP2_Single_exit(opari2_region_8)
  !$omp master
      call POMP2_Master_begin(opari2_region_9, &
     opari2_ctc_9 )
  k = k + 1
      call POMP2_Master_end(opari2_region_9)
  !$omp end master
      call POMP2_Critical_enter(opari2_region_10, &
     opari2_ctc_10 )
  !$omp critical
      call POMP2_Critical_begin(opari2_region_10)
  s = s + 1
      call POMP2_Critical_end(opari2_region_10)
  !$omp end critical
      call POMP2_Critical_exit(opari2_region_10)
      call POMP2_Critical_enter(opari2_region_11, &
     opari2_ctc_11 )
  !$omp critical (update_k)
      call POMP2_Critical_begin(opari2_region_11)
  k = k + 1
      call POMP2_Critical_end(opari2_region_11)
  !$omp end critical (update_k)
      call POMP2_Critical_exit(opari2_region_11)
      call POMP2_Atomic_enter(opari2_region_12, &
     opari2_ctc_12 )
  !$omp atomic
  s = s + 1
      call POMP2_Atomic_exit(opari2_region_12)
      call POMP2_Flush_enter(opari2_region_13, &
     opari2_ctc_13 )
  !$omp flush(s)
      call POMP2_Flush_exit(opari2_region_13)
      call POMP2_Barrier_enter(opari2_region_14,&
      pomp2_old_task, opari2_ctc_14 )
  !$omp barrier
      call POMP2_Barrier_exit(opari2_region_14, pomp2_old_task)
      call POMP2_Do_enter(opari2_region_15, &
     opari2_ctc_15 )
  !$omp do ordered
  do i = 1, 4
      call POMP2_Ordered_enter(opari2_region_16, &
     opari2_ctc_16 )
    !$omp ordered
      call POMP2_Ordered_begin(opari2_region_16)
    s = s + i
      call POMP2_Ordered_end(opari2_region_16)
    !$omp end ordered
      call POMP2_Ordered_exit(opari2_region_16)
  end do
  !$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_15,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_15, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_15)
      pomp2_if = .true.
      if (pomp2_if) then
      call POMP2_Task_create_begin(opari2_region_17, pomp2_new_task,&
      pomp2_old_task, pomp2_if, opari2_ctc_17 )
      end if
  !$omp task firstprivate(i) shared(s) if(pomp2_if) firstprivate(pomp2_new_task, pomp2_if)
      if (pomp2_if) then
      call POMP2_Task_begin(opari2_region_17, pomp2_new_task)
      end if
      call POMP2_Atomic_enter(opari2_region_18, &
     opari2_ctc_18 )
  !$omp atomic
  s = s + 1
      call POMP2_Atomic_exit(opari2_region_18)
      if (pomp2_if) then
      call POMP2_Task_end(opari2_region_17)
      end if
  !$omp end task
      if (pomp2_if) then
      call POMP2_Task_create_end(opari2_region_17, pomp2_old_task)
      end if
      call POMP2_Taskwait_begin(opari2_region_19,&
      pomp2_old_task, opari2_ctc_19 )
  !$omp taskwait
      call POMP2_Taskwait_end(opari2_region_19, pomp2_old_task)
      call POMP2_Workshare_enter(opari2_region_20, &
     opari2_ctc_20 )
  !$omp workshare
  b = a
  !$omp end workshare nowait
      call POMP2_Implicit_barrier_enter(opari2_region_20,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_20, pomp2_old_task)
      call POMP2_Workshare_exit(opari2_region_20)
      call POMP2_Workshare_enter(opari2_region_21, &
     opari2_ctc_21 )
  !$omp workshare
  a = b
  !$omp end workshare nowait
      call POMP2_Workshare_exit(opari2_region_21)
  call POMP2_Set_lock(lck)
  s = s + 1
  call POMP2_Unset_lock(lck)
      call POMP2_Implicit_barrier_enter(opari2_region_1,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_1)
  !$omp end parallel
      call POMP2_Parallel_join(opari2_region_1, pomp2_old_task)
  call POMP2_Destroy_lock(lck)
  print *, s, k, j, k1 + k2, tp, sum(b)
end program constructs

      subroutine POMP2_Init_reg_9b7e726a22707cfa_21()
         include 'constructs.nosrc.f90.opari.inc'
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
         call POMP2_Assign_handle( opari2_region_6, &
         opari2_ctc_6 )
         call POMP2_Assign_handle( opari2_region_7, &
         opari2_ctc_7 )
         call POMP2_Assign_handle( opari2_region_8, &
         opari2_ctc_8 )
         call POMP2_Assign_handle( opari2_region_9, &
         opari2_ctc_9 )
         call POMP2_Assign_handle( opari2_region_10, &
         opari2_ctc_10 )
         call POMP2_Assign_handle( opari2_region_11, &
         opari2_ctc_11 )
         call POMP2_Assign_handle( opari2_region_12, &
         opari2_ctc_12 )
         call POMP2_Assign_handle( opari2_region_13, &
         opari2_ctc_13 )
         call POMP2_Assign_handle( opari2_region_14, &
         opari2_ctc_14 )
         call POMP2_Assign_handle( opari2_region_15, &
         opari2_ctc_15 )
         call POMP2_Assign_handle( opari2_region_16, &
         opari2_ctc_16 )
         call POMP2_Assign_handle( opari2_region_17, &
         opari2_ctc_17 )
         call POMP2_Assign_handle( opari2_region_18, &
         opari2_ctc_18 )
         call POMP2_Assign_handle( opari2_region_19, &
         opari2_ctc_19 )
         call POMP2_Assign_handle( opari2_region_20, &
         opari2_ctc_20 )
         call POMP2_Assign_handle( opari2_region_21, &
         opari2_ctc_21 )
      end
