/* The trace as an OTF2 archive (POMP2_TRACE=otf2), written through OTF2's
 * reference library, which is loaded when the trace is written (dlopen):
 * a program linked with libpomp2 needs it only to write OTF2. The
 * library's headers are needed at build time (Debian libotf2-trace-dev);
 * without them pomp2_otf2_open says so. The Go side (trace_otf2.go) turns
 * the recorded events into definitions and events; this file only hands
 * them to the library. One archive per process, written at finalize by
 * one thread. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "otf2_out.h"

#if __has_include( <otf2/otf2.h> )
#include <otf2/otf2.h>

/* the library's entry points this file uses, by name */
#define OTF2_FUNCS( X )                         \
    X( OTF2_Archive_Open )                      \
    X( OTF2_Archive_Close )                     \
    X( OTF2_Archive_SetFlushCallbacks )         \
    X( OTF2_Archive_SetMemoryCallbacks )        \
    X( OTF2_Archive_SetSerialCollectiveCallbacks ) \
    X( OTF2_Archive_SetCreator )                \
    X( OTF2_Archive_SetProperty )               \
    X( OTF2_Archive_OpenEvtFiles )              \
    X( OTF2_Archive_CloseEvtFiles )             \
    X( OTF2_Archive_OpenDefFiles )              \
    X( OTF2_Archive_CloseDefFiles )             \
    X( OTF2_Archive_GetEvtWriter )              \
    X( OTF2_Archive_CloseEvtWriter )            \
    X( OTF2_Archive_GetDefWriter )              \
    X( OTF2_Archive_CloseDefWriter )            \
    X( OTF2_Archive_GetGlobalDefWriter )        \
    X( OTF2_EvtWriter_Enter )                   \
    X( OTF2_EvtWriter_Leave )                   \
    X( OTF2_EvtWriter_ThreadFork )              \
    X( OTF2_EvtWriter_ThreadJoin )              \
    X( OTF2_EvtWriter_ThreadTeamBegin )         \
    X( OTF2_EvtWriter_ThreadTeamEnd )           \
    X( OTF2_EvtWriter_ThreadTaskCreate )        \
    X( OTF2_EvtWriter_ThreadTaskSwitch )        \
    X( OTF2_EvtWriter_ThreadTaskComplete )      \
    X( OTF2_EvtWriter_ThreadAcquireLock )       \
    X( OTF2_EvtWriter_ThreadReleaseLock )       \
    X( OTF2_EvtWriter_GetNumberOfEvents )       \
    X( OTF2_GlobalDefWriter_WriteClockProperties ) \
    X( OTF2_GlobalDefWriter_WriteString )       \
    X( OTF2_GlobalDefWriter_WriteRegion )       \
    X( OTF2_GlobalDefWriter_WriteSystemTreeNode ) \
    X( OTF2_GlobalDefWriter_WriteLocationGroup ) \
    X( OTF2_GlobalDefWriter_WriteLocation )     \
    X( OTF2_GlobalDefWriter_WriteGroup )        \
    X( OTF2_GlobalDefWriter_WriteComm )

#define DECLARE( name ) static __typeof__( &name ) p_##name;
OTF2_FUNCS( DECLARE )

static OTF2_Archive*         archive;
static OTF2_GlobalDefWriter* defs;
static char                  err[ 512 ];

static OTF2_FlushType pre_flush( void* user, OTF2_FileType type, OTF2_LocationRef loc, void* caller, bool final )
{
    ( void )user, ( void )type, ( void )loc, ( void )caller, ( void )final;
    return OTF2_FLUSH;
}

/* no post-flush callback: a flush in the middle of a location's events
   writes no BUFFER_FLUSH event (it would be an event we did not record) */
static const OTF2_FlushCallbacks flush = { pre_flush, NULL };

/* The chunks of OTF2's buffers. Left to itself, OTF2 keeps up to 128 MiB
   of events per location before it writes them; an event buffer here
   holds one chunk (OTF2_CHUNK_SIZE_EVENTS_DEFAULT): when it is full, the
   allocation of the next one fails, OTF2 writes the buffer to its file
   and reuses the memory. The locations' writers stay open for the whole
   conversion (it goes a batch at a time, threads interleaved), so the
   trace's conversion costs a chunk per thread. Definition buffers grow as
   they need. */
typedef struct buffer_chunks {
    unsigned n, cap;
    void**   chunk;
} buffer_chunks;

