/*
 * libpomp2 as an OMPT provider: a C tool written against omp-tools.h is
 * activated as the OpenMP specification says (ompt_start_tool in the
 * program, then OMP_TOOL_LIBRARIES) and receives the POMP2 events as OMPT
 * callbacks, synchronously, on the thread of the event. The state behind
 * the callbacks and the inquiry entry points (threads, parallel regions,
 * tasks, worksharing constructs, thread states) is kept here, per thread,
 * while a tool is live. docs/ompt.md ("C tools") has the mapping of every
 * POMP2 event and the choices made.
 *
 * Teams: POMP2 passes no team to a member's Parallel_begin. The forking
 * thread publishes the team under its position in the thread tree (its
 * ancestor thread numbers); a member finds it under its parent's position
 * (omp_get_ancestor_thread_num).
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

#include "omp-tools.h"
#include "provider.h"
#include "ompt_rec.h"

/* the tool in the program's global scope, if any (a weak reference: NULL
   when the program defines none) */
extern ompt_start_tool_result_t* ompt_start_tool( unsigned int, const char* ) __attribute__( ( weak ) );

#define OMP_VERSION     201611 /* what LLVM's libomp passes to ompt_start_tool */
#define RUNTIME_VERSION "opari2 libpomp2 OMPT 1.0"
#define MUTEX_IMPL      1 /* the one implementation enumerated: the runtime's own */

/* the kind bits of the region info */

/* ---- regions: what the provider needs of a region, set by the Go side at
   registration, and the code address of its first event ---- */

typedef struct region_info {
    _Atomic( const void* ) codeptr;
    _Atomic( const void* ) codeptr_end; /* of the events at its end, where they differ */
    uint64_t               critical_wait; /* wait id of a critical's name */
    uint32_t               num_sections;
} region_info;

#define REGION_PAGE  1024
#define REGION_PAGES 1024
static region_info region_first[ REGION_PAGE ]; /* page 0: most programs have fewer regions */
static _Atomic( region_info* ) region_pages[ REGION_PAGES ];
static pthread_mutex_t region_mu = PTHREAD_MUTEX_INITIALIZER;

static __attribute__( ( noinline ) ) region_info* region_slow( uint32_t id )
{
    static region_info none;
    uint32_t           page = id / REGION_PAGE;
    if ( page >= REGION_PAGES )
    {
        return &none;
    }
    region_info* p = atomic_load_explicit( &region_pages[ page ], memory_order_acquire );
    if ( !p )
    {
        pthread_mutex_lock( &region_mu );
        p = atomic_load_explicit( &region_pages[ page ], memory_order_relaxed );
        if ( !p )
        {
            p = calloc( REGION_PAGE, sizeof( *p ) );
            if ( !p )
            {
                abort();
            }
            atomic_store_explicit( &region_pages[ page ], p, memory_order_release );
        }
        pthread_mutex_unlock( &region_mu );
    }
    return &p[ id % REGION_PAGE ];
}

static inline region_info* region( uint32_t id )
{
    return __builtin_expect( id < REGION_PAGE, 1 ) ? &region_first[ id ] : region_slow( id );
}

/* Called by the Go side when it registered region id (under the C
   layer's registration lock, before the region's first event). */
void pomp2_region_info( uint32_t id, uint32_t num_sections, uint64_t critical_wait )
{
    region_info* r   = region( id );
    r->num_sections  = num_sections;
    r->critical_wait = critical_wait;
}

/* The code addresses of a region, as libomp gives them: the return
   address of the runtime's call at the construct, which a tool maps to
   the source line and which, at the construct's end, is the address
   right after it. Ours: the return address of the first event of each
   side (fork, enter, begin; exit, end), so that begin and end of a
   construct carry one address each; or, set before, the addresses that
   opari2 wrap takes of labels right after the last POMP2 call of each
   side (prov_codeptrs), where the event comes before that call. */
static inline const void* cached_codeptr( _Atomic( const void* ) * slot, const void* ra )
{
    const void* pc = atomic_load_explicit( slot, memory_order_relaxed );
    if ( __builtin_expect( !pc && ra, 0 ) )
    {
        const void* none = NULL;
        atomic_compare_exchange_strong( slot, &none, ra );
        pc = atomic_load_explicit( slot, memory_order_relaxed );
    }
    return pc;
}

static inline const void* region_codeptr( region_info* r, const void* ra ) { return cached_codeptr( &r->codeptr, ra ); }

/* the address of the events at a region's end: ra if none was set (the
   begin's if ra is NULL too) */
static inline const void* region_codeptr_end( region_info* r, const void* ra )
{
    const void* pc = cached_codeptr( &r->codeptr_end, ra );
    return pc ? pc : region_codeptr( r, NULL );
}

void prov_codeptrs( uint32_t id, const void* begin, const void* end )
{
    region_info* r = region( id );
    if ( begin )
    {
        region_codeptr( r, begin );
    }
    if ( end )
    {
        cached_codeptr( &r->codeptr_end, end );
    }
}

static inline const void* codeptr( uint32_t id, const void* ra ) { return region_codeptr( region( id ), ra ); }

/* wait ids: a critical's from its name (one lock per name,
   ctc.CriticalWaitID), ordered and atomic per region */
static inline uint64_t wait_id( int kind, uint32_t id, region_info* r )
{
    switch ( kind )
    {
        case ompt_mutex_critical: return r->critical_wait;
        case ompt_mutex_ordered: return 0xfeull << 56 | id;
        default: return 0xfdull << 56 | id;
    }
}

/* ---- the state model ---- */

typedef struct prov_par  prov_par;
typedef struct prov_task prov_task;

struct prov_task {
    ompt_data_t  data;
    ompt_frame_t frame;
    prov_task*   parent; /* the creating task, or the encountering task of an implicit task's region */
    prov_task*   prior;  /* the task it suspended on its thread */
    prov_par*    par;
    int          flags;
    int          thread_num;
    atomic_int   refs;      /* 1 while not completed, 1 per child task or region holding it */
    int          sync_kind; /* the open sync region of the task (0: none) */
    int          sync_wait; /* its wait is open */
    int          sync_last; /* it is the barrier at the end of the task's region */
    int          sync_state;
    const void*  sync_codeptr;
    int64_t      handle;       /* POMP2 task handle of an explicit task */
    prov_task*   next_pending; /* created, not begun (pending table) */
    atomic_int   completed;    /* its task_schedule complete was dispatched */
    int          early;        /* an implicit task begun before its POMP2_Parallel_begin (gomp.c) */
    const void*  taskgroup_end[ 8 ]; /* the end addresses of its open taskgroups, innermost last */
    int          taskgroups;
    struct dep_table* deps;    /* the dependences of the tasks it created */
};

struct prov_par {
    ompt_data_t data;
    prov_task*  enc;
    prov_par*   next_fork; /* the forking thread's stack */
    prov_par*   next_open; /* teams with members still to begin */
    uint64_t    id;
    const void* codeptr;
    uint32_t    region;
    int         requested;
    atomic_int  size;  /* set by the first member that begins */
    int         begun; /* members other than the primary that began (under teams_mu) */
    int         open;
    int         level; /* omp_get_level() inside the region */
    int*        path;  /* the forking thread's ancestor thread numbers, levels 1..level-1 */
    atomic_int  refs;
};

typedef struct work {
    uint32_t region;
    uint8_t  type;
    uint8_t  ended;
} work;

