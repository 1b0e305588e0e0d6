! A program with known event counts; the Fortran twin of counts.c,
! checked by TestProfileVisitCounts.
program counts
  implicit none
  integer :: i, rep, total, hits
  total = 0
  hits = 0
  !$pomp inst begin(phase)
  do rep = 1, 3
    !$omp parallel num_threads(2)
    !$omp do schedule(static)
    do i = 0, 199
      if (mod(i, 2) == 0) then
        !$omp critical (acc)
        total = total + i
        !$omp end critical (acc)
      else
        !$omp atomic
        hits = hits + 1
      end if
    end do
    !$omp end do
    !$omp single
    total = total + 1
    !$omp end single
    !$omp end parallel
  end do
  !$pomp inst end(phase)
  print '(i0,1x,i0)', total, hits
end program counts
