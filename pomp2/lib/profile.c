/*
 * The call-path profile on the recording thread (profile.h): a thread's
 * tree is made at its first event and outlives the thread (the Go side
 * reads every tree at finalize). What is not on the hot path is here: a
 * new path, the hash of paths, and growing the arrays.
 */
#include <omp.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "profile.h"

uint8_t pomp2_opener[ POMP2_EV_COUNT ], pomp2_closer[ POMP2_EV_COUNT ];

static _Atomic( pomp2_tprof* ) all_profiles;

void pomp2_profile_kinds( const uint8_t* opener, const uint8_t* closer )
{
    memcpy( pomp2_opener, opener, POMP2_EV_COUNT );
    memcpy( pomp2_closer, closer, POMP2_EV_COUNT );
}

pomp2_tprof* pomp2_thread_profiles( void ) { return atomic_load( &all_profiles ); }

static void* must_alloc( size_t n )
{
    void* p = calloc( 1, n );
    if ( !p )
    {
        fprintf( stderr, "pomp2: out of memory for the profile (%zu bytes)\n", n );
        abort();
    }
    return p;
}

/* an array grown to size bytes (a stop signal's reader waits for a
   thread that was inside an event to finish it first, signals.go) */
static void* grown( void* old, size_t size )
{
    void* p = realloc( old, size );
    if ( !p )
    {
        fprintf( stderr, "pomp2: out of memory for the profile (%zu bytes)\n", size );
        abort();
    }
    return p;
}

pomp2_tprof* pomp2_profile_new( uint32_t thread )
{
    pomp2_tprof* p = must_alloc( sizeof *p );
    p->thread      = thread;
    p->omp_thread  = -1;
    p->cap_nodes   = 64;
    p->nodes       = must_alloc( p->cap_nodes * sizeof *p->nodes );
    p->n_nodes     = 1; /* the root */
    p->mask        = 127;
    p->slots       = must_alloc( ( p->mask + 1 ) * sizeof *p->slots );
    p->cap_stack   = 32;
    p->stack       = must_alloc( p->cap_stack * sizeof *p->stack );
    pomp2_tprof* head = atomic_load( &all_profiles );
    do
    {
        p->next = head;
    } while ( !atomic_compare_exchange_weak( &all_profiles, &head, p ) );
    return p;
}

void pomp2_profile_first( pomp2_tprof* p, uint64_t now )
{
    p->first      = now;
    p->omp_thread = omp_get_thread_num();
}

static inline uint32_t slot_of( uint32_t parent, uint32_t region, uint8_t kind, uint32_t mask )
{
    uint64_t h = ( uint64_t )parent * 0x9E3779B97F4A7C15ull ^ ( uint64_t )region * 0xC2B2AE3D27D4EB4Full
                 ^ ( uint64_t )kind * 0x165667B19E3779F9ull;
    return ( uint32_t )( h >> 32 ) & mask;
}

static void rehash( pomp2_tprof* p )
{
    uint32_t  mask  = p->mask * 2 + 1;
    uint32_t* slots = must_alloc( ( mask + 1 ) * sizeof *slots );
    for ( uint32_t id = 1; id < p->n_nodes; id++ )
    {
        pomp2_pnode* n = &p->nodes[ id ];
        uint32_t     i = slot_of( n->parent, n->region, n->kind, mask );
        while ( slots[ i ] )
        {
            i = ( i + 1 ) & mask;
        }
        slots[ i ] = id;
    }
    free( p->slots ); /* only the recording thread reads the hash */
    p->slots = slots;
    p->mask  = mask;
}

/* the child (region, kind) of parent, made on first use; it becomes the
   parent's memo: a loop opens the same child again and again */
uint32_t pomp2_profile_child( pomp2_tprof* p, uint32_t parent, uint32_t region, uint8_t kind )
{
    uint32_t i = slot_of( parent, region, kind, p->mask );
    for ( uint32_t id; ( id = p->slots[ i ] ) != 0; i = ( i + 1 ) & p->mask )
    {
        pomp2_pnode* n = &p->nodes[ id ];
        if ( n->parent == parent && n->region == region && n->kind == kind )
        {
            p->nodes[ parent ].memo = id;
            return id;
        }
    }
    if ( p->n_nodes == p->cap_nodes )
    {
        p->nodes = grown( p->nodes, 2 * p->cap_nodes * sizeof *p->nodes );
        p->cap_nodes *= 2;
    }
    uint32_t id = p->n_nodes;
    p->nodes[ id ] = ( pomp2_pnode ){ .parent = parent, .region = region, .kind = kind };
    p->slots[ i ]  = id;
    p->nodes[ parent ].memo = id;
    p->n_nodes = id + 1; /* after the node is written: a reader at a stop sees whole nodes */
    if ( 2 * p->n_nodes > p->mask )
    {
        rehash( p );
    }
    return id;
}

void pomp2_profile_grow_stack( pomp2_tprof* p )
{
    p->stack = grown( p->stack, 2 * p->cap_stack * sizeof *p->stack );
    p->cap_stack *= 2;
}
