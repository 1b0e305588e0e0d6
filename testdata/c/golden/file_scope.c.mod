#include "file_scope.c.opari.inc"
#line 1 "file_scope.c"
/* Directives outside any function (issue 13 item 6): the directives a
 * compiler accepts at file scope pass through (threadprivate is
 * written after its #line, as the reference does), a directive in a
 * function defined after main is instrumented, and a directive in a
 * section that the build leaves out is closed under the same
 * condition, also where its statement ends the file or where no
 * statement follows it. */
#include <stdio.h>

int counter = 0;
#line 11 "file_scope.c"
#pragma omp threadprivate(counter)

#pragma omp declare simd
int twice(int x) { return 2 * x; }

#pragma omp declare reduction(maxi : int : omp_out = omp_out > omp_in ? omp_out : omp_in) initializer(omp_priv = -1)

#pragma omp declare target
int dev(int x) { return x + 1; }
#pragma omp end declare target

int fast(int x) { return x; }
#pragma omp declare variant(fast) match(construct={parallel})
int slow(int x) { return x; }

#pragma omp requires atomic_default_mem_order(seq_cst)

int work(int n);
void clear(int *a, int n);

int main(void)
{
  int a[8], i, m = -1, t = 0;
  clear(a, 8);
{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_1, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_1 );
#line 35 "file_scope.c"
#pragma omp parallel     reduction(maxi:m) POMP2_DLIST_00001 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_1 );
{   POMP2_For_enter( &opari2_region_1, opari2_ctc_1  );
#line 35 "file_scope.c"
#pragma omp          for                                     nowait
  for (i = 0; i < 8; i++)
    m = m > i + a[i] ? m : i + a[i];
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_1, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_1, pomp2_old_task ); }
  POMP2_For_exit( &opari2_region_1 );
 }
  POMP2_Parallel_end( &opari2_region_1 ); }
  POMP2_Parallel_join( &opari2_region_1, pomp2_old_task ); }
#line 38 "file_scope.c"
{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_2, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_2 );
#line 38 "file_scope.c"
#pragma omp parallel reduction(+:t) POMP2_DLIST_00002 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_2 );
#line 39 "file_scope.c"
  {
    counter = slow(1);
    t += counter;
  }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_2, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_2, pomp2_old_task ); }
  POMP2_Parallel_end( &opari2_region_2 ); }
  POMP2_Parallel_join( &opari2_region_2, pomp2_old_task ); }
#line 43 "file_scope.c"
  printf("%d %d %d %d\n", work(10), m, dev(t > 0), twice(3));
  return 0;
#if 0
{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_3, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_3 );
#line 46 "file_scope.c"
#pragma omp parallel POMP2_DLIST_00003 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_3 );
#line 47 "file_scope.c"
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_3, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_3, pomp2_old_task ); }
  POMP2_Parallel_end( &opari2_region_3 ); }
  POMP2_Parallel_join( &opari2_region_3, pomp2_old_task ); }
#line 47 "file_scope.c"
#endif
}

/* a function defined after main */
int work(int n)
{
  int i, s = 0;
{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_4, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_4 );
#line 54 "file_scope.c"
#pragma omp parallel     reduction(+:s) POMP2_DLIST_00004 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_4 );
{   POMP2_For_enter( &opari2_region_4, opari2_ctc_4  );
#line 54 "file_scope.c"
#pragma omp          for                                  nowait
  for (i = 0; i < n; i++)
    s += twice(i);
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_4, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_4, pomp2_old_task ); }
  POMP2_For_exit( &opari2_region_4 );
 }
  POMP2_Parallel_end( &opari2_region_4 ); }
  POMP2_Parallel_join( &opari2_region_4, pomp2_old_task ); }
#line 57 "file_scope.c"
  return s;
}

#if 0
{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_5, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_5 );
#line 61 "file_scope.c"
#pragma omp parallel     POMP2_DLIST_00005 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_5 );
{   POMP2_For_enter( &opari2_region_5, opari2_ctc_5  );
#line 61 "file_scope.c"
#pragma omp          for                   nowait
#endif
void clear(int *a, int n) { int i; for (i = 0; i < n; i++) a[i] = 0; }
#if 0
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_5, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_5, pomp2_old_task ); }
  POMP2_For_exit( &opari2_region_5 );
 }
  POMP2_Parallel_end( &opari2_region_5 ); }
  POMP2_Parallel_join( &opari2_region_5, pomp2_old_task ); }
#endif
#line 64 "file_scope.c"
