/*
 * An OMPT event printer in the style of LLVM's OMPT test tool
 * (openmp/runtime/test/ompt/callback.h), written only against
 * omp-tools.h: one line per callback, "<thread id>: ompt_event_<name>:
 * <arguments>", with the ids the tool gives threads, parallel regions and
 * tasks (from ompt_get_unique_id, kept in their ompt_data_t) and the kinds
 * by name. Lines of the tool itself have thread id 0.
 *
 * Build it as a shared library (loaded through OMP_TOOL_LIBRARIES) or
 * link it into the program (its ompt_start_tool then is in the program).
 * It writes to the file named by OMPT_PRINTER_OUTPUT, else to stdout.
 */
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <omp-tools.h>

static FILE*                  out;
static ompt_get_unique_id_t   get_unique_id;
static ompt_get_thread_data_t get_thread_data;

#define ID( d ) ( ( d ) ? ( d )->value : 0 )

static uint64_t tid( void )
{
    ompt_data_t* d = get_thread_data();
    return d ? d->value : 0;
}

#define PRINT( ... ) fprintf( out, __VA_ARGS__ )

static const char* endpoint( ompt_scope_endpoint_t e )
{
    return e == ompt_scope_begin ? "begin" : e == ompt_scope_end ? "end" : "beginend";
}

static const char* thread_type( ompt_thread_t t )
{
    switch ( t )
    {
        case ompt_thread_initial: return "ompt_thread_initial";
        case ompt_thread_worker: return "ompt_thread_worker";
        case ompt_thread_other: return "ompt_thread_other";
        default: return "ompt_thread_unknown";
    }
}

static const char* sync_kind( ompt_sync_region_t k )
{
    switch ( k )
    {
        case ompt_sync_region_barrier: return "barrier";
        case ompt_sync_region_barrier_implicit: return "barrier_implicit";
        case ompt_sync_region_barrier_explicit: return "barrier_explicit";
        case ompt_sync_region_barrier_implementation: return "barrier_implementation";
        case ompt_sync_region_taskwait: return "taskwait";
        case ompt_sync_region_taskgroup: return "taskgroup";
        case ompt_sync_region_reduction: return "reduction";
        case ompt_sync_region_barrier_implicit_workshare: return "barrier_implicit_workshare";
        case ompt_sync_region_barrier_implicit_parallel: return "barrier_implicit_parallel";
        case ompt_sync_region_barrier_teams: return "barrier_teams";
    }
    return "sync_region_unknown";
}

static const char* work_kind( ompt_work_t w )
{
    switch ( w )
    {
        case ompt_work_loop: return "loop";
        case ompt_work_sections: return "sections";
        case ompt_work_single_executor: return "single_in_block";
        case ompt_work_single_other: return "single_others";
        case ompt_work_workshare: return "workshare";
        case ompt_work_distribute: return "distribute";
        case ompt_work_taskloop: return "taskloop";
        case ompt_work_scope: return "scope";
    }
    return "work_unknown";
}

static const char* mutex_kind( ompt_mutex_t k )
{
    switch ( k )
    {
        case ompt_mutex_lock: return "lock";
        case ompt_mutex_test_lock: return "test_lock";
        case ompt_mutex_nest_lock: return "nest_lock";
        case ompt_mutex_test_nest_lock: return "test_nest_lock";
        case ompt_mutex_critical: return "critical";
        case ompt_mutex_atomic: return "atomic";
        case ompt_mutex_ordered: return "ordered";
    }
    return "mutex_unknown";
}

static const char* task_status( ompt_task_status_t s )
{
    switch ( s )
    {
        case ompt_task_complete: return "ompt_task_complete";
        case ompt_task_yield: return "ompt_task_yield";
        case ompt_task_cancel: return "ompt_task_cancel";
        case ompt_task_detach: return "ompt_task_detach";
        case ompt_task_early_fulfill: return "ompt_task_early_fulfill";
        case ompt_task_late_fulfill: return "ompt_task_late_fulfill";
        case ompt_task_switch: return "ompt_task_switch";
        case ompt_taskwait_complete: return "ompt_taskwait_complete";
    }
    return "ompt_task_status_unknown";
}

