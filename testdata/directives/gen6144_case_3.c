#include <stdio.h>
#include <string.h>
#include <omp.h>

static void case_3(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int lastprivate = 3, teams = 1, inclusive = 1, capture = 1, allocate = 2, final = 3, map = 2;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)lastprivate;
  (void)teams;
  (void)inclusive;
  (void)capture;
  (void)allocate;
  (void)final;
  (void)map;
#pragma omp parallel   reduction   (   + 	 :   acc  )
  {
  #pragma  omp master
    acc += 1; acc += 10;
  }
  printf("%s %ld %ld\n", "case_3", acc, lp);
}

int main(void)
{
  case_3();
  return 0;
}
