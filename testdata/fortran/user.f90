! POMP user instrumentation: init, user regions with an alternative end,
! instrumentation switched off and on, and noinstrument/instrument
! around OpenMP constructs (the parallel regions stay instrumented).
program user
  implicit none
  integer :: i, s
  !$POMP INST INIT
  s = 0
  !$POMP INST BEGIN(setup)
  do i = 1, 10
    s = s + i
    if (s > 20) then
      !$POMP INST ALTEND(setup)
      goto 100
    end if
  end do
  !$POMP INST END(setup)
100 continue
  !$pomp inst off
  call work(s)
  !$pomp inst on
  !$POMP NOINSTRUMENT
  !$omp parallel
  !$omp critical
  s = s + 1
  !$omp end critical
  !$omp end parallel
  !$omp parallel do
  do i = 1, 4
    s = s + 1
  end do
  !$POMP INSTRUMENT
  !$POMP INST FINALIZE
contains
  subroutine work(k)
    integer, intent(inout) :: k
    !$pomp inst begin(work)
    k = k + 1
    !$pomp inst end(work)
  end subroutine work
end program user
