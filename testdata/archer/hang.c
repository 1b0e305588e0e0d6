/* A job that hangs in OpenMP: thread 0 sets a lock it holds, the other
 * thread waits at the barrier, both in libgomp's futex waits. Built with
 * -fsanitize=thread, SIGTERM must still end it with a partial measurement
 * (pomp2/lib TestStopSignalUnderTSan). */
#include <stdio.h>
#include <omp.h>

int main( void )
{
    omp_lock_t l;
    omp_init_lock( &l );
#pragma omp parallel num_threads( 2 )
    {
        if ( omp_get_thread_num() == 0 )
        {
            omp_set_lock( &l );
            printf( "running\n" );
            fflush( stdout );
            omp_set_lock( &l ); /* held already: waits forever */
        }
#pragma omp barrier
    }
    printf( "never\n" );
    return 0;
}
