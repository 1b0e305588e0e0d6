/* POMP2_Init and POMP2_Finalize called by the program (pomp inst init
   and finalize), a parallel region before and one after the finalize:
   TestCToolActivation checks that an OMPT tool is finalized once, at
   the program's finalize, and gets no callback afterwards. */
#include <stdio.h>

int main(void)
{
    int n = 0;
#pragma pomp inst init
#pragma omp parallel num_threads(2) reduction(+:n)
    n++;
#pragma pomp inst finalize
#pragma omp parallel num_threads(2) reduction(+:n)
    n++;
    printf("%d\n", n);
    return 0;
}
