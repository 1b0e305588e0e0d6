// Package toollib is the OMPT tool library for LLVM's OpenMP runtime
// (libopari2-ompt.so): a main package that imports it, built with `go
// build -buildmode=c-shared` (ompt/libomp; make ompt-lib), is loaded by
// libomp through OMP_TOOL_LIBRARIES. Its C side (tool.c) implements
// ompt_start_tool and the callbacks, which only append records to
// per-thread buffers; this file is the Go side, off the hot path: it
// drains the buffers from a polling goroutine and replays them into the
// ompt model (package replay), where a Go tool (printer, checker, count,
// or any tool registered with ompt.RegisterTool) sees them. The
// environment selects the tool (docs/ompt.md).
package toollib

/*
#cgo CFLAGS: -O2 -std=gnu11 -Wall -I${SRCDIR}/../../../internal/chunkq -I${SRCDIR}/../../../pomp2/include/opari2
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

// Environment variables that configure the library. The tool's own
// settings are OPARI2_OMPT_<SETTING> (the checker's SEQUENCES).
const (
	envPrefix   = "OPARI2_OMPT_"
	envTool     = envPrefix + "TOOL"     // a registered tool (ompt.RegisterTool): printer (default), checker, count, none; off
	envOutput   = envPrefix + "OUTPUT"   // file for the tool's output; default stderr
	envExitCode = envPrefix + "EXITCODE" // exit status of a failed run (default 66; 0: keep the program's)
)

// session is the measurement of this process.
var session struct {
	mu       sync.Mutex
	rt       *ompt.Runtime
	rep      *replay.Replayer
	out      *toolenv.Output
	tool     *toolenv.Tool
	clock    clock
	places   bool // libomp's places were given to the model
	stop     chan struct{}
	done     chan struct{}
	finished bool
}

// clock converts record times (TSC ticks on x86-64) to CLOCK_MONOTONIC
// nanoseconds, by the line through the pair of both clocks taken at
// initialization and the latest one, taken at each drain (records replayed
// then happened before it).
type clock struct {
	ticks0, ns0 uint64
	perTick     float64
}

func (c *clock) update() {
	var ticks, ns C.uint64_t
	C.ompgo_clock(&ticks, &ns)
	if c.ticks0 == 0 {
		c.ticks0, c.ns0, c.perTick = uint64(ticks), uint64(ns), 1
		return
	}
	if dt := uint64(ticks) - c.ticks0; uint64(ticks) > c.ticks0 && dt > 1e6 {
		c.perTick = float64(uint64(ns)-c.ns0) / float64(dt)
	}
}

func (c *clock) nanos(ticks uint64) uint64 {
	return uint64(int64(c.ns0) + int64(float64(int64(ticks-c.ticks0))*c.perTick))
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

// ompgoInitialize starts the Go tool and the model with libomp's versions,
// its answers to the C layer's set_callback calls (indexed by LLVM
// callback code) and its mutex implementations. It returns 1 to keep the
// tool active.
//
//export ompgoInitialize
func ompgoInitialize(ompVersion C.uint, runtimeVersion *C.char, support *C.int32_t, n C.int, impls **C.char, nimpls C.int) C.int {
	session.mu.Lock()
	defer session.mu.Unlock()
	answers := make([]int32, int(n))
	for i, v := range unsafe.Slice(support, int(n)) {
		answers[i] = int32(v)
	}
	var implNames []string
	for _, name := range unsafe.Slice(impls, int(nimpls)) {
		implNames = append(implNames, C.GoString(name))
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
	tool, err := toolenv.NewFromEnv(name, out.W, func(setting string) string { return os.Getenv(envPrefix + setting) })
	if err != nil {
		out.Abandon()
		fmt.Fprintf(os.Stderr, "opari2-ompt: %s=%q: want %s or off; the tool is off\n", envTool, name, toolenv.Names)
		return 0
	}
	session.clock.update()
	rt, err := ompt.Start(ompt.Config{
		OMPVersion:     uint32(ompVersion),
		RuntimeVersion: C.GoString(runtimeVersion),
		Tool:           tool.Start,
		Support:        replay.Support(answers),
		MutexImpls:     implNames,
		EntryPoints:    replay.EntryPoints(func() *replay.Replayer { return session.rep }),
	})
	if err != nil {
		out.Abandon()
		fmt.Fprintf(os.Stderr, "opari2-ompt: %v; the tool is off\n", err)
		return 0
	}
	session.tool = tool
	session.rt, session.out = rt, out
	session.rep = replay.New(rt, replay.Options{Message: message, Nanos: session.clock.nanos})
	session.stop, session.done = make(chan struct{}), make(chan struct{})
	go poll()
	return 1
}

// message is the message of an error directive (error records carry its
// number).
func message(id uint64) string {
	var n C.uint64_t
	m := C.ompgo_message(C.uint64_t(id), &n)
	if m == nil {
		return ""
	}
	return C.GoStringN(m, C.int(n))
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
	session.clock.update()
	if !session.places {
		if n := int(C.ompgo_num_places()); n >= 0 {
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
			session.rt.SetPlaces(places)
			session.places = true
		}
	}
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

// ompgoFinalize replays the rest, runs the tool's finalizer, writes the
// outputs and returns the exit status the process ends with: 0 (the
// program's own), or OPARI2_OMPT_EXITCODE (66) when the run failed (the
// tool says so: the checker's violations; or a record the replay could
// not place, which the tool's summary reports). libomp calls it once,
// after every thread ended.
//
//export ompgoFinalize
func ompgoFinalize() C.int {
	session.mu.Lock()
	if session.rep == nil || session.finished {
		session.mu.Unlock()
		return 0
	}
	session.finished = true
	session.mu.Unlock()
	close(session.stop)
	<-session.done
	session.mu.Lock()
	defer session.mu.Unlock()
	drain()
	return C.int(finish(uint64(C.ompgo_recorded())))
}

// finish ends the replay of a run whose C layer wrote recorded records:
// what the replay could not place becomes the tool's violations, the
// tool's finalizer runs, its summary is written; it returns the exit
// status (see ompgoFinalize). The caller holds session.mu.
func finish(recorded uint64) int {
	session.rep.Finish()
	session.tool.Violations(session.rep.ErrorMessages(), session.rep.Errors())
	if n := session.rep.Records(); n != recorded {
		session.tool.Violation(fmt.Sprintf("replay: %d records written, %d replayed", recorded, n))
	}
	session.rt.Finalize()
	if err := session.tool.Finish(session.out.W, "opari2-ompt "); err != nil {
		fmt.Fprintf(os.Stderr, "opari2-ompt: %v\n", err)
	}
	if err := session.out.Close(); err != nil {
		fmt.Fprintf(os.Stderr, "opari2-ompt: %v\n", err)
	}
	if !session.tool.Failed() {
		return 0
	}
	return toolenv.ExitCode(envExitCode, "opari2-ompt")
}
