/*
 * The C side of the OMPT tool library: ompt_start_tool, the initializer
 * that registers a C callback for every forwarded event, the callbacks
 * (each writes one record, see ompt_rec.h) and the finalizer that hands
 * everything to Go.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

#include "ompt_abi.h"
#include "ompt_rec.h"
#include "chunkq.h"
#include "_cgo_export.h"

/* ---- per-thread buffers ---- */

typedef struct ompgo_thread {
    ompgo_chunk*         cur;
    uint32_t             index;
    uint64_t             ids; /* ids this thread handed out */
    struct ompgo_thread* next_all;
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

static inline uint64_t new_id( void )
{
    ompgo_thread* t = tls;
    return ( ( uint64_t )( t->index + 1 ) << 40 ) | ++t->ids;
}

#define PC( p ) ( ( uint64_t )( uintptr_t )( p ) )
#define ID( d ) ( ( d ) ? ( d )->value : 0 )

static inline void put( uint8_t kind, uint8_t sub, uint16_t index, uint32_t u32, uint64_t a, uint64_t b, uint64_t pc )
{
    ompgo_rec* r = slot();
    r->kind  = kind;
    r->sub   = sub;
    r->index = index;
    r->u32   = u32;
    r->a     = a;
    r->b     = b;
    r->pc    = pc;
}

/* ---- callbacks ---- */

static void on_thread_begin( int type, ompt_data_t* data )
{
    ompgo_thread* t = tls ? tls : thread_new();
    data->value = t->index + 1;
    put( OMPGO_THREAD_BEGIN, ( uint8_t )type, 0, 0, 0, 0, 0 );
}

static void on_thread_end( ompt_data_t* data )
{
    ( void )data;
    put( OMPGO_THREAD_END, 0, 0, 0, 0, 0, 0 );
}

static void on_parallel_begin( ompt_data_t* enc, const ompt_frame_t* frame, ompt_data_t* par,
                               unsigned int requested, int flags, const void* pc )
{
    ( void )frame;
    par->value = new_id();
    put( OMPGO_PARALLEL_BEGIN, ( uint8_t )flags, 0, requested, par->value, ID( enc ), PC( pc ) );
}

static void on_parallel_end( ompt_data_t* par, ompt_data_t* enc, int flags, const void* pc )
{
    put( OMPGO_PARALLEL_END, ( uint8_t )flags, 0, 0, ID( par ), ID( enc ), PC( pc ) );
}

static void on_implicit_task( int endpoint, ompt_data_t* par, ompt_data_t* task, unsigned int team,
                              unsigned int index, int flags )
{
    if ( endpoint == ompt_scope_begin )
    {
        task->value = new_id();
        if ( ( flags & ompt_task_initial ) && par )
        {
            par->value = new_id();
        }
    }
    put( OMPGO_IMPLICIT_TASK, ( uint8_t )endpoint, ( uint16_t )index, team, ID( task ), ID( par ),
         ( uint64_t )( uint32_t )flags );
}

static void on_task_create( ompt_data_t* enc, const ompt_frame_t* frame, ompt_data_t* task, int flags,
                            int has_deps, const void* pc )
{
    ( void )frame;
    task->value = new_id();
    put( OMPGO_TASK_CREATE, ( uint8_t )( has_deps != 0 ), 0, ( uint32_t )flags, task->value, ID( enc ), PC( pc ) );
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

static void on_task_schedule( ompt_data_t* prior, int status, ompt_data_t* next )
{
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

static void on_cancel( ompt_data_t* task, int flags, const void* pc )
{
    ( void )task;
    put( OMPGO_CANCEL, 0, 0, ( uint32_t )flags, 0, 0, PC( pc ) );
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
    };
    int32_t support[ ompt_callback_max + 1 ] = { 0 };
    for ( size_t i = 0; i < sizeof( cbs ) / sizeof( cbs[ 0 ] ); i++ )
    {
        support[ cbs[ i ].event ] = set( cbs[ i ].event, cbs[ i ].cb );
    }
    return ompgoInitialize( omp_version, ( char* )runtime_version, support, ompt_callback_max + 1 );
}

static void ompgo_finalize( ompt_data_t* tool_data )
{
    ( void )tool_data;
    flush_all_threads();
    ompgoFinalize();
}

ompt_start_tool_result_t* ompt_start_tool( unsigned int version, const char* runtime )
{
    static ompt_start_tool_result_t result = { ompgo_initialize, ompgo_finalize, { 0 } };
    omp_version     = version;
    runtime_version = runtime;
    if ( !ompgoWanted() )
    {
        return NULL;
    }
    return &result;
}
