/* The Go functions the C layer of libpomp2 calls, for its build without
   Go (gostub.c): TestCLayerSanitized builds pomp2.c, provider*.c,
   fortran.c and the OMPT recorder (ompt/libomp/recorder/recorder.c) with
   -fsanitize=address,undefined against them. */
#include <stdint.h>
extern int      pomp2GoInit( void );
extern uint32_t pomp2GoRegister( char* ctc, int n, int user );
extern void     pomp2GoFinalize( void );
extern int      pomp2GoExitStatus( void );
extern int      ompgoInitialize( unsigned int omp_version, char* runtime_version, int32_t* support, int n, char** impls,
                                 int nimpls );
extern int      ompgoFinalize( void );
