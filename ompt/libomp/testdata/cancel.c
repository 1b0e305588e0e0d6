/* cancel parallel and cancel for (OMP_CANCELLATION=true): thread 0
   activates the cancellation; thread 1 goes round a cancellation point
   until it detects it (e2e_test.go). */
#include <omp.h>
#include <stdio.h>

static int hits;

int main( void )
{
#pragma omp parallel num_threads( 2 )
    {
        if ( omp_get_thread_num() == 0 )
        {
#pragma omp cancel parallel
        }
        for ( ;; )
        {
#pragma omp cancellation point parallel
        }
    }
#pragma omp parallel num_threads( 2 )
    {
#pragma omp for schedule( static )
        for ( int i = 0; i < 8; i++ )
        {
            if ( i == 0 )
            {
#pragma omp cancel for
            }
            for ( ;; )
            {
#pragma omp cancellation point for
            }
            __atomic_add_fetch( &hits, 1, __ATOMIC_RELAXED );
        }
    }
    printf( "hits=%d\n", hits );
    return 0;
}
