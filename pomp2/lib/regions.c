/*
 * Regions: the id of a region from its handle, registered from its CTC
 * string at its first use (the manual's runtime initialization), or
 * assigned by the init file's calls (POMP2_Assign_handle), which wait
 * for the measurement's start (pomp2_register_pending) when they come
 * before it. The start itself is pomp2.c's: this file calls nothing of
 * it.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "regions.h"
#include "_cgo_export.h"
#include "../include/opari2/pomp2_user_lib.h"

static pthread_mutex_t reg_mu = PTHREAD_MUTEX_INITIALIZER;

/* region id of a handle, registering it from its CTC string (of length
   len) on first use; thread-safe */
uint32_t pomp2_register_region( void** handle, const char* ctc, size_t len, int user )
{
    pthread_mutex_lock( &reg_mu );
    uintptr_t id = ( uintptr_t )*handle;
    if ( !id )
    {
        if ( !ctc )
        {
            ctc = "";
            len = 0;
        }
        id      = pomp2GoRegister( ( char* )ctc, ( int )len, user );
        *handle = ( void* )id;
    }
    pthread_mutex_unlock( &reg_mu );
    return ( uint32_t )id;
}

/* Registrations asked for before the measurement started (from
   load-time constructors, --register-at-load) wait here: the Go runtime
   may not be initialized yet when constructors run. */
typedef struct pending_reg {
    void**              handle;
    const char*         ctc;
    int                 user;
    struct pending_reg* next;
} pending_reg;
static pending_reg* pending;
static int          started; /* pomp2_register_pending ran: no more waiting (under reg_mu) */

static void assign( void** h, const char* ctc, int user )
{
    if ( *h )
    {
        return;
    }
    pthread_mutex_lock( &reg_mu );
    if ( !started )
    {
        pending_reg* p = malloc( sizeof( *p ) );
        if ( p )
        {
            p->handle = h;
            p->ctc    = ctc;
            p->user   = user;
            p->next   = pending;
            pending   = p;
        }
        pthread_mutex_unlock( &reg_mu );
        return;
    }
    pthread_mutex_unlock( &reg_mu );
    pomp2_register_region( h, ctc, strlen( ctc ), user );
}

void pomp2_register_pending( void )
{
    pthread_mutex_lock( &reg_mu );
    pending_reg* p = pending;
    pending = NULL;
    started = 1;
    pthread_mutex_unlock( &reg_mu );
    /* oldest first, so that ids follow the order of registration */
    pending_reg* rev = NULL;
    while ( p )
    {
        pending_reg* next = p->next;
        p->next = rev;
        rev     = p;
        p       = next;
    }
    while ( rev )
    {
        pending_reg* next = rev->next;
        if ( !*rev->handle )
        {
            pomp2_register_region( rev->handle, rev->ctc, strlen( rev->ctc ), rev->user );
        }
        free( rev );
        rev = next;
    }
}

void POMP2_Assign_handle( POMP2_Region_handle* h, const char ctc[] ) { assign( h, ctc, 0 ); }

void POMP2_USER_Assign_handle( POMP2_USER_Region_handle* h, const char ctc[] ) { assign( h, ctc, 1 ); }
