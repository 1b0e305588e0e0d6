/* pins threads: needs the GNU extensions of sched.h */
#define _GNU_SOURCE
#include <sched.h>
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
  int pomp2_if = 2, copyprivate = 3, spread = 2, dynamic = 1, atomic = 3, omp = 3, loop = 1;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)pomp2_if;
  (void)copyprivate;
  (void)spread;
  (void)dynamic;
  (void)atomic;
  (void)omp;
  (void)loop;
  #pragma  omp /* " */ parallel firstprivate( spread), /* nowait */ if ( strcmp (str ,")"  \
)!= /* if(0) */ 0 /* private(x) */\
  ) ,private \
    ( copyprivate, loop /* if(0) */ )
  {
#  pragma omp /* ) */ single firstprivate( atomic /* c */ ) ,\
    nowait
  {
#pragma omp atomic
  acc += atomic;
  #pragma  omp\
	task /* if(0) */ shared( /* if(0) */ acc)
  {
  #pragma  omp atomic /* ) */ update
  acc += 1;
  }
#pragma omp /* c */ task shared ( acc ) /* " */ ,mergeable
  {
#pragma omp atomic
  acc += 2;
  }
#pragma omp  \
task shared /* c */ ( acc /* nowait */ ), \
default \
    ( shared /* nowait */ )
  {
  #pragma  omp \
atomic /* nowait */ update /* ) */
  acc += 3;
  }
#  pragma omp taskwait
  }
  }
  printf("%s %ld %ld\n", "case_1", acc, lp);
}

int main(void)
{
  cpu_set_t set;
  CPU_ZERO(&set);
  printf("cpus %d\n", CPU_COUNT(&set));
  case_1();
  return 0;
}
