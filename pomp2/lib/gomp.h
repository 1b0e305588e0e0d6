/* libgomp's entry points that libpomp2 interposes (gomp.c). */
#ifndef POMP2_GOMP_H
#define POMP2_GOMP_H

#pragma GCC visibility push( hidden )
/* the program's GOMP_parallel calls reach gomp.c's (the program is
   linked with libpomp2 before libgomp) */
int pomp2_gomp_interposed( void );
#pragma GCC visibility pop
#endif
