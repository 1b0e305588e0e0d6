#include <stdio.h>
#include <string.h>
#include <omp.h>

static void case_2(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int pomp2_old_task = 2, atomic = 3, grainsize = 2, proc_bind = 3, guided = 2, read = 2;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)pomp2_old_task;
  (void)atomic;
  (void)grainsize;
  (void)proc_bind;
  (void)guided;
  (void)read;
#pragma omp parallel \
private(  \
read \
    )
  {
#pragma omp \
	single  \
  nowait
  {
#pragma omp task firstprivate \
    ( \
    atomic)shared  \
( acc)  \
  default(\
    shared)
  {
  #pragma  omp atomic
  acc += 1;
  }
#pragma omp  \
	task \
    firstprivate ( proc_bind) if(\
    task: big) \
    shared( acc\
    )
  {
#  pragma omp atomic update
  acc += 2;
  }
#pragma omp taskwait
  }
  #pragma  omp for reduction ( \
	+ : acc \
  )private ( \
    grainsize ) collapse( 2\
    )\
	lastprivate(\
lp )
  for (int i = 0; i < n; i++)
  for (int j = 0; j < 3; j++)
  {
  {
  grainsize = i;
  lp = i * 2;
  acc += grainsize + j;
  }
  }
  }
  printf("%s %ld %ld\n", "case_2", acc, lp);
}

int main(void)
{
  case_2();
  return 0;
}
