c Loop constructs without end directive: the end goes after the loop,
c also when labelled loops share their terminal statement (the construct
c is on the outermost of them) or end on an action statement.
      subroutine loops(a, n)
      integer n, i, j, k
      real a(n, n)
!$omp parallel do
      do 10 i = 1, n
         do 10 j = 1, n
            a(i, j) = 0.0
   10 continue
!$omp parallel do private(j)
      do 20, i = 1, n
         do 25 j = 1, n
   25    a(i, j) = a(i, j) + 1.0
   20 a(i, 1) = 2.0
!$omp parallel
!$omp do
      do 30 i = 1, n
         k = i
         do 30 j = 1, n
            a(i, j) = k
   30 continue
!$omp do
      do 40 i = 1, n
         do 35 j = 1, n
            a(i, j) = a(i, j) * 2.0
   35    continue

   40 end do
!$omp end parallel
!$omp parallel do
      do 50 i = 1, n
         a(i, i) = 1.0
   50 continue
c a comment before the next statement
      k = 0
      end
