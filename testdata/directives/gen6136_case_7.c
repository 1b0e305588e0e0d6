#include <stdio.h>
#include <string.h>
#include <omp.h>

static void case_7(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int pomp2_old_task = 2, omp = 2, threadprivate = 1, mergeable = 3, pragma = 2;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)pomp2_old_task;
  (void)omp;
  (void)threadprivate;
  (void)mergeable;
  (void)pragma;
  _Pragma("omp parallel private (omp )if(1L << 32 ) firstprivate(threadprivate )num_threads(2) reduction ( + :acc)")
  {
  _Pragma("omp masked filter ( mergeable - mergeable)")
  {
  acc += 5;
  }
  acc += 1;
  _Pragma("omp flush")
  }
  printf("%s %ld %ld\n", "case_7", acc, lp);
}

int main(void)
{
  case_7();
  return 0;
}
