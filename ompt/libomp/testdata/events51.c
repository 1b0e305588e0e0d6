/* OpenMP 5.x events of libomp 14 in a team of one (so that every run is
   the same): reduction, masked, a taskwait with depend clauses, detached
   tasks fulfilled before and after they end, and the scope and error
   events, whose directives clang 14 does not compile: the program calls
   the runtime entry points clang would (e2e_test.go). */
#include <omp.h>
#include <stdio.h>

/* libomp's entry points for scope and error (kmp.h) */
extern int  __kmpc_global_thread_num( void* loc );
extern void __kmpc_scope( void* loc, int gtid, void* reserved );
extern void __kmpc_end_scope( void* loc, int gtid, void* reserved );
extern void __kmpc_error( void* loc, int severity, const char* message );

int main( void )
{
    int                sum = 0, x = 0;
    omp_event_handle_t early, late;
#pragma omp parallel num_threads( 1 ) reduction( + : sum )
    {
        sum += 1;
#pragma omp masked
        sum += 1;
        int gtid = __kmpc_global_thread_num( NULL );
        __kmpc_scope( NULL, gtid, NULL );
        __kmpc_end_scope( NULL, gtid, NULL );
        __kmpc_error( NULL, 1, "a warning from the program" );
#pragma omp task depend( out : x ) shared( x )
        x++;
#pragma omp taskwait depend( in : x )
#pragma omp task detach( early ) shared( x )
        {
            x++;
            omp_fulfill_event( early );
        }
#pragma omp task detach( late ) shared( x )
        x++;
#pragma omp taskyield
        omp_fulfill_event( late );
    }
    printf( "sum=%d x=%d\n", sum, x );
    return 0;
}
