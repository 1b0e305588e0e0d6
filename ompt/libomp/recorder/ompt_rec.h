/*
 * The hot path of the OMPT tool library: every libomp callback appends a
 * 64-byte record (one cache line) to a buffer of the calling thread. Full buffers are
 * queued for the Go side, which replays them into the ompt model from a
 * polling goroutine; no callback calls into Go (docs/ompt.md, "A real
 * runtime").
 */
#ifndef OMPGO_REC_H
#define OMPGO_REC_H

#include <stdint.h>

/* must match replay.Record (TestRecordLayout) */
typedef struct ompgo_rec {
    uint8_t  kind;        /* enum ompgo_kind */
    uint8_t  sub;         /* endpoint, thread type, task status, dependence type */
    uint16_t index;       /* thread number in the team */
    uint32_t u32;         /* team size, requested parallelism, flags, kinds */
    uint64_t a;           /* first id (task, parallel region, wait id) */
    uint64_t b;           /* second id, count, address */
    uint64_t pc;          /* codeptr_ra, or the flags of an implicit task */
    uint64_t time;        /* TSC ticks (x86-64) or CLOCK_MONOTONIC ns */
    uint32_t cpu;         /* the processor the thread ran on */
    int32_t  place;       /* thread_begin, implicit_task begin: the thread's place (-1: none) */
    uint64_t exit_frame;  /* parallel_begin, task_create: the encountering task's frame */
    uint64_t enter_frame; /* as libomp passed it */
} ompgo_rec;

/* must match replay.Kind (TestKindsMatchGo); the fields each uses are
   listed there */
enum ompgo_kind {
    OMPGO_NONE = 0,
    OMPGO_THREAD_BEGIN,
    OMPGO_THREAD_END,
    OMPGO_PARALLEL_BEGIN,
    OMPGO_PARALLEL_END,
    OMPGO_IMPLICIT_TASK,
    OMPGO_TASK_CREATE,
    OMPGO_DEPENDENCE,
    OMPGO_TASK_DEPENDENCE,
    OMPGO_TASK_SCHEDULE,
    OMPGO_WORK,
    OMPGO_MASKED,
    OMPGO_SYNC_REGION,
    OMPGO_SYNC_REGION_WAIT,
    OMPGO_MUTEX_ACQUIRE,
    OMPGO_MUTEX_ACQUIRED,
    OMPGO_MUTEX_RELEASED,
    OMPGO_LOCK_INIT,
    OMPGO_LOCK_DESTROY,
    OMPGO_NEST_LOCK,
    OMPGO_FLUSH,
    OMPGO_CANCEL,
    OMPGO_CONTROL_TOOL,
    OMPGO_REDUCTION,
    OMPGO_DISPATCH,
    OMPGO_ERROR,
    OMPGO_KIND_COUNT
};

/* the task ids' count of switches into the task (replay.GenShift) */
#define OMPGO_GEN_SHIFT 56

/* a chunk fills 128 KiB (but 48 bytes): chunks are carved out of 2 MiB slabs
   backed by huge pages (tool.c) */
#define OMPGO_CHUNK_RECS 2047

typedef struct ompgo_chunk {
    struct ompgo_chunk* next;
    uint32_t            thread; /* index of the recording thread, in thread_begin order */
    uint32_t            n;
    ompgo_rec           rec[ OMPGO_CHUNK_RECS ];
} ompgo_chunk;

/* The recorder as the tool of a runtime, which announced version and
   runtime to ompt_start_tool: the result to return to it. failed, if not
   NULL, ends a run whose Go side's finalizer returned a status other than
   0 (the tool library exits with it; libpomp2's exit handler does that
   itself, after its outputs). */
struct ompt_start_tool_result_t* ompgo_start( unsigned int version, const char* runtime, void ( *failed )( int status ) );

/* Called from Go. */
ompgo_chunk* ompgo_take_chunks( void );                         /* queued chunks, oldest first */
void         ompgo_release_chunk( ompgo_chunk* c );             /* back to the free list */
uint64_t     ompgo_recorded( void );                            /* records written so far (at finalize) */
void         ompgo_clock( uint64_t* ticks, uint64_t* ns );      /* a record's clock and CLOCK_MONOTONIC, together */
int          ompgo_num_places( void );                          /* libomp's places, -1 until known */
int          ompgo_place_procs( int place, int* ids, int n );   /* the processors of a place (their number) */
const char*  ompgo_message( uint64_t id, uint64_t* len );       /* the message of an error record */

#endif
