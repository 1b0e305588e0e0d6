/*
 * The hot path of libpomp2: every POMP2 call appends a 16-byte record to a
 * buffer of the calling thread. Full buffers are queued for the Go side,
 * which drains them from a polling goroutine; nothing on this path calls
 * into Go (see docs/pomp2.md for why).
 *
 * Task ids do not fit in 16 bytes and rarely change, so they have records
 * of their own: POMP2_EV_TASK whenever the thread's current task changes
 * (the Go side tracks it and gives it to every later event), and
 * POMP2_EV_ARG right before an event whose argument is something else
 * (the new task of a task creation, the address of a lock).
 */
#ifndef POMP2_CORE_H
#define POMP2_CORE_H

#include <stdint.h>
#include <stddef.h>

typedef struct pomp2_event {
    uint64_t time;   /* TSC ticks (x86-64) or CLOCK_MONOTONIC ns; the value
                        of POMP2_EV_TASK and POMP2_EV_ARG records */
    uint32_t region; /* region id, 0 if none */
    uint8_t  kind;   /* enum pomp2_event_kind */
    uint8_t  pad;
    uint16_t tid;    /* omp_get_thread_num() */
} pomp2_event;

/* Chunks are carved from 2 MiB slabs (transparent huge pages where the
   system allows them: touching fresh 4 KiB pages costs microseconds each
   in a VM) and recycled once drained; 8 chunks fill a slab. */
#define POMP2_SLAB_BYTES   ( 2u << 20 ) /* internal/chunkq's CHUNKQ_SLAB_BYTES */
#define POMP2_CHUNK_BYTES  ( POMP2_SLAB_BYTES / 8 )
#define POMP2_CHUNK_HEADER 16
#define POMP2_CHUNK_EVENTS ( ( POMP2_CHUNK_BYTES - POMP2_CHUNK_HEADER ) / sizeof( pomp2_event ) )

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
void         pomp2_clock_pair( uint64_t* ticks, uint64_t* ns );
int          pomp2_ticks_are_ns( void );
void         pomp2_clock_start( uint64_t* ticks, uint64_t* ns );
/* the backlog of full chunks that wakes pomp2_wait_backlog (0: never) */
void         pomp2_set_backlog_limit( unsigned chunks );
void         pomp2_chunk_done( void );           /* a taken chunk is processed */
int          pomp2_wait_backlog( void );         /* 0 once stopped */
void         pomp2_stop_backlog_waiter( void );
double       pomp2_event_cost_ns( void );        /* calibrate.c */
void         pomp2_stop_recording( void );       /* async-signal-safe */
/* signals.c: a stop by SIGTERM, SIGINT, SIGXCPU, SIGUSR1 or SIGUSR2 */
int          pomp2_catch_signals( void );        /* the fd to read the signal from, -1 */
uint64_t     pomp2_signal_ticks( void );         /* when it came */
void         pomp2_reraise( int sig );           /* as if the library had not caught it */
/* the OMPT provider (provider*.c): a registered region's section count
   and critical wait id */
void         pomp2_region_info( uint32_t id, uint32_t num_sections, uint64_t critical_wait );
/* OTF2 traces: a POMP2_EV_TEAM record before each fork and parallel begin */
void         pomp2_record_team_keys( void );
/* where events go (pomp2.c): records into the buffers, the call-path
   profile on the recording thread (profile.h), or both */
void         pomp2_set_sinks( int records, int profile );


#endif
