
#line 1 "loop_end_comments.f90"
! Comment and blank lines after a do loop whose end directive is left
! out go before the end directive that the instrumenter supplies, as in
! the reference (NAS 3.4 BT and SP exact_rhs.f); the source line after
! them keeps its line number, also after a directive that is copied. A
! directive of another tool (!GCC$) after the loop applies to what
! follows it: the end goes before it.
program comments
  implicit none
      include 'loop_end_comments.f90.opari.inc'
#line 9 "loop_end_comments.f90"
  integer :: i, k, n(10)
  k = 0
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_1 )
#line 11 "loop_end_comments.f90"
  !$omp parallel default(shared) private(i) &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
#line 12 "loop_end_comments.f90"
  !-------------------------------------------------------------------
  ! initialize
  !-------------------------------------------------------------------
      call POMP2_Do_enter(opari2_region_2, &
     opari2_ctc_2 )
#line 15 "loop_end_comments.f90"
  !$omp do schedule(static)
  do i = 1, 10
    n(i) = i
  end do

  !-------------------------------------------------------------------
  ! sum
  !-------------------------------------------------------------------
#line 19 "loop_end_comments.f90"
  !$omp end do  nowait
      call POMP2_Implicit_barrier_enter(opari2_region_2,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_2, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_2)
#line 20 "loop_end_comments.f90"
      call POMP2_Do_enter(opari2_region_3, &
     opari2_ctc_3 )
#line 23 "loop_end_comments.f90"
  !$omp do schedule(static) reduction(+:k)
  do i = 1, 10
    k = k + n(i)
  end do
  ! comment lines, a blank line and a comment, then the end of the
  ! parallel region

  ! (the end directive goes before it)
#line 27 "loop_end_comments.f90"
  !$omp end do  nowait
      call POMP2_Implicit_barrier_enter(opari2_region_3,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_3, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_3)
#line 28 "loop_end_comments.f90"
      call POMP2_Implicit_barrier_enter(opari2_region_1,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_1)
#line 31 "loop_end_comments.f90"
  !$omp end parallel
      call POMP2_Parallel_join(opari2_region_1, pomp2_old_task)
#line 32 "loop_end_comments.f90"
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_4,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_4 )
#line 32 "loop_end_comments.f90"
  !$omp parallel    &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_4)
      call POMP2_Do_enter(opari2_region_4, &
     opari2_ctc_4 )
#line 32 "loop_end_comments.f90"
  !$omp          do
  do i = 1, 10
    n(i) = 2 * n(i)
  end do
  ! comment lines, then a statement
  ! (the end directive goes before the statement)
#line 35 "loop_end_comments.f90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_4,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_4, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_4)
      call POMP2_Parallel_end(opari2_region_4)
#line 35 "loop_end_comments.f90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_4, pomp2_old_task)
#line 38 "loop_end_comments.f90"
  k = k + n(10)
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_5,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_5 )
#line 39 "loop_end_comments.f90"
  !$omp parallel    &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_5)
      call POMP2_Do_enter(opari2_region_5, &
     opari2_ctc_5 )
#line 39 "loop_end_comments.f90"
  !$omp          do
  do i = 1, 10
    n(i) = n(i) - 1
  end do
  ! comment lines, then a directive that is copied unchanged (a
  ! warning says so), then a statement
#line 42 "loop_end_comments.f90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_5,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_5, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_5)
      call POMP2_Parallel_end(opari2_region_5)
#line 42 "loop_end_comments.f90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_5, pomp2_old_task)
#line 45 "loop_end_comments.f90"
  !$omp taskyield
  k = k + 1
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_6,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_6 )
#line 47 "loop_end_comments.f90"
  !$omp parallel    &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_6)
      call POMP2_Do_enter(opari2_region_6, &
     opari2_ctc_6 )
#line 47 "loop_end_comments.f90"
  !$omp          do
  outer: do i = 1, 10
    n(i) = n(i) + 1
  end do outer
  ! a directive of another tool
#line 50 "loop_end_comments.f90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_6,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_6, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_6)
      call POMP2_Parallel_end(opari2_region_6)
#line 50 "loop_end_comments.f90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_6, pomp2_old_task)
#line 52 "loop_end_comments.f90"
  !GCC$ ivdep
  do i = 1, 10
    k = k + n(i)
  end do
  print *, k
end program comments

      subroutine POMP2_Init_reg_ea6b10a972577692_6()
         include 'loop_end_comments.f90.opari.inc'
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
      end
