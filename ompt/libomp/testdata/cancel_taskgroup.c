/* taskgroup with cancel taskgroup (OMP_CANCELLATION=true): thread 0
   creates five tasks in a taskgroup and runs them at its end, the last
   created first; that one cancels the taskgroup, the others are
   discarded. Thread 1 waits outside any task scheduling point until the
   taskgroup ended. With the argument "free" thread 1 takes part, and the
   tasks reach a cancellation point (e2e_test.go). */
#include <omp.h>
#include <stdio.h>
#include <string.h>

static int done, ran;

int main( int argc, char** argv )
{
    int free_run = argc > 1 && strcmp( argv[ 1 ], "free" ) == 0;
    int n        = free_run ? 40 : 5;
#pragma omp parallel num_threads( 2 )
    {
        if ( omp_get_thread_num() == 0 || free_run )
        {
#pragma omp single nowait
            {
#pragma omp taskgroup
                {
                    for ( int i = 0; i < n; i++ )
                    {
#pragma omp task firstprivate( i )
                        {
                            if ( i == n - 1 || ( free_run && i % 7 == 3 ) )
                            {
#pragma omp cancel taskgroup
                            }
#pragma omp cancellation point taskgroup
                            __atomic_add_fetch( &ran, 1, __ATOMIC_RELAXED );
                        }
                    }
                }
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
    printf( "cancelled=%d\n", ran < n );
    return 0;
}
