
#line 1 "better_ifdef.F"
c Preprocessor conditionals in fixed form.
      subroutine cond(a, n)
      include 'better_ifdef.F.opari.inc'
#line 3 "better_ifdef.F"
      integer n, i
      real a(n)
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_1 )
#line 5 "better_ifdef.F"
!$omp parallel   
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
      call POMP2_Do_enter(opari2_region_1,
     &opari2_ctc_1 )
#line 5 "better_ifdef.F"
!$omp          do
#ifdef REVERSE
      do 10 i = n, 1, -1
#else
      do 10 i = 1, n
#endif
         a(i) = 0.0
   10 continue
#line 12 "better_ifdef.F"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_1,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1,
     &pomp2_old_task)
      call POMP2_Do_exit(opari2_region_1)
      call POMP2_Parallel_end(opari2_region_1)
#line 12 "better_ifdef.F"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_1,
     &pomp2_old_task)
#line 13 "better_ifdef.F"
      end

      subroutine POMP2_Init_reg_6469c3f6ff403f4e_1()
         include 'better_ifdef.F.opari.inc'
         call POMP2_Assign_handle( opari2_region_1, 
     &   opari2_ctc_1 )
      end
