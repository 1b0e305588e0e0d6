/*
 * The OMPT recorder: an OMPT tool whose callbacks only append a record
 * (ompt_rec.h) to a buffer of the calling thread, for the Go side
 * (recorder.go) that hands the records to a session (package
 * ompt/libomp/session), which replays them into the ompt model off the
 * hot path. Two libraries start it as their tool:
 *
 *   - the OMPT tool library for libomp (ompt/libomp/toollib/tool.c),
 *     whose ompt_start_tool returns ompgo_start's result;
 *   - libpomp2, whose OMPT provider starts it when a Go tool is asked for
 *     (POMP2_OMPT_TOOL): the Go tools then see the callbacks that C tools
 *     get live, from the one mapping of POMP2 events to OMPT callbacks
 *     (the provider's).
 *
 * No callback calls Go (docs/ompt.md, "A real runtime").
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "omp-tools.h" /* internal/omptools: LLVM's ABI */
#include "ompt_rec.h"
#include "chunkq.h"
#include "_cgo_export.h"

/* ---- clock ---- */

/* A record's time and the processor the thread ran on. On x86-64 the
   TSC and TSC_AUX, where Linux puts the processor number for getcpu (low
   12 bits): rdtsc and rdpid where the processor has rdpid (measured:
   rdtsc + rdpid 13-23 ns, rdtscp 27-40 ns on this machine's virtual
   cores), else rdtscp. Elsewhere CLOCK_MONOTONIC and sched_getcpu. */
#if defined( __x86_64__ )
#include <cpuid.h>
#include <x86intrin.h>
static int has_rdpid; /* set by the initializer, before any record */

static void detect_rdpid( void )
{
    unsigned int a, b, c, d;
    has_rdpid = __get_cpuid_count( 7, 0, &a, &b, &c, &d ) && ( c & ( 1u << 22 ) );
}

static inline uint64_t now( uint32_t* cpu )
{
    if ( __builtin_expect( has_rdpid, 1 ) )
    {
        uint64_t p, t = __rdtsc();
        __asm__ volatile( "rdpid %0" : "=r"( p ) );
        *cpu = ( uint32_t )p & 0xfff;
        return t;
    }
    unsigned int aux;
    uint64_t     t = __rdtscp( &aux );
    *cpu           = aux & 0xfff;
    return t;
}
#else
static void detect_rdpid( void ) {}

static inline uint64_t now( uint32_t* cpu )
{
    struct timespec ts;
    clock_gettime( CLOCK_MONOTONIC, &ts );
    int c = sched_getcpu();
    *cpu  = c < 0 ? 0 : ( uint32_t )c;
    return ( uint64_t )ts.tv_sec * 1000000000u + ( uint64_t )ts.tv_nsec;
}
#endif

/* The drain converts record times with pairs of both clocks. */
void ompgo_clock( uint64_t* ticks, uint64_t* ns )
{
    struct timespec ts;
    uint32_t        cpu;
    uint64_t        t0 = now( &cpu );
    clock_gettime( CLOCK_MONOTONIC, &ts );
    uint64_t t1 = now( &cpu );
    *ticks      = t0 + ( t1 - t0 ) / 2;
    *ns         = ( uint64_t )ts.tv_sec * 1000000000u + ( uint64_t )ts.tv_nsec;
}

/* ---- per-thread buffers ---- */

/* how deeply a thread's parallel regions nest before parallel_end falls
   back to the region data libomp passes */
#define OMPGO_MAX_NESTING 64

typedef struct ompgo_thread {
    ompgo_chunk*         cur;
    uint32_t             index;
    uint64_t             ids; /* ids this thread handed out */
    struct ompgo_thread* next_all;
    /* the parallel regions this thread began and has not ended, innermost
       last (on_parallel_end) */
    uint64_t began[ OMPGO_MAX_NESTING ];
    int      nbegan;
    uint64_t league; /* the teams region (league) this thread began and has not ended */
    int      worker; /* its thread_begin said ompt_thread_worker */
} ompgo_thread;

/* initial-exec: the library is loaded with dlopen, and the default model
   would call __tls_get_addr on every access */
static __thread ompgo_thread* tls __attribute__( ( tls_model( "initial-exec" ) ) );

