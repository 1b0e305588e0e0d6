/* A data race: a nowait loop, then each thread reads what the other
 * wrote in it. */
#include <stdio.h>

int main( void )
{
    int a[ 2 ] = { 0, 0 }, seen = 0;
#pragma omp parallel num_threads( 2 ) shared( a ) reduction( + : seen )
    {
        int i;
#pragma omp for nowait schedule( static )
        for ( i = 0; i < 2; i++ )
        {
            a[ i ] = i + 1;
        }
        seen += a[ 1 - ( i & 1 ) ]; /* the race: the other thread's element */
    }
    printf( "%d\n", seen >= 0 );
    return 0;
}
