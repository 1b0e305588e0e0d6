/* A one-statement block followed on its line by the '}' of the
 * enclosing block, and a statement after the structured statement on
 * its line: the construct ends at its own statement's ';'. */
#include <stdio.h>

int main(void)
{
  int s = 0, t = 0, m = 0;
#pragma omp parallel num_threads(2) reduction(+:s)
  {
#pragma omp single
    s += 1; }
#pragma omp parallel num_threads(2) reduction(+:t)
  {
#pragma omp single
    t += 1; t += 10;
  }
#pragma omp parallel num_threads(2) reduction(+:m)
  {
#pragma omp master
    m += 1; m += 100; }
  printf("%d %d %d\n", s, t, m);
  return 0;
}