static pthread_mutex_t queue_mu = PTHREAD_MUTEX_INITIALIZER;
CHUNKQ_DEFINE( chunks, ompgo_chunk, 128 * 1024 )
static chunks_queue    queue; /* under queue_mu */
static ompgo_thread*   all_threads;
static atomic_uint     thread_count;
static atomic_ullong   recorded; /* records in chunks handed over */

static ompgo_chunk* new_chunk( uint32_t thread )
{
    pthread_mutex_lock( &queue_mu );
    ompgo_chunk* c = chunks_get( &queue );
    pthread_mutex_unlock( &queue_mu );
    c->thread = thread;
    c->n      = 0;
    return c;
}

static void queue_chunk( ompgo_chunk* c )
{
    atomic_fetch_add_explicit( &recorded, c->n, memory_order_relaxed );
    pthread_mutex_lock( &queue_mu );
    chunks_push( &queue, c );
    pthread_mutex_unlock( &queue_mu );
}

ompgo_chunk* ompgo_take_chunks( void )
{
    pthread_mutex_lock( &queue_mu );
    ompgo_chunk* list = chunks_take( &queue );
    pthread_mutex_unlock( &queue_mu );
    return list;
}

void ompgo_release_chunk( ompgo_chunk* c )
{
    pthread_mutex_lock( &queue_mu );
    chunks_put( &queue, c );
    pthread_mutex_unlock( &queue_mu );
}

uint64_t ompgo_recorded( void ) { return atomic_load( &recorded ); }

/* The thread's state; made at its thread_begin, whose order gives the
   index (the replay keeps that order). */
static ompgo_thread* thread_new( void )
{
    ompgo_thread* t = calloc( 1, sizeof( *t ) );
    if ( !t )
    {
        abort();
    }
    t->index = atomic_fetch_add( &thread_count, 1 );
    t->cur   = new_chunk( t->index );
    pthread_mutex_lock( &queue_mu );
    t->next_all = all_threads;
    all_threads = t;
    pthread_mutex_unlock( &queue_mu );
    tls = t;
    return t;
}

/* Queue every thread's partial buffer. Only at finalize, when libomp has
   ended every thread: nobody writes any more. A thread's partial buffer
   goes after its full ones, so its records stay in order. */
static void flush_all_threads( void )
{
    pthread_mutex_lock( &queue_mu );
    ompgo_thread* t = all_threads;
    pthread_mutex_unlock( &queue_mu );
    for (; t; t = t->next_all )
    {
        if ( t->cur->n > 0 )
        {
            ompgo_chunk* c = t->cur;
            t->cur = new_chunk( t->index );
            queue_chunk( c );
        }
    }
}

/* the next record slot of the calling thread */
static inline ompgo_rec* slot( void )
{
    ompgo_thread* t = tls;
    if ( __builtin_expect( !t, 0 ) )
    {
        t = thread_new(); /* an event before thread_begin: not seen with libomp */
    }
    ompgo_chunk* c = t->cur;
    if ( __builtin_expect( c->n == OMPGO_CHUNK_RECS, 0 ) )
    {
        queue_chunk( c ); /* handed over, never overwritten */
        c = t->cur = new_chunk( t->index );
    }
    return &c->rec[ c->n++ ];
}

/* Ids in ompt_data_t.value: bits 0-39 a per-thread counter, 40-55 the
   thread's index + 1, 56-63 (tasks) the number of switches into the task
   so far, modulo 256 (OMPGO_GEN_SHIFT). */
static inline uint64_t new_id( void )
{
    ompgo_thread* t = tls;
    return ( ( uint64_t )( t->index + 1 ) << 40 ) | ++t->ids;
}

#define PC( p ) ( ( uint64_t )( uintptr_t )( p ) )
#define ID( d ) ( ( d ) ? ( d )->value : 0 )

/* writes a record (every field: chunks are reused) and returns it for
   the fields only some kinds have */
