#include <stdio.h>
#include <string.h>
#include <omp.h>

#define M7_1 3
static void case_7(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int task = 3, priority = 3, nontemporal = 1, capture = 2, copyin = 3, atomic = 2;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)task;
  (void)priority;
  (void)nontemporal;
  (void)capture;
  (void)copyin;
  (void)atomic;
#pragma omp 	 parallel  /* nowait */ master  /* * */ taskloop  simd /* c */ reduction  ( 	/* ) */ + 	 /* " */ : 	/* if(0) */ acc  ) 	 /* private(x) */ ,   default ( 	/* ( */ none 	/* * */ )   /* * */ , lastprivate	( 	 lp	) ,  /* ) */ private 	/* nowait */ (  /* if(0) */ atomic   /* private(x) */ ) 	 ,   grainsize 	 ( 	 /* ) */ M7_1 	 /* nowait */ ) 	/* ( */ ,  firstprivate 	/* if(0) */ (   /* private(x) */ priority 	 /* if(0) */ )   /* * */ ,   untied ,   shared /* private(x) */ (   n 	 /* nowait */ ) /* ) */
  for (int i = 0; i < n; i++)
  {
  {
  lp = i - 1;
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
