/* 16 threads, R parallel regions with every kind of construct whose
   callbacks TestCToolStress counts exactly: a static loop of critical and
   atomic, a task each, taskwait, lock and nest lock, master, barrier,
   single. */
#include <stdio.h>
#include <omp.h>

#define T 16
#define R 20
#define K 64

int main(void)
{
    long            sum = 0, hits = 0, tasks = 0;
    int             r, i;
    omp_lock_t      l;
    omp_nest_lock_t nl;
    omp_init_lock(&l);
    omp_init_nest_lock(&nl);
    for (r = 0; r < R; r++) {
#pragma omp parallel num_threads(T) private(i)
        {
#pragma omp for schedule(static)
            for (i = 0; i < T * K; i++) {
#pragma omp critical
                sum++;
#pragma omp atomic
                hits++;
            }
#pragma omp task shared(tasks)
            {
#pragma omp atomic
                tasks++;
            }
#pragma omp taskwait
            omp_set_lock(&l);
            omp_unset_lock(&l);
            omp_set_nest_lock(&nl);
            omp_set_nest_lock(&nl);
            omp_unset_nest_lock(&nl);
            omp_unset_nest_lock(&nl);
#pragma omp master
            sum += 0;
#pragma omp barrier
#pragma omp single
            sum += 0;
        }
    }
    omp_destroy_nest_lock(&nl);
    omp_destroy_lock(&l);
    printf("%ld %ld %ld\n", sum, hits, tasks);
    return 0;
}
