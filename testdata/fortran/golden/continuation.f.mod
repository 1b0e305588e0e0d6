
#line 1 "continuation.f"
c Continuation corner cases in fixed form: any character in column 6,
c comment lines between continuation lines, code continued over lines
c (also inside a character literal), columns 73 and beyond untouched.
      subroutine cont(a, n)
      include 'continuation.f.opari.inc'
#line 5 "continuation.f"
      integer n, i, s
      real a(n)
      character*60 msg
      s = 0
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_1,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_1 )
#line 9 "continuation.f"
!$omp parallel
!$omp+shared(a,
!$omp1 n, s)
!$omp& private(i)
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_1)
#line 13 "continuation.f"
      call POMP2_Do_enter(opari2_region_2,
     &opari2_ctc_2 )
#line 14 "continuation.f"
!$omp do
!$omp$reduction(+:s)
      do 10 i = 1,
     &          n
         s = s +
     +       i
   10 continue
#line 21 "continuation.f"
!$omp end do nowait
      call POMP2_Implicit_barrier_enter(opari2_region_2,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_2,
     &pomp2_old_task)
      call POMP2_Do_exit(opari2_region_2)
#line 22 "continuation.f"
      msg = 'a literal continued
     &over two lines with ! and !$omp barrier inside'
      call POMP2_Implicit_barrier_enter(opari2_region_1,
     &pomp2_old_task)
!$omp barrier
      call POMP2_Implicit_barrier_exit(opari2_region_1,
     &pomp2_old_task)
      call POMP2_Parallel_end(opari2_region_1)
#line 24 "continuation.f"
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_1,
     &pomp2_old_task)
#line 25 "continuation.f"
      a(1) = real(s)
c comment in the middle
     1     + 1.0
      end

      subroutine POMP2_Init_reg_97293e04dd7b6161_2()
         include 'continuation.f.opari.inc'
         call POMP2_Assign_handle( opari2_region_1, 
     &   opari2_ctc_1 )
         call POMP2_Assign_handle( opari2_region_2, 
     &   opari2_ctc_2 )
      end
