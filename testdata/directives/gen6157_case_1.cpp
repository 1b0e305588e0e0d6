/* pins threads: needs the GNU extensions of sched.h */
#define _GNU_SOURCE
#include <sched.h>
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
  int pomp2_new_task = 1, firstprivate = 2, conditional = 2, concurrent = 2, section = 1, single = 1;
  int *ptr = &n;
  Flag flag{1}, noflag{0};
  (void)ptr; (void)flag; (void)noflag;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)pomp2_new_task;
  (void)firstprivate;
  (void)conditional;
  (void)concurrent;
  (void)section;
  (void)single;
  #pragma  omp teams num_teams (1 )
  {
  #pragma  omp parallel reduction( + :acc)
  {
  acc += 1;
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
