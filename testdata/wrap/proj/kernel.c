#include "kernel.h"

double sum_squares(int n)
{
    double s = 0.0;
    int i;
#pragma omp parallel for reduction(+:s)
    for (i = 1; i <= n; i++)
        s += (double)i * i;
    return s;
}
