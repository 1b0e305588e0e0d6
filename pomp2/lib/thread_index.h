/* The calling thread's recording index (thread_index.c), which the
   recording and the OMPT provider share. */
#ifndef POMP2_THREAD_INDEX_H
#define POMP2_THREAD_INDEX_H
#include <stdint.h>

#pragma GCC visibility push( hidden )
uint32_t pomp2_thread_index( void );
#pragma GCC visibility pop
#endif
