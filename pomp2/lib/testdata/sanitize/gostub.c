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

void pomp2_region_info( uint32_t id, uint32_t num_sections, uint64_t critical_wait );

static uint32_t regions;

/* what the Go side calls of the C layer at its start: signals.c's
   handlers, calibrate.c's timing */
int pomp2GoInit( void )
{
    pomp2_catch_signals();
    ( void )pomp2_event_cost_ns();
    /* both sinks: the records and the profile on the recording threads */
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
