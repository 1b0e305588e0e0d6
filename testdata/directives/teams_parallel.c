/* A parallel region right inside a teams construct: the instrumentation
 * must not call omp_get_max_threads() there (gcc rejects OpenMP API
 * calls strictly nested in teams). */
#include <stdio.h>

int main(void)
{
  int k = 0;
#pragma omp teams num_teams(1)
  {
#pragma omp parallel reduction(+:k)
    k += 1;
  }
#pragma omp target teams num_teams(1)
  {
#pragma omp parallel num_threads(2) reduction(+:k)
    k += 10;
  }
  printf("%d\n", k > 10);
  return 0;
}