/* flag names joined by '|' into buf */
static const char* flag_names( char* buf, size_t n, unsigned flags, const unsigned* bits, const char* const* names, int count )
{
    buf[ 0 ] = 0;
    for ( int i = 0; i < count; i++ )
    {
        if ( flags & bits[ i ] )
        {
            if ( buf[ 0 ] )
            {
                strncat( buf, "|", n - strlen( buf ) - 1 );
            }
            strncat( buf, names[ i ], n - strlen( buf ) - 1 );
        }
    }
    if ( !buf[ 0 ] )
    {
        snprintf( buf, n, "0x%x", flags );
    }
    return buf;
}

static const char* task_flags( char* buf, size_t n, int flags )
{
    static const unsigned    bits[]  = { ompt_task_initial, ompt_task_implicit, ompt_task_explicit, ompt_task_target,
                                         ompt_task_taskwait, ompt_task_undeferred, ompt_task_untied, ompt_task_final,
                                         ompt_task_mergeable, ompt_task_merged };
    static const char* const names[] = { "ompt_task_initial", "ompt_task_implicit", "ompt_task_explicit", "ompt_task_target",
                                         "ompt_task_taskwait", "ompt_task_undeferred", "ompt_task_untied", "ompt_task_final",
                                         "ompt_task_mergeable", "ompt_task_merged" };
    return flag_names( buf, n, ( unsigned )flags, bits, names, 10 );
}

static const char* parallel_flags( char* buf, size_t n, int flags )
{
    static const unsigned    bits[]  = { ompt_parallel_invoker_program, ompt_parallel_invoker_runtime, ompt_parallel_league,
                                         ompt_parallel_team };
    static const char* const names[] = { "ompt_parallel_invoker_program", "ompt_parallel_invoker_runtime",
                                         "ompt_parallel_league", "ompt_parallel_team" };
    return flag_names( buf, n, ( unsigned )flags, bits, names, 4 );
}

static void frame( char* buf, size_t n, const ompt_frame_t* f )
{
    if ( !f )
    {
        snprintf( buf, n, "exit=(nil), reenter=(nil)" );
        return;
    }
    snprintf( buf, n, "exit=%p, reenter=%p", f->exit_frame.ptr, f->enter_frame.ptr );
}

/* ---- callbacks ---- */

/* which OS thread each OMPT thread began on, to tell a thread_end that
   runs on another thread than the one ending (OMPT: on the thread itself).
   Not __thread (LeakSanitizer's tracer crashes on the dynamic TLS of a
   dlopen'ed tool) nor a key (cleared before the runtime's own key
   destructor calls thread_end). */
struct began_on {
    uint64_t         thread_id;
    pthread_t        self;
    struct began_on* next;
};
static struct began_on* began;
static pthread_mutex_t  began_mu = PTHREAD_MUTEX_INITIALIZER;

static void remember_thread( uint64_t id )
{
    struct began_on* b = malloc( sizeof( *b ) );
    if ( !b )
    {
        abort();
    }
    b->thread_id = id;
    b->self      = pthread_self();
    pthread_mutex_lock( &began_mu );
    b->next = began;
    began   = b;
    pthread_mutex_unlock( &began_mu );
}

static int on_own_thread( uint64_t id )
{
    int own = 0;
    pthread_mutex_lock( &began_mu );
    for ( struct began_on* b = began; b; b = b->next )
    {
        if ( b->thread_id == id )
        {
            own = pthread_equal( b->self, pthread_self() );
            break;
        }
    }
    pthread_mutex_unlock( &began_mu );
    return own;
}

