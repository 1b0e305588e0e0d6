
#line 1 "case.f90"
! Keywords and sentinels in any case.
SUBROUTINE CaseTest(A, N)
  IMPLICIT NONE
      include 'case.f90.opari.inc'
#line 4 "case.f90"
  INTEGER, INTENT(IN) :: N
  REAL, INTENT(INOUT) :: A(N)
  INTEGER :: I
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_1 )
#line 7 "case.f90"
  !$omp parallel    private(i) &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
      call POMP2_Do_enter(opari2_region_1, &
     opari2_ctc_1 )
#line 7 "case.f90"
  !$omp          do           
  DO I = 1, N
    A(I) = 0.0
  END DO
#line 11 "case.f90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_1,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_1)
      call POMP2_Parallel_end(opari2_region_1)
#line 11 "case.f90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_1, pomp2_old_task)
#line 12 "case.f90"
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_2,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_2 )
#line 12 "case.f90"
  !$omp parallel &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_2)
#line 13 "case.f90"
      call POMP2_Single_enter(opari2_region_3, &
     opari2_ctc_3 )
#line 13 "case.f90"
  !$omp single
      call POMP2_Single_begin(opari2_region_3)
#line 14 "case.f90"
  A(1) = 1.0
      call POMP2_Single_end(opari2_region_3)
#line 15 "case.f90"
  !$omp end single nowait
      call POMP2_Single_exit(opari2_region_3)
#line 16 "case.f90"
      call POMP2_Do_enter(opari2_region_4, &
     opari2_ctc_4 )
#line 16 "case.f90"
  !$omp do
  Do I = 1, N
    A(I) = A(I) + 1.0
  EndDo
#line 19 "case.f90"
  !$omp end do  nowait
      call POMP2_Implicit_barrier_enter(opari2_region_4,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_4, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_4)
#line 20 "case.f90"
      call POMP2_Critical_enter(opari2_region_5, &
     opari2_ctc_5 )
#line 20 "case.f90"
  !$omp critical (name)
      call POMP2_Critical_begin(opari2_region_5)
#line 21 "case.f90"
  A(2) = 2.0
      call POMP2_Critical_end(opari2_region_5)
#line 22 "case.f90"
  !$omp end critical (name)
      call POMP2_Critical_exit(opari2_region_5)
#line 23 "case.f90"
      call POMP2_Implicit_barrier_enter(opari2_region_2,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_2, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_2)
#line 23 "case.f90"
  !$omp end parallel
      call POMP2_Parallel_join(opari2_region_2, pomp2_old_task)
#line 24 "case.f90"
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_6,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_6 )
#line 24 "case.f90"
  !$omp parallel    &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_6)
      call POMP2_Do_enter(opari2_region_6, &
     opari2_ctc_6 )
#line 24 "case.f90"
  !$omp          do
  DO I = 1, N
    A(I) = 3.0
  ENDDO
#line 27 "case.f90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_6,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_6, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_6)
      call POMP2_Parallel_end(opari2_region_6)
#line 27 "case.f90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_6, pomp2_old_task)
#line 28 "case.f90"
  CALL OMP_SET_NUM_THREADS(2)
END SUBROUTINE CaseTest

      subroutine POMP2_Init_reg_c56c1d0c88e22dbe_6()
         include 'case.f90.opari.inc'
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
