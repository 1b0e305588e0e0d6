/*
 * libpomp2 as an OMPT provider, the events of parallel regions and what
 * runs in them: a C tool written against omp-tools.h receives the POMP2
 * events as OMPT callbacks, synchronously, on the thread of the event
 * (forks, implicit tasks, worksharing, barriers, taskwaits, master,
 * flush). docs/ompt.md ("C tools") has the mapping of every POMP2 event
 * and the choices made; provider_model.h the state behind it.
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

#include "provider_model.h"
#include "thread_index.h"

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
        if ( prov_gomp_interposed )
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
    if ( !OMPT_TOOL() || !prov_gomp_interposed )
    {
        return 0;
    }
    prov_thread* t = pth();
    if ( t->cur->sync_kind || !t->cur->par || t->cur == &t->placeholder )
    {
        return 0; /* an instrumented barrier's, or outside any region seen */
    }
    prov_sync_begin( t, ompt_sync_region_barrier_implicit, ompt_state_wait_barrier_implicit, ra, NULL );
    return 1;
}

void prov_runtime_barrier_end( void )
{
    prov_thread* t = pth();
    prov_sync_end( t, ompt_sync_region_barrier_implicit, 0 );
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
            prov_misfit( "a parallel region's begin without its fork", id );
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
    prov_task* k = prov_task_new( ompt_task_implicit | ( size == 1 ? ompt_task_undeferred : 0 ), p->enc, NULL );
    k->par        = p;
    k->thread_num = num;
    k->prior      = t->cur;
    set_exit( k, cfa );
    prov_set_cur( t, k );
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
        prov_misfit( "a parallel region's end outside its implicit task", id );
        return;
    }
    if ( OMPT_TOOL() )
    {
        DISPATCH( ompt_callback_implicit_task, ompt_callback_implicit_task_t, ompt_scope_end, NULL, &k->data,
                  ( unsigned )omp_get_num_threads(), ( unsigned )k->thread_num, ompt_task_implicit );
    }
    set_exit( k, NULL );
    prov_set_cur( t, k->prior ? k->prior : &t->placeholder );
    t->state = k->thread_num != 0 && t->cur == &t->placeholder ? ompt_state_idle : t->work;
    if ( t->type == ompt_thread_worker && t->cur == &t->placeholder && k->par->level >= 2 && !prov_runtime_has_ompt )
    {
        /* libgomp pools the workers of outermost teams only: a nested
           team's worker leaves its thread after the team */
        atomic_store_explicit( &t->exiting, 1, memory_order_relaxed );
    }
    prov_deps_clear( k );
    prov_task_unref( k );
}

void prov_join( uint32_t id )
{
    prov_thread* t = pth();
    prov_par*    p = t->forks;
    if ( !p || p->region != id )
    {
        prov_misfit( "a join without its fork", id );
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
    prov_par_unref( p );
}

/* ---- worksharing ---- */

static void push_work( prov_thread* t, uint32_t id, int type )
{
    t->works                = prov_grow( t->works, &t->capworks, t->nworks + 1, sizeof( work ) );
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

void prov_sync_begin( prov_thread* t, int kind, int state, const void* pc, void* cfa )
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

void prov_sync_end( prov_thread* t, int kind, uint32_t id )
{
    prov_task* k = t->cur;
    if ( k->sync_kind != kind )
    {
        prov_misfit( kind == ompt_sync_region_taskwait ? "the end of a taskwait that did not begin"
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
            prov_sync_begin( t, kind, state, k->thread_num != 0 ? NULL : codeptr( id, ra ), NULL );
            k->sync_last = 1;
            return;
        }
    }
    prov_sync_begin( t, kind, state, codeptr( id, ra ), cfa );
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
        prov_sync_end( t, k, id );
    }
    else
    {
        prov_misfit( "the exit of a barrier that was not entered", id );
    }
}

void prov_taskwait_begin( uint32_t id, const void* ra, void* cfa )
{
    prov_sync_begin( pth(), ompt_sync_region_taskwait, ompt_state_wait_taskwait, codeptr( id, ra ), cfa );
}

void prov_taskwait_end( uint32_t id ) { prov_sync_end( pth(), ompt_sync_region_taskwait, id ); }

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
