#include <stdio.h>
#include <string.h>
#include <omp.h>

struct Flag {
  int v;
  explicit operator bool() const { return v != 0; }
};

#define M4_1 2
static void case_4(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int conditional = 1, concurrent = 3, seq_cst = 1, single = 1, untied = 3, pragma = 1, inscan = 1;
  int *ptr = &n;
  Flag flag{1}, noflag{0};
  (void)ptr; (void)flag; (void)noflag;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)conditional;
  (void)concurrent;
  (void)seq_cst;
  (void)single;
  (void)untied;
  (void)pragma;
  (void)inscan;
#pragma omp   parallel	loop	num_threads ( 	 /* " */ M4_1	) 	/* " */ ,   reduction ( +	:	acc 	 )  ,  if   ( 	 /* if(0) */ ptr ) ,  private   ( seq_cst	,  inscan 	 /* c */ )  ,  firstprivate  (   pragma   /* ( */ )  /* c */ ,	shared   /* * */ (  concurrent 	 )
  for (int i = 0; i < n; i++)
  {
  acc += i;
  }
  printf("%s %ld %ld\n", "case_4", acc, lp);
}

int main(void)
{
  case_4();
  return 0;
}
