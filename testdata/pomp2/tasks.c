/* Tasks: nested, untied, if(0), taskwait. TestTaskIDs checks the echo. */
#include <stdio.h>

static int work(int depth)
{
    int a = 0, b = 0;
    if (depth == 0)
        return 1;
#pragma omp task shared(a)
    a = work(depth - 1);
#pragma omp task shared(b) if(0)
    b = work(depth - 1);
#pragma omp taskwait
    return a + b;
}

int main(void)
{
    int total = 0, u = 0;
#pragma omp parallel num_threads(2)
    {
#pragma omp single
        {
            total = work(3);
#pragma omp task untied shared(u)
            u = 1;
#pragma omp taskwait
        }
    }
    printf("%d %d\n", total, u);
    return 0;
}
