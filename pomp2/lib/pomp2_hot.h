/* The flags the POMP2 entry points test (pomp2_hot.c), next to each
   other in one cache line: measuring (POMP2_On/Off, pomp2.c); tool (a C
   tool is live: every event goes to the provider; 1 until the
   initialization decided it, provider_tool.c); teams (the provider tracks
   parallel regions: with a tool). */
#ifndef POMP2_HOT_H
#define POMP2_HOT_H
#include <stdatomic.h>

#pragma GCC visibility push( hidden )
struct pomp2_hot {
    atomic_int measuring;
    atomic_int tool;
    atomic_int teams;
};
extern struct pomp2_hot pomp2_hot;
#pragma GCC visibility pop

#define OMPT_TOOL()  atomic_load_explicit( &pomp2_hot.tool, memory_order_acquire )
#define OMPT_TEAMS() atomic_load_explicit( &pomp2_hot.teams, memory_order_acquire )
#endif
