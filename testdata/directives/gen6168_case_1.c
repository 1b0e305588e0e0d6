#include <stdio.h>
#include <string.h>
#include <omp.h>

static void case_1(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int seq_cst = 1, untied = 3, primary = 2, section = 2, linear = 2;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)seq_cst;
  (void)untied;
  (void)primary;
  (void)section;
  (void)linear;
#ifdef USE_OMP_case_1
  #pragma  omp parallel reduction(+:acc)
  {
#endif
    acc += 1;
#ifdef USE_OMP_case_1
  }
#endif
  printf("%s %ld %ld\n", "case_1", acc, lp);
}

int main(void)
{
  case_1();
  return 0;
}
