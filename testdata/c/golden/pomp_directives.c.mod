#include "pomp_directives.c.opari.inc"
#line 1 "pomp_directives.c"
/* Every POMP user directive in C: init, user regions with an
   alternative end, instrumentation off and on, noinstrument and
   instrument around OpenMP constructs (the parallel region stays
   instrumented, the critical construct inside it does not), finalize. */
#include <stdio.h>

static int work(int k)
{
POMP2_Begin(&opari2_region_1, opari2_ctc_1);
#line 10 "pomp_directives.c"
    if (k < 0) {
POMP2_End(&opari2_region_1);
#line 12 "pomp_directives.c"
        return 0;
    }
    k++;
POMP2_End(&opari2_region_1);
#line 16 "pomp_directives.c"
    return k;
}

int main(void)
{
    int i, s = 0;
POMP2_Init();
#line 23 "pomp_directives.c"
POMP2_Begin(&opari2_region_2, opari2_ctc_2);
#line 24 "pomp_directives.c"
    for (i = 1; i <= 10; i++)
        s += i;
POMP2_End(&opari2_region_2);
#line 27 "pomp_directives.c"
POMP2_Off();
#line 28 "pomp_directives.c"
POMP2_Begin(&opari2_region_3, opari2_ctc_3);
#line 29 "pomp_directives.c"
    s++;
POMP2_End(&opari2_region_3);
#line 31 "pomp_directives.c"
POMP2_On();
#line 32 "pomp_directives.c"
#line 33 "pomp_directives.c"
{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_4, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_4 );
#line 33 "pomp_directives.c"
#pragma omp parallel POMP2_DLIST_00004 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_4 );
#line 34 "pomp_directives.c"
    {
#pragma omp critical
        s++;
    }
  POMP2_Parallel_end( &opari2_region_4 ); }
  POMP2_Parallel_join( &opari2_region_4, pomp2_old_task ); }
#line 38 "pomp_directives.c"
#line 39 "pomp_directives.c"
    s = work(s);
    printf("%d\n", s);
POMP2_Finalize();
#line 42 "pomp_directives.c"
    return 0;
}
