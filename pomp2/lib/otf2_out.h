/* The OTF2 archive of a run's trace (otf2.c): definitions and events,
   handed to OTF2's library. Strings and regions are numbered by the
   caller; a location is (thread << 32) | rank, as Score-P numbers them. */
#ifndef POMP2_OTF2_OUT_H
#define POMP2_OTF2_OUT_H
#include <stdint.h>

/* NULL, or why there is no archive */
const char* pomp2_otf2_open( const char* dir );
void        pomp2_otf2_property( const char* name, const char* value );
void        pomp2_otf2_string( uint32_t ref, const char* s );
/* role and paradigm: OTF2_RegionRole and OTF2_Paradigm values */
void pomp2_otf2_region( uint32_t ref, uint32_t name, uint32_t file, int role, int paradigm, uint32_t begin, uint32_t end );
void pomp2_otf2_enter( uint64_t loc, uint64_t ns, uint32_t region );
void pomp2_otf2_leave( uint64_t loc, uint64_t ns, uint32_t region );
void pomp2_otf2_fork( uint64_t loc, uint64_t ns, uint32_t threads );
void pomp2_otf2_join( uint64_t loc, uint64_t ns );
/* a thread team's begin (begin != 0) or end on a member's location */
void pomp2_otf2_team_event( uint64_t loc, uint64_t ns, uint32_t team, int begin );
/* a task's creation, a switch to it, its completion, in a thread team:
   the task is its creating thread's number in the team and the
   generation number of the task on that thread (0: the implicit task) */
enum { POMP2_OTF2_TASK_CREATE, POMP2_OTF2_TASK_SWITCH, POMP2_OTF2_TASK_COMPLETE };
void pomp2_otf2_task( uint64_t loc, uint64_t ns, int what, uint32_t team, uint32_t creator, uint32_t generation );
/* the thread teams: every location (once), then each team's members as
   indexes into that list, in the order of their thread numbers */
void pomp2_otf2_team_locations( uint32_t name, uint32_t n, const uint64_t* locs );
void pomp2_otf2_team( uint32_t team, uint32_t name, uint32_t n, const uint64_t* members );
/* a lock acquired (acquire != 0) or released; order: its acquisition's number */
void pomp2_otf2_lock( uint64_t loc, uint64_t ns, uint32_t lock, uint32_t order, int acquire );
/* the clock (ns), the machine and node, the process of the rank */
void pomp2_otf2_system( uint32_t machine, uint32_t machine_class, uint32_t node, uint32_t node_class, uint32_t process,
                        uint32_t rank, uint64_t length_ns );
/* a location's definition, after its events */
void pomp2_otf2_location( uint64_t loc, uint32_t name, uint32_t rank );
/* NULL, or why the archive failed */
const char* pomp2_otf2_close( void );
#endif
