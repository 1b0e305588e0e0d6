#include "alternatives.c.opari.inc"
#line 1 "alternatives.c"
/* Alternative directives for one statement (issue 13 item 3): a build
 * switch picks the schedule (NAS 3.4 IS), or whether a loop runs in
 * parallel at all. The instrumentation that ends each directive's
 * region goes under the conditions of its directive, so that every
 * configuration compiles and measures the region of the branch it
 * takes. Built with no macro, -DCYCLIC, -DGUIDED and -DSERIAL. */
#include <stdio.h>

#define N 1000

int main(void)
{
  int i, a[N], b[N];
  long sum = 0, sq = 0, cnt = 0, x = 0, y = 0;

  /* NAS IS: two schedules for one loop */
#ifdef CYCLIC
{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_1, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_1 );
#line 18 "alternatives.c"
#pragma omp parallel                        reduction(+:sum) POMP2_DLIST_00001 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_1 );
{   POMP2_For_enter( &opari2_region_1, opari2_ctc_1  );
#line 18 "alternatives.c"
#pragma omp          for schedule(static,1)                                    nowait
#else
{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_2, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_2 );
#line 20 "alternatives.c"
#pragma omp parallel                       reduction(+:sum) POMP2_DLIST_00002 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_2 );
{   POMP2_For_enter( &opari2_region_2, opari2_ctc_2  );
#line 20 "alternatives.c"
#pragma omp          for schedule(dynamic)                                    nowait
#endif
  for (i = 0; i < N; i++)
    sum += i;
#ifdef CYCLIC
#else
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_2, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_2, pomp2_old_task ); }
  POMP2_For_exit( &opari2_region_2 );
 }
  POMP2_Parallel_end( &opari2_region_2 ); }
  POMP2_Parallel_join( &opari2_region_2, pomp2_old_task ); }
#endif
#line 24 "alternatives.c"
#ifdef CYCLIC
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_1, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_1, pomp2_old_task ); }
  POMP2_For_exit( &opari2_region_1 );
 }
  POMP2_Parallel_end( &opari2_region_1 ); }
  POMP2_Parallel_join( &opari2_region_1, pomp2_old_task ); }
#endif
#line 24 "alternatives.c"

  /* three configurations, one of them serial; a compound statement */
#if defined(CYCLIC)
{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_3, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_3 );
#line 27 "alternatives.c"
#pragma omp parallel                        reduction(+:sq) POMP2_DLIST_00003 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_3 );
{   POMP2_For_enter( &opari2_region_3, opari2_ctc_3  );
#line 27 "alternatives.c"
#pragma omp          for schedule(static,1)                                   nowait
#elif defined(GUIDED)
{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_4, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_4 );
#line 29 "alternatives.c"
#pragma omp parallel                      reduction(+:sq) POMP2_DLIST_00004 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_4 );
{   POMP2_For_enter( &opari2_region_4, opari2_ctc_4  );
#line 29 "alternatives.c"
#pragma omp          for schedule(guided)                                   nowait
#endif
  for (i = 0; i < N; i++) {
    a[i] = i % 7;
    sq += (long)a[i] * a[i];
  }
#if defined(CYCLIC)
#elif defined(GUIDED)
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_4, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_4, pomp2_old_task ); }
  POMP2_For_exit( &opari2_region_4 );
 }
  POMP2_Parallel_end( &opari2_region_4 ); }
  POMP2_Parallel_join( &opari2_region_4, pomp2_old_task ); }
#endif
#line 35 "alternatives.c"
#if defined(CYCLIC)
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_3, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_3, pomp2_old_task ); }
  POMP2_For_exit( &opari2_region_3 );
 }
  POMP2_Parallel_end( &opari2_region_3 ); }
  POMP2_Parallel_join( &opari2_region_3, pomp2_old_task ); }
#endif
#line 35 "alternatives.c"

  /* an optional region: the directive alone in its section */
#ifndef SERIAL
{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_5, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_5 );
#line 38 "alternatives.c"
#pragma omp parallel reduction(+:cnt) POMP2_DLIST_00005 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_5 );
#line 39 "alternatives.c"
#endif
  {
    cnt += 1;
  }
#ifndef SERIAL
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_5, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_5, pomp2_old_task ); }
  POMP2_Parallel_end( &opari2_region_5 ); }
  POMP2_Parallel_join( &opari2_region_5, pomp2_old_task ); }
#endif
#line 43 "alternatives.c"

  /* the loop header in the sections too */
