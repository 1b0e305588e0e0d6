/* Alternative directives for one statement (issue 13 item 3): a build
 * switch picks the schedule (NAS 3.4 IS), or whether a loop runs in
 * parallel at all. The instrumentation that ends each directive's
 * region goes under the conditions of its directive, so that every
 * configuration compiles and measures the region of the branch it
 * takes. Built with no macro, -DCYCLIC, -DGUIDED and -DSERIAL. */
#include <stdio.h>

#define N 1000

int main(void)
{
  int i, a[N], b[N];
  long sum = 0, sq = 0, cnt = 0, x = 0, y = 0;

  /* NAS IS: two schedules for one loop */
#ifdef CYCLIC
#pragma omp parallel for schedule(static,1) reduction(+:sum)
#else
#pragma omp parallel for schedule(dynamic) reduction(+:sum)
#endif
  for (i = 0; i < N; i++)
    sum += i;

  /* three configurations, one of them serial; a compound statement */
#if defined(CYCLIC)
#pragma omp parallel for schedule(static,1) reduction(+:sq)
#elif defined(GUIDED)
#pragma omp parallel for schedule(guided) reduction(+:sq)
#endif
  for (i = 0; i < N; i++) {
    a[i] = i % 7;
    sq += (long)a[i] * a[i];
  }

  /* an optional region: the directive alone in its section */
#ifndef SERIAL
#pragma omp parallel reduction(+:cnt)
#endif
  {
    cnt += 1;
  }

  /* the loop header in the sections too */
#ifdef CYCLIC
#pragma omp parallel for schedule(static,1)
  for (i = 0; i < N; i += 1)
#else
#pragma omp parallel for schedule(dynamic)
  for (i = 0; i < N; i++)
#endif
    b[i] = 2 * i;

  /* a worksharing loop in one configuration, a combined construct in
   * another, in nested groups */
#pragma omp parallel reduction(+:x)
  {
#ifdef CYCLIC
#  ifdef GUIDED
#pragma omp for schedule(guided) nowait
#  else
#pragma omp for schedule(static,1)
#  endif
#else
#pragma omp single
#endif
    for (i = 0; i < N; i++)
      x += b[i] - a[i];
  }
#if defined(GUIDED) || defined(SERIAL)
#pragma omp parallel for reduction(+:y) schedule(guided)
#else /* the other configurations */
#pragma omp parallel for reduction(+:y)
#endif
  for (i = 0; i < N; i++) y += i % 3;

  printf("%ld %ld %ld %d %ld %ld\n", sum, sq, cnt > 0 ? 1L : 0L, b[N - 1], x, y);
  return 0;
}
