/* A POMP2 implementation that does nothing: the cost of the calls alone. */
#include <opari2/pomp2_lib.h>
#define H POMP2_Region_handle* h
#define T POMP2_Task_handle
void POMP2_Assign_handle(H, const char c[]) { (void)h; (void)c; }
void POMP2_Critical_enter(H, const char c[]) { (void)h; (void)c; }
void POMP2_Critical_begin(H) { (void)h; }
void POMP2_Critical_end(H) { (void)h; }
void POMP2_Critical_exit(H) { (void)h; }
void POMP2_For_enter(H, const char c[]) { (void)h; (void)c; }
void POMP2_For_exit(H) { (void)h; }
void POMP2_Implicit_barrier_enter(H, T* o) { (void)h; (void)o; }
void POMP2_Implicit_barrier_exit(H, T o) { (void)h; (void)o; }
void POMP2_Parallel_fork(H, int i, int n, T* o, const char c[]) { (void)h; (void)i; (void)n; (void)o; (void)c; }
void POMP2_Parallel_join(H, T o) { (void)h; (void)o; }
void POMP2_Parallel_begin(H) { (void)h; }
void POMP2_Parallel_end(H) { (void)h; }

/* the other constructs of the construct benchmark (epcc.c) */
void POMP2_Atomic_enter(H, const char c[]) { (void)h; (void)c; }
void POMP2_Atomic_exit(H) { (void)h; }
void POMP2_Barrier_enter(H, T* o, const char c[]) { (void)h; (void)o; (void)c; }
void POMP2_Barrier_exit(H, T o) { (void)h; (void)o; }
void POMP2_Master_begin(H, const char c[]) { (void)h; (void)c; }
void POMP2_Master_end(H) { (void)h; }
void POMP2_Ordered_enter(H, const char c[]) { (void)h; (void)c; }
void POMP2_Ordered_begin(H) { (void)h; }
void POMP2_Ordered_end(H) { (void)h; }
void POMP2_Ordered_exit(H) { (void)h; }
void POMP2_Single_enter(H, const char c[]) { (void)h; (void)c; }
void POMP2_Single_begin(H) { (void)h; }
void POMP2_Single_end(H) { (void)h; }
void POMP2_Single_exit(H) { (void)h; }
void POMP2_Task_create_begin(H, T* n, T* o, int i, const char c[]) { (void)h; (void)i; (void)c; *o = 0; *n = 0; }
void POMP2_Task_create_end(H, T o) { (void)h; (void)o; }
void POMP2_Task_begin(H, T t) { (void)h; (void)t; }
void POMP2_Task_end(H) { (void)h; }
void POMP2_Taskwait_begin(H, T* o, const char c[]) { (void)h; (void)o; (void)c; }
void POMP2_Taskwait_end(H, T o) { (void)h; (void)o; }
void POMP2_Init_lock(omp_lock_t* s) { omp_init_lock(s); }
void POMP2_Destroy_lock(omp_lock_t* s) { omp_destroy_lock(s); }
void POMP2_Set_lock(omp_lock_t* s) { omp_set_lock(s); }
void POMP2_Unset_lock(omp_lock_t* s) { omp_unset_lock(s); }
