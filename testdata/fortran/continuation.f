c Continuation corner cases in fixed form: any character in column 6,
c comment lines between continuation lines, code continued over lines
c (also inside a character literal), columns 73 and beyond untouched.
      subroutine cont(a, n)
      integer n, i, s
      real a(n)
      character*60 msg
      s = 0
!$omp parallel
!$omp+shared(a,
!$omp1 n, s)
c a comment between continuation lines
!$omp& private(i)
!$omp do
!$omp$reduction(+:s)
      do 10 i = 1,
     &          n
         s = s +
     +       i
   10 continue
!$omp end do
      msg = 'a literal continued
     &over two lines with ! and !$omp barrier inside'
!$omp end parallel
      a(1) = real(s)
c comment in the middle
     1     + 1.0
      end
