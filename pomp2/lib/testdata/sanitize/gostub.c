/* The Go side of libpomp2 replaced by C, for the sanitizer build of the C
   layer (TestCLayerSanitized): the measurement is on (the records go to
   the buffers and stay there, nothing drains them; the threads' profile
   trees are kept); regions get ids in
   order of registration and the region information the provider needs,
   read from the CTC string as the Go side reads it. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "_cgo_export.h"
#include "pomp2_core.h"
#include "pomp2_events.h"
#include "profile.h"

void pomp2_region_info( uint32_t id, uint32_t num_sections, uint64_t critical_wait );

static uint32_t regions;

/* what the Go side calls of the C layer at its start: signals.c's
   handlers, calibrate.c's timing */
int pomp2GoInit( void )
{
    pomp2_catch_signals();
    ( void )pomp2_event_cost_ns();
    /* both sinks: the records and the profile on the recording threads,
       with the pairing of pomp2.Pairing */
    static const uint8_t pairs[][ 2 ] = {
        { POMP2_EV_ATOMIC_ENTER, POMP2_EV_ATOMIC_EXIT }, { POMP2_EV_BARRIER_ENTER, POMP2_EV_BARRIER_EXIT },
        { POMP2_EV_IMPLICIT_BARRIER_ENTER, POMP2_EV_IMPLICIT_BARRIER_EXIT }, { POMP2_EV_FLUSH_ENTER, POMP2_EV_FLUSH_EXIT },
        { POMP2_EV_CRITICAL_ENTER, POMP2_EV_CRITICAL_EXIT }, { POMP2_EV_CRITICAL_BEGIN, POMP2_EV_CRITICAL_END },
        { POMP2_EV_MASTER_BEGIN, POMP2_EV_MASTER_END }, { POMP2_EV_ORDERED_ENTER, POMP2_EV_ORDERED_EXIT },
        { POMP2_EV_ORDERED_BEGIN, POMP2_EV_ORDERED_END }, { POMP2_EV_SINGLE_ENTER, POMP2_EV_SINGLE_EXIT },
        { POMP2_EV_SINGLE_BEGIN, POMP2_EV_SINGLE_END }, { POMP2_EV_FOR_ENTER, POMP2_EV_FOR_EXIT },
        { POMP2_EV_DO_ENTER, POMP2_EV_DO_EXIT }, { POMP2_EV_SECTIONS_ENTER, POMP2_EV_SECTIONS_EXIT },
        { POMP2_EV_SECTION_BEGIN, POMP2_EV_SECTION_END }, { POMP2_EV_WORKSHARE_ENTER, POMP2_EV_WORKSHARE_EXIT },
        { POMP2_EV_FORK, POMP2_EV_JOIN }, { POMP2_EV_PARALLEL_BEGIN, POMP2_EV_PARALLEL_END },
        { POMP2_EV_TASK_CREATE_BEGIN, POMP2_EV_TASK_CREATE_END }, { POMP2_EV_TASK_BEGIN, POMP2_EV_TASK_END },
        { POMP2_EV_UNTIED_CREATE_BEGIN, POMP2_EV_UNTIED_CREATE_END }, { POMP2_EV_UNTIED_BEGIN, POMP2_EV_UNTIED_END },
        { POMP2_EV_TASKWAIT_BEGIN, POMP2_EV_TASKWAIT_END }, { POMP2_EV_USER_BEGIN, POMP2_EV_USER_END },
        { POMP2_EV_LOCK_SET, POMP2_EV_LOCK_SET_DONE }, { POMP2_EV_NEST_LOCK_SET, POMP2_EV_NEST_LOCK_SET_DONE },
    };
    uint8_t opener[ POMP2_EV_COUNT ] = { 0 }, closer[ POMP2_EV_COUNT ] = { 0 };
    for ( size_t i = 0; i < sizeof pairs / sizeof pairs[ 0 ]; i++ )
    {
        opener[ pairs[ i ][ 1 ] ] = pairs[ i ][ 0 ];
        closer[ pairs[ i ][ 0 ] ] = pairs[ i ][ 1 ];
    }
    pomp2_profile_kinds( opener, closer );
    pomp2_set_sinks( 1, 1 );
    return 1;
}

void pomp2GoFinalize( void ) {}

int pomp2GoExitStatus( void ) { return 0; }

/* the Go tool's session (POMP2_OMPT_TOOL): the recorder stays on and its
   records stay in its buffers */
int ompgoInitialize( unsigned int omp_version, char* runtime_version, int32_t* support, int n, char** impls,
                     int nimpls )
{
    ( void )omp_version;
    ( void )runtime_version;
    ( void )support;
    ( void )n;
    ( void )impls;
    ( void )nimpls;
    return 1;
}

int ompgoFinalize( void ) { return 0; }

/* the value of key in a CTC string of n bytes ("*key=value*"), copied */
static char* value( const char* ctc, int n, const char* key, char* buf, size_t size )
{
    size_t k = strlen( key );
    buf[ 0 ] = 0;
    for ( int i = 0; i + ( int )k + 2 <= n; i++ )
    {
        if ( ctc[ i ] == '*' && !strncmp( ctc + i + 1, key, k ) && ctc[ i + 1 + k ] == '=' )
        {
            const char* v = ctc + i + 2 + k;
            size_t      j = 0;
            while ( v + j < ctc + n && v[ j ] != '*' && j + 1 < size )
            {
                buf[ j ] = v[ j ];
                j++;
            }
            buf[ j ] = 0;
            break;
        }
    }
    return buf;
}

uint32_t pomp2GoRegister( char* ctc, int n, int user )
{
    ( void )user;
    char     sections[ 16 ], name[ 256 ];
    uint32_t id = ++regions;
    value( ctc, n, "numSections", sections, sizeof sections );
    value( ctc, n, "criticalName", name, sizeof name );
    uint64_t h = 14695981039346656037ull; /* FNV-1a, as ctc.CriticalWaitID */
    for ( const char* p = name; *p; p++ )
    {
        h = ( h ^ ( unsigned char )*p ) * 1099511628211ull;
    }
    pomp2_region_info( id, ( uint32_t )atoi( sections ), 1ull << 63 | h >> 1 );
    return id;
}
