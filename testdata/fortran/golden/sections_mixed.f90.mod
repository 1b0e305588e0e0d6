
#line 1 "sections_mixed.f90"
! sections and parallel sections in one file: the reference's layout
! calls POMP2_Sections_enter with the CTC string for the first and
! without it for the second (the corpus expects both), which gfortran 10
! and later reject unless -fallow-argument-mismatch is given.
subroutine mixed(k)
  implicit none
      include 'sections_mixed.f90.opari.inc'
#line 7 "sections_mixed.f90"
  integer, intent(inout) :: k
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_1 )
#line 8 "sections_mixed.f90"
  !$omp parallel &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
#line 9 "sections_mixed.f90"
      call POMP2_Sections_enter(opari2_region_2, &
     opari2_ctc_2 )
#line 9 "sections_mixed.f90"
  !$omp sections
#line 10 "sections_mixed.f90"
  !$omp section
      call POMP2_Section_begin(opari2_region_2, &
     opari2_ctc_2 )
#line 11 "sections_mixed.f90"
  k = k + 1
      call POMP2_Section_end(opari2_region_2)
#line 12 "sections_mixed.f90"
  !$omp end sections nowait
      call POMP2_Implicit_barrier_enter(opari2_region_2,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_2, pomp2_old_task)
      call POMP2_Sections_exit(opari2_region_2)
#line 13 "sections_mixed.f90"
      call POMP2_Implicit_barrier_enter(opari2_region_1,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_1)
#line 13 "sections_mixed.f90"
  !$omp end parallel
      call POMP2_Parallel_join(opari2_region_1, pomp2_old_task)
#line 14 "sections_mixed.f90"
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_3,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_3 )
#line 14 "sections_mixed.f90"
  !$omp parallel          &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_3)
      call POMP2_Sections_enter(opari2_region_3)
#line 14 "sections_mixed.f90"
  !$omp          sections
#line 15 "sections_mixed.f90"
  !$omp section
      call POMP2_Section_begin(opari2_region_3, &
     opari2_ctc_3 )
#line 16 "sections_mixed.f90"
  k = k + 2
      call POMP2_Section_end(opari2_region_3)
#line 17 "sections_mixed.f90"
!$omp end sections nowait
      call POMP2_Implicit_barrier_enter(opari2_region_3,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_3, pomp2_old_task)
      call POMP2_Sections_exit(opari2_region_3)
      call POMP2_Parallel_end(opari2_region_3)
#line 17 "sections_mixed.f90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_3, pomp2_old_task)
#line 18 "sections_mixed.f90"
end subroutine mixed

      subroutine POMP2_Init_reg_8efcf648979ff4e7_3()
         include 'sections_mixed.f90.opari.inc'
         call POMP2_Assign_handle( opari2_region_1, &
         opari2_ctc_1 )
         call POMP2_Assign_handle( opari2_region_2, &
         opari2_ctc_2 )
         call POMP2_Assign_handle( opari2_region_3, &
         opari2_ctc_3 )
      end
