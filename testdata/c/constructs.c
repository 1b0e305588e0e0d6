/* Every construct of the POMP2 model, with clauses the instrumenter reads. */
#include <stdio.h>
#include <omp.h>

int counter;
#pragma omp threadprivate(counter)

static omp_lock_t lock;
static omp_nest_lock_t nest;

int work(int n)
{
  int i, sum = 0;
  omp_init_lock(&lock);
  omp_init_nest_lock(&nest);

  #pragma omp parallel num_threads(2) if(n > 1) default(shared) private(i)
  {
    int flag = 1;
    #pragma omp for schedule(static, 2) ordered
    for (i = 0; i < n; i++) {
      #pragma omp ordered
      { sum += i; }
    }

    #pragma omp for nowait collapse(1) reduction(+:sum)
    for (i = 0; i < n; i++)
      sum += i;

    #pragma omp sections reduction(+:sum)
    {
      #pragma omp section
      sum += 1;
      #pragma omp section
      { sum += 2; }
    }

    #pragma omp single copyprivate(flag)
    flag = 2;
    if (flag != 2) printf("copyprivate failed\n");

    #pragma omp master
    printf("master\n");

    #pragma omp critical
    sum++;

    #pragma omp critical (named)
    {
      sum++;
    }

    #pragma omp atomic
    counter += 1;

    #pragma omp flush(sum)
    #pragma omp barrier

    #pragma omp single nowait
    {
      #pragma omp task if(n > 2) firstprivate(n)
      {
        omp_set_lock(&lock);
        sum++;
        omp_unset_lock(&lock);
      }
      #pragma omp task untied
      {
        if (omp_test_nest_lock(&nest)) {
          omp_unset_nest_lock(&nest);
        }
      }
      #pragma omp taskwait
    }
  }

  #pragma omp parallel for reduction(+:sum) lastprivate(i) schedule(guided)
  for (i = 0; i < n; i++)
    sum += i;

  #pragma omp parallel sections num_threads(2)
  {
    #pragma omp section
    sum += 10;
    #pragma omp section
    sum += 20;
  }

  omp_destroy_nest_lock(&nest);
  omp_destroy_lock(&lock);
  return sum;
}

int main(void)
{
  #pragma pomp inst init
  #pragma pomp inst begin(main_region)
  int r = work(8);
  if (r < 0) {
    #pragma pomp inst altend(main_region)
    return 1;
  }
  printf("%d\n", r);
  #pragma pomp inst end(main_region)
  return 0;
}
