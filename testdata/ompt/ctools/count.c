/*
 * An OMPT tool that counts callbacks, written only against omp-tools.h:
 * per event and endpoint (or kind), per thread in the thread's data, added
 * up at thread_end, printed at finalize as "count: <name>: <n>" lines in
 * name order, with "count: total: <n>". Also counted: task_switches_in_sync
 * (a task starting while its thread is in a sync region: the provider of
 * libpomp2 ends the region's wait around it).
 *
 * Writes to the file named by OMPT_COUNT_OUTPUT, else to stdout. With
 * OMPT_COUNT_DECLINE=1 its ompt_start_tool returns NULL (it prints that it
 * was asked); with OMPT_COUNT_NOINIT=1 its initializer returns 0; with
 * OMPT_COUNT_FINALIZE=1 it calls ompt_finalize_tool at the first
 * parallel_end.
 */
#include <inttypes.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <omp-tools.h>

enum {
    C_THREAD_BEGIN, C_THREAD_END, C_PARALLEL_BEGIN, C_PARALLEL_END, C_TASK_CREATE, C_TASK_SWITCH, C_TASK_COMPLETE,
    C_IMPLICIT_BEGIN, C_IMPLICIT_END, C_INITIAL_BEGIN, C_INITIAL_END, C_WORK_BEGIN, C_WORK_END, C_DISPATCH,
    C_MASKED_BEGIN, C_MASKED_END, C_SYNC_BEGIN, C_SYNC_END, C_WAIT_BEGIN, C_WAIT_END, C_ACQUIRE, C_ACQUIRED,
    C_RELEASED, C_LOCK_INIT, C_LOCK_DESTROY, C_NEST_BEGIN, C_NEST_END, C_FLUSH, C_SWITCH_IN_SYNC, C_N
};

static const char* const names[ C_N ] = {
    "thread_begin", "thread_end", "parallel_begin", "parallel_end", "task_create", "task_schedule switch",
    "task_schedule complete", "implicit_task begin", "implicit_task end", "initial_task begin", "initial_task end",
    "work begin", "work end", "dispatch", "masked begin", "masked end", "sync_region begin", "sync_region end",
    "sync_region_wait begin", "sync_region_wait end", "mutex_acquire", "mutex_acquired", "mutex_released",
    "lock_init", "lock_destroy", "nest_lock begin", "nest_lock end", "flush", "task_switches_in_sync"
};

typedef struct counts {
    uint64_t n[ C_N ];
    int      sync_depth;
} counts;

static atomic_ullong          totals[ C_N ];
static ompt_get_thread_data_t get_thread_data;
static ompt_finalize_tool_t   finalize_tool; /* set when asked to call it */
static FILE*                  out;

static counts* mine( void )
{
    ompt_data_t* d = get_thread_data();
    return d ? d->ptr : NULL;
}

#define COUNT( i )                  \
    do {                            \
        counts* c_ = mine();        \
        if ( c_ )                   \
        {                           \
            c_->n[ i ]++;           \
        }                           \
    } while ( 0 )

static void on_thread_begin( ompt_thread_t type, ompt_data_t* data )
{
    ( void )type;
    counts* c = calloc( 1, sizeof( *c ) );
    data->ptr = c;
    c->n[ C_THREAD_BEGIN ]++;
}

static void on_thread_end( ompt_data_t* data )
{
    counts* c = data->ptr;
    if ( !c )
    {
        return;
    }
    c->n[ C_THREAD_END ]++;
    for ( int i = 0; i < C_N; i++ )
    {
        atomic_fetch_add( &totals[ i ], c->n[ i ] );
    }
    free( c );
    data->ptr = NULL;
}

static void on_parallel_begin( ompt_data_t* enc, const ompt_frame_t* f, ompt_data_t* par, unsigned int req, int flags,
                               const void* pc )
{
    ( void )enc, ( void )f, ( void )par, ( void )req, ( void )flags, ( void )pc;
    COUNT( C_PARALLEL_BEGIN );
}

static void on_parallel_end( ompt_data_t* par, ompt_data_t* enc, int flags, const void* pc )
{
    ( void )par, ( void )enc, ( void )flags, ( void )pc;
    COUNT( C_PARALLEL_END );
    if ( finalize_tool )
    {
        ompt_finalize_tool_t f = finalize_tool;
        finalize_tool          = NULL;
        f();
    }
}

