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
  int pomp2_if = 1, write = 1, guided = 3, monotonic = 1, num_tasks = 3, simd = 2;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)pomp2_if;
  (void)write;
  (void)guided;
  (void)monotonic;
  (void)num_tasks;
  (void)simd;
#pragma omp parallel private ( write /* if(0) */ ,  \
guided,  \
    monotonic )if(strlen( "(") \
> 0) num_threads( ')' - /* nowait */\
  39) /* ) */
  {
#pragma omp\
    critical /* c */  \
  (  \
upd)
  {
  #pragma  omp atomic /* ) */
  acc += 2;
  }
#  pragma omp /* ) */ master
  {
#pragma omp atomic update
  acc += 5;
  }
#pragma omp for simd reduction (+ : acc /* ( */ , /* private(x) */  \
	simd) \
aligned ( arr  \
	)
  for (int i = 0; i < n; i++)
  acc += i;
  }
  printf("%s %ld %ld\n", "case_5", acc, lp);
}

int main(void)
{
  case_5();
  return 0;
}
