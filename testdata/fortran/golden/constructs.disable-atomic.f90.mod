
#line 1 "constructs.f90"
! Every construct of the POMP2 model in free form, each with its end
! directive (parallel sections is in combined.f90: see the note there).
program constructs
  use omp_lib
  implicit none
      include 'constructs.disable-atomic.f90.opari.inc'
#line 6 "constructs.f90"
  integer, parameter :: n = 100
  integer :: i, j, k, s, k1, k2
  real :: a(n), b(n)
  integer(kind=omp_lock_kind) :: lck
  integer, save :: tp
#line 11 "constructs.f90"
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
#line 18 "constructs.f90"
  !$omp parallel private(i) shared(a, b, s, k, j, lck, k1, k2)                &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
#line 19 "constructs.f90"
      call POMP2_Do_enter(opari2_region_2, &
     opari2_ctc_2 )
#line 19 "constructs.f90"
  !$omp do schedule(static, 4)
  do i = 1, n
    b(i) = 2.0 * a(i)
  end do
#line 23 "constructs.f90"
  !$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_2,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_2, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_2)
#line 24 "constructs.f90"
      call POMP2_Do_enter(opari2_region_3, &
     opari2_ctc_3 )
#line 24 "constructs.f90"
  !$omp do reduction(+:s)
  do i = 1, n
    s = s + 1
  end do
#line 28 "constructs.f90"
  !$omp end do nowait
      call POMP2_Do_exit(opari2_region_3)
#line 29 "constructs.f90"
      call POMP2_Sections_enter(opari2_region_4, &
     opari2_ctc_4 )
#line 29 "constructs.f90"
  !$omp sections
#line 30 "constructs.f90"
  !$omp section
      call POMP2_Section_begin(opari2_region_4, &
     opari2_ctc_4 )
#line 31 "constructs.f90"
  k1 = 1
      call POMP2_Section_end(opari2_region_4)
#line 32 "constructs.f90"
  !$omp section
      call POMP2_Section_begin(opari2_region_4, &
     opari2_ctc_4 )
#line 33 "constructs.f90"
  k2 = 2
      call POMP2_Section_end(opari2_region_4)
#line 34 "constructs.f90"
  !$omp end sections nowait
      call POMP2_Implicit_barrier_enter(opari2_region_4,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_4, pomp2_old_task)
      call POMP2_Sections_exit(opari2_region_4)
#line 35 "constructs.f90"
      call POMP2_Sections_enter(opari2_region_5, &
     opari2_ctc_5 )
#line 35 "constructs.f90"
  !$omp sections private(i)
#line 36 "constructs.f90"
  !$omp section
      call POMP2_Section_begin(opari2_region_5, &
     opari2_ctc_5 )
#line 37 "constructs.f90"
  i = 1
      call POMP2_Section_end(opari2_region_5)
#line 38 "constructs.f90"
  !$omp end sections nowait
      call POMP2_Sections_exit(opari2_region_5)
#line 39 "constructs.f90"
      call POMP2_Single_enter(opari2_region_6, &
     opari2_ctc_6 )
#line 39 "constructs.f90"
  !$omp single private(i)
      call POMP2_Single_begin(opari2_region_6)
#line 40 "constructs.f90"
  j = 1
      call POMP2_Single_end(opari2_region_6)
#line 41 "constructs.f90"
  !$omp end single nowait
      call POMP2_Implicit_barrier_enter(opari2_region_6,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_6, pomp2_old_task)
      call POMP2_Single_exit(opari2_region_6)
#line 42 "constructs.f90"
      call POMP2_Single_enter(opari2_region_7, &
     opari2_ctc_7 )
#line 42 "constructs.f90"
  !$omp single
      call POMP2_Single_begin(opari2_region_7)
#line 43 "constructs.f90"
  j = 2
      call POMP2_Single_end(opari2_region_7)
#line 44 "constructs.f90"
  !$omp end single nowait
      call POMP2_Single_exit(opari2_region_7)
#line 45 "constructs.f90"
      call POMP2_Single_enter(opari2_region_8, &
     opari2_ctc_8 )
#line 45 "constructs.f90"
  !$omp single
      call POMP2_Single_begin(opari2_region_8)
#line 46 "constructs.f90"
  tp = 3
      call POMP2_Single_end(opari2_region_8)
#line 47 "constructs.f90"
  !$omp end single copyprivate(tp)
      call POMP2_Single_exit(opari2_region_8)
#line 48 "constructs.f90"
#line 48 "constructs.f90"
  !$omp master
      call POMP2_Master_begin(opari2_region_9, &
     opari2_ctc_9 )
