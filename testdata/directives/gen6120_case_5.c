#include <stdio.h>
#include <string.h>
#include <omp.h>

static void case_5(void)
{
  long acc = 0, lp = -1, arr[64];
  int i, j, n = 12;
  double half = 0.5;
  long big = 1L << 32;
  const char *str = ")(!&\"\\";
  char ch = ')';
  int master = 3, device = 2, task = 1, proc_bind = 1, pomp2_new_task = 1;
  for (i = 0; i < 64; i++) arr[i] = 0;
  (void)half; (void)big; (void)str; (void)ch; (void)j;
  (void)master;
  (void)device;
  (void)task;
  (void)proc_bind;
  (void)pomp2_new_task;
  #pragma  omp parallel masked taskloop simd firstprivate(master,task,proc_bind),if(taskloop:(pomp2_new_task)>(task)),shared(big,ch,device,half,n,pomp2_new_task,str),num_tasks(master),final(! pomp2_new_task),reduction(+:acc),default(none)
  for (int i = 0; i < n; i++)
  {
  acc += i;
  }
  printf("%s %ld %ld\n", "case_5", acc, lp);
}

int main(void)
{
  case_5();
  return 0;
}
