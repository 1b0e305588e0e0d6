/* Stress test: 16 threads record a million events each through the POMP2
   calls directly; TestStressNoEventLost checks that every one arrives. */
#include <stdio.h>
#include <omp.h>
#include <opari2/pomp2_lib.h>

#define PAIRS 500000

static OPARI2_Region_handle region = NULL;
#define CTC "1*regionType=atomic*sscl=stress.c:10:10*escl=stress.c:10:10**"

int main(void)
{
    long total = 0;
#pragma omp parallel num_threads(16) reduction(+:total)
    {
        int i;
        for (i = 0; i < PAIRS; i++) {
            POMP2_Atomic_enter(&region, CTC);
            POMP2_Atomic_exit(&region);
            total++;
        }
    }
    printf("%ld\n", total);
    return 0;
}
