/*
 * The hot path of libpomp2: every POMP2 call appends a 24-byte record to a
 * buffer of the calling thread. Full buffers are queued for the Go side,
 * which drains them from a polling goroutine; nothing on this path calls
 * into Go (see docs/pomp2.md for why).
 */
#ifndef POMP2_CORE_H
#define POMP2_CORE_H

#include <stdint.h>
#include <stddef.h>

typedef struct pomp2_event {
    uint64_t time;   /* TSC ticks (x86-64) or CLOCK_MONOTONIC ns */
    uint32_t region; /* region id, 0 if none */
    uint16_t kind;   /* enum pomp2_event_kind */
    uint16_t tid;    /* omp_get_thread_num() */
    int64_t  arg;    /* task id, lock address, result ... */
} pomp2_event;

#define POMP2_CHUNK_EVENTS 8192

typedef struct pomp2_chunk {
    struct pomp2_chunk* next;
    uint32_t            thread; /* index of the recording OS thread */
    uint32_t            n;
    pomp2_event         ev[ POMP2_CHUNK_EVENTS ];
} pomp2_chunk;

/* Called from Go. */
pomp2_chunk* pomp2_take_chunks( void );          /* full chunks, oldest first */
void         pomp2_release_chunks( pomp2_chunk* list );
void         pomp2_flush_all_threads( void );    /* queue every partial buffer */
uint64_t     pomp2_ticks( void );
uint64_t     pomp2_monotonic_ns( void );
int          pomp2_ticks_are_ns( void );
void         pomp2_clock_start( uint64_t* ticks, uint64_t* ns );
uint64_t     pomp2_dropped_events( void );


#endif
