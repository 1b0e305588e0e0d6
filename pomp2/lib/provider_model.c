/*
 * The objects of the OMPT provider's state model (provider_model.h) and
 * their lives: the region table, the unique ids, threads (made at their
 * first event, ended at their exit or at finalize), tasks and parallel
 * regions (reference counted), the POMP2 calls that do not fit the
 * model, and the flags and callback table that every part of the provider
 * reads. The events are in provider_parallel.c and provider_tasks.c, the tool's
 * side in provider_tool.c.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <omp.h>

#include "provider_model.h"
#include "thread_index.h"

_Atomic( ompt_callback_t ) prov_callbacks[ ompt_callback_error + 1 ];
atomic_int prov_finalized;
int        prov_runtime_has_ompt;
int        prov_gomp_interposed;

/* ---- regions ---- */

region_info prov_region_first[ REGION_PAGE ]; /* page 0: most programs have fewer regions */
static _Atomic( region_info* ) region_pages[ REGION_PAGES ];
static pthread_mutex_t region_mu = PTHREAD_MUTEX_INITIALIZER;

__attribute__( ( noinline ) ) region_info* prov_region_slow( uint32_t id )
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

/* Called by the Go side when it registered region id (under the C
   layer's registration lock, before the region's first event). */
void pomp2_region_info( uint32_t id, uint32_t num_sections, uint64_t critical_wait )
{
    region_info* r   = region( id );
    r->num_sections  = num_sections;
    r->critical_wait = critical_wait;
}

/* ---- ids ---- */

static atomic_ullong   unique_ids = 1;
static __thread uint64_t uid_next __attribute__( ( tls_model( "initial-exec" ) ) );
static __thread uint64_t uid_end __attribute__( ( tls_model( "initial-exec" ) ) );

/* blocks of 1024 ids per thread: one atomic operation per block */
uint64_t prov_unique_id( void )
{
    if ( uid_next == uid_end )
    {
        uid_next = atomic_fetch_add( &unique_ids, 1024 );
        uid_end  = uid_next + 1024;
    }
    return uid_next++;
}

/* ---- threads ---- */

__thread prov_thread* prov_me __attribute__( ( tls_model( "initial-exec" ) ) );
__thread prov_thread* prov_acting_for __attribute__( ( tls_model( "initial-exec" ) ) );
pthread_mutex_t       prov_threads_mu = PTHREAD_MUTEX_INITIALIZER;
prov_thread*          prov_all_threads;
static pthread_key_t  thread_key;

static int work_state( prov_task* k )
{
    return k && k->par && k->par->level > 0 ? ompt_state_work_parallel : ompt_state_work_serial;
}

/* makes k the thread's current task */
void prov_set_cur( prov_thread* t, prov_task* k )
{
    t->cur  = k;
    t->work = work_state( k );
}

prov_task* prov_task_new( int flags, prov_task* parent, prov_par* par )
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


void prov_task_unref( prov_task* k )
{
    while ( k && atomic_fetch_sub( &k->refs, 1 ) == 1 )
    {
        prov_task* parent = k->parent;
        prov_par*  par    = k->par;
        free( k );
        prov_par_unref( par );
        k = parent;
    }
}

void prov_par_unref( prov_par* p )
{
    if ( p && atomic_fetch_sub( &p->refs, 1 ) == 1 )
    {
        prov_task* enc = p->enc;
        free( p->path );
        free( p );
        prov_task_unref( enc );
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
__attribute__( ( noinline ) ) prov_thread* prov_thread_new( void )
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
    prov_set_cur( t, &t->placeholder );
    t->state = t->type == ompt_thread_initial ? ompt_state_work_serial : ompt_state_idle;
    pthread_mutex_lock( &prov_threads_mu );
    t->next_all = prov_all_threads;
    prov_all_threads = t;
    pthread_mutex_unlock( &prov_threads_mu );
    pthread_setspecific( thread_key, t );
    prov_me = t;
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
        prov_task* k  = prov_task_new( ompt_task_initial, NULL, p );
        prov_par_unref( p ); /* held by the task */
        t->initial    = k;
        prov_set_cur( t, k );
        t->state = t->work;
        if ( OMPT_TOOL() )
        {
            DISPATCH( ompt_callback_implicit_task, ompt_callback_implicit_task_t, ompt_scope_begin, &p->data, &k->data, 1, 1,
                      ompt_task_initial );
        }
    }
    return t;
}

void prov_end_thread( prov_thread* t )
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

/* at the exit of a thread: thread_end on the thread itself, also while
   the finalization waits for exiting workers, unless the finalization
   took the threads over (it ends them then, and clears the tool flag
   under threads_mu: no thread_end runs after the tool's finalize) */
static void thread_exit( void* arg )
{
    prov_thread* t = arg;
    pthread_mutex_lock( &prov_threads_mu );
    if ( OMPT_TOOL() )
    {
        prov_end_thread( t );
    }
    pthread_mutex_unlock( &prov_threads_mu );
    prov_me = NULL;
}

/* ---- POMP2 calls that do not fit the model ---- */

/* A POMP2 call that does not fit the OpenMP model (the exit of a barrier
   that was not entered, a join without its fork: hand-written calls, or
   an instrumentation gone wrong) delivers nothing; it is counted, and the
   first one is kept for the Go tools' summary (pomp2_misfits). */
static atomic_uint misfits;
static const char* first_misfit;
static uint32_t    first_misfit_region;

__attribute__( ( noinline ) ) void prov_misfit( const char* what, uint32_t region )
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

/* p, an array of *cap elements of size bytes, made to hold need ones
   (doubled, from 8) */
void* prov_grow( void* p, int* cap, int need, size_t size )
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
