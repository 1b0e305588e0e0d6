/*
 * pomp2_lock_decl.h - the wrappers of the OpenMP lock API that opari2 puts
 * in place of omp_set_lock and the others. pomp2_lib.h includes it after
 * omp.h; in a preprocessed unit (opari2 wrap) the instrumenter includes it
 * where the text of omp.h ends.
 */
#ifndef OPARI2_POMP2_LOCK_DECL_H
#define OPARI2_POMP2_LOCK_DECL_H

#ifdef __cplusplus
extern "C" {
#endif

void POMP2_Init_lock( omp_lock_t* s );
void POMP2_Destroy_lock( omp_lock_t* s );
void POMP2_Set_lock( omp_lock_t* s );
void POMP2_Unset_lock( omp_lock_t* s );
int  POMP2_Test_lock( omp_lock_t* s );
void POMP2_Init_nest_lock( omp_nest_lock_t* s );
void POMP2_Destroy_nest_lock( omp_nest_lock_t* s );
void POMP2_Set_nest_lock( omp_nest_lock_t* s );
void POMP2_Unset_nest_lock( omp_nest_lock_t* s );
int  POMP2_Test_nest_lock( omp_nest_lock_t* s );

#ifdef __cplusplus
}
#endif

#endif /* OPARI2_POMP2_LOCK_DECL_H */
