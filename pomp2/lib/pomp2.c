/*
 * libpomp2: the C side of every POMP2 call. See pomp2_core.h.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <omp.h>

#include "pomp2_core.h"
#include "pomp2_events.h"
#include "omp-tools.h"
#include "provider_mutex.h"
#include "backlog.h"
#include "thread_index.h"
#include "gomp.h"
#include "regions.h"
#include "profile.h"
#include "_cgo_export.h"
#include "../include/opari2/pomp2_lib.h"
#include "../include/opari2/pomp2_user_lib.h"

#include "pomp2_clock.h"

/* ---- per-thread buffers ---- */

/* The state of a recording thread lives in its TLS, next to the buffer
   position, so that an event touches as few pages as possible: right
   after a system call (a barrier's futex) every page costs a TLB miss,
   and in a virtual machine a TLB miss is a two-dimensional page walk. */
typedef struct pomp2_thread {
    pomp2_event*         pos; /* next free record of cur */
    pomp2_event*         end; /* end of cur; pos == end: slow path */
    pomp2_chunk*         cur;
    POMP2_Task_handle    current_task;
    int64_t              task_counter;
    pomp2_tprof*         prof; /* the call-path profile on this thread, or NULL */
    uint32_t             index;
    int                  registered;
    struct pomp2_thread* next_all;
} pomp2_thread;

static __thread pomp2_thread tls __attribute__( ( tls_model( "initial-exec" ) ) );
static pthread_key_t         exit_key; /* its destructor hands over the buffer */

static pomp2_thread*   all_threads;
static atomic_int      enabled   = 1; /* POMP2_ENABLE */
static atomic_int      initialized;
static atomic_int      finalized;
static pthread_mutex_t init_mu = PTHREAD_MUTEX_INITIALIZER;

/* Where an event goes, set once by the Go side at the initialization
   (pomp2_set_sinks): records into the thread's buffer (for the trace, the
   echo, or the profile built from records), the call-path profile on the
   recording thread (profile.h), or both. */
enum { SINK_RECORDS = 1, SINK_PROFILE = 2 };
static atomic_int sinks = SINK_RECORDS;

void pomp2_set_sinks( int records, int profile )
{
    atomic_store( &sinks, ( records ? SINK_RECORDS : 0 ) | ( profile ? SINK_PROFILE : 0 ) );
}

#define SINKS() atomic_load_explicit( &sinks, memory_order_relaxed )

/* Hands over the records of t's current chunk and gives t an empty one;
   under the queue lock. */
static void hand_over_locked( pomp2_thread* t, int replace )
{
    pomp2_chunk* c = t->cur;
    c->n = ( uint32_t )( t->pos - c->ev );
    if ( c->n > 0 )
    {
        pomp2_queue_chunk_locked( c );
    }
    else
    {
        pomp2_put_chunk_locked( c );
    }
    t->cur = replace ? pomp2_new_chunk_locked( t->index ) : NULL;
    t->pos = t->cur ? t->cur->ev : NULL;
    t->end = t->cur ? t->cur->ev + POMP2_CHUNK_EVENTS : NULL;
}

/* at the exit of a recording thread: its records are handed over, its
   state (in its TLS) leaves the list of threads */
static void thread_exit( void* arg )
{
    pomp2_thread* t = arg;
    pomp2_queue_lock();
    if ( t->cur )
    {
        hand_over_locked( t, 0 );
    }
    pomp2_thread** p = &all_threads;
    while ( *p && *p != t )
    {
        p = &( *p )->next_all;
    }
    if ( *p )
    {
        *p = t->next_all;
    }
    t->registered = 0;
    pomp2_queue_unlock();
}

static void make_exit_key( void ) { pthread_key_create( &exit_key, thread_exit ); }

static void register_thread( pomp2_thread* t )
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once( &once, make_exit_key );
    t->index        = pomp2_thread_index();
    t->task_counter = 1;
    if ( SINKS() & SINK_PROFILE )
    {
        t->prof = pomp2_profile_new( t->index );
    }
    pomp2_queue_lock();
    if ( SINKS() & SINK_RECORDS )
    {
        t->cur = pomp2_new_chunk_locked( t->index );
        t->pos = t->cur->ev;
        t->end = t->cur->ev + POMP2_CHUNK_EVENTS;
    }
    t->next_all = all_threads;
    all_threads = t;
    pomp2_queue_unlock();
    t->registered = 1;
    pthread_setspecific( exit_key, t );
}

/* Queue every thread's partial buffer (at finalize: the OpenMP threads are
   idle then). The records stay in order: a thread's buffer is queued after
   its earlier, full ones. */
void pomp2_flush_all_threads( void )
{
    pomp2_queue_lock();
    for ( pomp2_thread* t = all_threads; t; t = t->next_all )
    {
        if ( t->cur && t->pos > t->cur->ev )
        {
            hand_over_locked( t, 1 );
        }
    }
    pomp2_queue_unlock();
}

static void init_once( void );

/* the calling thread's state, registered on its first event */
static inline pomp2_thread* ts( void )
{
    pomp2_thread* t = &tls;
    if ( __builtin_expect( !t->registered, 0 ) )
    {
        if ( !atomic_load_explicit( &initialized, memory_order_acquire ) )
        {
            init_once();
        }
        if ( !t->registered )
        {
            register_thread( t );
        }
    }
    return t;
}

static __attribute__( ( noinline ) ) pomp2_event* slot_slow( pomp2_thread* t )
{
    t = ts();
    if ( !t->cur )
    {
        /* no records: the initialization this call made switched them off */
        static __thread pomp2_event discarded;
        return &discarded;
    }
    if ( t->pos == t->end )
    {
        pomp2_queue_lock();
        hand_over_locked( t, 1 ); /* handed over, never overwritten */
        /* wait outside hand_over_locked: may block at the backlog bound */
        pomp2_queue_unlock();
        pomp2_backlog_bound();
    }
    return t->pos++;
}

