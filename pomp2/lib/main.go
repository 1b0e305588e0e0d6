// Command lib is libpomp2, the POMP2 measurement library, built with
// `go build -buildmode=c-archive` (libpomp2.a) or `-buildmode=c-shared`
// (libpomp2.so). The POMP2 calls themselves are C (pomp2.c, fortran.c)
// and only record events into per-thread buffers; this file is the Go side
// that runs off the hot path: region registration, draining the buffers
// from a polling goroutine, and the outputs at finalize.
package main

/*
#cgo CFLAGS: -O2 -fopenmp -std=gnu11 -Wall -I${SRCDIR}/../../internal/chunkq -I${SRCDIR}/../../ompt/libomp/recorder -I${SRCDIR}/../../internal/omptools -I${SRCDIR}/../include/opari2
#cgo LDFLAGS: -fopenmp
#include <stdlib.h>
#include "pomp2_core.h"
*/
import "C"

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strconv"
	"sync"
	"time"
	"unsafe"

	"opari2/ctc"
	"opari2/internal/idle"
	"opari2/pomp2"
	"opari2/pomp2/report"
	"opari2/pomp2/report/cube"
	"opari2/pomp2/report/html"
)

// state is the measurement of this process.
var state struct {
	mu       sync.Mutex
	reg      pomp2.Registry
	meas     *pomp2.Measurement
	dec      pomp2.Decoder // of the drained buffers
	trace    *traceStore   // nil unless POMP2_TRACE=1
	outDir   string
	stop     chan struct{}
	done     chan struct{} // closed when poll returned
	caughtUp chan struct{} // closed when catchUp returned
	enabled  bool
	// the profile from the records too (POMP2_PROFILE_SOURCE=both)
	fromRecords *pomp2.Measurement
	finished    bool
	quiet       bool
}

func main() {}

func envOn(name string, def bool) bool {
	v := os.Getenv(name)
	if v == "" {
		return def
	}
	b, err := strconv.ParseBool(v)
	if err != nil {
		return def
	}
	return b
}

// pomp2GoInit configures the measurement from the environment (see
// docs/pomp2.md) and starts the goroutine that drains the buffers. It
// returns 0 when measurement is disabled (POMP2_ENABLE=0).
//
//export pomp2GoInit
func pomp2GoInit() C.int {
	state.mu.Lock()
	defer state.mu.Unlock()
	state.enabled = envOn("POMP2_ENABLE", true)
	if !state.enabled {
		return 0
	}
	state.quiet = envOn("POMP2_QUIET", false)
	// the Go side allocates little; collect rarely so that GC workers
	// (which run at normal priority) seldom compete with OpenMP threads
	debug.SetGCPercent(400)
	cfg := pomp2.Config{Profile: envOn("POMP2_PROFILE", true)}
	if envOn("POMP2_ECHO", false) {
		cfg.Echo = os.Stderr
	}
	// POMP2_TRACE=1: trace.json; otf2: an OTF2 archive
	traceOTF2 := os.Getenv("POMP2_TRACE") == "otf2"
	wantTrace := traceOTF2 || envOn("POMP2_TRACE", false)
	if cfg.Profile || wantTrace {
		base := os.Getenv("POMP2_OUTPUT_DIR")
		if base == "" {
			base = "."
		}
		dir, err := pomp2.OutputDir(base, progName(), os.Getpid(), os.Getenv)
		if err != nil {
			fmt.Fprintf(os.Stderr, "pomp2: %v; no profile or trace will be written\n", err)
			cfg.Profile, wantTrace = false, false
		}
		state.outDir = dir
	}
	if wantTrace {
		state.trace = newTraceStore(state.outDir, envInt("POMP2_TRACE_BUFFER_MB", 512)<<20)
		state.trace.otf2 = traceOTF2
		if traceOTF2 {
			C.pomp2_record_team_keys()
		}
	}
	// the profile is kept by the recording threads (profile.h) unless
	// POMP2_PROFILE_SOURCE=records asks for the one built from records
	// by the drain (the design before); "both" writes that one as
	// profile-records.* beside: the same events and times, so the same
	// bytes (TestProfileSourcesAgree)
	source := os.Getenv("POMP2_PROFILE_SOURCE")
	cfg.Trees = cfg.Profile && source != "records"
	if cfg.Trees && source == "both" {
		state.fromRecords = pomp2.NewMeasurement(&state.reg, pomp2.Config{Profile: true})
	}
	records := cfg.Echo != nil || wantTrace || state.fromRecords != nil || cfg.Profile && !cfg.Trees
	C.pomp2_set_sinks(cBool(records), cBool(cfg.Trees))
	state.meas = pomp2.NewMeasurement(&state.reg, cfg)
	updateClock()
	catchSignals()
	state.stop = make(chan struct{})
	state.done = make(chan struct{})
	state.caughtUp = make(chan struct{})
	// the memory budget (docs/pomp2.md): 2 MB of records may wait
	C.pomp2_set_backlog_limit(C.uint(envInt("POMP2_BACKLOG_MB", defaultBacklogMB) << 20 / C.POMP2_CHUNK_BYTES))
	if records {
		go poll()
		go catchUp()
	} else {
		// nothing to drain: no goroutine wakes up during the run
		close(state.done)
		close(state.caughtUp)
	}
	return 1
}

