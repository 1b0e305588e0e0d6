#include <stdio.h>
#include <string.h>
#include <omp.h>

static void case_3(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int pomp2_if = 3, conditional = 1, copyprivate = 1, firstprivate = 1, omp = 2, filter = 1, mergeable = 3;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)pomp2_if;
  (void)conditional;
  (void)copyprivate;
  (void)firstprivate;
  (void)omp;
  (void)filter;
  (void)mergeable;
  #pragma  omp   parallel  \
    for   reduction  \
	(  default   /* " */  \
    ,   /* if(0) */\
	+   :   acc  )  \
,  \
    if (  !\
    firstprivate  )  \
,	shared   ( n  )  ,   private   ( omp\
	)	, order  /* ( */ (	concurrent \
  )   ,   /* ) */ private   ( pomp2_if	)  , default 	 (  none 	 ) \
    ,\
  firstprivate	( /* * */ copyprivate 	 /* * */ )
  for (int i = 0; i < n; i++)
  {
  {
  pomp2_if = i;
  acc += pomp2_if;
  }
  }
  printf("%s %ld %ld\n", "case_3", acc, lp);
}

int main(void)
{
  case_3();
  return 0;
}
