c The optional end atomic in fixed form.
      subroutine counters(x)
      integer x
!$omp parallel
!$omp atomic
      x = x + 1
!$omp end atomic
c$omp atomic
      x = x +
     &    2
c$omp end atomic
!$omp end parallel
      end
