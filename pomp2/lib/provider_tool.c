/*
 * libpomp2 as an OMPT provider, its tool side: a C tool written against
 * omp-tools.h is activated as the OpenMP specification says (ompt_start_tool
 * in the program, then OMP_TOOL_LIBRARIES), registers its callbacks here,
 * inquires through the entry points that lookup gives, and is finalized
 * with the threads' ends. The events are in provider_parallel.c and
 * provider_tasks.c.
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <dlfcn.h>
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>
#include <omp.h>

#include "ompt_rec.h"
#include "provider_model.h"

/* the tool in the program's global scope, if any (a weak reference: NULL
   when the program defines none) */
extern ompt_start_tool_result_t* ompt_start_tool( unsigned int, const char* ) __attribute__( ( weak ) );

#define OMP_VERSION     201611 /* what LLVM's libomp passes to ompt_start_tool */
#define RUNTIME_VERSION "opari2 libpomp2 OMPT 1.0"

/* ---- the tool ---- */

static ompt_start_tool_result_t* tool;


/* what ompt_set_callback answers: mandatory events always (the target and
   device ones never happen: no devices), the rest by what POMP2 sees */
static ompt_set_result_t support( int event )
{
    switch ( event )
    {
        case ompt_callback_thread_begin:
        case ompt_callback_thread_end:
        case ompt_callback_parallel_begin:
        case ompt_callback_parallel_end:
        case ompt_callback_task_create:
        case ompt_callback_task_schedule:
        case ompt_callback_implicit_task:
        case ompt_callback_target:
        case ompt_callback_target_data_op:
        case ompt_callback_target_submit:
        case ompt_callback_control_tool:
        case ompt_callback_device_initialize:
        case ompt_callback_device_finalize:
        case ompt_callback_device_load:
        case ompt_callback_device_unload:
        case ompt_callback_target_emi:
        case ompt_callback_target_data_op_emi:
        case ompt_callback_target_submit_emi:
        case ompt_callback_mutex_acquire:
        case ompt_callback_mutex_acquired:
        case ompt_callback_mutex_released:
        case ompt_callback_lock_destroy:
        case ompt_callback_nest_lock:
        case ompt_callback_flush:
            return ompt_set_always;
        case ompt_callback_sync_region:      /* no reduction, teams; taskgroup in opari2 wrap's C */
        case ompt_callback_sync_region_wait:
        case ompt_callback_work:             /* no distribute, taskloop, scope */
        case ompt_callback_masked:           /* master, not the masked construct */
            return ompt_set_sometimes_paired;
        case ompt_callback_lock_init:        /* not omp_init_lock_with_hint */
        case ompt_callback_dispatch:         /* sections, not loop chunks */
        case ompt_callback_dependences:      /* the depend clauses opari2 wrap passes on */
        case ompt_callback_task_dependence:
        case ompt_callback_cancel:           /* opari2 wrap's directives, not at barriers */
            return ompt_set_sometimes;
        case ompt_callback_target_map:
        case ompt_callback_target_map_emi:
        case ompt_callback_reduction:
        case ompt_callback_error:
            return ompt_set_never;
    }
    return ompt_set_error;
}

static ompt_set_result_t set_callback( ompt_callbacks_t event, ompt_callback_t cb )
{
    ompt_set_result_t r = support( ( int )event );
    if ( r != ompt_set_error && r != ompt_set_never )
    {
        atomic_store_explicit( &prov_callbacks[ event ], cb, memory_order_release );
    }
    return r;
}

static int get_callback( ompt_callbacks_t event, ompt_callback_t* cb )
{
    if ( ( int )event < 1 || event > ompt_callback_error )
    {
        return 0;
    }
    ompt_callback_t f = atomic_load_explicit( &prov_callbacks[ event ], memory_order_acquire );
    if ( !f )
    {
        return 0;
    }
    if ( cb )
    {
        *cb = f;
    }
    return 1;
}

/* ---- activation ---- */

/* the POMP2_OMPT setting */
enum { MODE_AUTO, MODE_ON, MODE_OFF };
static int         mode = MODE_AUTO;
static char*       omp_tool_var;     /* OMP_TOOL as the program started with it */
static int         omp_tool_saved;

static int  go_tool_wanted( void );
static void disable_runtime_tool( void );

