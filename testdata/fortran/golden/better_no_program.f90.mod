
#line 1 "better_no_program.f90"
  ! A main program without a program statement: the include line goes
  ! before its first declaration.
  use omp_lib, only: omp_get_thread_num
  implicit none
      include 'better_no_program.f90.opari.inc'
#line 5 "better_no_program.f90"
  integer :: i, t
  t = 0
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_1 )
#line 7 "better_no_program.f90"
  !$omp parallel private(i) &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
#line 8 "better_no_program.f90"
  i = omp_get_thread_num()
      call POMP2_Atomic_enter(opari2_region_2, &
     opari2_ctc_2 )
#line 9 "better_no_program.f90"
  !$omp atomic
  t = t + i
      call POMP2_Atomic_exit(opari2_region_2)
#line 11 "better_no_program.f90"
      call POMP2_Implicit_barrier_enter(opari2_region_1,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_1)
#line 11 "better_no_program.f90"
  !$omp end parallel
      call POMP2_Parallel_join(opari2_region_1, pomp2_old_task)
#line 12 "better_no_program.f90"
  print *, t
end

      subroutine POMP2_Init_reg_ae2265d937ab52e3_2()
         include 'better_no_program.f90.opari.inc'
         call POMP2_Assign_handle( opari2_region_1, &
         opari2_ctc_1 )
         call POMP2_Assign_handle( opari2_region_2, &
         opari2_ctc_2 )
      end
