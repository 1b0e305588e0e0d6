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
  int pomp2_new_task = 2, reduction = 2, critical = 3, flush = 3, section = 2, final = 2;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)pomp2_new_task;
  (void)reduction;
  (void)critical;
  (void)flush;
  (void)section;
  (void)final;
#pragma omp parallel reduction(+ :acc )private (reduction ,flush)num_threads (final ) if ( strlen( "(" ) > 0 ) firstprivate( section )
  {
  acc += 1;
#  pragma omp single copyprivate(reduction)
  {
  reduction = 7;
  acc += 1;
  }
  acc += reduction;
  acc += 1;
#  pragma omp barrier
  }
  printf("%s %ld %ld\n", "case_5", acc, lp);
}

int main(void)
{
  case_5();
  return 0;
}
