#include <stdio.h>
#include <omp.h>
#define N 16
static omp_lock_t lock;
int main(void)
{
    int i, sum = 0;
    omp_init_lock(&lock);
#pragma omp parallel for reduction(+:sum) default(none) shared(lock)
    for (i = 0; i < N; i++) {
        omp_set_lock(&lock);
        sum += i;
        omp_unset_lock(&lock);
    }
#pragma pomp inst begin(report)
    printf("%d\n", sum);
#pragma pomp inst end(report)
    return 0;
}
