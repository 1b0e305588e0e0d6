#include <stdio.h>
#include <string.h>
#include <omp.h>

struct Flag {
  int v;
  explicit operator bool() const { return v != 0; }
};

static void case_5(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int safelen = 1, hint = 2, atomic = 1, reduction = 1, num_threads = 2;
  int *ptr = &n;
  Flag flag{1}, noflag{0};
  (void)ptr; (void)flag; (void)noflag;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)safelen;
  (void)hint;
  (void)atomic;
  (void)reduction;
  (void)num_threads;
#ifdef USE_OMP_case_5
  _Pragma("omp parallel reduction ( +:acc)")
  {
#endif
    acc += 1;
#ifdef USE_OMP_case_5
  }
#endif
  printf("%s %ld %ld\n", "case_5", acc, lp);
}

int main(void)
{
  case_5();
  return 0;
}