static inline ompgo_rec* put( uint8_t kind, uint8_t sub, uint16_t index, uint32_t u32, uint64_t a, uint64_t b,
                              uint64_t pc )
{
    ompgo_rec* r = slot();
    r->kind        = kind;
    r->sub         = sub;
    r->index       = index;
    r->u32         = u32;
    r->a           = a;
    r->b           = b;
    r->pc          = pc;
    r->time        = now( &r->cpu );
    r->place       = -1;
    r->exit_frame  = 0;
    r->enter_frame = 0;
    return r;
}

static inline void frame( ompgo_rec* r, const ompt_frame_t* f )
{
    if ( f )
    {
        r->exit_frame  = f->exit_frame.value;
        r->enter_frame = f->enter_frame.value;
    }
}

/* ---- what libomp knows that the Go side asks for later ---- */

static ompt_get_place_num_t      get_place_num;
static ompt_get_num_places_t     get_num_places;
static ompt_get_place_proc_ids_t get_place_proc_ids;

static int place( void ) { return get_place_num ? get_place_num() : -1; }

/* libomp sets its places up with its affinity at the first parallel
   region, after the tool's initializer: they are read once, at the first
   implicit task of a parallel region. */
static atomic_int places_known = -1; /* -1 until read, then the count */
static int*       place_procs;       /* n procs of place i at place_start[i] */
static int*       place_start;

static void read_places( void )
{
    if ( atomic_load_explicit( &places_known, memory_order_acquire ) >= 0 || !get_num_places || !get_place_proc_ids )
    {
        return;
    }
    static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
    pthread_mutex_lock( &mu );
    if ( atomic_load( &places_known ) < 0 )
    {
        int n       = get_num_places();
        int total   = 0;
        place_start = calloc( ( size_t )n + 1, sizeof( int ) );
        for ( int i = 0; i < n; i++ )
        {
            place_start[ i ] = total;
            total += get_place_proc_ids( i, 0, NULL );
        }
        place_start[ n ] = total;
        place_procs      = calloc( ( size_t )total + 1, sizeof( int ) );
        for ( int i = 0; i < n; i++ )
        {
            get_place_proc_ids( i, place_start[ i + 1 ] - place_start[ i ], place_procs + place_start[ i ] );
        }
        atomic_store_explicit( &places_known, n, memory_order_release );
    }
    pthread_mutex_unlock( &mu );
}

int ompgo_num_places( void ) { return atomic_load_explicit( &places_known, memory_order_acquire ); }

int ompgo_place_procs( int p, int* ids, int n )
{
    int known = ompgo_num_places();
    if ( p < 0 || p >= known )
    {
        return 0;
    }
    int count = place_start[ p + 1 ] - place_start[ p ];
    for ( int i = 0; i < count && i < n; i++ )
    {
        ids[ i ] = place_procs[ place_start[ p ] + i ];
    }
    return count;
}

/* The messages of error directives, copied (libomp's may not outlive the
   callback); records carry their number. Rare: a locked array. */
static pthread_mutex_t messages_mu = PTHREAD_MUTEX_INITIALIZER;
static char**          messages;
static uint64_t*       message_lens;
static uint64_t        nmessages, capmessages;

static uint64_t keep_message( const char* m, size_t len )
{
    char* copy = malloc( len + 1 );
    if ( !copy )
    {
        abort();
    }
    memcpy( copy, m, len );
    copy[ len ] = 0;
    pthread_mutex_lock( &messages_mu );
    if ( nmessages == capmessages )
    {
        capmessages  = capmessages ? 2 * capmessages : 16;
        messages     = realloc( messages, capmessages * sizeof( *messages ) );
        message_lens = realloc( message_lens, capmessages * sizeof( *message_lens ) );
        if ( !messages || !message_lens )
        {
            abort();
        }
    }
    uint64_t id         = nmessages++;
    messages[ id ]      = copy;
    message_lens[ id ]  = len;
    pthread_mutex_unlock( &messages_mu );
    return id;
}

const char* ompgo_message( uint64_t id, uint64_t* len )
{
    pthread_mutex_lock( &messages_mu );
    const char* m = NULL;
    *len          = 0;
    if ( id < nmessages )
    {
        m    = messages[ id ];
        *len = message_lens[ id ];
    }
    pthread_mutex_unlock( &messages_mu );
    return m;
}

/* ---- callbacks ---- */

