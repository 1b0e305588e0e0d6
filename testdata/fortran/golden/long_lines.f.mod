
#line 1 "long_lines.f"
c Lock calls ending at column 72: the POMP2 names are two characters
c longer, so the line continues on a new one instead of running past
c column 72 (a comment past it does not matter).
      subroutine long(lk_with_a_long_name, lk_xx)
      include 'long_lines.f.opari.inc'
#line 5 "long_lines.f"
      integer*8 lk_with_a_long_name, lk_xx
      call POMP2_Set_lock(lk_with_a_long_name); call POMP2_Unset_lock(lk
     &_xx)
      call POMP2_Init_lock(lk_with_a_long_name)                     ! note
      end
