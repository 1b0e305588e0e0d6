
#line 1 "conditional_compilation.f90"
! Conditional-compilation lines ("!$ ") are code for an OpenMP compiler:
! a "!$ use" belongs to the header, lock calls in them are replaced, and
! the lines stay as they are otherwise.
subroutine cc(n)
!$ use omp_lib
  implicit none
      include 'conditional_compilation.f90.opari.inc'
#line 7 "conditional_compilation.f90"
  integer, intent(in) :: n
  integer :: t
!$ integer(kind=omp_lock_kind) :: l
  t = 0
!$ call POMP2_Init_lock(l)
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_1 )
#line 12 "conditional_compilation.f90"
  !$omp parallel &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
#line 13 "conditional_compilation.f90"
!$ t = omp_get_thread_num() + &
!$     n
      call POMP2_Implicit_barrier_enter(opari2_region_1,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_1)
#line 15 "conditional_compilation.f90"
  !$omp end parallel
      call POMP2_Parallel_join(opari2_region_1, pomp2_old_task)
#line 16 "conditional_compilation.f90"
!$ call POMP2_Destroy_lock(l)
end subroutine cc

      subroutine POMP2_Init_reg_c52fca170dffe5fc_1()
         include 'conditional_compilation.f90.opari.inc'
         call POMP2_Assign_handle( opari2_region_1, &
         opari2_ctc_1 )
      end
