/*
 * The part of the OMPT interface the tool library uses, as OpenMP 5.x and
 * LLVM's libomp define it (omp-tools.h): type layouts and callback codes.
 * Declared here so that the library builds without an OpenMP compiler's
 * headers; the values are the ABI libomp implements.
 */
#ifndef OMPGO_ABI_H
#define OMPGO_ABI_H

#include <stdint.h>
#include <stddef.h>

typedef union ompt_data_t {
    uint64_t value;
    void*    ptr;
} ompt_data_t;

typedef struct ompt_frame_t {
    ompt_data_t exit_frame;
    ompt_data_t enter_frame;
    int         exit_frame_flags;
    int         enter_frame_flags;
} ompt_frame_t;

typedef struct ompt_dependence_t {
    ompt_data_t variable;
    int         dependence_type;
} ompt_dependence_t;

typedef void ( *ompt_interface_fn_t )( void );
typedef ompt_interface_fn_t ( *ompt_function_lookup_t )( const char* name );
typedef void ( *ompt_callback_t )( void );
typedef int ( *ompt_set_callback_t )( int event, ompt_callback_t callback );

typedef int ( *ompt_initialize_t )( ompt_function_lookup_t lookup, int initial_device_num, ompt_data_t* tool_data );
typedef void ( *ompt_finalize_t )( ompt_data_t* tool_data );

typedef struct ompt_start_tool_result_t {
    ompt_initialize_t initialize;
    ompt_finalize_t   finalize;
    ompt_data_t       tool_data;
} ompt_start_tool_result_t;

/* ompt_callbacks_t (LLVM values) */
enum {
    ompt_callback_thread_begin     = 1,
    ompt_callback_thread_end       = 2,
    ompt_callback_parallel_begin   = 3,
    ompt_callback_parallel_end     = 4,
    ompt_callback_task_create      = 5,
    ompt_callback_task_schedule    = 6,
    ompt_callback_implicit_task    = 7,
    ompt_callback_control_tool     = 11,
    ompt_callback_sync_region_wait = 16,
    ompt_callback_mutex_released   = 17,
    ompt_callback_dependences      = 18,
    ompt_callback_task_dependence  = 19,
    ompt_callback_work             = 20,
    ompt_callback_masked           = 21,
    ompt_callback_sync_region      = 23,
    ompt_callback_lock_init        = 24,
    ompt_callback_lock_destroy     = 25,
    ompt_callback_mutex_acquire    = 26,
    ompt_callback_mutex_acquired   = 27,
    ompt_callback_nest_lock        = 28,
    ompt_callback_flush            = 29,
    ompt_callback_cancel           = 30,
    ompt_callback_max              = 37
};

enum { ompt_scope_begin = 1, ompt_scope_end = 2 };
enum { ompt_task_initial = 1 };

#endif
