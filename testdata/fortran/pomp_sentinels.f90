! Selective instrumentation in both free-form sentinels the reference
! accepts, !$POMP and !POMP$, in upper and lower case; each POMP
! directive at least once.
program sentinels
  implicit none
  integer :: i, s
  !POMP$ INST INIT
  s = 0
  !pomp$ inst begin(outer)
  do i = 1, 10
    s = s + i
    if (s > 20) then
      !POMP$ INST ALTEND(outer)
      goto 100
    end if
  end do
  !$pomp inst end(outer)
100 continue
  !POMP$ INST OFF
  !$POMP INST BEGIN(hidden)
  s = s + 1
  !pomp$ inst end(hidden)
  !pomp$ inst on
  !POMP$ NOINSTRUMENT
  !$omp parallel
  !$omp critical
  s = s + 1
  !$omp end critical
  !$omp end parallel
  !POMP$ INSTRUMENT
  call work(s)
  print *, s
  !pomp$ inst finalize
contains
  subroutine work(k)
    integer, intent(inout) :: k
    !POMP$ INST BEGIN(work)
    k = k + 1
    !POMP$ INST END(work)
  end subroutine work
end program sentinels
