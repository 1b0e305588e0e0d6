
#line 1 "pomp_sentinels.f"
c Selective instrumentation in every fixed-form sentinel the reference
c accepts: C$POMP, c$pomp, *$POMP, !$POMP and the POMP$ spellings
c CPOMP$, cpomp$, *POMP$, !POMP$; each POMP directive at least once.
      program sentinels
      implicit none
      include 'pomp_sentinels.f.opari.inc'
#line 6 "pomp_sentinels.f"
      integer i, s
      call POMP2_Init()
#line 8 "pomp_sentinels.f"
      s = 0
      call POMP2_Begin(opari2_region_1, opari2_ctc_1)
#line 10 "pomp_sentinels.f"
      do i = 1, 10
         s = s + i
         if (s .gt. 20) then
      call POMP2_End(opari2_region_1)
#line 14 "pomp_sentinels.f"
            goto 100
         end if
      end do
      call POMP2_End(opari2_region_1)
#line 18 "pomp_sentinels.f"
  100 continue
      call POMP2_Off()
#line 20 "pomp_sentinels.f"
      call POMP2_Begin(opari2_region_2, opari2_ctc_2)
#line 21 "pomp_sentinels.f"
      s = s + 1
      call POMP2_End(opari2_region_2)
#line 23 "pomp_sentinels.f"
      call POMP2_On()
#line 24 "pomp_sentinels.f"
#line 25 "pomp_sentinels.f"
      pomp2_num_threads = pomp2_lib_get_max_threads()
      pomp2_if = .true.
      call POMP2_Parallel_fork(opari2_region_3,
     &pomp2_if, pomp2_num_threads, pomp2_old_task,
     &opari2_ctc_3 )
#line 25 "pomp_sentinels.f"
!$omp parallel
!$omp& firstprivate(pomp2_old_task) private(pomp2_new_task)
!$omp& num_threads(pomp2_num_threads)
      call POMP2_Parallel_begin(opari2_region_3)
#line 26 "pomp_sentinels.f"
!$omp critical
      s = s + 1
!$omp end critical
      call POMP2_Parallel_end(opari2_region_3)
!$omp end parallel
      call POMP2_Parallel_join(opari2_region_3,
     &pomp2_old_task)
#line 30 "pomp_sentinels.f"
#line 31 "pomp_sentinels.f"
      call POMP2_Begin(opari2_region_4, opari2_ctc_4)
#line 32 "pomp_sentinels.f"
      s = s + 1
      call POMP2_End(opari2_region_4)
#line 34 "pomp_sentinels.f"
      print *, s
      call POMP2_Finalize()
#line 36 "pomp_sentinels.f"
      end

      subroutine POMP2_Init_reg_64e50dc2816977ef_1()
         include 'pomp_sentinels.f.opari.inc'
         call POMP2_Assign_handle( opari2_region_3, 
     &   opari2_ctc_3 )
      end

      subroutine POMP2_USER_Init_reg_64e50dc2816977ef_3()
         include 'pomp_sentinels.f.opari.inc'
         call POMP2_USER_Assign_handle( opari2_region_1, 
     &   opari2_ctc_1 )
         call POMP2_USER_Assign_handle( opari2_region_2, 
     &   opari2_ctc_2 )
         call POMP2_USER_Assign_handle( opari2_region_4, 
     &   opari2_ctc_4 )
      end
