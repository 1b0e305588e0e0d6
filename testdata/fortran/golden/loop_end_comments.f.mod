
#line 1 "loop_end_comments.f"
c Comment and blank lines after a do loop whose end directive is left
c out go before the end directive that the instrumenter supplies, as in
c the reference (NAS 3.4 BT and SP exact_rhs.f); the source line after
c them keeps its line number. A directive of another tool (!GCC$) after
c the loop applies to what follows it: the end goes before it.
      program comments
      implicit none
      include 'loop_end_comments.f.opari.inc'
#line 8 "loop_end_comments.f"
      integer i, k, n(10)
      k = 0
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_1 )
#line 10 "loop_end_comments.f"
!$omp parallel default(shared) private(i)
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
#line 11 "loop_end_comments.f"
      call POMP2_Do_enter(opari2_region_2,
     &opari2_ctc_2 )
#line 14 "loop_end_comments.f"
!$omp do schedule(static)
      do i = 1, 10
         n(i) = i
      enddo

c---------------------------------------------------------------------
c     sum
c---------------------------------------------------------------------
#line 18 "loop_end_comments.f"
!$omp end do  nowait
      call POMP2_Implicit_barrier_enter(opari2_region_2,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_2,
     &pomp2_old_task)
      call POMP2_Do_exit(opari2_region_2)
#line 19 "loop_end_comments.f"
      call POMP2_Do_enter(opari2_region_3,
     &opari2_ctc_3 )
#line 22 "loop_end_comments.f"
!$omp do schedule(static) reduction(+:k)
      do 10 i = 1, 10
         k = k + n(i)
   10 continue
c     comment lines, a blank line and a comment, then the end of the
c     parallel region

c     (the end directive goes before it)
#line 26 "loop_end_comments.f"
!$omp end do  nowait
      call POMP2_Implicit_barrier_enter(opari2_region_3,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_3,
     &pomp2_old_task)
      call POMP2_Do_exit(opari2_region_3)
#line 27 "loop_end_comments.f"
      call POMP2_Implicit_barrier_enter(opari2_region_1,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1,
     &pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_1)
#line 30 "loop_end_comments.f"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_1,
     &pomp2_old_task)
#line 31 "loop_end_comments.f"
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_4,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_4 )
#line 31 "loop_end_comments.f"
!$omp parallel   
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_4)
      call POMP2_Do_enter(opari2_region_4,
     &opari2_ctc_4 )
#line 31 "loop_end_comments.f"
!$omp          do
      do i = 1, 10
         n(i) = 2 * n(i)
      end do
c     comment lines, then a statement
c     (the end directive goes before the statement)
#line 34 "loop_end_comments.f"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_4,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_4,
     &pomp2_old_task)
      call POMP2_Do_exit(opari2_region_4)
      call POMP2_Parallel_end(opari2_region_4)
#line 34 "loop_end_comments.f"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_4,
     &pomp2_old_task)
#line 37 "loop_end_comments.f"
      k = k + n(10)
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_5,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_5 )
#line 38 "loop_end_comments.f"
!$omp parallel   
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_5)
      call POMP2_Do_enter(opari2_region_5,
     &opari2_ctc_5 )
#line 38 "loop_end_comments.f"
!$omp          do
      do i = 1, 10
         n(i) = n(i) + 1
      end do
c     a directive of another tool
#line 41 "loop_end_comments.f"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_5,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_5,
     &pomp2_old_task)
      call POMP2_Do_exit(opari2_region_5)
      call POMP2_Parallel_end(opari2_region_5)
#line 41 "loop_end_comments.f"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_5,
     &pomp2_old_task)
#line 43 "loop_end_comments.f"
!GCC$ ivdep
      do i = 1, 10
         k = k + n(i)
      end do
      print *, k
      end

      subroutine POMP2_Init_reg_c69b6c6257a6aa32_5()
         include 'loop_end_comments.f.opari.inc'
         call POMP2_Assign_handle( opari2_region_1, 
     &   opari2_ctc_1 )
         call POMP2_Assign_handle( opari2_region_2, 
     &   opari2_ctc_2 )
         call POMP2_Assign_handle( opari2_region_3, 
     &   opari2_ctc_3 )
         call POMP2_Assign_handle( opari2_region_4, 
     &   opari2_ctc_4 )
         call POMP2_Assign_handle( opari2_region_5, 
     &   opari2_ctc_5 )
      end