static void on_task_create( ompt_data_t* enc, const ompt_frame_t* f, ompt_data_t* task, int flags, int deps, const void* pc )
{
    ( void )enc, ( void )f, ( void )task, ( void )flags, ( void )deps, ( void )pc;
    COUNT( C_TASK_CREATE );
}

static void on_task_schedule( ompt_data_t* prior, ompt_task_status_t status, ompt_data_t* next )
{
    ( void )prior, ( void )next;
    counts* c = mine();
    if ( status == ompt_task_complete )
    {
        c->n[ C_TASK_COMPLETE ]++;
        return;
    }
    c->n[ C_TASK_SWITCH ]++;
    if ( c->sync_depth > 0 )
    {
        c->n[ C_SWITCH_IN_SYNC ]++;
    }
}

static void on_implicit_task( ompt_scope_endpoint_t ep, ompt_data_t* par, ompt_data_t* task, unsigned int n, unsigned int i,
                              int flags )
{
    ( void )par, ( void )task, ( void )n, ( void )i;
    int initial = flags & ompt_task_initial;
    COUNT( ep == ompt_scope_begin ? ( initial ? C_INITIAL_BEGIN : C_IMPLICIT_BEGIN ) : ( initial ? C_INITIAL_END : C_IMPLICIT_END ) );
}

static void on_work( ompt_work_t w, ompt_scope_endpoint_t ep, ompt_data_t* par, ompt_data_t* task, uint64_t count, const void* pc )
{
    ( void )w, ( void )par, ( void )task, ( void )count, ( void )pc;
    COUNT( ep == ompt_scope_begin ? C_WORK_BEGIN : C_WORK_END );
}

static void on_dispatch( ompt_data_t* par, ompt_data_t* task, ompt_dispatch_t kind, ompt_data_t instance )
{
    ( void )par, ( void )task, ( void )kind, ( void )instance;
    COUNT( C_DISPATCH );
}

static void on_masked( ompt_scope_endpoint_t ep, ompt_data_t* par, ompt_data_t* task, const void* pc )
{
    ( void )par, ( void )task, ( void )pc;
    COUNT( ep == ompt_scope_begin ? C_MASKED_BEGIN : C_MASKED_END );
}

static void on_sync_region( ompt_sync_region_t kind, ompt_scope_endpoint_t ep, ompt_data_t* par, ompt_data_t* task,
                            const void* pc )
{
    ( void )kind, ( void )par, ( void )task, ( void )pc;
    counts* c = mine();
    if ( ep == ompt_scope_begin )
    {
        c->n[ C_SYNC_BEGIN ]++;
        c->sync_depth++;
    }
    else
    {
        c->n[ C_SYNC_END ]++;
        c->sync_depth--;
    }
}

static void on_sync_region_wait( ompt_sync_region_t kind, ompt_scope_endpoint_t ep, ompt_data_t* par, ompt_data_t* task,
                                 const void* pc )
{
    ( void )kind, ( void )par, ( void )task, ( void )pc;
    COUNT( ep == ompt_scope_begin ? C_WAIT_BEGIN : C_WAIT_END );
}

static void on_mutex_acquire( ompt_mutex_t kind, unsigned int hint, unsigned int impl, ompt_wait_id_t w, const void* pc )
{
    ( void )kind, ( void )hint, ( void )impl, ( void )w, ( void )pc;
    COUNT( C_ACQUIRE );
}

static void on_mutex_acquired( ompt_mutex_t kind, ompt_wait_id_t w, const void* pc )
{
    ( void )kind, ( void )w, ( void )pc;
    COUNT( C_ACQUIRED );
}

static void on_mutex_released( ompt_mutex_t kind, ompt_wait_id_t w, const void* pc )
{
    ( void )kind, ( void )w, ( void )pc;
    COUNT( C_RELEASED );
}

static void on_lock_init( ompt_mutex_t kind, unsigned int hint, unsigned int impl, ompt_wait_id_t w, const void* pc )
{
    ( void )kind, ( void )hint, ( void )impl, ( void )w, ( void )pc;
    COUNT( C_LOCK_INIT );
}

static void on_lock_destroy( ompt_mutex_t kind, ompt_wait_id_t w, const void* pc )
{
    ( void )kind, ( void )w, ( void )pc;
    COUNT( C_LOCK_DESTROY );
}