static void* allocate_chunk( void* user, OTF2_FileType type, OTF2_LocationRef loc, void** per_buffer, uint64_t size )
{
    ( void )user, ( void )loc;
    buffer_chunks* b = *per_buffer;
    if ( !b && !( b = *per_buffer = calloc( 1, sizeof( *b ) ) ) )
    {
        return NULL;
    }
    if ( type == OTF2_FILETYPE_EVENTS && b->n >= 1 )
    {
        return NULL; /* full: OTF2 writes the chunk out and frees it */
    }
    if ( b->n == b->cap )
    {
        unsigned cap  = b->cap ? 2 * b->cap : 4;
        void**   more = realloc( b->chunk, cap * sizeof( *more ) );
        if ( !more )
        {
            return NULL;
        }
        b->chunk = more, b->cap = cap;
    }
    void* c = malloc( size );
    if ( c )
    {
        b->chunk[ b->n++ ] = c;
    }
    return c;
}

static void free_chunks( void* user, OTF2_FileType type, OTF2_LocationRef loc, void** per_buffer, bool final )
{
    ( void )user, ( void )type, ( void )loc;
    buffer_chunks* b = *per_buffer;
    if ( !b )
    {
        return;
    }
    for ( unsigned i = 0; i < b->n; i++ )
    {
        free( b->chunk[ i ] );
    }
    b->n = 0;
    if ( final )
    {
        free( b->chunk );
        free( b );
        *per_buffer = NULL;
    }
}

static const OTF2_MemoryCallbacks memory = { allocate_chunk, free_chunks };

/* libopen-trace-format2 is Debian's name of OTF2 3.x's library */
static const char* const libraries[] = { "libotf2.so.10", "libopen-trace-format2.so.10", "libotf2.so",
                                         "libopen-trace-format2.so" };

