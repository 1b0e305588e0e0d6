/* POMP2 cost microbenchmark: an empty critical loop and an omp for loop,
   timed inside the program. Built uninstrumented and instrumented against
   several POMP2 implementations by the Makefile beside it. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

int main(int argc, char** argv)
{
    int    reps = argc > 1 ? atoi(argv[1]) : 200000;
    int    i, r, x = 0;
    double t0, t1, t2;
    double a[64];
    for (i = 0; i < 64; i++)
        a[i] = i;

    t0 = omp_get_wtime();
#pragma omp parallel private(r)
    {
        for (r = 0; r < reps; r++) {
#pragma omp critical
            x++;
        }
    }
    t1 = omp_get_wtime();
#pragma omp parallel private(r)
    {
        for (r = 0; r < reps / 10; r++) {
#pragma omp for
            for (i = 0; i < 64; i++)
                a[i] = a[i] * 0.5 + 1.0;
        }
    }
    t2 = omp_get_wtime();
    printf("critical %.1f ns/iter  for %.1f ns/iter  (x=%d a=%g)\n",
           (t1 - t0) * 1e9 / reps, (t2 - t1) * 1e9 / (reps / 10), x, a[7]);
    return 0;
}
