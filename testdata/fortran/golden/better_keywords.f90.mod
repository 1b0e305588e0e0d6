
#line 1 "better_keywords.f90"
! Names that begin with keywords are names: none of these statements is a
! do loop, an end, an interface, a use or a program unit statement.
module keyword_names
  implicit none
  integer :: interfaces_count = 0, do_loop = 0, endif_flag = 0
  integer :: use_count = 0, program_id = 0, enddo_seen = 0
  integer :: function_calls = 0, module_level = 0, contains_x = 0
contains
  subroutine count_up(n)
      include 'better_keywords.f90.opari.inc'
#line 10 "better_keywords.f90"
    integer, intent(in) :: n
    integer :: i
    use_count = n
    interfaces_count = interfaces_count + 1
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_1 )
#line 14 "better_keywords.f90"
    !$omp parallel    reduction(+:do_loop) &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
      call POMP2_Do_enter(opari2_region_1, &
     opari2_ctc_1 )
#line 14 "better_keywords.f90"
    !$omp          do                     
    do_loop_label: do i = 1, n
      do_loop = do_loop + i
    end do do_loop_label
#line 17 "better_keywords.f90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_1,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_1)
      call POMP2_Parallel_end(opari2_region_1)
#line 17 "better_keywords.f90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_1, pomp2_old_task)
#line 18 "better_keywords.f90"
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_2,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_2 )
#line 18 "better_keywords.f90"
    !$omp parallel    &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_2)
      call POMP2_Do_enter(opari2_region_2, &
     opari2_ctc_2 )
#line 18 "better_keywords.f90"
    !$omp          do
    do i = 1, n
      endif_flag = i; enddo_seen = 1
    enddo
#line 21 "better_keywords.f90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_2,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_2, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_2)
      call POMP2_Parallel_end(opari2_region_2)
#line 21 "better_keywords.f90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_2, pomp2_old_task)
#line 22 "better_keywords.f90"
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_3,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_3 )
#line 22 "better_keywords.f90"
    !$omp parallel &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_3)
#line 23 "better_keywords.f90"
    program_id = 1
    function_calls = function_calls + 1
      call POMP2_Implicit_barrier_enter(opari2_region_3,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_3, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_3)
#line 25 "better_keywords.f90"
    !$omp end parallel
      call POMP2_Parallel_join(opari2_region_3, pomp2_old_task)
#line 26 "better_keywords.f90"
  end subroutine count_up
  integer function functionality(x)
      include 'better_keywords.f90.opari.inc'
#line 28 "better_keywords.f90"
    integer, intent(in) :: x
    functionality = x
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_4,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_4 )
#line 30 "better_keywords.f90"
    !$omp parallel &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_4)
#line 31 "better_keywords.f90"
    module_level = x
    contains_x = 1
      call POMP2_Implicit_barrier_enter(opari2_region_4,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_4, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_4)
#line 33 "better_keywords.f90"
    !$omp end parallel
      call POMP2_Parallel_join(opari2_region_4, pomp2_old_task)
#line 34 "better_keywords.f90"
  end function functionality
end module keyword_names

      subroutine POMP2_Init_reg_16aa4d566aad16bd_4()
         include 'better_keywords.f90.opari.inc'
         call POMP2_Assign_handle( opari2_region_1, &
         opari2_ctc_1 )
         call POMP2_Assign_handle( opari2_region_2, &
         opari2_ctc_2 )
         call POMP2_Assign_handle( opari2_region_3, &
         opari2_ctc_3 )
         call POMP2_Assign_handle( opari2_region_4, &
         opari2_ctc_4 )
      end
