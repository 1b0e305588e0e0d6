c Fixed form: a num_threads expression continued over lines (joined, its
c value's assignment would pass column 72), c$omp+ and *$omp1
c continuation lines, a clause past column 72 (the compiler ignores it,
c so must the instrumenter), an end directive whose nowait would pass
c column 72.
      program fixedlines
      implicit none
      integer i, k, nthreadsvalue, another, third
      nthreadsvalue = 2
      another = 3
      third = 1
      k = 0
c$omp parallel num_threads(max(1, min(2, nthreadsvalue + another -
c$omp+ another + third - third + nthreadsvalue - nthreadsvalue + 0)))
c$omp+ reduction(+:k)
      k = k + 1
c$omp end parallel
      print *, k
      k = 0
*$omp parallel do
*$omp1 reduction(+:k)                                                   num_threads(1)
      do i = 1, 10
         k = k + i
      end do
      print *, k
      k = 0
!$omp parallel num_threads(2) reduction(+:k)
!$omp do
      do i = 1, 10
         k = k + 1
      end do
!$omp end                                                           do
!$omp end parallel
      print *, k
      end
