// Package toollib is the OMPT tool library for LLVM's OpenMP runtime
// (libopari2-ompt.so): a main package that imports it, built with `go
// build -buildmode=c-shared` (ompt/libomp; make ompt-lib), is loaded by
// libomp through OMP_TOOL_LIBRARIES. Its C side (tool.c) is the OMPT
// recorder (internal/omptrec), whose callbacks only append records to
// per-thread buffers; this file is the Go side, off the hot path: a
// session (package ompt/libomp/session) drains the buffers and replays
// them into the ompt model (package replay), where a Go tool (printer,
// checker, count, or any tool registered with ompt.RegisterTool) sees
// them. The environment selects the tool (docs/ompt.md).
package toollib

/*
#cgo CFLAGS: -O2 -std=gnu11 -Wall -I${SRCDIR}/../../../internal/chunkq -I${SRCDIR}/../../../internal/omptrec -I${SRCDIR}/../../../pomp2/include/opari2
#include <stdlib.h>
#include "ompt_rec.h"
*/
import "C"

import (
	"fmt"
	"os"
	"strings"
	"sync"
	"unsafe"

	"opari2/ompt/libomp/replay"
	"opari2/ompt/libomp/session"
	"opari2/ompt/tools/toolenv"
)

// Environment variables that configure the library. The tool's own
// settings are OPARI2_OMPT_<SETTING> (the checker's SEQUENCES).
const (
	envPrefix   = "OPARI2_OMPT_"
	envTool     = envPrefix + "TOOL"     // a registered tool (ompt.RegisterTool): printer (default), checker, count, none; off
	envOutput   = envPrefix + "OUTPUT"   // file for the tool's output; default stderr
	envExitCode = envPrefix + "EXITCODE" // exit status of a failed run (default 66; 0: keep the program's)
)

// the session of this process
var (
	mu  sync.Mutex
	cur *session.Session
)

// ompgoWanted is asked by ompt_start_tool: OPARI2_OMPT_TOOL=off declines.
//
//export ompgoWanted
func ompgoWanted() C.int {
	if strings.TrimSpace(os.Getenv(envTool)) == "off" {
		return 0
	}
	return 1
}

// ompgoInitialize starts the Go tool and the model with libomp's versions,
// its answers to the C layer's set_callback calls (indexed by LLVM
// callback code) and its mutex implementations. It returns 1 to keep the
// tool active.
//
//export ompgoInitialize
func ompgoInitialize(ompVersion C.uint, runtimeVersion *C.char, support *C.int32_t, n C.int, impls **C.char, nimpls C.int) C.int {
	mu.Lock()
	defer mu.Unlock()
	out, err := toolenv.OpenOutput(os.Getenv(envOutput))
	if err != nil {
		fmt.Fprintf(os.Stderr, "opari2-ompt: %v; the tool is off\n", err)
		return 0
	}
	name := os.Getenv(envTool)
	if strings.TrimSpace(name) == "" {
		name = "printer"
	}
	tool, err := toolenv.NewFromEnv(name, out.W, func(setting string) string { return os.Getenv(envPrefix + setting) })
	if err != nil {
		out.Abandon()
		fmt.Fprintf(os.Stderr, "opari2-ompt: %s=%q: want %s or off; the tool is off\n", envTool, name, toolenv.Names)
		return 0
	}
	s, err := session.Start(recorder{}, session.Config{
		OMPVersion: uint32(ompVersion), RuntimeVersion: C.GoString(runtimeVersion),
		Support: answers(support, n), MutexImpls: names(impls, nimpls),
		Tool: tool, Out: out, Name: "opari2-ompt", ExitCodeEnv: envExitCode,
	})
	if err != nil {
		out.Abandon()
		fmt.Fprintf(os.Stderr, "opari2-ompt: %v; the tool is off\n", err)
		return 0
	}
	cur = s
	return 1
}

// ompgoFinalize ends the session (session.Finalize) and returns the exit
// status the process ends with. libomp calls it once, after every thread
// ended.
//
//export ompgoFinalize
func ompgoFinalize() C.int {
	mu.Lock()
	s := cur
	mu.Unlock()
	if s == nil {
		return 0
	}
	return C.int(s.Finalize())
}

// answers copies the runtime's answers to the recorder's set_callback
// calls.
func answers(support *C.int32_t, n C.int) []int32 {
	answers := make([]int32, int(n))
	for i, v := range unsafe.Slice(support, int(n)) {
		answers[i] = int32(v)
	}
	return answers
}

// names copies the runtime's mutex implementations.
func names(impls **C.char, n C.int) []string {
	var out []string
	for _, name := range unsafe.Slice(impls, int(n)) {
		out = append(out, C.GoString(name))
	}
	return out
}

// recorder is the C side of the session (session.Source).
type recorder struct{}

func (recorder) Chunks() []session.Chunk {
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

func (recorder) Clock() (ticks, ns uint64) {
	var t, n C.uint64_t
	C.ompgo_clock(&t, &n)
	return uint64(t), uint64(n)
}

func (recorder) Places() ([][]int, bool) {
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

func (recorder) Message(id uint64) string {
	var n C.uint64_t
	m := C.ompgo_message(C.uint64_t(id), &n)
	if m == nil {
		return ""
	}
	return C.GoStringN(m, C.int(n))
}

func (recorder) Recorded() uint64 { return uint64(C.ompgo_recorded()) }
