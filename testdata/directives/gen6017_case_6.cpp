#include <stdio.h>
#include <string.h>
#include <omp.h>

struct Flag {
  int v;
  explicit operator bool() const { return v != 0; }
};

#define M6_1 proc_bind(close)
static void case_6(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int pomp2_num_threads = 3, collapse = 3, nontemporal = 2, num_tasks = 2, task = 2, atomic = 2, none = 1;
  int *ptr = &n;
  Flag flag{1}, noflag{0};
  (void)ptr; (void)flag; (void)noflag;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)pomp2_num_threads;
  (void)collapse;
  (void)nontemporal;
  (void)num_tasks;
  (void)task;
  (void)atomic;
  (void)none;
  _Pragma("omp parallel masked taskloop num_tasks((task)),firstprivate(none),reduction(+:acc),default(shared),untied,if((none)>(nontemporal)),lastprivate(lp),private(collapse,nontemporal),M6_1")
  for (int i = 0; i < n; i++)
  {
  {
  lp = i - 1;
  acc += i;
  }
  }
  printf("%s %ld %ld\n", "case_6", acc, lp);
}

int main(void)
{
  case_6();
  return 0;
}
