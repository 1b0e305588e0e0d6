
#line 1 "loops.f90"
! Loops in free form: named loops, enddo, end do with a name, nested
! loop constructs, labelled loops ending on a shared continue.
subroutine loops(a, n)
  implicit none
      include 'loops.f90.opari.inc'
#line 5 "loops.f90"
  integer, intent(in) :: n
  real, intent(inout) :: a(n, n)
  integer :: i, j
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_1 )
#line 8 "loops.f90"
  !$omp parallel    &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
      call POMP2_Do_enter(opari2_region_1, &
     opari2_ctc_1 )
#line 8 "loops.f90"
  !$omp          do
  outer: do i = 1, n
    inner: do j = 1, n
      a(i, j) = 0.0
    end do inner
  end do outer
#line 13 "loops.f90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_1,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_1)
      call POMP2_Parallel_end(opari2_region_1)
#line 13 "loops.f90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_1, pomp2_old_task)
#line 14 "loops.f90"
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_2,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_2 )
#line 14 "loops.f90"
  !$omp parallel    private(j) &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_2)
      call POMP2_Do_enter(opari2_region_2, &
     opari2_ctc_2 )
#line 14 "loops.f90"
  !$omp          do           
  do 10 i = 1, n
    do 10 j = 1, n
      a(i, j) = a(i, j) + 1.0
10 continue
#line 18 "loops.f90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_2,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_2, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_2)
      call POMP2_Parallel_end(opari2_region_2)
#line 18 "loops.f90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_2, pomp2_old_task)
#line 19 "loops.f90"
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_3,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_3 )
#line 19 "loops.f90"
  !$omp parallel &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_3)
#line 20 "loops.f90"
      call POMP2_Do_enter(opari2_region_4, &
     opari2_ctc_4 )
#line 20 "loops.f90"
  !$omp do
  do i = 1, n
    do while (a(i, 1) < 0.0)
      a(i, 1) = a(i, 1) + 1.0
    end do
  enddo
#line 25 "loops.f90"
  !$omp end do  nowait
      call POMP2_Implicit_barrier_enter(opari2_region_4,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_4, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_4)
#line 26 "loops.f90"
      call POMP2_Do_enter(opari2_region_5, &
     opari2_ctc_5 )
#line 26 "loops.f90"
  !$omp do
  DO i = 1, n
    a(i, 1) = 2.0
  END DO
#line 29 "loops.f90"
  !$omp end do  nowait
      call POMP2_Implicit_barrier_enter(opari2_region_5,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_5, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_5)
#line 30 "loops.f90"
      call POMP2_Implicit_barrier_enter(opari2_region_3,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_3, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_3)
#line 30 "loops.f90"
  !$omp end parallel
      call POMP2_Parallel_join(opari2_region_3, pomp2_old_task)
#line 31 "loops.f90"
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_6,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_6 )
#line 31 "loops.f90"
  !$omp parallel    &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_6)
      call POMP2_Do_enter(opari2_region_6, &
     opari2_ctc_6 )
#line 31 "loops.f90"
  !$omp          do
  do i = 1, n
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_7,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_7 )
#line 33 "loops.f90"
    !$omp parallel    &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_7)
      call POMP2_Do_enter(opari2_region_7, &
     opari2_ctc_7 )
#line 33 "loops.f90"
    !$omp          do
    do j = 1, n
      a(i, j) = 3.0
    end do
#line 36 "loops.f90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_7,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_7, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_7)
      call POMP2_Parallel_end(opari2_region_7)
#line 36 "loops.f90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_7, pomp2_old_task)
#line 37 "loops.f90"
  end do
#line 37 "loops.f90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_6,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_6, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_6)
      call POMP2_Parallel_end(opari2_region_6)
#line 37 "loops.f90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_6, pomp2_old_task)
#line 38 "loops.f90"
end subroutine loops

      subroutine POMP2_Init_reg_ae811f79f1fb60a5_7()
         include 'loops.f90.opari.inc'
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
      end
