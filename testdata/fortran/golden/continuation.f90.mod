
#line 1 "continuation.f90"
! Continuation corner cases in free form: directive continuation with
! and without '&' after the sentinel, comment and blank lines between
! continuation lines, trailing comments, a code statement continued over
! several lines (also inside a character literal), and a directive split
! inside a clause argument.
subroutine cont(a, n)
  implicit none
      include 'continuation.f90.opari.inc'
#line 8 "continuation.f90"
  integer, intent(in) :: n
  real, intent(inout) :: a(n)
  integer :: i, s
  character(len=60) :: msg
  s = 0
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,&
      pomp2_if, pomp2_num_threads, pomp2_old_task, &
      opari2_ctc_1 )
#line 13 "continuation.f90"
  !$omp parallel &                            
  !$omp& shared(a, &
  !$omp&        n, s) &
  !$omp private(i) &
  !$omp firstprivate(pomp2_old_task) private(pomp2_new_task) &
  !$omp num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
#line 17 "continuation.f90"
      call POMP2_Do_enter(opari2_region_2, &
     opari2_ctc_2 )
#line 19 "continuation.f90"
  !$omp do &
  !$omp reduction(+ : &
  !$omp            s)
  do i = 1, &
         n
    s = s + &
        i
  end &
  do
#line 28 "continuation.f90"
  !$omp end &
  !$omp do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_2,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_2, pomp2_old_task)
      call POMP2_Do_exit(opari2_region_2)
#line 30 "continuation.f90"
  msg = 'a literal continued &
        &over two lines with ! and !$omp end parallel inside'
      call POMP2_Implicit_barrier_enter(opari2_region_1,&
      pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1, pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_1)
#line 32 "continuation.f90"
  !$omp end parallel
      call POMP2_Parallel_join(opari2_region_1, pomp2_old_task)
#line 33 "continuation.f90"
  a(1) = real(s) + &
  ! a comment inside a continued statement
         1.0
end subroutine cont

      subroutine POMP2_Init_reg_0e0c828682cc6ecd_2()
         include 'continuation.f90.opari.inc'
         call POMP2_Assign_handle( opari2_region_1, &
         opari2_ctc_1 )
         call POMP2_Assign_handle( opari2_region_2, &
         opari2_ctc_2 )
      end
