/*
 * The OMPT provider of libpomp2 (provider*.c, provider_mutex.h): C tools
 * written against omp-tools.h receive the POMP2 events as OMPT callbacks,
 * synchronously, on the thread of the event (docs/ompt.md, "C tools").
 * pomp2.c calls these functions from the POMP2 entry points, behind one
 * predictable branch on a flag of pomp2_hot (the tool's part of most
 * events is out of line, pomp2.c's TOOL_PATH): nothing of it runs
 * without a tool.
 *
 * ra is the return address of the POMP2 call (__builtin_return_address:
 * the program's call site), cfa the caller's stack pointer at the call
 * (__builtin_dwarf_cfa of the POMP2 function: an address in the frame of
 * the program's procedure).
 */
#ifndef POMP2_PROVIDER_H
#define POMP2_PROVIDER_H

#include <stdatomic.h>
#include <stdint.h>

#include "pomp2_hot.h"

/* internal to the library: direct calls and accesses also in libpomp2.so
   (no PLT or GOT on the POMP2 calls' path) */
#pragma GCC visibility push( hidden )


/* activation and finalization: prov_load at load (the settings; whether
   a C tool starts now), prov_activate under the init lock (starts the
   tool; gomp_interposable: the program's GOMP_parallel calls reach
   gomp.c's), then the initial thread, and at POMP2_Finalize the end */
int  prov_load( void );
void prov_activate( int gomp_interposable );
void prov_begin_initial( void );    /* after init: thread_begin and the initial task */
void prov_finalize( void );

/* the POMP2 calls that did not fit the model: their number, the first
   one's description and region */
unsigned pomp2_misfits( const char** first, uint32_t* region );

/* parallel regions (when teams) */
void prov_fork( uint32_t region, int requested, const void* ra, void* cfa );
void prov_parallel_begin( uint32_t region, const void* ra, void* cfa );
void     prov_parallel_end( uint32_t region );
void     prov_join( uint32_t region );

/* every other event (when tool) */
void prov_work_begin( uint32_t region, int wstype, const void* ra );
void prov_work_exit( uint32_t region );
void prov_single_enter( uint32_t region, const void* ra );
void prov_single_begin( uint32_t region );
void prov_single_end( uint32_t region );
void prov_section_begin( uint32_t region, const void* ra );
void prov_barrier_enter( uint32_t region, int implicit, const void* ra, void* cfa );
void prov_barrier_exit( uint32_t region );
void prov_taskwait_begin( uint32_t region, const void* ra, void* cfa );
void prov_taskwait_end( uint32_t region );
void prov_master( uint32_t region, int begin, const void* ra );
void prov_flush( uint32_t region, const void* ra );
/* libgomp's GOMP_parallel, interposed (gomp.c): prov_parallel_call
   dispatches the parallel_begin deferred by prov_fork and says whether the
   outlined function is to run between prov_outlined_begin (each thread's
   implicit task begins before the function reads its arguments) and
   prov_outlined_end (the region's end, deferred until it returned) */
int  prov_parallel_call( uint32_t* region );
void prov_outlined_begin( uint32_t region, void* frame );
void prov_outlined_end( void );
/* libgomp's GOMP_task, interposed (gomp.c): the frame of the call of the
   task's outlined function, its exit frame (NULL: the call returned) */
void prov_task_outlined( void* frame );
/* the current task's team has one thread (its tasks are undeferred) */
int prov_team_of_one( void );
/* a barrier of libgomp's own (gomp.c): begin says whether it is reported
   (a tool live, outside the instrumented barriers) */
int  prov_runtime_barrier_begin( const void* ra );
void prov_runtime_barrier_end( void );
/* a taskgroup (opari2 wrap) */
void prov_taskgroup_begin( const void* ra );
void prov_taskgroup_wait( const void* at );
void prov_taskgroup_end( const void* ra );
/* a cancel directive and a cancellation point (opari2 wrap) */
void prov_cancel( int flag, int if_clause, const void* ra );
void prov_cancellation_point( int flag, const void* ra );
/* the depend clauses of the next task the thread creates (opari2 wrap) */
void prov_task_depend( int n, const void* const* addr, const int* kind );
/* the next task the thread creates has a true final clause (opari2 wrap) */
void prov_task_final( void );
void prov_task_create( uint32_t region, int64_t task, int untied, int undeferred, const void* ra, void* cfa );
void prov_task_create_end( void );
void prov_task_begin( int64_t task, void* cfa );
void prov_task_end( void );
/* locks: which is the index of pomp2_lock_event (0 init ... 11 nest test),
   result the test's result */
void prov_lock( int which, void* lock, int result, const void* ra );

#pragma GCC visibility pop

#endif
