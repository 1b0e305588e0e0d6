/* The queue of full chunks (backlog.c), as the recording side uses it:
   the lock that guards the queue (and pomp2.c's list of threads), a new
   empty chunk, a full one queued for the Go side, an empty one given
   back; and the wait at the backlog's bound (outside the lock). */
#ifndef POMP2_BACKLOG_H
#define POMP2_BACKLOG_H
#include <stdint.h>
#include "pomp2_core.h"

#pragma GCC visibility push( hidden )
void         pomp2_queue_lock( void );
void         pomp2_queue_unlock( void );
pomp2_chunk* pomp2_new_chunk_locked( uint32_t thread );
void         pomp2_queue_chunk_locked( pomp2_chunk* c );
void         pomp2_put_chunk_locked( pomp2_chunk* c );
void         pomp2_backlog_bound( void );
#pragma GCC visibility pop
#endif
