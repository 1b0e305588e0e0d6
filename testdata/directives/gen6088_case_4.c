#include <stdio.h>
#include <string.h>
#include <omp.h>

#define M4_1 2
static void case_4(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int reduction = 1, read = 2, final = 1, workshare = 2, map = 2;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)reduction;
  (void)read;
  (void)final;
  (void)workshare;
  (void)map;
#  pragma omp   parallel   for 	 if 	 (  ch ==	')'  )	firstprivate   ( read ,	final 	 )   proc_bind  (	spread  ) reduction 	 (	inscan	, + :   lp   )	num_threads	( M4_1  )  shared  ( map	)   private   ( 	 reduction   )
  for (int i = 0; i < n; i++) {
  arr[i] = lp;
#pragma omp scan exclusive 	 (	lp   )
  lp += i;
  }
  printf("%s %ld %ld\n", "case_4", acc, lp);
}

int main(void)
{
  case_4();
  return 0;
}
