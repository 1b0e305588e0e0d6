/*
 * The C side of the OMPT tool library for libomp: the recorder
 * (internal/omptrec/recorder.h) as the tool that ompt_start_tool returns.
 */
#include "recorder.h"

/* A failed run (the checker's violations, records the replay could not
   place) ends the process with the status Go returned, as the sanitizers
   do: stdio flushed first, then _exit. */
static void ompgo_finished( int status )
{
    if ( status != 0 )
    {
        fflush( NULL );
        _exit( status );
    }
}

ompt_start_tool_result_t* ompt_start_tool( unsigned int version, const char* runtime )
{
    if ( !ompgoWanted() )
    {
        return NULL;
    }
    return ompgo_start( version, runtime );
}
