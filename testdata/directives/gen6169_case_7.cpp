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
  int pomp2_if = 3, teams = 3, inscan = 1, capture = 3, pomp2_new_task = 2, num_threads = 3;
  int *ptr = &n;
  Flag flag{1}, noflag{0};
  (void)ptr; (void)flag; (void)noflag;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)pomp2_if;
  (void)teams;
  (void)inscan;
  (void)capture;
  (void)pomp2_new_task;
  (void)num_threads;
#  pragma omp parallel reduction(+: \
  acc\
  )
  {
#pragma omp single
    acc += 1; acc += 10;
  }
  printf("%s %ld %ld\n", "case_7", acc, lp);
}

int main(void)
{
  case_7();
  return 0;
}
