c Statements separated by ';' in fixed form: a split line continues in
c column 7.
      subroutine semi(a, n)
      integer n, i, k
      real a(n)
!$omp parallel do
      do i = 1, n; a(i) = 0.0; end do; k = 1
!$omp parallel
!$omp atomic
      k = k + 1; a(1) = 1.0
!$omp end parallel
      end
