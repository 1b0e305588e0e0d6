/* Threads that record events and exit long before the program does:
   TestExitedThreads checks that their records are all handed over (each
   thread's buffer is only partly full when it exits). */
#include <pthread.h>
#include <stdio.h>
#include <opari2/pomp2_lib.h>

#define THREADS 8
#define PAIRS   1000

static OPARI2_Region_handle region = NULL;
#define CTC "1*regionType=atomic*sscl=threads.c:12:12*escl=threads.c:12:12**"

static void* body(void* arg)
{
    (void)arg;
    for (int i = 0; i < PAIRS; i++) {
        POMP2_Atomic_enter(&region, CTC);
        POMP2_Atomic_exit(&region);
    }
    return NULL;
}

int main(void)
{
    pthread_t t[THREADS];
    /* two waves: threads of the second may reuse the first's stacks and TLS */
    for (int wave = 0; wave < 2; wave++) {
        for (int i = 0; i < THREADS / 2; i++)
            pthread_create(&t[i], NULL, body, NULL);
        for (int i = 0; i < THREADS / 2; i++)
            pthread_join(t[i], NULL);
    }
    body(NULL);
    printf("done\n");
    return 0;
}
