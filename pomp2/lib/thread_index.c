/*
 * The recording index of each thread (thread_index.h): the high half of
 * its task handles and the thread of its records. Numbered at the first
 * ask, by the recording (pomp2.c) at the thread's first event or by the
 * OMPT provider when it meets the thread first (the initial thread when
 * the library loads); kept for the thread's life.
 */
#include <stdatomic.h>
#include <stdint.h>

#include "thread_index.h"

static atomic_uint count;
static __thread uint32_t index_plus_one __attribute__( ( tls_model( "initial-exec" ) ) ); /* 0: none yet */

uint32_t pomp2_thread_index( void )
{
    if ( !index_plus_one )
    {
        index_plus_one = atomic_fetch_add( &count, 1 ) + 1;
    }
    return index_plus_one - 1;
}
