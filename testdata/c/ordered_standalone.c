/* A stand-alone ordered directive (depend(sink: ...), depend(source) and
   the OpenMP 5.2 spelling doacross(...)) owns no block: it passes
   through unchanged with a warning, as in Fortran. The block ordered of
   the last loop is instrumented as usual. gcc 12 knows no doacross: that
   loop is compiled by OpenMP 5.2 compilers only. */
#include <stdio.h>

int main(void)
{
    int a[101] = {0}, i;
#pragma omp parallel for ordered(1)
    for (i = 1; i <= 100; i++) {
#pragma omp ordered depend(sink: i-1)
        a[i] = a[i-1] + i;
#pragma omp ordered depend(source)
    }
    printf("%d\n", a[100]);
#if _OPENMP >= 202111
#pragma omp parallel for ordered(1)
    for (i = 1; i <= 100; i++) {
#pragma omp ordered doacross(sink: i-1)
        a[i] += a[i-1];
#pragma omp ordered doacross(source:)
    }
#endif
#pragma omp parallel for ordered
    for (i = 1; i <= 4; i++) {
#pragma omp ordered
        printf("%d\n", i);
    }
    return 0;
}
