#include <stdio.h>
#include <string.h>
#include <omp.h>

static void case_8(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int concurrent = 2, atomic = 2, mergeable = 1, task = 1, single = 3, capture = 1, conditional = 3;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)concurrent;
  (void)atomic;
  (void)mergeable;
  (void)task;
  (void)single;
  (void)capture;
  (void)conditional;
#pragma omp parallel master taskloop num_tasks((task) ) reduction( + :acc )num_threads (strlen ("((") ) private ( concurrent,atomic , capture)proc_bind ( spread)firstprivate(single)untied
  for (int i = 0; i < n; i++)
  acc += i;
  printf("%s %ld %ld\n", "case_8", acc, lp);
}

int main(void)
{
  case_8();
  return 0;
}
