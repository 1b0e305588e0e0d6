C Keywords and sentinels in any case, fixed form.
      SUBROUTINE CASETEST(A, N)
      INTEGER N, I
      REAL A(N)
C$OMP PARALLEL DO
      DO 10 I = 1, N
         A(I) = 0.0
   10 CONTINUE
C$OMP END PARALLEL DO
*$Omp Parallel
!$OMP MASTER
      A(1) = 1.0
!$OMP END MASTER
*$Omp End Parallel
      END
