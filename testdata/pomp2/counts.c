/* A program with known event counts (see TestProfileVisitCounts). */
#include <stdio.h>

int main(void)
{
    int i, rep, sum = 0, hits = 0;
#pragma pomp inst begin(phase)
    for (rep = 0; rep < 3; rep++) {
#pragma omp parallel num_threads(2)
        {
#pragma omp for schedule(static)
            for (i = 0; i < 200; i++) {
                if (i % 2 == 0) {
#pragma omp critical (acc)
                    sum += i;
                } else {
#pragma omp atomic
                    hits++;
                }
            }
#pragma omp single
            sum += 1;
        }
    }
#pragma pomp inst end(phase)
    printf("%d %d\n", sum, hits);
    return 0;
}
