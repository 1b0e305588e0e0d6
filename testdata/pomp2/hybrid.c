/* An MPI and OpenMP program whose rank 1 is the late one: each rank's
   threads share a loop, rank 1 has twice the work, and both meet at a
   reduction. For the experiment of several ranks (opari2 report --cube,
   the per-rank report). */
#include <mpi.h>
#include <stdio.h>

static double work( long n )
{
    double s = 0;
#pragma omp parallel for reduction( + : s )
    for ( long i = 0; i < n; i++ )
    {
        s += 1.0 / ( double )( i + 1 );
    }
    return s;
}

int main( int argc, char** argv )
{
    int    rank;
    double s, total;
    MPI_Init( &argc, &argv );
    MPI_Comm_rank( MPI_COMM_WORLD, &rank );
    s = work( ( rank + 1 ) * 4000000L );
    MPI_Reduce( &s, &total, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD );
    if ( rank == 0 )
    {
        printf( "%s\n", total > 30 ? "ok" : "wrong" );
    }
    MPI_Finalize();
    return 0;
}
