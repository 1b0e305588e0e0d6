#include <stdio.h>
#include <string.h>
#include <omp.h>

struct Flag {
  int v;
  explicit operator bool() const { return v != 0; }
};

static void case_7(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int grainsize = 1, workshare = 3, bind = 3, atomic = 2, untied = 2, seq_cst = 3;
  int *ptr = &n;
  Flag flag{1}, noflag{0};
  (void)ptr; (void)flag; (void)noflag;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)grainsize;
  (void)workshare;
  (void)bind;
  (void)atomic;
  (void)untied;
  (void)seq_cst;
  #pragma  omp parallel loop num_threads ( sizeof (char)+ 1) /* nowait */ , shared /* ( */ (n) /* * */ , bind ( parallel) ,collapse ( 2 ) ,default ( none ), /* ( */ reduction ( +: acc ), if /* nowait */ ( /* ) */ parallel /* ( */ : 0.5)
  for (int i = 0; i < n; i++)
  for (int j = 0; j < 3; j++)
  {
  acc += i + j;
  }
  printf("%s %ld %ld\n", "case_7", acc, lp);
}

int main(void)
{
  case_7();
  return 0;
}
