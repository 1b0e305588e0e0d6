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
