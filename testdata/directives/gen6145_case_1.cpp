#include <stdio.h>
#include <string.h>
#include <omp.h>

struct Flag {
  int v;
  explicit operator bool() const { return v != 0; }
};

static void case_1(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int pomp2_num_threads = 3, flush = 1, filter = 2, read = 2, sections = 3, linear = 3;
  int *ptr = &n;
  Flag flag{1}, noflag{0};
  (void)ptr; (void)flag; (void)noflag;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)pomp2_num_threads;
  (void)flush;
  (void)filter;
  (void)read;
  (void)sections;
  (void)linear;
#pragma omp   parallel masked  taskloop 	 simd  num_tasks  ( 	 2	)   ,  firstprivate  (   sections )  ,  lastprivate 	 (   lp 	 ) 	 ,  reduction	( +	:  acc  ) ,  default	(	shared )  ,	num_threads (	')'	-	39   )  ,	collapse ( 	 2	)	, 	 shared (   pomp2_num_threads	, linear 	 )
  for (int i = 0; i < n; i++)
  for (int j = 0; j < 3; j++)
  {
  {
  lp = i - 1;
  acc += i * j;
  }
  }
  printf("%s %ld %ld\n", "case_1", acc, lp);
}

int main(void)
{
  case_1();
  return 0;
}
