
#line 1 "ordered_standalone.F"
c A stand-alone ordered directive (depend(sink: ...), depend(source) and
c the OpenMP 5.2 spelling doacross(...)) owns no block and has no end
c directive, in fixed form too: it passes through with a warning. The
c doacross loop is compiled by OpenMP 5.2 compilers only.
      program standalone
      implicit none
      include 'ordered_standalone.F.opari.inc'
#line 7 "ordered_standalone.F"
      integer a(0:100), i
      do 5 i = 0, 100
         a(i) = 0
    5 continue
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_1 )
#line 11 "ordered_standalone.F"
c$omp parallel              
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
      call POMP2_Do_enter(opari2_region_1,
     &opari2_ctc_1 )
#line 11 "ordered_standalone.F"
c$omp          do ordered(1)
      do 10 i = 1, 100
c$omp ordered depend(sink: i-1)
         a(i) = a(i-1) + i
*$omp ordered
*$omp+depend(source)
   10 continue
#line 17 "ordered_standalone.F"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_1,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1,
     &pomp2_old_task)
      call POMP2_Do_exit(opari2_region_1)
      call POMP2_Parallel_end(opari2_region_1)
#line 17 "ordered_standalone.F"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_1,
     &pomp2_old_task)
#line 18 "ordered_standalone.F"
      print *, a(100)
#if _OPENMP >= 202111
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_2,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_2 )
#line 20 "ordered_standalone.F"
!$omp parallel              
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_2)
      call POMP2_Do_enter(opari2_region_2,
     &opari2_ctc_2 )
#line 20 "ordered_standalone.F"
!$omp          do ordered(1)
      do i = 1, 100
!$omp ordered doacross(sink: i-1)
         a(i) = a(i) + a(i-1)
!$omp ordered doacross(source:)
      end do
#line 25 "ordered_standalone.F"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_2,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_2,
     &pomp2_old_task)
      call POMP2_Do_exit(opari2_region_2)
      call POMP2_Parallel_end(opari2_region_2)
#line 25 "ordered_standalone.F"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_2,
     &pomp2_old_task)
#line 26 "ordered_standalone.F"
#endif
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_3,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_3 )
#line 27 "ordered_standalone.F"
c$omp parallel           
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_3)
      call POMP2_Do_enter(opari2_region_3,
     &opari2_ctc_3 )
#line 27 "ordered_standalone.F"
c$omp          do ordered
      do 20 i = 1, 4
      call POMP2_Ordered_enter(opari2_region_4,
     &opari2_ctc_4 )
#line 29 "ordered_standalone.F"
c$omp ordered
      call POMP2_Ordered_begin(opari2_region_4)
#line 30 "ordered_standalone.F"
         print *, i
      call POMP2_Ordered_end(opari2_region_4)
#line 31 "ordered_standalone.F"
c$omp end ordered
      call POMP2_Ordered_exit(opari2_region_4)
#line 32 "ordered_standalone.F"
   20 continue
#line 33 "ordered_standalone.F"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_3,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_3,
     &pomp2_old_task)
      call POMP2_Do_exit(opari2_region_3)
      call POMP2_Parallel_end(opari2_region_3)
#line 33 "ordered_standalone.F"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_3,
     &pomp2_old_task)
#line 34 "ordered_standalone.F"
      end

      subroutine POMP2_Init_reg_2f93277ab4b3712e_4()
         include 'ordered_standalone.F.opari.inc'
         call POMP2_Assign_handle( opari2_region_1, 
     &   opari2_ctc_1 )
         call POMP2_Assign_handle( opari2_region_2, 
     &   opari2_ctc_2 )
         call POMP2_Assign_handle( opari2_region_3, 
     &   opari2_ctc_3 )
         call POMP2_Assign_handle( opari2_region_4, 
     &   opari2_ctc_4 )
      end
