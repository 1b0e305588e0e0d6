#include <stdio.h>
#include <string.h>
#include <omp.h>

#define M6_1 2
static void case_6(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int section = 3, mergeable = 1, sections = 2, nonmonotonic = 3, nontemporal = 1;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)section;
  (void)mergeable;
  (void)sections;
  (void)nonmonotonic;
  (void)nontemporal;
  #pragma  omp teams num_teams(1)
  {
  #pragma  omp parallel firstprivate(section,nontemporal)if(parallel:(nonmonotonic)>(nonmonotonic))proc_bind(close)private(mergeable)num_threads(M6_1)
  {
#  pragma omp sections lastprivate(lp)
  {
  {
  #pragma  omp atomic
  acc += 1;
  lp = 10;
  }
  #pragma  omp section
  {
#pragma omp atomic
  acc += 2;
  lp = 20;
  }
#pragma omp section
  {
  #pragma  omp atomic
  acc += 3;
  lp = 30;
  }
  }
#  pragma omp for collapse(2)private(sections)schedule(dynamic,sections)
  for (int i = 0; i < n; i++)
  for (int j = 0; j < 3; j++)
  {
  {
  sections = i;
#  pragma omp atomic
  acc += sections + j;
  }
  }
#pragma omp atomic
  acc += 1;
  #pragma  omp taskwait
  }
  }
  printf("%s %ld %ld\n", "case_6", acc, lp);
}

int main(void)
{
  case_6();
  return 0;
}