static int parse_mode( const char* v )
{
    if ( !v || !*v || !strcasecmp( v, "auto" ) )
    {
        return MODE_AUTO;
    }
    if ( !strcasecmp( v, "on" ) || !strcmp( v, "1" ) )
    {
        return MODE_ON;
    }
    if ( !strcasecmp( v, "off" ) || !strcmp( v, "0" ) )
    {
        return MODE_OFF;
    }
    fprintf( stderr, "pomp2: POMP2_OMPT=%s: want auto, on or off; using auto\n", v );
    return MODE_AUTO;
}

/* A runtime of LLVM's family (libomp, Intel's libiomp5) implements OMPT and
   starts a tool itself at its initialization, which happens at the
   program's first OpenMP call, after the constructors. With POMP2_OMPT=on
   libpomp2 delivers the events instead: this constructor switches the
   runtime's tool interface off (OMP_TOOL=disabled while the runtime
   initializes, OMP_TOOL restored afterwards), so that no tool is started
   twice and no event delivered twice. With auto (the default) libpomp2
   leaves such a runtime to deliver.

   Then a C tool starts (the library's constructor calls this one, then
   pomp2_start_tool, if it returns 1): libomp starts a tool when the
   runtime loads, before main, so that the tool's inquiries (a task's data
   asked for before the first construct) work from the program's first
   line; so does libpomp2. A Go tool starts with the library, at the first
   event: it needs the library's Go runtime, which may start after this
   constructor. */
int prov_load( void )
{
    mode             = parse_mode( getenv( "POMP2_OMPT" ) );
    prov_runtime_has_ompt = dlsym( RTLD_DEFAULT, "__kmpc_fork_call" ) != NULL;
    if ( go_tool_wanted() )
    {
        mode = MODE_ON; /* the Go tools see libpomp2's events, whatever the runtime */
    }
    if ( mode == MODE_ON && prov_runtime_has_ompt )
    {
        disable_runtime_tool();
    }
    return !go_tool_wanted();
}

/* keeps the runtime (of LLVM's family) from starting a tool of its own:
   OMP_TOOL=disabled while it initializes, restored afterwards */
static void disable_runtime_tool( void )
{
    const char* v  = getenv( "OMP_TOOL" );
    omp_tool_var   = v ? strdup( v ) : NULL;
    omp_tool_saved = 1;
    setenv( "OMP_TOOL", "disabled", 1 );
    int ( *max_threads )( void ) = ( int ( * )( void ) )dlsym( RTLD_DEFAULT, "omp_get_max_threads" );
    if ( max_threads )
    {
        max_threads(); /* initializes the runtime: it reads OMP_TOOL now */
    }
    if ( omp_tool_var )
    {
        setenv( "OMP_TOOL", omp_tool_var, 1 );
    }
    else
    {
        unsetenv( "OMP_TOOL" );
    }
}

/* POMP2_OMPT_TOOL names a Go tool (not off): the recorder (recorder.c)
   is the tool, and the Go side replays its records to that tool */
static int go_tool_wanted( void )
{
    const char* v = getenv( "POMP2_OMPT_TOOL" );
    if ( !v )
    {
        return 0;
    }
    while ( isspace( ( unsigned char )*v ) )
    {
        v++;
    }
    return *v && strncasecmp( v, "off", 3 ) != 0;
}

/* tool-var: enabled (or unset) or disabled, any case; -1 for other values */
static int tool_var_enabled( void )
{
    const char* v = omp_tool_saved ? omp_tool_var : getenv( "OMP_TOOL" );
    if ( !v )
    {
        return 1;
    }
    while ( isspace( ( unsigned char )*v ) )
    {
        v++;
    }
    size_t n = strlen( v );
    while ( n > 0 && isspace( ( unsigned char )v[ n - 1 ] ) )
    {
        n--;
    }
    if ( n == 0 || ( n == 7 && !strncasecmp( v, "enabled", 7 ) ) )
    {
        return 1;
    }
    if ( n == 8 && !strncasecmp( v, "disabled", 8 ) )
    {
        return 0;
    }
    return -1;
}

/* whether f is defined by the OpenMP runtime itself (libomp's weak
   ompt_start_tool, which only forwards) */
