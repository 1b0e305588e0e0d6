
#line 1 "constructs.f"
c Every construct of the POMP2 model in fixed form: the three sentinels,
c directive continuation in column 6, code continuation lines.
      program constructs
      implicit none
      include 'constructs.f.opari.inc'
#line 5 "constructs.f"
      integer n
      parameter (n = 100)
      integer i, j, k, s, k1, k2
      real a(n), b(n)
      integer*8 lck
      integer tp
      common /tpc/ tp
#line 12 "constructs.f"
c$omp threadprivate(/tpc/)

      s = 0
      k = 0
      j = 0
      do 5 i = 1, n
         a(i) = 1.0
    5 continue
      call POMP2_Init_lock(lck)
      pomp2_num_threads = 2
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_1 )
#line 21 "constructs.f"
!$omp parallel private(i)
!$omp+ shared(a, b, s, k, j, lck, k1, k2)
!$omp&               
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
#line 24 "constructs.f"
      call POMP2_Do_enter(opari2_region_2,
     &opari2_ctc_2 )
#line 24 "constructs.f"
c$omp do schedule(static,
c$omp& 4)
      do 10 i = 1, n
         b(i) = 2.0 *
     &          a(i)
   10 continue
#line 30 "constructs.f"
c$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_2,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_2,
     &pomp2_old_task)
      call POMP2_Do_exit(opari2_region_2)
#line 31 "constructs.f"
      call POMP2_Do_enter(opari2_region_3,
     &opari2_ctc_3 )
#line 31 "constructs.f"
*$omp do reduction(+:s)
      do i = 1, n
         s = s + 1
      end do
#line 35 "constructs.f"
*$omp end do nowait
      call POMP2_Do_exit(opari2_region_3)
#line 36 "constructs.f"
      call POMP2_Sections_enter(opari2_region_4,
     &opari2_ctc_4 )
#line 36 "constructs.f"
c$omp sections
#line 37 "constructs.f"
c$omp section
      call POMP2_Section_begin(opari2_region_4,
     &opari2_ctc_4 )
#line 38 "constructs.f"
      k1 = 1
      call POMP2_Section_end(opari2_region_4)
#line 39 "constructs.f"
c$omp section
      call POMP2_Section_begin(opari2_region_4,
     &opari2_ctc_4 )
#line 40 "constructs.f"
      k2 = 2
      call POMP2_Section_end(opari2_region_4)
#line 41 "constructs.f"
c$omp end sections nowait
      call POMP2_Implicit_barrier_enter(opari2_region_4,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_4,
     &pomp2_old_task)
      call POMP2_Sections_exit(opari2_region_4)
#line 42 "constructs.f"
      call POMP2_Single_enter(opari2_region_5,
     &opari2_ctc_5 )
#line 42 "constructs.f"
!$omp single
      call POMP2_Single_begin(opari2_region_5)
#line 43 "constructs.f"
      j = 1
      call POMP2_Single_end(opari2_region_5)
#line 44 "constructs.f"
!$omp end single nowait
      call POMP2_Implicit_barrier_enter(opari2_region_5,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_5,
     &pomp2_old_task)
      call POMP2_Single_exit(opari2_region_5)
#line 45 "constructs.f"
      call POMP2_Single_enter(opari2_region_6,
     &opari2_ctc_6 )
#line 45 "constructs.f"
!$omp single
      call POMP2_Single_begin(opari2_region_6)
#line 46 "constructs.f"
      j = 2
      call POMP2_Single_end(opari2_region_6)
#line 47 "constructs.f"
!$omp end single nowait
      call POMP2_Single_exit(opari2_region_6)
#line 48 "constructs.f"
#line 48 "constructs.f"
!$omp master
      call POMP2_Master_begin(opari2_region_7,
     &opari2_ctc_7 )
#line 49 "constructs.f"
      k = k + 1
      call POMP2_Master_end(opari2_region_7)
#line 50 "constructs.f"
!$omp end master
      call POMP2_Critical_enter(opari2_region_8,
     &opari2_ctc_8 )
#line 51 "constructs.f"
!$omp critical
      call POMP2_Critical_begin(opari2_region_8)
#line 52 "constructs.f"
      s = s + 1
      call POMP2_Critical_end(opari2_region_8)
#line 53 "constructs.f"
!$omp end critical
      call POMP2_Critical_exit(opari2_region_8)
#line 54 "constructs.f"
      call POMP2_Critical_enter(opari2_region_9,
     &opari2_ctc_9 )
#line 54 "constructs.f"
!$omp critical (upd)
      call POMP2_Critical_begin(opari2_region_9)
#line 55 "constructs.f"
      k = k + 1
      call POMP2_Critical_end(opari2_region_9)
#line 56 "constructs.f"
!$omp end critical (upd)
      call POMP2_Critical_exit(opari2_region_9)
#line 57 "constructs.f"
      call POMP2_Atomic_enter(opari2_region_10,
     &opari2_ctc_10 )
#line 57 "constructs.f"
!$omp atomic
      s = s + 1
      call POMP2_Atomic_exit(opari2_region_10)
#line 59 "constructs.f"
      call POMP2_Flush_enter(opari2_region_11,
     &opari2_ctc_11 )
#line 59 "constructs.f"
!$omp flush (s)
      call POMP2_Flush_exit(opari2_region_11)
#line 60 "constructs.f"
      call POMP2_Barrier_enter(opari2_region_12,
     &pomp2_old_task,
     &opari2_ctc_12 )
#line 60 "constructs.f"
!$omp barrier
      call POMP2_Barrier_exit(opari2_region_12,
     &pomp2_old_task)
#line 61 "constructs.f"
      call POMP2_Do_enter(opari2_region_13,
     &opari2_ctc_13 )
