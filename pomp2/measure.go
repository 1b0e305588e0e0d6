package pomp2

import (
	"io"
	"sync"

	"opari2/pomp2/report"
)

// Config selects the outputs of a run that are made while it runs; the
// trace is written at the end from the recorded events (TraceWriter).
type Config struct {
	Echo    io.Writer // event echo (POMP2_ECHO=1), nil for none
	Profile bool      // the profile, from the records (Process) or the threads' trees (AddTree)
	// Trees: the profile and the event count come from the trees the
	// recording threads kept (AddTree); records only echo
	Trees bool
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
	if !m.cfg.Trees {
		m.events += int64(len(evs))
	}
	if m.cfg.Echo != nil {
		for _, e := range evs {
			m.echo = appendEcho(m.echo, e, m.reg)
		}
		if len(m.echo) > 0 {
			m.cfg.Echo.Write(m.echo)
			m.echo = m.echo[:0]
		}
	}
	if m.cfg.Profile && !m.cfg.Trees {
		m.prof.AddBatch(thread, evs)
	}
}

// AddTree takes the call-path tree a recording thread kept (Config.Trees).
func (m *Measurement) AddTree(thread int, tr *ThreadTree) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.events += tr.Events
	if m.cfg.Profile {
		m.prof.AddTree(thread, tr)
	}
}

// Report returns the call-path profile of the run.
func (m *Measurement) Report(run RunInfo) *report.Profile {
	m.mu.Lock()
	defer m.mu.Unlock()
	run.Events = m.events
	return m.prof.Report(m.reg, m.clock, run)
}
