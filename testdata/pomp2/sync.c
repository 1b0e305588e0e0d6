/* Locks, nest locks, critical, sections, ordered, single, master, flush,
   barrier and a user region; TestSyncCounts checks the echo counts. */
#include <stdio.h>
#include <omp.h>

int main(void)
{
    omp_lock_t l;
    omp_nest_lock_t nl;
    int i, s = 0;
    omp_init_lock(&l);
    omp_init_nest_lock(&nl);
#pragma pomp inst begin(all)
#pragma omp parallel num_threads(2)
    {
        omp_set_lock(&l);
        s++;
        omp_unset_lock(&l);
        omp_set_nest_lock(&nl);
        omp_set_nest_lock(&nl);
        s++;
        omp_unset_nest_lock(&nl);
        omp_unset_nest_lock(&nl);
        while (!omp_test_lock(&l)) {
        }
        omp_unset_lock(&l);
#pragma omp sections
        {
#pragma omp section
            s += 1;
#pragma omp section
            s += 2;
        }
#pragma omp for ordered schedule(static,1)
        for (i = 0; i < 4; i++) {
#pragma omp ordered
            s += i;
        }
#pragma omp master
        s += 10;
#pragma omp flush
#pragma omp barrier
#pragma omp single nowait
        s += 100;
    }
#pragma pomp inst end(all)
    omp_destroy_nest_lock(&nl);
    omp_destroy_lock(&l);
    printf("%d\n", s);
    return 0;
}
