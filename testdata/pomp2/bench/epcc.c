/* The cost of each OpenMP construct, in the style of the EPCC OpenMP
   microbenchmarks (syncbench and taskbench; written for this project):
   each test runs a construct INNER times per block, inside or around a
   parallel region as the EPCC tests do, with a short delay as the work;
   BLOCKS blocks are timed one by one and the program prints, per test,
   the median and the minimum time per construct instance:

       barrier 1.234 us min 1.100 instances 22000

   Built plain, with the minimal C adapter and with libpomp2 (Makefile);
   the driver subtracts the plain build's time (make bench-constructs). */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BLOCKS 10

static int    inner = 2000; /* construct instances per block */
static double sink;

/* the work of a construct: about 30 ns of arithmetic, as EPCC's delay() */
static void delay( void )
{
    double a = 0.0;
    for ( int i = 0; i < 40; i++ )
    {
        a += i * 0.5;
    }
    if ( a < 0 )
    {
        sink = a;
    }
}

static int return_false( void ) { return sink > 1e300; }

static int cmp_double( const void* a, const void* b )
{
    double x = *( const double* )a, y = *( const double* )b;
    return ( x > y ) - ( x < y );
}

typedef void ( *test_fn )( void );

/* runs a test BLOCKS times and prints its median and minimum per instance */
static void measure( const char* name, test_fn f, int instances )
{
    double t[ BLOCKS ];
    f(); /* warm up: threads, pages */
    for ( int b = 0; b < BLOCKS; b++ )
    {
        double t0 = omp_get_wtime();
        f();
        t[ b ] = ( omp_get_wtime() - t0 ) * 1e6 / instances;
    }
    qsort( t, BLOCKS, sizeof t[ 0 ], cmp_double );
    /* and the instances run, the warm-up's included (the driver's
       instruction counts, -callgrind) */
    printf( "%s %.4f us min %.4f instances %d\n", name, ( t[ BLOCKS / 2 - 1 ] + t[ BLOCKS / 2 ] ) / 2, t[ 0 ],
            ( BLOCKS + 1 ) * instances );
    fflush( stdout );
}

/* ---- syncbench ---- */

static void test_parallel( void )
{
    for ( int j = 0; j < inner; j++ )
    {
#pragma omp parallel
        delay();
    }
}

static void test_for( void )
{
    int n = omp_get_max_threads();
#pragma omp parallel
    for ( int j = 0; j < inner; j++ )
    {
#pragma omp for
        for ( int i = 0; i < n; i++ )
        {
            delay();
        }
    }
}

static void test_parallel_for( void )
{
    int n = omp_get_max_threads();
    for ( int j = 0; j < inner; j++ )
    {
#pragma omp parallel for
        for ( int i = 0; i < n; i++ )
        {
            delay();
        }
    }
}

static void test_barrier( void )
{
#pragma omp parallel
    for ( int j = 0; j < inner; j++ )
    {
        delay();
#pragma omp barrier
    }
}

static void test_single( void )
{
#pragma omp parallel
    for ( int j = 0; j < inner; j++ )
    {
#pragma omp single
        delay();
    }
}

static void test_critical( void )
{
    int n = omp_get_max_threads();
#pragma omp parallel
    for ( int j = 0; j < inner / n; j++ )
    {
#pragma omp critical
        delay();
    }
}

/* The contended lock alone on its cache line, in every variant: its
   neighbours are whatever the link put beside it, which differs from one
   variant to the next; sharing a line with them, the lock test measured
   the layout (plain 0.075 us per lock pair, 0.032 alone; the library's
   variant 7 times the minimal adapter's cost above plain, level with
   it alone). */
static struct
{
    omp_lock_t l;
    char       pad[ 64 - sizeof( omp_lock_t ) ];
} lock __attribute__( ( aligned( 64 ) ) );

static void test_lock( void )
{
    int n = omp_get_max_threads();
#pragma omp parallel
    for ( int j = 0; j < inner / n; j++ )
    {
        omp_set_lock( &lock.l );
        delay();
        omp_unset_lock( &lock.l );
    }
}

static void test_ordered( void )
{
#pragma omp parallel for ordered schedule(static, 1)
    for ( int j = 0; j < inner; j++ )
    {
#pragma omp ordered
        delay();
    }
}

static void test_atomic( void )
{
    int    n = omp_get_max_threads();
    double a = 0;
#pragma omp parallel
    for ( int j = 0; j < inner / n; j++ )
    {
#pragma omp atomic
        a += 1;
    }
    sink += a * 0;
}

static void test_reduction( void )
{
    int r = 0;
    for ( int j = 0; j < inner; j++ )
    {
#pragma omp parallel reduction(+:r)
        {
            delay();
            r += 1;
        }
    }
    sink += r * 0;
}

/* ---- taskbench ---- */

