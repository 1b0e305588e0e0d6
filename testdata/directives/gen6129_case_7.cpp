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
  int dynamic = 2, taskwait = 3, copyin = 2, master = 1, threadprivate = 1, map = 2;
  int *ptr = &n;
  Flag flag{1}, noflag{0};
  (void)ptr; (void)flag; (void)noflag;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)dynamic;
  (void)taskwait;
  (void)copyin;
  (void)master;
  (void)threadprivate;
  (void)map;
#pragma omp parallel masked num_threads (\
strlen( "((") )\
  ,\
  filter( 0 ),reduction (+ : \
acc)
  {
  acc += 3;
  }
  printf("%s %ld %ld\n", "case_7", acc, lp);
}

int main(void)
{
  case_7();
  return 0;
}