// defaultBacklogMB bounds the records waiting for the drain: with the
// buffers the threads fill, the library then stays within its memory
// budget (16 MB at 2 threads, 1 MB more per thread, docs/pomp2.md).
const defaultBacklogMB = 2

func envInt(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil && v >= 0 {
		return v
	}
	return def
}

func progName() string {
	if len(os.Args) > 0 && os.Args[0] != "" {
		return filepath.Base(os.Args[0])
	}
	if b, err := os.ReadFile("/proc/self/comm"); err == nil {
		return string(b[:len(b)-1])
	}
	return "program"
}

// pomp2GoRegister registers a region from its CTC string (called once per
// region handle, under the C layer's registration lock).
//
//export pomp2GoRegister
func pomp2GoRegister(text *C.char, n C.int, user C.int) C.uint32_t {
	s := C.GoStringN(text, n)
	id := state.reg.Register(trimFortran(s), user != 0)
	// what the C provider needs of the region, decoded once here
	info := state.reg.Get(id).Info
	C.pomp2_region_info(C.uint32_t(id), C.uint32_t(info.NumSections), C.uint64_t(ctc.CriticalWaitID(info.CriticalName)))
	return C.uint32_t(id)
}

// trimFortran drops the blank padding of a Fortran CHARACTER argument.
func trimFortran(s string) string {
	for len(s) > 0 && (s[len(s)-1] == ' ' || s[len(s)-1] == 0) {
		s = s[:len(s)-1]
	}
	return s
}

func updateClock() {
	var t0, n0, t1, n1 C.uint64_t
	C.pomp2_clock_start(&t0, &n0)
	C.pomp2_clock_pair(&t1, &n1)
	c := pomp2.Clock{Ticks0: uint64(t0), Ns0: uint64(n0), Ticks1: uint64(t1), Ns1: uint64(n1)}
	if C.pomp2_ticks_are_ns() != 0 {
		c.Ticks1, c.Ns1 = 0, 0
	}
	state.meas.SetClock(c)
}

// poll drains full buffers every few milliseconds (POMP2_DRAIN_MS, 0 for
// never); the recording threads never wait for it.
func poll() {
	defer close(state.done)
	// Run at idle priority: with as many OpenMP threads as cores, any CPU
	// the measurement takes during the run is taken from them (a barrier
	// then waits for a descheduled thread). Buffers wait until a core is
	// idle; finalize drains the rest at normal priority.
	runtime.LockOSThread()
	idle.SetPriority()
	ms := envInt("POMP2_DRAIN_MS", 5)
	if ms == 0 {
		<-state.stop
		return
	}
	tick := time.NewTicker(time.Duration(ms) * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-state.stop:
			return
		case <-tick.C:
			drain()
		}
	}
}

// catchUp drains whenever the backlog reaches its limit (POMP2_BACKLOG_MB),
// from a thread of normal priority: the idle-priority drain does not run
// while the cores are busy, and the buffers may not grow without bound.
func catchUp() {
	defer close(state.caughtUp)
	runtime.LockOSThread()
	for C.pomp2_wait_backlog() != 0 {
		drain()
	}
}

// drainMu serializes the drains of poll, catchUp and finalize.
var drainMu sync.Mutex

// drain processes every queued buffer, oldest first, which keeps each
// thread's events in order. The trace keeps the buffers (it is written at
// finalize); the others go back to the C layer for reuse.
func drain() {
	drainMu.Lock()
	defer drainMu.Unlock()
	list := C.pomp2_take_chunks()
	if list == nil {
		return
	}
	updateClock()
	for c := list; c != nil; {
		next := c.next
		c.next = nil
		evs := state.dec.Decode(int(c.thread), chunkRecords(c))
		state.meas.Process(int(c.thread), evs)
		if state.fromRecords != nil {
			state.fromRecords.Process(int(c.thread), evs)
		}
		C.pomp2_chunk_done()
		if state.trace != nil {
			state.trace.keep(c)
		} else {
			C.pomp2_release_chunks(c)
		}
		c = next
	}
	if state.trace != nil {
		state.trace.spillOverLimit()
	}
}

