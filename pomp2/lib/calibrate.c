/*
 * The profile's estimate of the measurement's own cost: what recording
 * one event takes on this machine (read the clock and the thread number,
 * write a 16-byte record), timed at finalize over a scratch buffer. It
 * leaves out the buffer's cache and page misses, so the estimate is a
 * lower bound of the cost the program saw.
 */
#include <omp.h>
#include "pomp2_core.h"

double pomp2_event_cost_ns( void )
{
    enum { N = 1 << 15, SCRATCH = 256 };
    static pomp2_event scratch[ SCRATCH ];
    double             best = 0;
    for ( int round = 0; round < 3; round++ )
    {
        uint64_t t0 = pomp2_monotonic_ns();
        for ( int i = 0; i < N; i++ )
        {
            volatile pomp2_event* e = &scratch[ i & ( SCRATCH - 1 ) ];
            e->time   = pomp2_ticks();
            e->region = ( uint32_t )i;
            e->kind   = 1;
            e->tid    = ( uint16_t )omp_get_thread_num();
        }
        double ns = ( double )( pomp2_monotonic_ns() - t0 ) / N;
        if ( round == 0 || ns < best )
        {
            best = ns;
        }
    }
    return best;
}