#line 49 "constructs.f90"
  k = k + 1
      call POMP2_Master_end(opari2_region_9)
#line 50 "constructs.f90"
  !$omp end master
#line 51 "constructs.f90"
  !$omp critical
  s = s + 1
#line 53 "constructs.f90"
  !$omp end critical
#line 54 "constructs.f90"
  !$omp critical (update_k)
  k = k + 1
#line 56 "constructs.f90"
  !$omp end critical (update_k)
#line 57 "constructs.f90"
  !$omp atomic
  s = s + 1
      call POMP2_Flush_enter(opari2_region_10, &
     opari2_ctc_10 )
#line 59 "constructs.f90"
  !$omp flush(s)
      call POMP2_Flush_exit(opari2_region_10)
#line 60 "constructs.f90"
      call POMP2_Barrier_enter(opari2_region_11,&
      pomp2_old_task, opari2_ctc_11 )
#line 60 "constructs.f90"
  !$omp barrier
      call POMP2_Barrier_exit(opari2_region_11, pomp2_old_task)
#line 61 "constructs.f90"
      call POMP2_Do_enter(opari2_region_12, &
     opari2_ctc_12 )
#line 61 "constructs.f90"
  !$omp do ordered
  do i = 1, 4
      call POMP2_Ordered_enter(opari2_region_13, &
     opari2_ctc_13 )
#line 63 "constructs.f90"
    !$omp ordered
      call POMP2_Ordered_begin(opari2_region_13)
#line 64 "constructs.f90"
    s = s + i
      call POMP2_Ordered_end(opari2_region_13)
#line 65 "constructs.f90"
    !$omp end ordered
      call POMP2_Ordered_exit(opari2_region_13)
#line 66 "constructs.f90"
  end do
#line 67 "constructs.f90"
  !$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_12,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_12, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_12)
#line 68 "constructs.f90"
      pomp2_if = .true.
      if (pomp2_if) then
      call POMP2_Task_create_begin(opari2_region_14, pomp2_new_task,&
      pomp2_old_task, pomp2_if, opari2_ctc_14 )
      end if
#line 68 "constructs.f90"
  !$omp task firstprivate(i) shared(s) if(pomp2_if) firstprivate(pomp2_new_task, pomp2_if)
      if (pomp2_if) then
      call POMP2_Task_begin(opari2_region_14, pomp2_new_task)
      end if
#line 69 "constructs.f90"
#line 69 "constructs.f90"
  !$omp atomic
  s = s + 1
      if (pomp2_if) then
      call POMP2_Task_end(opari2_region_14)
      end if
#line 71 "constructs.f90"
  !$omp end task
      if (pomp2_if) then
      call POMP2_Task_create_end(opari2_region_14, pomp2_old_task)
      end if
#line 72 "constructs.f90"
      call POMP2_Taskwait_begin(opari2_region_15,&
      pomp2_old_task, opari2_ctc_15 )
#line 72 "constructs.f90"
  !$omp taskwait
      call POMP2_Taskwait_end(opari2_region_15, pomp2_old_task)
#line 73 "constructs.f90"
      call POMP2_Workshare_enter(opari2_region_16, &
     opari2_ctc_16 )
#line 73 "constructs.f90"
  !$omp workshare
  b = a
#line 75 "constructs.f90"
  !$omp end workshare nowait
      call POMP2_Implicit_barrier_enter(opari2_region_16,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_16, pomp2_old_task)
      call POMP2_Workshare_exit(opari2_region_16)
#line 76 "constructs.f90"
      call POMP2_Workshare_enter(opari2_region_17, &
     opari2_ctc_17 )
#line 76 "constructs.f90"
  !$omp workshare
  a = b
#line 78 "constructs.f90"
  !$omp end workshare nowait
      call POMP2_Workshare_exit(opari2_region_17)
#line 79 "constructs.f90"
  call POMP2_Set_lock(lck)
  s = s + 1
  call POMP2_Unset_lock(lck)
      call POMP2_Implicit_barrier_enter(opari2_region_1,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_1)
#line 82 "constructs.f90"
  !$omp end parallel
      call POMP2_Parallel_join(opari2_region_1, pomp2_old_task)
#line 83 "constructs.f90"
  call POMP2_Destroy_lock(lck)
  print *, s, k, j, k1 + k2, tp, sum(b)
end program constructs

      subroutine POMP2_Init_reg_9b7e726a22707cfa_17()
         include 'constructs.disable-atomic.f90.opari.inc'
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
      end
