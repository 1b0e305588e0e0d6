#include <stdio.h>
#include <string.h>
#include <omp.h>

static void case_3(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int runtime = 1, teams = 3, section = 1, guided = 2, parallel = 3;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)runtime;
  (void)teams;
  (void)section;
  (void)guided;
  (void)parallel;
#pragma omp /* nowait */ parallel masked taskloop untied /* " */ , /* * */ firstprivate\
(section /* private(x) */ ), /* * */ reduction /* * */ ( +: /* nowait */ acc /* ) */ ) /* ( */ , /* private(x) */ num_threads (( /* ) */ \
	int /* ) */ ) /* " */ (half * /* if(0) */ 4 /* * */ )), /* * */ private /* " */ (parallel /* ( */ )
  for (int i = 0; i < n; i++)
  {
  acc += i;
  }
  printf("%s %ld %ld\n", "case_3", acc, lp);
}

int main(void)
{
  case_3();
  return 0;
}