static int in_runtime( void* f )
{
    Dl_info a, b;
    void*   rt = dlsym( RTLD_DEFAULT, "omp_get_thread_num" );
    return rt && dladdr( f, &a ) && dladdr( rt, &b ) && a.dli_fbase == b.dli_fbase;
}

typedef ompt_start_tool_result_t* ( *start_tool_t )( unsigned int, const char* );

/* ompt_start_tool in the address space: the program's (or a library's
   loaded with it), not the runtime's own */
static start_tool_t global_start_tool( void )
{
    start_tool_t f = ompt_start_tool;
    if ( f && !in_runtime( ( void* )f ) )
    {
        return f;
    }
    f = ( start_tool_t )dlsym( RTLD_DEFAULT, "ompt_start_tool" );
    if ( f && !in_runtime( ( void* )f ) )
    {
        return f;
    }
    return NULL;
}

/* the first library of OMP_TOOL_LIBRARIES whose ompt_start_tool returns a
   tool */
static ompt_start_tool_result_t* library_tool( void )
{
    const char* libs = getenv( "OMP_TOOL_LIBRARIES" );
    if ( !libs || !*libs )
    {
        return NULL;
    }
    char* list = strdup( libs );
    char* save = NULL;
    for ( char* name = strtok_r( list, ":", &save ); name; name = strtok_r( NULL, ":", &save ) )
    {
        void* h = dlopen( name, RTLD_LAZY );
        if ( !h )
        {
            continue;
        }
        start_tool_t f = ( start_tool_t )dlsym( h, "ompt_start_tool" );
        ompt_start_tool_result_t* r = f ? f( OMP_VERSION, RUNTIME_VERSION ) : NULL;
        if ( r )
        {
            free( list );
            return r;
        }
        dlclose( h );
    }
    free( list );
    return NULL;
}

static ompt_interface_fn_t lookup( const char* name );

/* the tool of 002's activation, NULL if none; under the init lock */
static ompt_start_tool_result_t* find_tool( void )
{
    if ( mode == MODE_OFF || ( mode == MODE_AUTO && prov_runtime_has_ompt ) )
    {
        return NULL;
    }
    int enabled = tool_var_enabled();
    if ( enabled < 0 )
    {
        fprintf( stderr, "pomp2: OMP_TOOL=%s: want enabled or disabled; no OMPT tool\n",
                 omp_tool_saved ? omp_tool_var : getenv( "OMP_TOOL" ) );
        return NULL;
    }
    if ( !enabled )
    {
        return NULL;
    }
    if ( go_tool_wanted() )
    {
        return ompgo_start( OMP_VERSION, RUNTIME_VERSION, NULL ); /* the exit handler ends a failed run */
    }
    /* 002: the libraries are consulted only if the address space has no
       ompt_start_tool; one that returns NULL there means no tool */
    start_tool_t              global = global_start_tool();
    ompt_start_tool_result_t* r      = global ? global( OMP_VERSION, RUNTIME_VERSION ) : library_tool();
    if ( r && ( !r->initialize || !r->finalize ) )
    {
        fprintf( stderr, "pomp2: the OMPT tool's initialize or finalize is NULL; no OMPT tool\n" );
        return NULL;
    }
    return r;
}

void prov_activate( int gomp_interposable )
{
    ompt_start_tool_result_t* r = find_tool();
    if ( r )
    {
        tool = r;
        if ( r->initialize( lookup, 0 /* no devices */, &r->tool_data ) )
        {
            atomic_store_explicit( &pomp2_hot.teams, 1, memory_order_release );
        }
        else
        {
            for ( int i = 0; i <= ompt_callback_error; i++ )
            {
                atomic_store( &prov_callbacks[ i ], NULL );
            }
            tool = NULL;
        }
    }
    /* decided (1 until now: the events racing with the initialization
       take the tool's path and wait for it there) */
    atomic_store_explicit( &pomp2_hot.tool, tool != NULL, memory_order_release );
    prov_gomp_interposed = tool && !prov_runtime_has_ompt && gomp_interposable;
}

void prov_begin_initial( void )
{
    if ( OMPT_TOOL() )
    {
        pth();
    }
}

/* Ends the threads (workers first, each with its own data, run here: a
   thread of the runtime's pool never exits before the process), the
   initial task and thread, then the tool. Once. */