static void on_thread_begin( ompt_thread_t type, ompt_data_t* data )
{
    data->value = get_unique_id();
    remember_thread( data->value );
    PRINT( "%" PRIu64 ": ompt_event_thread_begin: thread_type=%s, thread_id=%" PRIu64 "\n", data->value, thread_type( type ),
           data->value );
}

static void on_thread_end( ompt_data_t* data )
{
    PRINT( "%" PRIu64 ": ompt_event_thread_end: thread_id=%" PRIu64 "%s\n", tid(), ID( data ),
           on_own_thread( data->value ) ? "" : " (called on another thread)" );
}

static void on_parallel_begin( ompt_data_t* enc, const ompt_frame_t* enc_frame, ompt_data_t* par, unsigned int requested,
                               int flags, const void* codeptr )
{
    char f[ 64 ], fl[ 96 ];
    par->value = get_unique_id();
    frame( f, sizeof f, enc_frame );
    PRINT( "%" PRIu64 ": ompt_event_parallel_begin: parent_task_id=%" PRIu64 ", parent_task_frame.%s, parallel_id=%" PRIu64
           ", requested_team_size=%u, flags=%s, codeptr_ra=%p\n",
           tid(), ID( enc ), f, par->value, requested, parallel_flags( fl, sizeof fl, flags ), codeptr );
}

static void on_parallel_end( ompt_data_t* par, ompt_data_t* enc, int flags, const void* codeptr )
{
    char fl[ 96 ];
    PRINT( "%" PRIu64 ": ompt_event_parallel_end: parallel_id=%" PRIu64 ", task_id=%" PRIu64 ", flags=%s, codeptr_ra=%p\n", tid(),
           ID( par ), ID( enc ), parallel_flags( fl, sizeof fl, flags ), codeptr );
}

static void on_implicit_task( ompt_scope_endpoint_t ep, ompt_data_t* par, ompt_data_t* task, unsigned int team,
                              unsigned int index, int flags )
{
    const char* name = ( flags & ompt_task_initial ) ? "initial_task" : "implicit_task";
    if ( ep == ompt_scope_begin )
    {
        task->value = get_unique_id();
        if ( ( flags & ompt_task_initial ) && par )
        {
            par->value = get_unique_id(); /* no parallel_begin for the initial task's region */
        }
    }
    PRINT( "%" PRIu64 ": ompt_event_%s_%s: parallel_id=%" PRIu64 ", task_id=%" PRIu64 ", team_size=%u, thread_num=%u\n", tid(),
           name, endpoint( ep ), ID( par ), ID( task ), team, index );
}

static void on_task_create( ompt_data_t* enc, const ompt_frame_t* enc_frame, ompt_data_t* task, int flags, int deps,
                            const void* codeptr )
{
    char f[ 64 ], fl[ 160 ];
    task->value = get_unique_id();
    frame( f, sizeof f, enc_frame );
    PRINT( "%" PRIu64 ": ompt_event_task_create: parent_task_id=%" PRIu64 ", parent_task_frame.%s, new_task_id=%" PRIu64
           ", task_type=%s, has_dependences=%s, codeptr_ra=%p\n",
           tid(), ID( enc ), f, task->value, task_flags( fl, sizeof fl, flags ), deps ? "yes" : "no", codeptr );
}

static void on_task_schedule( ompt_data_t* prior, ompt_task_status_t status, ompt_data_t* next )
{
    PRINT( "%" PRIu64 ": ompt_event_task_schedule: first_task_id=%" PRIu64 ", second_task_id=%" PRIu64 ", prior_task_status=%s\n",
           tid(), ID( prior ), ID( next ), task_status( status ) );
    if ( status == ompt_task_complete )
    {
        PRINT( "%" PRIu64 ": ompt_event_task_end: task_id=%" PRIu64 "\n", tid(), ID( prior ) );
    }
}

