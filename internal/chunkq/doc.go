// Package chunkq holds chunkq.h, the chunk queue of the C layers of
// libpomp2 (pomp2/lib) and of the OMPT tool library (ompt/libomp): slabs,
// a FIFO of full chunks for the Go drain, a free list of drained ones.
// The packages include it with `#cgo CFLAGS: -I${SRCDIR}/../../internal/chunkq`.
package chunkq
