#include <stdio.h>
#include <string.h>
#include <omp.h>

struct Flag {
  int v;
  explicit operator bool() const { return v != 0; }
};

static void case_2(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int pomp2_num_threads = 2, exclusive = 2, barrier = 1, depend = 1, bind = 2;
  int *ptr = &n;
  Flag flag{1}, noflag{0};
  (void)ptr; (void)flag; (void)noflag;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)pomp2_num_threads;
  (void)exclusive;
  (void)barrier;
  (void)depend;
  (void)bind;
#pragma omp parallel for simd order( concurrent) , reduction( + : acc),private( bind ) ,safelen( 8) ,proc_bind ( master ) ,aligned ( arr) ,if( simd: strlen ( "(") > 0 )
  for (int i = 0; i < n; i++)
  {
  {
  acc += i;
  arr[i] += 1;
  }
  }
  printf("%s %ld %ld\n", "case_2", acc, lp);
}

int main(void)
{
  case_2();
  return 0;
}