/* the body of the team that ends the workers: each ends itself */
static void end_own_thread( void* arg )
{
    ( void )arg;
    prov_thread* t = prov_me;
    if ( t && t->type == ompt_thread_worker )
    {
        pthread_mutex_lock( &prov_threads_mu );
        prov_end_thread( t );
        pthread_mutex_unlock( &prov_threads_mu );
    }
}

/* libomp calls thread_end on each thread as it ends at shutdown, and a
   tool may free the calling thread's own data there (LLVM's Archer does).
   libgomp ends no worker at exit; so the initial thread, outside any
   region, runs one more team as wide as its widest, and the workers of its
   pool end themselves in it (without POMP2 events: the tool sees no
   region). Workers of nested teams idle in their own pools are ended on
   this thread after, as before. */
static void end_workers_on_their_threads( prov_thread* self )
{
    typedef void ( *gomp_parallel_t )( void ( * )( void* ), void*, unsigned, unsigned );
    if ( !self || self->type != ompt_thread_initial || self->cur != self->initial || self->widest_team < 2 )
    {
        return;
    }
    gomp_parallel_t gomp_parallel = ( gomp_parallel_t )dlsym( RTLD_DEFAULT, "GOMP_parallel" );
    if ( gomp_parallel && !prov_runtime_has_ompt )
    {
        gomp_parallel( end_own_thread, NULL, ( unsigned )self->widest_team, 0 );
    }
}

/* Workers of nested teams are exiting now: libgomp ends them after their
   team, asynchronously. Each ends itself on its own thread, as under
   libomp, so finalize waits for those (up to 5 s: a thread's exit is
   quick, but a loaded machine may not run it for a while). Other workers
   still alive get 50 ms; the rest are ended here after. */
static void await_exiting_workers( void )
{
    for ( int waited = 0; waited < 5000; waited++ )
    {
        int exiting = 0, live = 0;
        pthread_mutex_lock( &prov_threads_mu );
        for ( prov_thread* t = prov_all_threads; t; t = t->next_all )
        {
            if ( t->type == ompt_thread_worker && !t->ended )
            {
                live++;
                exiting += atomic_load_explicit( &t->exiting, memory_order_relaxed );
            }
        }
        pthread_mutex_unlock( &prov_threads_mu );
        if ( !exiting && ( !live || waited >= 50 ) )
        {
            return;
        }
        usleep( 1000 );
    }
}

void prov_finalize( void )
{
    if ( !tool || atomic_exchange( &prov_finalized, 1 ) )
    {
        return;
    }
    prov_thread* self = prov_me;
    end_workers_on_their_threads( self );
    await_exiting_workers();
    pthread_mutex_lock( &prov_threads_mu ); /* threads exiting now wait */
    prov_thread* list    = prov_all_threads;
    prov_thread* initial = NULL;
    for ( prov_thread* t = list; t; t = t->next_all )
    {
        if ( t->type == ompt_thread_initial && !initial )
        {
            initial = t;
        }
    }
    if ( initial )
    {
        prov_acting_for = initial == self ? NULL : initial;
        prov_end_thread( initial );
    }
    for ( prov_thread* t = list; t; t = t->next_all )
    {
        if ( t != initial )
        {
            prov_acting_for = t == self ? NULL : t;
            prov_end_thread( t );
        }
    }
    prov_acting_for = NULL;
    atomic_store( &pomp2_hot.tool, 0 );
    pthread_mutex_unlock( &prov_threads_mu );
    tool->finalize( &tool->tool_data );
}

static void finalize_tool( void ) { prov_finalize(); }

/* ---- inquiry entry points ---- */

static const struct {
    int         state;
    const char* name;
} states[] = {
    { ompt_state_work_serial, "ompt_state_work_serial" },
    { ompt_state_work_parallel, "ompt_state_work_parallel" },
    { ompt_state_wait_barrier_implicit_parallel, "ompt_state_wait_barrier_implicit_parallel" },
    { ompt_state_wait_barrier_implicit_workshare, "ompt_state_wait_barrier_implicit_workshare" },
    { ompt_state_wait_barrier_explicit, "ompt_state_wait_barrier_explicit" },
    { ompt_state_wait_taskwait, "ompt_state_wait_taskwait" },
    { ompt_state_wait_taskgroup, "ompt_state_wait_taskgroup" },
    { ompt_state_wait_lock, "ompt_state_wait_lock" },
    { ompt_state_wait_critical, "ompt_state_wait_critical" },
    { ompt_state_wait_atomic, "ompt_state_wait_atomic" },
    { ompt_state_wait_ordered, "ompt_state_wait_ordered" },
    { ompt_state_idle, "ompt_state_idle" },
};