#ifdef CYCLIC
{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_6, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_6 );
#line 46 "alternatives.c"
#pragma omp parallel                        POMP2_DLIST_00006 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_6 );
{   POMP2_For_enter( &opari2_region_6, opari2_ctc_6  );
#line 46 "alternatives.c"
#pragma omp          for schedule(static,1)                   nowait
  for (i = 0; i < N; i += 1)
#else
{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_7, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_7 );
#line 49 "alternatives.c"
#pragma omp parallel                       POMP2_DLIST_00007 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_7 );
{   POMP2_For_enter( &opari2_region_7, opari2_ctc_7  );
#line 49 "alternatives.c"
#pragma omp          for schedule(dynamic)                   nowait
  for (i = 0; i < N; i++)
#endif
    b[i] = 2 * i;
#ifdef CYCLIC
#else
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_7, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_7, pomp2_old_task ); }
  POMP2_For_exit( &opari2_region_7 );
 }
  POMP2_Parallel_end( &opari2_region_7 ); }
  POMP2_Parallel_join( &opari2_region_7, pomp2_old_task ); }
#endif
#line 53 "alternatives.c"
#ifdef CYCLIC
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_6, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_6, pomp2_old_task ); }
  POMP2_For_exit( &opari2_region_6 );
 }
  POMP2_Parallel_end( &opari2_region_6 ); }
  POMP2_Parallel_join( &opari2_region_6, pomp2_old_task ); }
#endif
#line 53 "alternatives.c"

  /* a worksharing loop in one configuration, a combined construct in
   * another, in nested groups */
{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_8, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_8 );
#line 56 "alternatives.c"
#pragma omp parallel reduction(+:x) POMP2_DLIST_00008 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_8 );
#line 57 "alternatives.c"
  {
#ifdef CYCLIC
#  ifdef GUIDED
{   POMP2_For_enter( &opari2_region_9, opari2_ctc_9  );
#line 60 "alternatives.c"
#pragma omp for schedule(guided) nowait
#  else
{   POMP2_For_enter( &opari2_region_10, opari2_ctc_10  );
#line 62 "alternatives.c"
#pragma omp for schedule(static,1) nowait
#  endif
#else
{   POMP2_Single_enter( &opari2_region_11, opari2_ctc_11  );
#line 65 "alternatives.c"
#pragma omp single nowait
{   POMP2_Single_begin( &opari2_region_11 );
#line 66 "alternatives.c"
#endif
    for (i = 0; i < N; i++)
      x += b[i] - a[i];
#ifdef CYCLIC
#else
  POMP2_Single_end( &opari2_region_11 ); }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_11, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_11, pomp2_old_task ); }
  POMP2_Single_exit( &opari2_region_11 );
 }
#endif
#line 69 "alternatives.c"
#ifdef CYCLIC
#  ifdef GUIDED
#  else
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_10, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_10, pomp2_old_task ); }
  POMP2_For_exit( &opari2_region_10 );
 }
#endif
#endif
#line 69 "alternatives.c"
#ifdef CYCLIC
#  ifdef GUIDED
  POMP2_For_exit( &opari2_region_9 );
 }
#endif
#endif
#line 69 "alternatives.c"
  }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_8, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_8, pomp2_old_task ); }
  POMP2_Parallel_end( &opari2_region_8 ); }
  POMP2_Parallel_join( &opari2_region_8, pomp2_old_task ); }
#line 70 "alternatives.c"
#if defined(GUIDED) || defined(SERIAL)
{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_12, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_12 );
#line 71 "alternatives.c"
#pragma omp parallel     reduction(+:y)                  POMP2_DLIST_00012 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_12 );
{   POMP2_For_enter( &opari2_region_12, opari2_ctc_12  );
#line 71 "alternatives.c"
#pragma omp          for                schedule(guided)                   nowait
#else /* the other configurations */
{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_13, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_13 );
#line 73 "alternatives.c"
#pragma omp parallel     reduction(+:y) POMP2_DLIST_00013 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_13 );
{   POMP2_For_enter( &opari2_region_13, opari2_ctc_13  );
#line 73 "alternatives.c"
#pragma omp          for                                  nowait
#endif
  for (i = 0; i < N; i++) y += i % 3;
#if defined(GUIDED) || defined(SERIAL)
#else
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_13, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_13, pomp2_old_task ); }
  POMP2_For_exit( &opari2_region_13 );
 }
  POMP2_Parallel_end( &opari2_region_13 ); }
  POMP2_Parallel_join( &opari2_region_13, pomp2_old_task ); }
#endif
#line 76 "alternatives.c"
#if defined(GUIDED) || defined(SERIAL)
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_12, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_12, pomp2_old_task ); }
  POMP2_For_exit( &opari2_region_12 );
 }
  POMP2_Parallel_end( &opari2_region_12 ); }
  POMP2_Parallel_join( &opari2_region_12, pomp2_old_task ); }
#endif
#line 76 "alternatives.c"

  printf("%ld %ld %ld %d %ld %ld\n", sum, sq, cnt > 0 ? 1L : 0L, b[N - 1], x, y);
  return 0;
}