typedef struct held_lock {
    void* lock;
    int   count;
} held_lock;

typedef struct prov_thread {
    ompt_data_t         data;
    uint32_t            index;
    int                 type;
    int                 ended;
    atomic_int          exiting; /* a libgomp worker of a nested team, its team over: its thread is ending */
    prov_task*          cur;
    prov_par*           forks;
    int                 work;  /* the work state of cur */
    int                 state;
    uint64_t            wait;
    uint32_t            single; /* a single entered whose body was not begun */
    uint32_t            ordinal;
    work*               works;
    int                 nworks, capworks;
    held_lock*          nests;
    int                 nnests, capnests;
    prov_task           placeholder; /* the task of events outside any region seen */
    prov_par            placeholder_par;
    prov_task*          initial;
    int                 widest_team; /* of the regions it forked from its initial task: its pool's size + 1 */
    prov_par*           pending_fork; /* its parallel_begin waits for GOMP_parallel (gomp.c) */
    int                 outlined;     /* outlined functions it runs through gomp.c */
    int                 deferred_barrier, deferred_end; /* the region's end waits for the outlined function's return */
    ompt_dependence_t*  deps; /* of the task about to be created (prov_task_depend) */
    int                 ndeps, capdeps;
    int                 final_next; /* the next task it creates has a true final clause (prov_task_final) */
    void*               task_exit;  /* the exit frame of the task whose outlined function gomp.c calls next */
    struct prov_thread* next_all;
} prov_thread;

static __thread prov_thread* me __attribute__( ( tls_model( "initial-exec" ) ) );
/* the thread whose thread_end runs on another thread (at finalize) */
static __thread prov_thread* acting_for __attribute__( ( tls_model( "initial-exec" ) ) );

static pthread_mutex_t threads_mu = PTHREAD_MUTEX_INITIALIZER;
static prov_thread*    all_threads;
static pthread_key_t   thread_key;

/* ---- the tool ---- */

static ompt_start_tool_result_t* tool;
static _Atomic( ompt_callback_t ) callbacks[ ompt_callback_error + 1 ];
static atomic_int finalized;

#define CB( event, type ) ( ( type )atomic_load_explicit( &callbacks[ event ], memory_order_relaxed ) )
#define DISPATCH( event, type, ... )                     \
    do {                                                 \
        type cb_ = CB( event, type );                    \
        if ( cb_ )                                       \
        {                                                \
            cb_( __VA_ARGS__ );                          \
        }                                                \
    } while ( 0 )

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
        atomic_store_explicit( &callbacks[ event ], cb, memory_order_release );
    }
    return r;
}

static int get_callback( ompt_callbacks_t event, ompt_callback_t* cb )
{
    if ( ( int )event < 1 || event > ompt_callback_error )
    {
        return 0;
    }
    ompt_callback_t f = atomic_load_explicit( &callbacks[ event ], memory_order_acquire );
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

/* ---- ids ---- */

static atomic_ullong   unique_ids = 1;
static __thread uint64_t uid_next __attribute__( ( tls_model( "initial-exec" ) ) );
static __thread uint64_t uid_end __attribute__( ( tls_model( "initial-exec" ) ) );

/* blocks of 1024 ids per thread: one atomic operation per block */
static uint64_t get_unique_id( void )
{
    if ( uid_next == uid_end )
    {
        uid_next = atomic_fetch_add( &unique_ids, 1024 );
        uid_end  = uid_next + 1024;
    }
    return uid_next++;
}

/* ---- threads ---- */

static int work_state( prov_task* k )
{
    return k && k->par && k->par->level > 0 ? ompt_state_work_parallel : ompt_state_work_serial;
}

/* makes k the thread's current task */
static inline void set_cur( prov_thread* t, prov_task* k )
{
    t->cur  = k;
    t->work = work_state( k );
}

static prov_task* task_new( int flags, prov_task* parent, prov_par* par )
{
    prov_task* k = calloc( 1, sizeof( *k ) );
    if ( !k )
    {
        abort();
    }
    k->flags  = flags;
    k->parent = parent;
    k->par    = par;
    atomic_init( &k->refs, 1 );
    if ( parent )
    {
        atomic_fetch_add( &parent->refs, 1 );
    }
    if ( par )
    {
        atomic_fetch_add( &par->refs, 1 );
    }
    return k;
}

static void par_unref( prov_par* p );
static void deps_clear( prov_task* owner );

static void task_unref( prov_task* k )
{
    while ( k && atomic_fetch_sub( &k->refs, 1 ) == 1 )
    {
        prov_task* parent = k->parent;
        prov_par*  par    = k->par;
        free( k );
        par_unref( par );
        k = parent;
    }
}

static void par_unref( prov_par* p )
{
    if ( p && atomic_fetch_sub( &p->refs, 1 ) == 1 )
    {
        prov_task* enc = p->enc;
        free( p->path );
        free( p );
        task_unref( enc );
    }
}

/* placeholder records live in their thread's state: never freed */
static void placeholder( prov_task* k, prov_par* p, int level )
{
    atomic_init( &k->refs, 1 << 30 );
    atomic_init( &p->refs, 1 << 30 );
    k->flags      = ompt_task_implicit;
    k->par        = p;
    k->thread_num = omp_get_thread_num();
    p->level      = level;
    atomic_init( &p->size, omp_get_num_threads() );
}

static void thread_exit( void* arg );

static void make_key( void ) { pthread_key_create( &thread_key, thread_exit ); }

/* the calling thread's state, made at its first event: thread_begin */
static __attribute__( ( noinline ) ) prov_thread* thread_new( void )
{
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once( &once, make_key );
    prov_thread* t = calloc( 1, sizeof( *t ) );
    if ( !t )
    {
        abort();
    }
    t->index = pomp2_thread_index();
    /* the thread that initialized the library is an initial thread (the
       first recording index), and so is a program thread (a std::thread,
       a pthread) whose first event is outside any parallel region:
       libgomp's workers run user code in regions only. Each initial
       thread has its initial task, as under libomp. */
    t->type = t->index == 0 || omp_get_level() == 0 ? ompt_thread_initial : ompt_thread_worker;
    placeholder( &t->placeholder, &t->placeholder_par, omp_get_level() );
    set_cur( t, &t->placeholder );
    t->state = t->type == ompt_thread_initial ? ompt_state_work_serial : ompt_state_idle;
    pthread_mutex_lock( &threads_mu );
    t->next_all = all_threads;
    all_threads = t;
    pthread_mutex_unlock( &threads_mu );
    pthread_setspecific( thread_key, t );
    me = t;
    if ( OMPT_TOOL() )
    {
        DISPATCH( ompt_callback_thread_begin, ompt_callback_thread_begin_t, ( ompt_thread_t )t->type, &t->data );
    }
    if ( t->type == ompt_thread_initial )
    {
        /* the initial task, in the implicit parallel region of one thread
           that has no parallel_begin */
        prov_par* p = calloc( 1, sizeof( *p ) );
        if ( !p )
        {
            abort();
        }
        atomic_init( &p->refs, 1 );
        atomic_init( &p->size, 1 );
        p->requested  = 1;
        prov_task* k  = task_new( ompt_task_initial, NULL, p );
        par_unref( p ); /* held by the task */
        t->initial    = k;
        set_cur( t, k );
        t->state = t->work;
        if ( OMPT_TOOL() )
        {
            DISPATCH( ompt_callback_implicit_task, ompt_callback_implicit_task_t, ompt_scope_begin, &p->data, &k->data, 1, 1,
                      ompt_task_initial );
        }
    }
    return t;
}

static inline prov_thread* pth( void )
{
    prov_thread* t = me;
    if ( __builtin_expect( !t, 0 ) )
    {
        t = thread_new();
    }
    return t;
}

/* the thread an inquiry is about: the calling one, or the one whose
   thread_end runs at finalize */
static inline prov_thread* inquired( void ) { return acting_for ? acting_for : me; }

static void end_thread( prov_thread* t )
{
    if ( t->ended )
    {
        return;
    }
    t->ended = 1;
    if ( t->initial && t->cur == t->initial )
    {
        /* the initial parallel region's data, team size 0: what libomp
           passes (the spec allows NULL, but LLVM's Archer dereferences it) */
        DISPATCH( ompt_callback_implicit_task, ompt_callback_implicit_task_t, ompt_scope_end, &t->initial->par->data,
                  &t->initial->data, 0, 1, ompt_task_initial );
    }
    DISPATCH( ompt_callback_thread_end, ompt_callback_thread_end_t, &t->data );
    t->state = ompt_state_undefined;
}

/* at the exit of a thread: thread_end on the thread itself, unless the
   finalization began (it ends the thread then); under threads_mu, so that
   no thread_end runs after the tool's finalize */
static void thread_exit( void* arg )
{
    prov_thread* t = arg;
    pthread_mutex_lock( &threads_mu );
    if ( OMPT_TOOL() && !atomic_load( &finalized ) )
    {
        end_thread( t );
    }
    pthread_mutex_unlock( &threads_mu );
    me = NULL;
}

/* ---- activation ---- */

/* the POMP2_OMPT setting */
enum { MODE_AUTO, MODE_ON, MODE_OFF };
static int         mode = MODE_AUTO;
static int         runtime_has_ompt; /* the OpenMP runtime activates tools itself (LLVM's, Intel's) */
static int         gomp_interposed;  /* the program's GOMP_parallel calls reach gomp.c's */
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

   Then a C tool starts (pomp2_start_tool): libomp starts a tool when the
   runtime loads, before main, so that the tool's inquiries (a task's data
   asked for before the first construct) work from the program's first
   line; so does libpomp2. A Go tool starts with the library, at the first
   event: it needs the library's Go runtime, which may start after this
   constructor. */
