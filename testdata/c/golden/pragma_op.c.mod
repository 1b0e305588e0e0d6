#include "pragma_op.c.opari.inc"
#line 1 "pragma_op.c"
/* _Pragma operators and the statements after them. */
int p(int n)
{
  int s = 0, i;
{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_1, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_1 );
#line 5 "pragma_op.c"
  #pragma omp parallel     reduction(+:s) POMP2_DLIST_00001 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_1 );
{   POMP2_For_enter( &opari2_region_1, opari2_ctc_1  );
#line 5 "pragma_op.c"
  #pragma omp          for                                  nowait
  for (i = 0; i < n; i++)
    s += i;
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_1, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_1, pomp2_old_task ); }
  POMP2_For_exit( &opari2_region_1 );
 }
  POMP2_Parallel_end( &opari2_region_1 ); }
  POMP2_Parallel_join( &opari2_region_1, pomp2_old_task ); }
#line 8 "pragma_op.c"
{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_2, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_2 );
#line 8 "pragma_op.c"
  #pragma omp parallel POMP2_DLIST_00002 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_2 );
#line 9 "pragma_op.c"
  {
{   POMP2_Critical_enter( &opari2_region_3, opari2_ctc_3  );
#line 10 "pragma_op.c"
    #pragma omp critical
{   POMP2_Critical_begin( &opari2_region_3 );
#line 11 "pragma_op.c"
    s++;
  POMP2_Critical_end( &opari2_region_3 ); }
  POMP2_Critical_exit( &opari2_region_3 );
 }
#line 12 "pragma_op.c"
  }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_2, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_2, pomp2_old_task ); }
  POMP2_Parallel_end( &opari2_region_2 ); }
  POMP2_Parallel_join( &opari2_region_2, pomp2_old_task ); }
#line 13 "pragma_op.c"
  return s;
}
