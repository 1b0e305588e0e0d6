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
#include <string.h>

#include "provider.h"
#include "gomp.h"

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

/* GOMP_task: the task's outlined function is called from run_task, whose
 * frame is the task's exit frame (as a runtime's frame is under libomp:
 * the function's __builtin_frame_address(1)). libgomp copies the task's
 * arguments (with cpyfn, or byte for byte) before it returns, and calls
 * the function with the copy: the arguments given to libgomp are a header
 * (the function, and the program's cpyfn and data) followed by the
 * program's arguments at their alignment. */
typedef void ( *gomp_task_t )( void ( * )( void* ), void*, void ( * )( void*, void* ), long, long, _Bool, unsigned,
                               void**, int, void* );

#define GOMP_TASK_FLAG_DETACH ( 1u << 13 ) /* libgomp's gomp-constants.h */

struct task_header {
    void ( *fn )( void* );
    void ( *cpyfn )( void*, void* );
    void* data; /* the program's, for its cpyfn */
    long  off;  /* of the program's arguments in the copy */
};

static void run_task( void* arg )
{
    struct task_header* h = arg;
    prov_task_outlined( __builtin_frame_address( 0 ) );
    h->fn( ( char* )arg + h->off );
    prov_task_outlined( NULL );
}

static void copy_task( void* dest, void* src )
{
    struct task_header* h = src;
    *( struct task_header* )dest = *h;
    h->cpyfn( ( char* )dest + h->off, h->data );
}

void GOMP_task( void ( *fn )( void* ), void* data, void ( *cpyfn )( void*, void* ), long arg_size, long arg_align,
                _Bool if_clause, unsigned flags, void** depend, int priority, void* detach )
{
    static gomp_task_t real;
    if ( !real )
    {
        real = ( gomp_task_t )next_symbol( "GOMP_task" );
    }
    /* a detached task's event handle is the first word of its arguments,
       where libgomp writes it: such a task goes through as it is */
    if ( !OMPT_TOOL() || ( flags & GOMP_TASK_FLAG_DETACH ) )
    {
        real( fn, data, cpyfn, arg_size, arg_align, if_clause, flags, depend, priority, detach );
        return;
    }
    /* a team of one runs its tasks at once, as libomp does and the
       provider reports them (undeferred); libgomp would defer them to the
       next barrier. */
    if ( if_clause && prov_team_of_one() )
    {
        if_clause = 0;
    }
    long align = arg_align > ( long )_Alignof( struct task_header ) ? arg_align : ( long )_Alignof( struct task_header );
    long off   = ( ( long )sizeof( struct task_header ) + align - 1 ) / align * align;
    long size  = off + arg_size;
    /* what libgomp copies from: the header, and the arguments unless the
       program's cpyfn copies them from its own data */
    long  have = cpyfn ? ( long )sizeof( struct task_header ) : size;
    char  local[ 512 ] __attribute__( ( aligned( 64 ) ) );
    char* buf = NULL;
    char* p   = local;
    if ( have + align > ( long )sizeof( local ) )
    {
        buf = malloc( ( size_t )( have + align ) );
        if ( !buf )
        {
            abort();
        }
        p = buf;
    }
    p = ( char* )( ( ( uintptr_t )p + ( uintptr_t )align - 1 ) / ( uintptr_t )align * ( uintptr_t )align );
    struct task_header h = { fn, cpyfn, data, off };
    *( struct task_header* )p = h;
    if ( !cpyfn && arg_size > 0 )
    {
        memcpy( p + off, data, ( size_t )arg_size );
    }
    real( run_task, p, cpyfn ? copy_task : NULL, size, align, if_clause, flags, depend, priority, detach );
    free( buf );
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
