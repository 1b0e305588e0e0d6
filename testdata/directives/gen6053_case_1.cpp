#include <stdio.h>
#include <string.h>
#include <omp.h>

struct Flag {
  int v;
  explicit operator bool() const { return v != 0; }
};

#define M1_1 proc_bind(close)
static void case_1(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int pomp2_num_threads = 2, teams = 1, num_threads = 3, exclusive = 1, loop = 1, primary = 1;
  int *ptr = &n;
  Flag flag{1}, noflag{0};
  (void)ptr; (void)flag; (void)noflag;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)pomp2_num_threads;
  (void)teams;
  (void)num_threads;
  (void)exclusive;
  (void)loop;
  (void)primary;
#pragma omp 	 /* * */ parallel masked   taskloop 	 default  ( none 	 )  ,	shared ( big  /* c */ , ch   ,  flag 	 , half  , 	 loop 	 ,	n 	 ,  noflag  , 	 ptr 	 ,   str /* private(x) */ ,  teams  )  , if  (   /* private(x) */ taskloop :  /* if(0) */ strlen   /* ) */ (	"("   ) > 	 /* if(0) */ 0 )   ,   lastprivate   (  /* ) */ lp  )   ,	num_threads   ( 	 /* nowait */ (  int	)  (	half  *	4 	 )	) , reduction   (  + 	 : 	 acc  )	, /* " */ final  (	strlen  /* ) */ ( 	 "(" 	 ) >	0 	 ) , 	 M1_1
  for (int i = 0; i < n; i++)
  {
  {
  lp = i - 1;
  acc += i;
  }
  }
  printf("%s %ld %ld\n", "case_1", acc, lp);
}

int main(void)
{
  case_1();
  return 0;
}