static void test_parallel_task( void )
{
    int n = omp_get_max_threads();
#pragma omp parallel
    for ( int j = 0; j < inner / n; j++ )
    {
#pragma omp task
        delay();
    }
}

static void test_master_task( void )
{
#pragma omp parallel
#pragma omp master
    for ( int j = 0; j < inner; j++ )
    {
#pragma omp task
        delay();
    }
}

static void test_master_task_busy( void )
{
    int n = omp_get_max_threads();
#pragma omp parallel
    {
#pragma omp master
        for ( int j = 0; j < inner; j++ )
        {
#pragma omp task
            delay();
        }
        if ( omp_get_thread_num() != 0 )
        {
            for ( int j = 0; j < inner / n; j++ )
            {
                delay();
            }
        }
    }
}

static void test_conditional_task( void )
{
    int n = omp_get_max_threads();
#pragma omp parallel
    for ( int j = 0; j < inner / n; j++ )
    {
#pragma omp task if(return_false())
        delay();
    }
}

static void test_taskwait( void )
{
    int n = omp_get_max_threads();
#pragma omp parallel
    for ( int j = 0; j < inner / n; j++ )
    {
#pragma omp task
        delay();
#pragma omp taskwait
    }
}

static void test_nested_task( void )
{
    int n = omp_get_max_threads();
#pragma omp parallel
    for ( int j = 0; j < inner / n / n; j++ )
    {
#pragma omp task
        {
            for ( int i = 0; i < n; i++ )
            {
#pragma omp task
                delay();
            }
        }
    }
}

static void test_nested_master_task( void )
{
    int n = omp_get_max_threads();
#pragma omp parallel
#pragma omp master
    for ( int j = 0; j < inner / n; j++ )
    {
#pragma omp task
        {
            for ( int i = 0; i < n; i++ )
            {
#pragma omp task
                delay();
            }
        }
    }
}

/* a binary tree of tasks: work at every node (branch) or at the leaves */
static void branch( int depth )
{
    delay();
    if ( depth > 0 )
    {
#pragma omp task
        branch( depth - 1 );
#pragma omp task
        branch( depth - 1 );
    }
}

static void leaf( int depth )
{
    if ( depth == 0 )
    {
        delay();
        return;
    }
#pragma omp task
    leaf( depth - 1 );
#pragma omp task
    leaf( depth - 1 );
}

#define TREE_DEPTH 7 /* 255 tasks per tree */

static void test_branch_tree( void )
{
    int n = omp_get_max_threads();
#pragma omp parallel
    for ( int j = 0; j < inner / n / 255 + 1; j++ )
    {
        branch( TREE_DEPTH );
    }
}

static void test_leaf_tree( void )
{
    int n = omp_get_max_threads();
#pragma omp parallel
    for ( int j = 0; j < inner / n / 255 + 1; j++ )
    {
        leaf( TREE_DEPTH );
    }
}

int main( int argc, char** argv )
{
    if ( argc > 1 )
    {
        inner = atoi( argv[ 1 ] ) / 200; /* REPS of the driver: 400000 -> 2000 */
        if ( inner < 10 )
        {
            inner = 10;
        }
    }
    const char* only = argc > 2 ? argv[ 2 ] : NULL;
    int         n    = omp_get_max_threads();
    int         tree = ( inner / n / 255 + 1 ) * n * 255;
    struct
    {
        const char* name;
        test_fn     f;
        int         instances;
    } tests[] = {
        { "parallel", test_parallel, inner },
        { "for", test_for, inner },
        { "parallel-for", test_parallel_for, inner },
        { "barrier", test_barrier, inner },
        { "single", test_single, inner },
        { "critical", test_critical, inner / n * n },
        { "lock", test_lock, inner / n * n },
        { "ordered", test_ordered, inner },
        { "atomic", test_atomic, inner / n * n },
        { "reduction", test_reduction, inner },
        { "parallel-task", test_parallel_task, inner / n * n },
        { "master-task", test_master_task, inner },
        { "master-task-busy", test_master_task_busy, inner },
        { "conditional-task", test_conditional_task, inner / n * n },
        { "taskwait", test_taskwait, inner / n * n },
        { "nested-task", test_nested_task, inner / n / n * n * n },
        { "nested-master-task", test_nested_master_task, inner / n * n },
        { "branch-tree", test_branch_tree, tree },
        { "leaf-tree", test_leaf_tree, tree },
    };
    omp_init_lock( &lock.l );
    for ( size_t i = 0; i < sizeof tests / sizeof tests[ 0 ]; i++ )
    {
        if ( !only || strcmp( only, tests[ i ].name ) == 0 )
        {
            measure( tests[ i ].name, tests[ i ].f, tests[ i ].instances );
        }
    }
    omp_destroy_lock( &lock.l );
    return 0;
}
