#include "ifdef.c.opari.inc"
#line 1 "ifdef.c"
/* Structured blocks split by or containing conditional compilation. */
#include <stdio.h>

int k(int n)
{
  int i, s = 0;
{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_1, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_1 );
#line 7 "ifdef.c"
  #pragma omp parallel     reduction(+:s) POMP2_DLIST_00001 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_1 );
{   POMP2_For_enter( &opari2_region_1, opari2_ctc_1  );
#line 7 "ifdef.c"
  #pragma omp          for                                  nowait
#if defined(_OPENMP)
  for (i = 0; i < n; i++)
#else
  for (i = 0; i < n / 2; i++)
#endif
  {
    s += i;
  }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_1, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_1, pomp2_old_task ); }
  POMP2_For_exit( &opari2_region_1 );
 }
  POMP2_Parallel_end( &opari2_region_1 ); }
  POMP2_Parallel_join( &opari2_region_1, pomp2_old_task ); }
#line 16 "ifdef.c"

{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_2, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_2 );
#line 17 "ifdef.c"
  #pragma omp parallel POMP2_DLIST_00002 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_2 );
#line 18 "ifdef.c"
#ifdef _OPENMP
  {
#else
  { int serial = 1;
#endif
    s += 1;
  }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_2, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_2, pomp2_old_task ); }
  POMP2_Parallel_end( &opari2_region_2 ); }
  POMP2_Parallel_join( &opari2_region_2, pomp2_old_task ); }
#line 25 "ifdef.c"

{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_3, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_3 );
#line 26 "ifdef.c"
  #pragma omp parallel POMP2_DLIST_00003 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_3 );
#line 27 "ifdef.c"
  {
#ifdef DEBUG
    printf("debug\n");
#endif
    s += 2;
  }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_3, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_3, pomp2_old_task ); }
  POMP2_Parallel_end( &opari2_region_3 ); }
  POMP2_Parallel_join( &opari2_region_3, pomp2_old_task ); }
#line 33 "ifdef.c"

{   POMP2_Single_enter( &opari2_region_4, opari2_ctc_4  );
#line 34 "ifdef.c"
  #pragma omp single nowait
{   POMP2_Single_begin( &opari2_region_4 );
#line 35 "ifdef.c"
#if 1
    s += 3;
#else
    s += 4;
#endif
  POMP2_Single_end( &opari2_region_4 ); }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_4, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_4, pomp2_old_task ); }
  POMP2_Single_exit( &opari2_region_4 );
 }
#line 40 "ifdef.c"
  return s;
}
