#include "newer.c.opari.inc"
#line 1 "newer.c"
/* OpenMP 4.x/5.x directives pass through; their blocks stay intact and
   constructs nested inside them are instrumented. */

void g(float *a, int n)
{
  int i;
  #pragma omp simd
  for (i = 0; i < n; i++) a[i] *= 2;

  #pragma omp target teams distribute map(tofrom: a[0:n])
  for (i = 0; i < n; i++) a[i] += 1;

  #pragma omp target enter data map(to: a[0:n])
  #pragma omp target update from(a[0:n])
  #pragma omp target exit data map(release: a[0:n])

{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_1, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_1 );
#line 18 "newer.c"
  #pragma omp parallel POMP2_DLIST_00001 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_1 );
#line 19 "newer.c"
  {
    #pragma omp taskgroup
    {
{
  int pomp2_if = 1;
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Task_handle pomp2_new_task;
if (pomp2_if)  POMP2_Task_create_begin( &opari2_region_2, &pomp2_new_task, &pomp2_old_task, pomp2_if, opari2_ctc_2  );
#line 22 "newer.c"
      #pragma omp task POMP2_DLIST_00002 if(pomp2_if) firstprivate(pomp2_new_task, pomp2_if)
{ if (pomp2_if)  POMP2_Task_begin( &opari2_region_2, pomp2_new_task );
#line 23 "newer.c"
      a[0] = 1;
if (pomp2_if)  POMP2_Task_end( &opari2_region_2 ); }
if (pomp2_if)  POMP2_Task_create_end( &opari2_region_2, pomp2_old_task ); }
}
#line 24 "newer.c"
    }
    #pragma omp masked
    {
{   POMP2_Critical_enter( &opari2_region_3, opari2_ctc_3  );
#line 27 "newer.c"
      #pragma omp critical
{   POMP2_Critical_begin( &opari2_region_3 );
#line 28 "newer.c"
      a[1] = 2;
  POMP2_Critical_end( &opari2_region_3 ); }
  POMP2_Critical_exit( &opari2_region_3 );
 }
#line 29 "newer.c"
    }
    #pragma omp taskyield
    #pragma omp cancellation point parallel
{   POMP2_For_enter( &opari2_region_4, opari2_ctc_4  );
#line 32 "newer.c"
    #pragma omp for ordered(1) nowait
    for (i = 1; i < n; i++) {
      #pragma omp ordered depend(sink: i-1)
      a[i] += a[i-1];
      #pragma omp ordered depend(source)
    }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_4, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_4, pomp2_old_task ); }
  POMP2_For_exit( &opari2_region_4 );
 }
#line 38 "newer.c"
    #pragma omp scope
    { a[2] = 3; }
  }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_1, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_1, pomp2_old_task ); }
  POMP2_Parallel_end( &opari2_region_1 ); }
  POMP2_Parallel_join( &opari2_region_1, pomp2_old_task ); }
#line 41 "newer.c"

  #pragma omp taskloop grainsize(4)
  for (i = 0; i < n; i++) a[i] -= 1;

{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_5, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_5 );
#line 45 "newer.c"
  #pragma omp parallel                                      POMP2_DLIST_00005 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_5 );
{   POMP2_For_enter( &opari2_region_5, opari2_ctc_5  );
#line 45 "newer.c"
  #pragma omp          for simd schedule(static) safelen(4)                   nowait
  for (i = 0; i < n; i++) a[i] += 2;
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_5, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_5, pomp2_old_task ); }
  POMP2_For_exit( &opari2_region_5 );
 }
  POMP2_Parallel_end( &opari2_region_5 ); }
  POMP2_Parallel_join( &opari2_region_5, pomp2_old_task ); }
#line 47 "newer.c"

{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_6, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_6 );
#line 48 "newer.c"
  #pragma omp parallel      POMP2_DLIST_00006 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_6 );
#line 48 "newer.c"
  #pragma omp          loop                  
  for (i = 0; i < n; i++) a[i] += 3;
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_6, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_6, pomp2_old_task ); }
  POMP2_Parallel_end( &opari2_region_6 ); }
  POMP2_Parallel_join( &opari2_region_6, pomp2_old_task ); }
#line 50 "newer.c"

{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_7, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_7 );
#line 51 "newer.c"
  #pragma omp parallel        POMP2_DLIST_00007 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_7 );
#line 51 "newer.c"
  #pragma omp          master                  
  { a[0] += 4; }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_7, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_7, pomp2_old_task ); }
  POMP2_Parallel_end( &opari2_region_7 ); }
  POMP2_Parallel_join( &opari2_region_7, pomp2_old_task ); }
#line 53 "newer.c"

{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_8, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_8 );
#line 54 "newer.c"
  #pragma omp parallel                  POMP2_DLIST_00008 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_8 );
#line 54 "newer.c"
  #pragma omp          masked filter(0)                  
  { a[0] += 5; }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_8, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_8, pomp2_old_task ); }
  POMP2_Parallel_end( &opari2_region_8 ); }
  POMP2_Parallel_join( &opari2_region_8, pomp2_old_task ); }
#line 56 "newer.c"
}

#pragma omp declare simd
float h(float x) { return x * 2; }
