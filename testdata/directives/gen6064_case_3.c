#include <stdio.h>
#include <string.h>
#include <omp.h>

#define M3_1 proc_bind(close)
static void case_3(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int shared = 2, monotonic = 1, collapse = 1, proc_bind = 1, capture = 1;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)shared;
  (void)monotonic;
  (void)collapse;
  (void)proc_bind;
  (void)capture;
#pragma omp parallel  for	simd 	 lastprivate   (  lp  )  simdlen  (	4   )  schedule	(   simd  :	guided , 2 	 ) 	 firstprivate 	 (   lp 	 )	reduction (	+  : acc )	private   (  shared ) 	 M3_1
  for (int i = 0; i < n; i++)
  {
  {
  lp = i * 2;
  acc += i;
  }
  }
  printf("%s %ld %ld\n", "case_3", acc, lp);
}

int main(void)
{
  case_3();
  return 0;
}
