/* OpenMP 4.x/5.x directives pass through; their blocks stay intact and
   constructs nested inside them are instrumented. */
#include <omp.h>

void g(float *a, int n)
{
  int i;
  #pragma omp simd
  for (i = 0; i < n; i++) a[i] *= 2;

  #pragma omp target teams distribute map(tofrom: a[0:n])
  for (i = 0; i < n; i++) a[i] += 1;

  #pragma omp target enter data map(to: a[0:n])
  #pragma omp target update from(a[0:n])
  #pragma omp target exit data map(release: a[0:n])

  #pragma omp parallel
  {
    #pragma omp taskgroup
    {
      #pragma omp task
      a[0] = 1;
    }
    #pragma omp masked
    {
      #pragma omp critical
      a[1] = 2;
    }
    #pragma omp taskyield
    #pragma omp cancellation point parallel
    #pragma omp for ordered(1)
    for (i = 1; i < n; i++) {
      #pragma omp ordered depend(sink: i-1)
      a[i] += a[i-1];
      #pragma omp ordered depend(source)
    }
    #pragma omp scope
    { a[2] = 3; }
  }

  #pragma omp taskloop grainsize(4)
  for (i = 0; i < n; i++) a[i] -= 1;

  #pragma omp parallel for simd schedule(static) safelen(4)
  for (i = 0; i < n; i++) a[i] += 2;

  #pragma omp parallel loop
  for (i = 0; i < n; i++) a[i] += 3;

  #pragma omp parallel master
  { a[0] += 4; }

  #pragma omp parallel masked filter(0)
  { a[0] += 5; }
}

#pragma omp declare simd
float h(float x) { return x * 2; }