/* the next free record of the calling thread's buffer */
static inline pomp2_event* slot( void )
{
    pomp2_thread* t = &tls;
    pomp2_event*  e = t->pos;
    if ( __builtin_expect( e == t->end, 0 ) ) /* full, or no buffer yet */
    {
        return slot_slow( t );
    }
    t->pos = e + 1;
    return e;
}

static inline __attribute__( ( always_inline ) ) void record( uint8_t kind, uint32_t region )
{
    uint64_t now = pomp2_now();
    int      to  = SINKS();
    if ( to & SINK_PROFILE )
    {
        pomp2_tprof* p = tls.prof; /* NULL until the thread's first event */
        if ( __builtin_expect( !p, 0 ) )
        {
            p = ts()->prof;
        }
        pomp2_profile_event( p, kind, region, now );
        if ( !( to & SINK_RECORDS ) )
        {
            return;
        }
    }
    pomp2_event* e = slot();
    e->time   = now;
    e->region = region;
    e->kind   = kind;
    e->tid    = ( uint16_t )omp_get_thread_num();
}

/* a POMP2_EV_TASK, POMP2_EV_ARG or POMP2_EV_TEAM record carrying v */
static inline __attribute__( ( always_inline ) ) void record_value( uint8_t kind, int64_t v )
{
    if ( !( SINKS() & SINK_RECORDS ) )
    {
        return;
    }
    pomp2_event* e = slot();
    e->time   = ( uint64_t )v;
    e->region = 0;
    e->kind   = kind;
    e->tid    = 0;
}

/* an event whose argument is not the current task; inlined, so that its
   kind is a constant there and the profile's event folds to a push or a
   close, as record's does (out of line it looked the pairing up) */
static inline __attribute__( ( always_inline ) ) void record_arg( uint8_t kind, uint32_t region, int64_t arg )
{
    record_value( POMP2_EV_ARG, arg );
    record( kind, region );
}

#define MEASURING() atomic_load_explicit( &pomp2_hot.measuring, memory_order_relaxed )

/* ---- init / finalize ---- */

/* generated at link time; absent when a program has no init file */
extern void POMP2_Init_regions( void ) __attribute__( ( weak ) );
extern void POMP2_USER_Init_regions( void ) __attribute__( ( weak ) );

/* at the process's exit: finalize, and if a Go OMPT tool found the run
   failed (the checker's violations, POMP2 calls that did not fit the
   model), end with POMP2_OMPT_EXITCODE (66), as the sanitizers do: stdio
   flushed first, then _Exit */
static void at_exit( void )
{
    POMP2_Finalize();
    int status = pomp2GoExitStatus();
    if ( status != 0 )
    {
        fflush( NULL );
        _Exit( status );
    }
}

/* the clock's first pair and the OMPT tool, once: at load (a C tool:
   pomp2_start_tool), else at the first event */
static int started;

static void start_locked( void )
{
    if ( !started )
    {
        started = 1;
        uint64_t ticks, ns;
        pomp2_clock_pair( &ticks, &ns );
        pomp2_clock_set_start( ticks, ns );
        prov_activate( pomp2_gomp_interposed() );
    }
}

/* At load (the provider's constructor): the clock and a C tool start, with
   the initial thread's thread_begin and initial task, as libomp starts a
   tool before main. Nothing of Go: the Go runtime of the library may not
   have started yet (a Go call would wait for it forever); the rest of the
   initialization comes with the first event. */
void pomp2_start_tool( void )
{
    pthread_mutex_lock( &init_mu );
    start_locked();
    pthread_mutex_unlock( &init_mu );
    prov_begin_initial();
}

/* at load: the OMPT provider's settings, then a C tool, as libomp starts
   one when the runtime loads (prov_load says whether; a Go tool starts
   with the library, at the first event) */
static __attribute__( ( constructor ) ) void pomp2_load( void )
{
    if ( prov_load() )
    {
        pomp2_start_tool();
    }
}

static void init_once( void )
{
    pthread_mutex_lock( &init_mu );
    if ( !atomic_load( &initialized ) )
    {
        start_locked(); /* a C tool: before the first event */
        if ( !pomp2GoInit() )
        {
            atomic_store( &enabled, 0 );
            atomic_store( &pomp2_hot.measuring, 0 );
        }
        atomic_store_explicit( &initialized, 1, memory_order_release );
        pthread_mutex_unlock( &init_mu );
        prov_begin_initial();
        if ( atomic_load( &enabled ) )
        {
            record( POMP2_EV_INIT, 0 );
        }
        pomp2_register_pending();
        if ( POMP2_Init_regions )
        {
            POMP2_Init_regions();
        }
        if ( POMP2_USER_Init_regions )
        {
            POMP2_USER_Init_regions();
        }
        atexit( at_exit );
        return;
    }
    pthread_mutex_unlock( &init_mu );
}

/* the region of a handle met for the first time: the measurement starts
   first, and the init file may assign the handle then */
static uint32_t first_use( void** h, const char* ctc, size_t len, int user )
{
    if ( !atomic_load_explicit( &initialized, memory_order_acquire ) )
    {
        POMP2_Init();
        uintptr_t id = ( uintptr_t )*h;
        if ( id )
        {
            return ( uint32_t )id;
        }
    }
    return pomp2_register_region( h, ctc, len, user );
}

/* first_use for a C event, out of line: the POMP2 calls need no
   registers for it */
static __attribute__( ( noinline ) ) uint32_t rid_slow( POMP2_Region_handle* h, const char* ctc )
{
    return first_use( h, ctc, ctc ? strlen( ctc ) : 0, 0 );
}

/* the region id of a handle (rid_slow the first time) */
static inline uint32_t rid( POMP2_Region_handle* h, const char* ctc )
{
    uintptr_t id = ( uintptr_t )*h;
    if ( __builtin_expect( id != 0, 1 ) )
    {
        return ( uint32_t )id;
    }
    return rid_slow( h, ctc );
}

/* the region id of a Fortran handle (fortran.c): CTC strings come with
   a length, not a NUL */
