#include <stdio.h>
#include <string.h>
#include <omp.h>

struct Flag {
  int v;
  explicit operator bool() const { return v != 0; }
};

#define M7_1 2
static void case_7(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int allocate = 1, nonmonotonic = 3, num_tasks = 1, exclusive = 1, flush = 3;
  int *ptr = &n;
  Flag flag{1}, noflag{0};
  (void)ptr; (void)flag; (void)noflag;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)allocate;
  (void)nonmonotonic;
  (void)num_tasks;
  (void)exclusive;
  (void)flush;
#  pragma omp parallel master taskloop simd private( allocate ,nonmonotonic ) untied firstprivate( flush)if (taskloop: ptr) lastprivate( lp )num_threads(M7_1) reduction(+ : acc)
  for (int i = 0; i < n; i++)
  {
  {
  lp = i - 1;
  acc += i;
  }
  }
  printf("%s %ld %ld\n", "case_7", acc, lp);
}

int main(void)
{
  case_7();
  return 0;
}
