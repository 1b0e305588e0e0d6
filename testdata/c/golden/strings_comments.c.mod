#include "strings_comments.c.opari.inc"
#line 1 "strings_comments.c"
/* Text that looks like directives or braces but is not code. */
#include <stdio.h>

/* #pragma omp parallel { */
// #pragma omp parallel for }
const char *s1 = "#pragma omp parallel { }";
const char *s2 = "quote \" brace { and comment /* inside */ string";
const char c1 = '{', c2 = '}', c3 = '\'', c4 = '"', c5 = '\\';
const char *s3 = "continued \
string { with brace";

int f(int n)
{
  int x = 0;
{
  int pomp2_num_threads = 2;
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_1, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_1 );
#line 15 "strings_comments.c"
  #pragma omp parallel \
                     \
      shared(x) POMP2_DLIST_00001 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_1 );
#line 18 "strings_comments.c"
  {
    /* } comment brace */
    // } line comment brace
    const char *in = "}";
    if (in[0] == '}') x = n;
  }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_1, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_1, pomp2_old_task ); }
  POMP2_Parallel_end( &opari2_region_1 ); }
  POMP2_Parallel_join( &opari2_region_1, pomp2_old_task ); }
#line 24 "strings_comments.c"
{
  int pomp2_num_threads = omp_get_max_threads();
  int pomp2_if = 1;
  POMP2_Task_handle pomp2_old_task;
  POMP2_Parallel_fork(&opari2_region_2, pomp2_if, pomp2_num_threads, &pomp2_old_task, opari2_ctc_2 );
#line 24 "strings_comments.c"
  #pragma omp parallel POMP2_DLIST_00002 firstprivate(pomp2_old_task) num_threads(pomp2_num_threads)
{   POMP2_Parallel_begin( &opari2_region_2 );
#line 25 "strings_comments.c"
  x += (int)sizeof("{"); /* trailing } */
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_2, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_2, pomp2_old_task ); }
  POMP2_Parallel_end( &opari2_region_2 ); }
  POMP2_Parallel_join( &opari2_region_2, pomp2_old_task ); }
#line 26 "strings_comments.c"
  return x; // omp_set_lock( in a comment stays
}
