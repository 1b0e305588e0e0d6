// Package recorder is the OMPT recorder (recorder.c, ompt_rec.h): an OMPT
// tool whose callbacks append records to per-thread buffers, and its Go
// side, which hands the records to a session (package
// ompt/libomp/session) as its source. The OMPT tool library for libomp
// (ompt/libomp/toollib) and libpomp2 (pomp2/lib, for the Go tools of
// POMP2_OMPT_TOOL) start it as their tool (ompgo_start, in C) and set its
// Handlers; their cgo code finds ompt_rec.h with
// `#cgo CFLAGS: -I${SRCDIR}/../../ompt/libomp/recorder`.
package recorder