static void on_thread_begin( int type, ompt_data_t* data )
{
    ompgo_thread* t = tls ? tls : thread_new();
    data->value = t->index + 1;
    t->worker   = type == ompt_thread_worker;
    put( OMPGO_THREAD_BEGIN, ( uint8_t )type, 0, 0, 0, 0, 0 )->place = place();
}

/* the thread whose thread_begin set data (its index + 1), NULL if none */
static ompgo_thread* thread_of( ompt_data_t* data )
{
    if ( !data || data->value == 0 )
    {
        return NULL;
    }
    pthread_mutex_lock( &queue_mu );
    ompgo_thread* t = all_threads;
    while ( t && t->index + 1 != data->value )
    {
        t = t->next_all;
    }
    pthread_mutex_unlock( &queue_mu );
    return t;
}

/* The record goes to the ending thread's buffer: libomp calls thread_end
   on that thread, a runtime may call it for another one at the end of the
   process (a thread of its pool, which records nothing any more). */
static void on_thread_end( ompt_data_t* data )
{
    ompgo_thread* self  = tls;
    ompgo_thread* ended = thread_of( data );
    if ( ended )
    {
        tls = ended;
    }
    put( OMPGO_THREAD_END, 0, 0, 0, 0, 0, 0 );
    tls = self;
}

/* Sub: the flags' invoker (low byte) and, in bit 6, ompt_parallel_league
   (a teams construct). */
#define OMPGO_LEAGUE_BIT 0x40

static inline uint8_t parallel_flags( int flags )
{
    return ( uint8_t )( ( flags & 0x3f ) | ( ( flags & ompt_parallel_league ) ? OMPGO_LEAGUE_BIT : 0 ) );
}

/* the league of the host teams construct being run (a worker's team
   initial task belongs to it), 0 if none */
static atomic_ullong open_league;

static void on_parallel_begin( ompt_data_t* enc, const ompt_frame_t* f, ompt_data_t* par, unsigned int requested,
                               int flags, const void* pc )
{
    par->value = new_id();
    frame( put( OMPGO_PARALLEL_BEGIN, parallel_flags( flags ), 0, requested, par->value, ID( enc ), PC( pc ) ), f );
    ompgo_thread* t = tls;
    if ( flags & ompt_parallel_league )
    {
        t->league = par->value;
        atomic_store( &open_league, par->value );
    }
    if ( t->nbegan < OMPGO_MAX_NESTING )
    {
        t->began[ t->nbegan ] = par->value;
    }
    t->nbegan++;
}

/* The region that ends is the innermost one this thread began: libomp
   (__kmp_join_call) frees the team before it calls parallel_end with a
   pointer into that team's data, and another thread that forks in
   between gets the team from the pool and its parallel_begin writes its
   own region's id there (seen with nested regions on a loaded machine:
   a parallel_end naming another thread's region). */
static void on_parallel_end( ompt_data_t* par, ompt_data_t* enc, int flags, const void* pc )
{
    ompgo_thread* t  = tls;
    uint64_t      id = ID( par );
    if ( t->nbegan > 0 )
    {
        t->nbegan--;
        if ( t->nbegan < OMPGO_MAX_NESTING )
        {
            id = t->began[ t->nbegan ];
        }
    }
    if ( id == t->league )
    {
        t->league = 0;
        uint64_t open = id;
        atomic_compare_exchange_strong( &open_league, &open, 0 );
    }
    put( OMPGO_PARALLEL_END, parallel_flags( flags ), 0, 0, id, ID( enc ), PC( pc ) );
}

/* Sub: the endpoint and, in bit 6, an initial task of a league's team.
   Its parallel data should be the league's, which parallel_begin named;
   libomp 14 passes a fresh one for a host teams construct, so an initial
   task that begins on a thread inside a league (the league's initial
   thread while its innermost region is the league, or a worker) is
   attributed to that league. */
static uint64_t league_of( ompgo_thread* t )
{
    if ( t->league && t->nbegan > 0 && t->nbegan <= OMPGO_MAX_NESTING && t->began[ t->nbegan - 1 ] == t->league )
    {
        return t->league;
    }
    return t->worker ? atomic_load( &open_league ) : 0;
}

