
#line 1 "loops.f"
c Loop constructs without end directive: the end goes after the loop,
c also when labelled loops share their terminal statement (the construct
c is on the outermost of them) or end on an action statement.
      subroutine loops(a, n)
      include 'loops.f.opari.inc'
#line 5 "loops.f"
      integer n, i, j, k
      real a(n, n)
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_1 )
#line 7 "loops.f"
!$omp parallel   
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
      call POMP2_Do_enter(opari2_region_1,
     &opari2_ctc_1 )
#line 7 "loops.f"
!$omp          do
      do 10 i = 1, n
         do 10 j = 1, n
            a(i, j) = 0.0
   10 continue
#line 11 "loops.f"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_1,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1,
     &pomp2_old_task)
      call POMP2_Do_exit(opari2_region_1)
      call POMP2_Parallel_end(opari2_region_1)
#line 11 "loops.f"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_1,
     &pomp2_old_task)
#line 12 "loops.f"
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_2,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_2 )
#line 12 "loops.f"
!$omp parallel    private(j)
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_2)
      call POMP2_Do_enter(opari2_region_2,
     &opari2_ctc_2 )
#line 12 "loops.f"
!$omp          do           
      do 20, i = 1, n
         do 25 j = 1, n
   25    a(i, j) = a(i, j) + 1.0
   20 a(i, 1) = 2.0
#line 16 "loops.f"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_2,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_2,
     &pomp2_old_task)
      call POMP2_Do_exit(opari2_region_2)
      call POMP2_Parallel_end(opari2_region_2)
#line 16 "loops.f"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_2,
     &pomp2_old_task)
#line 17 "loops.f"
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_3,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_3 )
#line 17 "loops.f"
!$omp parallel
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_3)
#line 18 "loops.f"
      call POMP2_Do_enter(opari2_region_4,
     &opari2_ctc_4 )
#line 18 "loops.f"
!$omp do
      do 30 i = 1, n
         k = i
         do 30 j = 1, n
            a(i, j) = k
   30 continue
#line 23 "loops.f"
!$omp end do  nowait
      call POMP2_Implicit_barrier_enter(opari2_region_4,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_4,
     &pomp2_old_task)
      call POMP2_Do_exit(opari2_region_4)
#line 24 "loops.f"
      call POMP2_Do_enter(opari2_region_5,
     &opari2_ctc_5 )
#line 24 "loops.f"
!$omp do
      do 40 i = 1, n
         do 35 j = 1, n
            a(i, j) = a(i, j) * 2.0
   35    continue

   40 end do
#line 30 "loops.f"
!$omp end do  nowait
      call POMP2_Implicit_barrier_enter(opari2_region_5,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_5,
     &pomp2_old_task)
      call POMP2_Do_exit(opari2_region_5)
#line 31 "loops.f"
      call POMP2_Implicit_barrier_enter(opari2_region_3,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_3,
     &pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_3)
#line 31 "loops.f"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_3,
     &pomp2_old_task)
#line 32 "loops.f"
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_6,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_6 )
#line 32 "loops.f"
!$omp parallel   
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_6)
      call POMP2_Do_enter(opari2_region_6,
     &opari2_ctc_6 )
#line 32 "loops.f"
!$omp          do
      do 50 i = 1, n
         a(i, i) = 1.0
   50 continue
c a comment before the next statement
#line 35 "loops.f"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_6,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_6,
     &pomp2_old_task)
      call POMP2_Do_exit(opari2_region_6)
      call POMP2_Parallel_end(opari2_region_6)
#line 35 "loops.f"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_6,
     &pomp2_old_task)
#line 37 "loops.f"
      k = 0
      end

      subroutine POMP2_Init_reg_0e927dc216dd90b0_6()
         include 'loops.f.opari.inc'
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
         call POMP2_Assign_handle( opari2_region_6, 
     &   opari2_ctc_6 )
      end
