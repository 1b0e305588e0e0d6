/* POMP2_Off and POMP2_On inside a task: the task starts while the
   measurement is on, its creator's task is restored while it is off.
   TestOnOff checks that the events between are not reported and that,
   measured again, the thread carries its own task id, not the task's. */
#include <stdio.h>
#include <opari2/pomp2_lib.h>

int main(void)
{
    int x = 0;
#pragma omp parallel num_threads(1)
    {
#pragma omp taskwait
#pragma omp task shared(x)
        {
            x++;
            POMP2_Off();
        }
#pragma omp taskwait
        POMP2_On();
#pragma omp taskwait
    }
    printf("%d\n", x);
    return 0;
}
