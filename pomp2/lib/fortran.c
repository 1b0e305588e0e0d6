/*
 * Fortran entry points of libpomp2: lower case with a trailing underscore
 * (gfortran, Intel, PGI), every argument by reference, and the hidden
 * length of each CHARACTER argument at the end.
 */
#include <stdint.h>
#include <stddef.h>
#include <omp.h>
#include "../include/opari2/pomp2_lib.h"
#include "../include/opari2/pomp2_user_lib.h"

/* the region id of a Fortran handle, registered from its CTC string
   (with its length) on first use (pomp2.c) */
uint32_t pomp2_rid_f( int64_t* h, const char* ctc, size_t len, int user );

typedef int64_t fhandle;

/* Register a Fortran handle from its CTC string, then call the C entry
   point with the handle (the id lives in the INTEGER*8). */
#define REG( h, ctc, len ) pomp2_rid_f( ( h ), ( ctc ), ( len ), 0 )
#define H( h ) ( ( POMP2_Region_handle* )( h ) )

/* events without arguments besides the handle */
#define F0( lower, Upper ) \
    void lower##_( fhandle* h ) { Upper( H( h ) ); }
/* events with a CTC string */
#define FC( lower, Upper ) \
    void lower##_( fhandle* h, const char* ctc, size_t len ) { REG( h, ctc, len ); Upper( H( h ), "" ); }

void pomp2_assign_handle_( fhandle* h, const char* ctc, size_t len ) { REG( h, ctc, len ); }
void pomp2_user_assign_handle_( fhandle* h, const char* ctc, size_t len ) { pomp2_rid_f( h, ctc, len, 1 ); }

FC( pomp2_atomic_enter, POMP2_Atomic_enter )
F0( pomp2_atomic_exit, POMP2_Atomic_exit )
FC( pomp2_flush_enter, POMP2_Flush_enter )
F0( pomp2_flush_exit, POMP2_Flush_exit )
FC( pomp2_critical_enter, POMP2_Critical_enter )
F0( pomp2_critical_begin, POMP2_Critical_begin )
F0( pomp2_critical_end, POMP2_Critical_end )
F0( pomp2_critical_exit, POMP2_Critical_exit )
FC( pomp2_master_begin, POMP2_Master_begin )
F0( pomp2_master_end, POMP2_Master_end )
FC( pomp2_ordered_enter, POMP2_Ordered_enter )
F0( pomp2_ordered_begin, POMP2_Ordered_begin )
F0( pomp2_ordered_end, POMP2_Ordered_end )
F0( pomp2_ordered_exit, POMP2_Ordered_exit )
FC( pomp2_single_enter, POMP2_Single_enter )
F0( pomp2_single_begin, POMP2_Single_begin )
F0( pomp2_single_end, POMP2_Single_end )
F0( pomp2_single_exit, POMP2_Single_exit )
FC( pomp2_for_enter, POMP2_For_enter )
F0( pomp2_for_exit, POMP2_For_exit )
FC( pomp2_do_enter, POMP2_Do_enter )
F0( pomp2_do_exit, POMP2_Do_exit )
FC( pomp2_sections_enter, POMP2_Sections_enter )
F0( pomp2_sections_exit, POMP2_Sections_exit )
F0( pomp2_section_end, POMP2_Section_end )
FC( pomp2_workshare_enter, POMP2_Workshare_enter )
F0( pomp2_workshare_exit, POMP2_Workshare_exit )
F0( pomp2_parallel_begin, POMP2_Parallel_begin )
F0( pomp2_parallel_end, POMP2_Parallel_end )
F0( pomp2_task_end, POMP2_Task_end )
F0( pomp2_untied_task_end, POMP2_Untied_task_end )
F0( pomp2_end, POMP2_End )

/* section begin: the instrumenter passes the CTC of the sections region */
void pomp2_section_begin_( fhandle* h, const char* ctc, size_t len )
{
    REG( h, ctc, len );
    POMP2_Section_begin( H( h ), "" );
}

void pomp2_barrier_enter_( fhandle* h, int64_t* old, const char* ctc, size_t len )
{
    REG( h, ctc, len );
    POMP2_Barrier_enter( H( h ), old, "" );
}
void pomp2_barrier_exit_( fhandle* h, int64_t* old ) { POMP2_Barrier_exit( H( h ), *old ); }
void pomp2_implicit_barrier_enter_( fhandle* h, int64_t* old ) { POMP2_Implicit_barrier_enter( H( h ), old ); }
void pomp2_implicit_barrier_exit_( fhandle* h, int64_t* old ) { POMP2_Implicit_barrier_exit( H( h ), *old ); }

