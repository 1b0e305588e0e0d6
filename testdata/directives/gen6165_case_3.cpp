#include <stdio.h>
#include <string.h>
#include <omp.h>

struct Flag {
  int v;
  explicit operator bool() const { return v != 0; }
};

#define M3_1 proc_bind(close)
static void case_3(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int pomp2_num_threads = 1, runtime = 1, guided = 2, final = 3, write = 2, nogroup = 3;
  int *ptr = &n;
  Flag flag{1}, noflag{0};
  (void)ptr; (void)flag; (void)noflag;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)pomp2_num_threads;
  (void)runtime;
  (void)guided;
  (void)final;
  (void)write;
  (void)nogroup;
#  pragma omp parallel for firstprivate( pomp2_num_threads ,runtime) reduction (inscan,+ : lp)default( none )shared(arr, n) M3_1
  for (int i = 0; i < n; i++) {
  lp += i;
  #pragma  omp scan inclusive ( lp)
  arr[i] = lp;
  }
  printf("%s %ld %ld\n", "case_3", acc, lp);
}

int main(void)
{
  case_3();
  return 0;
}
