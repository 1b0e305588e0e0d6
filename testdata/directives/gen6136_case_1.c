#include <stdio.h>
#include <string.h>
#include <omp.h>

#define M1_1 2
static void case_1(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int collapse = 1, primary = 1, grainsize = 2, runtime = 2, taskloop = 2, pomp2_num_threads = 2;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)collapse;
  (void)primary;
  (void)grainsize;
  (void)runtime;
  (void)taskloop;
  (void)pomp2_num_threads;
#pragma omp parallel /* c */  \
masked num_threads /* c */  \
  ( /* nowait */ M1_1)private /* " */ ( /* ) */ taskloop \
  ) /* ( */ reduction(+: /* * */ acc /* c */ ) /* if(0) */ \
firstprivate \
    ( /* * */ collapse /* c */ ,pomp2_num_threads)
  {
  acc += 3;
  }
  printf("%s %ld %ld\n", "case_1", acc, lp);
}

int main(void)
{
  case_1();
  return 0;
}
