# 0 "unit.c"
# 0 "/src//"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "./../../../pomp2/include/opari2/pomp2_decl.h" 1
# 21 "./../../../pomp2/include/opari2/pomp2_decl.h"
       
# 22 "./../../../pomp2/include/opari2/pomp2_decl.h" 3
# 38 "./../../../pomp2/include/opari2/pomp2_decl.h" 3

# 38 "./../../../pomp2/include/opari2/pomp2_decl.h" 3
typedef void* POMP2_Region_handle;



typedef void* OPARI2_Region_handle;




typedef long int POMP2_Task_handle;






long unsigned int POMP2_Get_num_regions( void );
void POMP2_Init_regions( void );
const char* POMP2_Get_opari2_version( void );


void POMP2_Init( void );
void POMP2_Finalize( void );
void POMP2_On( void );
void POMP2_Off( void );
void POMP2_Assign_handle( POMP2_Region_handle* pomp2_handle, const char ctc_string[] );
int POMP2_Lib_get_max_threads( void );

int pomp2_lib_get_max_threads( void );


void POMP2_Atomic_enter( POMP2_Region_handle* pomp2_handle, const char ctc_string[] );
void POMP2_Atomic_exit( POMP2_Region_handle* pomp2_handle );
void POMP2_Barrier_enter( POMP2_Region_handle* pomp2_handle, POMP2_Task_handle* old_task, const char ctc_string[] );
void POMP2_Barrier_exit( POMP2_Region_handle* pomp2_handle, POMP2_Task_handle old_task );
void POMP2_Implicit_barrier_enter( POMP2_Region_handle* pomp2_handle, POMP2_Task_handle* old_task );
void POMP2_Implicit_barrier_exit( POMP2_Region_handle* pomp2_handle, POMP2_Task_handle old_task );
void POMP2_Flush_enter( POMP2_Region_handle* pomp2_handle, const char ctc_string[] );
void POMP2_Flush_exit( POMP2_Region_handle* pomp2_handle );


void POMP2_Critical_begin( POMP2_Region_handle* pomp2_handle );
void POMP2_Critical_end( POMP2_Region_handle* pomp2_handle );
void POMP2_Critical_enter( POMP2_Region_handle* pomp2_handle, const char ctc_string[] );
void POMP2_Critical_exit( POMP2_Region_handle* pomp2_handle );
void POMP2_Master_begin( POMP2_Region_handle* pomp2_handle, const char ctc_string[] );
void POMP2_Master_end( POMP2_Region_handle* pomp2_handle );
void POMP2_Ordered_begin( POMP2_Region_handle* pomp2_handle );
void POMP2_Ordered_end( POMP2_Region_handle* pomp2_handle );
void POMP2_Ordered_enter( POMP2_Region_handle* pomp2_handle, const char ctc_string[] );
void POMP2_Ordered_exit( POMP2_Region_handle* pomp2_handle );
void POMP2_Single_begin( POMP2_Region_handle* pomp2_handle );
void POMP2_Single_end( POMP2_Region_handle* pomp2_handle );
void POMP2_Single_enter( POMP2_Region_handle* pomp2_handle, const char ctc_string[] );
void POMP2_Single_exit( POMP2_Region_handle* pomp2_handle );


void POMP2_For_enter( POMP2_Region_handle* pomp2_handle, const char ctc_string[] );
void POMP2_For_exit( POMP2_Region_handle* pomp2_handle );
void POMP2_Do_enter( POMP2_Region_handle* pomp2_handle, const char ctc_string[] );
void POMP2_Do_exit( POMP2_Region_handle* pomp2_handle );
void POMP2_Section_begin( POMP2_Region_handle* pomp2_handle, const char ctc_string[] );
void POMP2_Section_end( POMP2_Region_handle* pomp2_handle );
void POMP2_Sections_enter( POMP2_Region_handle* pomp2_handle, const char ctc_string[] );
void POMP2_Sections_exit( POMP2_Region_handle* pomp2_handle );
void POMP2_Workshare_enter( POMP2_Region_handle* pomp2_handle, const char ctc_string[] );
void POMP2_Workshare_exit( POMP2_Region_handle* pomp2_handle );


