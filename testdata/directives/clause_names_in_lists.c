/* Variables named like clauses inside clause lists (the LLNL AMG proxy
 * app's private(i,num_threads,j)): they stay in their lists, and a
 * combined construct is split between clauses, never inside a list. */
#include <stdio.h>

int main(void)
{
  int i, j, num_threads = 7, untied = 1, linear = 2, safelen = 3, order = 4, filter = 5;
  long a = 0, b = 0, s = 0;
#pragma omp parallel private(i,num_threads,j) reduction(+:s)
  {
    num_threads = 2;
    for (i = 0, j = 0; i < 3; i++) j += num_threads;
    s += j;
  }
  printf("parallel %d %s\n", num_threads, s % 6 == 0 ? "ok" : "bad");
#pragma omp parallel for reduction(+: a, linear, b) private(untied, order)
  for (i = 0; i < 10; i++) {
    untied = i;
    order = 2 * i;
    a += untied;
    b += order;
    linear += 1;
  }
  printf("for %ld %ld %d\n", a, b, linear);
#pragma omp parallel for simd reduction(+: s, safelen) firstprivate(filter)
  for (i = 0; i < 8; i++) {
    s += filter;
    safelen += 1;
  }
  printf("simd %d\n", safelen);
  return 0;
}
