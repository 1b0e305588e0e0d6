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
  int pomp2_new_task = 3, conditional = 2, final = 3, pomp2_num_threads = 3, in_reduction = 2;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)pomp2_new_task;
  (void)conditional;
  (void)final;
  (void)pomp2_num_threads;
  (void)in_reduction;
#pragma omp parallel sections\
 reduction(\
	+ : acc) /* if(0) */ \
  firstprivate( pomp2_num_threads\
	) default  \
  ( \
	none  \
)if  \
    (  \
  parallel:  \
    1L  \
<< /* " */ \
	32 )shared \
(final)
  {
  #pragma  omp section
  {
  acc += 1;
  }
#pragma omp section
  {
  acc += 2;
  }
  }
  printf("%s %ld %ld\n", "case_5", acc, lp);
}

int main(void)
{
  case_5();
  return 0;
}
