/* A source that starts with a UTF-8 byte-order mark. */
#include <stdio.h>

int main(void)
{
  int k = 0;
#pragma omp parallel num_threads(2) reduction(+:k)
  k += 1;
  printf("%d\n", k);
  return 0;
}
