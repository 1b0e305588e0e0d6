/* The floor of any real measurement: take a timestamp and append a
   16-byte record to a per-thread array. Built twice: with the array from
   malloc (4 KiB pages, each touched first by the program) and, with
   -DHUGE_PAGES, from memory with transparent huge pages requested. */
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <x86intrin.h>
#include <opari2/pomp2_lib.h>

typedef struct { uint64_t t; uint32_t region; uint32_t kind; } rec;
#define CAP (1u << 24)
static __thread rec* buf;
static __thread uint32_t n;

static rec* alloc_buffer(void)
{
#ifdef HUGE_PAGES
    size_t align = 2u << 20, len = CAP * sizeof(rec) + align;
    char* p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        abort();
    p = (char*)(((uintptr_t)p + align - 1) & ~(uintptr_t)(align - 1));
    madvise(p, CAP * sizeof(rec), MADV_HUGEPAGE);
    return (rec*)p;
#else
    return malloc(CAP * sizeof(rec));
#endif
}

static inline void ev(void* h, uint32_t kind)
{
    if (!buf)
        buf = alloc_buffer();
    if (n < CAP) {
        rec* r = &buf[n++];
        r->t = __rdtsc();
        r->region = (uint32_t)(uintptr_t)h;
        r->kind = kind;
    }
}
#define H POMP2_Region_handle* h
#define T POMP2_Task_handle
void POMP2_Assign_handle(H, const char c[]) { (void)c; *h = (void*)1; }
void POMP2_Critical_enter(H, const char c[]) { (void)c; ev(h, 1); }
void POMP2_Critical_begin(H) { ev(h, 2); }
void POMP2_Critical_end(H) { ev(h, 3); }
void POMP2_Critical_exit(H) { ev(h, 4); }
void POMP2_For_enter(H, const char c[]) { (void)c; ev(h, 5); }
void POMP2_For_exit(H) { ev(h, 6); }
void POMP2_Implicit_barrier_enter(H, T* o) { *o = 0; ev(h, 7); }
void POMP2_Implicit_barrier_exit(H, T o) { (void)o; ev(h, 8); }
void POMP2_Parallel_fork(H, int i, int n, T* o, const char c[]) { (void)i; (void)n; (void)c; *o = 0; ev(h, 9); }
void POMP2_Parallel_join(H, T o) { (void)o; ev(h, 10); }
void POMP2_Parallel_begin(H) { ev(h, 11); }
void POMP2_Parallel_end(H) { ev(h, 12); }

/* the other constructs of the construct benchmark (epcc.c) */
static __thread T task_counter;
void POMP2_Atomic_enter(H, const char c[]) { (void)c; ev(h, 13); }
void POMP2_Atomic_exit(H) { ev(h, 14); }
void POMP2_Barrier_enter(H, T* o, const char c[]) { (void)c; *o = 0; ev(h, 15); }
void POMP2_Barrier_exit(H, T o) { (void)o; ev(h, 16); }
void POMP2_Master_begin(H, const char c[]) { (void)c; ev(h, 17); }
void POMP2_Master_end(H) { ev(h, 18); }
void POMP2_Ordered_enter(H, const char c[]) { (void)c; ev(h, 19); }
void POMP2_Ordered_begin(H) { ev(h, 20); }
void POMP2_Ordered_end(H) { ev(h, 21); }
void POMP2_Ordered_exit(H) { ev(h, 22); }
void POMP2_Single_enter(H, const char c[]) { (void)c; ev(h, 23); }
void POMP2_Single_begin(H) { ev(h, 24); }
void POMP2_Single_end(H) { ev(h, 25); }
void POMP2_Single_exit(H) { ev(h, 26); }
void POMP2_Task_create_begin(H, T* n, T* o, int i, const char c[]) { (void)i; (void)c; *o = 0; *n = ++task_counter; ev(h, 27); }
void POMP2_Task_create_end(H, T o) { (void)o; ev(h, 28); }
void POMP2_Task_begin(H, T t) { (void)t; ev(h, 29); }
void POMP2_Task_end(H) { ev(h, 30); }
void POMP2_Taskwait_begin(H, T* o, const char c[]) { (void)c; *o = 0; ev(h, 31); }
void POMP2_Taskwait_end(H, T o) { (void)o; ev(h, 32); }
void POMP2_Init_lock(omp_lock_t* s) { omp_init_lock(s); }
void POMP2_Destroy_lock(omp_lock_t* s) { omp_destroy_lock(s); }
void POMP2_Set_lock(omp_lock_t* s) { ev(s, 33); omp_set_lock(s); ev(s, 34); }
void POMP2_Unset_lock(omp_lock_t* s) { omp_unset_lock(s); ev(s, 35); }
