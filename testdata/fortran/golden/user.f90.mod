
#line 1 "user.f90"
! POMP user instrumentation: init, user regions with an alternative end,
! instrumentation switched off and on, and noinstrument/instrument
! around OpenMP constructs (the parallel regions stay instrumented).
program user
  implicit none
      include 'user.f90.opari.inc'
#line 6 "user.f90"
  integer :: i, s
      call POMP2_Init()
#line 8 "user.f90"
  s = 0
      call POMP2_Begin(opari2_region_1, opari2_ctc_1)
#line 10 "user.f90"
  do i = 1, 10
    s = s + i
    if (s > 20) then
      call POMP2_End(opari2_region_1)
#line 14 "user.f90"
      goto 100
    end if
  end do
      call POMP2_End(opari2_region_1)
#line 18 "user.f90"
100 continue
      call POMP2_Off()
#line 20 "user.f90"
  call work(s)
      call POMP2_On()
#line 22 "user.f90"
#line 23 "user.f90"
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_2,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_2 )
#line 23 "user.f90"
  !$omp parallel &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_2)
#line 24 "user.f90"
  !$omp critical
  s = s + 1
  !$omp end critical
      call POMP2_Parallel_end(opari2_region_2)
  !$omp end parallel
      call POMP2_Parallel_join(opari2_region_2, pomp2_old_task)
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
  !$omp          do
  do i = 1, 4
    s = s + 1
  end do
#line 31 "user.f90"
!$omp end do
      call POMP2_Parallel_end(opari2_region_3)
#line 31 "user.f90"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_3, pomp2_old_task)
#line 32 "user.f90"
#line 33 "user.f90"
      call POMP2_Finalize()
#line 34 "user.f90"
contains
  subroutine work(k)
      include 'user.f90.opari.inc'
#line 36 "user.f90"
    integer, intent(inout) :: k
      call POMP2_Begin(opari2_region_4, opari2_ctc_4)
#line 38 "user.f90"
    k = k + 1
      call POMP2_End(opari2_region_4)
#line 40 "user.f90"
  end subroutine work
end program user

      subroutine POMP2_Init_reg_ea8d6d768ff511f0_2()
         include 'user.f90.opari.inc'
         call POMP2_Assign_handle( opari2_region_2, &
         opari2_ctc_2 )
         call POMP2_Assign_handle( opari2_region_3, &
         opari2_ctc_3 )
      end

      subroutine POMP2_USER_Init_reg_ea8d6d768ff511f0_2()
         include 'user.f90.opari.inc'
         call POMP2_USER_Assign_handle( opari2_region_1, &
         opari2_ctc_1 )
         call POMP2_USER_Assign_handle( opari2_region_4, &
         opari2_ctc_4 )
      end
