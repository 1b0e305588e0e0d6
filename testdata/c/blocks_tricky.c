#include <omp.h>
int main(int argc, char **argv) {
  int i, x = 0, a = 2, b = 3;
  #pragma omp parallel
  if (argc > 1)
    x++;
  else
    x--;

  #pragma omp parallel
  do {
    x++;
  } while (x < 10);

  #pragma omp parallel for schedule(dynamic,(a)*(b))
  for (i = 0; i < 10; i++) x += i;

  #pragma omp parallel
  {
    #pragma omp single
    {
      #pragma omp task untied shared(x)
      x++;
    }
  }
#pragma omp parallel
#if defined(_OPENMP)
  {
#else
  { int unused;
#endif
    x++;
  }
  #pragma omp parallel for
#ifdef _OPENMP
  for (i = 0; i < 10; i++)
#else
  for (i = 0; i < 5; i++)
#endif
  { x += i; }
  return x;
}
