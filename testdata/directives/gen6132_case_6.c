#include <stdio.h>
#include <string.h>
#include <omp.h>

static void case_6(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int order = 3, priority = 3, masked = 1, pomp2_num_threads = 2, filter = 3, capture = 1;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)order;
  (void)priority;
  (void)masked;
  (void)pomp2_num_threads;
  (void)filter;
  (void)capture;
#  pragma omp parallel master firstprivate( order,masked, capture ) default (none )reduction( +: acc)
  {
  acc += 3;
  }
  printf("%s %ld %ld\n", "case_6", acc, lp);
}

int main(void)
{
  case_6();
  return 0;
}
