/* The call-path profile kept on the recording thread (profile.c): each
   event updates the calling thread's own tree, as Score-P's profile does,
   so a profile-only run writes no records and needs no drain
   (docs/performance.md, "The profile on the recording thread"). The Go
   side reads the trees at finalize and merges them (pomp2.Profile.AddTree),
   which keeps the semantics of the profile built from records
   (pomp2/intervals.go): an opening event pushes an interval; a closing
   event closes the innermost open interval it closes (region 0 matches
   any), dropping the intervals above it, never closed. Tasks are laid
   out as Score-P lays them out (pomp2/callpath.go says how): a task run's
   interval is under the TASKS node, its leaf where it ran beside it, and
   the tasks that run inside it are suspended from its time. */
#ifndef POMP2_PROFILE_H
#define POMP2_PROFILE_H
#include <stdint.h>
#include "pomp2_events.h"

/* a call path of the thread: its link (region, opening kind) under its
   parent, and its values in ticks */
typedef struct pomp2_pnode {
    uint32_t parent; /* the root (node 0) for a path of one link */
    uint32_t region;
    uint32_t memo;   /* the child found last, 0 for none; a task run's leaf: the run's path */
    uint32_t memo2;  /* the one found before it: a loop alternates two */
    uint8_t  kind;
    int64_t  visits;
    uint64_t incl, excl, min_incl, max_incl;
} pomp2_pnode;

/* an open interval */
typedef struct pomp2_pframe {
    uint64_t start, children; /* children: ticks in closed child intervals */
    uint32_t node, region;
    uint32_t stub; /* a task run's: its leaf where it ran */
    uint8_t  kind;
} pomp2_pframe;

typedef struct pomp2_tprof {
    pomp2_pnode*        nodes; /* nodes[0] is the root */
    pomp2_pframe*       stack; /* stack[0] stands for the root: kind 0, node 0 */
    uint32_t            n_nodes, cap_nodes;
    uint32_t            depth, cap_stack; /* depth counts the root's frame */
    uint32_t            outer_task;       /* the stack index of the outermost task run, 0 for none */
    uint32_t            tasks;            /* the TASKS node, 0 until the first task run */
    uint32_t*           slots;            /* (parent, region, kind) -> node, open addressing */
    uint32_t            mask;
    uint32_t            thread;     /* the recording index */
    int32_t             omp_thread; /* omp_get_thread_num() at its first event */
    uint64_t            last, events;
    struct pomp2_tprof* next;
} pomp2_tprof;

/* The pairing of events, (opening kind, closing kind), as two constant
   tables, so that a POMP2 call's event compiles to the push or the close
   alone; TestPairingMatchesGo checks them against pomp2.Pairing, the Go
   side's. */
#define POMP2_PAIRS( X )                                                                                        \
    X( ATOMIC_ENTER, ATOMIC_EXIT )                                                                              \
    X( BARRIER_ENTER, BARRIER_EXIT )                                                                            \
    X( IMPLICIT_BARRIER_ENTER, IMPLICIT_BARRIER_EXIT )                                                          \
    X( FLUSH_ENTER, FLUSH_EXIT )                                                                                \
    X( CRITICAL_ENTER, CRITICAL_EXIT )                                                                          \
    X( CRITICAL_BEGIN, CRITICAL_END )                                                                           \
    X( MASTER_BEGIN, MASTER_END )                                                                               \
    X( ORDERED_ENTER, ORDERED_EXIT )                                                                            \
    X( ORDERED_BEGIN, ORDERED_END )                                                                             \
    X( SINGLE_ENTER, SINGLE_EXIT )                                                                              \
    X( SINGLE_BEGIN, SINGLE_END )                                                                               \
    X( FOR_ENTER, FOR_EXIT )                                                                                    \
    X( DO_ENTER, DO_EXIT )                                                                                      \
    X( SECTIONS_ENTER, SECTIONS_EXIT )                                                                          \
    X( SECTION_BEGIN, SECTION_END )                                                                             \
    X( WORKSHARE_ENTER, WORKSHARE_EXIT )                                                                        \
    X( FORK, JOIN )                                                                                             \
    X( PARALLEL_BEGIN, PARALLEL_END )                                                                           \
    X( TASK_CREATE_BEGIN, TASK_CREATE_END )                                                                     \
    X( TASK_BEGIN, TASK_END )                                                                                   \
    X( UNTIED_CREATE_BEGIN, UNTIED_CREATE_END )                                                                 \
    X( UNTIED_BEGIN, UNTIED_END )                                                                               \
    X( TASKWAIT_BEGIN, TASKWAIT_END )                                                                           \
    X( USER_BEGIN, USER_END )                                                                                   \
    X( LOCK_SET, LOCK_SET_DONE )                                                                                \
    X( NEST_LOCK_SET, NEST_LOCK_SET_DONE )
