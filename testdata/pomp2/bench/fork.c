/* POMP2 cost of a parallel region (fork, begin, end, join, the implicit
   barrier): an empty parallel region of OMP_NUM_THREADS threads, timed
   inside the program in BLOCKS blocks; prints the median and the minimum
   time per region; `make fork` compares libraries. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define BLOCKS 10

static int cmp_double(const void* a, const void* b)
{
    double x = *(const double*)a, y = *(const double*)b;
    return (x > y) - (x < y);
}

int main(int argc, char** argv)
{
    int    reps = argc > 1 ? atoi(argv[1]) : 100000;
    int    per_block = reps / BLOCKS;
    int    b, r, x = 0;
    double t[BLOCKS];
    for (b = 0; b < BLOCKS; b++) {
        double t0 = omp_get_wtime();
        for (r = 0; r < per_block; r++) {
#pragma omp parallel
            {
                if (omp_get_thread_num() == 0)
                    x++;
            }
        }
        t[b] = (omp_get_wtime() - t0) * 1e9 / per_block;
    }
    qsort(t, BLOCKS, sizeof t[0], cmp_double);
    printf("parallel %.1f ns/region min %.1f (x=%d)\n", (t[BLOCKS / 2 - 1] + t[BLOCKS / 2]) / 2, t[0], x);
    return 0;
}
