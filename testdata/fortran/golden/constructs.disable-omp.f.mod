
#line 1 "constructs.f"
c Every construct of the POMP2 model in fixed form: the three sentinels,
c directive continuation in column 6, code continuation lines.
      program constructs
      implicit none
      include 'constructs.disable-omp.f.opari.inc'
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
      call omp_init_lock(lck)
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
#line 24 "constructs.f"
c$omp do schedule(static,
c$omp& 4)
      do 10 i = 1, n
         b(i) = 2.0 *
     &          a(i)
   10 continue
#line 30 "constructs.f"
c$omp end do
#line 31 "constructs.f"
*$omp do reduction(+:s)
      do i = 1, n
         s = s + 1
      end do
#line 35 "constructs.f"
*$omp end do nowait
#line 36 "constructs.f"
c$omp sections
#line 37 "constructs.f"
c$omp section
      k1 = 1
#line 39 "constructs.f"
c$omp section
      k2 = 2
#line 41 "constructs.f"
c$omp end sections
#line 42 "constructs.f"
!$omp single
      j = 1
#line 44 "constructs.f"
!$omp end single
#line 45 "constructs.f"
!$omp single
      j = 2
#line 47 "constructs.f"
!$omp end single nowait
#line 48 "constructs.f"
!$omp master
      k = k + 1
#line 50 "constructs.f"
!$omp end master
#line 51 "constructs.f"
!$omp critical
      s = s + 1
#line 53 "constructs.f"
!$omp end critical
#line 54 "constructs.f"
!$omp critical (upd)
      k = k + 1
#line 56 "constructs.f"
!$omp end critical (upd)
#line 57 "constructs.f"
!$omp atomic
      s = s + 1
#line 59 "constructs.f"
!$omp flush (s)
#line 60 "constructs.f"
!$omp barrier
#line 61 "constructs.f"
!$omp do ordered
      do 20 i = 1, 4
#line 63 "constructs.f"
!$omp ordered
         s = s + i
#line 65 "constructs.f"
!$omp end ordered
   20 continue
#line 67 "constructs.f"
!$omp end do
#line 68 "constructs.f"
!$omp task firstprivate(i) shared(s)
#line 69 "constructs.f"
!$omp atomic
      s = s + 1
#line 71 "constructs.f"
!$omp end task
#line 72 "constructs.f"
!$omp taskwait
#line 73 "constructs.f"
!$omp workshare
      b = a
#line 75 "constructs.f"
!$omp end workshare
      call omp_set_lock(lck)
      s = s + 1
      call omp_unset_lock(lck)
      call POMP2_Parallel_end(opari2_region_1)
#line 79 "constructs.f"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_1,
     &pomp2_old_task)
#line 80 "constructs.f"
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_2,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_2 )
#line 80 "constructs.f"
!$omp parallel   
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_2)
#line 80 "constructs.f"
!$omp          do
      do 30 i = 1, n
         a(i) = b(i)
   30 continue
#line 84 "constructs.f"
!$omp end do
      call POMP2_Parallel_end(opari2_region_2)
#line 84 "constructs.f"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_2,
     &pomp2_old_task)
#line 85 "constructs.f"
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_3,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_3 )
#line 85 "constructs.f"
!$omp parallel          
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_3)
#line 85 "constructs.f"
!$omp          workshare
      a = b
#line 87 "constructs.f"
!$omp end workshare
      call POMP2_Parallel_end(opari2_region_3)
#line 87 "constructs.f"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_3,
     &pomp2_old_task)
#line 88 "constructs.f"
      call omp_destroy_lock(lck)
      print *, s, k, j, k1 + k2, sum(a)
      end program constructs

      subroutine POMP2_Init_reg_ad784fdaeb39246f_3()
         include 'constructs.disable-omp.f.opari.inc'
         call POMP2_Assign_handle( opari2_region_1, 
     &   opari2_ctc_1 )
         call POMP2_Assign_handle( opari2_region_2, 
     &   opari2_ctc_2 )
         call POMP2_Assign_handle( opari2_region_3, 
     &   opari2_ctc_3 )
      end
