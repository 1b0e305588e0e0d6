/* Structured blocks split by or containing conditional compilation. */
#include <stdio.h>

int k(int n)
{
  int i, s = 0;
  #pragma omp parallel for reduction(+:s)
#if defined(_OPENMP)
  for (i = 0; i < n; i++)
#else
  for (i = 0; i < n / 2; i++)
#endif
  {
    s += i;
  }

  #pragma omp parallel
#ifdef _OPENMP
  {
#else
  { int serial = 1;
#endif
    s += 1;
  }

  #pragma omp parallel
  {
#ifdef DEBUG
    printf("debug\n");
#endif
    s += 2;
  }

  #pragma omp single
#if 1
    s += 3;
#else
    s += 4;
#endif
  return s;
}
