// Package session runs a Go tool on the records of the OMPT recorder
// (ompt/libomp/recorder): it starts the tool and the ompt model with the
// runtime's answers, drains and replays the records from a polling
// goroutine off the hot path, and finishes the run. The recorder's C side
// belongs to the caller, a cgo package (the OMPT tool library for libomp,
// ompt/libomp/toollib; libpomp2, pomp2/lib), which reaches it through a
// Source.
package session

import (
	"fmt"
	"os"
	"runtime"
	"sync"
	"time"

	"opari2/internal/idle"
	"opari2/ompt"
	"opari2/ompt/libomp/replay"
	"opari2/ompt/tools/toolenv"
)

// Source is the recorder's C side.
type Source interface {
	// Chunks returns the queued chunks of records, oldest first.
	Chunks() []Chunk
	// Clock reads a record's clock and CLOCK_MONOTONIC together.
	Clock() (ticks, ns uint64)
	// Places returns the runtime's places once they are known.
	Places() (places [][]int, ok bool)
	// Message is the message of an error record's number.
	Message(id uint64) string
	// Recorded is the number of records written so far.
	Recorded() uint64
}

// Chunk is a chunk of one thread's records; Release gives it back to the
// recorder once every record was replayed.
type Chunk struct {
	Thread  int
	Records []replay.Record
	Release func()
}

// Config is what a session starts with.
type Config struct {
	// OMPVersion, RuntimeVersion: what the runtime announced.
	OMPVersion     uint32
	RuntimeVersion string
	// Support: the runtime's answers to the recorder's set_callback
	// calls, indexed by LLVM callback code; MutexImpls its mutex
	// implementations.
	Support    []int32
	MutexImpls []string
	// Tool is the Go tool, its output Out.
	Tool *toolenv.Tool
	Out  *toolenv.Output
	// Name starts the messages ("opari2-ompt", "pomp2"); ExitCodeEnv
	// names the exit status of a failed run (toolenv.ExitCode).
	Name        string
	ExitCodeEnv string
	// Every is how often the records are drained (default 2 ms).
	Every time.Duration
}

// Session is the replay of one process's records.
type Session struct {
	mu       sync.Mutex
	src      Source
	cfg      Config
	rt       *ompt.Runtime
	rep      *replay.Replayer
	clock    clock
	places   bool // the runtime's places were given to the model
	stop     chan struct{}
	done     chan struct{}
	finished bool
}

// Start starts the tool, the model and the polling goroutine.
func Start(src Source, cfg Config) (*Session, error) {
	if cfg.Every <= 0 {
		cfg.Every = 2 * time.Millisecond
	}
	s := &Session{src: src, cfg: cfg, stop: make(chan struct{}), done: make(chan struct{})}
	s.clock.update(src)
	rt, err := ompt.Start(ompt.Config{
		OMPVersion:     cfg.OMPVersion,
		RuntimeVersion: cfg.RuntimeVersion,
		Tool:           cfg.Tool.Start,
		Support:        replay.Support(cfg.Support),
		MutexImpls:     cfg.MutexImpls,
		EntryPoints:    replay.EntryPoints(func() *replay.Replayer { return s.rep }),
	})
	if err != nil {
		return nil, err
	}
	s.rt = rt
	s.rep = replay.New(rt, replay.Options{Message: src.Message, Nanos: s.clock.nanos})
	go s.poll()
	return s, nil
}

// clock converts record times (TSC ticks on x86-64) to CLOCK_MONOTONIC
// nanoseconds, by the line through the pair of both clocks taken at the
// start and the latest one, taken at each drain (records replayed then
// happened before it).
type clock struct {
	ticks0, ns0 uint64
	perTick     float64
}

func (c *clock) update(src Source) {
	ticks, ns := src.Clock()
	if c.ticks0 == 0 {
		c.ticks0, c.ns0, c.perTick = ticks, ns, 1
		return
	}
	if dt := ticks - c.ticks0; ticks > c.ticks0 && dt > 1e6 {
		c.perTick = float64(ns-c.ns0) / float64(dt)
	}
}

func (c *clock) nanos(ticks uint64) uint64 {
	return uint64(int64(c.ns0) + int64(float64(int64(ticks-c.ticks0))*c.perTick))
}

// poll drains and replays full buffers every few milliseconds; the
// OpenMP threads never wait for it.
func (s *Session) poll() {
	defer close(s.done)
	// Idle priority: with as many OpenMP threads as cores, CPU time the
	// replay takes during the run is taken from them (docs/pomp2.md).
	runtime.LockOSThread()
	idle.SetPriority()
	tick := time.NewTicker(s.cfg.Every)
	defer tick.Stop()
	for {
		select {
		case <-s.stop:
			return
		case <-tick.C:
			s.mu.Lock()
			s.drain()
			s.mu.Unlock()
		}
	}
}

// drain hands every queued chunk to the replayer and replays what it can.
// The caller holds s.mu.
func (s *Session) drain() {
	s.clock.update(s.src)
	if !s.places {
		if places, ok := s.src.Places(); ok {
			s.rt.SetPlaces(places)
			s.places = true
		}
	}
	for _, c := range s.src.Chunks() {
		s.rep.Feed(c.Thread, c.Records, c.Release)
	}
	s.rep.Run()
}

// Finalize replays the rest, runs the tool's finalizer, writes the
// outputs and returns the exit status the process ends with: 0 (the
// program's own), or that of cfg.ExitCodeEnv (66) when the run failed
// (the tool says so: the checker's violations; or a record the replay
// could not place, which the tool's summary reports). The runtime calls
// it once, after every thread ended; later calls return 0.
func (s *Session) Finalize() int {
	s.mu.Lock()
	if s.finished {
		s.mu.Unlock()
		return 0
	}
	s.finished = true
	s.mu.Unlock()
	close(s.stop)
	<-s.done
	s.mu.Lock()
	defer s.mu.Unlock()
	s.drain()
	return s.finish(s.src.Recorded())
}

// finish ends the replay of a run whose C side wrote recorded records:
// what the replay could not place becomes the tool's violations, the
// tool's finalizer runs, its summary is written; it returns the exit
// status (see Finalize). The caller holds s.mu.
func (s *Session) finish(recorded uint64) int {
	tool, out, name := s.cfg.Tool, s.cfg.Out, s.cfg.Name
	s.rep.Finish()
	tool.Violations(s.rep.ErrorMessages(), s.rep.Errors())
	if n := s.rep.Records(); n != recorded {
		tool.Violation(fmt.Sprintf("replay: %d records written, %d replayed", recorded, n))
	}
	s.rt.Finalize()
	if err := tool.Finish(out.W, name+" "); err != nil {
		fmt.Fprintf(os.Stderr, "%s: %v\n", name, err)
	}
	if err := out.Close(); err != nil {
		fmt.Fprintf(os.Stderr, "%s: %v\n", name, err)
	}
	if !tool.Failed() {
		return 0
	}
	return toolenv.ExitCode(s.cfg.ExitCodeEnv, name)
}
