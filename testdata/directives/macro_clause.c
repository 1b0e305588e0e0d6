/* Macros standing for clauses and for parts of clauses: a macro for a
 * parallel clause on a combined construct stays on the parallel part
 * (with a warning: the instrumenter cannot see into it); macros inside
 * clause arguments are kept as written. */
#include <stdio.h>

#define NT 2
#define SHARED_CLAUSE shared(n)
#define CHUNK 3
#define COND (n > 1)

int main(void)
{
  int n = 12, k = 0;
#pragma omp parallel for SHARED_CLAUSE num_threads(NT) if(COND) schedule(dynamic, CHUNK) reduction(+:k)
  for (int i = 0; i < n; i++)
    k += i;
  printf("%d\n", k);
  return 0;
}