uint32_t pomp2_rid_f( int64_t* h, const char* ctc, size_t len, int user );

uint32_t pomp2_rid_f( int64_t* h, const char* ctc, size_t len, int user )
{
    if ( *h )
    {
        return ( uint32_t )*h;
    }
    return first_use( ( void** )h, ctc, len, user );
}

void POMP2_Init( void )
{
    if ( !atomic_load_explicit( &initialized, memory_order_acquire ) )
    {
        init_once();
    }
}

void POMP2_Finalize( void )
{
    if ( !atomic_load( &initialized ) || atomic_exchange( &finalized, 1 ) )
    {
        return;
    }
    if ( atomic_load( &enabled ) )
    {
        record( POMP2_EV_FINALIZE, 0 );
    }
    prov_finalize();
    /* nothing is recorded after finalize (POMP2_On included) */
    atomic_store( &enabled, 0 );
    atomic_store( &pomp2_hot.measuring, 0 );
    pomp2_flush_all_threads();
    pomp2GoFinalize();
}

void POMP2_On( void )
{
    POMP2_Init();
    if ( atomic_load( &enabled ) )
    {
        atomic_store( &pomp2_hot.measuring, 1 );
        record( POMP2_EV_ON, 0 );
    }
}

void POMP2_Off( void )
{
    POMP2_Init();
    if ( atomic_load( &enabled ) )
    {
        record( POMP2_EV_OFF, 0 );
        atomic_store( &pomp2_hot.measuring, 0 );
    }
}

/* stops every recording at once, as finalize does; called from a signal
   handler (signals.c): two atomic stores are async-signal-safe */
void pomp2_stop_recording( void )
{
    atomic_store( &enabled, 0 );
    atomic_store( &pomp2_hot.measuring, 0 );
}

int POMP2_Lib_get_max_threads( void ) { return omp_get_max_threads(); }
int pomp2_lib_get_max_threads( void ) { return omp_get_max_threads(); }

/* ---- task ids ---- */

/* unique in the process: the recording thread's index in the high half
   (OpenMP thread numbers repeat across nested teams) */
static inline POMP2_Task_handle new_task_handle( pomp2_thread* t )
{
    return ( ( POMP2_Task_handle )t->index << 32 ) + t->task_counter++;
}
POMP2_Task_handle POMP2_Get_new_task_handle( void ) { return new_task_handle( ts() ); }

/* OTF2 traces (POMP2_TRACE=otf2): a POMP2_EV_TEAM record before each
   fork and parallel begin gives the team's key, the forking thread's
   position in the thread tree (its ancestor thread numbers), which one
   team occupies at a time: the trace's thread teams are made from them
   (pomp2.TeamKeys). The members compute it from their ancestors. */
static int otf2_records; /* team keys and lock orders are recorded */

void pomp2_record_team_keys( void ) { otf2_records = 1; }

/* FNV-1a of the number of levels and the ancestor thread numbers at
   levels 1..levels */
static uint64_t team_key( int levels )
{
    uint64_t h = ( 14695981039346656037ull ^ ( uint64_t )( unsigned )levels ) * 1099511628211ull;
    for ( int l = 1; l <= levels; l++ )
    {
        h = ( h ^ ( uint64_t )( unsigned )omp_get_ancestor_thread_num( l ) ) * 1099511628211ull;
    }
    return h;
}

/* OTF2 traces: a POMP2_EV_LOCK_ORDER record before each acquisition (a
   critical body's begin, an OpenMP lock set) gives its place among the
   lock's acquisitions, counted by the thread that holds the lock (which
   makes the count exclusive): OTF2's acquisition order, without a table
   of every acquisition at the conversion. A table of 16384 locks (a
   critical region is its own lock, as in the trace); a lock beyond them
   gets no order (the conversion numbers it from 0 per thread). */
#define ORDER_SLOTS ( 1u << 14 )
static struct {
    _Atomic( uint64_t ) key; /* 0: free */
    uint32_t n;
} lock_orders[ ORDER_SLOTS ];

/* key: a critical region's CRITICAL_LOCK_KEY (odd) or an OpenMP lock's
   address shifted left (even, never 0) */
static void record_lock_order( uint64_t key )
{
    unsigned i = ( unsigned )( ( key * 0x9E3779B97F4A7C15ull ) >> 50 ) & ( ORDER_SLOTS - 1 );
    for ( unsigned probes = 0; probes < ORDER_SLOTS; probes++, i = ( i + 1 ) & ( ORDER_SLOTS - 1 ) )
    {
        uint64_t cur = atomic_load_explicit( &lock_orders[ i ].key, memory_order_acquire );
        if ( cur == 0 )
        {
            uint64_t none = 0;
            if ( !atomic_compare_exchange_strong( &lock_orders[ i ].key, &none, key ) && none != key )
            {
                continue;
            }
            cur = key;
        }
        if ( cur == key )
        {
            record_value( POMP2_EV_LOCK_ORDER, lock_orders[ i ].n++ );
            return;
        }
    }
}

/* the lock key of a critical region: its id, odd */
#define CRITICAL_LOCK_KEY( id ) ( ( uint64_t )( id ) << 1 | 1 )

/* ---- events ---- */

#define EV( kind, h, ctc ) do { if ( MEASURING() ) { record( kind, rid( h, ctc ) ); } } while ( 0 )

/* The OMPT provider's part of an event (provider.h): one predictable
   branch when no C tool is live. RA is the program's call site, CFA its
   stack pointer at the call (no frame pointer needed). */
#define TOOL( call ) do { if ( __builtin_expect( OMPT_TOOL(), 0 ) ) { call; } } while ( 0 )
#define RA           __builtin_return_address( 0 )
#define CFA          __builtin_dwarf_cfa()

/* Makes task the thread's current task. The change is recorded whenever
   the library is enabled, also while POMP2_Off: the Go side tracks the
   current task of each thread from these records. */
