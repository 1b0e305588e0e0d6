c Directives of other tools in fixed form. The reference dropped comment
c lines right after a directive; directives of other tools are kept.
      subroutine vec(a, b, n)
      integer n, i
      real a(n), b(n)
!$omp parallel do
!GCC$ ivdep
      do i = 1, n
         a(i) = a(i) + b(i)
      end do
CDIR$ IVDEP
!$omp parallel do
      do i = 1, n
         b(i) = a(i)
      end do
      end
