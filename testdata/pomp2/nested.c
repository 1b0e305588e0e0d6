/* Nested parallelism: two teams of two threads inside a team of two, a
   loop and a critical in each inner team, repeated; the OMPT provider
   must tell the concurrent inner teams apart (POMP2 passes no team). */
#include <stdio.h>
#include <omp.h>

int main(void)
{
    int r, sum = 0;
    omp_set_max_active_levels(2);
    for (r = 0; r < 3; r++) {
#pragma omp parallel num_threads(2)
        {
#pragma omp parallel num_threads(2)
            {
                int i;
#pragma omp for
                for (i = 0; i < 8; i++) {
#pragma omp critical
                    sum += i;
                }
            }
        }
    }
    printf("%d\n", sum);
    return 0;
}
