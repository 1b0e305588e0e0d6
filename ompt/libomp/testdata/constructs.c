/* A small OpenMP program whose callbacks are the same on every run, per
   thread (teams of 2, static schedules, no deferred tasks): the printer's
   output of it under libomp is a golden (e2e_test.go). REGIONS parallel
   regions, each with every construct below once per thread. */
#include <stdio.h>
#include <omp.h>

#define REGIONS 3
#define N 8

int main(void)
{
    int        sum = 0, ord = 0, hits = 0;
    double     a[ N ];
    omp_lock_t lock;
    omp_init_lock( &lock );
    for ( int r = 0; r < REGIONS; r++ )
    {
#pragma omp parallel num_threads( 2 )
        {
#pragma omp for schedule( static )
            for ( int i = 0; i < N; i++ )
            {
                a[ i ] = i;
            }
#pragma omp for schedule( static ) reduction( + : sum )
            for ( int i = 0; i < N; i++ )
            {
                sum += i;
            }
#pragma omp for schedule( static, 1 ) ordered
            for ( int i = 0; i < N; i++ )
            {
#pragma omp ordered
                ord += i;
            }
#pragma omp barrier
#pragma omp critical
            hits++;
#pragma omp master
            hits++;
            omp_set_lock( &lock );
            hits++;
            omp_unset_lock( &lock );
#pragma omp task if ( 0 )
            hits += 0;
#pragma omp taskwait
#pragma omp flush
        }
    }
    omp_destroy_lock( &lock );
    printf( "sum=%d ord=%d hits=%d a=%g\n", sum, ord, hits, a[ N - 1 ] );
    return 0;
}
