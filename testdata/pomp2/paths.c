/* Many call paths and deep nesting, for the profile kept on the
   recording threads (TestProfileSourcesAgree): user regions nested 100
   deep with siblings at each level (over 400 paths per thread: the tree's
   arrays and hash grow), on two threads; an interval closed below an
   inner one never closed (dropped), a closer without its opener, and
   regions still open at the end. */
#include <pthread.h>
#include <stdio.h>
#include <opari2/pomp2_user_lib.h>

#define REGIONS 128
#define DEPTH   100

static POMP2_USER_Region_handle handles[REGIONS];
static char                     ctcs[REGIONS][128];

static void begin(int r) { POMP2_Begin(&handles[r], ctcs[r]); }
static void end(int r) { POMP2_End(&handles[r]); }

static void nest(int depth)
{
    if (depth == DEPTH)
        return;
    begin(depth);
    for (int s = 0; s < 3; s++) {
        begin(DEPTH + (depth + s) % (REGIONS - DEPTH));
        end(DEPTH + (depth + s) % (REGIONS - DEPTH));
    }
    nest(depth + 1);
    end(depth);
}

static void* body(void* arg)
{
    (void)arg;
    for (int i = 0; i < 20; i++)
        nest(0);
    begin(1);
    begin(2); /* never closed: dropped when 1 closes */
    end(1);
    end(3); /* closes nothing */
    begin(4); /* still open at the end */
    begin(5);
    return NULL;
}

int main(void)
{
    for (int r = 0; r < REGIONS; r++) {
        char body_[100];
        int  n = snprintf(body_, sizeof body_, "*regionType=userRegion*sscl=paths.c:%d:%d*escl=paths.c:%d:%d*userRegionName=r%d**",
                          r + 1, r + 1, r + 2, r + 2, r);
        snprintf(ctcs[r], sizeof ctcs[r], "%d%s", n, body_);
    }
    pthread_t t;
    pthread_create(&t, NULL, body, NULL);
    pthread_join(t, NULL);
    body(NULL);
    printf("done\n");
    return 0;
}