static __attribute__( ( constructor ) ) void provider_constructor( void )
{
    mode             = parse_mode( getenv( "POMP2_OMPT" ) );
    runtime_has_ompt = dlsym( RTLD_DEFAULT, "__kmpc_fork_call" ) != NULL;
    if ( go_tool_wanted() )
    {
        mode = MODE_ON; /* the Go tools see libpomp2's events, whatever the runtime */
    }
    if ( mode == MODE_ON && runtime_has_ompt )
    {
        disable_runtime_tool();
    }
    if ( !go_tool_wanted() )
    {
        pomp2_start_tool();
    }
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
    if ( mode == MODE_OFF || ( mode == MODE_AUTO && runtime_has_ompt ) )
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

void prov_activate( void )
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
                atomic_store( &callbacks[ i ], NULL );
            }
            tool = NULL;
        }
    }
    /* decided (1 until now: the events racing with the initialization
       take the tool's path and wait for it there) */
    atomic_store_explicit( &pomp2_hot.tool, tool != NULL, memory_order_release );
    gomp_interposed = tool && !runtime_has_ompt && pomp2_gomp_interposed();
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
    prov_thread* t = me;
    if ( t && t->type == ompt_thread_worker )
    {
        pthread_mutex_lock( &threads_mu );
        end_thread( t );
        pthread_mutex_unlock( &threads_mu );
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
    if ( gomp_parallel && !runtime_has_ompt )
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
        pthread_mutex_lock( &threads_mu );
        for ( prov_thread* t = all_threads; t; t = t->next_all )
        {
            if ( t->type == ompt_thread_worker && !t->ended )
            {
                live++;
                exiting += atomic_load_explicit( &t->exiting, memory_order_relaxed );
            }
        }
        pthread_mutex_unlock( &threads_mu );
        if ( !exiting && ( !live || waited >= 50 ) )
        {
            return;
        }
        usleep( 1000 );
    }
}

void prov_finalize( void )
{
    if ( !tool || atomic_exchange( &finalized, 1 ) )
    {
        return;
    }
    prov_thread* self = me;
    end_workers_on_their_threads( self );
    await_exiting_workers();
    pthread_mutex_lock( &threads_mu ); /* threads exiting now wait */
    prov_thread* list    = all_threads;
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
        acting_for = initial == self ? NULL : initial;
        end_thread( initial );
    }
    for ( prov_thread* t = list; t; t = t->next_all )
    {
        if ( t != initial )
        {
            acting_for = t == self ? NULL : t;
            end_thread( t );
        }
    }
    acting_for = NULL;
    atomic_store( &pomp2_hot.tool, 0 );
    pthread_mutex_unlock( &threads_mu );
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
        { "ompt_get_unique_id", ( ompt_interface_fn_t )get_unique_id },
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

/* ---- frames ---- */

/* a stack address in the frame of the program's procedure that called
   into the library (the caller's stack pointer at the call) */
#define FRAME_FLAGS ( ompt_frame_application | ompt_frame_stackaddress )

static inline void set_enter( prov_task* k, void* cfa )
{
    k->frame.enter_frame.ptr   = cfa;
    k->frame.enter_frame_flags = cfa ? FRAME_FLAGS : 0;
}

static inline void set_exit( prov_task* k, void* cfa )
{
    k->frame.exit_frame.ptr   = cfa;
    k->frame.exit_frame_flags = cfa ? FRAME_FLAGS : 0;
}

/* ---- POMP2 calls that do not fit the model ---- */

/* A POMP2 call that does not fit the OpenMP model (the exit of a barrier
   that was not entered, a join without its fork: hand-written calls, or
   an instrumentation gone wrong) delivers nothing; it is counted, and the
   first one is kept for the Go tools' summary (pomp2_misfits). */
static atomic_uint misfits;
static const char* first_misfit;
static uint32_t    first_misfit_region;

static __attribute__( ( noinline ) ) void misfit( const char* what, uint32_t region )
{
    if ( atomic_fetch_add( &misfits, 1 ) == 0 )
    {
        first_misfit        = what;
        first_misfit_region = region;
    }
}

unsigned pomp2_misfits( const char** first, uint32_t* region )
{
    unsigned n = atomic_load( &misfits );
    *first     = n ? first_misfit : NULL;
    *region    = n ? first_misfit_region : 0;
    return n;
}

/* ---- parallel regions ---- */

static pthread_mutex_t teams_mu = PTHREAD_MUTEX_INITIALIZER;
static prov_par*       open_teams; /* under teams_mu */

#define PARALLEL_FLAGS ( ompt_parallel_invoker_runtime | ompt_parallel_team )

/* the ancestor thread numbers of the calling thread at levels 1..n */
static int* ancestors( int n )
{
    if ( n <= 0 )
    {
        return NULL;
    }
    int* path = malloc( ( size_t )n * sizeof( int ) );
    if ( !path )
    {
        abort();
    }
    for ( int l = 1; l <= n; l++ )
    {
        path[ l - 1 ] = omp_get_ancestor_thread_num( l );
    }
    return path;
}