void POMP2_Parallel_begin( POMP2_Region_handle* pomp2_handle );
void POMP2_Parallel_end( POMP2_Region_handle* pomp2_handle );
void POMP2_Parallel_fork( POMP2_Region_handle* pomp2_handle, int if_clause, int num_threads,
                          POMP2_Task_handle* old_task, const char ctc_string[] );
void POMP2_Parallel_join( POMP2_Region_handle* pomp2_handle, POMP2_Task_handle old_task );


POMP2_Task_handle POMP2_Get_new_task_handle( void );
void POMP2_Task_begin( POMP2_Region_handle* pomp2_handle, POMP2_Task_handle pomp2_task );
void POMP2_Task_end( POMP2_Region_handle* pomp2_handle );
void POMP2_Task_create_begin( POMP2_Region_handle* pomp2_handle, POMP2_Task_handle* new_task,
                              POMP2_Task_handle* old_task, int if_clause, const char ctc_string[] );
void POMP2_Task_create_end( POMP2_Region_handle* pomp2_handle, POMP2_Task_handle old_task );
void POMP2_Untied_task_begin( POMP2_Region_handle* pomp2_handle, POMP2_Task_handle pomp2_task );
void POMP2_Untied_task_end( POMP2_Region_handle* pomp2_handle );
void POMP2_Untied_task_create_begin( POMP2_Region_handle* pomp2_handle, POMP2_Task_handle* new_task,
                                     POMP2_Task_handle* old_task, int if_clause, const char ctc_string[] );
void POMP2_Untied_task_create_end( POMP2_Region_handle* pomp2_handle, POMP2_Task_handle old_task );
void POMP2_Taskwait_begin( POMP2_Region_handle* pomp2_handle, POMP2_Task_handle* old_task, const char ctc_string[] );
void POMP2_Taskwait_end( POMP2_Region_handle* pomp2_handle, POMP2_Task_handle old_task );
# 0 "<command-line>" 2
# 1 "./../../../pomp2/include/opari2/pomp2_user_lib.h" 1
# 10 "./../../../pomp2/include/opari2/pomp2_user_lib.h"
       
# 11 "./../../../pomp2/include/opari2/pomp2_user_lib.h" 3
# 28 "./../../../pomp2/include/opari2/pomp2_user_lib.h" 3
typedef void* POMP2_USER_Region_handle;






long unsigned int POMP2_USER_Get_num_regions( void );
void POMP2_USER_Init_regions( void );

void POMP2_USER_Assign_handle( POMP2_USER_Region_handle* pomp2_handle, const char ctc_string[] );
void POMP2_Begin( POMP2_USER_Region_handle* pomp2_handle, const char ctc_string[] );
void POMP2_End( POMP2_USER_Region_handle* pomp2_handle );
void POMP2_Init( void );
void POMP2_Finalize( void );
void POMP2_On( void );
void POMP2_Off( void );
# 0 "<command-line>" 2
# 1 "unit.c"
# 1 "sys/stdio.h" 1 3 4

int printf(const char *format, ...);
# 2 "unit.c" 2
# 1 "sys/omp.h" 1 3 4

typedef struct { unsigned char opaque[4]; } omp_lock_t;
typedef struct { unsigned char opaque[16]; } omp_nest_lock_t;
void omp_init_lock(omp_lock_t *lock);
void omp_set_lock(omp_lock_t *lock);
void omp_unset_lock(omp_lock_t *lock);
int omp_get_max_threads(void);
# 3 "unit.c" 2


# 4 "unit.c"
static omp_lock_t lock;
int main(void)
{
    int i, sum = 0;
    omp_init_lock(&lock);
        
# 9 "unit.c"
#pragma omp parallel for reduction(+:sum) default(none) shared(lock)
    for (i = 0; i < 16; i++) {
        omp_set_lock(&lock);
        sum += i;
        omp_unset_lock(&lock);
    }
#pragma pomp inst begin(report)
    printf("%d\n", sum);
#pragma pomp inst end(report)
    return 0;
}
