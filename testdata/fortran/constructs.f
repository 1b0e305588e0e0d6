c Every construct of the POMP2 model in fixed form: the three sentinels,
c directive continuation in column 6, code continuation lines.
      program constructs
      implicit none
      integer n
      parameter (n = 100)
      integer i, j, k, s, k1, k2
      real a(n), b(n)
      integer*8 lck
      integer tp
      common /tpc/ tp
c$omp threadprivate(/tpc/)

      s = 0
      k = 0
      j = 0
      do 5 i = 1, n
         a(i) = 1.0
    5 continue
      call omp_init_lock(lck)
!$omp parallel private(i)
!$omp+ shared(a, b, s, k, j, lck, k1, k2)
!$omp& num_threads(2)
c$omp do schedule(static,
c$omp& 4)
      do 10 i = 1, n
         b(i) = 2.0 *
     &          a(i)
   10 continue
c$omp end do
*$omp do reduction(+:s)
      do i = 1, n
         s = s + 1
      end do
*$omp end do nowait
C$OMP SECTIONS
C$OMP SECTION
      k1 = 1
C$OMP SECTION
      k2 = 2
C$OMP END SECTIONS
!$omp single
      j = 1
!$omp end single
!$omp single
      j = 2
!$omp end single nowait
!$omp master
      k = k + 1
!$omp end master
!$omp critical
      s = s + 1
!$omp end critical
!$omp critical (upd)
      k = k + 1
!$omp end critical (upd)
!$omp atomic
      s = s + 1
!$omp flush (s)
!$omp barrier
!$omp do ordered
      do 20 i = 1, 4
!$omp ordered
         s = s + i
!$omp end ordered
   20 continue
!$omp end do
!$omp task firstprivate(i) shared(s)
!$omp atomic
      s = s + 1
!$omp end task
!$omp taskwait
!$omp workshare
      b = a
!$omp end workshare
      call omp_set_lock(lck)
      s = s + 1
      call omp_unset_lock(lck)
!$omp end parallel
!$omp parallel do
      do 30 i = 1, n
         a(i) = b(i)
   30 continue
!$omp end parallel do
!$omp parallel workshare
      a = b
!$omp end parallel workshare
      call omp_destroy_lock(lck)
      print *, s, k, j, k1 + k2, sum(a)
      end program constructs