static inline void switch_task( pomp2_thread* t, POMP2_Task_handle task )
{
    if ( task != t->current_task )
    {
        t->current_task = task;
        if ( atomic_load_explicit( &enabled, memory_order_relaxed ) )
        {
            record_value( POMP2_EV_TASK, task );
        }
    }
}

/* The events that the provider gets from with a C tool live take the
   tool's path: a function of its own per event, out of line, which
   records the event and hands it to the provider. Without a tool, the
   POMP2 call runs the code it ran before the provider existed, after one
   more test of a flag next to the measuring flag: the tool's code out of
   line keeps the compiler from saving registers on the path without it.
   The list below is the mapping of docs/ompt.md, event by event. */
static __attribute__( ( noinline ) ) void record_out_of_line( uint8_t kind, uint32_t id ) { record( kind, id ); }

#define TOOL_PATH( fname, kind, deliver )                                                                        \
    static __attribute__( ( noinline ) ) void fname( POMP2_Region_handle* h, const char* ctc, const void* ra,     \
                                                     void* cfa )                                                 \
    {                                                                                                            \
        TOOL_BODY( kind, ( void )0, deliver )                                                                    \
    }

/* the tool path of an entry point of opari2 wrap that takes the code
   addresses of the construct (ra: its begin's, end_at: its end's) */
#define TOOL_PATH_AT( fname, kind, deliver )                                                                     \
    static __attribute__( ( noinline ) ) void fname( POMP2_Region_handle* h, const char* ctc, const void* ra,     \
                                                     const void* end_at, void* cfa )                             \
    {                                                                                                            \
        TOOL_BODY( kind, ( void )end_at, deliver )                                                               \
    }

#define TOOL_BODY( kind, unused, deliver )                                                                       \
    uint32_t id = rid( h, ctc ); /* initializes the library at its first event */                               \
    ( void )ra;                                                                                                  \
    ( void )cfa;                                                                                                 \
    if ( MEASURING() )                                                                                           \
    {                                                                                                            \
        record_out_of_line( kind, id );                                                                          \
    }                                                                                                            \
    if ( OMPT_TOOL() ) /* not for the first event without a tool */                                              \
    {                                                                                                            \
        unused;                                                                                                  \
        deliver;                                                                                                 \
    }

#define EVENT_VIA( kind, h, ctc, tool_call )       \
    do {                                          \
        if ( __builtin_expect( OMPT_TOOL(), 0 ) ) \
        {                                         \
            tool_call;                            \
        }                                         \
        else                                      \
        {                                         \
            EV( kind, h, ctc );                   \
        }                                         \
    } while ( 0 )
#define EVENT( kind, h, ctc, tool_path ) EVENT_VIA( kind, h, ctc, tool_path( h, ctc, RA, CFA ) )

