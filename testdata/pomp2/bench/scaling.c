/* The cost of an event as the team grows (docs/performance.md, "Cost per
 * event as threads grow"): each of OMP_NUM_THREADS threads records PAIRS
 * atomic enter/exit pairs through the POMP2 calls; prints the events, the
 * region's wall time and the events per second per thread. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
#include <opari2/pomp2_lib.h>

static OPARI2_Region_handle region = NULL;
#define CTC "1*regionType=atomic*sscl=scaling.c:12:12*escl=scaling.c:12:12**"

int main( int argc, char** argv )
{
    long   pairs = argc > 1 ? atol( argv[ 1 ] ) : 500000, total = 0;
    int    threads = 0;
    double t0      = omp_get_wtime();
#pragma omp parallel reduction( + : total )
    {
#pragma omp master
        threads = omp_get_num_threads();
        for ( long i = 0; i < pairs; i++ )
        {
            POMP2_Atomic_enter( &region, CTC );
            POMP2_Atomic_exit( &region );
            total += 2;
        }
    }
    double t = omp_get_wtime() - t0;
    printf( "threads %d events %ld region %.3f s  %.1f M events/s per thread\n", threads, total, t,
            total / t / threads / 1e6 );
    return 0;
}