static void unlink_open_locked( prov_par* p )
{
    prov_par** q = &open_teams;
    while ( *q && *q != p )
    {
        q = &( *q )->next_open;
    }
    if ( *q )
    {
        *q = p->next_open;
    }
    p->open = 0;
}

static void dispatch_parallel_begin( prov_par* p )
{
    DISPATCH( ompt_callback_parallel_begin, ompt_callback_parallel_begin_t, &p->enc->data, &p->enc->frame, &p->data,
              ( unsigned )p->requested, PARALLEL_FLAGS, p->codeptr );
}

static void barrier_exit_now( prov_thread* t, uint32_t id );
static void parallel_end_now( prov_thread* t, uint32_t id );
static void sync_begin( prov_thread* t, int kind, int state, const void* pc, void* cfa );
static void sync_end( prov_thread* t, int kind, uint32_t id );

void prov_fork( uint32_t id, int requested, const void* ra, void* cfa )
{
    prov_thread* t = pth();
    prov_par*    p = calloc( 1, sizeof( *p ) );
    if ( !p )
    {
        abort();
    }
    atomic_init( &p->refs, 1 ); /* the fork's, until the join */
    p->enc = t->cur;
    atomic_fetch_add( &p->enc->refs, 1 );
    p->region    = id;
    p->requested = requested;
    p->id        = ( uint64_t )t->index << 32 | ++t->ordinal;
    p->level     = omp_get_level() + 1;
    p->path      = ancestors( p->level - 1 );
    p->codeptr   = codeptr( id, ra );
    p->next_fork = t->forks;
    t->forks     = p;
    pthread_mutex_lock( &teams_mu );
    p->open      = 1;
    p->next_open = open_teams;
    open_teams   = p;
    pthread_mutex_unlock( &teams_mu );
    if ( OMPT_TOOL() )
    {
        set_enter( p->enc, cfa );
        if ( gomp_interposed )
        {
            t->pending_fork = p; /* after the compiler's writes of the arguments */
            return;
        }
        dispatch_parallel_begin( p );
    }
}

int prov_parallel_call( uint32_t* region )
{
    if ( !OMPT_TOOL() )
    {
        return 0;
    }
    prov_thread* t = pth();
    prov_par*    p = t->pending_fork;
    if ( !p )
    {
        return 0; /* a region without a POMP2 fork: not ours to follow */
    }
    t->pending_fork = NULL;
    dispatch_parallel_begin( p );
    *region = p->region;
    return 1;
}

/* Each thread's implicit task begins before the outlined function runs:
   it reads the region's arguments first, and a tool orders those reads
   after the fork at implicit_task begin. Its exit frame is the frame of
   the call of the outlined function. */
int prov_runtime_barrier_begin( const void* ra )
{
    if ( !OMPT_TOOL() || !gomp_interposed )
    {
        return 0;
    }
    prov_thread* t = pth();
    if ( t->cur->sync_kind || !t->cur->par || t->cur == &t->placeholder )
    {
        return 0; /* an instrumented barrier's, or outside any region seen */
    }
    sync_begin( t, ompt_sync_region_barrier_implicit, ompt_state_wait_barrier_implicit, ra, NULL );
    return 1;
}

void prov_runtime_barrier_end( void )
{
    prov_thread* t = pth();
    sync_end( t, ompt_sync_region_barrier_implicit, 0 );
}

void prov_outlined_begin( uint32_t region, void* frame )
{
    prov_thread* t = pth();
    t->outlined++;
    prov_task* before = t->cur;
    prov_parallel_begin( region, NULL, frame );
    if ( t->cur != before )
    {
        t->cur->early = 1;
    }
}

void prov_outlined_end( void )
{
    prov_thread* t = pth();
    int          b = t->deferred_barrier, e = t->deferred_end;
    t->deferred_barrier = t->deferred_end = 0;
    t->outlined--;
    /* the current task is still the region's implicit task */
    uint32_t id = t->cur->par ? t->cur->par->region : 0;
    if ( b )
    {
        barrier_exit_now( t, id );
    }
    if ( e )
    {
        parallel_end_now( t, id );
    }
}

/* the team a member (thread number > 0) begins in: the open team of the
   region forked by the thread at its parent's position */
static prov_par* find_team( uint32_t id, int size )
{
    int       level = omp_get_level();
    int*      path  = ancestors( level - 1 );
    prov_par* found = NULL;
    pthread_mutex_lock( &teams_mu );
    for ( prov_par* p = open_teams; p; p = p->next_open )
    {
        if ( p->region == id && p->level == level && ( level <= 1 || !memcmp( p->path, path, ( size_t )( level - 1 ) * sizeof( int ) ) ) )
        {
            found = p; /* the oldest open one comes last: keep looking */
        }
    }
    if ( found )
    {
        atomic_store_explicit( &found->size, size, memory_order_relaxed );
        atomic_fetch_add( &found->refs, 1 );
        if ( ++found->begun >= size - 1 )
        {
            unlink_open_locked( found );
        }
    }
    pthread_mutex_unlock( &teams_mu );
    free( path );
    return found;
}

void prov_parallel_begin( uint32_t id, const void* ra, void* cfa )
{
    ( void )ra;
    prov_thread* t = pth();
    if ( t->cur->early && t->cur->par && t->cur->par->region == id )
    {
        /* begun by prov_outlined_begin, its exit frame the frame that
           called the outlined function (as libomp's) */
        t->cur->early = 0;
        return;
    }
    int          num  = omp_get_thread_num();
    int          size = omp_get_num_threads();
    prov_par*    p;
    if ( num == 0 )
    {
        p = t->forks;
        if ( !p || p->region != id )
        {
            misfit( "a parallel region's begin without its fork", id );
            return;
        }
        atomic_store_explicit( &p->size, size, memory_order_relaxed );
        if ( p->enc == t->initial && size > t->widest_team )
        {
            t->widest_team = size;
        }
        if ( size == 1 )
        {
            pthread_mutex_lock( &teams_mu );
            if ( p->open )
            {
                unlink_open_locked( p );
            }
            pthread_mutex_unlock( &teams_mu );
        }
        atomic_fetch_add( &p->refs, 1 );
    }
    else if ( !( p = find_team( id, size ) ) )
    {
        return;
    }
    /* the implicit task holds the reference taken; that of a team of one
       is undeferred, as libomp's inquiries tell (its callback's flags
       say implicit only) */
    prov_task* k = task_new( ompt_task_implicit | ( size == 1 ? ompt_task_undeferred : 0 ), p->enc, NULL );
    k->par        = p;
    k->thread_num = num;
    k->prior      = t->cur;
    set_exit( k, cfa );
    set_cur( t, k );
    t->state = t->work;
    if ( OMPT_TOOL() )
    {
        DISPATCH( ompt_callback_implicit_task, ompt_callback_implicit_task_t, ompt_scope_begin, &p->data, &k->data,
                  ( unsigned )size, ( unsigned )num, ompt_task_implicit );
    }
}

/* A region's end on a thread that runs its outlined function through
   gomp.c waits for the function's return (a reduction's combination
   comes after POMP2_Parallel_end). */
void prov_parallel_end( uint32_t id )
{
    prov_thread* t = pth();
    if ( t->outlined && t->cur->par && t->cur->par->region == id && !t->deferred_end )
    {
        t->deferred_end = 1;
        return;
    }
    parallel_end_now( t, id );
}

