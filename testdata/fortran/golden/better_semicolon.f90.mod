
#line 1 "better_semicolon.f90"
! Statements separated by ';': where the instrumentation must go between
! two of them, the line is split there.
subroutine semi(a, n)
  implicit none
      include 'better_semicolon.f90.opari.inc'
#line 4 "better_semicolon.f90"
 integer, intent(in) :: n; real :: a(n)
  integer :: i, k
  k = 0
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_1 )
#line 7 "better_semicolon.f90"
  !$omp parallel    &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
      call POMP2_Do_enter(opari2_region_1, &
     opari2_ctc_1 )
#line 7 "better_semicolon.f90"
  !$omp          do
  do i = 1, n; a(i) = 0.0; end do
#line 8 "better_semicolon.f90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_1,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_1)
      call POMP2_Parallel_end(opari2_region_1)
#line 8 "better_semicolon.f90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_1, pomp2_old_task)
#line 9 "better_semicolon.f90"
#line 8 "better_semicolon.f90"
 k = 1
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_2,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_2 )
#line 9 "better_semicolon.f90"
  !$omp parallel &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_2)
#line 10 "better_semicolon.f90"
      call POMP2_Atomic_enter(opari2_region_3, &
     opari2_ctc_3 )
#line 10 "better_semicolon.f90"
  !$omp atomic
  k = k + 1
      call POMP2_Atomic_exit(opari2_region_3)
#line 12 "better_semicolon.f90"
#line 11 "better_semicolon.f90"
 a(1) = 1.0
      call POMP2_Do_enter(opari2_region_4, &
     opari2_ctc_4 )
#line 12 "better_semicolon.f90"
  !$omp do
  do i = 1, n
    a(i) = a(i) + 1.0; end do   ! the loop ends on a line with two statements
#line 14 "better_semicolon.f90"
  !$omp end do  nowait
      call POMP2_Implicit_barrier_enter(opari2_region_4,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_4, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_4)
#line 15 "better_semicolon.f90"
  k = 2 ;
      call POMP2_Implicit_barrier_enter(opari2_region_2,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_2, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_2)
#line 16 "better_semicolon.f90"
  !$omp end parallel
      call POMP2_Parallel_join(opari2_region_2, pomp2_old_task)
#line 17 "better_semicolon.f90"
end subroutine semi

subroutine semi2()
      include 'better_semicolon.f90.opari.inc'
#line 19 "better_semicolon.f90"
 integer :: j; j = 1
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_5,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_5 )
#line 20 "better_semicolon.f90"
  !$omp parallel &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_5)
#line 21 "better_semicolon.f90"
  j = 2
      call POMP2_Implicit_barrier_enter(opari2_region_5,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_5, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_5)
#line 22 "better_semicolon.f90"
  !$omp end parallel
      call POMP2_Parallel_join(opari2_region_5, pomp2_old_task)
#line 23 "better_semicolon.f90"
end subroutine semi2

      subroutine POMP2_Init_reg_e8c896732585edaa_5()
         include 'better_semicolon.f90.opari.inc'
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
