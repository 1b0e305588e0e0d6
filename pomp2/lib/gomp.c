/* libgomp's GOMP_parallel, interposed (the program's call reaches this one
 * first: libpomp2 is linked before libgomp), for an OMPT tool that
 * synchronizes by the callbacks (LLVM's Archer):
 *
 *  - the compiler writes the region's arguments (the shared variables'
 *    block, firstprivate copies) after POMP2_Parallel_fork and before this
 *    call, and the outlined function reads them before its
 *    POMP2_Parallel_begin: parallel_begin, where such a tool releases the
 *    team, is dispatched here, after those writes, and each thread's
 *    implicit_task begin, where it acquires, before the function runs;
 *  - a reduction on the parallel directive is combined by the outlined
 *    function after POMP2_Parallel_end: the end of the region's barrier and
 *    the implicit task's end are dispatched when the outlined function
 *    returns, so that the combination is inside the barrier, as libomp
 *    does it.
 *
 * Without a live tool this is one test and a tail call of libgomp's.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdlib.h>

#include "provider.h"

/* libgomp's entry point of that name (the next after libpomp2) */
static void* next_symbol( const char* name )
{
    void* f = dlsym( RTLD_NEXT, name );
    if ( !f )
    {
        abort(); /* no OpenMP runtime after libpomp2 */
    }
    return f;
}

typedef void ( *gomp_parallel_t )( void ( * )( void* ), void*, unsigned, unsigned );

struct outlined {
    void ( *fn )( void* );
    void*    data;
    uint32_t region;
};

static void run_outlined( void* arg )
{
    struct outlined* o = arg;
    prov_outlined_begin( o->region, __builtin_frame_address( 0 ) );
    o->fn( o->data );
    prov_outlined_end();
}

void GOMP_parallel( void ( *fn )( void* ), void* data, unsigned num_threads, unsigned flags )
{
    static gomp_parallel_t real;
    if ( !real )
    {
        real = ( gomp_parallel_t )next_symbol( "GOMP_parallel" );
    }
    uint32_t region;
    if ( !prov_parallel_call( &region ) )
    {
        real( fn, data, num_threads, flags );
        return;
    }
    struct outlined o = { fn, data, region };
    real( run_outlined, &o, num_threads, flags );
}

/* whether the program's GOMP_parallel calls reach this one */
int pomp2_gomp_interposed( void ) { return dlsym( RTLD_DEFAULT, "GOMP_parallel" ) == ( void* )GOMP_parallel; }

/* libgomp's own barriers, which no POMP2 call surrounds: the one the
 * compiler emits after a linear or lastprivate copy-out, and the waits of
 * a single's copyprivate. A tool gets them as the implicit barriers
 * libomp reports there (each thread of the team one pair per barrier, so
 * that a tool like Archer keeps the team's barriers in step); the
 * barriers of the instrumented code are inside POMP2's events and pass
 * through. */
typedef void ( *gomp_barrier_t )( void );
typedef void* ( *gomp_single_copy_start_t )( void );
typedef void ( *gomp_single_copy_end_t )( void* );

void GOMP_barrier( void )
{
    static gomp_barrier_t real;
    if ( !real )
    {
        real = ( gomp_barrier_t )next_symbol( "GOMP_barrier" );
    }
    int reported = prov_runtime_barrier_begin( __builtin_return_address( 0 ) );
    real();
    if ( reported )
    {
        prov_runtime_barrier_end();
    }
}

/* the thread that runs the single gets NULL at once; the others wait
   until it published its values (GOMP_single_copy_end): their barrier */
void* GOMP_single_copy_start( void )
{
    static gomp_single_copy_start_t real;
    if ( !real )
    {
        real = ( gomp_single_copy_start_t )next_symbol( "GOMP_single_copy_start" );
    }
    void* data = real();
    if ( data && prov_runtime_barrier_begin( __builtin_return_address( 0 ) ) )
    {
        prov_runtime_barrier_end();
    }
    return data;
}

void GOMP_single_copy_end( void* data )
{
    static gomp_single_copy_end_t real;
    if ( !real )
    {
        real = ( gomp_single_copy_end_t )next_symbol( "GOMP_single_copy_end" );
    }
    int reported = prov_runtime_barrier_begin( __builtin_return_address( 0 ) );
    real( data );
    if ( reported )
    {
        prov_runtime_barrier_end();
    }
}
