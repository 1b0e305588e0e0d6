/* The chunk queue shared by the C layers of libpomp2 (pomp2/lib) and of
   the OMPT tool library (ompt/libomp): recording threads fill chunks
   carved from 2 MiB slabs (huge pages requested), queue them FIFO for the
   Go drain when full, and the drain gives them back to a free list, most
   recently drained first (likely still cached). The callers keep their
   own lock and hold it around every call here.

   CHUNKQ_DEFINE( prefix, T, chunk_bytes ) defines prefix_queue and its
   functions for chunks of type T, a struct whose field `next` (T*) links
   them, each taking chunk_bytes of a slab (a divisor of the slab size).

   Go's build cache does not see changes to this header from the packages
   that include it (it is outside their directory): `go build -a` or
   `go clean -cache` after editing it. */
#ifndef OPARI2_CHUNKQ_H
#define OPARI2_CHUNKQ_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>

#define CHUNKQ_SLAB_BYTES ( 2u << 20 )

/* A CHUNKQ_SLAB_BYTES aligned slab, huge pages requested. Chunks are
   recycled only once Go processed them, which, with every core busy, may
   be at finalize: memory then grows by a chunk at a time, and huge pages
   make that cost one page fault per 2 MiB instead of one per 4 KiB
   (measured in both libraries: a fault every 128-256 records doubled the
   cost of an event). Out of memory aborts: recording cannot go on. */
static inline char* chunkq_new_slab( void )
{
    size_t len = 2 * ( size_t )CHUNKQ_SLAB_BYTES;
    char*  p   = mmap( NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0 );
    if ( p == MAP_FAILED )
    {
        abort();
    }
    char* aligned = ( char* )( ( ( uintptr_t )p + CHUNKQ_SLAB_BYTES - 1 ) & ~( uintptr_t )( CHUNKQ_SLAB_BYTES - 1 ) );
    if ( aligned > p )
    {
        munmap( p, aligned - p );
    }
    munmap( aligned + CHUNKQ_SLAB_BYTES, p + len - ( aligned + CHUNKQ_SLAB_BYTES ) );
#ifdef MADV_HUGEPAGE
    madvise( aligned, CHUNKQ_SLAB_BYTES, MADV_HUGEPAGE ); /* a hint: errors only cost speed */
#endif
    return aligned;
}

#define CHUNKQ_DEFINE( prefix, T, chunk_bytes )                                        \
    _Static_assert( sizeof( T ) <= ( chunk_bytes ), "chunk larger than its slot" );    \
    _Static_assert( CHUNKQ_SLAB_BYTES % ( chunk_bytes ) == 0, "slab not a multiple" ); \
    typedef struct                                                                     \
    {                                                                                  \
        T*     head; /* full chunks, oldest first */                                   \
        T*     tail;                                                                   \
        T*     free; /* drained chunks, the most recent first */                       \
        char*  slab_next; /* the unused rest of the newest slab */                     \
        size_t slab_left;                                                              \
    } prefix##_queue;                                                                  \
    /* an empty chunk: a drained one, else a new one from the slab */                 \
    static inline T* prefix##_get( prefix##_queue* q )                                 \
    {                                                                                  \
        T* c = q->free;                                                                \
        if ( c )                                                                       \
        {                                                                              \
            q->free = c->next;                                                         \
        }                                                                              \
        else                                                                           \
        {                                                                              \
            if ( q->slab_left < ( chunk_bytes ) )                                      \
            {                                                                          \
                q->slab_next = chunkq_new_slab();                                      \
                q->slab_left = CHUNKQ_SLAB_BYTES;                                      \
            }                                                                          \
            c             = ( T* )q->slab_next;                                        \
            q->slab_next += ( chunk_bytes );                                           \
            q->slab_left -= ( chunk_bytes );                                           \
        }                                                                              \
        c->next = NULL;                                                                \
        return c;                                                                      \
    }                                                                                  \
    /* gives a drained chunk back */                                                   \
    static inline void prefix##_put( prefix##_queue* q, T* c )                         \
    {                                                                                  \
        c->next = q->free;                                                             \
        q->free = c;                                                                   \
    }                                                                                  \
    /* queues a full chunk for the drain */                                            \
    static inline void prefix##_push( prefix##_queue* q, T* c )                        \
    {                                                                                  \
        c->next = NULL;                                                                \
        if ( q->tail )                                                                 \
        {                                                                              \
            q->tail->next = c;                                                         \
        }                                                                              \
        else                                                                           \
        {                                                                              \
            q->head = c;                                                               \
        }                                                                              \
        q->tail = c;                                                                   \
    }                                                                                  \
    /* takes every queued chunk, oldest first (linked by next) */                      \
    static inline T* prefix##_take( prefix##_queue* q )                                \
    {                                                                                  \
        T* list = q->head;                                                             \
        q->head = q->tail = NULL;                                                      \
        return list;                                                                   \
    }

#endif
