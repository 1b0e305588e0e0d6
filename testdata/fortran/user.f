c POMP user instrumentation in fixed form (c$pomp and *$pomp sentinels).
      subroutine user(k)
      integer k
c$pomp inst begin(fixed)
      k = k + 1
*$pomp inst end(fixed)
      end