void pomp2_parallel_fork_( fhandle* h, int* if_clause, int* num_threads, int64_t* old,
                           const char* ctc, size_t len )
{
    REG( h, ctc, len );
    POMP2_Parallel_fork( H( h ), *if_clause, *num_threads, old, "" );
}
void pomp2_parallel_join_( fhandle* h, int64_t* old ) { POMP2_Parallel_join( H( h ), *old ); }

void pomp2_task_create_begin_( fhandle* h, int64_t* new_task, int64_t* old, int* pomp2_if,
                               const char* ctc, size_t len )
{
    REG( h, ctc, len );
    POMP2_Task_create_begin( H( h ), new_task, old, *pomp2_if, "" );
}
void pomp2_task_create_end_( fhandle* h, int64_t* old ) { POMP2_Task_create_end( H( h ), *old ); }
void pomp2_task_begin_( fhandle* h, int64_t* task ) { POMP2_Task_begin( H( h ), *task ); }
void pomp2_untied_task_create_begin_( fhandle* h, int64_t* new_task, int64_t* old, int* pomp2_if,
                                      const char* ctc, size_t len )
{
    REG( h, ctc, len );
    POMP2_Untied_task_create_begin( H( h ), new_task, old, *pomp2_if, "" );
}
void pomp2_untied_task_create_end_( fhandle* h, int64_t* old ) { POMP2_Untied_task_create_end( H( h ), *old ); }
void pomp2_untied_task_begin_( fhandle* h, int64_t* task ) { POMP2_Untied_task_begin( H( h ), *task ); }
void pomp2_taskwait_begin_( fhandle* h, int64_t* old, const char* ctc, size_t len )
{
    REG( h, ctc, len );
    POMP2_Taskwait_begin( H( h ), old, "" );
}
void pomp2_taskwait_end_( fhandle* h, int64_t* old ) { POMP2_Taskwait_end( H( h ), *old ); }

void pomp2_begin_( fhandle* h, const char* ctc, size_t len )
{
    pomp2_rid_f( h, ctc, len, 1 );
    POMP2_Begin( H( h ), "" );
}

int64_t pomp2_get_new_task_handle_( void ) { return POMP2_Get_new_task_handle(); }

void pomp2_init_( void ) { POMP2_Init(); }
void pomp2_finalize_( void ) { POMP2_Finalize(); }
void pomp2_on_( void ) { POMP2_On(); }
void pomp2_off_( void ) { POMP2_Off(); }
int  pomp2_lib_get_max_threads_( void ) { return omp_get_max_threads(); }

/* locks: Fortran lock variables are used through libgomp's Fortran API */
extern void omp_init_lock_( void* );
extern void omp_destroy_lock_( void* );
extern void omp_set_lock_( void* );
extern void omp_unset_lock_( void* );
extern int  omp_test_lock_( void* );
extern void omp_init_nest_lock_( void* );
extern void omp_destroy_nest_lock_( void* );
extern void omp_set_nest_lock_( void* );
extern void omp_unset_nest_lock_( void* );
extern int  omp_test_nest_lock_( void* );

void pomp2_lock_event( int which, void* lock, const void* ra );
int  pomp2_lock_tested( int nest, void* lock, int result, const void* ra );
void pomp2_lock_acquire( int nest, void* lock, void ( *set )( void* ), const void* ra );
void pomp2_lock_release( int nest, void* lock, void ( *unset )( void* ), const void* ra );

/* the program's call site, for the OMPT provider's codeptr_ra */
#define RA __builtin_return_address( 0 )

void pomp2_init_lock_( void* s ) { pomp2_lock_event( 0, s, RA ); omp_init_lock_( s ); }
void pomp2_destroy_lock_( void* s ) { pomp2_lock_event( 1, s, RA ); omp_destroy_lock_( s ); }
void pomp2_set_lock_( void* s ) { pomp2_lock_acquire( 0, s, omp_set_lock_, RA ); }
void pomp2_unset_lock_( void* s ) { pomp2_lock_release( 0, s, omp_unset_lock_, RA ); }
int  pomp2_test_lock_( void* s ) { return pomp2_lock_tested( 0, s, omp_test_lock_( s ), RA ); }
void pomp2_init_nest_lock_( void* s ) { pomp2_lock_event( 6, s, RA ); omp_init_nest_lock_( s ); }
void pomp2_destroy_nest_lock_( void* s ) { pomp2_lock_event( 7, s, RA ); omp_destroy_nest_lock_( s ); }
void pomp2_set_nest_lock_( void* s ) { pomp2_lock_acquire( 1, s, omp_set_nest_lock_, RA ); }
void pomp2_unset_nest_lock_( void* s ) { pomp2_lock_release( 1, s, omp_unset_nest_lock_, RA ); }
int  pomp2_test_nest_lock_( void* s ) { return pomp2_lock_tested( 1, s, omp_test_nest_lock_( s ), RA ); }
