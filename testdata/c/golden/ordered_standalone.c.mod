#include "ordered_standalone.c.opari.inc"
#line 1 "ordered_standalone.c"
/* A stand-alone ordered directive (depend(sink: ...), depend(source) and
   the OpenMP 5.2 spelling doacross(...)) owns no block: it passes
   through unchanged with a warning, as in Fortran. The block ordered of
   the last loop is instrumented as usual. gcc 12 knows no doacross: that
   loop is compiled by OpenMP 5.2 compilers only. */
#include <stdio.h>

int main(void)
{
    int a[101] = {0}, i;
{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_1, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_1 );
#line 11 "ordered_standalone.c"
#pragma omp parallel                POMP2_DLIST_00001 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_1 );
{   POMP2_For_enter( &opari2_region_1, opari2_ctc_1  );
#line 11 "ordered_standalone.c"
#pragma omp          for ordered(1)                   nowait
    for (i = 1; i <= 100; i++) {
#pragma omp ordered depend(sink: i-1)
        a[i] = a[i-1] + i;
#pragma omp ordered depend(source)
    }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_1, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_1, pomp2_old_task ); }
  POMP2_For_exit( &opari2_region_1 );
 }
  POMP2_Parallel_end( &opari2_region_1 ); }
  POMP2_Parallel_join( &opari2_region_1, pomp2_old_task ); }
#line 17 "ordered_standalone.c"
    printf("%d\n", a[100]);
#if _OPENMP >= 202111
{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_2, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_2 );
#line 19 "ordered_standalone.c"
#pragma omp parallel                POMP2_DLIST_00002 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_2 );
{   POMP2_For_enter( &opari2_region_2, opari2_ctc_2  );
#line 19 "ordered_standalone.c"
#pragma omp          for ordered(1)                   nowait
    for (i = 1; i <= 100; i++) {
#pragma omp ordered doacross(sink: i-1)
        a[i] += a[i-1];
#pragma omp ordered doacross(source:)
    }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_2, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_2, pomp2_old_task ); }
  POMP2_For_exit( &opari2_region_2 );
 }
  POMP2_Parallel_end( &opari2_region_2 ); }
  POMP2_Parallel_join( &opari2_region_2, pomp2_old_task ); }
#line 25 "ordered_standalone.c"
#endif
{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_3, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_3 );
#line 26 "ordered_standalone.c"
#pragma omp parallel             POMP2_DLIST_00003 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_3 );
{   POMP2_For_enter( &opari2_region_3, opari2_ctc_3  );
#line 26 "ordered_standalone.c"
#pragma omp          for ordered                   nowait
    for (i = 1; i <= 4; i++) {
{   POMP2_Ordered_enter( &opari2_region_4, opari2_ctc_4  );
#line 28 "ordered_standalone.c"
#pragma omp ordered
{   POMP2_Ordered_begin( &opari2_region_4 );
#line 29 "ordered_standalone.c"
        printf("%d\n", i);
  POMP2_Ordered_end( &opari2_region_4 ); }
  POMP2_Ordered_exit( &opari2_region_4 );
 }
#line 30 "ordered_standalone.c"
    }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_3, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_3, pomp2_old_task ); }
  POMP2_For_exit( &opari2_region_3 );
 }
  POMP2_Parallel_end( &opari2_region_3 ); }
  POMP2_Parallel_join( &opari2_region_3, pomp2_old_task ); }
#line 31 "ordered_standalone.c"
    return 0;
}