static void parallel_end_now( prov_thread* t, uint32_t id )
{
    prov_task* k = t->cur;
    if ( !( k->flags & ompt_task_implicit ) || !k->par || k->par->region != id || k == &t->placeholder )
    {
        misfit( "a parallel region's end outside its implicit task", id );
        return;
    }
    if ( OMPT_TOOL() )
    {
        DISPATCH( ompt_callback_implicit_task, ompt_callback_implicit_task_t, ompt_scope_end, NULL, &k->data,
                  ( unsigned )omp_get_num_threads(), ( unsigned )k->thread_num, ompt_task_implicit );
    }
    set_exit( k, NULL );
    set_cur( t, k->prior ? k->prior : &t->placeholder );
    t->state = k->thread_num != 0 && t->cur == &t->placeholder ? ompt_state_idle : t->work;
    if ( t->type == ompt_thread_worker && t->cur == &t->placeholder && k->par->level >= 2 && !runtime_has_ompt )
    {
        /* libgomp pools the workers of outermost teams only: a nested
           team's worker leaves its thread after the team */
        atomic_store_explicit( &t->exiting, 1, memory_order_relaxed );
    }
    deps_clear( k );
    task_unref( k );
}

void prov_join( uint32_t id )
{
    prov_thread* t = pth();
    prov_par*    p = t->forks;
    if ( !p || p->region != id )
    {
        misfit( "a join without its fork", id );
        return;
    }
    t->forks = p->next_fork;
    pthread_mutex_lock( &teams_mu );
    if ( p->open )
    {
        unlink_open_locked( p );
    }
    pthread_mutex_unlock( &teams_mu );
    if ( OMPT_TOOL() )
    {
        DISPATCH( ompt_callback_parallel_end, ompt_callback_parallel_end_t, &p->data, &p->enc->data, PARALLEL_FLAGS,
                  p->codeptr );
        set_enter( p->enc, NULL );
    }
    par_unref( p );
}

/* p, an array of *cap elements of size bytes, made to hold need ones
   (doubled, from 8) */
static void* grow( void* p, int* cap, int need, size_t size )
{
    if ( need <= *cap )
    {
        return p;
    }
    int n = *cap ? *cap * 2 : 8;
    while ( n < need )
    {
        n *= 2;
    }
    p = realloc( p, ( size_t )n * size );
    if ( !p )
    {
        abort();
    }
    *cap = n;
    return p;
}

/* ---- worksharing ---- */

static void push_work( prov_thread* t, uint32_t id, int type )
{
    t->works                = grow( t->works, &t->capworks, t->nworks + 1, sizeof( work ) );
    t->works[ t->nworks++ ] = ( work ){ .region = id, .type = ( uint8_t )type };
}

static uint64_t work_count( int type, uint32_t id )
{
    switch ( type )
    {
        case ompt_work_sections: return region( id )->num_sections;
        case ompt_work_single_executor:
        case ompt_work_single_other: return 1;
    }
    return 0;
}

/* the end of the innermost construct, if it is region id and not ended
   yet (LLVM ends a construct before its implicit barrier) */
static void work_end( prov_thread* t, uint32_t id )
{
    if ( t->nworks == 0 )
    {
        return;
    }
    work* w = &t->works[ t->nworks - 1 ];
    if ( w->region != id || w->ended )
    {
        return;
    }
    w->ended = 1;
    DISPATCH( ompt_callback_work, ompt_callback_work_t, ( ompt_work_t )w->type, ompt_scope_end, &t->cur->par->data, &t->cur->data,
              work_count( w->type, id ), codeptr( id, NULL ) );
}

/* a single construct whose body another thread runs: both ends at once,
   when the thread leaves it (as LLVM reports it) */
static void single_other( prov_thread* t, uint32_t id )
{
    if ( t->single != id )
    {
        return;
    }
    t->single = 0;
    if ( t->nworks > 0 && t->works[ t->nworks - 1 ].region == id )
    {
        t->works[ t->nworks - 1 ].type  = ompt_work_single_other;
        t->works[ t->nworks - 1 ].ended = 1;
    }
    const void* pc = codeptr( id, NULL );
    DISPATCH( ompt_callback_work, ompt_callback_work_t, ompt_work_single_other, ompt_scope_begin, &t->cur->par->data,
              &t->cur->data, 1, pc );
    DISPATCH( ompt_callback_work, ompt_callback_work_t, ompt_work_single_other, ompt_scope_end, &t->cur->par->data,
              &t->cur->data, 1, pc );
}

void prov_work_begin( uint32_t id, int type, const void* ra )
{
    prov_thread* t = pth();
    push_work( t, id, type );
    DISPATCH( ompt_callback_work, ompt_callback_work_t, ( ompt_work_t )type, ompt_scope_begin, &t->cur->par->data,
              &t->cur->data, work_count( type, id ), codeptr( id, ra ) );
}

void prov_work_exit( uint32_t id )
{
    prov_thread* t = pth();
    single_other( t, id );
    work_end( t, id );
    if ( t->nworks > 0 && t->works[ t->nworks - 1 ].region == id )
    {
        t->nworks--;
    }
}

void prov_single_enter( uint32_t id, const void* ra )
{
    prov_thread* t = pth();
    codeptr( id, ra );
    push_work( t, id, ompt_work_single_executor );
    t->single = id;
}

void prov_single_begin( uint32_t id )
{
    prov_thread* t = pth();
    t->single      = 0;
    DISPATCH( ompt_callback_work, ompt_callback_work_t, ompt_work_single_executor, ompt_scope_begin, &t->cur->par->data,
              &t->cur->data, 1, codeptr( id, NULL ) );
}

void prov_single_end( uint32_t id ) { work_end( pth(), id ); }

void prov_section_begin( uint32_t id, const void* ra )
{
    ( void )id;
    prov_thread* t = pth();
    ompt_data_t  instance;
    instance.ptr = ( void* )ra; /* the section's code address */
    DISPATCH( ompt_callback_dispatch, ompt_callback_dispatch_t, &t->cur->par->data, &t->cur->data, ompt_dispatch_section,
              instance );
}

/* ---- synchronization ---- */

static void sync_begin( prov_thread* t, int kind, int state, const void* pc, void* cfa )
{
    prov_task* k    = t->cur;
    k->sync_kind    = kind;
    k->sync_state   = state;
    k->sync_codeptr = pc;
    k->sync_wait    = 1;
    set_enter( k, cfa );
    DISPATCH( ompt_callback_sync_region, ompt_callback_sync_region_t, ( ompt_sync_region_t )kind, ompt_scope_begin,
              &k->par->data, &k->data, pc );
    t->state = state;
    t->wait  = 0;
    DISPATCH( ompt_callback_sync_region_wait, ompt_callback_sync_region_t, ( ompt_sync_region_t )kind, ompt_scope_begin,
              &k->par->data, &k->data, pc );
}