static void on_implicit_task( int endpoint, ompt_data_t* par, ompt_data_t* task, unsigned int team,
                              unsigned int index, int flags )
{
    uint8_t sub = ( uint8_t )endpoint;
    int     pl  = -1;
    if ( endpoint == ompt_scope_begin )
    {
        task->value = new_id();
        if ( ( flags & ompt_task_initial ) && par )
        {
            if ( par->value == 0 )
            {
                par->value = league_of( tls );
            }
            if ( par->value == 0 )
            {
                par->value = new_id(); /* a thread's initial task: its implicit region has no parallel_begin */
            }
            else
            {
                sub |= OMPGO_LEAGUE_BIT;
            }
        }
        else
        {
            read_places();
        }
        pl = place();
    }
    put( OMPGO_IMPLICIT_TASK, sub, ( uint16_t )index, team, ID( task ), ID( par ), ( uint64_t )( uint32_t )flags )
        ->place = pl;
}

static void on_task_create( ompt_data_t* enc, const ompt_frame_t* f, ompt_data_t* task, int flags, int has_deps,
                            const void* pc )
{
    task->value = new_id();
    frame( put( OMPGO_TASK_CREATE, ( uint8_t )( has_deps != 0 ), 0, ( uint32_t )flags, task->value, ID( enc ),
                PC( pc ) ),
           f );
}

static void on_dependences( ompt_data_t* task, const ompt_dependence_t* deps, int ndeps )
{
    for ( int i = 0; i < ndeps; i++ )
    {
        put( OMPGO_DEPENDENCE, ( uint8_t )deps[ i ].dependence_type, ( uint16_t )i, ( uint32_t )ndeps, ID( task ),
             PC( deps[ i ].variable.ptr ), 0 );
    }
}

static void on_task_dependence( ompt_data_t* src, ompt_data_t* sink )
{
    put( OMPGO_TASK_DEPENDENCE, 0, 0, 0, ID( src ), ID( sink ), 0 );
}

/* A task switch counts, in the switched-to task's id, the switches into
   it: an untied task suspended and resumed on other threads is resumed
   after its last suspension, which the replay cannot tell from an
   earlier one otherwise. Only the thread running or resuming a task
   switches into it. */
static void on_task_schedule( ompt_data_t* prior, int status, ompt_data_t* next )
{
    if ( next && ( status == ompt_task_switch || status == ompt_task_yield ) )
    {
        next->value += ( uint64_t )1 << OMPGO_GEN_SHIFT;
    }
    put( OMPGO_TASK_SCHEDULE, ( uint8_t )status, 0, 0, ID( prior ), ID( next ), 0 );
}

static void on_work( int wstype, int endpoint, ompt_data_t* par, ompt_data_t* task, uint64_t count, const void* pc )
{
    ( void )par;
    ( void )task;
    put( OMPGO_WORK, ( uint8_t )endpoint, 0, ( uint32_t )wstype, 0, count, PC( pc ) );
}

static void on_masked( int endpoint, ompt_data_t* par, ompt_data_t* task, const void* pc )
{
    ( void )par;
    ( void )task;
    put( OMPGO_MASKED, ( uint8_t )endpoint, 0, 0, 0, 0, PC( pc ) );
}

static void on_sync_region( int kind, int endpoint, ompt_data_t* par, ompt_data_t* task, const void* pc )
{
    ( void )par;
    ( void )task;
    put( OMPGO_SYNC_REGION, ( uint8_t )endpoint, 0, ( uint32_t )kind, 0, 0, PC( pc ) );
}

static void on_sync_region_wait( int kind, int endpoint, ompt_data_t* par, ompt_data_t* task, const void* pc )
{
    ( void )par;
    ( void )task;
    put( OMPGO_SYNC_REGION_WAIT, ( uint8_t )endpoint, 0, ( uint32_t )kind, 0, 0, PC( pc ) );
}

static void on_mutex_acquire( int kind, unsigned int hint, unsigned int impl, uint64_t wait_id, const void* pc )
{
    put( OMPGO_MUTEX_ACQUIRE, 0, 0, ( uint32_t )kind, wait_id, ( ( uint64_t )hint << 32 ) | impl, PC( pc ) );
}