/* the states this provider reports, starting from ompt_state_undefined */
static int enumerate_states( int current, int* next, const char** name )
{
    int n = ( int )( sizeof( states ) / sizeof( states[ 0 ] ) );
    int i = 0;
    if ( current != ompt_state_undefined )
    {
        while ( i < n && states[ i ].state != current )
        {
            i++;
        }
        i++;
    }
    if ( i >= n )
    {
        return 0;
    }
    *next = states[ i ].state;
    *name = states[ i ].name;
    return 1;
}

static int enumerate_mutex_impls( int current, int* next, const char** name )
{
    if ( current != ompt_mutex_impl_none )
    {
        return 0;
    }
    *next = MUTEX_IMPL;
    *name = "openmp_runtime"; /* the runtime's locks, unseen by libpomp2 */
    return 1;
}

static ompt_data_t* get_thread_data( void )
{
    prov_thread* t = inquired();
    return t ? &t->data : NULL;
}

/* Without a tool (its initializer returned 0) the entry points answer as
   libomp's do when OMPT is not enabled: state 0 (work_serial), no
   processor. */
static int get_state( ompt_wait_id_t* wait )
{
    prov_thread* t = inquired();
    if ( !tool )
    {
        if ( wait )
        {
            *wait = ompt_wait_id_none;
        }
        return ompt_state_work_serial;
    }
    if ( !t || t->ended )
    {
        if ( wait )
        {
            *wait = ompt_wait_id_none;
        }
        /* a thread the runtime does not know (a std::thread): libomp
           answers work_serial; one that ended, undefined */
        return t ? ompt_state_undefined : ompt_state_work_serial;
    }
    if ( wait )
    {
        *wait = t->wait;
    }
    return t->state;
}

static int get_parallel_info( int level, ompt_data_t** data, int* size )
{
    prov_thread* t = inquired();
    if ( !t || !t->cur || level < 0 )
    {
        return 0;
    }
    prov_par* p = t->cur->par;
    for ( ; level > 0 && p; level-- )
    {
        p = p->enc ? p->enc->par : NULL;
    }
    if ( !p )
    {
        return 0;
    }
    if ( data )
    {
        *data = &p->data;
    }
    if ( size )
    {
        *size = atomic_load_explicit( &p->size, memory_order_relaxed );
    }
    return 2;
}

static int get_task_info( int level, int* flags, ompt_data_t** data, ompt_frame_t** frame, ompt_data_t** par, int* thread_num )
{
    prov_thread* t = inquired();
    if ( !t || level < 0 )
    {
        return 0;
    }
    /* the ancestors in the thread's execution context, as libomp walks
       them: a task's scheduling parent (the task it suspended on this
       thread, whose frames are further up this stack) before its
       generating task */
    prov_task* k = t->cur;
    for ( ; level > 0 && k; level-- )
    {
        k = ( k->flags & ompt_task_explicit ) && k->prior ? k->prior : k->parent;
    }
    if ( !k )
    {
        return 0;
    }
    if ( flags )
    {
        *flags = k->flags;
    }
    if ( data )
    {
        *data = &k->data;
    }
    if ( frame )
    {
        *frame = &k->frame;
    }
    if ( par )
    {
        *par = k->par ? &k->par->data : NULL;
    }
    if ( thread_num )
    {
        *thread_num = k->thread_num;
    }
    return 2;
}

/* the task's private data: POMP2 does not know it */
static int get_task_memory( void** addr, size_t* size, int block )
{
    ( void )block;
    if ( addr )
    {
        *addr = NULL;
    }
    if ( size )
    {
        *size = 0;
    }
    return 0;
}

static int get_num_procs( void ) { return omp_get_num_procs(); }
static int get_num_places( void ) { return omp_get_num_places(); }
static int get_place_num( void ) { return omp_get_place_num(); }
/* -1 without a tool and on a thread the runtime does not know, as libomp */
static int get_proc_id( void ) { return tool && inquired() ? sched_getcpu() : -1; }

