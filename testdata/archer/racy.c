/* A data race: both threads increment x unsynchronized. Archer must
 * report it (pomp2/lib TestArcher). */
#include <stdio.h>

int main( void )
{
    int x = 0;
#pragma omp parallel num_threads( 2 ) shared( x )
    {
        x++; /* the race */
    }
    printf( "%d\n", x > 0 );
    return 0;
}
