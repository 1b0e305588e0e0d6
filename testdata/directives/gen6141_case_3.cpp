#include <stdio.h>
#include <string.h>
#include <omp.h>

struct Flag {
  int v;
  explicit operator bool() const { return v != 0; }
};

static void case_3(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int capture = 3, simd = 3, single = 3, in_reduction = 2, safelen = 2;
  int *ptr = &n;
  Flag flag{1}, noflag{0};
  (void)ptr; (void)flag; (void)noflag;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)capture;
  (void)simd;
  (void)single;
  (void)in_reduction;
  (void)safelen;
#pragma omp parallel masked taskloop simd grainsize /* * */ ( /* " */ simd)firstprivate /* ) */ (safelen) /* ) */ reduction(+: /* * */ acc /* ( */ )priority /* nowait */ (1)if(parallel /* nowait */ :(single /* c */ )>(simd))default(none /* private(x) */ ) /* if(0) */ untied /* ( */ proc_bind(primary /* if(0) */ )num_threads /* ( */ (capture) /* * */ simdlen(2) /* if(0) */ shared /* if(0) */ (n, /* nowait */ simd /* c */ )
  for (int i = 0; i < n; i++)
  acc += i;
  printf("%s %ld %ld\n", "case_3", acc, lp);
}

int main(void)
{
  case_3();
  return 0;
}
