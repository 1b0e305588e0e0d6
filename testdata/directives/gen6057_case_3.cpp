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
  int exclusive = 3, bind = 2, proc_bind = 3, hint = 2, pragma = 2;
  int *ptr = &n;
  Flag flag{1}, noflag{0};
  (void)ptr; (void)flag; (void)noflag;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)exclusive;
  (void)bind;
  (void)proc_bind;
  (void)hint;
  (void)pragma;
  _Pragma("omp teams num_teams ( 1)")
  {
  _Pragma("omp parallel firstprivate ( proc_bind) num_threads(sizeof(char ) + 1 )default ( none)shared ( acc,big,bind ,ch, exclusive, flag , half ,n , noflag,pragma,ptr, str ) private(hint )")
  {
  _Pragma("omp single firstprivate(exclusive)")
  {
  _Pragma("omp atomic")
  acc += exclusive;
  _Pragma("omp task firstprivate(bind) final( 1L << 32)shared ( acc)")
  {
  _Pragma("omp atomic")
  acc += 1;
  }
  _Pragma("omp task shared (acc )untied")
  {
  _Pragma("omp atomic")
  acc += 2;
  }
  _Pragma("omp task shared(acc ) if( task : strcmp(str , \")\" )!= 0 )untied mergeable")
  {
  _Pragma("omp atomic")
  acc += 3;
  }
  _Pragma("omp taskwait")
  }
  _Pragma("omp for firstprivate(exclusive ) collapse(2 )")
  for (int i = 0; i < n; i++)
  for (int j = 0; j < 3; j++)
  {
  {
  _Pragma("omp atomic")
  acc += i + exclusive + j;
  }
  }
  }
  }
  printf("%s %ld %ld\n", "case_3", acc, lp);
}

int main(void)
{
  case_3();
  return 0;
}