static void sync_end( prov_thread* t, int kind, uint32_t id )
{
    prov_task* k = t->cur;
    if ( k->sync_kind != kind )
    {
        misfit( kind == ompt_sync_region_taskwait ? "the end of a taskwait that did not begin"
                                                  : "the exit of a barrier that was not entered",
                id );
        return;
    }
    /* the region ended in its last barrier: libomp passes no parallel
       data at that barrier's end. The primary thread keeps it: Archer
       orders what the team wrote before its reads after the join there
       (without it, testdata/archer/join.c reports races) */
    ompt_data_t* pd = k->sync_last && k->thread_num != 0 ? NULL : &k->par->data;
    if ( k->sync_wait )
    {
        DISPATCH( ompt_callback_sync_region_wait, ompt_callback_sync_region_t, ( ompt_sync_region_t )kind, ompt_scope_end,
                  pd, &k->data, k->sync_codeptr );
    }
    t->state = t->work;
    DISPATCH( ompt_callback_sync_region, ompt_callback_sync_region_t, ( ompt_sync_region_t )kind, ompt_scope_end, pd,
              &k->data, k->sync_codeptr );
    k->sync_kind = 0;
    k->sync_wait = 0;
    k->sync_last = 0;
    set_enter( k, NULL );
}

void prov_barrier_enter( uint32_t id, int implicit, const void* ra, void* cfa )
{
    prov_thread* t    = pth();
    int          kind = ompt_sync_region_barrier_explicit, state = ompt_state_wait_barrier_explicit;
    if ( implicit )
    {
        /* the kind of the version announced (OMP_VERSION, 5.0), as
           libomp 14 reports it: tools built against a 5.0 omp-tools.h
           (LLVM 14's Archer and test tool) know no other; 5.1 splits it
           into barrier_implicit_parallel and _workshare */
        single_other( t, id );
        work_end( t, id );
        kind  = ompt_sync_region_barrier_implicit;
        state = ompt_state_wait_barrier_implicit;
        prov_task* k = t->cur;
        if ( k->par && k->par->region == id )
        {
            /* the barrier at the end of the region: the task's code is
               done (libomp runs it after the outlined function returned:
               no exit and no enter frame); no code of a worker's own is
               there, and libomp passes NULL for it */
            set_exit( k, NULL );
            sync_begin( t, kind, state, k->thread_num != 0 ? NULL : codeptr( id, ra ), NULL );
            k->sync_last = 1;
            return;
        }
    }
    sync_begin( t, kind, state, codeptr( id, ra ), cfa );
}

void prov_barrier_exit( uint32_t id )
{
    prov_thread* t = pth();
    prov_task*   c = t->cur;
    if ( t->outlined && c->sync_kind == ompt_sync_region_barrier_implicit && c->par && c->par->region == id &&
         !t->deferred_barrier )
    {
        /* the region's own barrier: it ends when the outlined function
           returns (prov_parallel_end) */
        t->deferred_barrier = 1;
        return;
    }
    barrier_exit_now( t, id );
}

static void barrier_exit_now( prov_thread* t, uint32_t id )
{
    int k = t->cur->sync_kind;
    if ( k == ompt_sync_region_barrier_explicit || k == ompt_sync_region_barrier_implicit )
    {
        sync_end( t, k, id );
    }
    else
    {
        misfit( "the exit of a barrier that was not entered", id );
    }
}

void prov_taskwait_begin( uint32_t id, const void* ra, void* cfa )
{
    sync_begin( pth(), ompt_sync_region_taskwait, ompt_state_wait_taskwait, codeptr( id, ra ), cfa );
}

void prov_taskwait_end( uint32_t id ) { sync_end( pth(), ompt_sync_region_taskwait, id ); }

void prov_master( uint32_t id, int begin, const void* ra )
{
    prov_thread* t = pth();
    region_info* r = region( id );
    DISPATCH( ompt_callback_masked, ompt_callback_masked_t, begin ? ompt_scope_begin : ompt_scope_end, &t->cur->par->data,
              &t->cur->data, begin ? region_codeptr( r, ra ) : region_codeptr_end( r, ra ) );
}

/* at the flush's exit: libomp reports it after the flush, with the
   address after it */
void prov_flush( uint32_t id, const void* ra )
{
    prov_thread* t = pth();
    DISPATCH( ompt_callback_flush, ompt_callback_flush_t, &t->data, region_codeptr_end( region( id ), ra ) );
}

static int mutex_state( int kind )
{
    switch ( kind )
    {
        case ompt_mutex_critical: return ompt_state_wait_critical;
        case ompt_mutex_atomic: return ompt_state_wait_atomic;
        case ompt_mutex_ordered: return ompt_state_wait_ordered;
    }
    return ompt_state_wait_lock;
}

static inline void acquire( prov_thread* t, int kind, uint64_t wait, const void* pc )
{
    t->state = mutex_state( kind );
    t->wait  = wait;
    DISPATCH( ompt_callback_mutex_acquire, ompt_callback_mutex_acquire_t, ( ompt_mutex_t )kind, 0, MUTEX_IMPL, wait, pc );
}

static inline void acquired( prov_thread* t, int kind, uint64_t wait, const void* pc )
{
    t->state = t->work;
    t->wait  = 0;
    DISPATCH( ompt_callback_mutex_acquired, ompt_callback_mutex_t, ( ompt_mutex_t )kind, wait, pc );
}

/* acquire ended without the lock (a test that failed) */
static void not_acquired( prov_thread* t )
{
    t->state = t->work;
    t->wait  = 0;
}

/* critical, ordered and atomic: one function per step, each as short as
   it can be (the callbacks of a critical construct are the most frequent
   ones) */
void prov_mutex_acquire( uint32_t id, int kind, const void* ra )
{
    prov_thread* t    = pth();
    region_info* r    = region( id );
    uint64_t     wait = wait_id( kind, id, r );
    const void*  pc   = region_codeptr( r, ra );
    acquire( t, kind, wait, pc );
    if ( kind == ompt_mutex_atomic )
    {
        acquired( t, kind, wait, pc ); /* nothing to wait for */
    }
}

void prov_mutex_acquired( uint32_t id, int kind )
{
    prov_thread* t = pth();
    region_info* r = region( id );
    acquired( t, kind, wait_id( kind, id, r ), region_codeptr( r, NULL ) );
}

void prov_mutex_released( uint32_t id, int kind, const void* ra )
{
    region_info* r = region( id );
    DISPATCH( ompt_callback_mutex_released, ompt_callback_mutex_t, ( ompt_mutex_t )kind, wait_id( kind, id, r ),
              kind == ompt_mutex_atomic ? region_codeptr( r, NULL ) : region_codeptr_end( r, ra ) );
}

/* ---- tasks ---- */

/* tasks created and not begun, by POMP2 task handle: the executing thread
   finds the task there */
#define PENDING_BUCKETS 1024
static struct {
    atomic_flag lock;
    prov_task*  head;
} pending[ PENDING_BUCKETS ];

static inline unsigned bucket( int64_t handle ) { return ( unsigned )( ( ( uint64_t )handle * 0x9E3779B97F4A7C15ull ) >> 54 ); }

static void lock_bucket( unsigned b )
{
    while ( atomic_flag_test_and_set_explicit( &pending[ b ].lock, memory_order_acquire ) )
    {
        sched_yield();
    }
}

static void unlock_bucket( unsigned b ) { atomic_flag_clear_explicit( &pending[ b ].lock, memory_order_release ); }

/* ---- taskgroups (opari2 wrap) ----

   A sync region of kind taskgroup: begun at the block's start, its wait
   at the block's end (the tasks of the group may run in it), ended after
   the construct; the end's address is the one after the construct. */

