/*
 * An OMPT tool that checks the inquiry entry points from inside its
 * callbacks, written only against omp-tools.h. It keeps its own record of
 * every task (its creating or encountering task, its parallel region) and
 * parallel region (its enclosing region, team size) in their ompt_data_t,
 * and checks in every callback that carries a task:
 *
 *   - ompt_get_task_info at levels 0, 1, 2 returns the task data the tool
 *     set at the matching task_create or implicit_task (and 0 beyond the
 *     initial task), with the task's parallel data, its flags' kind, and
 *     the frames of 002's table where they must be set;
 *   - ompt_get_parallel_info at levels 0, 1, 2 returns the parallel data
 *     set at the matching parallel_begin (or initial task) and its size;
 *   - ompt_get_thread_data returns the data of thread_begin, with the
 *     value the tool wrote there (kept in the thread's TLS as well);
 *   - ompt_get_state is the wait state of the sync region or mutex kind
 *     inside wait callbacks (with the wait id), a work state otherwise;
 *   - what the tool wrote at begin it reads back at end (thread, parallel,
 *     implicit and explicit task);
 *   - every ompt_get_unique_id is different, across all threads.
 *
 * At finalize it prints "inquiry: checks=N failures=F task_levels=a,b,c
 * parallel_levels=a,b,c ids=I" (successful checks per level) and the
 * first failures. Output: OMPT_INQUIRY_OUTPUT, else stdout.
 */
#include <inttypes.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <omp-tools.h>

#define MAGIC_TASK 0x7461736b7461736bull
#define MAGIC_PAR  0x706172706172ull

typedef struct pinfo pinfo;
typedef struct tinfo {
    uint64_t      magic;
    uint64_t      id; /* from ompt_get_unique_id */
    struct tinfo* parent;
    struct tinfo* sched; /* an explicit task's scheduling parent: the task it suspended on its thread */
    pinfo*        par;
    int           kind; /* ompt_task_initial, _implicit, _explicit */
} tinfo;
struct pinfo {
    uint64_t   magic;
    uint64_t   id;
    pinfo*     parent;
    atomic_int size;
};

static FILE*                    out;
static ompt_get_task_info_t     get_task_info;
static ompt_get_parallel_info_t get_parallel_info;
static ompt_get_thread_data_t   get_thread_data;
static ompt_get_state_t         get_state;
static ompt_get_unique_id_t     get_unique_id;

static atomic_ullong checks, failures;
static atomic_ullong task_levels[ 3 ], parallel_levels[ 3 ];
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static char            first[ 20 ][ 200 ];
static int             nfirst;

static uint64_t* ids;
static size_t    nids, capids;

static __thread uint64_t my_thread_value;

static void fail( const char* fmt, const char* what, int level )
{
    atomic_fetch_add( &failures, 1 );
    pthread_mutex_lock( &mu );
    if ( nfirst < 20 )
    {
        snprintf( first[ nfirst++ ], sizeof first[ 0 ], fmt, what, level );
    }
    pthread_mutex_unlock( &mu );
}

