#include <stdio.h>
#include <string.h>
#include <omp.h>

static void case_1(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int shared = 3, runtime = 2, nonmonotonic = 2, in_reduction = 2, conditional = 2, primary = 1, pomp2_if = 1;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)shared;
  (void)runtime;
  (void)nonmonotonic;
  (void)in_reduction;
  (void)conditional;
  (void)primary;
  (void)pomp2_if;
#  pragma omp parallel /* ) */ firstprivate(in_reduction),reduction(+ /* ( */ :acc),num_threads(strlen("((" /* c */ )) /* " */ ,private(runtime,pomp2_if)
  {
  #pragma  omp for schedule(auto),ordered
  for (int i = 0; i < n; i++)
  {
  {
  acc += i;
#pragma omp /* private(x) */ ordered
  lp = lp * 3 % 1000 + i;
  }
  }
#pragma omp for simd private( /* ( */ nonmonotonic),firstprivate(conditional),lastprivate(lp),nontemporal /* ) */ (arr /* ( */ ),aligned(arr),schedule( /* if(0) */ simd:runtime)
  for (int i = 0; i < n; i++)
  {
  {
  nonmonotonic = i;
  lp = i * 2;
  acc += nonmonotonic + conditional;
  }
  }
  }
  printf("%s %ld %ld\n", "case_1", acc, lp);
}

int main(void)
{
  case_1();
  return 0;
}
