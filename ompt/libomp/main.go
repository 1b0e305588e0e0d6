// Command libomp is the OMPT tool library for LLVM's OpenMP runtime:
// built with `go build -buildmode=c-shared` (make ompt-lib), it is loaded
// by libomp through OMP_TOOL_LIBRARIES. Its C side (tool.c) implements
// ompt_start_tool and the callbacks, which only append records to
// per-thread buffers; this file is the Go side, off the hot path: it
// drains the buffers from a polling goroutine and replays them into the
// ompt model (package replay), where a Go tool (printer, checker, count)
// sees them. The environment selects the tool (docs/ompt.md).
package main

/*
#cgo CFLAGS: -O2 -std=gnu11 -Wall -I${SRCDIR}/../../internal/chunkq
#include <stdlib.h>
#include "ompt_rec.h"
*/
import "C"

import (
	"fmt"
	"os"
	"runtime"
	"strings"
	"sync"
	"time"
	"unsafe"

	"opari2/internal/idle"
	"opari2/ompt"
	"opari2/ompt/libomp/replay"
	"opari2/ompt/tools/toolenv"
)

func main() {}

// Environment variables that configure the library.
const (
	envTool      = "OPARI2_OMPT_TOOL"      // printer (default), checker, count, none, off
	envOutput    = "OPARI2_OMPT_OUTPUT"    // file for the tool's output; default stderr
	envSequences = "OPARI2_OMPT_SEQUENCES" // checker: file for the per-thread construct sequences
)

// session is the measurement of this process.
var session struct {
	mu       sync.Mutex
	rt       *ompt.Runtime
	rep      *replay.Replayer
	out      *toolenv.Output
	tool     *toolenv.Tool
	stop     chan struct{}
	done     chan struct{}
	finished bool
}

// ompgoWanted is asked by ompt_start_tool: OPARI2_OMPT_TOOL=off declines.
//
//export ompgoWanted
func ompgoWanted() C.int {
	if strings.TrimSpace(os.Getenv(envTool)) == "off" {
		return 0
	}
	return 1
}

// ompgoInitialize starts the Go tool and the model with libomp's versions
// and its answers to the C layer's set_callback calls (indexed by LLVM
// callback code). It returns 1 to keep the tool active.
//
//export ompgoInitialize
func ompgoInitialize(ompVersion C.uint, runtimeVersion *C.char, support *C.int32_t, n C.int) C.int {
	session.mu.Lock()
	defer session.mu.Unlock()
	answers := make([]int32, int(n))
	for i, v := range unsafe.Slice(support, int(n)) {
		answers[i] = int32(v)
	}
	out, err := toolenv.OpenOutput(os.Getenv(envOutput))
	if err != nil {
		fmt.Fprintf(os.Stderr, "opari2-ompt: %v; the tool is off\n", err)
		return 0
	}
	name := os.Getenv(envTool)
	if strings.TrimSpace(name) == "" {
		name = "printer"
	}
	tool, err := toolenv.New(name, out.W, os.Getenv(envSequences))
	if err != nil {
		out.Abandon()
		fmt.Fprintf(os.Stderr, "opari2-ompt: %s=%q: want %s or off; the tool is off\n", envTool, name, toolenv.Names)
		return 0
	}
	rt, err := ompt.Start(ompt.Config{
		OMPVersion:     uint32(ompVersion),
		RuntimeVersion: C.GoString(runtimeVersion),
		Tool:           tool.Start,
		Support:        replay.Support(answers),
	})
	if err != nil {
		out.Abandon()
		fmt.Fprintf(os.Stderr, "opari2-ompt: %v; the tool is off\n", err)
		return 0
	}
	session.tool = tool
	session.rt, session.rep, session.out = rt, replay.New(rt), out
	session.stop, session.done = make(chan struct{}), make(chan struct{})
	go poll()
	return 1
}

// poll drains and replays full buffers every few milliseconds; the OpenMP
// threads never wait for it.
func poll() {
	defer close(session.done)
	// Idle priority: with as many OpenMP threads as cores, CPU time the
	// replay takes during the run is taken from them (see docs/pomp2.md).
	runtime.LockOSThread()
	idle.SetPriority()
	tick := time.NewTicker(2 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-session.stop:
			return
		case <-tick.C:
			session.mu.Lock()
			drain()
			session.mu.Unlock()
		}
	}
}

// drain hands every queued chunk to the replayer and replays what it can.
// The caller holds session.mu.
func drain() {
	list := C.ompgo_take_chunks()
	for c := list; c != nil; {
		next := c.next
		chunk := c
		recs := unsafe.Slice((*replay.Record)(unsafe.Pointer(&c.rec[0])), int(c.n))
		session.rep.Feed(int(c.thread), recs, func() { C.ompgo_release_chunk(chunk) })
		c = next
	}
	session.rep.Run()
}

// ompgoFinalize replays the rest, runs the tool's finalizer and writes the
// outputs. libomp calls it once, after every thread ended.
//
//export ompgoFinalize
func ompgoFinalize() {
	session.mu.Lock()
	if session.rep == nil || session.finished {
		session.mu.Unlock()
		return
	}
	session.finished = true
	session.mu.Unlock()
	close(session.stop)
	<-session.done
	session.mu.Lock()
	defer session.mu.Unlock()
	drain()
	if err := session.rep.Finish(); err != nil {
		fmt.Fprintf(os.Stderr, "opari2-ompt: %v\n", err)
	}
	if n := uint64(C.ompgo_recorded()); n != session.rep.Records() {
		fmt.Fprintf(os.Stderr, "opari2-ompt: %d records written, %d replayed\n", n, session.rep.Records())
	}
	session.rt.Finalize()
	if err := session.tool.Finish(session.out.W, "opari2-ompt "); err != nil {
		fmt.Fprintf(os.Stderr, "opari2-ompt: %v\n", err)
	}
	if err := session.out.Close(); err != nil {
		fmt.Fprintf(os.Stderr, "opari2-ompt: %v\n", err)
	}
}
