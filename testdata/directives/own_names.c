/* The program's own variables named like the instrumentation's:
 * pomp2_if, pomp2_num_threads, pomp2_old_task, pomp2_new_task. */
#include <stdio.h>

int main(void)
{
  int pomp2_if = 0, pomp2_num_threads = 3, pomp2_old_task = 1, pomp2_new_task = 2, k = 0;
#pragma omp parallel if(pomp2_if + 1) num_threads(pomp2_num_threads) reduction(+:k) private(pomp2_old_task)
  {
    pomp2_old_task = 5;
    k += pomp2_old_task;
  }
  printf("%d\n", k);
  k = 0;
#pragma omp parallel num_threads(2) reduction(+:k)
#pragma omp single
  {
#pragma omp task firstprivate(pomp2_new_task) shared(k) if(pomp2_if == 0)
    {
#pragma omp atomic
      k += pomp2_new_task;
    }
  }
  printf("%d %d %d\n", k, pomp2_if, pomp2_num_threads);
  return 0;
}
