#include <stdio.h>
#include <string.h>
#include <omp.h>

#define M5_1 3
static void case_5(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int order = 3, close = 2, workshare = 3, write = 1, nogroup = 3, task_reduction = 2, mergeable = 1;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)order;
  (void)close;
  (void)workshare;
  (void)write;
  (void)nogroup;
  (void)task_reduction;
  (void)mergeable;
  _Pragma("omp parallel masked taskloop simd shared(big,ch,half,mergeable,n,str,task_reduction)reduction(+:acc)num_tasks(M5_1)final(half)firstprivate(close)default(none)private(nogroup)simdlen(2)num_threads((int)(half * 4))if(parallel:big)")
  for (int i = 0; i < n; i++)
  acc += i;
  printf("%s %ld %ld\n", "case_5", acc, lp);
}

int main(void)
{
  case_5();
  return 0;
}
