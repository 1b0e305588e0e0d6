#include "constructs.nosrc.c.opari.inc"
/* Every construct of the POMP2 model, with clauses the instrumenter reads. */
#include <stdio.h>

int counter;
#pragma omp threadprivate(counter)

static omp_lock_t lock;
static omp_nest_lock_t nest;

int work(int n)
{
  int i, sum = 0;
  POMP2_Init_lock(&lock);
  POMP2_Init_nest_lock(&nest);

{
  int pomp2_num_threads = 2;
  int pomp2_if = (int)( n>1 );
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_1, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_1 );
  #pragma omp parallel                          default(shared) private(i) POMP2_DLIST_00001 firstprivate(pomp2_old_task) if(pomp2_if) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_1 );
  {
    int flag = 1;
{   POMP2_For_enter( &opari2_region_2, opari2_ctc_2  );
    #pragma omp for schedule(static, 2) ordered nowait
    for (i = 0; i < n; i++) {
{   POMP2_Ordered_enter( &opari2_region_3, opari2_ctc_3  );
      #pragma omp ordered
{   POMP2_Ordered_begin( &opari2_region_3 );
      { sum += i; }
  POMP2_Ordered_end( &opari2_region_3 ); }
  POMP2_Ordered_exit( &opari2_region_3 );
 }
    }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_2, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_2, pomp2_old_task ); }
  POMP2_For_exit( &opari2_region_2 );
 }

{   POMP2_For_enter( &opari2_region_4, opari2_ctc_4  );
    #pragma omp for nowait collapse(1) reduction(+:sum)
    for (i = 0; i < n; i++)
      sum += i;
  POMP2_For_exit( &opari2_region_4 );
 }

{   POMP2_Sections_enter( &opari2_region_5, opari2_ctc_5  );
    #pragma omp sections reduction(+:sum) nowait
    {
      #pragma omp section
{   POMP2_Section_begin( &opari2_region_5, opari2_ctc_5  );
      sum += 1;
  POMP2_Section_end( &opari2_region_5 ); }
      #pragma omp section
{   POMP2_Section_begin( &opari2_region_5, opari2_ctc_5  );
      { sum += 2; }
  POMP2_Section_end( &opari2_region_5 ); }
    }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_5, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_5, pomp2_old_task ); }
  POMP2_Sections_exit( &opari2_region_5 );
 }

{   POMP2_Single_enter( &opari2_region_6, opari2_ctc_6  );
    #pragma omp single copyprivate(flag)
{   POMP2_Single_begin( &opari2_region_6 );
    flag = 2;
  POMP2_Single_end( &opari2_region_6 ); }
  POMP2_Single_exit( &opari2_region_6 );
 }
    if (flag != 2) printf("copyprivate failed\n");

    #pragma omp master
{   POMP2_Master_begin( &opari2_region_7, opari2_ctc_7  );
    printf("master\n");
  POMP2_Master_end( &opari2_region_7 ); }

{   POMP2_Critical_enter( &opari2_region_8, opari2_ctc_8  );
    #pragma omp critical
{   POMP2_Critical_begin( &opari2_region_8 );
    sum++;
  POMP2_Critical_end( &opari2_region_8 ); }
  POMP2_Critical_exit( &opari2_region_8 );
 }

{   POMP2_Critical_enter( &opari2_region_9, opari2_ctc_9  );
    #pragma omp critical (named)
{   POMP2_Critical_begin( &opari2_region_9 );
    {
      sum++;
    }
  POMP2_Critical_end( &opari2_region_9 ); }
  POMP2_Critical_exit( &opari2_region_9 );
 }

{   POMP2_Atomic_enter( &opari2_region_10, opari2_ctc_10  );
    #pragma omp atomic
    counter += 1;
  POMP2_Atomic_exit( &opari2_region_10 );
 }

{   POMP2_Flush_enter( &opari2_region_11, opari2_ctc_11  );
    #pragma omp flush(sum)
  POMP2_Flush_exit( &opari2_region_11 );
 }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Barrier_enter( &opari2_region_12, &pomp2_old_task, opari2_ctc_12  );
    #pragma omp barrier
  POMP2_Barrier_exit( &opari2_region_12, pomp2_old_task ); }

