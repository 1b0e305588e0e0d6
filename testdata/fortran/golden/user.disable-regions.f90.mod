
#line 1 "user.f90"
! POMP user instrumentation: init, user regions with an alternative end,
! instrumentation switched off and on, and noinstrument/instrument
! around OpenMP constructs (the parallel regions stay instrumented).
program user
  implicit none
      include 'user.disable-regions.f90.opari.inc'
#line 6 "user.f90"
  integer :: i, s
#line 7 "user.f90"
  !$pomp inst init
  s = 0
#line 9 "user.f90"
  !$pomp inst begin(setup)
  do i = 1, 10
    s = s + i
    if (s > 20) then
#line 13 "user.f90"
      !$pomp inst altend(setup)
      goto 100
    end if
  end do
#line 17 "user.f90"
  !$pomp inst end(setup)
100 continue
#line 19 "user.f90"
  !$pomp inst off
  call work(s)
#line 21 "user.f90"
  !$pomp inst on
#line 22 "user.f90"
  !$pomp noinstrument
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_1 )
#line 23 "user.f90"
  !$omp parallel &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
#line 24 "user.f90"
      call POMP2_Critical_enter(opari2_region_2, &
     opari2_ctc_2 )
#line 24 "user.f90"
  !$omp critical
      call POMP2_Critical_begin(opari2_region_2)
#line 25 "user.f90"
  s = s + 1
      call POMP2_Critical_end(opari2_region_2)
#line 26 "user.f90"
  !$omp end critical
      call POMP2_Critical_exit(opari2_region_2)
#line 27 "user.f90"
      call POMP2_Implicit_barrier_enter(opari2_region_1,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_1)
#line 27 "user.f90"
  !$omp end parallel
      call POMP2_Parallel_join(opari2_region_1, pomp2_old_task)
#line 28 "user.f90"
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_3,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_3 )
#line 28 "user.f90"
  !$omp parallel    &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_3)
      call POMP2_Do_enter(opari2_region_3, &
     opari2_ctc_3 )
#line 28 "user.f90"
  !$omp          do
  do i = 1, 4
    s = s + 1
  end do
#line 31 "user.f90"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_3,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_3, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_3)
      call POMP2_Parallel_end(opari2_region_3)
#line 31 "user.f90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_3, pomp2_old_task)
#line 32 "user.f90"
#line 32 "user.f90"
  !$pomp instrument
#line 33 "user.f90"
  !$pomp inst finalize
contains
  subroutine work(k)
      include 'user.disable-regions.f90.opari.inc'
#line 36 "user.f90"
    integer, intent(inout) :: k
#line 37 "user.f90"
    !$pomp inst begin(work)
    k = k + 1
#line 39 "user.f90"
    !$pomp inst end(work)
  end subroutine work
end program user

      subroutine POMP2_Init_reg_ea8d6d768ff511f0_3()
         include 'user.disable-regions.f90.opari.inc'
         call POMP2_Assign_handle( opari2_region_1, &
         opari2_ctc_1 )
         call POMP2_Assign_handle( opari2_region_2, &
         opari2_ctc_2 )
         call POMP2_Assign_handle( opari2_region_3, &
         opari2_ctc_3 )
      end
