/* a stand-in for the system's stdio.h: the unit's text stays the same on every machine */
int printf(const char *format, ...);
