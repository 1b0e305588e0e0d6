c Selective instrumentation in every fixed-form sentinel the reference
c accepts: C$POMP, c$pomp, *$POMP, !$POMP and the POMP$ spellings
c CPOMP$, cpomp$, *POMP$, !POMP$; each POMP directive at least once.
      program sentinels
      implicit none
      integer i, s
C$POMP INST INIT
      s = 0
c$pomp inst begin(outer)
      do i = 1, 10
         s = s + i
         if (s .gt. 20) then
*$POMP INST ALTEND(outer)
            goto 100
         end if
      end do
!$POMP INST END(outer)
  100 continue
CPOMP$ INST OFF
*POMP$ INST BEGIN(hidden)
      s = s + 1
!POMP$ INST END(hidden)
cpomp$ inst on
*pomp$ noinstrument
!$omp parallel
!$omp critical
      s = s + 1
!$omp end critical
!$omp end parallel
!pomp$ instrument
C$POMP INST BEGIN(last)
      s = s + 1
c$pomp inst end(last)
      print *, s
CPOMP$ INST FINALIZE
      end
