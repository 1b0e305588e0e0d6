#include <stdio.h>
#include <string.h>
#include <omp.h>

struct Flag {
  int v;
  explicit operator bool() const { return v != 0; }
};

static void case_4(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int loop = 1, taskwait = 3, monotonic = 2, ordered = 3, pragma = 3;
  int *ptr = &n;
  Flag flag{1}, noflag{0};
  (void)ptr; (void)flag; (void)noflag;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)loop;
  (void)taskwait;
  (void)monotonic;
  (void)ordered;
  (void)pragma;
#  pragma omp parallel default(shared),if(parallel:0.5),shared(loop,taskwait,ordered),private(monotonic)
  {
  #pragma  omp for ordered,reduction(+:acc,taskwait),private(pragma)
  for (int i = 0; i < n; i++)
  {
  {
  pragma = i;
  acc += pragma;
#pragma omp ordered
  lp = lp * 3 % 1000 + i;
  }
  }
#pragma omp master
  {
#pragma omp atomic
  acc += 5;
  }
#pragma omp atomic
  acc += 1;
#pragma omp barrier
  }
  printf("%s %ld %ld\n", "case_4", acc, lp);
}

int main(void)
{
  case_4();
  return 0;
}
