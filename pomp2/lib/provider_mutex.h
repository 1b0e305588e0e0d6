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
static inline void mutex_acquire( region_info* r, uint32_t id, int kind, const void* pc )
{
    prov_thread* t    = pth();
    uint64_t     wait = wait_id( kind, id, r );
    prov_acquire( t, kind, wait, pc );
    if ( kind == ompt_mutex_atomic )
    {
        prov_acquired( t, kind, wait, pc ); /* nothing to wait for */
    }
}

static inline void prov_mutex_acquire( uint32_t id, int kind, const void* ra )
{
    region_info* r = region( id );
    mutex_acquire( r, id, kind, region_codeptr( r, ra ) );
}

/* with the construct's end address that opari2 wrap takes (at: its
   begin's) */
static inline void prov_mutex_acquire_at( uint32_t id, int kind, const void* at, const void* end_at )
{
    region_info* r = region( id );
    if ( end_at )
    {
        cached_codeptr( &r->codeptr_end, end_at );
    }
    mutex_acquire( r, id, kind, region_codeptr( r, at ) );
}

static inline void prov_mutex_acquired( uint32_t id, int kind )
{
    prov_thread* t = pth();
    region_info* r = region( id );
    prov_acquired( t, kind, wait_id( kind, id, r ), region_codeptr( r, NULL ) );
}

static inline void prov_mutex_released( uint32_t id, int kind, const void* ra )
{
    region_info* r = region( id );
    DISPATCH( ompt_callback_mutex_released, ompt_callback_mutex_t, ( ompt_mutex_t )kind, wait_id( kind, id, r ),
              kind == ompt_mutex_atomic ? region_codeptr( r, NULL ) : region_codeptr_end( r, ra ) );
}

#endif
