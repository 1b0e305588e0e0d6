/* A program that runs until a signal stops it (pomp2/lib TestStopSignals):
   its threads enter a critical section every 100 us. With the argument
   "own" it installs a SIGTERM handler of its own, which ends the loop:
   the program then prints "handled" and exits normally. */
#include <omp.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t stop;

static void own_handler( int sig )
{
    ( void )sig;
    stop = 1;
}

int main( int argc, char** argv )
{
    long n = 0;
    if ( argc > 1 && strcmp( argv[ 1 ], "own" ) == 0 )
    {
        signal( SIGTERM, own_handler );
    }
    double t0 = omp_get_wtime();
#pragma omp parallel reduction(+:n)
    {
#pragma omp master
        {
            printf( "running\n" );
            fflush( stdout );
        }
        while ( !stop && omp_get_wtime() - t0 < 30 )
        {
#pragma omp critical
            n++;
            usleep( 100 );
        }
    }
    printf( "handled %d\n", n > 0 );
    return 0;
}
