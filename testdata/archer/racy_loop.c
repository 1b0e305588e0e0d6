/* A data race: a sum over a worksharing loop without reduction. */
#include <stdio.h>

int main( void )
{
    int sum = 0, i;
#pragma omp parallel for num_threads( 2 ) shared( sum )
    for ( i = 0; i < 1000; i++ )
    {
        sum += i; /* the race */
    }
    printf( "%d\n", sum > 0 );
    return 0;
}
