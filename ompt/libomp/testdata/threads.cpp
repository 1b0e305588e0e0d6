// Two std::threads each running parallel regions: each is an initial
// thread of its own, with an initial task and teams of its own
// (e2e_test.go). The second thread starts once the first ended (its
// team's worker then serves the second one), so that every run forks the
// same way; with an argument ("free") both run at once.
#include <omp.h>

#include <atomic>
#include <cstdio>
#include <thread>

static std::atomic<int> sum{ 0 };

static void regions()
{
    for ( int r = 0; r < 2; r++ )
    {
#pragma omp parallel num_threads( 2 )
        sum += omp_get_thread_num() + 1;
    }
}

int main( int argc, char** argv )
{
    std::thread a( regions );
    if ( argc == 1 )
    {
        a.join();
    }
    std::thread b( regions );
    if ( argc > 1 )
    {
        a.join();
    }
    b.join();
    std::printf( "sum=%d\n", sum.load() );
    return 0;
}
