c A clause alone on a continuation line in fixed form.
      subroutine clauses(a, n, nt)
      integer n, nt, i
      real a(n)
!$omp parallel
!$omp& default(none)
!$omp& shared(a, n) private(i)
!$omp do
      do 10 i = 1, n
         a(i) = 0.0
   10 continue
!$omp end parallel
c$omp parallel
c$omp+ num_threads(nt)
c$omp+ if(n .gt. 10)
      a(1) = 1.0
c$omp end parallel
      end
