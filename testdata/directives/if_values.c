/* The value of an if clause is its truth value: if(0.5) and if(1L<<32)
 * are true (the reference's (int) cast made them false), and the
 * directive-name modifier of OpenMP 4.5 is understood. */
#include <stdio.h>

int main(void)
{
  double half = 0.5;
  int teams = 0, n = 4, k = 0;
  long threads[4] = {0, 0, 0, 0};
#pragma omp parallel if(half) num_threads(2) reduction(+:k)
  k += 1;
  threads[0] = k;
  k = 0;
#pragma omp parallel if(1L << 32) num_threads(2) reduction(+:k)
  k += 1;
  threads[1] = k;
  k = 0;
#pragma omp parallel if(parallel: n > 1000) num_threads(2) reduction(+:k)
  k += 1;
  threads[2] = k;
  k = 0;
#pragma omp parallel num_threads(2) reduction(+:k)
  {
#pragma omp single
    {
#pragma omp task if(task: teams) shared(k)
      {
#pragma omp atomic
        k += 10;
      }
#pragma omp taskwait
    }
  }
  threads[3] = k;
  printf("%ld %ld %ld %ld\n", threads[0], threads[1], threads[2], threads[3]);
  return 0;
}
