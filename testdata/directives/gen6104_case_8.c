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
  int inscan = 1, bind = 2, nogroup = 1, guided = 2, update = 2, taskloop = 2;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)inscan;
  (void)bind;
  (void)nogroup;
  (void)guided;
  (void)update;
  (void)taskloop;
#  pragma omp parallel shared( inscan , bind ,nogroup, taskloop) num_threads (2)reduction (+:acc )firstprivate (guided )
  {
  #pragma  omp single nowait firstprivate ( inscan )
  {
  acc += inscan;
#  pragma omp task default( shared )shared( acc ) untied if ( strcmp(str , "//*") != 0 ) firstprivate ( inscan)
  {
#pragma omp atomic update
  acc += 1;
  }
#pragma omp task default( shared) shared ( acc ) final("\\" [ 0 ] == '\\')
  {
#pragma omp atomic
  acc += 2;
  }
#pragma omp taskwait
  }
#pragma omp for private ( update)ordered
  for (int i = 0; i < n; i++)
  {
  {
  update = i;
  acc += update;
#pragma omp ordered
  lp = lp * 3 % 1000 + i;
  }
  }
  }
  printf("%s %ld %ld\n", "case_8", acc, lp);
}

int main(void)
{
  case_8();
  return 0;
}
