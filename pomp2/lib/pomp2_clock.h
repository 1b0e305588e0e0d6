/* The recording clock of libpomp2: pomp2_now() is a record's time stamp (the
   TSC on x86, else CLOCK_MONOTONIC in ns); clock.c has the rest (the
   Go side's reads and the pair that maps ticks to ns). */
#ifndef POMP2_CLOCK_H
#define POMP2_CLOCK_H
#include <stdint.h>
#include <time.h>

#if defined( __x86_64__ ) || defined( __i386__ )
#include <x86intrin.h>
static inline uint64_t pomp2_now( void ) { return __rdtsc(); }
#else
static inline uint64_t pomp2_now( void )
{
    struct timespec ts;
    clock_gettime( CLOCK_MONOTONIC, &ts );
    return ( uint64_t )ts.tv_sec * 1000000000u + ( uint64_t )ts.tv_nsec;
}
#endif

#pragma GCC visibility push( hidden )
/* the pair taken when the measurement started (pomp2_clock_start) */
void pomp2_clock_set_start( uint64_t ticks, uint64_t ns );
#pragma GCC visibility pop
#endif