#define CHECK( cond, what, level )                                  \
    do {                                                            \
        atomic_fetch_add( &checks, 1 );                             \
        if ( !( cond ) )                                            \
        {                                                           \
            fail( "%s (level %d): " #cond, what, level );           \
        }                                                           \
    } while ( 0 )

static uint64_t unique_id( void )
{
    uint64_t id = get_unique_id();
    pthread_mutex_lock( &mu );
    if ( nids == capids )
    {
        capids = capids ? 2 * capids : 1024;
        ids    = realloc( ids, capids * sizeof( *ids ) );
    }
    ids[ nids++ ] = id;
    pthread_mutex_unlock( &mu );
    return id;
}

static void check_thread( const char* what )
{
    ompt_data_t* d = get_thread_data();
    CHECK( d && d->value == my_thread_value && my_thread_value != 0, what, 0 );
}

/* the thread is in an implicit barrier (on_sync_region), or at the end
   of the implicit task after one: the task's exit frame may be gone */
static __thread int in_implicit_barrier;

/* the inquiry about the current task t, and its ancestors */
static void check_task( tinfo* t, const char* what )
{
    check_thread( what );
    CHECK( t && t->magic == MAGIC_TASK, what, 0 );
    if ( !t || t->magic != MAGIC_TASK )
    {
        return;
    }
    tinfo* want = t;
    for ( int level = 0; level <= 2; level++ )
    {
        int           flags = 0, num = -1;
        ompt_data_t * data = NULL, *pdata = NULL;
        ompt_frame_t* frame = NULL;
        int           r     = get_task_info( level, &flags, &data, &frame, &pdata, &num );
        if ( !want )
        {
            CHECK( r == 0, what, level );
            break;
        }
        CHECK( r == 2 && data && pdata && frame, what, level );
        if ( r != 2 || !data || !pdata || !frame )
        {
            break;
        }
        CHECK( data->ptr == want, what, level );
        CHECK( pdata->ptr == want->par, what, level );
        CHECK( flags & want->kind, what, level );
        if ( data->ptr != want )
        {
            break;
        }
        /* 002's frame table: an initial task has no exit frame, the others
           one while they run (in an implicit barrier, which may be the
           region's last, after the task's code: none, as libomp gives);
           the encountering task of the current implicit task is suspended
           (enter frame set) */
        if ( level == 0 && want->kind == ompt_task_initial )
        {
            CHECK( frame->exit_frame.ptr == NULL, what, level );
        }
        else if ( level == 0 && !in_implicit_barrier )
        {
            CHECK( frame->exit_frame.ptr != NULL, what, level );
        }
        if ( level == 1 && t->kind == ompt_task_implicit )
        {
            CHECK( frame->enter_frame.ptr != NULL, what, level );
        }
        atomic_fetch_add( &task_levels[ level ], 1 );
        /* the ancestors in the thread's execution context, as libomp
           gives them: an explicit task's scheduling parent first */
        want = want->kind == ompt_task_explicit && want->sched ? want->sched : want->parent;
    }
    pinfo* p = t->par;
    for ( int level = 0; level <= 2; level++ )
    {
        ompt_data_t* pdata = NULL;
        int          size  = -1;
        int          r     = get_parallel_info( level, &pdata, &size );
        if ( !p )
        {
            CHECK( r == 0, what, level );
            break;
        }
        int want_size = atomic_load( &p->size );
        CHECK( r == 2 && pdata && pdata->ptr == p, what, level );
        CHECK( want_size == 0 || size == want_size, what, level );
        if ( r != 2 || !pdata || pdata->ptr != p )
        {
            break;
        }
        atomic_fetch_add( &parallel_levels[ level ], 1 );
        p = p->parent;
    }
}

static void check_state( const char* what, int want, ompt_wait_id_t want_wait )
{
    ompt_wait_id_t w = 12345;
    int            s = get_state( &w );
    CHECK( s == want && ( want_wait == ( ompt_wait_id_t )-1 || w == want_wait ), what, 0 );
}

static void check_work_state( const char* what )
{
    int s = get_state( NULL );
    CHECK( s == ompt_state_work_parallel || s == ompt_state_work_serial, what, 0 );
}

/* ---- callbacks ---- */

static void on_thread_begin( ompt_thread_t type, ompt_data_t* data )
{
    ( void )type;
    data->value     = unique_id();
    my_thread_value = data->value;
    check_thread( "thread_begin" );
}

static void on_thread_end( ompt_data_t* data )
{
    /* may run on another thread at the end (libpomp2 ends idle workers
       from the finalizing one): the data is the ending thread's */
    CHECK( data && data->value != 0 && get_thread_data() == data, "thread_end", 0 );
}

static void on_parallel_begin( ompt_data_t* enc, const ompt_frame_t* f, ompt_data_t* par, unsigned int req, int flags,
                               const void* pc )
{
    ( void )req, ( void )flags, ( void )pc;
    tinfo* e    = enc->ptr;
    pinfo* p    = calloc( 1, sizeof( *p ) );
    p->magic    = MAGIC_PAR;
    p->id       = unique_id();
    p->parent   = e ? e->par : NULL;
    par->ptr    = p;
    CHECK( f && f->enter_frame.ptr != NULL, "parallel_begin frame", 0 );
    check_task( e, "parallel_begin" );
}

static void on_parallel_end( ompt_data_t* par, ompt_data_t* enc, int flags, const void* pc )
{
    ( void )flags, ( void )pc;
    pinfo* p = par->ptr;
    CHECK( p && p->magic == MAGIC_PAR, "parallel_end data", 0 );
    check_task( enc->ptr, "parallel_end" );
}

static void on_implicit_task( ompt_scope_endpoint_t ep, ompt_data_t* par, ompt_data_t* task, unsigned int n, unsigned int i,
                              int flags )
{
    ( void )i;
    if ( ep == ompt_scope_begin )
    {
        tinfo* t = calloc( 1, sizeof( *t ) );
        t->magic = MAGIC_TASK;
        t->id    = unique_id();
        if ( flags & ompt_task_initial )
        {
            pinfo* p = calloc( 1, sizeof( *p ) );
            p->magic = MAGIC_PAR;
            p->id    = unique_id();
            atomic_store( &p->size, 1 );
            par->ptr = p;
            t->kind  = ompt_task_initial;
        }
        else
        {
            t->kind = ompt_task_implicit;
        }
        pinfo* p = par->ptr;
        CHECK( p && p->magic == MAGIC_PAR, "implicit_task begin parallel", 0 );
        if ( p && !( flags & ompt_task_initial ) )
        {
            atomic_store( &p->size, ( int )n );
            /* the encountering task: the enclosing region's, found through
               the level-1 inquiry only after this callback; kept from
               parallel_begin's argument instead */
        }
        t->par    = p;
        task->ptr = t;
        /* the parent of an implicit task is the task that encountered the
           parallel construct: level 1 of the inquiry, checked here against
           the region's record */
        int          flags1;
        ompt_data_t* d1 = NULL;
        if ( !( flags & ompt_task_initial ) && get_task_info( 1, &flags1, &d1, NULL, NULL, NULL ) == 2 && d1 )
        {
            t->parent = d1->ptr;
            CHECK( t->parent && t->parent->par == p->parent, "implicit_task parent's region", 1 );
        }
        check_task( t, "implicit_task begin" );
    }
    else
    {
        tinfo* t = task->ptr;
        CHECK( t && t->magic == MAGIC_TASK, "implicit_task end data", 0 );
        in_implicit_barrier = 1; /* right after the region's last barrier */
        check_task( t, "implicit_task end" );
        in_implicit_barrier = 0;
    }
}

static void on_task_create( ompt_data_t* enc, const ompt_frame_t* f, ompt_data_t* task, int flags, int deps, const void* pc )
{
    ( void )f, ( void )flags, ( void )deps, ( void )pc;
    tinfo* e  = enc->ptr;
    tinfo* t  = calloc( 1, sizeof( *t ) );
    t->magic  = MAGIC_TASK;
    t->id     = unique_id();
    t->kind   = ompt_task_explicit;
    t->parent = e;
    t->par    = e ? e->par : NULL;
    task->ptr = t;
    check_task( e, "task_create" );
}

static void on_task_schedule( ompt_data_t* prior, ompt_task_status_t status, ompt_data_t* next )
{
    tinfo* p = prior->ptr;
    CHECK( p && p->magic == MAGIC_TASK, "task_schedule prior data", 0 );
    CHECK( next && next->ptr && ( ( tinfo* )next->ptr )->magic == MAGIC_TASK, "task_schedule next data", 0 );
    if ( status != ompt_task_complete && next && next->ptr && ( ( tinfo* )next->ptr )->kind == ompt_task_explicit )
    {
        ( ( tinfo* )next->ptr )->sched = p;
    }
    /* the callback runs in the context of the next task */
    check_task( next->ptr, status == ompt_task_complete ? "task_schedule complete" : "task_schedule switch" );
}

static void on_work( ompt_work_t w, ompt_scope_endpoint_t ep, ompt_data_t* par, ompt_data_t* task, uint64_t count, const void* pc )
{
    ( void )w, ( void )ep, ( void )count, ( void )pc;
    tinfo* t = task->ptr;
    check_task( t, "work" );
    CHECK( t && ( !par || par->ptr == t->par ), "work parallel", 0 ); /* NULL at some ends (LLVM) */
    check_work_state( "work state" );
}

static void on_masked( ompt_scope_endpoint_t ep, ompt_data_t* par, ompt_data_t* task, const void* pc )
{
    ( void )ep, ( void )pc;
    tinfo* t = task->ptr;
    check_task( t, "masked" );
    CHECK( t && ( !par || par->ptr == t->par ), "masked parallel", 0 ); /* NULL at some ends (LLVM) */
}

static int wait_state( ompt_sync_region_t kind )
{
    switch ( kind )
    {
        case ompt_sync_region_barrier_implicit: return ompt_state_wait_barrier_implicit; /* 5.0, as libomp 14 */
        case ompt_sync_region_barrier_implicit_parallel: return ompt_state_wait_barrier_implicit_parallel;
        case ompt_sync_region_barrier_implicit_workshare: return ompt_state_wait_barrier_implicit_workshare;
        case ompt_sync_region_barrier_explicit: return ompt_state_wait_barrier_explicit;
        case ompt_sync_region_taskwait: return ompt_state_wait_taskwait;
        default: return -1;
    }
}

static void on_sync_region( ompt_sync_region_t kind, ompt_scope_endpoint_t ep, ompt_data_t* par, ompt_data_t* task,
                            const void* pc )
{
    ( void )pc;
    int implicit = kind == ompt_sync_region_barrier_implicit || kind == ompt_sync_region_barrier_implicit_parallel;
    if ( ep == ompt_scope_begin && implicit )
    {
        in_implicit_barrier = 1;
    }
    tinfo* t = task->ptr;
    check_task( t, "sync_region" );
    if ( ep == ompt_scope_end && implicit )
    {
        in_implicit_barrier = 0;
    }
    CHECK( t && ( !par || par->ptr == t->par ), "sync_region parallel", 0 ); /* NULL at some ends (LLVM) */
}

static void on_sync_region_wait( ompt_sync_region_t kind, ompt_scope_endpoint_t ep, ompt_data_t* par, ompt_data_t* task,
                                 const void* pc )
{
    ( void )pc;
    tinfo* t = task->ptr;
    check_task( t, "sync_region_wait" );
    CHECK( t && ( !par || par->ptr == t->par ), "sync_region_wait parallel", 0 ); /* NULL at some ends (LLVM) */
    if ( ep == ompt_scope_begin )
    {
        check_state( "wait state", wait_state( kind ), ( ompt_wait_id_t )-1 );
    }
}

static int mutex_state( ompt_mutex_t kind )
{
    switch ( kind )
    {
        case ompt_mutex_critical: return ompt_state_wait_critical;
        case ompt_mutex_atomic: return ompt_state_wait_atomic;
        case ompt_mutex_ordered: return ompt_state_wait_ordered;
        default: return ompt_state_wait_lock;
    }
}

static void on_mutex_acquire( ompt_mutex_t kind, unsigned int hint, unsigned int impl, ompt_wait_id_t w, const void* pc )
{
    ( void )hint, ( void )impl, ( void )pc;
    check_thread( "mutex_acquire" );
    check_state( "mutex wait state", mutex_state( kind ), w );
}

static void on_mutex_acquired( ompt_mutex_t kind, ompt_wait_id_t w, const void* pc )
{
    ( void )kind, ( void )w, ( void )pc;
    check_thread( "mutex_acquired" );
    check_work_state( "mutex acquired state" );
}

static int initialize( ompt_function_lookup_t lookup, int dev, ompt_data_t* tool_data )
{
    ( void )dev, ( void )tool_data;
    ompt_set_callback_t set = ( ompt_set_callback_t )lookup( "ompt_set_callback" );
    get_task_info           = ( ompt_get_task_info_t )lookup( "ompt_get_task_info" );
    get_parallel_info       = ( ompt_get_parallel_info_t )lookup( "ompt_get_parallel_info" );
    get_thread_data         = ( ompt_get_thread_data_t )lookup( "ompt_get_thread_data" );
    get_state               = ( ompt_get_state_t )lookup( "ompt_get_state" );
    get_unique_id           = ( ompt_get_unique_id_t )lookup( "ompt_get_unique_id" );
    if ( !set || !get_task_info || !get_parallel_info || !get_thread_data || !get_state || !get_unique_id ||
         lookup( "ompt_no_such_entry_point" ) != NULL )
    {
        fprintf( out, "inquiry: lookup is wrong\n" );
        return 0;
    }
    set( ompt_callback_thread_begin, ( ompt_callback_t )on_thread_begin );
    set( ompt_callback_thread_end, ( ompt_callback_t )on_thread_end );
    set( ompt_callback_parallel_begin, ( ompt_callback_t )on_parallel_begin );
    set( ompt_callback_parallel_end, ( ompt_callback_t )on_parallel_end );
    set( ompt_callback_implicit_task, ( ompt_callback_t )on_implicit_task );
    set( ompt_callback_task_create, ( ompt_callback_t )on_task_create );
    set( ompt_callback_task_schedule, ( ompt_callback_t )on_task_schedule );
    set( ompt_callback_work, ( ompt_callback_t )on_work );
    set( ompt_callback_masked, ( ompt_callback_t )on_masked );
    set( ompt_callback_sync_region, ( ompt_callback_t )on_sync_region );
    set( ompt_callback_sync_region_wait, ( ompt_callback_t )on_sync_region_wait );
    set( ompt_callback_mutex_acquire, ( ompt_callback_t )on_mutex_acquire );
    set( ompt_callback_mutex_acquired, ( ompt_callback_t )on_mutex_acquired );
    return 1;
}

static int cmp_id( const void* a, const void* b )
{
    uint64_t x = *( const uint64_t* )a, y = *( const uint64_t* )b;
    return ( x > y ) - ( x < y );
}

static void finalize( ompt_data_t* tool_data )
{
    ( void )tool_data;
    qsort( ids, nids, sizeof( *ids ), cmp_id );
    for ( size_t i = 1; i < nids; i++ )
    {
        atomic_fetch_add( &checks, 1 );
        if ( ids[ i ] == ids[ i - 1 ] )
        {
            fail( "%s: id repeated (%d)", "unique id", ( int )ids[ i ] );
        }
    }
    fprintf( out, "inquiry: checks=%llu failures=%llu task_levels=%llu,%llu,%llu parallel_levels=%llu,%llu,%llu ids=%zu\n",
             ( unsigned long long )checks, ( unsigned long long )failures, ( unsigned long long )task_levels[ 0 ],
             ( unsigned long long )task_levels[ 1 ], ( unsigned long long )task_levels[ 2 ],
             ( unsigned long long )parallel_levels[ 0 ], ( unsigned long long )parallel_levels[ 1 ],
             ( unsigned long long )parallel_levels[ 2 ], nids );
    for ( int i = 0; i < nfirst; i++ )
    {
        fprintf( out, "inquiry: failed: %s\n", first[ i ] );
    }
    fflush( out );
    if ( out != stdout )
    {
        fclose( out );
    }
}

ompt_start_tool_result_t* ompt_start_tool( unsigned int omp_version, const char* runtime_version )
{
    ( void )omp_version, ( void )runtime_version;
    static ompt_start_tool_result_t result = { initialize, finalize, ompt_data_none };
    const char*                     path   = getenv( "OMPT_INQUIRY_OUTPUT" );
    out                                    = stdout;
    if ( path && *path && !( out = fopen( path, "w" ) ) )
    {
        perror( path );
        return NULL;
    }
    return &result;
}
