/*
 * pomp2_lib.h - the POMP2 measurement interface called by code that opari2
 * instrumented. Written from the POMP2 API reference of the Opari2 manual.
 *
 * Every function is implemented by the measurement library (libpomp2); the
 * region init functions POMP2_Init_regions, POMP2_Get_num_regions and
 * POMP2_Get_opari2_version are generated at link time (opari2 init-file).
 */
#ifndef OPARI2_POMP2_LIB_H
#define OPARI2_POMP2_LIB_H

#include <stddef.h>
#include <stdint.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#include "pomp2_decl.h"
#ifdef _OPENMP
#include "pomp2_lock_decl.h"
#endif

#endif /* OPARI2_POMP2_LIB_H */
