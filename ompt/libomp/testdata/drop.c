/* A record the replay cannot place: the tool library built with the test
   hooks (go build -tags ompgotest) writes, on the initial thread, the
   completion of a task that is not the thread's current task
   (e2e_test.go). With the argument "clean" it writes none. */
#include <dlfcn.h>
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

enum { OMPGO_TASK_SCHEDULE = 9, LLVM_TASK_COMPLETE = 1 };

int main( int argc, char** argv )
{
    int n = 0;
#pragma omp parallel num_threads( 2 ) reduction( + : n )
    n += 1;
    if ( argc == 1 )
    {
        const char* path = getenv( "OMP_TOOL_LIBRARIES" );
        void*       lib  = path ? dlopen( path, RTLD_LAZY | RTLD_NOLOAD ) : NULL;
        void ( *record )( uint8_t, uint8_t, uint64_t, uint64_t ) =
            lib ? ( void ( * )( uint8_t, uint8_t, uint64_t, uint64_t ) )dlsym( lib, "ompgo_test_record" ) : NULL;
        if ( !record )
        {
            fprintf( stderr, "drop: no ompgo_test_record in %s\n", path ? path : "(no OMP_TOOL_LIBRARIES)" );
            return 2;
        }
        record( OMPGO_TASK_SCHEDULE, LLVM_TASK_COMPLETE, 0x7, 0x8 );
    }
    printf( "n=%d\n", n );
    return 0;
}
