#include <stdio.h>
#include <string.h>
#include <omp.h>

struct Flag {
  int v;
  explicit operator bool() const { return v != 0; }
};

static void case_7(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int monotonic = 1, threadprivate = 2, dynamic = 2, parallel = 2, linear = 1;
  int *ptr = &n;
  Flag flag{1}, noflag{0};
  (void)ptr; (void)flag; (void)noflag;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)monotonic;
  (void)threadprivate;
  (void)dynamic;
  (void)parallel;
  (void)linear;
#pragma omp  parallel  \
if \
    (	parallel  : 	 strlen   (   "(" ) 	 >	0 	 )   , 	 private (	parallel	) 	 , shared 	 (   threadprivate   ,   linear )  ,  reduction (   +\
:   acc   )
  {
#pragma omp	for 	 simd schedule  ( \
simd  :	static ,  ( \
    threadprivate ) \
  ) 	 , safelen	(	8	)  \
	,	nowait
  for (int i = 0; i < n; i++)
  {
  acc += i;
  }
  acc += 1;
  #pragma  omp   flush  (  acc  )
  #pragma  omp 	 for simd 	 simdlen   (	4	)\
  ,\
	safelen\
    ( 8 \
)
  for (int i = 0; i < n; i++)
  {
  acc += i;
  }
  }
  printf("%s %ld %ld\n", "case_7", acc, lp);
}

int main(void)
{
  case_7();
  return 0;
}
