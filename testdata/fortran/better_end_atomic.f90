! The optional "!$omp end atomic" after the atomic statement: the exit
! event goes after it (the reference put it between the statement and the
! end directive, which does not compile). atomic capture has two
! statements and a required end atomic.
subroutine counters(x, v)
  implicit none
  integer, intent(inout) :: x
  integer, intent(out) :: v
  !$omp parallel
  !$omp atomic
  x = x + 1
  !$omp end atomic
  !$omp atomic update
  x = x + 2

  ! a comment between the statement and the end directive
  !$omp end atomic
  !$omp atomic read
  v = x
  !$omp atomic capture
  v = x
  x = x + 1
  !$omp end atomic
  !$omp atomic
  x = x + 3
  !$omp end parallel
end subroutine counters
