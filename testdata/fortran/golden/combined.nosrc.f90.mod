! The combined constructs: parallel do, parallel sections and parallel
! workshare, with and without end directive, with num_threads and if
! evaluated once before the fork. No plain sections construct here: the
! reference (and so this instrumenter) calls POMP2_Sections_enter without
! the CTC string for parallel sections, and gfortran 10 and later reject
! one file calling it both ways (see sections_mixed.f90).
subroutine combined(a, n, nt)
  implicit none
      include 'combined.nosrc.f90.opari.inc'
  integer, intent(in) :: n, nt
  real, intent(inout) :: a(n)
  integer :: i, s
  s = 0
      pomp2_num_threads = nt
      pomp2_if = ( n>10 )
      call POMP2_Parallel_fork(opari2_region_1,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_1 )
  !$omp parallel                                                    reduction(+:s) &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp if(pomp2_if) num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
      call POMP2_Do_enter(opari2_region_1, &
     opari2_ctc_1 )
  !$omp          do                            schedule(dynamic, 2)               
  do i = 1, n
    s = s + i
  end do
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_1,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_1)
      call POMP2_Parallel_end(opari2_region_1)
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_1, pomp2_old_task)
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_2,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_2 )
  !$omp parallel    private(s)                            &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_2)
      call POMP2_Do_enter(opari2_region_2, &
     opari2_ctc_2 )
  !$omp          do            lastprivate(i) collapse(1)
  do i = 1, n
    a(i) = a(i) + 1.0
  end do
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_2,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_2, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_2)
      call POMP2_Parallel_end(opari2_region_2)
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_2, pomp2_old_task)
      pomp2_num_threads = 2
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_3,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_3 )
  !$omp parallel                         &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_3)
      call POMP2_Sections_enter(opari2_region_3)
  !$omp          sections               
  !$omp section
      call POMP2_Section_begin(opari2_region_3, &
     opari2_ctc_3 )
  a(1) = 0.0
      call POMP2_Section_end(opari2_region_3)
  !$omp section
      call POMP2_Section_begin(opari2_region_3, &
     opari2_ctc_3 )
  a(2) = 0.0
      call POMP2_Section_end(opari2_region_3)
!$omp end sections nowait
      call POMP2_Implicit_barrier_enter(opari2_region_3,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_3, pomp2_old_task)
      call POMP2_Sections_exit(opari2_region_3)
      call POMP2_Parallel_end(opari2_region_3)
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_3, pomp2_old_task)
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = ( n>1 )
      call POMP2_Parallel_fork(opari2_region_4,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_4 )
  !$omp parallel                     &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp if(pomp2_if) num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_4)
      call POMP2_Workshare_enter(opari2_region_4, &
     opari2_ctc_4 )
  !$omp          workshare          
  a = a * 2.0
!$omp end workshare nowait
      call POMP2_Implicit_barrier_enter(opari2_region_4,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_4, pomp2_old_task)
      call POMP2_Workshare_exit(opari2_region_4)
      call POMP2_Parallel_end(opari2_region_4)
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_4, pomp2_old_task)
end subroutine combined

      subroutine POMP2_Init_reg_d08636ab77c5c8cc_4()
         include 'combined.nosrc.f90.opari.inc'
         call POMP2_Assign_handle( opari2_region_1, &
         opari2_ctc_1 )
         call POMP2_Assign_handle( opari2_region_2, &
         opari2_ctc_2 )
         call POMP2_Assign_handle( opari2_region_3, &
         opari2_ctc_3 )
         call POMP2_Assign_handle( opari2_region_4, &
         opari2_ctc_4 )
      end
