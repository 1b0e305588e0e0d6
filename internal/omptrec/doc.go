// Package omptrec holds the OMPT recorder of the C layers (recorder.h,
// ompt_rec.h): an OMPT tool whose callbacks append records to per-thread
// buffers that a Go side replays (package ompt/libomp/replay, through
// package ompt/libomp/session). The OMPT tool library for libomp
// (ompt/libomp/toollib) and libpomp2 (pomp2/lib, for the Go tools of
// POMP2_OMPT_TOOL) each include it in one C file, with
// `#cgo CFLAGS: -I${SRCDIR}/../../internal/omptrec`.
package omptrec
