/* POMP2 calls that do not fit the OpenMP model (pomp2/lib
   TestGoToolFailedRun): the exit of an implicit barrier that was never
   entered. The OMPT provider delivers nothing for it and counts it; a Go
   tool reports it, and the run fails with POMP2_OMPT_EXITCODE. */
#include <stdio.h>
#include <opari2/pomp2_lib.h>

static OPARI2_Region_handle region = NULL;
#define CTC "1*regionType=parallel*sscl=inconsistent.c:9:9*escl=inconsistent.c:10:10**"

int main( void )
{
    POMP2_Init();
    POMP2_Assign_handle( &region, CTC );
    POMP2_Implicit_barrier_exit( &region, 0 );
    printf( "done\n" );
    return 0;
}
