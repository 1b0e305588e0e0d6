/* Race-free: what a team's threads write in a combined parallel loop is
 * read after the region by the thread that forked it (the join orders
 * them). An ordered loop, a linear loop, and a plain one whose last
 * iterations are another thread's. Built with -fsanitize=thread through
 * opari2-gcc and run with Archer, ThreadSanitizer reports nothing (pomp2/lib
 * TestArcher). */
#include <stdio.h>

int main( void )
{
    int    count = 0, j = 0, i;
    double c[ 100 ], last[ 100 ];
    for ( i = 0; i < 100; i++ )
    {
        c[ i ] = i;
    }
#pragma omp parallel for ordered num_threads( 2 )
    for ( i = 0; i < 100; i++ )
    {
#pragma omp ordered
        {
            count++;
        }
    }
#pragma omp parallel for linear( j ) num_threads( 2 )
    for ( i = 0; i < 100; i++ )
    {
        c[ j ] += 2.0 * i;
        j++;
    }
#pragma omp parallel for schedule( static ) num_threads( 2 )
    for ( i = 0; i < 100; i++ )
    {
        last[ i ] = c[ i ] + 1;
    }
    printf( "%d %d %.0f %.0f\n", count, j, c[ 50 ], last[ 99 ] );
    return 0;
}
