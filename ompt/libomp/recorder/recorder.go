package recorder

/*
#cgo CFLAGS: -O2 -std=gnu11 -Wall -I${SRCDIR}/../../../internal/chunkq -I${SRCDIR}/../../../internal/omptools
#include <stdint.h>
#include "ompt_rec.h"
*/
import "C"

import (
	"sync"
	"unsafe"

	"opari2/ompt/libomp/replay"
	"opari2/ompt/libomp/session"
)

// Runtime is what the runtime told the recorder: the versions it announced
// to ompt_start_tool, its answers to the recorder's set_callback calls
// (indexed by LLVM callback code) and its mutex implementations.
type Runtime struct {
	OMPVersion     uint32
	RuntimeVersion string
	Support        []int32
	MutexImpls     []string
}

// Handlers are the library's Go side of the recorder: Initialize starts a
// session (true keeps the recorder as the tool), Finalize ends it and
// returns the exit status of the run (0: the program's own).
type Handlers struct {
	Initialize func(Runtime) bool
	Finalize   func() int
}

var (
	mu       sync.Mutex
	handlers Handlers
)

// Handle sets the handlers; the library calls it before the recorder can
// start (from an init function).
func Handle(h Handlers) {
	mu.Lock()
	defer mu.Unlock()
	handlers = h
}

// ompgoInitialize is the recorder's initializer's call into Go.
//
//export ompgoInitialize
func ompgoInitialize(ompVersion C.uint, runtimeVersion *C.char, support *C.int32_t, n C.int, impls **C.char, nimpls C.int) C.int {
	mu.Lock()
	h := handlers.Initialize
	mu.Unlock()
	if h == nil {
		return 0
	}
	rt := Runtime{OMPVersion: uint32(ompVersion), RuntimeVersion: C.GoString(runtimeVersion)}
	for _, v := range unsafe.Slice(support, int(n)) {
		rt.Support = append(rt.Support, int32(v))
	}
	for _, name := range unsafe.Slice(impls, int(nimpls)) {
		rt.MutexImpls = append(rt.MutexImpls, C.GoString(name))
	}
	if !h(rt) {
		return 0
	}
	return 1
}

// ompgoFinalize is the recorder's finalizer's call into Go: the exit
// status of the run.
//
//export ompgoFinalize
func ompgoFinalize() C.int {
	mu.Lock()
	h := handlers.Finalize
	mu.Unlock()
	if h == nil {
		return 0
	}
	return C.int(h())
}

// Records is the recorder's C side as a session's source.
type Records struct{}

var _ session.Source = Records{}

// Chunks returns the queued chunks, oldest first.
func (Records) Chunks() []session.Chunk {
	var chunks []session.Chunk
	for c := C.ompgo_take_chunks(); c != nil; {
		next, chunk := c.next, c
		chunks = append(chunks, session.Chunk{
			Thread:  int(c.thread),
			Records: unsafe.Slice((*replay.Record)(unsafe.Pointer(&c.rec[0])), int(c.n)),
			Release: func() { C.ompgo_release_chunk(chunk) },
		})
		c = next
	}
	return chunks
}

// Clock reads a record's clock and CLOCK_MONOTONIC together.
func (Records) Clock() (ticks, ns uint64) {
	var t, n C.uint64_t
	C.ompgo_clock(&t, &n)
	return uint64(t), uint64(n)
}

// Places are the runtime's places, read at the first implicit task.
func (Records) Places() ([][]int, bool) {
	n := int(C.ompgo_num_places())
	if n < 0 {
		return nil, false
	}
	places := make([][]int, n)
	for i := range places {
		ids := make([]C.int, int(C.ompgo_place_procs(C.int(i), nil, 0)))
		if len(ids) > 0 {
			C.ompgo_place_procs(C.int(i), &ids[0], C.int(len(ids)))
		}
		for _, id := range ids {
			places[i] = append(places[i], int(id))
		}
	}
	return places, true
}

// Message is the message of an error record's number.
func (Records) Message(id uint64) string {
	var n C.uint64_t
	m := C.ompgo_message(C.uint64_t(id), &n)
	if m == nil {
		return ""
	}
	return C.GoStringN(m, C.int(n))
}

// Recorded is the number of records written so far.
func (Records) Recorded() uint64 { return uint64(C.ompgo_recorded()) }
