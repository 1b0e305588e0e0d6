#include "constructs.nodecl.c.opari.inc"
#line 1 "constructs.c"
/* Every construct of the POMP2 model, with clauses the instrumenter reads. */
#include <stdio.h>

int counter;
#line 6 "constructs.c"
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
#line 17 "constructs.c"
  #pragma omp parallel                          default(shared) private(i) shared(opari2_region_1) firstprivate(pomp2_old_task) if(pomp2_if) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_1 );
#line 18 "constructs.c"
  {
    int flag = 1;
{   POMP2_For_enter( &opari2_region_2, opari2_ctc_2  );
#line 20 "constructs.c"
    #pragma omp for schedule(static, 2) ordered nowait
    for (i = 0; i < n; i++) {
{   POMP2_Ordered_enter( &opari2_region_3, opari2_ctc_3  );
#line 22 "constructs.c"
      #pragma omp ordered
{   POMP2_Ordered_begin( &opari2_region_3 );
#line 23 "constructs.c"
      { sum += i; }
  POMP2_Ordered_end( &opari2_region_3 ); }
  POMP2_Ordered_exit( &opari2_region_3 );
 }
#line 24 "constructs.c"
    }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_2, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_2, pomp2_old_task ); }
  POMP2_For_exit( &opari2_region_2 );
 }
#line 25 "constructs.c"

{   POMP2_For_enter( &opari2_region_4, opari2_ctc_4  );
#line 26 "constructs.c"
    #pragma omp for nowait collapse(1) reduction(+:sum)
    for (i = 0; i < n; i++)
      sum += i;
  POMP2_For_exit( &opari2_region_4 );
 }
#line 29 "constructs.c"

{   POMP2_Sections_enter( &opari2_region_5, opari2_ctc_5  );
#line 30 "constructs.c"
    #pragma omp sections reduction(+:sum) nowait
    {
#line 32 "constructs.c"
      #pragma omp section
{   POMP2_Section_begin( &opari2_region_5, opari2_ctc_5  );
#line 33 "constructs.c"
      sum += 1;
  POMP2_Section_end( &opari2_region_5 ); }
#line 34 "constructs.c"
      #pragma omp section
{   POMP2_Section_begin( &opari2_region_5, opari2_ctc_5  );
#line 35 "constructs.c"
      { sum += 2; }
  POMP2_Section_end( &opari2_region_5 ); }
#line 36 "constructs.c"
    }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_5, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_5, pomp2_old_task ); }
  POMP2_Sections_exit( &opari2_region_5 );
 }
#line 37 "constructs.c"

{   POMP2_Single_enter( &opari2_region_6, opari2_ctc_6  );
#line 38 "constructs.c"
    #pragma omp single copyprivate(flag)
{   POMP2_Single_begin( &opari2_region_6 );
#line 39 "constructs.c"
    flag = 2;
  POMP2_Single_end( &opari2_region_6 ); }
  POMP2_Single_exit( &opari2_region_6 );
 }
#line 40 "constructs.c"
    if (flag != 2) printf("copyprivate failed\n");

#line 42 "constructs.c"
    #pragma omp master
{   POMP2_Master_begin( &opari2_region_7, opari2_ctc_7  );
#line 43 "constructs.c"
    printf("master\n");
  POMP2_Master_end( &opari2_region_7 ); }
#line 44 "constructs.c"

{   POMP2_Critical_enter( &opari2_region_8, opari2_ctc_8  );
#line 45 "constructs.c"
    #pragma omp critical
{   POMP2_Critical_begin( &opari2_region_8 );
#line 46 "constructs.c"
    sum++;
  POMP2_Critical_end( &opari2_region_8 ); }
  POMP2_Critical_exit( &opari2_region_8 );
 }
#line 47 "constructs.c"

{   POMP2_Critical_enter( &opari2_region_9, opari2_ctc_9  );
#line 48 "constructs.c"
    #pragma omp critical (named)
{   POMP2_Critical_begin( &opari2_region_9 );
#line 49 "constructs.c"
    {
      sum++;
    }
  POMP2_Critical_end( &opari2_region_9 ); }
  POMP2_Critical_exit( &opari2_region_9 );
 }
#line 52 "constructs.c"

{   POMP2_Atomic_enter( &opari2_region_10, opari2_ctc_10  );
#line 53 "constructs.c"
    #pragma omp atomic
    counter += 1;
  POMP2_Atomic_exit( &opari2_region_10 );
 }
#line 55 "constructs.c"

{   POMP2_Flush_enter( &opari2_region_11, opari2_ctc_11  );
#line 56 "constructs.c"
    #pragma omp flush(sum)
  POMP2_Flush_exit( &opari2_region_11 );
 }
#line 57 "constructs.c"
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Barrier_enter( &opari2_region_12, &pomp2_old_task, opari2_ctc_12  );
#line 57 "constructs.c"
    #pragma omp barrier
  POMP2_Barrier_exit( &opari2_region_12, pomp2_old_task ); }