static void on_nest_lock( ompt_scope_endpoint_t ep, ompt_wait_id_t w, const void* pc )
{
    ( void )w, ( void )pc;
    COUNT( ep == ompt_scope_begin ? C_NEST_BEGIN : C_NEST_END );
}

static void on_flush( ompt_data_t* thread_data, const void* pc )
{
    ( void )thread_data, ( void )pc;
    COUNT( C_FLUSH );
}

static int initialize( ompt_function_lookup_t lookup, int dev, ompt_data_t* tool_data )
{
    ( void )dev, ( void )tool_data;
    if ( getenv( "OMPT_COUNT_NOINIT" ) && !strcmp( getenv( "OMPT_COUNT_NOINIT" ), "1" ) )
    {
        fprintf( out, "count: initializer returns 0\n" );
        fflush( out );
        return 0;
    }
    ompt_set_callback_t set = ( ompt_set_callback_t )lookup( "ompt_set_callback" );
    get_thread_data         = ( ompt_get_thread_data_t )lookup( "ompt_get_thread_data" );
    if ( getenv( "OMPT_COUNT_FINALIZE" ) && !strcmp( getenv( "OMPT_COUNT_FINALIZE" ), "1" ) )
    {
        finalize_tool = ( ompt_finalize_tool_t )lookup( "ompt_finalize_tool" );
    }
    set( ompt_callback_thread_begin, ( ompt_callback_t )on_thread_begin );
    set( ompt_callback_thread_end, ( ompt_callback_t )on_thread_end );
    set( ompt_callback_parallel_begin, ( ompt_callback_t )on_parallel_begin );
    set( ompt_callback_parallel_end, ( ompt_callback_t )on_parallel_end );
    set( ompt_callback_task_create, ( ompt_callback_t )on_task_create );
    set( ompt_callback_task_schedule, ( ompt_callback_t )on_task_schedule );
    set( ompt_callback_implicit_task, ( ompt_callback_t )on_implicit_task );
    set( ompt_callback_work, ( ompt_callback_t )on_work );
    set( ompt_callback_dispatch, ( ompt_callback_t )on_dispatch );
    set( ompt_callback_masked, ( ompt_callback_t )on_masked );
    set( ompt_callback_sync_region, ( ompt_callback_t )on_sync_region );
    set( ompt_callback_sync_region_wait, ( ompt_callback_t )on_sync_region_wait );
    set( ompt_callback_mutex_acquire, ( ompt_callback_t )on_mutex_acquire );
    set( ompt_callback_mutex_acquired, ( ompt_callback_t )on_mutex_acquired );
    set( ompt_callback_mutex_released, ( ompt_callback_t )on_mutex_released );
    set( ompt_callback_lock_init, ( ompt_callback_t )on_lock_init );
    set( ompt_callback_lock_destroy, ( ompt_callback_t )on_lock_destroy );
    set( ompt_callback_nest_lock, ( ompt_callback_t )on_nest_lock );
    set( ompt_callback_flush, ( ompt_callback_t )on_flush );
    return 1;
}

static void finalize( ompt_data_t* tool_data )
{
    ( void )tool_data;
    uint64_t total = 0;
    for ( int i = 0; i < C_N; i++ )
    {
        uint64_t n = atomic_load( &totals[ i ] );
        fprintf( out, "count: %s: %" PRIu64 "\n", names[ i ], n );
        if ( i != C_SWITCH_IN_SYNC )
        {
            total += n;
        }
    }
    fprintf( out, "count: total: %" PRIu64 "\n", total );
    fflush( out );
    if ( out != stdout )
    {
        fclose( out );
    }
}

ompt_start_tool_result_t* ompt_start_tool( unsigned int omp_version, const char* runtime_version )
{
    static ompt_start_tool_result_t result = { initialize, finalize, ompt_data_none };
    const char*                     path   = getenv( "OMPT_COUNT_OUTPUT" );
    out                                    = stdout;
    if ( path && *path && !( out = fopen( path, "w" ) ) )
    {
        perror( path );
        return NULL;
    }
    fprintf( out, "count: ompt_start_tool: omp_version=%u, runtime_version=\"%s\"\n", omp_version, runtime_version );
    fflush( out );
    if ( getenv( "OMPT_COUNT_DECLINE" ) && !strcmp( getenv( "OMPT_COUNT_DECLINE" ), "1" ) )
    {
        fprintf( out, "count: declines\n" );
        fflush( out );
        return NULL;
    }
    return &result;
}
