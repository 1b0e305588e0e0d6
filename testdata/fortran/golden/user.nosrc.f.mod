c POMP user instrumentation in fixed form (c$pomp and *$pomp sentinels).
      subroutine user(k)
      include 'user.nosrc.f.opari.inc'
      integer k
      call POMP2_Begin(opari2_region_1, opari2_ctc_1)
      k = k + 1
      call POMP2_End(opari2_region_1)
      end

      subroutine POMP2_USER_Init_reg_55ed750862cb8510_1()
         include 'user.nosrc.f.opari.inc'
         call POMP2_USER_Assign_handle( opari2_region_1, 
     &   opari2_ctc_1 )
      end
