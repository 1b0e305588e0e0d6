! Alternative directives for one statement (issue 13 item 3): a build
! switch picks the schedule, or whether a loop runs in parallel at all.
! The scanner follows one branch of a conditional group; the constructs
! the other branches open in its place end with it, and the
! instrumentation that ends each region goes under the conditions of its
! directive, so that every configuration compiles and measures the
! region of the branch it takes; so do alternative end directives of a
! loop construct. Built with no macro, -DCYCLIC, -DGUIDED and -DSERIAL.
program alternatives
  implicit none
  integer, parameter :: n = 1000
  integer :: i, a(n), b(n)
  integer(kind=8) :: s, q, cnt, x, y, z, w
  s = 0
  q = 0
  cnt = 0
  x = 0
  y = 0
  z = 0
  w = 0

  ! two schedules for one loop, with an end directive
#ifdef CYCLIC
!$omp parallel do schedule(static,1) reduction(+:s)
#else
!$omp parallel do schedule(dynamic) reduction(+:s)
#endif
  do i = 1, n
    s = s + i
  end do
!$omp end parallel do

  ! three configurations, one of them serial; the end do inferred
#if defined(CYCLIC)
!$omp parallel do schedule(static,1) reduction(+:q)
#elif defined(GUIDED)
!$omp parallel do schedule(guided) reduction(+:q)
#endif
  do i = 1, n
    a(i) = mod(i, 7)
    q = q + a(i) * a(i)
  end do

  ! an optional region, its end directive in a section of its own
#ifndef SERIAL
!$omp parallel reduction(+:cnt)
#endif
  cnt = cnt + 1
#ifndef SERIAL
!$omp end parallel
#endif

  ! the do statement in the sections too
#ifdef CYCLIC
!$omp parallel do schedule(static,1)
  do i = 1, n, 1
#else
!$omp parallel do schedule(dynamic)
  do i = 1, n
#endif
    b(i) = 2 * i
  end do

  ! a worksharing loop with three schedules, in nested groups
!$omp parallel reduction(+:x)
#ifdef CYCLIC
#  ifdef GUIDED
!$omp do schedule(guided)
#  else
!$omp do schedule(static,1)
#  endif
#else
!$omp do
#endif
  do i = 1, n
    x = x + b(i) - a(i)
  end do
!$omp end parallel

  ! atomic alternatives: the end comes after the statement
!$omp parallel
#if defined(GUIDED) || defined(SERIAL)
!$omp atomic update
#else
!$omp atomic
#endif
  y = y + 1
!$omp end parallel

#ifdef CYCLIC
!$omp parallel do reduction(+:z) schedule(static,1)
#else
!$omp parallel do reduction(+:z)
#endif
  do i = 1, n
    z = z + mod(i, 3)
  end do

  ! alternative end directives: with or without nowait, or none (the
  ! end is inferred in that configuration)
!$omp parallel reduction(+:w)
!$omp do
  do i = 1, n
    w = w + 1
  end do
#ifdef CYCLIC
!$omp end do nowait
#elif defined(GUIDED)
!$omp end do
#endif
!$omp do
  do i = 1, n
    w = w + 2
  end do
#ifndef SERIAL
!$omp end do nowait
#else
  w = w + 0
#endif
!$omp end parallel

  print '(7I10)', s, q, min(cnt, 1_8), b(n), x, min(y, 1_8) + z, w
end program alternatives
