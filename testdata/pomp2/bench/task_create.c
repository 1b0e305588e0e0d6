/* Empty tasks created by one thread of a team of two, run by both: the
 * cost of a task as the program sees it (docs/performance.md,
 * "GOMP_task interposed"). */
#include <stdio.h>
#include <omp.h>
int main(int argc, char** argv) {
  int n = 200000, s = 0;
  double t0 = omp_get_wtime();
#pragma omp parallel num_threads(2)
#pragma omp single
  for (int i = 0; i < n; i++) {
#pragma omp task firstprivate(i) shared(s)
    {
#pragma omp atomic
      s += i & 1;
    }
  }
  double t1 = omp_get_wtime();
  printf("%.3f us per task (%d)\n", (t1 - t0) / n * 1e6, s);
  return 0;
}
