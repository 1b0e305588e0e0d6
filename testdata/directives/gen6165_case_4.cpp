#include <stdio.h>
#include <string.h>
#include <omp.h>

struct Flag {
  int v;
  explicit operator bool() const { return v != 0; }
};

static void case_4(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int pomp2_new_task = 2, simdlen = 3, parallel = 2, simd = 2, in_reduction = 2, untied = 3;
  int *ptr = &n;
  Flag flag{1}, noflag{0};
  (void)ptr; (void)flag; (void)noflag;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)pomp2_new_task;
  (void)simdlen;
  (void)parallel;
  (void)simd;
  (void)in_reduction;
  (void)untied;
  #pragma  omp /* " */ parallel /* ) */ sections if /* ) */ (strcmp( str ,")")!= 0) , shared(simdlen, /* ) */ simd , untied /* * */ ) ,firstprivate(in_reduction )
  {
  {
#pragma omp atomic update
  acc += 1;
  }
#  pragma omp section
  {
#  pragma omp atomic // trailing (comment
  acc += 2;
  }
  }
  printf("%s %ld %ld\n", "case_4", acc, lp);
}

int main(void)
{
  case_4();
  return 0;
}
