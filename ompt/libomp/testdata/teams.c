/* Host teams with nested parallel regions: a league of two teams, each
   of whose initial threads forks a team of two (e2e_test.go; run with
   KMP_TEAMS_THREAD_LIMIT=4 so that libomp may form the inner teams on two
   cores). The four threads of the inner teams wait for each other inside,
   so that every run has four threads; with the argument "free" they do
   not wait. */
#include <omp.h>
#include <stdio.h>

static int sum, inside;

int main( int argc, char** argv )
{
    int free_run = argc > 1;
#pragma omp teams num_teams( 2 ) thread_limit( 2 )
    {
        int team = omp_get_team_num();
#pragma omp parallel num_threads( 2 )
        {
            __atomic_add_fetch( &inside, 1, __ATOMIC_ACQ_REL );
            while ( !free_run && __atomic_load_n( &inside, __ATOMIC_ACQUIRE ) < 4 )
            {
            }
            __atomic_add_fetch( &sum, team * 10 + omp_get_thread_num() + 1, __ATOMIC_RELAXED );
        }
    }
    printf( "sum=%d\n", sum );
    return 0;
}
