/* The call-path profile kept on the recording thread: the design that
   issue 27 item 1 weighs against a cheaper drain. Every event updates the
   calling thread's own call tree, as Score-P's profile does, and nothing
   is recorded: a region's entry finds (or makes) its node among the
   current node's children (the last one found first) and takes a
   timestamp, its exit adds the time and returns to the parent. A task's
   tree is under the thread's tasks root, as Score-P lays tasks out: its
   begin saves the node it interrupts, its end goes back there (tied
   tasks nest on a thread). A
   prototype for the construct benchmark only: its cost next to the
   minimal adapter's says what that design costs on the hot path, with
   no drain at all. */
#include <stdint.h>
#include <stdlib.h>
#include <x86intrin.h>
#include <opari2/pomp2_lib.h>

typedef struct node {
    uintptr_t    region; /* the handle's address */
    uint32_t     kind;
    uint64_t     visits, incl, start;
    struct node *child, *sibling, *parent;
} node;

static __thread node  root, tasks;
static __thread node* cur;
/* the nodes that running tasks interrupted, innermost last */
#define MAX_NESTED 4096
static __thread node*    interrupted[MAX_NESTED];
static __thread unsigned ntasks;

static inline void enter(void* h, uint32_t kind)
{
    node* p = cur ? cur : &root;
    node *c = p->child, *prev = NULL;
    while (c && (c->region != (uintptr_t)h || c->kind != kind)) {
        prev = c;
        c    = c->sibling;
    }
    if (!c) {
        c = calloc(1, sizeof *c);
        if (!c)
            abort();
        c->region = (uintptr_t)h;
        c->kind   = kind;
        c->parent = p;
        c->sibling = p->child;
        p->child  = c;
    } else if (prev) { /* the last one found goes first */
        prev->sibling = c->sibling;
        c->sibling    = p->child;
        p->child      = c;
    }
    c->visits++;
    c->start = __rdtsc();
    cur      = c;
}

static inline void leave(void)
{
    node* c = cur;
    if (!c || c == &root)
        return;
    c->incl += __rdtsc() - c->start;
    cur = c->parent;
}

/* an event without a duration: a visit counted */
static inline void mark(void* h, uint32_t kind)
{
    enter(h, kind);
    leave();
}

#define H POMP2_Region_handle* h
#define T POMP2_Task_handle
void POMP2_Assign_handle(H, const char c[]) { (void)c; *h = (void*)1; }
void POMP2_Critical_enter(H, const char c[]) { (void)c; enter(h, 1); }
void POMP2_Critical_begin(H) { enter(h, 2); }
void POMP2_Critical_end(H) { (void)h; leave(); }
void POMP2_Critical_exit(H) { (void)h; leave(); }
void POMP2_For_enter(H, const char c[]) { (void)c; enter(h, 5); }
void POMP2_For_exit(H) { (void)h; leave(); }
void POMP2_Implicit_barrier_enter(H, T* o) { *o = 0; enter(h, 7); }
void POMP2_Implicit_barrier_exit(H, T o) { (void)h; (void)o; leave(); }
void POMP2_Parallel_fork(H, int i, int n, T* o, const char c[]) { (void)i; (void)n; (void)c; *o = 0; enter(h, 9); }
void POMP2_Parallel_join(H, T o) { (void)h; (void)o; leave(); }
void POMP2_Parallel_begin(H) { enter(h, 11); }
void POMP2_Parallel_end(H) { (void)h; leave(); }

/* the other constructs of the construct benchmark (epcc.c) */
static __thread T task_counter;
void POMP2_Atomic_enter(H, const char c[]) { (void)c; enter(h, 13); }
void POMP2_Atomic_exit(H) { (void)h; leave(); }
void POMP2_Barrier_enter(H, T* o, const char c[]) { (void)c; *o = 0; enter(h, 15); }
void POMP2_Barrier_exit(H, T o) { (void)h; (void)o; leave(); }
void POMP2_Master_begin(H, const char c[]) { (void)c; enter(h, 17); }
void POMP2_Master_end(H) { (void)h; leave(); }
void POMP2_Ordered_enter(H, const char c[]) { (void)c; enter(h, 19); }
void POMP2_Ordered_begin(H) { enter(h, 20); }
void POMP2_Ordered_end(H) { (void)h; leave(); }
void POMP2_Ordered_exit(H) { (void)h; leave(); }
void POMP2_Single_enter(H, const char c[]) { (void)c; enter(h, 23); }
void POMP2_Single_begin(H) { enter(h, 24); }
void POMP2_Single_end(H) { (void)h; leave(); }
void POMP2_Single_exit(H) { (void)h; leave(); }
void POMP2_Task_create_begin(H, T* n, T* o, int i, const char c[]) { (void)i; (void)c; *o = 0; *n = ++task_counter; enter(h, 27); }
void POMP2_Task_create_end(H, T o) { (void)h; (void)o; leave(); }
void POMP2_Task_begin(H, T t)
{
    (void)t;
    if (ntasks == MAX_NESTED)
        abort();
    interrupted[ntasks++] = cur;
    cur = &tasks;
    enter(h, 29);
}
void POMP2_Task_end(H)
{
    (void)h;
    leave();
    cur = interrupted[--ntasks];
}
void POMP2_Taskwait_begin(H, T* o, const char c[]) { (void)c; *o = 0; enter(h, 31); }
void POMP2_Taskwait_end(H, T o) { (void)h; (void)o; leave(); }
void POMP2_Init_lock(omp_lock_t* s) { omp_init_lock(s); }
void POMP2_Destroy_lock(omp_lock_t* s) { omp_destroy_lock(s); }
void POMP2_Set_lock(omp_lock_t* s) { enter(s, 33); omp_set_lock(s); leave(); }
void POMP2_Unset_lock(omp_lock_t* s) { omp_unset_lock(s); mark(s, 35); }
