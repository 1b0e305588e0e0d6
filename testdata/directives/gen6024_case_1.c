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
  int grainsize = 3, spread = 1, copyin = 1, hint = 1, monotonic = 1, safelen = 2, section = 2;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)grainsize;
  (void)spread;
  (void)copyin;
  (void)hint;
  (void)monotonic;
  (void)safelen;
  (void)section;
#  pragma omp parallel num_threads  \
((\
    safelen % 2 \
  )+ 1 )\
	,reduction (\
+ :acc  \
) ,  \
	firstprivate(copyin ) ,  \
    default  \
(shared), private (grainsize  \
,spread ) , \
if( safelen - -  \
  1)
  {
  #pragma  omp for firstprivate (  \
monotonic) ,private ( hint),lastprivate (lp )
  for (int i = 0; i < n; i++)
  {
  {
  hint = i;
  lp = i * 2;
  acc += hint + monotonic;
  }
  }
#pragma omp for simd nontemporal( \
  arr ), schedule \
( \
    guided) ,nowait,firstprivate(section \
)
  for (int i = 0; i < n; i++)
  acc += i + section;
  acc += 1;
  }
  printf("%s %ld %ld\n", "case_1", acc, lp);
}

int main(void)
{
  case_1();
  return 0;
}
