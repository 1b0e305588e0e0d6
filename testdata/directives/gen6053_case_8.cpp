#include <stdio.h>
#include <string.h>
#include <omp.h>

struct Flag {
  int v;
  explicit operator bool() const { return v != 0; }
};

#define M8_1 3
#define M8_2 proc_bind(close)
static void case_8(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int primary = 2, loop = 1, pomp2_num_threads = 3, task = 1, collapse = 2, nogroup = 3, device = 2;
  int *ptr = &n;
  Flag flag{1}, noflag{0};
  (void)ptr; (void)flag; (void)noflag;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)primary;
  (void)loop;
  (void)pomp2_num_threads;
  (void)task;
  (void)collapse;
  (void)nogroup;
  (void)device;
  #pragma  omp  \
parallel	master   taskloop   lastprivate \
	(  lp ) /* * */  \
,  /* private(x) */ untied  \
  ,   grainsize 	 /* private(x) */ ( 	 M8_1 	/* private(x) */ )  /* " */  \
  ,\
    reduction ( + 	 :   acc ) 	/* nowait */ , if  /* nowait */ ( strcmp  \
    ( \
    str	, 	 /* ( */ "//*"\
) /* ) */ !=	0 	 /* * */ ) \
  ,\
    num_threads \
  (\
  (\
	int	) \
	(  half  /* " */  \
* 	 4 )  /* ) */ )\
,  /* if(0) */ private (   pomp2_num_threads 	 ) , 	 M8_2// "x"
  for (int i = 0; i < n; i++)
  {
  {
  lp = i - 1;
  acc += i;
  }
  }
  printf("%s %ld %ld\n", "case_8", acc, lp);
}

int main(void)
{
  case_8();
  return 0;
}
