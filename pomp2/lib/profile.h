/* The call-path profile kept on the recording thread (profile.c): each
   event updates the calling thread's own tree, as Score-P's profile does,
   so a profile-only run writes no records and needs no drain
   (docs/performance.md, "The profile on the recording thread"). The Go
   side reads the trees at finalize and merges them (pomp2.Profile.AddTree),
   which keeps the semantics of the profile built from records
   (pomp2/intervals.go): an opening event pushes an interval; a closing
   event closes the innermost open interval it closes (region 0 matches
   any), dropping the intervals above it, never closed. */
#ifndef POMP2_PROFILE_H
#define POMP2_PROFILE_H
#include <stdint.h>
#include "pomp2_events.h"

/* a call path of the thread: its link (region, opening kind) under its
   parent, and its values in ticks */
typedef struct pomp2_pnode {
    uint32_t parent; /* the root (node 0) for a path of one link */
    uint32_t region;
    uint32_t memo;   /* the child found last, 0 for none */
    uint8_t  kind;
    int64_t  visits;
    uint64_t incl, excl, min_incl, max_incl;
} pomp2_pnode;

/* an open interval */
typedef struct pomp2_pframe {
    uint64_t start, children; /* children: ticks in closed child intervals */
    uint32_t node, region;
    uint8_t  kind;
} pomp2_pframe;

typedef struct pomp2_tprof {
    pomp2_pnode*        nodes; /* nodes[0] is the root */
    pomp2_pframe*       stack;
    uint32_t            n_nodes, cap_nodes;
    uint32_t            depth, cap_stack;
    uint32_t*           slots; /* (parent, region, kind) -> node, open addressing */
    uint32_t            mask;
    uint32_t            thread;     /* the recording index */
    int32_t             omp_thread; /* omp_get_thread_num() at its first event, -1 before */
    uint64_t            first, last, events;
    struct pomp2_tprof* next;
} pomp2_tprof;

/* Called from Go: the pairing of events (pomp2.Kind's opens and closes,
   one model for both profiles): opener[k] is the event k closes, closer[k]
   the one that closes k (0: none). */
void         pomp2_profile_kinds( const uint8_t* opener, const uint8_t* closer );
pomp2_tprof* pomp2_thread_profiles( void ); /* every thread's, also exited ones */

#pragma GCC visibility push( hidden )
extern uint8_t pomp2_opener[ POMP2_EV_COUNT ], pomp2_closer[ POMP2_EV_COUNT ];
pomp2_tprof* pomp2_profile_new( uint32_t thread );
void         pomp2_profile_first( pomp2_tprof* p, uint64_t now );
uint32_t     pomp2_profile_child( pomp2_tprof* p, uint32_t parent, uint32_t region, uint8_t kind );
void         pomp2_profile_grow_stack( pomp2_tprof* p );
#pragma GCC visibility pop

/* the event on the calling thread's tree p */
static inline void pomp2_profile_event( pomp2_tprof* p, uint8_t kind, uint32_t region, uint64_t now )
{
    if ( __builtin_expect( p->omp_thread < 0, 0 ) )
    {
        pomp2_profile_first( p, now );
    }
    p->events++;
    if ( now > p->last )
    {
        p->last = now;
    }
    if ( pomp2_closer[ kind ] )
    {
        uint32_t parent = p->depth ? p->stack[ p->depth - 1 ].node : 0;
        uint32_t c      = p->nodes[ parent ].memo;
        if ( __builtin_expect( !c || p->nodes[ c ].region != region || p->nodes[ c ].kind != kind, 0 ) )
        {
            c = pomp2_profile_child( p, parent, region, kind );
        }
        if ( __builtin_expect( p->depth == p->cap_stack, 0 ) )
        {
            pomp2_profile_grow_stack( p );
        }
        pomp2_pframe* f = &p->stack[ p->depth++ ];
        f->start        = now;
        f->children     = 0;
        f->node         = c;
        f->region       = region;
        f->kind         = kind;
        return;
    }
    uint8_t open = pomp2_opener[ kind ];
    if ( !open )
    {
        return;
    }
    int i = ( int )p->depth - 1;
    while ( i >= 0 && !( p->stack[ i ].kind == open
                         && ( p->stack[ i ].region == region || !p->stack[ i ].region || !region ) ) )
    {
        i--;
    }
    if ( i < 0 )
    {
        return; /* a closer without opener (measurement switched on midway) */
    }
    pomp2_pframe* f    = &p->stack[ i ];
    uint64_t      incl = now > f->start ? now - f->start : 0;
    pomp2_pnode*  n    = &p->nodes[ f->node ];
    if ( n->visits == 0 || incl < n->min_incl )
    {
        n->min_incl = incl;
    }
    if ( incl > n->max_incl )
    {
        n->max_incl = incl;
    }
    n->visits++;
    n->incl += incl;
    if ( f->children < incl )
    {
        n->excl += incl - f->children;
    }
    if ( i > 0 )
    {
        p->stack[ i - 1 ].children += incl;
    }
    p->depth = ( uint32_t )i;
}
#endif
