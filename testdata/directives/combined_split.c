/* Combined constructs split clause by clause: default(none) with
 * lastprivate and linear, firstprivate(x) lastprivate(x), an inscan
 * reduction, parallel master taskloop, parallel loop with collapse,
 * parallel masked with filter, parallel for simd. */
#include <stdio.h>

int main(void)
{
  int i, n = 16, x = 5, lin = 0;
  long sum = 0, scan = 0, b[16], acc = 0;
#pragma omp parallel for default(none) shared(n) lastprivate(x) linear(lin:2)
  for (i = 0; i < n; i++) {
    x = i * 3;
    lin += 0;
  }
  printf("lastprivate %d linear %d\n", x, lin);
  x = 5;
#pragma omp parallel for firstprivate(x) lastprivate(x) reduction(+:sum)
  for (i = 0; i < n; i++) {
    sum += x;
    x = i;
  }
  printf("firstlast %d %ld\n", x, sum);
#pragma omp parallel for reduction(inscan, +: scan)
  for (i = 0; i < n; i++) {
    scan += i;
#pragma omp scan inclusive(scan)
    b[i] = scan;
  }
  printf("scan %ld %ld\n", b[n - 1], b[3]);
#pragma omp parallel master taskloop reduction(+:acc) grainsize(2) num_threads(2)
  for (i = 0; i < n; i++)
    acc += i;
  printf("taskloop %ld\n", acc);
  acc = 0;
#pragma omp parallel loop collapse(2) reduction(+:acc)
  for (int p = 0; p < 4; p++)
    for (int q = 0; q < 4; q++)
      acc += p * q;
  printf("loop %ld\n", acc);
  acc = 0;
#pragma omp parallel masked filter(0) num_threads(2)
  acc += 7;
  printf("masked %ld\n", acc);
  acc = 0;
#pragma omp parallel for simd simdlen(4) reduction(+:acc) schedule(simd: static)
  for (i = 0; i < n; i++)
    acc += i;
  printf("simd %ld\n", acc);
  return 0;
}
