#include <stdio.h>
#include <string.h>
#include <omp.h>

static void case_8(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int collapse = 3, order = 3, firstprivate = 2, parallel = 1, teams = 1, map = 3, exclusive = 1;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)collapse;
  (void)order;
  (void)firstprivate;
  (void)parallel;
  (void)teams;
  (void)map;
  (void)exclusive;
#pragma omp parallel if( parallel: ( /* ( */ teams) > ( parallel ))reduction (+: acc ) shared (big ,ch,exclusive ,firstprivate,half , lp, n ,str ) firstprivate (collapse)default(none )private(map)
  {
#pragma omp /* * */ for simd schedule ( static ) if( simd :strlen( "(")> /* " */ 0)firstprivate( firstprivate ) lastprivate /* private(x) */ (lp /* if(0) */ )
  for (int i = 0; i < n; i++)
  {
  {
  lp = i * 2;
  acc += i + firstprivate;
  }
  }
  #pragma  omp critical
  {
  acc += 2;
  }
  }
  printf("%s %ld %ld\n", "case_8", acc, lp);
}

int main(void)
{
  case_8();
  return 0;
}
