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
  int guided = 1, order = 2, pragma = 1, map = 1, ordered = 2, parallel = 1, primary = 1;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)guided;
  (void)order;
  (void)pragma;
  (void)map;
  (void)ordered;
  (void)parallel;
  (void)primary;
#  pragma omp parallel loop default \
	(shared) \
, \
	collapse( 2) , \
num_threads( \
	primary )  \
	, firstprivate (primary ) ,\
  reduction (  \
+:acc),private( guided  \
    )
  for (int i = 0; i < n; i++)
  for (int j = 0; j < 3; j++)
  {
  acc += i + j;
  }
  printf("%s %ld %ld\n", "case_8", acc, lp);
}

int main(void)
{
  case_8();
  return 0;
}