static void on_mutex_acquired( int kind, uint64_t wait_id, const void* pc )
{
    put( OMPGO_MUTEX_ACQUIRED, 0, 0, ( uint32_t )kind, wait_id, 0, PC( pc ) );
}

static void on_mutex_released( int kind, uint64_t wait_id, const void* pc )
{
    put( OMPGO_MUTEX_RELEASED, 0, 0, ( uint32_t )kind, wait_id, 0, PC( pc ) );
}

static void on_lock_init( int kind, unsigned int hint, unsigned int impl, uint64_t wait_id, const void* pc )
{
    put( OMPGO_LOCK_INIT, 0, 0, ( uint32_t )kind, wait_id, ( ( uint64_t )hint << 32 ) | impl, PC( pc ) );
}

static void on_lock_destroy( int kind, uint64_t wait_id, const void* pc )
{
    put( OMPGO_LOCK_DESTROY, 0, 0, ( uint32_t )kind, wait_id, 0, PC( pc ) );
}

static void on_nest_lock( int endpoint, uint64_t wait_id, const void* pc )
{
    put( OMPGO_NEST_LOCK, ( uint8_t )endpoint, 0, 0, wait_id, 0, PC( pc ) );
}

static void on_flush( ompt_data_t* thread_data, const void* pc )
{
    ( void )thread_data;
    put( OMPGO_FLUSH, 0, 0, 0, 0, 0, PC( pc ) );
}

/* a: the task libomp names, the discarded one for
   ompt_cancel_discarded_task */
static void on_cancel( ompt_data_t* task, int flags, const void* pc )
{
    put( OMPGO_CANCEL, 0, 0, ( uint32_t )flags, ID( task ), 0, PC( pc ) );
}

static void on_reduction( int kind, int endpoint, ompt_data_t* par, ompt_data_t* task, const void* pc )
{
    ( void )par;
    ( void )task;
    put( OMPGO_REDUCTION, ( uint8_t )endpoint, 0, ( uint32_t )kind, 0, 0, PC( pc ) );
}

static void on_dispatch( ompt_data_t* par, ompt_data_t* task, int kind, ompt_data_t instance )
{
    ( void )par;
    ( void )task;
    put( OMPGO_DISPATCH, ( uint8_t )kind, 0, 0, instance.value, 0, 0 );
}

static void on_error( int severity, const char* message, size_t length, const void* pc )
{
    put( OMPGO_ERROR, 0, 0, ( uint32_t )severity, keep_message( message ? message : "", message ? length : 0 ), 0,
         PC( pc ) );
}

/* The Go tool sees the call later, in order with the thread's other
   events, so its answer cannot come back: the program gets 0. */
static int on_control_tool( uint64_t command, uint64_t modifier, void* arg, const void* pc )
{
    ( void )arg;
    put( OMPGO_CONTROL_TOOL, 0, 0, 0, command, modifier, PC( pc ) );
    return 0;
}

/* ---- activation ---- */

/* the versions the runtime announced to ompt_start_tool */
static unsigned int omp_version;
static const char*  runtime_version;