static const char* load( void )
{
    void* h = NULL;
    for ( size_t i = 0; !h && i < sizeof( libraries ) / sizeof( libraries[ 0 ] ); i++ )
    {
        h = dlopen( libraries[ i ], RTLD_NOW | RTLD_LOCAL );
    }
    if ( !h )
    {
        return "OTF2's library (libotf2.so.10) is not installed (Debian: libotf2-trace-dev)";
    }
#define RESOLVE( name )                                                               \
    if ( !( p_##name = ( __typeof__( &name ) )dlsym( h, #name ) ) )                   \
    {                                                                                 \
        snprintf( err, sizeof( err ), "OTF2's library has no %s (a version before 3.0?)", #name ); \
        return err;                                                                   \
    }
    OTF2_FUNCS( RESOLVE )
    return NULL;
}

const char* pomp2_otf2_open( const char* dir )
{
    const char* e = load();
    if ( e )
    {
        return e;
    }
    archive = p_OTF2_Archive_Open( dir, "traces", OTF2_FILEMODE_WRITE, OTF2_CHUNK_SIZE_EVENTS_DEFAULT,
                                   OTF2_CHUNK_SIZE_DEFINITIONS_DEFAULT, OTF2_SUBSTRATE_POSIX, OTF2_COMPRESSION_NONE );
    if ( !archive )
    {
        snprintf( err, sizeof( err ), "cannot create the OTF2 archive in %s", dir );
        return err;
    }
    p_OTF2_Archive_SetFlushCallbacks( archive, &flush, NULL );
    p_OTF2_Archive_SetMemoryCallbacks( archive, &memory, NULL );
    p_OTF2_Archive_SetSerialCollectiveCallbacks( archive );
    p_OTF2_Archive_SetCreator( archive, "opari2 (libpomp2)" );
    p_OTF2_Archive_OpenEvtFiles( archive );
    defs = p_OTF2_Archive_GetGlobalDefWriter( archive );
    return defs ? NULL : "OTF2: no global definition writer";
}

void pomp2_otf2_property( const char* name, const char* value )
{
    p_OTF2_Archive_SetProperty( archive, name, value, true );
}

void pomp2_otf2_string( uint32_t ref, const char* s ) { p_OTF2_GlobalDefWriter_WriteString( defs, ref, s ); }

void pomp2_otf2_region( uint32_t ref, uint32_t name, uint32_t file, int role, int paradigm, uint32_t begin, uint32_t end )
{
    p_OTF2_GlobalDefWriter_WriteRegion( defs, ref, name, name, OTF2_UNDEFINED_STRING, ( OTF2_RegionRole )role,
                                        ( OTF2_Paradigm )paradigm, OTF2_REGION_FLAG_NONE, file, begin, end );
}

void pomp2_otf2_enter( uint64_t loc, uint64_t ns, uint32_t region )
{
    p_OTF2_EvtWriter_Enter( p_OTF2_Archive_GetEvtWriter( archive, loc ), NULL, ns, region );
}

void pomp2_otf2_leave( uint64_t loc, uint64_t ns, uint32_t region )
{
    p_OTF2_EvtWriter_Leave( p_OTF2_Archive_GetEvtWriter( archive, loc ), NULL, ns, region );
}

void pomp2_otf2_fork( uint64_t loc, uint64_t ns, uint32_t threads )
{
    p_OTF2_EvtWriter_ThreadFork( p_OTF2_Archive_GetEvtWriter( archive, loc ), NULL, ns, OTF2_PARADIGM_OPENMP, threads );
}

void pomp2_otf2_join( uint64_t loc, uint64_t ns )
{
    p_OTF2_EvtWriter_ThreadJoin( p_OTF2_Archive_GetEvtWriter( archive, loc ), NULL, ns, OTF2_PARADIGM_OPENMP );
}

void pomp2_otf2_team_event( uint64_t loc, uint64_t ns, uint32_t team, int begin )
{
    OTF2_EvtWriter* w = p_OTF2_Archive_GetEvtWriter( archive, loc );
    if ( begin )
    {
        p_OTF2_EvtWriter_ThreadTeamBegin( w, NULL, ns, team );
    }
    else
    {
        p_OTF2_EvtWriter_ThreadTeamEnd( w, NULL, ns, team );
    }
}

void pomp2_otf2_task( uint64_t loc, uint64_t ns, int what, uint32_t team, uint32_t creator, uint32_t generation )
{
    OTF2_EvtWriter* w = p_OTF2_Archive_GetEvtWriter( archive, loc );
    switch ( what )
    {
        case POMP2_OTF2_TASK_CREATE:
            p_OTF2_EvtWriter_ThreadTaskCreate( w, NULL, ns, team, creator, generation );
            break;
        case POMP2_OTF2_TASK_SWITCH:
            p_OTF2_EvtWriter_ThreadTaskSwitch( w, NULL, ns, team, creator, generation );
            break;
        default:
            p_OTF2_EvtWriter_ThreadTaskComplete( w, NULL, ns, team, creator, generation );
    }
}

/* group 0: every location, in the order the teams' members index */
void pomp2_otf2_team_locations( uint32_t name, uint32_t n, const uint64_t* locs )
{
    p_OTF2_GlobalDefWriter_WriteGroup( defs, 0, name, OTF2_GROUP_TYPE_COMM_LOCATIONS, OTF2_PARADIGM_OPENMP,
                                       OTF2_GROUP_FLAG_NONE, n, locs );
}

/* team's group (team + 1) and communicator: its members as indexes into
   group 0, in the order of their thread numbers */
void pomp2_otf2_team( uint32_t team, uint32_t name, uint32_t n, const uint64_t* members )
{
    p_OTF2_GlobalDefWriter_WriteGroup( defs, team + 1, name, OTF2_GROUP_TYPE_COMM_GROUP, OTF2_PARADIGM_OPENMP,
                                       OTF2_GROUP_FLAG_NONE, n, members );
    p_OTF2_GlobalDefWriter_WriteComm( defs, team, name, team + 1, OTF2_UNDEFINED_COMM, OTF2_COMM_FLAG_NONE );
}

void pomp2_otf2_lock( uint64_t loc, uint64_t ns, uint32_t lock, uint32_t order, int acquire )
{
    OTF2_EvtWriter* w = p_OTF2_Archive_GetEvtWriter( archive, loc );
    if ( acquire )
    {
        p_OTF2_EvtWriter_ThreadAcquireLock( w, NULL, ns, OTF2_PARADIGM_OPENMP, lock, order );
    }
    else
    {
        p_OTF2_EvtWriter_ThreadReleaseLock( w, NULL, ns, OTF2_PARADIGM_OPENMP, lock, order );
    }
}

void pomp2_otf2_system( uint32_t machine, uint32_t machine_class, uint32_t node, uint32_t node_class, uint32_t process,
                        uint32_t rank, uint64_t length_ns )
{
    p_OTF2_GlobalDefWriter_WriteClockProperties( defs, 1000000000, 0, length_ns, OTF2_UNDEFINED_TIMESTAMP );
    p_OTF2_GlobalDefWriter_WriteSystemTreeNode( defs, 0, machine, machine_class, OTF2_UNDEFINED_SYSTEM_TREE_NODE );
    p_OTF2_GlobalDefWriter_WriteSystemTreeNode( defs, 1, node, node_class, 0 );
    p_OTF2_GlobalDefWriter_WriteLocationGroup( defs, rank, process, OTF2_LOCATION_GROUP_TYPE_PROCESS, 1,
                                               OTF2_UNDEFINED_LOCATION_GROUP );
}

void pomp2_otf2_location( uint64_t loc, uint32_t name, uint32_t rank )
{
    OTF2_EvtWriter* w      = p_OTF2_Archive_GetEvtWriter( archive, loc );
    uint64_t        events = 0;
    p_OTF2_EvtWriter_GetNumberOfEvents( w, &events );
    p_OTF2_GlobalDefWriter_WriteLocation( defs, loc, name, OTF2_LOCATION_TYPE_CPU_THREAD, events, rank );
    p_OTF2_Archive_CloseEvtWriter( archive, w );
    /* an empty local definition file per location, as readers expect */
    p_OTF2_Archive_OpenDefFiles( archive );
    p_OTF2_Archive_CloseDefWriter( archive, p_OTF2_Archive_GetDefWriter( archive, loc ) );
    p_OTF2_Archive_CloseDefFiles( archive );
}

const char* pomp2_otf2_close( void )
{
    p_OTF2_Archive_CloseEvtFiles( archive );
    OTF2_ErrorCode e = p_OTF2_Archive_Close( archive );
    archive = NULL;
    defs    = NULL;
    if ( e != OTF2_SUCCESS )
    {
        snprintf( err, sizeof( err ), "closing the OTF2 archive failed (error %d)", ( int )e );
        return err;
    }
    return NULL;
}

#else /* no OTF2 headers at build time */

const char* pomp2_otf2_open( const char* dir )
{
    ( void )dir;
    return "libpomp2 was built without OTF2's headers (Debian: libotf2-trace-dev): no OTF2 trace";
}
void pomp2_otf2_property( const char* name, const char* value ) { ( void )name, ( void )value; }
void pomp2_otf2_string( uint32_t ref, const char* s ) { ( void )ref, ( void )s; }
void pomp2_otf2_region( uint32_t ref, uint32_t name, uint32_t file, int role, int paradigm, uint32_t begin, uint32_t end )
{
    ( void )ref, ( void )name, ( void )file, ( void )role, ( void )paradigm, ( void )begin, ( void )end;
}
void pomp2_otf2_enter( uint64_t loc, uint64_t ns, uint32_t region ) { ( void )loc, ( void )ns, ( void )region; }
void pomp2_otf2_leave( uint64_t loc, uint64_t ns, uint32_t region ) { ( void )loc, ( void )ns, ( void )region; }
void pomp2_otf2_fork( uint64_t loc, uint64_t ns, uint32_t threads ) { ( void )loc, ( void )ns, ( void )threads; }
void pomp2_otf2_join( uint64_t loc, uint64_t ns ) { ( void )loc, ( void )ns; }
void pomp2_otf2_team_event( uint64_t loc, uint64_t ns, uint32_t team, int begin )
{
    ( void )loc, ( void )ns, ( void )team, ( void )begin;
}
void pomp2_otf2_team_locations( uint32_t name, uint32_t n, const uint64_t* locs ) { ( void )name, ( void )n, ( void )locs; }
void pomp2_otf2_task( uint64_t loc, uint64_t ns, int what, uint32_t team, uint32_t creator, uint32_t generation )
{
    ( void )loc, ( void )ns, ( void )what, ( void )team, ( void )creator, ( void )generation;
}
void pomp2_otf2_team( uint32_t team, uint32_t name, uint32_t n, const uint64_t* members )
{
    ( void )team, ( void )name, ( void )n, ( void )members;
}
void pomp2_otf2_lock( uint64_t loc, uint64_t ns, uint32_t lock, uint32_t order, int acquire )
{
    ( void )loc, ( void )ns, ( void )lock, ( void )order, ( void )acquire;
}
void pomp2_otf2_system( uint32_t machine, uint32_t machine_class, uint32_t node, uint32_t node_class, uint32_t process,
                        uint32_t rank, uint64_t length_ns )
{
    ( void )machine, ( void )machine_class, ( void )node, ( void )node_class, ( void )process, ( void )rank, ( void )length_ns;
}
void        pomp2_otf2_location( uint64_t loc, uint32_t name, uint32_t rank ) { ( void )loc, ( void )name, ( void )rank; }
const char* pomp2_otf2_close( void ) { return NULL; }

#endif
