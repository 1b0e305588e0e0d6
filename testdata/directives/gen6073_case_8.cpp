#include <stdio.h>
#include <string.h>
#include <omp.h>

struct Flag {
  int v;
  explicit operator bool() const { return v != 0; }
};

static void case_8(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int pomp2_num_threads = 2, mergeable = 1, monotonic = 3, nonmonotonic = 1, simdlen = 3, sections = 3, write = 1;
  int *ptr = &n;
  Flag flag{1}, noflag{0};
  (void)ptr; (void)flag; (void)noflag;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)pomp2_num_threads;
  (void)mergeable;
  (void)monotonic;
  (void)nonmonotonic;
  (void)simdlen;
  (void)sections;
  (void)write;
  _Pragma("omp   parallel	if  (  parallel 	 :  ')'   -  38   ) 	 firstprivate  (  nonmonotonic  , sections	) 	 default   (   none	)  reduction  (	+	:   acc	)  num_threads   ( (	int   )  (  half   *   4  )  )   private  (  monotonic   ,	write	)")
  {
  _Pragma("omp  masked filter	( 	 nonmonotonic  - 	 nonmonotonic   )")
  acc += 5;
  _Pragma("omp   single 	 copyprivate	(	monotonic	)")
  {
  monotonic = 7;
  acc += 1;
  }
  acc += monotonic;
  }
  printf("%s %ld %ld\n", "case_8", acc, lp);
}

int main(void)
{
  case_8();
  return 0;
}
