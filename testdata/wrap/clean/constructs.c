/* Every construct the wrapper instruments, in code that gcc and clang
 * compile without a warning at -Wall -Wextra -Wpedantic from C89 to C++17
 * (wrap's TestNoNewWarning builds it both ways and compares the
 * messages and the output). */
#include <stdio.h>
#include <omp.h>

static int square( int x )
{
    return x * x;
}

static int tree( int depth )
{
    int left = 0, right = 0;
    if ( depth == 0 )
    {
        return 1;
    }
#pragma omp task shared( left ) firstprivate( depth )
    left = tree( depth - 1 );
#pragma omp task shared( right ) if ( depth > 1 )
    right = tree( depth - 1 );
#pragma omp taskwait
    return left + right;
}

int main( void )
{
    int        i, sum = 0, squares = 0, count = 0, sections = 0, leaves = 0, nested = 0, atomics = 0, visits = 0, deps = 0;
    int        n = 100, threads = 2;
    omp_lock_t lock;

    omp_init_lock( &lock );
#pragma omp parallel default( none ) shared( sum, squares, count, sections, leaves, n, lock, atomics, visits, deps ) private( i ) num_threads( threads )
    {
#pragma omp for reduction( + : sum ) schedule( static )
        for ( i = 0; i < n; i++ )
        {
            sum += i;
        }
#pragma omp for ordered schedule( static, 1 )
        for ( i = 0; i < 4; i++ )
        {
#pragma omp ordered
            {
                squares += square( i );
            }
        }
#pragma omp sections
        {
#pragma omp section
            {
#pragma omp atomic
                sections++;
            }
#pragma omp section
            {
#pragma omp critical( sections )
                sections += 10;
            }
        }
#pragma omp single
        {
            leaves = tree( 3 );
        }
#pragma omp master
        {
            count += 1000;
        }
#pragma omp barrier
        omp_set_lock( &lock );
        count++;
        omp_unset_lock( &lock );
#pragma omp flush
#pragma omp atomic update
        atomics += 2;
#pragma omp for reduction( + : visits ) schedule( static )
        for ( i = 0; i < n; i++ )
        {
#pragma omp cancel for if ( i > n )
#pragma omp cancellation point for
            visits++;
        }
#pragma omp single
        {
            int a = 0, b[ 4 ] = { 0 };
#pragma omp task depend( out : a ) shared( a )
            a = 1;
#pragma omp task depend( in : a ) depend( inout : b[ 0 : 2 ] ) shared( a, b )
            b[ 0 ] = a + 1;
#pragma omp taskwait
#pragma omp taskgroup
            {
#pragma omp task shared( b )
                b[ 1 ] = 3;
            }
            deps = b[ 0 ] + b[ 1 ];
        }
    }
#pragma omp parallel for reduction( + : nested ) if ( n > 10 )
    for ( i = 0; i < 4; i++ )
    {
#pragma omp parallel num_threads( 2 ) reduction( + : nested )
        {
            nested += 1;
        }
    }
#pragma omp parallel sections reduction( + : sections )
    {
#pragma omp section
        sections += 100;
#pragma omp section
        sections += 100;
    }
    omp_destroy_lock( &lock );
    printf( "sum %d squares %d count %d sections %d leaves %d nested %d atomics %d visits %d deps %d\n",
            sum, squares, count, sections, leaves, nested, atomics, visits, deps );
    return 0;
}
