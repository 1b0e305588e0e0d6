/*
 * The bundled example: a small OpenMP program that exercises the common
 * constructs. `make example` instruments it, links it with the POMP2
 * measurement library and shows the profile.
 */
#include <stdio.h>
#include <omp.h>

#define N 2000000

static double integrate(int steps)
{
    double sum = 0.0, step = 1.0 / steps;
    int i;
#pragma omp parallel for reduction(+:sum) schedule(static)
    for (i = 0; i < steps; i++) {
        double x = (i + 0.5) * step;
        sum += 4.0 / (1.0 + x * x);
    }
    return sum * step;
}

static long fib(int n)
{
    long a, b;
    if (n < 2)
        return n;
#pragma omp task shared(a) if(n > 20)
    a = fib(n - 1);
#pragma omp task shared(b) if(n > 20)
    b = fib(n - 2);
#pragma omp taskwait
    return a + b;
}

int main(void)
{
    int hits = 0;
    long f = 0;
    double pi = integrate(N);

#pragma omp parallel
    {
#pragma omp critical
        hits++;
#pragma omp barrier
#pragma omp single
        f = fib(24);
#pragma omp master
        printf("threads: %d\n", omp_get_num_threads());
    }
    printf("pi ~ %.6f, fib(24) = %ld, hits = %d\n", pi, f, hits);
    return 0;
}
