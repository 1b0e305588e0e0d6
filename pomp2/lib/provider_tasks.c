/*
 * libpomp2 as an OMPT provider, its tasks and locks: task creation and
 * scheduling, dependences, taskgroups, cancellation, and the lock
 * routines (provider_model.h has the state model).
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

#include "provider_mutex.h"

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
        prov_misfit( "the end of a taskgroup that did not begin", 0 );
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
    d->vars    = prov_grow( d->vars, &d->capvars, d->nvars + 1, sizeof( dep_var ) );
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
            v->readers = prov_grow( v->readers, &v->capreaders, v->nreaders + 1, sizeof( prov_task* ) );
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
                prov_task_unref( v->readers[ r ] );
            }
            v->nreaders = 0;
        }
        else
        {
            depends_on( v->writer, k );
        }
        prov_task_unref( v->writer );
        held_task( &v->writer, k );
    }
    t->ndeps = 0;
}

/* at the completion of owner: its children's dependences are over */
void prov_deps_clear( prov_task* owner )
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
            prov_task_unref( d->vars[ i ].readers[ r ] );
        }
        free( d->vars[ i ].readers );
        prov_task_unref( d->vars[ i ].writer );
    }
    free( d->vars );
    free( d );
}

void prov_task_depend( int n, const void* const* addr, const int* kind )
{
    prov_thread* t = pth();
    t->deps        = prov_grow( t->deps, &t->capdeps, n, sizeof( ompt_dependence_t ) );
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
    prov_task*   k     = prov_task_new( flags, enc, enc->par );
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
    prov_set_cur( t, k );
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
        prov_misfit( "a task's end outside the task", 0 );
        return;
    }
    prov_task* next = k->prior;
    set_exit( k, NULL );
    prov_set_cur( t, next );
    t->state = t->work;
    DISPATCH( ompt_callback_task_schedule, ompt_callback_task_schedule_t, &k->data, ompt_task_complete, &next->data );
    atomic_store_explicit( &k->completed, 1, memory_order_release );
    prov_deps_clear( k );
    if ( next->sync_kind && next->sync_wait )
    {
        t->state = next->sync_state;
    }
    prov_task_unref( k );
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
        t->nests = prov_grow( t->nests, &t->capnests, t->nnests + 1, sizeof( held_lock ) );
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
        prov_acquired( t, kind, w, pc );
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
            prov_acquire( t, kind, w, pc );
            break;
        case 3: /* set done */
            if ( nest )
            {
                nest_acquired( t, lock, kind, 0, pc );
            }
            else
            {
                prov_acquired( t, kind, w, pc );
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
            prov_acquire( t, kind, w, pc );
            if ( result <= 0 )
            {
                prov_not_acquired( t );
            }
            else if ( nest )
            {
                nest_acquired( t, lock, kind, result, pc );
            }
            else
            {
                prov_acquired( t, kind, w, pc );
            }
            break;
    }
}

