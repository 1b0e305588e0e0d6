/* Stress test: 16 threads record a million events each (or 2 x the
   number given as argument) through the POMP2 calls directly;
   TestStressNoEventLost and TestStressTrace check that every one arrives. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
#include <opari2/pomp2_lib.h>

#define PAIRS 500000

static OPARI2_Region_handle region = NULL;
#define CTC "1*regionType=atomic*sscl=stress.c:10:10*escl=stress.c:10:10**"

int main(int argc, char** argv)
{
    long total = 0;
    int  pairs = argc > 1 ? atoi(argv[1]) : PAIRS;
#pragma omp parallel num_threads(16) reduction(+:total)
    {
        int i;
        for (i = 0; i < pairs; i++) {
            POMP2_Atomic_enter(&region, CTC);
            POMP2_Atomic_exit(&region);
            total++;
        }
    }
    printf("%ld\n", total);
    return 0;
}
