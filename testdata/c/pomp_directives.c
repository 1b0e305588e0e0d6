/* Every POMP user directive in C: init, user regions with an
   alternative end, instrumentation off and on, noinstrument and
   instrument around OpenMP constructs (the parallel region stays
   instrumented, the critical construct inside it does not), finalize. */
#include <stdio.h>

static int work(int k)
{
#pragma pomp inst begin(work)
    if (k < 0) {
#pragma pomp inst altend(work)
        return 0;
    }
    k++;
#pragma pomp inst end(work)
    return k;
}

int main(void)
{
    int i, s = 0;
#pragma pomp inst init
#pragma pomp inst begin(outer)
    for (i = 1; i <= 10; i++)
        s += i;
#pragma pomp inst end(outer)
#pragma pomp inst off
#pragma pomp inst begin(hidden)
    s++;
#pragma pomp inst end(hidden)
#pragma pomp inst on
#pragma pomp noinstrument
#pragma omp parallel
    {
#pragma omp critical
        s++;
    }
#pragma pomp instrument
    s = work(s);
    printf("%d\n", s);
#pragma pomp inst finalize
    return 0;
}
