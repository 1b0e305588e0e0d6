
#line 1 "ordered_standalone.F90"
! A stand-alone ordered directive (depend(sink: ...), depend(source) and
! the OpenMP 5.2 spelling doacross(...)) owns no block and has no end
! directive: it passes through unchanged with a warning, as in C. The
! block ordered of the last loop is instrumented as usual. gfortran 12
! knows no doacross: that loop is compiled by OpenMP 5.2 compilers only.
program standalone
  implicit none
      include 'ordered_standalone.F90.opari.inc'
#line 8 "ordered_standalone.F90"
  integer :: a(0:100), i
  a = 0
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_1 )
#line 10 "ordered_standalone.F90"
  !$omp parallel               &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
      call POMP2_Do_enter(opari2_region_1, &
     opari2_ctc_1 )
#line 10 "ordered_standalone.F90"
  !$omp          do ordered(1)
  do i = 1, 100
    !$omp ordered depend(sink: i-1)
    a(i) = a(i-1) + i
    !$omp ordered depend(source)
  end do
#line 15 "ordered_standalone.F90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_1,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_1)
      call POMP2_Parallel_end(opari2_region_1)
#line 15 "ordered_standalone.F90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_1, pomp2_old_task)
#line 16 "ordered_standalone.F90"
  print *, a(100)
#if _OPENMP >= 202111
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_2,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_2 )
#line 18 "ordered_standalone.F90"
  !$omp parallel               &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_2)
      call POMP2_Do_enter(opari2_region_2, &
     opari2_ctc_2 )
#line 18 "ordered_standalone.F90"
  !$omp          do ordered(1)
  do i = 1, 100
    !$omp ordered doacross(sink: i-1)
    a(i) = a(i) + a(i-1)
    !$omp ordered &
    !$omp doacross(source:)
  end do
#line 25 "ordered_standalone.F90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_2,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_2, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_2)
      call POMP2_Parallel_end(opari2_region_2)
#line 25 "ordered_standalone.F90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_2, pomp2_old_task)
#line 26 "ordered_standalone.F90"
#endif
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_3,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_3 )
#line 27 "ordered_standalone.F90"
  !$omp parallel            &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_3)
      call POMP2_Do_enter(opari2_region_3, &
     opari2_ctc_3 )
#line 27 "ordered_standalone.F90"
  !$omp          do ordered
  do i = 1, 4
      call POMP2_Ordered_enter(opari2_region_4, &
     opari2_ctc_4 )
#line 29 "ordered_standalone.F90"
    !$omp ordered
      call POMP2_Ordered_begin(opari2_region_4)
#line 30 "ordered_standalone.F90"
    print *, i
      call POMP2_Ordered_end(opari2_region_4)
#line 31 "ordered_standalone.F90"
    !$omp end ordered
      call POMP2_Ordered_exit(opari2_region_4)
#line 32 "ordered_standalone.F90"
  end do
#line 32 "ordered_standalone.F90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_3,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_3, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_3)
      call POMP2_Parallel_end(opari2_region_3)
#line 32 "ordered_standalone.F90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_3, pomp2_old_task)
#line 33 "ordered_standalone.F90"
end program standalone

      subroutine POMP2_Init_reg_d7fc8b3011adf951_4()
         include 'ordered_standalone.F90.opari.inc'
         call POMP2_Assign_handle( opari2_region_1, &
         opari2_ctc_1 )
         call POMP2_Assign_handle( opari2_region_2, &
         opari2_ctc_2 )
         call POMP2_Assign_handle( opari2_region_3, &
         opari2_ctc_3 )
         call POMP2_Assign_handle( opari2_region_4, &
         opari2_ctc_4 )
      end
