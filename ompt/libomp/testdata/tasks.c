/* Tasks run by other threads than their creator, with dependences, a
   taskgroup with taskyield, nested parallel regions with tasks, nest
   locks and lock tests: the checker must find no violation (e2e_test.go;
   OMP_NUM_THREADS=3, OMP_MAX_ACTIVE_LEVELS=2). 66 tasks, 40 of them with
   dependences; every thread re-acquires the nest lock once. */
#include <stdio.h>
#include <omp.h>

int main(void)
{
    int             x = 0, y = 0, acc = 0, tested = 0;
    omp_nest_lock_t nest;
    omp_lock_t      lock;
    omp_init_nest_lock( &nest );
    omp_init_lock( &lock );
#pragma omp parallel
    {
#pragma omp single
        {
            for ( int i = 0; i < 20; i++ )
            {
#pragma omp task depend( out : x ) shared( x )
                x++;
#pragma omp task depend( in : x ) depend( inout : y ) shared( x, y )
                y += x;
            }
#pragma omp taskgroup
            {
                for ( int i = 0; i < 20; i++ )
                {
#pragma omp task shared( acc )
                    {
#pragma omp taskyield
#pragma omp atomic
                        acc++;
                    }
                }
            }
        }
        omp_set_nest_lock( &nest );
        omp_set_nest_lock( &nest );
        omp_unset_nest_lock( &nest );
        omp_unset_nest_lock( &nest );
        if ( omp_test_lock( &lock ) )
        {
            tested++;
            omp_unset_lock( &lock );
        }
#pragma omp parallel num_threads( 2 ) shared( acc )
        {
#pragma omp task shared( acc )
            {
#pragma omp atomic
                acc++;
            }
        }
    }
    omp_destroy_lock( &lock );
    omp_destroy_nest_lock( &nest );
    printf( "x=%d y=%d acc=%d tested=%d\n", x, y, acc, tested > 0 );
    return 0;
}
