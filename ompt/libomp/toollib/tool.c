/*
 * The C side of the OMPT tool library for libomp: the OMPT recorder
 * (ompt/libomp/recorder) is the tool that ompt_start_tool returns.
 */
#include <stdio.h>
#include <unistd.h>

#include "omp-tools.h"
#include "ompt_rec.h"
#include "_cgo_export.h"

/* A failed run (the checker's violations, records the replay could not
   place) ends the process with the status Go returned, as the sanitizers
   do: stdio flushed first, then _exit. */
static void end_failed_run( int status )
{
    fflush( NULL );
    _exit( status );
}

ompt_start_tool_result_t* ompt_start_tool( unsigned int version, const char* runtime )
{
    if ( !ompgoWanted() )
    {
        return NULL;
    }
    return ompgo_start( version, runtime, end_failed_run );
}
