package pomp2

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"sync"

	"opari2/pomp2/report"
)

// Clock converts the C layer's timestamps to nanoseconds since the start
// of the measurement: a linear map fixed by two (ticks, ns) samples.
type Clock struct {
	Ticks0, Ns0 uint64
	Ticks1, Ns1 uint64
}

// Nanos converts ticks to nanoseconds since the start (Ticks0).
func (c Clock) Nanos(ticks uint64) float64 {
	return float64(int64(ticks-c.Ticks0)) * c.NsPerTick()
}

// NsPerTick is the length of a tick in nanoseconds (1 when the ticks are
// nanoseconds already).
func (c Clock) NsPerTick() float64 {
	if c.Ticks1 <= c.Ticks0 || c.Ns1 <= c.Ns0 {
		return 1
	}
	return float64(c.Ns1-c.Ns0) / float64(c.Ticks1-c.Ticks0)
}

// Config selects the outputs of a run that are made while it runs; the
// trace is written at the end from the recorded events (TraceWriter).
type Config struct {
	Echo    io.Writer // event echo (POMP2_ECHO=1), nil for none
	Profile bool
}

// Profile accumulates the call-path profile from the events of each
// recording thread, in that thread's order (threads may interleave): for
// every call path (callpath.go) and thread, visits and inclusive and
// exclusive time, made by Measurement in the drain. Not safe for
// concurrent use.
type Profile struct {
	paths   callPaths        // last[0]: the root's memo
	threads []*threadProfile // by recording thread
}

// thread returns the state of a recording thread.
func (p *Profile) thread(i int) *threadProfile {
	for i >= len(p.threads) {
		p.threads = append(p.threads, &threadProfile{})
	}
	return p.threads[i]
}

// AddBatch takes events of recording thread, in order.
func (p *Profile) AddBatch(thread int, evs []Event) {
	t := p.thread(thread)
	for i := range evs {
		t.feed(&p.paths, &evs[i])
	}
}

// Measurement turns per-thread event batches into the echo and the
// profile. Batches of one thread must arrive in order; different threads
// may interleave. It is safe for concurrent use.
type Measurement struct {
	mu     sync.Mutex
	reg    *Registry
	cfg    Config
	clock  Clock
	prof   Profile
	echo   []byte
	events int64
}

// NewMeasurement starts a measurement over the regions of reg.
func NewMeasurement(reg *Registry, cfg Config) *Measurement {
	return &Measurement{reg: reg, cfg: cfg}
}

// SetClock updates the tick-to-nanosecond conversion.
func (m *Measurement) SetClock(c Clock) {
	m.mu.Lock()
	m.clock = c
	m.mu.Unlock()
}

// Clock is the current tick-to-nanosecond conversion.
func (m *Measurement) Clock() Clock {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.clock
}

// Events is the number of events processed so far.
func (m *Measurement) Events() int64 {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.events
}

// Process consumes one batch of events recorded by one thread.
func (m *Measurement) Process(thread int, evs []Event) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.events += int64(len(evs))
	if m.cfg.Echo != nil {
		for _, e := range evs {
			m.echo = appendEcho(m.echo, e, m.reg)
		}
		if len(m.echo) > 0 {
			m.cfg.Echo.Write(m.echo)
			m.echo = m.echo[:0]
		}
	}
	if m.cfg.Profile {
		m.prof.AddBatch(thread, evs)
	}
}

// Report returns the call-path profile of the run.
func (m *Measurement) Report(run RunInfo) *report.Profile {
	m.mu.Lock()
	defer m.mu.Unlock()
	run.Events = m.events
	return m.prof.Report(m.reg, m.clock, run)
}

// rankVar is the MPI rank the launcher gives the process, "" without one.
func rankVar(env func(string) string) string {
	for _, v := range []string{"OMPI_COMM_WORLD_RANK", "PMI_RANK", "PMIX_RANK", "SLURM_PROCID", "MV2_COMM_WORLD_RANK"} {
		if r := env(v); r != "" {
			return r
		}
	}
	return ""
}

// Rank is the MPI rank the launcher gives the process, and whether it
// gives one (0, false without).
func Rank(env func(string) string) (int, bool) {
	v := rankVar(env)
	r, err := strconv.Atoi(v)
	return r, v != "" && err == nil
}

// OutputDir picks a new directory for a run's files: <base>/pomp2-<prog>-<pid>
// with -rank<N> when an MPI rank variable is set, and a numeric suffix if it
// exists already, so that no earlier run is overwritten.
func OutputDir(base, prog string, pid int, env func(string) string) (string, error) {
	name := "pomp2-" + prog + "-" + strconv.Itoa(pid)
	if r := rankVar(env); r != "" {
		name += "-rank" + r
	}
	if err := os.MkdirAll(base, 0o755); err != nil {
		return "", fmt.Errorf("cannot create the output directory: %w", err)
	}
	dir := base + "/" + name
	for i := 1; ; i++ {
		err := os.Mkdir(dir, 0o755)
		if err == nil {
			return dir, nil
		}
		if !os.IsExist(err) || i > 1000 {
			return "", fmt.Errorf("cannot create the output directory: %w", err)
		}
		dir = base + "/" + name + "." + strconv.Itoa(i)
	}
}
