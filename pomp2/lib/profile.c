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

static _Atomic( pomp2_tprof* ) all_profiles;

pomp2_tprof* pomp2_thread_profiles( void ) { return atomic_load( &all_profiles ); }

/* p, an allocation of n bytes for the profile: recording cannot go on
   without it */
static void* allocated( void* p, size_t n )
{
    if ( !p )
    {
        fprintf( stderr, "pomp2: out of memory for the profile (%zu bytes)\n", n );
        abort();
    }
    return p;
}

static void* must_alloc( size_t n ) { return allocated( calloc( 1, n ), n ); }

/* A thread's first tree is one block: its header, stack and first nodes
   side by side, so that an event touches the thread's TLS and one or two
   pages more (right after a barrier's system call each page is a TLB
   miss, and in a virtual machine a two-dimensional page walk). From the
   heap: LeakSanitizer follows the pointers in it. */
#define BLOCK_BYTES  ( 16u << 10 )
#define BLOCK_FRAMES 64
#define HEADER_BYTES ( ( sizeof( pomp2_tprof ) + 63 ) & ~( size_t )63 )
#define BLOCK_NODES  ( ( BLOCK_BYTES - HEADER_BYTES - BLOCK_FRAMES * sizeof( pomp2_pframe ) ) / sizeof( pomp2_pnode ) )

static char* new_block( void )
{
    char* b = allocated( aligned_alloc( 4096, BLOCK_BYTES ), BLOCK_BYTES );
    memset( b, 0, BLOCK_BYTES );
    return b;
}

/* an array of used bytes grown to size bytes: out of the thread's block
   to the heap the first time (a stop signal's reader waits for a thread
   that was inside an event to finish it first, signals.go) */
static void* grown( const pomp2_tprof* p, void* old, size_t used, size_t size )
{
    char* b = ( char* )p;
    if ( ( char* )old > b && ( char* )old < b + BLOCK_BYTES )
    {
        void* n = must_alloc( size );
        memcpy( n, old, used );
        return n;
    }
    return allocated( realloc( old, size ), size );
}

pomp2_tprof* pomp2_profile_new( uint32_t thread )
{
    char*        b = new_block();
    pomp2_tprof* p = ( pomp2_tprof* )b;
    p->thread      = thread;
    p->omp_thread  = omp_get_thread_num(); /* registered at its first event */
    p->stack       = ( pomp2_pframe* )( b + HEADER_BYTES );
    p->cap_stack   = BLOCK_FRAMES;
    p->depth       = 1; /* the root's frame, zeroed */
    p->nodes       = ( pomp2_pnode* )( b + HEADER_BYTES + BLOCK_FRAMES * sizeof( pomp2_pframe ) );
    p->cap_nodes   = BLOCK_NODES;
    p->n_nodes     = 1; /* the root */
    p->mask        = 127;
    p->slots       = must_alloc( ( p->mask + 1 ) * sizeof *p->slots );
    pomp2_tprof* head = atomic_load( &all_profiles );
    do
    {
        p->next = head;
    } while ( !atomic_compare_exchange_weak( &all_profiles, &head, p ) );
    return p;
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

/* the child (region, kind) of parent, when neither of the parent's memos
   is it (profile.h), made on first use; it becomes the parent's memo: a
   loop opens the same child or two again and again */
uint32_t pomp2_profile_child( pomp2_tprof* p, uint32_t parent, uint32_t region, uint8_t kind )
{
    uint32_t i = slot_of( parent, region, kind, p->mask );
    for ( uint32_t id; ( id = p->slots[ i ] ) != 0; i = ( i + 1 ) & p->mask )
    {
        pomp2_pnode* n = &p->nodes[ id ];
        if ( n->parent == parent && n->region == region && n->kind == kind )
        {
            pomp2_remember_child( &p->nodes[ parent ], id );
            return id;
        }
    }
    if ( p->n_nodes == p->cap_nodes )
    {
        p->nodes = grown( p, p->nodes, p->n_nodes * sizeof *p->nodes, 2 * p->cap_nodes * sizeof *p->nodes );
        p->cap_nodes *= 2;
    }
    uint32_t id = p->n_nodes;
    p->nodes[ id ] = ( pomp2_pnode ){ .parent = parent, .region = region, .kind = kind, .min_incl = UINT64_MAX };
    p->slots[ i ]  = id;
    pomp2_remember_child( &p->nodes[ parent ], id );
    p->n_nodes = id + 1; /* after the node is written: a reader at a stop sees whole nodes */
    if ( 2 * p->n_nodes > p->mask )
    {
        rehash( p );
    }
    return id;
}

void pomp2_profile_grow_stack( pomp2_tprof* p )
{
    p->stack = grown( p, p->stack, p->depth * sizeof *p->stack, 2 * p->cap_stack * sizeof *p->stack );
    p->cap_stack *= 2;
}
