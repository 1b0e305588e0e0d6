/* Recursive task trees (pomp2/lib TestProfileSourcesAgree): tasks run
   inside the taskwaits of other tasks, tied and untied, with a critical
   section in the leaves; the profile lays them out under TASKS. */
#include <stdio.h>

static long fib( int n )
{
    long a, b;
    if ( n < 2 )
    {
        return n;
    }
#pragma omp task shared( a )
    a = fib( n - 1 );
#pragma omp task shared( b ) untied
    b = fib( n - 2 );
#pragma omp taskwait
    return a + b;
}

static int leaves;

static void tree( int depth )
{
    if ( depth == 0 )
    {
#pragma omp critical
        leaves++;
        return;
    }
#pragma omp task untied
    tree( depth - 1 );
#pragma omp task
    tree( depth - 1 );
#pragma omp taskwait
}

int main( void )
{
    long f = 0;
#pragma omp parallel
    {
#pragma omp single
        f = fib( 14 );
#pragma omp single nowait
        tree( 8 );
    }
    printf( "fib 377 %ld leaves 256 %d\n", f, leaves );
    return 0;
}
