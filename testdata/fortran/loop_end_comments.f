c Comment and blank lines after a do loop whose end directive is left
c out go before the end directive that the instrumenter supplies, as in
c the reference (NAS 3.4 BT and SP exact_rhs.f); the source line after
c them keeps its line number. A directive of another tool (!GCC$) after
c the loop applies to what follows it: the end goes before it.
      program comments
      implicit none
      integer i, k, n(10)
      k = 0
!$omp parallel default(shared) private(i)
c---------------------------------------------------------------------
c     initialize
c---------------------------------------------------------------------
!$omp do schedule(static)
      do i = 1, 10
         n(i) = i
      enddo

c---------------------------------------------------------------------
c     sum
c---------------------------------------------------------------------
!$omp do schedule(static) reduction(+:k)
      do 10 i = 1, 10
         k = k + n(i)
   10 continue
c     comment lines, a blank line and a comment, then the end of the
c     parallel region

c     (the end directive goes before it)
!$omp end parallel
!$omp parallel do
      do i = 1, 10
         n(i) = 2 * n(i)
      end do
c     comment lines, then a statement
c     (the end directive goes before the statement)
      k = k + n(10)
!$omp parallel do
      do i = 1, 10
         n(i) = n(i) + 1
      end do
c     a directive of another tool
!GCC$ ivdep
      do i = 1, 10
         k = k + n(i)
      end do
      print *, k
      end
