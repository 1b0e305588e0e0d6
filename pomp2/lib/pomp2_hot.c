/*
 * The flags of pomp2_hot.h. tool is 1 until the initialization decided
 * whether a C tool is live: the event that initializes the library takes
 * the tool's path, so that it reaches the tool (the library starts it
 * during that event).
 */
#include "pomp2_hot.h"

struct pomp2_hot pomp2_hot __attribute__( ( aligned( 64 ) ) ) = { 1, 1, 0 };