static void on_work( ompt_work_t w, ompt_scope_endpoint_t ep, ompt_data_t* par, ompt_data_t* task, uint64_t count,
                     const void* codeptr )
{
    PRINT( "%" PRIu64 ": ompt_event_%s_%s: parallel_id=%" PRIu64 ", task_id=%" PRIu64 ", count=%" PRIu64 ", codeptr_ra=%p\n",
           tid(), work_kind( w ), endpoint( ep ), ID( par ), ID( task ), count, codeptr );
}

static void on_dispatch( ompt_data_t* par, ompt_data_t* task, ompt_dispatch_t kind, ompt_data_t instance )
{
    if ( kind == ompt_dispatch_section )
    {
        PRINT( "%" PRIu64 ": ompt_event_dispatch_section: parallel_id=%" PRIu64 ", task_id=%" PRIu64 ", instance.ptr=%p\n", tid(),
               ID( par ), ID( task ), instance.ptr );
        return;
    }
    PRINT( "%" PRIu64 ": ompt_event_dispatch_iteration: parallel_id=%" PRIu64 ", task_id=%" PRIu64 ", instance.value=%" PRIu64
           "\n",
           tid(), ID( par ), ID( task ), instance.value );
}

static void on_masked( ompt_scope_endpoint_t ep, ompt_data_t* par, ompt_data_t* task, const void* codeptr )
{
    PRINT( "%" PRIu64 ": ompt_event_masked_%s: parallel_id=%" PRIu64 ", task_id=%" PRIu64 ", codeptr_ra=%p\n", tid(),
           endpoint( ep ), ID( par ), ID( task ), codeptr );
}

static void on_sync_region( ompt_sync_region_t kind, ompt_scope_endpoint_t ep, ompt_data_t* par, ompt_data_t* task,
                            const void* codeptr )
{
    PRINT( "%" PRIu64 ": ompt_event_%s_%s: parallel_id=%" PRIu64 ", task_id=%" PRIu64 ", codeptr_ra=%p\n", tid(),
           sync_kind( kind ), endpoint( ep ), ID( par ), ID( task ), codeptr );
}

static void on_sync_region_wait( ompt_sync_region_t kind, ompt_scope_endpoint_t ep, ompt_data_t* par, ompt_data_t* task,
                                 const void* codeptr )
{
    PRINT( "%" PRIu64 ": ompt_event_wait_%s_%s: parallel_id=%" PRIu64 ", task_id=%" PRIu64 ", codeptr_ra=%p\n", tid(),
           sync_kind( kind ), endpoint( ep ), ID( par ), ID( task ), codeptr );
}

static void on_reduction( ompt_sync_region_t kind, ompt_scope_endpoint_t ep, ompt_data_t* par, ompt_data_t* task,
                          const void* codeptr )
{
    ( void )kind;
    PRINT( "%" PRIu64 ": ompt_event_reduction_%s: parallel_id=%" PRIu64 ", task_id=%" PRIu64 ", codeptr_ra=%p\n", tid(),
           endpoint( ep ), ID( par ), ID( task ), codeptr );
}

static void on_mutex_acquire( ompt_mutex_t kind, unsigned int hint, unsigned int impl, ompt_wait_id_t wait_id,
                              const void* codeptr )
{
    PRINT( "%" PRIu64 ": ompt_event_wait_%s: wait_id=%" PRIu64 ", hint=%u, impl=%u, codeptr_ra=%p\n", tid(), mutex_kind( kind ),
           wait_id, hint, impl, codeptr );
}

/* as LLVM's OMPT tests name them: a nest lock's first acquisition and
   last release (the nested ones are nest_lock events, _next and _prev) */
static void on_mutex_acquired( ompt_mutex_t kind, ompt_wait_id_t wait_id, const void* codeptr )
{
    PRINT( "%" PRIu64 ": ompt_event_acquired_%s: wait_id=%" PRIu64 ", codeptr_ra=%p\n", tid(),
           kind == ompt_mutex_nest_lock ? "nest_lock_first" : mutex_kind( kind ), wait_id, codeptr );
}