void prov_taskgroup_begin( const void* ra )
{
    prov_thread* t = pth();
    prov_task*   k = t->cur;
    if ( k->taskgroups < 8 )
    {
        k->taskgroup_end[ k->taskgroups ] = NULL;
    }
    k->taskgroups++;
    DISPATCH( ompt_callback_sync_region, ompt_callback_sync_region_t, ompt_sync_region_taskgroup, ompt_scope_begin,
              &k->par->data, &k->data, ra );
}

void prov_taskgroup_wait( const void* at )
{
    prov_thread* t = pth();
    prov_task*   k = t->cur;
    if ( k->taskgroups <= 0 )
    {
        return;
    }
    if ( k->taskgroups <= 8 )
    {
        k->taskgroup_end[ k->taskgroups - 1 ] = at;
    }
    t->state = ompt_state_wait_taskgroup;
    DISPATCH( ompt_callback_sync_region_wait, ompt_callback_sync_region_t, ompt_sync_region_taskgroup, ompt_scope_begin,
              &k->par->data, &k->data, at );
}

void prov_taskgroup_end( const void* ra )
{
    prov_thread* t = pth();
    prov_task*   k = t->cur;
    if ( k->taskgroups <= 0 )
    {
        misfit( "the end of a taskgroup that did not begin", 0 );
        return;
    }
    k->taskgroups--;
    const void* pc = k->taskgroups < 8 && k->taskgroup_end[ k->taskgroups ] ? k->taskgroup_end[ k->taskgroups ] : ra;
    DISPATCH( ompt_callback_sync_region_wait, ompt_callback_sync_region_t, ompt_sync_region_taskgroup, ompt_scope_end,
              &k->par->data, &k->data, pc );
    t->state = t->work;
    DISPATCH( ompt_callback_sync_region, ompt_callback_sync_region_t, ompt_sync_region_taskgroup, ompt_scope_end,
              &k->par->data, &k->data, pc );
}

/* ---- cancellation ----

   libgomp's cancellation entry points, which the compiler calls for the
   directives (weak: a program under another runtime has none). A
   cancellation point asks it whether the construct was cancelled, as the
   directive after it will: a tool learns of the detection there. A
   detection at an implicit cancellation point (a barrier) is not seen. */
extern _Bool GOMP_cancellation_point( int which ) __attribute__( ( weak ) );

/* libgomp's constant for a construct's ompt_cancel_flag_t */
static int gomp_cancel_kind( int flag )
{
    switch ( flag )
    {
        case ompt_cancel_parallel: return 1;
        case ompt_cancel_loop: return 2;
        case ompt_cancel_sections: return 4;
        case ompt_cancel_taskgroup: return 8;
    }
    return 0;
}

void prov_cancel( int flag, int if_clause, const void* ra )
{
    /* as libomp: a cancellation is activated only where it is enabled */
    if ( if_clause && omp_get_cancellation() )
    {
        DISPATCH( ompt_callback_cancel, ompt_callback_cancel_t, &pth()->cur->data, flag | ompt_cancel_activated, ra );
    }
}

void prov_cancellation_point( int flag, const void* ra )
{
    int which = gomp_cancel_kind( flag );
    if ( GOMP_cancellation_point && which && GOMP_cancellation_point( which ) )
    {
        DISPATCH( ompt_callback_cancel, ompt_callback_cancel_t, &pth()->cur->data, flag | ompt_cancel_detected, ra );
    }
}

/* ---- task dependences ----

   The depend clauses of the tasks a task creates, as opari2 wrap passes
   them on (prov_task_depend, before the creation): per variable, the
   last task that writes it and the tasks that read it since. A new
   task's predecessors are those of them not completed yet, as libomp
   reports them (task_dependence). The table holds a reference on each
   task in it, and is emptied when its owner completes. Only the thread
   that runs the owner touches it. */

typedef struct dep_var {
    const void* addr;
    prov_task*  writer;
    prov_task** readers;
    int         nreaders, capreaders;
} dep_var;

typedef struct dep_table {
    dep_var* vars;
    int      nvars, capvars;
} dep_table;


static dep_var* dep_var_of( prov_task* owner, const void* addr )
{
    if ( !owner->deps )
    {
        owner->deps = calloc( 1, sizeof( dep_table ) );
        if ( !owner->deps )
        {
            abort();
        }
    }
    dep_table* d = owner->deps;
    for ( int i = 0; i < d->nvars; i++ )
    {
        if ( d->vars[ i ].addr == addr )
        {
            return &d->vars[ i ];
        }
    }
    d->vars    = grow( d->vars, &d->capvars, d->nvars + 1, sizeof( dep_var ) );
    dep_var* v = &d->vars[ d->nvars++ ];
    *v         = ( dep_var ){ .addr = addr };
    return v;
}

static void depends_on( prov_task* pred, prov_task* k )
{
    if ( pred && pred != k && !atomic_load_explicit( &pred->completed, memory_order_acquire ) )
    {
        DISPATCH( ompt_callback_task_dependence, ompt_callback_task_dependence_t, &pred->data, &k->data );
    }
}

static void held_task( prov_task** slot, prov_task* k )
{
    atomic_fetch_add( &k->refs, 1 );
    *slot = k;
}

/* the new task k with the thread's pending depend list: dependences, its
   predecessors, and the table updated */
static void task_dependences( prov_thread* t, prov_task* owner, prov_task* k )
{
    DISPATCH( ompt_callback_dependences, ompt_callback_dependences_t, &k->data, t->deps, t->ndeps );
    for ( int i = 0; i < t->ndeps; i++ )
    {
        const ompt_dependence_t* d = &t->deps[ i ];
        if ( !d->variable.ptr )
        {
            continue; /* omp_all_memory: not tracked */
        }
        dep_var* v = dep_var_of( owner, d->variable.ptr );
        if ( d->dependence_type == ompt_dependence_type_in )
        {
            depends_on( v->writer, k );
            v->readers = grow( v->readers, &v->capreaders, v->nreaders + 1, sizeof( prov_task* ) );
            held_task( &v->readers[ v->nreaders++ ], k );
            continue;
        }
        /* out, inout, mutexinoutset, inoutset: after the readers since
           the last writer, or after that writer */
        if ( v->nreaders )
        {
            for ( int r = 0; r < v->nreaders; r++ )
            {
                depends_on( v->readers[ r ], k );
                task_unref( v->readers[ r ] );
            }
            v->nreaders = 0;
        }
        else
        {
            depends_on( v->writer, k );
        }
        task_unref( v->writer );
        held_task( &v->writer, k );
    }
    t->ndeps = 0;
}

/* at the completion of owner: its children's dependences are over */
static void deps_clear( prov_task* owner )
{
    dep_table* d = owner->deps;
    if ( !d )
    {
        return;
    }
    owner->deps = NULL;
    for ( int i = 0; i < d->nvars; i++ )
    {
        for ( int r = 0; r < d->vars[ i ].nreaders; r++ )
        {
            task_unref( d->vars[ i ].readers[ r ] );
        }
        free( d->vars[ i ].readers );
        task_unref( d->vars[ i ].writer );
    }
    free( d->vars );
    free( d );
}

void prov_task_depend( int n, const void* const* addr, const int* kind )
{
    prov_thread* t = pth();
    t->deps        = grow( t->deps, &t->capdeps, n, sizeof( ompt_dependence_t ) );
    for ( int i = 0; i < n; i++ )
    {
        t->deps[ i ].variable.ptr    = ( void* )addr[ i ];
        t->deps[ i ].dependence_type = ( ompt_dependence_type_t )kind[ i ];
    }
    t->ndeps = n;
}

