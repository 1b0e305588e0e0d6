/* Threads pinned with the GNU extensions of sched.h: _GNU_SOURCE must be
 * defined before the first system header, also the ones the
 * instrumentation's include file includes. */
#define _GNU_SOURCE
#include <sched.h>
#include <stdio.h>

int main(void)
{
  int k = 0;
  cpu_set_t set;
  CPU_ZERO(&set);
  CPU_SET(0, &set);
#pragma omp parallel num_threads(2) reduction(+:k)
  k += CPU_COUNT(&set);
  printf("%d\n", k);
  return 0;
}