// chunkRecords views the records of a C buffer (same layout).
func chunkRecords(c *C.pomp2_chunk) []pomp2.Record {
	if c.n == 0 {
		return nil
	}
	return unsafe.Slice((*pomp2.Record)(unsafe.Pointer(&c.ev[0])), int(c.n))
}

// pomp2GoFinalize drains what is left and writes the outputs. It runs
// once, from POMP2_Finalize (called by the program or at exit).
//
//export pomp2GoFinalize
func pomp2GoFinalize() { finish(nil) }

// finish stops the drains, drains what is left and writes the outputs,
// once: at finalize (partial nil), or after a stop signal (signals.go),
// whose outputs are marked as partial.
func finish(partial *report.Partial) {
	state.mu.Lock()
	defer state.mu.Unlock()
	if state.meas == nil || state.finished {
		return
	}
	state.finished = true
	close(state.stop)
	<-state.done
	C.pomp2_stop_backlog_waiter()
	<-state.caughtUp
	if partial != nil {
		C.pomp2_flush_all_threads() // finalize does it in C
	}
	drain()
	addThreadTrees(state.meas) // none unless the profile is the threads' trees
	updateClock()
	clock := state.meas.Clock()
	end := uint64(C.pomp2_ticks())
	if partial != nil {
		end = uint64(C.pomp2_signal_ticks())
		partial.TimeNs = clock.Nanos(end)
	}
	if state.trace != nil {
		if err := state.trace.write(&state.reg, clock, progName(), partial); err != nil {
			fmt.Fprintf(os.Stderr, "pomp2: writing the trace: %v\n", err)
		}
	}
	if state.outDir == "" {
		return
	}
	run := pomp2.RunInfo{Program: progName(), Events: state.meas.Events(), EventCostNs: float64(C.pomp2_event_cost_ns()),
		WallNs: clock.Nanos(end), Partial: partial}
	doc := state.meas.Report(run)
	doc.Host, _ = os.Hostname()
	doc.Rank, _ = pomp2.Rank(os.Getenv)
	if err := writeProfile(state.outDir, "profile", doc); err != nil {
		fmt.Fprintf(os.Stderr, "pomp2: writing the profile: %v\n", err)
		return
	}
	if state.fromRecords != nil {
		state.fromRecords.SetClock(clock)
		other := state.fromRecords.Report(run)
		other.Host, other.Rank = doc.Host, doc.Rank
		if err := writeProfile(state.outDir, "profile-records", other); err != nil {
			fmt.Fprintf(os.Stderr, "pomp2: writing the profile from records: %v\n", err)
		}
	}
	switch {
	case partial != nil:
		fmt.Fprintf(os.Stderr, "pomp2: stopped by %s after %.3f s: partial measurement of %d events in %s\n",
			partial.Signal, partial.TimeNs/1e9, state.meas.Events(), state.outDir)
	case !state.quiet:
		fmt.Fprintf(os.Stderr, "pomp2: %d events, %d regions; measurement in %s\n", state.meas.Events(), state.reg.Len(), state.outDir)
	}
}

// writeProfile writes the profile as dir/<name>.json (the call-path tree,
// docs/pomp2.md), <name>.txt (the report), <name>.folded (folded stacks
// for flame graphs), unless POMP2_CUBE=0 <name>.cubex (Cube 4, as
// Score-P writes it) and with POMP2_HTML=1 <name>.html (the report as a
// web page), each through a temporary file.
func writeProfile(dir, name string, doc *report.Profile) error {
	if len(doc.Root.Children) == 0 && !envOn("POMP2_PROFILE", true) {
		return nil
	}
	files := []struct {
		ext  string
		fill func(io.Writer) error
	}{
		{".json", doc.WriteJSON},
		{".txt", func(w io.Writer) error { return doc.WriteText(w, report.Options{}) }},
		{".folded", doc.WriteFolded},
	}
	if envOn("POMP2_HTML", false) {
		files = append(files, struct {
			ext  string
			fill func(io.Writer) error
		}{".html", func(w io.Writer) error { return html.Write(w, []*report.Profile{doc}) }})
	}
	if envOn("POMP2_CUBE", true) {
		files = append(files, struct {
			ext  string
			fill func(io.Writer) error
		}{".cubex", func(w io.Writer) error { return cube.Write(w, []*report.Profile{doc}) }})
	}
	for _, f := range files {
		if err := pomp2.WriteOutput(dir, name+f.ext, f.fill); err != nil {
			return err
		}
	}
	return nil
}