/* events of a region that take no other argument */
#define EVENT_C( name, kind, deliver )    \
    TOOL_PATH( name##_tool, kind, deliver ) \
    void POMP2_##name( POMP2_Region_handle* h, const char ctc[] ) { EVENT( kind, h, ctc, name##_tool ); }
#define EVENT_H( name, kind, deliver )    \
    TOOL_PATH( name##_tool, kind, deliver ) \
    void POMP2_##name( POMP2_Region_handle* h ) { EVENT( kind, h, NULL, name##_tool ); }

/* the events of critical and ordered constructs, the most frequent
   callbacks: their tool path takes the fast path of provider_mutex.h
   where it can (fast, on thread t and region r), the general one
   (deliver, as TOOL_PATH's) where it cannot */
#define MUTEX_TOOL_PATH( fname, kind, fast, deliver )                                                    \
    TOOL_PATH( fname##_general, kind, deliver )                                                          \
    static __attribute__( ( noinline ) ) void fname( POMP2_Region_handle* h, const char* ctc, const void* ra, \
                                                     void* cfa )                                         \
    {                                                                                                    \
        MUTEX_FAST_OR( fast, fname##_general( h, ctc, ra, cfa ) )                                        \
    }
/* the body of a mutex tool path: fast on the thread t and region r that
   mutex_fast found, else the general path */
#define MUTEX_FAST_OR( fast, general )                        \
    region_info* r;                                           \
    uint32_t     id;                                          \
    prov_thread* t = mutex_fast( *h, &r, &id );               \
    if ( __builtin_expect( t != NULL, 1 ) )                   \
    {                                                         \
        ( void )ra;                                           \
        fast;                                                 \
        return;                                               \
    }                                                         \
    general;
#define MUTEX_C( name, kind, fast, deliver )            \
    MUTEX_TOOL_PATH( name##_tool, kind, fast, deliver ) \
    void POMP2_##name( POMP2_Region_handle* h, const char ctc[] ) { EVENT( kind, h, ctc, name##_tool ); }
#define MUTEX_H( name, kind, fast, deliver )            \
    MUTEX_TOOL_PATH( name##_tool, kind, fast, deliver ) \
    void POMP2_##name( POMP2_Region_handle* h ) { EVENT( kind, h, NULL, name##_tool ); }
/* a critical body's begin: an acquisition of its lock (OTF2's order) */
#define MUTEX_ACQUIRED_H( name, kind, fast, deliver )                                 \
    MUTEX_TOOL_PATH( name##_tool, kind, fast, deliver )                               \
    void POMP2_##name( POMP2_Region_handle* h )                                       \
    {                                                                                 \
        if ( __builtin_expect( otf2_records, 0 ) && MEASURING() )                     \
        {                                                                             \
            record_lock_order( CRITICAL_LOCK_KEY( rid( h, NULL ) ) );                 \
        }                                                                             \
        EVENT( kind, h, NULL, name##_tool );                                          \
    }

/* events that no OMPT callback follows: recorded only (the tool's path
   would cost a call for nothing) */
#define RECORD_C( name, kind ) \
    void POMP2_##name( POMP2_Region_handle* h, const char ctc[] ) { EV( kind, h, ctc ); }
#define RECORD_H( name, kind ) \
    void POMP2_##name( POMP2_Region_handle* h ) { EV( kind, h, NULL ); }

EVENT_C( Atomic_enter, POMP2_EV_ATOMIC_ENTER, prov_mutex_acquire( id, ompt_mutex_atomic, ra ) )
EVENT_H( Atomic_exit, POMP2_EV_ATOMIC_EXIT, prov_mutex_released( id, ompt_mutex_atomic, ra ) )
RECORD_C( Flush_enter, POMP2_EV_FLUSH_ENTER )
EVENT_H( Flush_exit, POMP2_EV_FLUSH_EXIT, prov_flush( id, ra ) )
MUTEX_C( Critical_enter, POMP2_EV_CRITICAL_ENTER, mutex_acquire( t, r, id, ompt_mutex_critical, region_codeptr( r, ra ) ),
         prov_mutex_acquire( id, ompt_mutex_critical, ra ) )
MUTEX_ACQUIRED_H( Critical_begin, POMP2_EV_CRITICAL_BEGIN, mutex_acquired( t, r, id, ompt_mutex_critical ),
         prov_mutex_acquired( id, ompt_mutex_critical ) )
MUTEX_H( Critical_end, POMP2_EV_CRITICAL_END, mutex_released( r, id, ompt_mutex_critical, ra ),
         prov_mutex_released( id, ompt_mutex_critical, ra ) )
RECORD_H( Critical_exit, POMP2_EV_CRITICAL_EXIT )
EVENT_C( Master_begin, POMP2_EV_MASTER_BEGIN, prov_master( id, 1, ra ) )
EVENT_H( Master_end, POMP2_EV_MASTER_END, prov_master( id, 0, ra ) )
MUTEX_C( Ordered_enter, POMP2_EV_ORDERED_ENTER, mutex_acquire( t, r, id, ompt_mutex_ordered, region_codeptr( r, ra ) ),
         prov_mutex_acquire( id, ompt_mutex_ordered, ra ) )
MUTEX_H( Ordered_begin, POMP2_EV_ORDERED_BEGIN, mutex_acquired( t, r, id, ompt_mutex_ordered ),
         prov_mutex_acquired( id, ompt_mutex_ordered ) )
MUTEX_H( Ordered_end, POMP2_EV_ORDERED_END, mutex_released( r, id, ompt_mutex_ordered, ra ),
         prov_mutex_released( id, ompt_mutex_ordered, ra ) )
RECORD_H( Ordered_exit, POMP2_EV_ORDERED_EXIT )
EVENT_C( Single_enter, POMP2_EV_SINGLE_ENTER, prov_single_enter( id, ra ) )
EVENT_H( Single_begin, POMP2_EV_SINGLE_BEGIN, prov_single_begin( id ) )
EVENT_H( Single_end, POMP2_EV_SINGLE_END, prov_single_end( id ) )
EVENT_H( Single_exit, POMP2_EV_SINGLE_EXIT, prov_work_exit( id ) )
EVENT_C( For_enter, POMP2_EV_FOR_ENTER, prov_work_begin( id, ompt_work_loop, ra ) )
EVENT_H( For_exit, POMP2_EV_FOR_EXIT, prov_work_exit( id ) )
EVENT_C( Do_enter, POMP2_EV_DO_ENTER, prov_work_begin( id, ompt_work_loop, ra ) )
EVENT_H( Do_exit, POMP2_EV_DO_EXIT, prov_work_exit( id ) )
EVENT_C( Sections_enter, POMP2_EV_SECTIONS_ENTER, prov_work_begin( id, ompt_work_sections, ra ) )
EVENT_H( Sections_exit, POMP2_EV_SECTIONS_EXIT, prov_work_exit( id ) )
EVENT_C( Section_begin, POMP2_EV_SECTION_BEGIN, prov_section_begin( id, ra ) )
RECORD_H( Section_end, POMP2_EV_SECTION_END )
EVENT_C( Workshare_enter, POMP2_EV_WORKSHARE_ENTER, prov_work_begin( id, ompt_work_workshare, ra ) )
EVENT_H( Workshare_exit, POMP2_EV_WORKSHARE_EXIT, prov_work_exit( id ) )

TOOL_PATH( barrier_enter_tool, POMP2_EV_BARRIER_ENTER, prov_barrier_enter( id, 0, ra, cfa ) )
TOOL_PATH( barrier_exit_tool, POMP2_EV_BARRIER_EXIT, prov_barrier_exit( id ) )
TOOL_PATH( implicit_barrier_enter_tool, POMP2_EV_IMPLICIT_BARRIER_ENTER, prov_barrier_enter( id, 1, ra, cfa ) )
TOOL_PATH( implicit_barrier_exit_tool, POMP2_EV_IMPLICIT_BARRIER_EXIT, prov_barrier_exit( id ) )
TOOL_PATH( taskwait_begin_tool, POMP2_EV_TASKWAIT_BEGIN, prov_taskwait_begin( id, ra, cfa ) )
TOOL_PATH( taskwait_end_tool, POMP2_EV_TASKWAIT_END, prov_taskwait_end( id ) )
TOOL_PATH( task_create_end_tool, POMP2_EV_TASK_CREATE_END, prov_task_create_end() )
TOOL_PATH( untied_create_end_tool, POMP2_EV_UNTIED_CREATE_END, prov_task_create_end() )
TOOL_PATH( task_end_tool, POMP2_EV_TASK_END, prov_task_end() )
TOOL_PATH( untied_end_tool, POMP2_EV_UNTIED_END, prov_task_end() )

/* The entry points of opari2 wrap that take the code addresses of the
   construct (labels right after the last POMP2 call of each side), for
   the events that come before that call: a tool sees the addresses
   libomp gives (prov_codeptrs, set before the event is delivered, with
   the begin's address as its return address). */
#define EVENT_AT( kind, h, ctc, at, end_at, tool_path ) EVENT_VIA( kind, h, ctc, tool_path( h, ctc, at, end_at, CFA ) )

/* the tool path of a mutex event of opari2 wrap's: as MUTEX_TOOL_PATH's,
   with the construct's end address */
#define MUTEX_TOOL_PATH_AT( fname, kind, fast, deliver )                                                   \
    TOOL_PATH_AT( fname##_general, kind, deliver )                                                         \
    static __attribute__( ( noinline ) ) void fname( POMP2_Region_handle* h, const char* ctc, const void* ra,   \
                                                     const void* end_at, void* cfa )                       \
    {                                                                                                      \
        MUTEX_FAST_OR( fast, fname##_general( h, ctc, ra, end_at, cfa ) )                                  \
    }
MUTEX_TOOL_PATH_AT( Critical_enter_at_tool, POMP2_EV_CRITICAL_ENTER, mutex_acquire_at( t, r, id, ompt_mutex_critical, ra, end_at ),
                    prov_mutex_acquire_at( id, ompt_mutex_critical, ra, end_at ) )
MUTEX_TOOL_PATH_AT( Ordered_enter_at_tool, POMP2_EV_ORDERED_ENTER, mutex_acquire_at( t, r, id, ompt_mutex_ordered, ra, end_at ),
                    prov_mutex_acquire_at( id, ompt_mutex_ordered, ra, end_at ) )
TOOL_PATH_AT( Master_begin_at_tool, POMP2_EV_MASTER_BEGIN, ( prov_codeptrs( id, ra, end_at ), prov_master( id, 1, ra ) ) )
TOOL_PATH_AT( barrier_enter_at_tool, POMP2_EV_BARRIER_ENTER,
              ( prov_codeptrs( id, ra, end_at ), prov_barrier_enter( id, 0, ra, cfa ) ) )
TOOL_PATH_AT( taskwait_begin_at_tool, POMP2_EV_TASKWAIT_BEGIN,
              ( prov_codeptrs( id, ra, end_at ), prov_taskwait_begin( id, ra, cfa ) ) )

void POMP2_Critical_enter_at( POMP2_Region_handle* h, const char ctc[], const void* acquired_at, const void* released_at )
{
    EVENT_AT( POMP2_EV_CRITICAL_ENTER, h, ctc, acquired_at, released_at, Critical_enter_at_tool );
}
void POMP2_Ordered_enter_at( POMP2_Region_handle* h, const char ctc[], const void* acquired_at, const void* released_at )
{
    EVENT_AT( POMP2_EV_ORDERED_ENTER, h, ctc, acquired_at, released_at, Ordered_enter_at_tool );
}
void POMP2_Master_begin_at( POMP2_Region_handle* h, const char ctc[], const void* end_at )
{
    EVENT_AT( POMP2_EV_MASTER_BEGIN, h, ctc, RA, end_at, Master_begin_at_tool );
}
void POMP2_Barrier_enter_at( POMP2_Region_handle* h, POMP2_Task_handle* old_task, const char ctc[], const void* at )
{
    *old_task = ts()->current_task;
    EVENT_AT( POMP2_EV_BARRIER_ENTER, h, ctc, at, at, barrier_enter_at_tool );
}
void POMP2_Taskwait_begin_at( POMP2_Region_handle* h, POMP2_Task_handle* old_task, const char ctc[], const void* at )
{
    *old_task = ts()->current_task;
    EVENT_AT( POMP2_EV_TASKWAIT_BEGIN, h, ctc, at, at, taskwait_begin_at_tool );
}

void POMP2_Barrier_enter( POMP2_Region_handle* h, POMP2_Task_handle* old_task, const char ctc[] )
{
    *old_task = ts()->current_task;
    EVENT( POMP2_EV_BARRIER_ENTER, h, ctc, barrier_enter_tool );
}
void POMP2_Barrier_exit( POMP2_Region_handle* h, POMP2_Task_handle old_task )
{
    switch_task( ts(), old_task );
    EVENT( POMP2_EV_BARRIER_EXIT, h, NULL, barrier_exit_tool );
}
void POMP2_Implicit_barrier_enter( POMP2_Region_handle* h, POMP2_Task_handle* old_task )
{
    *old_task = ts()->current_task;
    EVENT( POMP2_EV_IMPLICIT_BARRIER_ENTER, h, NULL, implicit_barrier_enter_tool );
}
void POMP2_Implicit_barrier_exit( POMP2_Region_handle* h, POMP2_Task_handle old_task )
{
    switch_task( ts(), old_task );
    EVENT( POMP2_EV_IMPLICIT_BARRIER_EXIT, h, NULL, implicit_barrier_exit_tool );
}

void POMP2_Parallel_fork( POMP2_Region_handle* h, int if_clause, int num_threads,
                          POMP2_Task_handle* old_task, const char ctc[] )
{
    *old_task = ts()->current_task;
    if ( __builtin_expect( OMPT_TEAMS(), 0 ) )
    {
        /* the team size asked for, as OMPT's parallel_begin reports it */
        prov_fork( rid( h, ctc ), if_clause ? num_threads : 1, RA, CFA );
    }
    if ( MEASURING() )
    {
        if ( otf2_records )
        {
            record_value( POMP2_EV_TEAM, ( int64_t )team_key( omp_get_level() ) );
        }
        /* the team size asked for: a trace's fork says it (OTF2) */
        record_arg( POMP2_EV_FORK, rid( h, ctc ), if_clause ? num_threads : 1 );
    }
}
void POMP2_Parallel_begin( POMP2_Region_handle* h )
{
    /* every team member runs an implicit task with a new id */
    pomp2_thread* t = ts();
    switch_task( t, new_task_handle( t ) );
    if ( __builtin_expect( OMPT_TEAMS(), 0 ) )
    {
        prov_parallel_begin( rid( h, NULL ), RA, CFA );
    }
    if ( MEASURING() )
    {
        if ( otf2_records )
        {
            record_value( POMP2_EV_TEAM, ( int64_t )team_key( omp_get_level() - 1 ) );
        }
        record( POMP2_EV_PARALLEL_BEGIN, rid( h, NULL ) );
    }
}
void POMP2_Parallel_end( POMP2_Region_handle* h )
{
    EV( POMP2_EV_PARALLEL_END, h, NULL );
    if ( __builtin_expect( OMPT_TEAMS(), 0 ) )
    {
        prov_parallel_end( rid( h, NULL ) );
    }
}
void POMP2_Parallel_join( POMP2_Region_handle* h, POMP2_Task_handle old_task )
{
    switch_task( ts(), old_task );
    EV( POMP2_EV_JOIN, h, NULL );
    if ( __builtin_expect( OMPT_TEAMS(), 0 ) )
    {
        prov_join( rid( h, NULL ) );
    }
}

void POMP2_Task_create_begin( POMP2_Region_handle* h, POMP2_Task_handle* new_task,
                              POMP2_Task_handle* old_task, int pomp2_if, const char ctc[] )
{
    pomp2_thread* t = ts();
    *new_task = new_task_handle( t );
    *old_task = t->current_task;
    if ( MEASURING() )
    {
        record_arg( POMP2_EV_TASK_CREATE_BEGIN, rid( h, ctc ), *new_task );
    }
    /* instrumented code calls nothing for an if(0) task: pomp2_if is 0
       only when a caller passes it so */
    TOOL( prov_task_create( rid( h, ctc ), *new_task, 0, !pomp2_if, RA, CFA ) );
}
void POMP2_Task_create_end( POMP2_Region_handle* h, POMP2_Task_handle old_task )
{
    switch_task( ts(), old_task );
    EVENT( POMP2_EV_TASK_CREATE_END, h, NULL, task_create_end_tool );
}
void POMP2_Task_begin( POMP2_Region_handle* h, POMP2_Task_handle task )
{
    switch_task( ts(), task );
    EV( POMP2_EV_TASK_BEGIN, h, NULL );
    TOOL( prov_task_begin( task, CFA ) );
}
void POMP2_Task_end( POMP2_Region_handle* h ) { EVENT( POMP2_EV_TASK_END, h, NULL, task_end_tool ); }

/* the untied creation's event carries the creator's task (the echo's
   "suspend task N"), which is the current task */
void POMP2_Untied_task_create_begin( POMP2_Region_handle* h, POMP2_Task_handle* new_task,
                                     POMP2_Task_handle* old_task, int pomp2_if, const char ctc[] )
{
    pomp2_thread* t = ts();
    *new_task = new_task_handle( t );
    *old_task = t->current_task;
    if ( MEASURING() )
    {
        record( POMP2_EV_UNTIED_CREATE_BEGIN, rid( h, ctc ) );
    }
    TOOL( prov_task_create( rid( h, ctc ), *new_task, 1, !pomp2_if, RA, CFA ) );
}
void POMP2_Untied_task_create_end( POMP2_Region_handle* h, POMP2_Task_handle old_task )
{
    switch_task( ts(), old_task );
    EVENT( POMP2_EV_UNTIED_CREATE_END, h, NULL, untied_create_end_tool );
}
void POMP2_Untied_task_begin( POMP2_Region_handle* h, POMP2_Task_handle task )
{
    switch_task( ts(), task );
    EV( POMP2_EV_UNTIED_BEGIN, h, NULL );
    TOOL( prov_task_begin( task, CFA ) );
}
void POMP2_Untied_task_end( POMP2_Region_handle* h ) { EVENT( POMP2_EV_UNTIED_END, h, NULL, untied_end_tool ); }

/* opari2 wrap: a taskgroup's begin (its block's first statement), the
   wait at its end (at: the address after the construct, or NULL) and its
   end after it; for the tool only */
void POMP2_Taskgroup_begin( void ) { TOOL( prov_taskgroup_begin( RA ) ); }
void POMP2_Taskgroup_wait( const void* at ) { TOOL( prov_taskgroup_wait( at ) ); }
void POMP2_Taskgroup_end( void ) { TOOL( prov_taskgroup_end( RA ) ); }

/* opari2 wrap: before a cancel directive (flag: the construct's
   ompt_cancel_flag_t) and a cancellation point, for the tool only */
void POMP2_Cancel( int flag, int if_clause ) { TOOL( prov_cancel( flag, if_clause, RA ) ); }
void POMP2_Cancellation_point( int flag ) { TOOL( prov_cancellation_point( flag, RA ) ); }

/* opari2 wrap: the depend clauses of the task whose creation comes next
   on this thread (for the tool only: POMP2 measures no dependences) */
void POMP2_Task_depend( int n, const void* const addr[], const int kind[] ) { TOOL( prov_task_depend( n, addr, kind ) ); }
/* opari2 wrap: the final clause of the task whose creation comes next on
   this thread is true (for the tool's task flags) */
void POMP2_Task_final( void ) { TOOL( prov_task_final() ); }

void POMP2_Taskwait_begin( POMP2_Region_handle* h, POMP2_Task_handle* old_task, const char ctc[] )
{
    *old_task = ts()->current_task;
    EVENT( POMP2_EV_TASKWAIT_BEGIN, h, ctc, taskwait_begin_tool );
}
void POMP2_Taskwait_end( POMP2_Region_handle* h, POMP2_Task_handle old_task )
{
    switch_task( ts(), old_task );
    EVENT( POMP2_EV_TASKWAIT_END, h, NULL, taskwait_end_tool );
}

/* ---- user regions ---- */

void POMP2_Begin( POMP2_USER_Region_handle* h, const char ctc[] )
{
    if ( MEASURING() )
    {
        uintptr_t id = ( uintptr_t )*h;
        if ( !id )
        {
            id = first_use( h, ctc, strlen( ctc ), 1 );
        }
        record( POMP2_EV_USER_BEGIN, ( uint32_t )id );
    }
}
void POMP2_End( POMP2_USER_Region_handle* h ) { EV( POMP2_EV_USER_END, h, NULL ); }

/* ---- locks ---- */

/* the lock events in the order of pomp2_lock_event's which (the provider
   takes the same index) */
static const uint8_t lock_kinds[] = {
    POMP2_EV_LOCK_INIT, POMP2_EV_LOCK_DESTROY, POMP2_EV_LOCK_SET, POMP2_EV_LOCK_SET_DONE,
    POMP2_EV_LOCK_UNSET, POMP2_EV_LOCK_TEST, POMP2_EV_NEST_LOCK_INIT, POMP2_EV_NEST_LOCK_DESTROY,
    POMP2_EV_NEST_LOCK_SET, POMP2_EV_NEST_LOCK_SET_DONE, POMP2_EV_NEST_LOCK_UNSET, POMP2_EV_NEST_LOCK_TEST
};
enum { L_INIT, L_DESTROY, L_SET, L_SET_DONE, L_UNSET, L_TEST, N_INIT, N_DESTROY, N_SET, N_SET_DONE, N_UNSET, N_TEST };

static inline __attribute__( ( always_inline ) ) void lock_event( int which, void* s, const void* ra )
{
    if ( MEASURING() )
    {
        if ( __builtin_expect( otf2_records, 0 ) && ( which == L_SET_DONE || which == N_SET_DONE ) )
        {
            record_lock_order( ( uint64_t )( uintptr_t )s << 1 );
        }
        record_arg( lock_kinds[ which ], 0, ( int64_t )( intptr_t )s );
    }
    TOOL( prov_lock( which, s, 0, ra ) );
}

/* a lock test is recorded after it */
static inline __attribute__( ( always_inline ) ) int lock_tested( int which, void* s, int result, const void* ra )
{
    if ( MEASURING() )
    {
        record_arg( lock_kinds[ which ], 0, ( int64_t )( intptr_t )s );
    }
    TOOL( prov_lock( which, s, result, ra ) );
    return result;
}

void POMP2_Init_lock( omp_lock_t* s ) { lock_event( L_INIT, s, RA ); omp_init_lock( s ); }
void POMP2_Destroy_lock( omp_lock_t* s ) { lock_event( L_DESTROY, s, RA ); omp_destroy_lock( s ); }
void POMP2_Set_lock( omp_lock_t* s ) { lock_event( L_SET, s, RA ); omp_set_lock( s ); lock_event( L_SET_DONE, s, RA ); }
/* A release is recorded before the lock is released: a trace's release
   comes before the next acquisition. The profile alone needs no more than
   the event's count: it is taken after, the lock not held for it. */
static inline __attribute__( ( always_inline ) ) void lock_release( int which, void* s, void ( *unset )( void* ), const void* ra )
{
    if ( SINKS() == SINK_PROFILE && !OMPT_TOOL() )
    {
        unset( s );
        lock_event( which, s, ra );
        return;
    }
    lock_event( which, s, ra );
    unset( s );
}
static void unset_lock( void* s ) { omp_unset_lock( s ); }
static void unset_nest_lock( void* s ) { omp_unset_nest_lock( s ); }
void        POMP2_Unset_lock( omp_lock_t* s ) { lock_release( L_UNSET, s, unset_lock, RA ); }
int  POMP2_Test_lock( omp_lock_t* s ) { return lock_tested( L_TEST, s, omp_test_lock( s ), RA ); }
void POMP2_Init_nest_lock( omp_nest_lock_t* s ) { lock_event( N_INIT, s, RA ); omp_init_nest_lock( s ); }
void POMP2_Destroy_nest_lock( omp_nest_lock_t* s ) { lock_event( N_DESTROY, s, RA ); omp_destroy_nest_lock( s ); }
void POMP2_Set_nest_lock( omp_nest_lock_t* s ) { lock_event( N_SET, s, RA ); omp_set_nest_lock( s ); lock_event( N_SET_DONE, s, RA ); }
void POMP2_Unset_nest_lock( omp_nest_lock_t* s ) { lock_release( N_UNSET, s, unset_nest_lock, RA ); }
int  POMP2_Test_nest_lock( omp_nest_lock_t* s ) { return lock_tested( N_TEST, s, omp_test_nest_lock( s ), RA ); }

/* ---- thread-private data for --tpd ---- */

/* the C spelling and the Fortran-mangled one (--tpd-mangling) */
__thread int64_t pomp_tpd __attribute__( ( aligned( 16 ) ) );
__thread int64_t pomp_tpd_ __attribute__( ( aligned( 16 ) ) );

/* lock events for the Fortran wrappers (fortran.c), with their call site */
void pomp2_lock_event( int which, void* lock, const void* ra )
{
    if ( which >= 0 && which < ( int )( sizeof( lock_kinds ) / sizeof( lock_kinds[ 0 ] ) ) )
    {
        lock_event( which, lock, ra );
    }
}

/* the releases of the Fortran wrappers (0 lock, 1 nest lock), with the
   Fortran API's unset */
void pomp2_lock_release( int nest, void* lock, void ( *unset )( void* ), const void* ra )
{
    if ( nest )
    {
        lock_release( N_UNSET, lock, unset, ra );
    }
    else
    {
        lock_release( L_UNSET, lock, unset, ra );
    }
}

/* the acquisitions of the Fortran wrappers (0 lock, 1 nest lock), with
   the Fortran API's set: each kind a constant, as in POMP2_Set_lock, so
   that the profile's event folds to a push and a close */
void pomp2_lock_acquire( int nest, void* lock, void ( *set )( void* ), const void* ra )
{
    if ( nest )
    {
        lock_event( N_SET, lock, ra );
        set( lock );
        lock_event( N_SET_DONE, lock, ra );
    }
    else
    {
        lock_event( L_SET, lock, ra );
        set( lock );
        lock_event( L_SET_DONE, lock, ra );
    }
}

/* the lock tests of the Fortran wrappers: 0 lock, 1 nest lock */
int pomp2_lock_tested( int nest, void* lock, int result, const void* ra )
{
    return nest ? lock_tested( N_TEST, lock, result, ra ) : lock_tested( L_TEST, lock, result, ra );
}
