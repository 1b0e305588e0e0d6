/* Profile scenarios with known answers (pomp2/lib TestProfileAnswers):
   each prints nothing but its result line; the test checks the profile. */
#include <omp.h>
#include <stdio.h>
#include <unistd.h>

static void ms_sleep( int ms ) { usleep( ms * 1000 ); }

/* a task tree of depth d: two tasks per node, 2 + 4 + ... + 2^d tasks */
static int tree( int d )
{
    int a = 0, b = 0;
    if ( d == 0 )
    {
        return 1;
    }
#pragma omp task shared(a)
    a = tree( d - 1 );
#pragma omp task shared(b)
    b = tree( d - 1 );
#pragma omp taskwait
    return a + b;
}

int main( void )
{
    int i, leaves = 0, inner = 0;
    omp_set_max_active_levels( 2 );
    /* 1: thread 0 works 40 ms more than the others in a for loop */
#pragma omp parallel num_threads(4)
    {
#pragma omp for schedule(static, 1)
        for ( i = 0; i < 4; i++ )
        {
            ms_sleep( i == 0 ? 50 : 10 );
        }
    }
    /* 2: each of 4 threads holds a critical section for 10 ms */
#pragma omp parallel num_threads(4)
    {
#pragma omp critical
        ms_sleep( 10 );
    }
    /* 3: nested parallel regions, 2 x 2 threads */
#pragma omp parallel num_threads(2) reduction(+:inner)
    {
#pragma omp parallel num_threads(2) reduction(+:inner)
        {
            ms_sleep( 5 );
            inner++;
        }
    }
    /* 4: a task tree of depth 4 */
#pragma omp parallel num_threads(2)
    {
#pragma omp single
        leaves = tree( 4 );
    }
    /* 5: a user region around a parallel region */
#pragma pomp inst begin(work)
#pragma omp parallel num_threads(2)
    ms_sleep( 5 );
#pragma pomp inst end(work)
    printf( "inner %d leaves %d\n", inner, leaves );
    return 0;
}