#line 61 "constructs.f"
!$omp do ordered
      do 20 i = 1, 4
      call POMP2_Ordered_enter(opari2_region_14,
     &opari2_ctc_14 )
#line 63 "constructs.f"
!$omp ordered
      call POMP2_Ordered_begin(opari2_region_14)
#line 64 "constructs.f"
         s = s + i
      call POMP2_Ordered_end(opari2_region_14)
#line 65 "constructs.f"
!$omp end ordered
      call POMP2_Ordered_exit(opari2_region_14)
#line 66 "constructs.f"
   20 continue
#line 67 "constructs.f"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_13,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_13,
     &pomp2_old_task)
      call POMP2_Do_exit(opari2_region_13)
#line 68 "constructs.f"
      pomp2_if = .true.
      if (pomp2_if) then
      call POMP2_Task_create_begin(opari2_region_15,
     &pomp2_new_task,
     &pomp2_old_task, 
     &pomp2_if,
     &opari2_ctc_15 )
      end if
#line 68 "constructs.f"
!$omp task firstprivate(i) shared(s)
!$omp& if(pomp2_if) firstprivate(pomp2_new_task, pomp2_if)
      if (pomp2_if) then
      call POMP2_Task_begin(opari2_region_15, pomp2_new_task)
      end if
#line 69 "constructs.f"
      call POMP2_Atomic_enter(opari2_region_16,
     &opari2_ctc_16 )
#line 69 "constructs.f"
!$omp atomic
      s = s + 1
      call POMP2_Atomic_exit(opari2_region_16)
#line 71 "constructs.f"
      if (pomp2_if) then
      call POMP2_Task_end(opari2_region_15)
      end if
#line 71 "constructs.f"
!$omp end task
      if (pomp2_if) then
      call POMP2_Task_create_end(opari2_region_15,
     &pomp2_old_task)
      end if
#line 72 "constructs.f"
      call POMP2_Taskwait_begin(opari2_region_17,
     &pomp2_old_task,
     &opari2_ctc_17 )
#line 72 "constructs.f"
!$omp taskwait
      call POMP2_Taskwait_end(opari2_region_17,
     &pomp2_old_task)
#line 73 "constructs.f"
      call POMP2_Workshare_enter(opari2_region_18,
     &opari2_ctc_18 )
#line 73 "constructs.f"
!$omp workshare
      b = a
#line 75 "constructs.f"
!$omp end workshare nowait
      call POMP2_Implicit_barrier_enter(opari2_region_18,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_18,
     &pomp2_old_task)
      call POMP2_Workshare_exit(opari2_region_18)
#line 76 "constructs.f"
      call POMP2_Set_lock(lck)
      s = s + 1
      call POMP2_Unset_lock(lck)
      call POMP2_Implicit_barrier_enter(opari2_region_1,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1,
     &pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_1)
#line 79 "constructs.f"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_1,
     &pomp2_old_task)
#line 80 "constructs.f"
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_19,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_19 )
#line 80 "constructs.f"
!$omp parallel   
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_19)
      call POMP2_Do_enter(opari2_region_19,
     &opari2_ctc_19 )
#line 80 "constructs.f"
!$omp          do
      do 30 i = 1, n
         a(i) = b(i)
   30 continue
#line 84 "constructs.f"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_19,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_19,
     &pomp2_old_task)
      call POMP2_Do_exit(opari2_region_19)
      call POMP2_Parallel_end(opari2_region_19)
#line 84 "constructs.f"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_19,
     &pomp2_old_task)
#line 85 "constructs.f"
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_20,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_20 )
#line 85 "constructs.f"
!$omp parallel          
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_20)
      call POMP2_Workshare_enter(opari2_region_20,
     &opari2_ctc_20 )
#line 85 "constructs.f"
!$omp          workshare
      a = b
#line 87 "constructs.f"
!$omp end workshare nowait
      call POMP2_Implicit_barrier_enter(opari2_region_20,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_20,
     &pomp2_old_task)
      call POMP2_Workshare_exit(opari2_region_20)
      call POMP2_Parallel_end(opari2_region_20)
#line 87 "constructs.f"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_20,
     &pomp2_old_task)
#line 88 "constructs.f"
      call POMP2_Destroy_lock(lck)
      print *, s, k, j, k1 + k2, sum(a)
      end program constructs

      subroutine POMP2_Init_reg_ad784fdaeb39246f_20()
         include 'constructs.f.opari.inc'
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
         call POMP2_Assign_handle( opari2_region_7, 
     &   opari2_ctc_7 )
         call POMP2_Assign_handle( opari2_region_8, 
     &   opari2_ctc_8 )
         call POMP2_Assign_handle( opari2_region_9, 
     &   opari2_ctc_9 )
         call POMP2_Assign_handle( opari2_region_10, 
     &   opari2_ctc_10 )
         call POMP2_Assign_handle( opari2_region_11, 
     &   opari2_ctc_11 )
         call POMP2_Assign_handle( opari2_region_12, 
     &   opari2_ctc_12 )
         call POMP2_Assign_handle( opari2_region_13, 
     &   opari2_ctc_13 )
         call POMP2_Assign_handle( opari2_region_14, 
     &   opari2_ctc_14 )
         call POMP2_Assign_handle( opari2_region_15, 
     &   opari2_ctc_15 )
         call POMP2_Assign_handle( opari2_region_16, 
     &   opari2_ctc_16 )
         call POMP2_Assign_handle( opari2_region_17, 
     &   opari2_ctc_17 )
         call POMP2_Assign_handle( opari2_region_18, 
     &   opari2_ctc_18 )
         call POMP2_Assign_handle( opari2_region_19, 
     &   opari2_ctc_19 )
         call POMP2_Assign_handle( opari2_region_20, 
     &   opari2_ctc_20 )
      end
