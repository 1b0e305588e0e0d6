! Fortran combined constructs split clause by clause, every OpenMP 5.2
! form holding an instrumented construct: parallel do simd (BabelStream),
! parallel loop, parallel masked taskloop simd, parallel workshare,
! parallel sections, default(none) with lastprivate, firstprivate(x)
! lastprivate(x).
program combined_split
  implicit none
  integer :: i, n, x, acc
  integer :: a(16)
  n = 16
  x = 5
  acc = 0
!$omp parallel do simd reduction(+:acc) simdlen(4)
  do i = 1, n
    acc = acc + i
  end do
!$omp end parallel do simd
  print *, 'do simd', acc
!$omp parallel do default(none) shared(n) lastprivate(x)
  do i = 1, n
    x = i * 3
  end do
  print *, 'lastprivate', x
  x = 5
  acc = 0
!$omp parallel do firstprivate(x) lastprivate(x) reduction(+:acc)
  do i = 1, n
    acc = acc + x
    x = i
  end do
!$omp end parallel do
  print *, 'firstlast', x, acc
  acc = 0
!$omp parallel loop reduction(+:acc) collapse(2)
  do i = 1, 4
    do x = 1, 4
      acc = acc + i * x
    end do
  end do
!$omp end parallel loop
  print *, 'loop', acc
  acc = 0
!$omp parallel masked taskloop simd reduction(+:acc) num_threads(2)
  do i = 1, n
    acc = acc + i
  end do
!$omp end parallel masked taskloop simd
  print *, 'taskloop', acc
  a = 1
!$omp parallel workshare
  a = a + 1
!$omp end parallel workshare
  print *, 'workshare', sum(a)
  acc = 0
!$omp parallel sections reduction(+:acc)
!$omp section
  acc = acc + 1
!$omp section
  acc = acc + 2
!$omp end parallel sections
  print *, 'sections', acc
end program combined_split
