/* A private variable that names the chunk size of a combined construct:
 * the chunk is evaluated where the variable is not private, so after
 * the split the private clause goes with the loop. */
#include <stdio.h>

int main(void)
{
  int chunk = 3, k = 0;
#pragma omp parallel for private(chunk) schedule(dynamic, chunk) reduction(+:k) \
        num_threads(2)
  for (int i = 0; i < 20; i++) {
    chunk = i;
    k += chunk;
  }
  printf("%d\n", k);
  return 0;
}