static int ompgo_initialize( ompt_function_lookup_t lookup, int initial_device_num, ompt_data_t* tool_data )
{
    ( void )initial_device_num;
    ( void )tool_data;
    ompt_set_callback_t set = ( ompt_set_callback_t )lookup( "ompt_set_callback" );
    if ( !set )
    {
        return 0;
    }
    detect_rdpid();
    get_place_num      = ( ompt_get_place_num_t )lookup( "ompt_get_place_num" );
    get_num_places     = ( ompt_get_num_places_t )lookup( "ompt_get_num_places" );
    get_place_proc_ids = ( ompt_get_place_proc_ids_t )lookup( "ompt_get_place_proc_ids" );
    /* libomp's mutex implementations, numbered from 1 as it numbers them */
    ompt_enumerate_mutex_impls_t enum_impls = ( ompt_enumerate_mutex_impls_t )lookup( "ompt_enumerate_mutex_impls" );
    const char*                  impls[ 16 ];
    int                          nimpls = 0;
    if ( enum_impls )
    {
        int         impl = ompt_mutex_impl_none;
        const char* name;
        for ( int more = enum_impls( impl, &impl, &name ); more && nimpls < 16 && impl == nimpls + 1;
              more     = enum_impls( impl, &impl, &name ) )
        {
            impls[ nimpls++ ] = name;
        }
    }
    static const struct {
        int             event;
        ompt_callback_t cb;
    } cbs[] = {
        { ompt_callback_thread_begin, ( ompt_callback_t )on_thread_begin },
        { ompt_callback_thread_end, ( ompt_callback_t )on_thread_end },
        { ompt_callback_parallel_begin, ( ompt_callback_t )on_parallel_begin },
        { ompt_callback_parallel_end, ( ompt_callback_t )on_parallel_end },
        { ompt_callback_task_create, ( ompt_callback_t )on_task_create },
        { ompt_callback_task_schedule, ( ompt_callback_t )on_task_schedule },
        { ompt_callback_implicit_task, ( ompt_callback_t )on_implicit_task },
        { ompt_callback_control_tool, ( ompt_callback_t )on_control_tool },
        { ompt_callback_sync_region_wait, ( ompt_callback_t )on_sync_region_wait },
        { ompt_callback_mutex_released, ( ompt_callback_t )on_mutex_released },
        { ompt_callback_dependences, ( ompt_callback_t )on_dependences },
        { ompt_callback_task_dependence, ( ompt_callback_t )on_task_dependence },
        { ompt_callback_work, ( ompt_callback_t )on_work },
        { ompt_callback_masked, ( ompt_callback_t )on_masked },
        { ompt_callback_sync_region, ( ompt_callback_t )on_sync_region },
        { ompt_callback_lock_init, ( ompt_callback_t )on_lock_init },
        { ompt_callback_lock_destroy, ( ompt_callback_t )on_lock_destroy },
        { ompt_callback_mutex_acquire, ( ompt_callback_t )on_mutex_acquire },
        { ompt_callback_mutex_acquired, ( ompt_callback_t )on_mutex_acquired },
        { ompt_callback_nest_lock, ( ompt_callback_t )on_nest_lock },
        { ompt_callback_flush, ( ompt_callback_t )on_flush },
        { ompt_callback_cancel, ( ompt_callback_t )on_cancel },
        { ompt_callback_reduction, ( ompt_callback_t )on_reduction },
        { ompt_callback_dispatch, ( ompt_callback_t )on_dispatch },
        { ompt_callback_error, ( ompt_callback_t )on_error },
    };
    int32_t support[ ompt_callback_error + 1 ] = { 0 };
    for ( size_t i = 0; i < sizeof( cbs ) / sizeof( cbs[ 0 ] ); i++ )
    {
        support[ cbs[ i ].event ] = set( cbs[ i ].event, cbs[ i ].cb );
    }
    return ompgoInitialize( omp_version, ( char* )runtime_version, support, ompt_callback_error + 1, ( char** )impls,
                            nimpls );
}

/* what ends a run whose Go side returned a status other than 0 (NULL:
   the runtime's exit goes on; ompgo_start sets it) */
static void ( *end_failed_run )( int status );

/* The runtime finalizes the tool inside exit(), after every thread
   ended: the Go side replays the rest and says how the run ends. */
static void ompgo_finalize( ompt_data_t* tool_data )
{
    ( void )tool_data;
    flush_all_threads();
    int status = ompgoFinalize();
    if ( status != 0 && end_failed_run )
    {
        end_failed_run( status );
    }
}

#ifdef OMPGO_TEST_HOOKS
/* Tests only (go build -tags ompgotest): a record as if libomp had
   reported it, on the calling thread. */
void ompgo_test_record( uint8_t kind, uint8_t sub, uint64_t a, uint64_t b ) { put( kind, sub, 0, 0, a, b, 0 ); }
#endif

ompt_start_tool_result_t* ompgo_start( unsigned int version, const char* runtime, void ( *failed )( int status ) )
{
    static ompt_start_tool_result_t result = { ompgo_initialize, ompgo_finalize, { 0 } };
    omp_version     = version;
    runtime_version = runtime;
    end_failed_run  = failed;
    return &result;
}
