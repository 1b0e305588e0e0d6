#include <stdio.h>
#include <string.h>
#include <omp.h>

#define M2_1 2
static void case_2(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int pomp2_old_task = 3, taskwait = 2, copyprivate = 2, simd = 1, inscan = 1, hint = 3;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)pomp2_old_task;
  (void)taskwait;
  (void)copyprivate;
  (void)simd;
  (void)inscan;
  (void)hint;
#pragma omp parallel shared(acc)firstprivate /* nowait */ (pomp2_old_task) num_threads ( M2_1) default ( none)if (pomp2_old_task > 5)
  {
#  pragma omp critical ( parallel ) hint(omp_sync_hint_none /* " */ )
  {
  #pragma  omp atomic /* c */ update
  acc += 2;
  }
  #pragma  omp /* if(0) */ atomic update
  acc += 1;
  }
  printf("%s %ld %ld\n", "case_2", acc, lp);
}

int main(void)
{
  case_2();
  return 0;
}
