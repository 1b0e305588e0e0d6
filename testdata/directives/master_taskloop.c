/* master taskloop (simd): the master region is instrumented, the
 * taskloop stays a directive of its own on the loop. */
#include <stdio.h>

int main(void)
{
  long acc = 0, sum = 0;
#pragma omp parallel num_threads(2)
  {
#pragma omp master taskloop simd reduction(+:acc) grainsize(2)
    for (int i = 0; i < 16; i++)
      acc += i;
#pragma omp master taskloop reduction(+:sum) num_tasks(3)
    for (int i = 0; i < 8; i++)
      sum += i;
  }
  printf("%ld %ld\n", acc, sum);
  return 0;
}
