/* Task arguments as libgomp copies them, through libpomp2's GOMP_task
   (pomp2/lib/gomp.c, which wraps them while an OMPT tool is live): a
   firstprivate array larger than the wrapper's buffer, a variable with
   64-byte alignment, a VLA (which gcc copies with a copy function), an
   if(0) task, a detached task, nested tasks, and a team of one (whose
   tasks run at once). Exits with 0 when every task saw its values. */
#include <omp.h>
#include <stdio.h>

struct aligned {
    double v[4];
} __attribute__( ( aligned( 64 ) ) );

static int check( int n )
{
    int    bad = 0, sum = 0;
    int    big[ 1000 ];
    int    vla[ n ];
    struct aligned a = { { 1, 2, 3, 4 } };
    omp_event_handle_t ev;
    for ( int i = 0; i < 1000; i++ )
    {
        big[ i ] = i;
    }
    for ( int i = 0; i < n; i++ )
    {
        vla[ i ] = 2 * i;
    }
#pragma omp parallel num_threads( n % 2 + 1 ) reduction( + : bad )
#pragma omp single
    {
#pragma omp task firstprivate( big ) shared( bad )
        {
            int s = 0;
            for ( int i = 0; i < 1000; i++ )
            {
                s += big[ i ];
            }
#pragma omp atomic
            bad += s != 999 * 1000 / 2;
        }
#pragma omp task firstprivate( a ) shared( bad )
        {
#pragma omp atomic
            bad += ( ( unsigned long )&a % 64 ) != 0 || a.v[ 3 ] != 4;
        }
#pragma omp task firstprivate( vla ) shared( bad )
        {
#pragma omp atomic
            bad += vla[ n - 1 ] != 2 * ( n - 1 );
        }
#pragma omp task if ( 0 ) shared( sum )
        sum += 1;
#pragma omp task detach( ev ) shared( sum )
        {
#pragma omp atomic
            sum += 10;
        }
        omp_fulfill_event( ev );
#pragma omp task shared( sum )
        {
#pragma omp task shared( sum )
            {
#pragma omp atomic
                sum += 100;
            }
#pragma omp taskwait
        }
#pragma omp taskwait
        bad += sum != 111;
    }
    return bad;
}

int main( void )
{
    int bad = check( 7 ) + check( 8 ); /* teams of two and of one */
    printf( "taskargs: %d bad\n", bad );
    return bad != 0;
}
