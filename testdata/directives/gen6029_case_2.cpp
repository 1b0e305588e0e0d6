#include <stdio.h>
#include <string.h>
#include <omp.h>

struct Flag {
  int v;
  explicit operator bool() const { return v != 0; }
};

#define M2_1 proc_bind(close)
static void case_2(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int pomp2_old_task = 3, sections = 2, device = 2, num_tasks = 2, monotonic = 3, pomp2_if = 1, firstprivate = 1;
  int *ptr = &n;
  Flag flag{1}, noflag{0};
  (void)ptr; (void)flag; (void)noflag;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)pomp2_old_task;
  (void)sections;
  (void)device;
  (void)num_tasks;
  (void)monotonic;
  (void)pomp2_if;
  (void)firstprivate;
#pragma omp parallel masked taskloop grainsize((num_tasks) /* c */ ) /* private(x) */\
	priority ( /* private(x) */ \
    1) /* nowait */ lastprivate ( lp )  \
    reduction(+ : /* if(0) */ acc ) /* c */ collapse\
    ( 2  \
    )M2_1
  for (int i = 0; i < n; i++)
  for (int j = 0; j < 3; j++)
  {
  {
  lp = i - 1;
  acc += i * j;
  }
  }
  printf("%s %ld %ld\n", "case_2", acc, lp);
}

int main(void)
{
  case_2();
  return 0;
}