static int get_place_proc_ids( int place, int n, int* ids )
{
    int count = omp_get_place_num_procs( place );
    if ( ids && n >= count && count > 0 )
    {
        omp_get_place_proc_ids( place, ids );
    }
    return count;
}

static int get_partition_place_nums( int n, int* nums )
{
    int count = omp_get_partition_num_places();
    if ( nums && n >= count && count > 0 )
    {
        omp_get_partition_place_nums( nums );
    }
    return count;
}

/* no devices: POMP2 sees no target construct */
static int get_num_devices( void ) { return 0; }

static int get_target_info( uint64_t* device, ompt_id_t* target, ompt_id_t* host_op )
{
    ( void )device;
    ( void )target;
    ( void )host_op;
    return 0;
}

static ompt_interface_fn_t lookup( const char* name )
{
#define ENTRY( fn ) { #fn, ( ompt_interface_fn_t )fn }
    static const struct {
        const char*         name;
        ompt_interface_fn_t fn;
    } entries[] = {
        { "ompt_enumerate_states", ( ompt_interface_fn_t )enumerate_states },
        { "ompt_enumerate_mutex_impls", ( ompt_interface_fn_t )enumerate_mutex_impls },
        { "ompt_set_callback", ( ompt_interface_fn_t )set_callback },
        { "ompt_get_callback", ( ompt_interface_fn_t )get_callback },
        { "ompt_get_state", ( ompt_interface_fn_t )get_state },
        { "ompt_get_parallel_info", ( ompt_interface_fn_t )get_parallel_info },
        { "ompt_get_task_info", ( ompt_interface_fn_t )get_task_info },
        { "ompt_get_task_memory", ( ompt_interface_fn_t )get_task_memory },
        { "ompt_get_thread_data", ( ompt_interface_fn_t )get_thread_data },
        { "ompt_get_unique_id", ( ompt_interface_fn_t )prov_unique_id },
        { "ompt_finalize_tool", ( ompt_interface_fn_t )finalize_tool },
        { "ompt_get_num_procs", ( ompt_interface_fn_t )get_num_procs },
        { "ompt_get_num_places", ( ompt_interface_fn_t )get_num_places },
        { "ompt_get_place_proc_ids", ( ompt_interface_fn_t )get_place_proc_ids },
        { "ompt_get_place_num", ( ompt_interface_fn_t )get_place_num },
        { "ompt_get_partition_place_nums", ( ompt_interface_fn_t )get_partition_place_nums },
        { "ompt_get_proc_id", ( ompt_interface_fn_t )get_proc_id },
        { "ompt_get_target_info", ( ompt_interface_fn_t )get_target_info },
        { "ompt_get_num_devices", ( ompt_interface_fn_t )get_num_devices },
    };
#undef ENTRY
    for ( size_t i = 0; name && i < sizeof( entries ) / sizeof( entries[ 0 ] ); i++ )
    {
        if ( !strcmp( name, entries[ i ].name ) )
        {
            return entries[ i ].fn;
        }
    }
    return NULL;
}

/* ---- omp_control_tool ---- */

/* OpenMP 5.0's omp_control_tool, which libgomp lacks (opari2 wrap
   declares it for gcc programs, rewrite's leaveHeader): the live tool's
   control_tool callback gets the command, with the caller's address and
   the task's enter frame set meanwhile. Without a tool of libpomp2's the
   call goes on to a runtime that has the function (libomp), else it
   answers as a runtime without a tool. */
enum { control_tool_notool = -2, control_tool_nocallback = -1 };

int omp_control_tool( int command, int modifier, void* arg )
{
    if ( !OMPT_TOOL() || atomic_load( &prov_finalized ) )
    {
        int ( *next )( int, int, void* ) = ( int ( * )( int, int, void* ) )dlsym( RTLD_NEXT, "omp_control_tool" );
        return next ? next( command, modifier, arg ) : control_tool_notool;
    }
    ompt_callback_control_tool_t cb = CB( ompt_callback_control_tool, ompt_callback_control_tool_t );
    if ( !cb )
    {
        return control_tool_nocallback;
    }
    prov_task* k = pth()->cur;
    set_enter( k, __builtin_dwarf_cfa() );
    int r = cb( ( uint64_t )command, ( uint64_t )modifier, arg, __builtin_return_address( 0 ) );
    set_enter( k, NULL );
    return r;
}

