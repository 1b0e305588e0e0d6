/*
 * libpomp2's queue of full chunks for the Go drain, and its back-pressure
 * (the backlog): the recording threads hand their chunks over here
 * (pomp2.c), the Go side takes, processes and gives them back
 * (pomp2_core.h).
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdint.h>

#include "pomp2_core.h"
#include "backlog.h"
#include "chunkq.h"

static pthread_mutex_t queue_mu = PTHREAD_MUTEX_INITIALIZER;
CHUNKQ_DEFINE( chunks, pomp2_chunk, POMP2_CHUNK_BYTES )
static chunks_queue queue; /* under queue_mu */

void pomp2_queue_lock( void ) { pthread_mutex_lock( &queue_mu ); }
void pomp2_queue_unlock( void ) { pthread_mutex_unlock( &queue_mu ); }

void pomp2_put_chunk_locked( pomp2_chunk* c ) { chunks_put( &queue, c ); }

pomp2_chunk* pomp2_new_chunk_locked( uint32_t thread )
{
    pomp2_chunk* c = chunks_get( &queue );
    c->thread      = thread;
    c->n           = 0;
    return c;
}

/* The backlog: full chunks the Go side has not processed yet. The drain
   runs at idle priority and may not run at all while the cores are busy;
   when the backlog reaches backlog_limit chunks, a Go thread of normal
   priority waiting in pomp2_wait_backlog is woken to catch up, taking CPU
   from the program. Should the backlog still reach twice the limit (more
   recording threads than cores), a thread handing over a chunk waits until
   the Go side has processed some: memory stays bounded and no record is
   lost. Under queue_mu. */
static unsigned       backlog;
static unsigned       backlog_limit; /* 0: no limit */
static int            backlog_signaled;
static int            backlog_stopped;
static unsigned       backlog_waiters;
static pthread_cond_t backlog_cv = PTHREAD_COND_INITIALIZER;
static pthread_cond_t done_cv    = PTHREAD_COND_INITIALIZER;

void pomp2_queue_chunk_locked( pomp2_chunk* c )
{
    chunks_push( &queue, c );
    backlog++;
    if ( backlog_limit && backlog >= backlog_limit && !backlog_signaled )
    {
        backlog_signaled = 1;
        pthread_cond_signal( &backlog_cv );
    }
}

/* Waits while the backlog is at its bound (see above). */
void pomp2_backlog_bound( void )
{
    pthread_mutex_lock( &queue_mu );
    while ( backlog_limit && backlog >= 2 * backlog_limit && !backlog_stopped )
    {
        backlog_waiters++;
        pthread_cond_wait( &done_cv, &queue_mu );
        backlog_waiters--;
    }
    pthread_mutex_unlock( &queue_mu );
}

pomp2_chunk* pomp2_take_chunks( void )
{
    pthread_mutex_lock( &queue_mu );
    pomp2_chunk* list = chunks_take( &queue );
    backlog_signaled  = 0;
    pthread_mutex_unlock( &queue_mu );
    return list;
}

void pomp2_chunk_done( void )
{
    pthread_mutex_lock( &queue_mu );
    backlog--;
    if ( backlog_waiters && backlog < 2 * backlog_limit )
    {
        pthread_cond_broadcast( &done_cv );
    }
    pthread_mutex_unlock( &queue_mu );
}

void pomp2_set_backlog_limit( unsigned chunks )
{
    pthread_mutex_lock( &queue_mu );
    backlog_limit = chunks;
    pthread_mutex_unlock( &queue_mu );
}

int pomp2_wait_backlog( void )
{
    pthread_mutex_lock( &queue_mu );
    while ( !backlog_signaled && !backlog_stopped )
    {
        pthread_cond_wait( &backlog_cv, &queue_mu );
    }
    int go_on = !backlog_stopped;
    pthread_mutex_unlock( &queue_mu );
    return go_on;
}

void pomp2_stop_backlog_waiter( void )
{
    pthread_mutex_lock( &queue_mu );
    backlog_stopped = 1;
    pthread_cond_broadcast( &backlog_cv );
    pthread_cond_broadcast( &done_cv );
    pthread_mutex_unlock( &queue_mu );
}

void pomp2_release_chunks( pomp2_chunk* list )
{
    while ( list )
    {
        pomp2_chunk* next = list->next;
        pthread_mutex_lock( &queue_mu );
        chunks_put( &queue, list );
        pthread_mutex_unlock( &queue_mu );
        list = next;
    }
}
