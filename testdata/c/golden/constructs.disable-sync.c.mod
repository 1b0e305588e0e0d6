#include "constructs.disable-sync.c.opari.inc"
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
  omp_init_lock(&lock);
  omp_init_nest_lock(&nest);

{
  int pomp2_num_threads = 2;
  int pomp2_if = (int)( n>1 );
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_1, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_1 );
#line 17 "constructs.c"
  #pragma omp parallel                          default(shared) private(i) POMP2_DLIST_00001 firstprivate(pomp2_old_task) if(pomp2_if) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_1 );
#line 18 "constructs.c"
  {
    int flag = 1;
{   POMP2_For_enter( &opari2_region_2, opari2_ctc_2  );
#line 20 "constructs.c"
    #pragma omp for schedule(static, 2) ordered nowait
    for (i = 0; i < n; i++) {
#line 22 "constructs.c"
      #pragma omp ordered
      { sum += i; }
    }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_2, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_2, pomp2_old_task ); }
  POMP2_For_exit( &opari2_region_2 );
 }
#line 25 "constructs.c"

{   POMP2_For_enter( &opari2_region_3, opari2_ctc_3  );
#line 26 "constructs.c"
    #pragma omp for nowait collapse(1) reduction(+:sum)
    for (i = 0; i < n; i++)
      sum += i;
  POMP2_For_exit( &opari2_region_3 );
 }
#line 29 "constructs.c"

{   POMP2_Sections_enter( &opari2_region_4, opari2_ctc_4  );
#line 30 "constructs.c"
    #pragma omp sections reduction(+:sum) nowait
    {
#line 32 "constructs.c"
      #pragma omp section
{   POMP2_Section_begin( &opari2_region_4, opari2_ctc_4  );
#line 33 "constructs.c"
      sum += 1;
  POMP2_Section_end( &opari2_region_4 ); }
#line 34 "constructs.c"
      #pragma omp section
{   POMP2_Section_begin( &opari2_region_4, opari2_ctc_4  );
#line 35 "constructs.c"
      { sum += 2; }
  POMP2_Section_end( &opari2_region_4 ); }
#line 36 "constructs.c"
    }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_4, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_4, pomp2_old_task ); }
  POMP2_Sections_exit( &opari2_region_4 );
 }
#line 37 "constructs.c"

#line 38 "constructs.c"
    #pragma omp single copyprivate(flag)
    flag = 2;
    if (flag != 2) printf("copyprivate failed\n");

#line 42 "constructs.c"
    #pragma omp master
    printf("master\n");

#line 45 "constructs.c"
    #pragma omp critical
    sum++;

#line 48 "constructs.c"
    #pragma omp critical (named)
    {
      sum++;
    }

#line 53 "constructs.c"
    #pragma omp atomic
    counter += 1;

#line 56 "constructs.c"
    #pragma omp flush(sum)
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Barrier_enter( &opari2_region_5, &pomp2_old_task, opari2_ctc_5  );
#line 57 "constructs.c"
    #pragma omp barrier
  POMP2_Barrier_exit( &opari2_region_5, pomp2_old_task ); }
#line 58 "constructs.c"

#line 59 "constructs.c"
    #pragma omp single nowait
    {
#line 61 "constructs.c"
      #pragma omp task           firstprivate(n)
      {
        omp_set_lock(&lock);
        sum++;
        omp_unset_lock(&lock);
      }
#line 67 "constructs.c"
      #pragma omp task       
      {
        if (omp_test_nest_lock(&nest)) {
          omp_unset_nest_lock(&nest);
        }
      }
#line 73 "constructs.c"
      #pragma omp taskwait
    }
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
  POMP2_Parallel_fork(&opari2_region_6, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_6 );
#line 77 "constructs.c"
  #pragma omp parallel     reduction(+:sum)                                 POMP2_DLIST_00006 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_6 );
{   POMP2_For_enter( &opari2_region_6, opari2_ctc_6  );
#line 77 "constructs.c"
  #pragma omp          for                  lastprivate(i) schedule(guided)                   nowait
  for (i = 0; i < n; i++)
    sum += i;
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_6, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_6, pomp2_old_task ); }
  POMP2_For_exit( &opari2_region_6 );
 }
  POMP2_Parallel_end( &opari2_region_6 ); }
  POMP2_Parallel_join( &opari2_region_6, pomp2_old_task ); }
#line 80 "constructs.c"

{
  int pomp2_num_threads = 2;
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_7, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_7 );
#line 81 "constructs.c"
  #pragma omp parallel                         POMP2_DLIST_00007 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_7 );
{   POMP2_Sections_enter( &opari2_region_7, opari2_ctc_7  );
#line 81 "constructs.c"
  #pragma omp          sections                                  nowait
  {
#line 83 "constructs.c"
    #pragma omp section
{   POMP2_Section_begin( &opari2_region_7, opari2_ctc_7  );
#line 84 "constructs.c"
    sum += 10;
  POMP2_Section_end( &opari2_region_7 ); }
#line 85 "constructs.c"
    #pragma omp section
{   POMP2_Section_begin( &opari2_region_7, opari2_ctc_7  );
#line 86 "constructs.c"
    sum += 20;
  POMP2_Section_end( &opari2_region_7 ); }
#line 87 "constructs.c"
  }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_7, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_7, pomp2_old_task ); }
  POMP2_Sections_exit( &opari2_region_7 );
 }
  POMP2_Parallel_end( &opari2_region_7 ); }
  POMP2_Parallel_join( &opari2_region_7, pomp2_old_task ); }
#line 88 "constructs.c"

  omp_destroy_nest_lock(&nest);
  omp_destroy_lock(&lock);
  return sum;
}

int main(void)
{
POMP2_Init();
#line 97 "constructs.c"
POMP2_Begin(&opari2_region_8, opari2_ctc_8);
#line 98 "constructs.c"
  int r = work(8);
  if (r < 0) {
POMP2_End(&opari2_region_8);
#line 101 "constructs.c"
    return 1;
  }
  printf("%d\n", r);
POMP2_End(&opari2_region_8);
#line 105 "constructs.c"
  return 0;
}