#define POMP2_CLOSER_OF( open, close ) [ POMP2_EV_##open ] = POMP2_EV_##close,
#define POMP2_OPENER_OF( open, close ) [ POMP2_EV_##close ] = POMP2_EV_##open,
/* the kind that closes an interval, by the kind that opens it (0: opens none) */
static const uint8_t pomp2_closer[ POMP2_EV_COUNT ] = { POMP2_PAIRS( POMP2_CLOSER_OF ) };
/* the kind that opens the interval a kind closes (0: closes none) */
static const uint8_t pomp2_opener[ POMP2_EV_COUNT ] = { POMP2_PAIRS( POMP2_OPENER_OF ) };

pomp2_tprof* pomp2_thread_profiles( void ); /* every thread's, also exited ones (Go) */

#pragma GCC visibility push( hidden )
pomp2_tprof* pomp2_profile_new( uint32_t thread );
uint32_t     pomp2_profile_child( pomp2_tprof* p, uint32_t parent, uint32_t region, uint8_t kind );
void         pomp2_profile_grow_stack( pomp2_tprof* p );
#pragma GCC visibility pop

/* an interval that kind opens is a task's execution (pomp2.isTaskRun) */
static inline int pomp2_is_task_run( uint8_t kind ) { return kind == POMP2_EV_TASK_BEGIN || kind == POMP2_EV_UNTIED_BEGIN; }

/* node id is the path (region, kind) below its parent; 0 is no path */
static inline int pomp2_node_is( const pomp2_tprof* p, uint32_t id, uint32_t region, uint8_t kind )
{
    return id && p->nodes[ id ].region == region && p->nodes[ id ].kind == kind;
}

/* id becomes the child of up found last, the one before it second */
static inline void pomp2_remember_child( pomp2_pnode* up, uint32_t id )
{
    up->memo2 = up->memo;
    up->memo  = id;
}

static inline int pomp2_frame_closed_by( const pomp2_pframe* f, uint8_t open, uint32_t region )
{
    return f->kind == open && ( f->region == region || !f->region || !region );
}

/* the path (region, kind) below parent: one of the parent's memos, else
   from the hash, made on first use */
static inline __attribute__( ( always_inline ) ) uint32_t pomp2_profile_path( pomp2_tprof* p, uint32_t parent, uint32_t region, uint8_t kind )
{
    pomp2_pnode* up = &p->nodes[ parent ];
    uint32_t     c  = up->memo;
    if ( __builtin_expect( !pomp2_node_is( p, c, region, kind ), 0 ) )
    {
        c = up->memo2; /* a task creation and a taskwait, in turn */
        if ( pomp2_node_is( p, c, region, kind ) )
        {
            pomp2_remember_child( up, c );
        }
        else
        {
            c = pomp2_profile_child( p, parent, region, kind );
        }
    }
    return c;
}

/* node n's values take a visit of incl ticks, children of them in its
   closed child intervals */
static inline __attribute__( ( always_inline ) ) void pomp2_node_add( pomp2_pnode* n, uint64_t incl, uint64_t children )
{
    if ( incl < n->min_incl ) /* UINT64_MAX until the first visit */
    {
        n->min_incl = incl;
    }
    if ( incl > n->max_incl )
    {
        n->max_incl = incl;
    }
    n->visits++;
    n->incl += incl;
    if ( children < incl )
    {
        n->excl += incl - children;
    }
}

/* closes the interval at stack index i (> 0), dropping those above it;
   returns its inclusive ticks */
static inline __attribute__( ( always_inline ) ) uint64_t pomp2_profile_close( pomp2_tprof* p, uint32_t i, uint64_t now )
{
    pomp2_pframe* f    = &p->stack[ i ];
    uint64_t      incl = now > f->start ? now - f->start : 0;
    pomp2_node_add( &p->nodes[ f->node ], incl, f->children );
    p->stack[ i - 1 ].children += incl;
    p->depth = i;
    return incl;
}

