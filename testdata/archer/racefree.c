/* Race-free OpenMP code of every kind LLVM's Archer orders through OMPT:
 * worksharing loops (with a reduction), sections, single, critical,
 * atomic, ordered, a lock, barriers, master, tasks with depend clauses
 * and taskwait, a taskgroup, a parallel region's reduction and
 * firstprivate copies, copyprivate and linear. Built with -fsanitize=thread through opari2-gcc and run
 * with Archer, ThreadSanitizer reports nothing (pomp2/lib TestArcher);
 * without a tool, TSan reports races that are not there. */
#include <stdio.h>
#include <omp.h>

int main( void )
{
    int        a[ 1000 ], sum = 0, crit = 0, locked = 0, single = 0, sections = 0, atomics = 0, ordered = 0;
    int        x = 0, y = 0, z = 0, i, r = 0, seed = 3, lin = 0, b[ 100 ];
    omp_lock_t l;
    omp_init_lock( &l );
#pragma omp parallel num_threads( 2 ) shared( a, sum, crit, locked, single, sections, atomics, ordered, x, y, z ) private( i )
    {
#pragma omp for
        for ( i = 0; i < 1000; i++ )
        {
            a[ i ] = i;
        }
#pragma omp for reduction( + : sum )
        for ( i = 0; i < 1000; i++ )
        {
            sum += a[ 999 - i ];
        }
#pragma omp sections
        {
#pragma omp section
            sections += a[ 1 ];
#pragma omp section
            a[ 0 ] = 5;
        }
#pragma omp critical
        crit++;
#pragma omp atomic
        atomics++;
        omp_set_lock( &l );
        locked++;
        omp_unset_lock( &l );
#pragma omp for ordered schedule( static, 1 )
        for ( i = 0; i < 4; i++ )
        {
#pragma omp ordered
            ordered = ordered * 10 + i;
        }
#pragma omp single
        single = crit + a[ 0 ];
#pragma omp barrier
#pragma omp master
        {
#pragma omp task depend( out : x ) shared( x, single )
            x = single;
#pragma omp task depend( in : x ) depend( out : y ) shared( x, y )
            y = x + 1;
#pragma omp taskwait
#pragma omp taskgroup
            {
#pragma omp task shared( y, z )
                z = y + 1;
            }
            z++;
        }
    }
#pragma omp parallel num_threads( 2 ) reduction( + : r ) firstprivate( seed )
    {
        r += seed;
    }
#pragma omp parallel num_threads( 2 ) shared( lin, b, seed )
    {
        int cp;
#pragma omp single copyprivate( cp )
        cp = seed * 2;
#pragma omp for linear( lin : 1 )
        for ( i = 0; i < 100; i++ )
        {
            b[ i ] = lin + cp;
            lin++;
        }
    }
    omp_destroy_lock( &l );
    printf( "%d %d %d %d %d %d %d %d %d %d %d %d %d\n", sum, sections, crit, atomics, locked, ordered, single, x, y, z, r, lin,
            b[ 99 ] );
    return 0;
}