{   POMP2_Single_enter( &opari2_region_13, opari2_ctc_13  );
    #pragma omp single nowait
{   POMP2_Single_begin( &opari2_region_13 );
    {
{
  int pomp2_if = (int)( n>2 );
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Task_handle pomp2_new_task;
if (pomp2_if)  POMP2_Task_create_begin( &opari2_region_14, &pomp2_new_task, &pomp2_old_task, pomp2_if, opari2_ctc_14  );
      #pragma omp task           firstprivate(n) POMP2_DLIST_00014 if(pomp2_if) firstprivate(pomp2_new_task, pomp2_if)
{ if (pomp2_if)  POMP2_Task_begin( &opari2_region_14, pomp2_new_task );
      {
        POMP2_Set_lock(&lock);
        sum++;
        POMP2_Unset_lock(&lock);
      }
if (pomp2_if)  POMP2_Task_end( &opari2_region_14 ); }
if (pomp2_if)  POMP2_Task_create_end( &opari2_region_14, pomp2_old_task ); }
}
{
  int pomp2_if = 1;
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Task_handle pomp2_new_task;
if (pomp2_if)  POMP2_Task_create_begin( &opari2_region_15, &pomp2_new_task, &pomp2_old_task, pomp2_if, opari2_ctc_15  );
      #pragma omp task        POMP2_DLIST_00015 if(pomp2_if) firstprivate(pomp2_new_task, pomp2_if)
{ if (pomp2_if)  POMP2_Task_begin( &opari2_region_15, pomp2_new_task );
      {
        if (POMP2_Test_nest_lock(&nest)) {
          POMP2_Unset_nest_lock(&nest);
        }
      }
if (pomp2_if)  POMP2_Task_end( &opari2_region_15 ); }
if (pomp2_if)  POMP2_Task_create_end( &opari2_region_15, pomp2_old_task ); }
}
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Taskwait_begin( &opari2_region_16, &pomp2_old_task, opari2_ctc_16  );
      #pragma omp taskwait
  POMP2_Taskwait_end( &opari2_region_16, pomp2_old_task ); }
    }
  POMP2_Single_end( &opari2_region_13 ); }
  POMP2_Single_exit( &opari2_region_13 );
 }
  }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_1, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_1, pomp2_old_task ); }
  POMP2_Parallel_end( &opari2_region_1 ); }
  POMP2_Parallel_join( &opari2_region_1, pomp2_old_task ); }

{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_17, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_17 );
  #pragma omp parallel     reduction(+:sum)                                 POMP2_DLIST_00017 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_17 );
{   POMP2_For_enter( &opari2_region_17, opari2_ctc_17  );
  #pragma omp          for                  lastprivate(i) schedule(guided)                   nowait
  for (i = 0; i < n; i++)
    sum += i;
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_17, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_17, pomp2_old_task ); }
  POMP2_For_exit( &opari2_region_17 );
 }
  POMP2_Parallel_end( &opari2_region_17 ); }
  POMP2_Parallel_join( &opari2_region_17, pomp2_old_task ); }

{
  int pomp2_num_threads = 2;
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_18, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_18 );
  #pragma omp parallel                         POMP2_DLIST_00018 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_18 );
{   POMP2_Sections_enter( &opari2_region_18, opari2_ctc_18  );
  #pragma omp          sections                                  nowait
  {
    #pragma omp section
{   POMP2_Section_begin( &opari2_region_18, opari2_ctc_18  );
    sum += 10;
  POMP2_Section_end( &opari2_region_18 ); }
    #pragma omp section
{   POMP2_Section_begin( &opari2_region_18, opari2_ctc_18  );
    sum += 20;
  POMP2_Section_end( &opari2_region_18 ); }
  }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_18, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_18, pomp2_old_task ); }
  POMP2_Sections_exit( &opari2_region_18 );
 }
  POMP2_Parallel_end( &opari2_region_18 ); }
  POMP2_Parallel_join( &opari2_region_18, pomp2_old_task ); }

  POMP2_Destroy_nest_lock(&nest);
  POMP2_Destroy_lock(&lock);
  return sum;
}

int main(void)
{
POMP2_Init();
POMP2_Begin(&opari2_region_19, opari2_ctc_19);
  int r = work(8);
  if (r < 0) {
POMP2_End(&opari2_region_19);
    return 1;
  }
  printf("%d\n", r);
POMP2_End(&opari2_region_19);
  return 0;
}
