/* How jobs end that must keep working (pomp2/lib TestJobEndings):
   "exit": a team thread calls exit() inside a parallel region;
   "system": the program runs a command with system();
   "many": 64 threads (more than the cores) enter a critical section
   1000 times each. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main( int argc, char** argv )
{
    const char* mode = argc > 1 ? argv[ 1 ] : "";
    long        n    = 0;
    if ( strcmp( mode, "exit" ) == 0 )
    {
#pragma omp parallel num_threads(2)
        {
#pragma omp critical
            n++;
#pragma omp barrier
            if ( omp_get_thread_num() == 1 )
            {
                printf( "exit from a team thread\n" );
                fflush( stdout );
                exit( 3 );
            }
#pragma omp barrier
        }
    }
    else if ( strcmp( mode, "system" ) == 0 )
    {
#pragma omp parallel num_threads(2)
        {
#pragma omp critical
            n++;
        }
        printf( "system: %d\n", system( "exit 7" ) >> 8 );
    }
    else
    {
#pragma omp parallel num_threads(64) reduction(+:n)
        for ( int i = 0; i < 1000; i++ )
        {
#pragma omp critical
            n++;
        }
        printf( "%ld\n", n );
    }
    return 0;
}