static void on_mutex_released( ompt_mutex_t kind, ompt_wait_id_t wait_id, const void* codeptr )
{
    PRINT( "%" PRIu64 ": ompt_event_release_%s: wait_id=%" PRIu64 ", codeptr_ra=%p\n", tid(),
           kind == ompt_mutex_nest_lock ? "nest_lock_last" : mutex_kind( kind ), wait_id, codeptr );
}

static void on_lock_init( ompt_mutex_t kind, unsigned int hint, unsigned int impl, ompt_wait_id_t wait_id, const void* codeptr )
{
    PRINT( "%" PRIu64 ": ompt_event_init_%s: wait_id=%" PRIu64 ", hint=%u, impl=%u, codeptr_ra=%p\n", tid(), mutex_kind( kind ),
           wait_id, hint, impl, codeptr );
}

static void on_lock_destroy( ompt_mutex_t kind, ompt_wait_id_t wait_id, const void* codeptr )
{
    PRINT( "%" PRIu64 ": ompt_event_destroy_%s: wait_id=%" PRIu64 ", codeptr_ra=%p\n", tid(), mutex_kind( kind ), wait_id,
           codeptr );
}

static void on_nest_lock( ompt_scope_endpoint_t ep, ompt_wait_id_t wait_id, const void* codeptr )
{
    PRINT( "%" PRIu64 ": ompt_event_%s: wait_id=%" PRIu64 ", codeptr_ra=%p\n", tid(),
           ep == ompt_scope_begin ? "acquired_nest_lock_next" : "release_nest_lock_prev", wait_id, codeptr );
}

static void on_flush( ompt_data_t* thread_data, const void* codeptr )
{
    PRINT( "%" PRIu64 ": ompt_event_flush: thread_id=%" PRIu64 ", codeptr_ra=%p\n", tid(), ID( thread_data ), codeptr );
}

static void on_cancel( ompt_data_t* task, int flags, const void* codeptr )
{
    PRINT( "%" PRIu64 ": ompt_event_cancel: task_id=%" PRIu64 ", flags=0x%x, codeptr_ra=%p\n", tid(), ID( task ), flags,
           codeptr );
}

static void on_dependences( ompt_data_t* task, const ompt_dependence_t* deps, int ndeps )
{
    ( void )deps;
    PRINT( "%" PRIu64 ": ompt_event_dependences: task_id=%" PRIu64 ", ndeps=%d\n", tid(), ID( task ), ndeps );
}

static void on_task_dependence( ompt_data_t* src, ompt_data_t* sink )
{
    PRINT( "%" PRIu64 ": ompt_event_task_dependence_pair: first_task_id=%" PRIu64 ", second_task_id=%" PRIu64 "\n", tid(),
           ID( src ), ID( sink ) );
}

static int on_control_tool( uint64_t command, uint64_t modifier, void* arg, const void* codeptr )
{
    ( void )arg;
    PRINT( "%" PRIu64 ": ompt_event_control_tool: command=%" PRIu64 ", modifier=%" PRIu64 ", codeptr_ra=%p\n", tid(), command,
           modifier, codeptr );
    return 0;
}

/* ---- activation ---- */

static const char* set_result( ompt_set_result_t r )
{
    switch ( r )
    {
        case ompt_set_error: return "ompt_set_error";
        case ompt_set_never: return "ompt_set_never";
        case ompt_set_impossible: return "ompt_set_impossible";
        case ompt_set_sometimes: return "ompt_set_sometimes";
        case ompt_set_sometimes_paired: return "ompt_set_sometimes_paired";
        case ompt_set_always: return "ompt_set_always";
    }
    return "ompt_set_unknown";
}

