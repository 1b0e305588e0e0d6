! master taskloop, with and without its end directive.
program master_taskloop
  implicit none
  integer :: i, acc, s
  acc = 0
  s = 0
!$omp parallel num_threads(2)
!$omp master taskloop reduction(+:acc)
  do i = 1, 16
    acc = acc + i
  end do
!$omp end master taskloop
!$omp master taskloop simd reduction(+:s) grainsize(2)
  do i = 1, 8
    s = s + i
  end do
!$omp end parallel
  print *, acc, s
end program master_taskloop
