#include "blocks_tricky.c.opari.inc"
#line 1 "blocks_tricky.c"
int main(int argc, char **argv) {
  int i, x = 0, a = 2, b = 3;
{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_1, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_1 );
#line 4 "blocks_tricky.c"
  #pragma omp parallel POMP2_DLIST_00001 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_1 );
#line 5 "blocks_tricky.c"
  if (argc > 1)
    x++;
  else
    x--;
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_1, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_1, pomp2_old_task ); }
  POMP2_Parallel_end( &opari2_region_1 ); }
  POMP2_Parallel_join( &opari2_region_1, pomp2_old_task ); }
#line 9 "blocks_tricky.c"

{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_2, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_2 );
#line 10 "blocks_tricky.c"
  #pragma omp parallel POMP2_DLIST_00002 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_2 );
#line 11 "blocks_tricky.c"
  do {
    x++;
  } while (x < 10);
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_2, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_2, pomp2_old_task ); }
  POMP2_Parallel_end( &opari2_region_2 ); }
  POMP2_Parallel_join( &opari2_region_2, pomp2_old_task ); }
#line 14 "blocks_tricky.c"

{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_3, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_3 );
#line 15 "blocks_tricky.c"
  #pragma omp parallel                               POMP2_DLIST_00003 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_3 );
{   POMP2_For_enter( &opari2_region_3, opari2_ctc_3  );
#line 15 "blocks_tricky.c"
  #pragma omp          for schedule(dynamic,(a)*(b))                   nowait
  for (i = 0; i < 10; i++) x += i;
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_3, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_3, pomp2_old_task ); }
  POMP2_For_exit( &opari2_region_3 );
 }
  POMP2_Parallel_end( &opari2_region_3 ); }
  POMP2_Parallel_join( &opari2_region_3, pomp2_old_task ); }
#line 17 "blocks_tricky.c"

{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_4, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_4 );
#line 18 "blocks_tricky.c"
  #pragma omp parallel POMP2_DLIST_00004 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_4 );
#line 19 "blocks_tricky.c"
  {
{   POMP2_Single_enter( &opari2_region_5, opari2_ctc_5  );
#line 20 "blocks_tricky.c"
    #pragma omp single nowait
{   POMP2_Single_begin( &opari2_region_5 );
#line 21 "blocks_tricky.c"
    {
{
  int pomp2_if = 1;
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Task_handle pomp2_new_task;
if (pomp2_if)  POMP2_Task_create_begin( &opari2_region_6, &pomp2_new_task, &pomp2_old_task, pomp2_if, opari2_ctc_6  );
#line 22 "blocks_tricky.c"
      #pragma omp task        shared(x) POMP2_DLIST_00006 if(pomp2_if) firstprivate(pomp2_new_task, pomp2_if)
{ if (pomp2_if)  POMP2_Task_begin( &opari2_region_6, pomp2_new_task );
#line 23 "blocks_tricky.c"
      x++;
if (pomp2_if)  POMP2_Task_end( &opari2_region_6 ); }
if (pomp2_if)  POMP2_Task_create_end( &opari2_region_6, pomp2_old_task ); }
}
#line 24 "blocks_tricky.c"
    }
  POMP2_Single_end( &opari2_region_5 ); }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_5, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_5, pomp2_old_task ); }
  POMP2_Single_exit( &opari2_region_5 );
 }
#line 25 "blocks_tricky.c"
  }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_4, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_4, pomp2_old_task ); }
  POMP2_Parallel_end( &opari2_region_4 ); }
  POMP2_Parallel_join( &opari2_region_4, pomp2_old_task ); }
#line 26 "blocks_tricky.c"
{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_7, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_7 );
#line 26 "blocks_tricky.c"
#pragma omp parallel POMP2_DLIST_00007 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_7 );
#line 27 "blocks_tricky.c"
#if defined(_OPENMP)
  {
#else
  { int unused;
#endif
    x++;
  }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_7, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_7, pomp2_old_task ); }
  POMP2_Parallel_end( &opari2_region_7 ); }
  POMP2_Parallel_join( &opari2_region_7, pomp2_old_task ); }
#line 34 "blocks_tricky.c"
{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_8, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_8 );
#line 34 "blocks_tricky.c"
  #pragma omp parallel     POMP2_DLIST_00008 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_8 );
{   POMP2_For_enter( &opari2_region_8, opari2_ctc_8  );
#line 34 "blocks_tricky.c"
  #pragma omp          for                   nowait
#ifdef _OPENMP
  for (i = 0; i < 10; i++)
#else
  for (i = 0; i < 5; i++)
#endif
  { x += i; }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_8, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_8, pomp2_old_task ); }
  POMP2_For_exit( &opari2_region_8 );
 }
  POMP2_Parallel_end( &opari2_region_8 ); }
  POMP2_Parallel_join( &opari2_region_8, pomp2_old_task ); }
#line 41 "blocks_tricky.c"
  return x;
}