void prov_task_final( void ) { pth()->final_next = 1; }

void prov_task_outlined( void* frame ) { pth()->task_exit = frame; }

/* the encountering task's team has one thread: its tasks run at once */
static inline int team_of_one( const prov_task* enc )
{
    return enc->par && atomic_load_explicit( &enc->par->size, memory_order_relaxed ) <= 1;
}

int prov_team_of_one( void ) { return team_of_one( pth()->cur ); }

void prov_task_create( uint32_t id, int64_t handle, int untied, int undeferred, const void* ra, void* cfa )
{
    prov_thread* t     = pth();
    prov_task*   enc   = t->cur;
    /* a task of a team of one runs at once: undeferred, as libomp says */
    if ( team_of_one( enc ) )
    {
        undeferred = 1;
    }
    /* a task created in a final task is final and included (undeferred) */
    int final = t->final_next;
    t->final_next = 0;
    if ( enc->flags & ompt_task_final )
    {
        final = undeferred = 1;
    }
    int flags = ompt_task_explicit | ( untied ? ompt_task_untied : 0 ) | ( undeferred ? ompt_task_undeferred : 0 ) |
                ( final ? ompt_task_final : 0 );
    prov_task*   k     = task_new( flags, enc, enc->par );
    k->handle          = handle;
    set_enter( enc, cfa ); /* until the creation ends: the task may run at once */
    int deps = t->ndeps > 0;
    DISPATCH( ompt_callback_task_create, ompt_callback_task_create_t, &enc->data, &enc->frame, &k->data, flags, deps,
              codeptr( id, ra ) );
    if ( deps )
    {
        task_dependences( t, enc, k );
    }
    unsigned b = bucket( handle );
    lock_bucket( b );
    k->next_pending = pending[ b ].head;
    pending[ b ].head = k;
    unlock_bucket( b );
}

void prov_task_create_end( void )
{
    prov_thread* t = pth();
    if ( !t->cur->sync_kind )
    {
        set_enter( t->cur, NULL );
    }
}

void prov_task_begin( int64_t handle, void* cfa )
{
    prov_thread* t = pth();
    unsigned     b = bucket( handle );
    lock_bucket( b );
    prov_task** q = &pending[ b ].head;
    while ( *q && ( *q )->handle != handle )
    {
        q = &( *q )->next_pending;
    }
    prov_task* k = *q;
    if ( k )
    {
        *q = k->next_pending;
    }
    unlock_bucket( b );
    if ( !k )
    {
        return;
    }
    /* a task run in a barrier or taskwait: the thread works meanwhile,
       but the wait goes on (libomp reports one wait around the tasks) */
    prov_task* prior = t->cur;
    k->prior      = prior;
    k->thread_num = omp_get_thread_num();
    set_exit( k, t->task_exit ? t->task_exit : cfa );
    t->task_exit = NULL;
    set_cur( t, k );
    t->state = t->work;
    t->wait  = 0;
    DISPATCH( ompt_callback_task_schedule, ompt_callback_task_schedule_t, &prior->data, ompt_task_switch, &k->data );
}

void prov_task_end( void )
{
    prov_thread* t = pth();
    prov_task*   k = t->cur;
    if ( !( k->flags & ompt_task_explicit ) || !k->prior )
    {
        misfit( "a task's end outside the task", 0 );
        return;
    }
    prov_task* next = k->prior;
    set_exit( k, NULL );
    set_cur( t, next );
    t->state = t->work;
    DISPATCH( ompt_callback_task_schedule, ompt_callback_task_schedule_t, &k->data, ompt_task_complete, &next->data );
    atomic_store_explicit( &k->completed, 1, memory_order_release );
    deps_clear( k );
    if ( next->sync_kind && next->sync_wait )
    {
        t->state = next->sync_state;
    }
    task_unref( k );
}

/* ---- locks ---- */

static held_lock* held( prov_thread* t, void* lock )
{
    for ( int i = 0; i < t->nnests; i++ )
    {
        if ( t->nests[ i ].lock == lock )
        {
            return &t->nests[ i ];
        }
    }
    return NULL;
}

static void hold( prov_thread* t, void* lock, int count )
{
    held_lock* h = held( t, lock );
    if ( !h )
    {
        t->nests = grow( t->nests, &t->capnests, t->nnests + 1, sizeof( held_lock ) );
        h        = &t->nests[ t->nnests++ ];
        h->lock = lock;
    }
    h->count = count;
}

static void release( prov_thread* t, held_lock* h ) { *h = t->nests[ --t->nnests ]; }

/* the nest lock acquired by the thread: the first time mutex_acquired,
   again nest_lock begin */
static void nest_acquired( prov_thread* t, void* lock, int kind, int count, const void* pc )
{
    held_lock* h = held( t, lock );
    uint64_t   w = ( uint64_t )( uintptr_t )lock;
    if ( h && h->count > 0 )
    {
        t->state = t->work;
        t->wait  = 0;
        DISPATCH( ompt_callback_nest_lock, ompt_callback_nest_lock_t, ompt_scope_begin, w, pc );
    }
    else
    {
        acquired( t, kind, w, pc );
    }
    hold( t, lock, count > 0 ? count : ( h ? h->count + 1 : 1 ) );
}

void prov_lock( int which, void* lock, int result, const void* pc )
{
    prov_thread* t    = pth();
    uint64_t     w    = ( uint64_t )( uintptr_t )lock;
    int          nest = which >= 6; /* the nest lock calls follow the lock calls */
    int          kind = nest ? ompt_mutex_nest_lock : ompt_mutex_lock;
    switch ( which % 6 )
    {
        case 0: /* init */
            DISPATCH( ompt_callback_lock_init, ompt_callback_mutex_acquire_t, kind, 0, MUTEX_IMPL, w, pc );
            break;
        case 1: /* destroy */
            DISPATCH( ompt_callback_lock_destroy, ompt_callback_mutex_t, kind, w, pc );
            break;
        case 2: /* set */
            acquire( t, kind, w, pc );
            break;
        case 3: /* set done */
            if ( nest )
            {
                nest_acquired( t, lock, kind, 0, pc );
            }
            else
            {
                acquired( t, kind, w, pc );
            }
            break;
        case 4: /* unset */
        {
            held_lock* h = nest ? held( t, lock ) : NULL;
            if ( h && --h->count > 0 )
            {
                DISPATCH( ompt_callback_nest_lock, ompt_callback_nest_lock_t, ompt_scope_end, w, pc );
                break;
            }
            if ( h )
            {
                release( t, h );
            }
            DISPATCH( ompt_callback_mutex_released, ompt_callback_mutex_t, kind, w, pc );
            break;
        }
        case 5: /* test: the result is the lock's new nesting count (1 for a lock) */
            /* the kind of a set, as libomp gives it (not test_lock and
               test_nest_lock: LLVM's tools and tests know tests by it) */
            acquire( t, kind, w, pc );
            if ( result <= 0 )
            {
                not_acquired( t );
            }
            else if ( nest )
            {
                nest_acquired( t, lock, kind, result, pc );
            }
            else
            {
                acquired( t, kind, w, pc );
            }
            break;
    }
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
    if ( !OMPT_TOOL() || atomic_load( &finalized ) )
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
