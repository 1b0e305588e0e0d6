c Fixed form: blanks mean nothing, so "DO 10 I" is "DO10I" and the
c shape of the statement decides (DO10I=1.10 would be an assignment).
      subroutine kw(n)
      integer n, i, do10i, enddo, if
      real do20j
      do10i = 1
      do20j = 1.20
      enddo = 2
      if = 3
!$omp parallel do
      DO10I=1,N
      do10i = do10i + i
   10 CONTINUE
!$omp parallel do
      DO 20, I = 1, N
      enddo = enddo + if
   20 continue
      end
