/* Region ids from POMP2 region handles (regions.c). */
#ifndef POMP2_REGIONS_H
#define POMP2_REGIONS_H

#include <stddef.h>
#include <stdint.h>

#include "../include/opari2/pomp2_lib.h"

/* the region of a handle, registered from its CTC string (of length
   len) if it has none yet; thread-safe */
uint32_t pomp2_register_region( void** h, const char* ctc, size_t len, int user );
/* registers what POMP2_Assign_handle was asked before the start, and
   registers at once from then on (pomp2.c calls it at the start) */
void pomp2_register_pending( void );

#endif