#line 58 "constructs.c"

{   POMP2_Single_enter( &opari2_region_13, opari2_ctc_13  );
#line 59 "constructs.c"
    #pragma omp single nowait
{   POMP2_Single_begin( &opari2_region_13 );
#line 60 "constructs.c"
    {
{
  int pomp2_if = (int)( n>2 );
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Task_handle pomp2_new_task;
if (pomp2_if)  POMP2_Task_create_begin( &opari2_region_14, &pomp2_new_task, &pomp2_old_task, pomp2_if, opari2_ctc_14  );
#line 61 "constructs.c"
      #pragma omp task           firstprivate(n) shared(opari2_region_14) if(pomp2_if) firstprivate(pomp2_new_task, pomp2_if)
{ if (pomp2_if)  POMP2_Task_begin( &opari2_region_14, pomp2_new_task );
#line 62 "constructs.c"
      {
        POMP2_Set_lock(&lock);
        sum++;
        POMP2_Unset_lock(&lock);
      }
if (pomp2_if)  POMP2_Task_end( &opari2_region_14 ); }
if (pomp2_if)  POMP2_Task_create_end( &opari2_region_14, pomp2_old_task ); }
}
#line 67 "constructs.c"
{
  int pomp2_if = 1;
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Task_handle pomp2_new_task;
if (pomp2_if)  POMP2_Task_create_begin( &opari2_region_15, &pomp2_new_task, &pomp2_old_task, pomp2_if, opari2_ctc_15  );
#line 67 "constructs.c"
      #pragma omp task        shared(opari2_region_15) if(pomp2_if) firstprivate(pomp2_new_task, pomp2_if)
{ if (pomp2_if)  POMP2_Task_begin( &opari2_region_15, pomp2_new_task );
#line 68 "constructs.c"
      {
        if (POMP2_Test_nest_lock(&nest)) {
          POMP2_Unset_nest_lock(&nest);
        }
      }
if (pomp2_if)  POMP2_Task_end( &opari2_region_15 ); }
if (pomp2_if)  POMP2_Task_create_end( &opari2_region_15, pomp2_old_task ); }
}
#line 73 "constructs.c"
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Taskwait_begin( &opari2_region_16, &pomp2_old_task, opari2_ctc_16  );
#line 73 "constructs.c"
      #pragma omp taskwait
  POMP2_Taskwait_end( &opari2_region_16, pomp2_old_task ); }
#line 74 "constructs.c"
    }
  POMP2_Single_end( &opari2_region_13 ); }
  POMP2_Single_exit( &opari2_region_13 );
 }
#line 75 "constructs.c"
  }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_1, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_1, pomp2_old_task ); }
  POMP2_Parallel_end( &opari2_region_1 ); }
  POMP2_Parallel_join( &opari2_region_1, pomp2_old_task ); }
#line 76 "constructs.c"

{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_17, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_17 );
#line 77 "constructs.c"
  #pragma omp parallel     reduction(+:sum)                                 shared(opari2_region_17) firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_17 );
{   POMP2_For_enter( &opari2_region_17, opari2_ctc_17  );
#line 77 "constructs.c"
  #pragma omp          for                  lastprivate(i) schedule(guided)                          nowait
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
#line 80 "constructs.c"

{
  int pomp2_num_threads = 2;
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_18, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_18 );
#line 81 "constructs.c"
  #pragma omp parallel                         shared(opari2_region_18) firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_18 );
{   POMP2_Sections_enter( &opari2_region_18, opari2_ctc_18  );
#line 81 "constructs.c"
  #pragma omp          sections                                         nowait
  {
#line 83 "constructs.c"
    #pragma omp section
{   POMP2_Section_begin( &opari2_region_18, opari2_ctc_18  );
#line 84 "constructs.c"
    sum += 10;
  POMP2_Section_end( &opari2_region_18 ); }
#line 85 "constructs.c"
    #pragma omp section
{   POMP2_Section_begin( &opari2_region_18, opari2_ctc_18  );
#line 86 "constructs.c"
    sum += 20;
  POMP2_Section_end( &opari2_region_18 ); }
#line 87 "constructs.c"
  }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_18, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_18, pomp2_old_task ); }
  POMP2_Sections_exit( &opari2_region_18 );
 }
  POMP2_Parallel_end( &opari2_region_18 ); }
  POMP2_Parallel_join( &opari2_region_18, pomp2_old_task ); }
#line 88 "constructs.c"

  POMP2_Destroy_nest_lock(&nest);
  POMP2_Destroy_lock(&lock);
  return sum;
}

int main(void)
{
POMP2_Init();
#line 97 "constructs.c"
POMP2_Begin(&opari2_region_19, opari2_ctc_19);
#line 98 "constructs.c"
  int r = work(8);
  if (r < 0) {
POMP2_End(&opari2_region_19);
#line 101 "constructs.c"
    return 1;
  }
  printf("%d\n", r);
POMP2_End(&opari2_region_19);
#line 105 "constructs.c"
  return 0;
}
