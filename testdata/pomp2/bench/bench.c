/* POMP2 cost microbenchmark: an empty critical loop and an omp for loop,
   timed inside the program. Built uninstrumented and instrumented against
   several POMP2 implementations by the Makefile beside it.

   Each loop runs in BLOCKS parallel regions timed one by one; the program
   prints the median and the minimum time per iteration over the blocks,
   so that a block disturbed by the (shared, virtual) machine does not
   decide the result. A block lasts tens of milliseconds: longer than the
   library's drain period, whose cost is part of every block. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define BLOCKS 10

static int cmp_double(const void* a, const void* b)
{
    double x = *(const double*)a, y = *(const double*)b;
    return (x > y) - (x < y);
}

/* median and minimum of t[0..BLOCKS) */
static void stats(double* t, double* med, double* min)
{
    qsort(t, BLOCKS, sizeof t[0], cmp_double);
    *med = (t[BLOCKS / 2 - 1] + t[BLOCKS / 2]) / 2;
    *min = t[0];
}

int main(int argc, char** argv)
{
    int    reps = argc > 1 ? atoi(argv[1]) : 200000;
    int    per_block = reps / BLOCKS;
    int    for_per_block = reps / 10 / BLOCKS;
    int    b, i, r, x = 0;
    double a[64], crit[BLOCKS], loop[BLOCKS];
    double crit_med, crit_min, loop_med, loop_min;
    for (i = 0; i < 64; i++)
        a[i] = i;

    for (b = 0; b < BLOCKS; b++) {
        double t0 = omp_get_wtime();
#pragma omp parallel private(r)
        {
            for (r = 0; r < per_block; r++) {
#pragma omp critical
                x++;
            }
        }
        crit[b] = (omp_get_wtime() - t0) * 1e9 / per_block;
    }
    for (b = 0; b < BLOCKS; b++) {
        double t0 = omp_get_wtime();
#pragma omp parallel private(r)
        {
            for (r = 0; r < for_per_block; r++) {
#pragma omp for
                for (i = 0; i < 64; i++)
                    a[i] = a[i] * 0.5 + 1.0;
            }
        }
        loop[b] = (omp_get_wtime() - t0) * 1e9 / for_per_block;
    }
    stats(crit, &crit_med, &crit_min);
    stats(loop, &loop_med, &loop_min);
    printf("critical %.1f ns/iter min %.1f  for %.1f ns/iter min %.1f  (x=%d a=%g)\n",
           crit_med, crit_min, loop_med, loop_min, x, a[7]);
    return 0;
}
