/*
 * The mutex callbacks of critical, ordered and atomic constructs, and the
 * code addresses that opari2 wrap passes for them: the most frequent
 * callbacks of the provider, inlined into pomp2.c's tool paths (each
 * POMP2 call's tool path is then one function, as libomp's is one
 * test in the runtime's own code). The lock routines (provider_tasks.c)
 * share the state changes.
 */
#ifndef POMP2_PROVIDER_MUTEX_H
#define POMP2_PROVIDER_MUTEX_H

#include "provider_model.h"

/* the code addresses of a region's begin and end events, taken by opari2
   wrap (NULL: the return address of the event's call) */
static inline void prov_codeptrs( uint32_t id, const void* begin, const void* end )
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

static inline int mutex_state( int kind )
{
    switch ( kind )
    {
        case ompt_mutex_critical: return ompt_state_wait_critical;
        case ompt_mutex_atomic: return ompt_state_wait_atomic;
        case ompt_mutex_ordered: return ompt_state_wait_ordered;
    }
    return ompt_state_wait_lock;
}

static inline void prov_acquire( prov_thread* t, int kind, uint64_t wait, const void* pc )
{
    t->state = mutex_state( kind );
    t->wait  = wait;
    DISPATCH( ompt_callback_mutex_acquire, ompt_callback_mutex_acquire_t, ( ompt_mutex_t )kind, 0, MUTEX_IMPL, wait, pc );
}

static inline void prov_acquired( prov_thread* t, int kind, uint64_t wait, const void* pc )
{
    t->state = t->work;
    t->wait  = 0;
    DISPATCH( ompt_callback_mutex_acquired, ompt_callback_mutex_t, ( ompt_mutex_t )kind, wait, pc );
}

/* acquire ended without the lock (a test that failed) */
static inline void prov_not_acquired( prov_thread* t )
{
    t->state = t->work;
    t->wait  = 0;
}

/* critical, ordered and atomic: one function per step, each as short as
   it can be (the callbacks of a critical construct are the most frequent
   ones) */
static inline void mutex_acquire( prov_thread* t, region_info* r, uint32_t id, int kind, const void* pc )
{
    uint64_t wait = wait_id( kind, id, r );
    prov_acquire( t, kind, wait, pc );
    if ( kind == ompt_mutex_atomic )
    {
        prov_acquired( t, kind, wait, pc ); /* nothing to wait for */
    }
}

/* each step on a known thread and region (t, r), then by region id */
static inline void mutex_acquire_at( prov_thread* t, region_info* r, uint32_t id, int kind, const void* at, const void* end_at )
{
    if ( end_at )
    {
        cached_codeptr( &r->codeptr_end, end_at );
    }
    mutex_acquire( t, r, id, kind, region_codeptr( r, at ) );
}

static inline void mutex_acquired( prov_thread* t, region_info* r, uint32_t id, int kind )
{
    prov_acquired( t, kind, wait_id( kind, id, r ), region_codeptr( r, NULL ) );
}

static inline void mutex_released( region_info* r, uint32_t id, int kind, const void* ra )
{
    DISPATCH( ompt_callback_mutex_released, ompt_callback_mutex_t, ( ompt_mutex_t )kind, wait_id( kind, id, r ),
              kind == ompt_mutex_atomic ? region_codeptr( r, NULL ) : region_codeptr_end( r, ra ) );
}

static inline void prov_mutex_acquire( uint32_t id, int kind, const void* ra )
{
    region_info* r = region( id );
    mutex_acquire( pth(), r, id, kind, region_codeptr( r, ra ) );
}

/* with the construct's end address that opari2 wrap takes (at: its
   begin's) */
static inline void prov_mutex_acquire_at( uint32_t id, int kind, const void* at, const void* end_at )
{
    mutex_acquire_at( pth(), region( id ), id, kind, at, end_at );
}

static inline void prov_mutex_acquired( uint32_t id, int kind ) { mutex_acquired( pth(), region( id ), id, kind ); }

static inline void prov_mutex_released( uint32_t id, int kind, const void* ra ) { mutex_released( region( id ), id, kind, ra ); }

/* The fast path of a mutex event's tool path: the thread known to the
   provider, the region registered and on the first page, no measurement
   to record. Then the tool path is a leaf whose one call, the tool's, is
   a tail call; otherwise (NULL) the general path runs. */
static inline prov_thread* mutex_fast( const void* handle, region_info** r, uint32_t* id )
{
    uintptr_t    v = ( uintptr_t )handle;
    prov_thread* t = prov_me;
    if ( __builtin_expect( v - 1 < REGION_PAGE - 1 && t && !atomic_load_explicit( &pomp2_hot.measuring, memory_order_relaxed ), 1 ) )
    {
        *id = ( uint32_t )v;
        *r  = &prov_region_first[ v ];
        return t;
    }
    return NULL;
}

#endif