/* opens an interval of path node; returns its frame */
static inline __attribute__( ( always_inline ) ) pomp2_pframe* pomp2_profile_push( pomp2_tprof* p, uint32_t node, uint32_t region, uint8_t kind, uint64_t now )
{
    if ( __builtin_expect( p->depth == p->cap_stack, 0 ) )
    {
        pomp2_profile_grow_stack( p );
    }
    pomp2_pframe* f = &p->stack[ p->depth++ ];
    f->start        = now;
    f->children     = 0;
    f->node         = node;
    f->region       = region;
    f->kind         = kind;
    return f;
}

/* A task run opens: its interval's path is under the TASKS node, its leaf
   where it ran is beside the intervals of the implicit task (where the
   outermost task run on the stack ran, else the innermost interval). */
static inline __attribute__( ( always_inline ) ) void pomp2_profile_task_begin( pomp2_tprof* p, uint8_t kind, uint32_t region,
                                                                                 uint64_t now )
{
    uint32_t where = p->stack[ p->depth - 1 ].node;
    if ( p->outer_task )
    {
        where = p->stack[ p->outer_task - 1 ].node;
    }
    else
    {
        p->outer_task = p->depth; /* the index this run's frame takes */
    }
    uint32_t     stub = pomp2_profile_path( p, where, region, pomp2_closer[ kind ] );
    pomp2_pnode* leaf = &p->nodes[ stub ];
    /* a leaf has no children: its memo holds the run's path under TASKS */
    if ( __builtin_expect( !leaf->memo, 0 ) )
    {
        if ( !p->tasks )
        {
            p->tasks = pomp2_profile_child( p, 0, 0, POMP2_EV_NONE );
        }
        uint32_t node = pomp2_profile_path( p, p->tasks, region, kind );
        leaf          = &p->nodes[ stub ]; /* the nodes may have grown */
        leaf->memo    = node;
    }
    pomp2_profile_push( p, leaf->memo, region, kind, now )->stub = stub;
}

/* The task run at stack index i closes: its leaf takes its time, all of
   it inclusive; inside another task run its time moves from the
   enclosing run's intervals (suspended while it ran) to where the
   outermost run ran. */
static inline __attribute__( ( always_inline ) ) void pomp2_profile_task_end( pomp2_tprof* p, uint32_t i, uint64_t now )
{
    uint32_t stub = p->stack[ i ].stub;
    uint64_t incl = pomp2_profile_close( p, i, now );
    pomp2_node_add( &p->nodes[ stub ], incl, incl );
    uint32_t outer = p->outer_task;
    if ( outer == 0 || outer >= i )
    {
        p->outer_task = 0; /* the outermost run closed, or was dropped */
        return;
    }
    p->stack[ i - 1 ].children -= incl;
    for ( uint32_t j = outer; j < i; j++ )
    {
        p->stack[ j ].start += incl;
    }
    p->stack[ outer - 1 ].children += incl;
}

/* The event on the calling thread's tree p. Inlined into each POMP2 call,
   where kind is a constant: the opener's lookup folds away. */
static inline __attribute__( ( always_inline ) ) void pomp2_profile_event( pomp2_tprof* p, uint8_t kind, uint32_t region,
                                                                            uint64_t now )
{
    p->events++;
    if ( now > p->last )
    {
        p->last = now;
    }
    if ( pomp2_is_task_run( kind ) )
    {
        pomp2_profile_task_begin( p, kind, region, now );
        return;
    }
    if ( pomp2_closer[ kind ] )
    {
        pomp2_profile_push( p, pomp2_profile_path( p, p->stack[ p->depth - 1 ].node, region, kind ), region, kind, now );
        return;
    }
    uint8_t open = pomp2_opener[ kind ];
    if ( !open )
    {
        return;
    }
    /* the innermost frame, else one below it (those above were never
       closed); none: measurement switched on midway */
    uint32_t i = p->depth - 1;
    while ( i > 0 && !pomp2_frame_closed_by( &p->stack[ i ], open, region ) )
    {
        i--;
    }
    if ( i == 0 )
    {
        return;
    }
    if ( pomp2_is_task_run( open ) )
    {
        pomp2_profile_task_end( p, i, now );
        return;
    }
    if ( __builtin_expect( i < p->outer_task, 0 ) )
    {
        p->outer_task = 0; /* the task runs above were dropped */
    }
    pomp2_profile_close( p, i, now );
}
#endif
