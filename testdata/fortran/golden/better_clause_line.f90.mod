
#line 1 "better_clause_line.f90"
! A clause alone on a continuation line: default(none), num_threads(...)
! and if(...) are taken out of the directive (evaluated once before the
! fork), and a continuation line left empty is dropped (free form allows
! no empty continuation line).
subroutine clauses(a, n, nt)
  implicit none
      include 'better_clause_line.f90.opari.inc'
#line 7 "better_clause_line.f90"
  integer, intent(in) :: n, nt
  real, intent(inout) :: a(n)
  integer :: i
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_1 )
#line 10 "better_clause_line.f90"
  !$omp parallel &
  !$omp default(none) &
  !$omp shared(a, n) private(i) &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads) &
  !$omp shared(/cb218910ca5f77ceeb/) &
  !$omp private(pomp2_if,pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
#line 13 "better_clause_line.f90"
      call POMP2_Do_enter(opari2_region_2, &
     opari2_ctc_2 )
#line 13 "better_clause_line.f90"
  !$omp do
  do i = 1, n
    a(i) = 0.0
  end do
#line 17 "better_clause_line.f90"
  !$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_2,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_2, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_2)
#line 18 "better_clause_line.f90"
      call POMP2_Implicit_barrier_enter(opari2_region_1,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_1)
#line 18 "better_clause_line.f90"
  !$omp end parallel
      call POMP2_Parallel_join(opari2_region_1, pomp2_old_task)
#line 19 "better_clause_line.f90"
      pomp2_num_threads = nt
      pomp2_if = ( n>10 )
      call POMP2_Parallel_fork(opari2_region_3,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_3 )
#line 19 "better_clause_line.f90"
  !$omp parallel   &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp if(pomp2_if) num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_3)
#line 22 "better_clause_line.f90"
  a(1) = 1.0
      call POMP2_Implicit_barrier_enter(opari2_region_3,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_3, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_3)
#line 23 "better_clause_line.f90"
  !$omp end parallel
      call POMP2_Parallel_join(opari2_region_3, pomp2_old_task)
#line 24 "better_clause_line.f90"
      pomp2_num_threads = max(1,nt)
      pomp2_if = ( n>100 )
      call POMP2_Parallel_fork(opari2_region_4,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_4 )
#line 24 "better_clause_line.f90"
  !$omp parallel    &
  !$omp   private(i)   &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp if(pomp2_if) num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_4)
      call POMP2_Do_enter(opari2_region_4, &
     opari2_ctc_4 )
#line 24 "better_clause_line.f90"
  !$omp          do  
  do i = 1, n
    a(i) = a(i) * 2.0
  end do
#line 31 "better_clause_line.f90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_4,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_4, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_4)
      call POMP2_Parallel_end(opari2_region_4)
#line 31 "better_clause_line.f90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_4, pomp2_old_task)
#line 32 "better_clause_line.f90"
      pomp2_if = ( n>5 )
      if (pomp2_if) then
      call POMP2_Task_create_begin(opari2_region_5, pomp2_new_task,&
      pomp2_old_task, pomp2_if, opari2_ctc_5 )
      end if
#line 32 "better_clause_line.f90"
  !$omp task   if(pomp2_if) firstprivate(pomp2_new_task, pomp2_if)
      if (pomp2_if) then
      call POMP2_Task_begin(opari2_region_5, pomp2_new_task)
      end if
#line 34 "better_clause_line.f90"
  a(2) = 2.0
      if (pomp2_if) then
      call POMP2_Task_end(opari2_region_5)
      end if
#line 35 "better_clause_line.f90"
  !$omp end task
      if (pomp2_if) then
      call POMP2_Task_create_end(opari2_region_5, pomp2_old_task)
      end if
#line 36 "better_clause_line.f90"
end subroutine clauses

      subroutine POMP2_Init_reg_218910ca5f77ceeb_5()
         include 'better_clause_line.f90.opari.inc'
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
