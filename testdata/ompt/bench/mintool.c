/* The minimal OMPT tool, the floor of any tool's cost: it registers the
   same events as libopari2-ompt's C layer, each with one callback that
   increments a thread-local counter (its arguments ignored), and prints
   the total at finalize. Built by ompt/libomp/bench.sh. */
#include <stdio.h>
#include <stdint.h>
#include <stdatomic.h>

typedef void ( *ompt_callback_t )( void );
typedef void ( *ompt_interface_fn_t )( void );
typedef ompt_interface_fn_t ( *ompt_function_lookup_t )( const char* );
typedef int ( *ompt_set_callback_t )( int, ompt_callback_t );
typedef union { uint64_t value; void* ptr; } ompt_data_t;
typedef struct {
    int ( *initialize )( ompt_function_lookup_t, int, ompt_data_t* );
    void ( *finalize )( ompt_data_t* );
    ompt_data_t tool_data;
} ompt_start_tool_result_t;

static __thread uint64_t   count __attribute__( ( tls_model( "initial-exec" ) ) );
static atomic_ullong       total;
static void                on_event( void ) { count++; }
static void                on_thread_end( void ) { atomic_fetch_add( &total, ++count ); }

/* LLVM callback codes, as libopari2-ompt registers them (tool.c) */
static const int events[] = { 1, 3, 4, 5, 6, 7, 11, 16, 17, 18, 19, 20, 21, 23, 24, 25, 26, 27, 28, 29, 30 };

static int initialize( ompt_function_lookup_t lookup, int dev, ompt_data_t* data )
{
    ( void )dev;
    ( void )data;
    ompt_set_callback_t set = ( ompt_set_callback_t )lookup( "ompt_set_callback" );
    for ( size_t i = 0; i < sizeof( events ) / sizeof( events[ 0 ] ); i++ )
    {
        set( events[ i ], on_event );
    }
    set( 2, on_thread_end );
    return 1;
}

static void finalize( ompt_data_t* data )
{
    ( void )data;
    fprintf( stderr, "mintool: %llu callbacks\n", ( unsigned long long )atomic_load( &total ) );
}

ompt_start_tool_result_t* ompt_start_tool( unsigned int version, const char* runtime )
{
    ( void )version;
    ( void )runtime;
    static ompt_start_tool_result_t r = { initialize, finalize, { 0 } };
    return &r;
}
