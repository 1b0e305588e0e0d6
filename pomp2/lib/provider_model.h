/*
 * The state model of libpomp2's OMPT provider, shared by its files:
 * provider_model.c (the model's objects: regions, threads, tasks, the
 * callback table), provider_parallel.c (parallel regions, worksharing and
 * synchronization), provider_tasks.c (tasks, dependences, taskgroups,
 * cancellation, locks) and provider_tool.c (activation, finalization,
 * the inquiry entry points). provider.h is the provider's face to the
 * POMP2 entry points (pomp2.c, gomp.c). The model is the one
 * of docs/ompt.md ("C tools"). Internal to the library: hidden, and every
 * name shared between the files has the prov_ prefix.
 */
#ifndef POMP2_PROVIDER_MODEL_H
#define POMP2_PROVIDER_MODEL_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <omp.h>

#include "omp-tools.h"
#include "provider.h"

#define MUTEX_IMPL 1 /* the one implementation enumerated: the runtime's own */

#pragma GCC visibility push( hidden )

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
extern region_info prov_region_first[ REGION_PAGE ]; /* page 0: most programs have fewer regions */
region_info*       prov_region_slow( uint32_t id );

static inline region_info* region( uint32_t id )
{
    return __builtin_expect( id < REGION_PAGE, 1 ) ? &prov_region_first[ id ] : prov_region_slow( id );
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

extern __thread prov_thread* prov_me __attribute__( ( tls_model( "initial-exec" ) ) );
/* the thread whose thread_end runs on another thread (at finalize) */
extern __thread prov_thread* prov_acting_for __attribute__( ( tls_model( "initial-exec" ) ) );
extern pthread_mutex_t       prov_threads_mu;
extern prov_thread*          prov_all_threads;

/* ---- the tool's callbacks ---- */

extern _Atomic( ompt_callback_t ) prov_callbacks[ ompt_callback_error + 1 ];
extern atomic_int prov_finalized;
extern int        prov_runtime_has_ompt; /* the OpenMP runtime activates tools itself (LLVM's, Intel's) */
extern int        prov_gomp_interposed;  /* the program's GOMP_parallel calls reach gomp.c's */

#define CB( event, type ) ( ( type )atomic_load_explicit( &prov_callbacks[ event ], memory_order_relaxed ) )
#define DISPATCH( event, type, ... )                     \
    do {                                                 \
        type cb_ = CB( event, type );                    \
        if ( cb_ )                                       \
        {                                                \
            cb_( __VA_ARGS__ );                          \
        }                                                \
    } while ( 0 )

/* ---- shared by the provider's files ---- */

prov_thread* prov_thread_new( void );
void         prov_end_thread( prov_thread* t );
uint64_t     prov_unique_id( void );
prov_task*   prov_task_new( int flags, prov_task* parent, prov_par* par );
void         prov_task_unref( prov_task* k );
void         prov_par_unref( prov_par* p );
void         prov_set_cur( prov_thread* t, prov_task* k );
void         prov_misfit( const char* what, uint32_t region );
void*        prov_grow( void* p, int* cap, int need, size_t size );
void         prov_sync_begin( prov_thread* t, int kind, int state, const void* pc, void* cfa );
void         prov_sync_end( prov_thread* t, int kind, uint32_t id );
void         prov_deps_clear( prov_task* owner ); /* provider_tasks.c */


static inline prov_thread* pth( void )
{
    prov_thread* t = prov_me;
    if ( __builtin_expect( !t, 0 ) )
    {
        t = prov_thread_new();
    }
    return t;
}

/* the thread an inquiry is about: the calling one, or the one whose
   thread_end runs at finalize */
static inline prov_thread* inquired( void ) { return prov_acting_for ? prov_acting_for : prov_me; }

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

#pragma GCC visibility pop
#endif
