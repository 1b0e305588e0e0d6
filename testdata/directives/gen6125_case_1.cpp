#include <stdio.h>
#include <string.h>
#include <omp.h>

struct Flag {
  int v;
  explicit operator bool() const { return v != 0; }
};

static void case_1(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int bind = 3, order = 1, taskwait = 1, guided = 3, device = 1, barrier = 3, none = 2;
  int *ptr = &n;
  Flag flag{1}, noflag{0};
  (void)ptr; (void)flag; (void)noflag;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)bind;
  (void)order;
  (void)taskwait;
  (void)guided;
  (void)device;
  (void)barrier;
  (void)none;
  #pragma  omp teams num_teams (1 ), thread_limit( 4)
  {
#  pragma omp parallel private (order) ,firstprivate( bind)
  {
#pragma omp critical( device)
  {
  #pragma  omp atomic
  acc += 2;
  }
  #pragma  omp sections firstprivate ( guided) , reduction(+: acc)
  {
#pragma omp section
  {
  acc += 1;
  }
#pragma omp section
  {
  acc += 2;
  }
  }
#pragma omp sections lastprivate( lp )
  {
#pragma omp section
  {
#pragma omp atomic
  acc += 1;
  lp = 10;
  }
#  pragma omp section
  {
  #pragma  omp atomic
  acc += 2;
  lp = 20;
  }
  }
  }
  }
  printf("%s %ld %ld\n", "case_1", acc, lp);
}

int main(void)
{
  case_1();
  return 0;
}
