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
  int pomp2_old_task = 1, read = 1, final = 1, masked = 2, num_tasks = 2, critical = 3;
  int *ptr = &n;
  Flag flag{1}, noflag{0};
  (void)ptr; (void)flag; (void)noflag;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)pomp2_old_task;
  (void)read;
  (void)final;
  (void)masked;
  (void)num_tasks;
  (void)critical;
#pragma omp\
 parallel /* c */ reduction  \
	( \
  +\
	:acc /* ( */ )
  {
#pragma omp master
    acc += 1; }
  printf("%s %ld %ld\n", "case_1", acc, lp);
}

int main(void)
{
  case_1();
  return 0;
}
