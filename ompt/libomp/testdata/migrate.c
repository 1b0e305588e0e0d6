/* Untied tasks that migrate: thread 0 starts an untied task at a
   taskyield (its first part only re-enqueues it), waits (no task
   scheduling point) until the task's body ran, and thread 1, kept out of
   task scheduling until then, resumes it in the barrier. With the
   argument "free" the threads do not wait for each other: many untied
   tasks with taskyield run wherever libomp puts them (e2e_test.go). */
#include <omp.h>
#include <stdio.h>
#include <string.h>

static int go, done, moved;

static void spin_until( int* flag )
{
    while ( !__atomic_load_n( flag, __ATOMIC_ACQUIRE ) )
    {
    }
}

int main( int argc, char** argv )
{
    int free_run = argc > 1 && strcmp( argv[ 1 ], "free" ) == 0;
    if ( free_run )
    {
#pragma omp parallel num_threads( 2 )
#pragma omp single
        for ( int i = 0; i < 64; i++ )
        {
#pragma omp task untied
            {
                int first = omp_get_thread_num();
#pragma omp taskyield
#pragma omp task
                __atomic_add_fetch( &done, 1, __ATOMIC_RELAXED );
#pragma omp taskyield
                if ( omp_get_thread_num() != first )
                {
                    __atomic_add_fetch( &moved, 1, __ATOMIC_RELAXED );
                }
            }
        }
        printf( "done=%d\n", done );
        return 0;
    }
#pragma omp parallel num_threads( 2 )
    {
        if ( omp_get_thread_num() == 0 )
        {
#pragma omp task untied
            {
                if ( omp_get_thread_num() != 0 )
                {
                    moved = 1;
                }
                __atomic_store_n( &done, 1, __ATOMIC_RELEASE );
            }
#pragma omp taskyield
            __atomic_store_n( &go, 1, __ATOMIC_RELEASE );
            spin_until( &done );
        }
        else
        {
            spin_until( &go );
        }
    }
    printf( "moved=%d\n", moved );
    return 0;
}
