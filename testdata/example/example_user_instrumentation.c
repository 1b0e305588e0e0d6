/* POMP user instrumentation: regions marked by hand. */
#include <stdio.h>

static double work(int n)
{
    double s = 0.0;
    int i;
#pragma pomp inst begin(work)
    for (i = 1; i <= n; i++)
        s += 1.0 / i;
    if (s < 0.0) {
#pragma pomp inst altend(work)
        return -1.0;
    }
#pragma pomp inst end(work)
    return s;
}

int main(void)
{
#pragma pomp inst init
    double s = 0.0;
    int k;
#pragma omp parallel for reduction(+:s)
    for (k = 0; k < 8; k++)
        s += work(100000 + k);
    printf("sum = %.6f\n", s);
    return 0;
}