static int initialize( ompt_function_lookup_t lookup, int initial_device_num, ompt_data_t* tool_data )
{
    ( void )tool_data;
    ompt_set_callback_t     set_callback = ( ompt_set_callback_t )lookup( "ompt_set_callback" );
    ompt_enumerate_states_t enum_states  = ( ompt_enumerate_states_t )lookup( "ompt_enumerate_states" );
    get_unique_id                        = ( ompt_get_unique_id_t )lookup( "ompt_get_unique_id" );
    get_thread_data                      = ( ompt_get_thread_data_t )lookup( "ompt_get_thread_data" );
    if ( !set_callback || !enum_states || !get_unique_id || !get_thread_data )
    {
        PRINT( "0: ompt_initialize: an entry point is missing\n" );
        return 0;
    }
    int         states = 0, state = ompt_state_undefined;
    const char* name;
    while ( enum_states( state, &state, &name ) )
    {
        states++;
    }
    PRINT( "0: ompt_initialize: initial_device_num=%d, states=%d\n", initial_device_num, states );
#define REGISTER( event, fn )                                                                        \
    do {                                                                                             \
        ompt_set_result_t r = set_callback( event, ( ompt_callback_t )fn );                          \
        if ( r != ompt_set_always )                                                                  \
        {                                                                                            \
            PRINT( "0: ompt_set_callback: %s: %s\n", #event, set_result( r ) );                      \
        }                                                                                            \
    } while ( 0 )
    REGISTER( ompt_callback_thread_begin, on_thread_begin );
    REGISTER( ompt_callback_thread_end, on_thread_end );
    REGISTER( ompt_callback_parallel_begin, on_parallel_begin );
    REGISTER( ompt_callback_parallel_end, on_parallel_end );
    REGISTER( ompt_callback_task_create, on_task_create );
    REGISTER( ompt_callback_task_schedule, on_task_schedule );
    REGISTER( ompt_callback_implicit_task, on_implicit_task );
    REGISTER( ompt_callback_control_tool, on_control_tool );
    REGISTER( ompt_callback_sync_region_wait, on_sync_region_wait );
    REGISTER( ompt_callback_mutex_released, on_mutex_released );
    REGISTER( ompt_callback_dependences, on_dependences );
    REGISTER( ompt_callback_task_dependence, on_task_dependence );
    REGISTER( ompt_callback_work, on_work );
    REGISTER( ompt_callback_masked, on_masked );
    REGISTER( ompt_callback_sync_region, on_sync_region );
    REGISTER( ompt_callback_lock_init, on_lock_init );
    REGISTER( ompt_callback_lock_destroy, on_lock_destroy );
    REGISTER( ompt_callback_mutex_acquire, on_mutex_acquire );
    REGISTER( ompt_callback_mutex_acquired, on_mutex_acquired );
    REGISTER( ompt_callback_nest_lock, on_nest_lock );
    REGISTER( ompt_callback_flush, on_flush );
    REGISTER( ompt_callback_cancel, on_cancel );
    REGISTER( ompt_callback_reduction, on_reduction );
    REGISTER( ompt_callback_dispatch, on_dispatch );
    return 1;
}

static void finalize( ompt_data_t* tool_data )
{
    ( void )tool_data;
    PRINT( "0: ompt_event_runtime_shutdown\n" );
    fflush( out );
    if ( out != stdout )
    {
        fclose( out );
    }
}

ompt_start_tool_result_t* ompt_start_tool( unsigned int omp_version, const char* runtime_version )
{
    static ompt_start_tool_result_t result = { initialize, finalize, ompt_data_none };
    const char*                     path   = getenv( "OMPT_PRINTER_OUTPUT" );
    out                                    = stdout;
    if ( path && *path && !( out = fopen( path, "w" ) ) )
    {
        perror( path );
        return NULL;
    }
    PRINT( "0: ompt_start_tool: omp_version=%u, runtime_version=\"%s\"\n", omp_version, runtime_version );
    return &result;
}
