! Keywords and sentinels in any case.
SUBROUTINE CaseTest(A, N)
  IMPLICIT NONE
  INTEGER, INTENT(IN) :: N
  REAL, INTENT(INOUT) :: A(N)
  INTEGER :: I
  !$OMP PARALLEL DO PRIVATE(I)
  DO I = 1, N
    A(I) = 0.0
  END DO
  !$OMP END PARALLEL DO
  !$Omp Parallel
  !$oMp Single
  A(1) = 1.0
  !$OMP END SINGLE NOWAIT
  !$omp Do
  Do I = 1, N
    A(I) = A(I) + 1.0
  EndDo
  !$OMP CRITICAL (Name)
  A(2) = 2.0
  !$OMP END CRITICAL (Name)
  !$Omp End Parallel
  !$OMP PARALLEL DO
  DO I = 1, N
    A(I) = 3.0
  ENDDO
  CALL OMP_SET_NUM_THREADS(2)
END SUBROUTINE CaseTest
