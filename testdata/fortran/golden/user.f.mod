
#line 1 "user.f"
c POMP user instrumentation in fixed form (c$pomp and *$pomp sentinels).
      subroutine user(k)
      include 'user.f.opari.inc'
#line 3 "user.f"
      integer k
      call POMP2_Begin(opari2_region_1, opari2_ctc_1)
#line 5 "user.f"
      k = k + 1
      call POMP2_End(opari2_region_1)
#line 7 "user.f"
      end

      subroutine POMP2_USER_Init_reg_55ed750862cb8510_1()
         include 'user.f.opari.inc'
         call POMP2_USER_Assign_handle( opari2_region_1, 
     &   opari2_ctc_1 )
      end
