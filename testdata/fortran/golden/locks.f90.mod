
#line 1 "locks.f90"
! The OpenMP lock routines become their POMP2 wrappers where they are
! called; names in use lists, declarations, literals and comments stay.
subroutine locks(n)
  use omp_lib, only: omp_lock_kind, omp_nest_lock_kind, omp_init_lock, omp_set_lock
  use omp_lib
  implicit none
      include 'locks.f90.opari.inc'
#line 7 "locks.f90"
  integer, intent(in) :: n
  integer(kind=omp_lock_kind) :: l
  integer(kind=omp_nest_lock_kind) :: nl
  logical :: got
  integer :: depth
  character(len=40) :: txt
  call POMP2_Init_lock(l); call POMP2_Init_nest_lock(nl)
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_1 )
#line 14 "locks.f90"
  !$omp parallel &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
#line 15 "locks.f90"
  call POMP2_Set_lock(l)     ! call omp_set_lock(l) in a comment
  call POMP2_Unset_lock(l)
  got = POMP2_Test_lock(l)
  if (got) call POMP2_Unset_lock(l)
  call POMP2_Set_nest_lock(nl)
  depth = POMP2_Test_nest_lock(nl)
  if (depth > 0) call POMP2_Unset_nest_lock(nl)
  call POMP2_Unset_nest_lock(nl)
      call POMP2_Implicit_barrier_enter(opari2_region_1,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_1)
#line 23 "locks.f90"
  !$omp end parallel
      call POMP2_Parallel_join(opari2_region_1, pomp2_old_task)
#line 24 "locks.f90"
  txt = 'call omp_set_lock(l)'
  call POMP2_Destroy_lock(l)
  call POMP2_Destroy_nest_lock(nl)
  if (n < 0) print *, txt
end subroutine locks

      subroutine POMP2_Init_reg_aa108081a0a0d533_1()
         include 'locks.f90.opari.inc'
         call POMP2_Assign_handle( opari2_region_1, &
         opari2_ctc_1 )
      end
