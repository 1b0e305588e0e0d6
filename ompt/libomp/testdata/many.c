/* Many callbacks per thread: REPS empty critical sections per thread (3
   callbacks each), so that hundreds of full buffers are handed over while
   the program runs (e2e_test.go TestNoRecordLost). */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

int main(int argc, char** argv)
{
    int reps = argc > 1 ? atoi(argv[1]) : 200000;
    int x    = 0;
#pragma omp parallel
    for (int r = 0; r < reps; r++)
    {
#pragma omp critical
        x++;
    }
    printf("x=%d\n", x);
    return 0;
}
