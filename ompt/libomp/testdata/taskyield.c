/* taskyield in a loop of tasks, tied and untied: thread 0 creates them
   and runs them all at its taskwait (last created first), while thread 1
   waits outside any task scheduling point until they are done; a yielding
   untied task lets the next task run on top of it. With the argument
   "free" thread 1 takes part (e2e_test.go). */
#include <omp.h>
#include <stdio.h>
#include <string.h>

static int done, sum;

static void work( int n )
{
    for ( int j = 0; j < 3; j++ )
    {
#pragma omp taskyield
        __atomic_add_fetch( &sum, n, __ATOMIC_RELAXED );
    }
}

int main( int argc, char** argv )
{
    int free_run = argc > 1 && strcmp( argv[ 1 ], "free" ) == 0;
#pragma omp parallel num_threads( 2 )
    {
        if ( omp_get_thread_num() == 0 || free_run )
        {
#pragma omp single nowait
            {
                for ( int i = 0; i < 3; i++ )
                {
#pragma omp task
                    work( 1 );
#pragma omp task untied
                    work( 10 );
                }
#pragma omp taskwait
                __atomic_store_n( &done, 1, __ATOMIC_RELEASE );
            }
        }
        else
        {
            while ( !__atomic_load_n( &done, __ATOMIC_ACQUIRE ) )
            {
            }
        }
    }
    printf( "sum=%d\n", sum );
    return 0;
}
