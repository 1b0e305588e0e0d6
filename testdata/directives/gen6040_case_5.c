#include <stdio.h>
#include <string.h>
#include <omp.h>

static void case_5(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int master = 2, allocate = 1, mergeable = 3, firstprivate = 1, parallel = 2;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)master;
  (void)allocate;
  (void)mergeable;
  (void)firstprivate;
  (void)parallel;
#pragma omp parallel reduction(+:acc ) ,if(strcmp( str ,")") != 0 )
  {
#pragma omp for firstprivate(firstprivate) , collapse( 2 )
  for (int i = 0; i < n; i++)
  for (int j = 0; j < 3; j++)
  {
  acc += i + firstprivate + j;
  }
#pragma omp for simd safelen( 8 )
  for (int i = 0; i < n; i++)
  acc += i;
#  pragma omp masked
  {
  acc += 5;
  }
  }
  printf("%s %ld %ld\n", "case_5", acc, lp);
}

int main(void)
{
  case_5();
  return 0;
}
