/* Region ids from POMP2 region handles (regions.c). */
#ifndef POMP2_REGIONS_H
#define POMP2_REGIONS_H

#include <stddef.h>
#include <stdint.h>

#include "../include/opari2/pomp2_lib.h"

/* the region of a handle met for the first time, registered from its
   CTC string (of length len); it starts the measurement first (the init
   file may assign the handle then); thread-safe */
uint32_t pomp2_new_region( void** h, const char* ctc, size_t len, int user );
/* pomp2_new_region for a C event (out of line: the POMP2 calls need no
   registers for it) */
uint32_t pomp2_rid_slow( POMP2_Region_handle* h, const char* ctc );
/* for Fortran: CTC strings come with a length, not a NUL */
uint32_t pomp2_rid_f( int64_t* h, const char* ctc, size_t len, int user );
/* registers what POMP2_Assign_handle was asked before the start */
void pomp2_register_pending( void );
/* the measurement has started (pomp2.c) */
int pomp2_is_initialized( void );

static inline uint32_t rid( POMP2_Region_handle* h, const char* ctc )
{
    uintptr_t id = ( uintptr_t )*h;
    if ( __builtin_expect( id != 0, 1 ) )
    {
        return ( uint32_t )id;
    }
    return pomp2_rid_slow( h, ctc );
}

#endif
