/* The common guard of an optional parallel region (issue 18): the
 * braces of the block sit in #if sections. The closing instrumentation
 * goes into the section of the closing brace, as the reference's does,
 * so that the output compiles with USE_OMP defined (here) or not
 * (ifdef_guard_off.c). */
#define USE_OMP
#include <stdio.h>

int main(void)
{
  int s = 0;
#ifdef USE_OMP
#pragma omp parallel num_threads(2) reduction(+:s)
  {
#endif
    s += 1;
#ifdef USE_OMP
  }
#endif
  printf("%d\n", s);
  return 0;
}
