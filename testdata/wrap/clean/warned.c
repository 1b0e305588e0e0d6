/* The user's own warnings, inside and after every construct the wrapper
 * instruments: each must be reported where the plain build reports it
 * (wrap's TestUserWarningsKept), none hidden by the instrumentation's
 * lines and none moved. */
#include <stdio.h>
#include <omp.h>

int main( void )
{
    int        i, sum = 0;
    omp_lock_t lock;
    omp_init_lock( &lock );
#pragma omp parallel reduction( + : sum )
    {
        int in_parallel;
#pragma omp for
        for ( i = 0; i < 10; i++ )
        {
            int in_for;
            sum += i;
        }
        int after_for;
#pragma omp sections
        {
#pragma omp section
            {
                int in_section;
            }
        }
        int after_sections;
#pragma omp single
        {
            int in_single;
        }
        int after_single;
#pragma omp master
        {
            int in_master;
        }
        int after_master;
#pragma omp critical
        {
            int in_critical;
        }
        int after_critical;
#pragma omp barrier
        int after_barrier;
#pragma omp task
        {
            int in_task;
        }
        int after_task;
#pragma omp taskwait
        int after_taskwait;
#pragma omp atomic
        sum += 1;
        int after_atomic;
#pragma omp flush
        int after_flush;
        omp_set_lock( &lock );
        int after_lock;
        omp_unset_lock( &lock );
    }
    int after_parallel;
#pragma omp parallel for
    for ( i = 0; i < 10; i++ )
    {
        int in_parallel_for;
    }
    int after_parallel_for;
    omp_destroy_lock( &lock );
    printf( "%d\n", sum > 0 );
    return 0;
}
