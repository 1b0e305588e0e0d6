/* Empty parallel regions of two threads with a reduction: the cost of a
 * fork and join as the program sees it (docs/performance.md, "GOMP_parallel
 * interposed"). */
#include <stdio.h>
#include <omp.h>
int main(int argc, char** argv) {
  int n = 20000, s = 0;
  double t0 = omp_get_wtime();
  for (int i = 0; i < n; i++) {
#pragma omp parallel num_threads(2) reduction(+:s)
    { s += 1; }
  }
  double t1 = omp_get_wtime();
  printf("%.3f us per region (%d)\n", (t1 - t0) / n * 1e6, s);
  return 0;
}
