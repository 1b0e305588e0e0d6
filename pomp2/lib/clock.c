/*
 * libpomp2's clock for the Go side: ticks, the monotonic clock, and the
 * pairs of both that map a run's ticks to nanoseconds (pomp2_core.h).
 */
#define _GNU_SOURCE
#include <stdint.h>
#include <time.h>

#include "pomp2_core.h"
#include "pomp2_clock.h"

#if defined( __x86_64__ ) || defined( __i386__ )
int pomp2_ticks_are_ns( void ) { return 0; }
#else
int pomp2_ticks_are_ns( void ) { return 1; }
#endif

uint64_t pomp2_ticks( void ) { return pomp2_now(); }

uint64_t pomp2_monotonic_ns( void )
{
    struct timespec ts;
    clock_gettime( CLOCK_MONOTONIC, &ts );
    return ( uint64_t )ts.tv_sec * 1000000000u + ( uint64_t )ts.tv_nsec;
}

/* pomp2_clock_pair reads the ticks and the monotonic clock at one
 * moment: each sample is ticks, nanoseconds, ticks again, and the one with
 * the closest ticks wins (a thread descheduled between two reads would
 * otherwise shift the pair by a time slice, and the run's tick length,
 * fixed by a pair at its start and one at its end, by as much). */
void pomp2_clock_pair( uint64_t* ticks, uint64_t* ns )
{
    uint64_t best = UINT64_MAX;
    for ( int i = 0; i < 16; i++ )
    {
        uint64_t a = pomp2_now();
        uint64_t n = pomp2_monotonic_ns();
        uint64_t b = pomp2_now();
        if ( b >= a && b - a < best )
        {
            best   = b - a;
            *ticks = a + ( b - a ) / 2;
            *ns    = n;
        }
    }
}

static uint64_t clock_ticks0, clock_ns0;

void pomp2_clock_set_start( uint64_t ticks, uint64_t ns )
{
    clock_ticks0 = ticks;
    clock_ns0    = ns;
}

void pomp2_clock_start( uint64_t* ticks, uint64_t* ns )
{
    *ticks = clock_ticks0;
    *ns    = clock_ns0;
}
