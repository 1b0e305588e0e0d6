package pomp2

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"os"
	"sort"
	"strconv"
	"sync"
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

// kindStat is a profile row in ticks: one activity of a region on one
// thread.
type kindStat struct {
	kind                         Kind // the opening event kind
	visits                       int64
	incl, excl, minIncl, maxIncl uint64
}

// threadMeasure is the state of one recording thread. Region ids are
// small and dense, so the statistics are a slice indexed by region id,
// each holding the few activities of its region (a critical region has
// two, a for loop with its implicit barrier two, ...).
type threadMeasure struct {
	stack   stack
	regions [][]kindStat
}

func (t *threadMeasure) add(f *frame) {
	incl := f.incl
	for int(f.region) >= len(t.regions) {
		t.regions = append(t.regions, nil)
	}
	stats := t.regions[f.region]
	i := 0
	for i < len(stats) && stats[i].kind != f.open {
		i++
	}
	if i == len(stats) {
		stats = append(stats, kindStat{kind: f.open, minIncl: math.MaxUint64})
		t.regions[f.region] = stats
	}
	s := &stats[i]
	s.visits++
	s.incl += incl
	if f.children < incl {
		s.excl += incl - f.children
	}
	s.minIncl = min(s.minIncl, incl)
	s.maxIncl = max(s.maxIncl, incl)
}

// Profile accumulates the profile's statistics from the events of each
// recording thread, in that thread's order (threads may interleave). It
// is what Measurement uses in the drain, and what the profile tool on the
// OMPT bridge (pomp2/tools/profile) feeds from its callbacks. Not safe
// for concurrent use.
type Profile struct {
	threads []*threadMeasure // by recording thread
}

// Add takes the next event of recording thread.
func (p *Profile) Add(thread int, e *Event) {
	for thread >= len(p.threads) {
		p.threads = append(p.threads, &threadMeasure{})
	}
	t := p.threads[thread]
	if f := t.stack.feed(e); f != nil {
		t.add(f)
	}
}

// AddBatch takes events of recording thread, in order.
func (p *Profile) AddBatch(thread int, evs []Event) {
	for thread >= len(p.threads) {
		p.threads = append(p.threads, &threadMeasure{})
	}
	t := p.threads[thread]
	for i := range evs {
		if f := t.stack.feed(&evs[i]); f != nil {
			t.add(f)
		}
	}
}

// Rows returns the rows sorted by inclusive time, longest first; reg
// names the regions, clock converts the ticks.
func (p *Profile) Rows(reg *Registry, clock Clock) []ProfileRow {
	var rows []ProfileRow
	ns := clock.NsPerTick()
	for thread, t := range p.threads {
		for region, stats := range t.regions {
			for _, s := range stats {
				r := reg.Get(uint32(region))
				rows = append(rows, ProfileRow{Region: r.Describe(), Type: r.TypeName(), Activity: activity[s.kind], Thread: thread,
					Visits: s.visits, InclNs: float64(s.incl) * ns, ExclNs: float64(s.excl) * ns,
					MinNs: float64(s.minIncl) * ns, MaxNs: float64(s.maxIncl) * ns})
			}
		}
	}
	sort.Slice(rows, func(i, j int) bool {
		if rows[i].InclNs != rows[j].InclNs {
			return rows[i].InclNs > rows[j].InclNs
		}
		if rows[i].Region != rows[j].Region {
			return rows[i].Region < rows[j].Region
		}
		if rows[i].Activity != rows[j].Activity {
			return rows[i].Activity < rows[j].Activity
		}
		return rows[i].Thread < rows[j].Thread
	})
	return rows
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

// ProfileRow is a row of the profile, for tables and JSON.
type ProfileRow struct {
	Region   string  `json:"region"`
	Type     string  `json:"type"`
	Activity string  `json:"activity"`
	Thread   int     `json:"thread"`
	Visits   int64   `json:"visits"`
	InclNs   float64 `json:"inclusive_ns"`
	ExclNs   float64 `json:"exclusive_ns"`
	MinNs    float64 `json:"min_ns"`
	MaxNs    float64 `json:"max_ns"`
}

// Profile returns the rows sorted by inclusive time, longest first.
func (m *Measurement) Profile() []ProfileRow {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.prof.Rows(m.reg, m.clock)
}

// WriteProfileTable writes the profile as an aligned text table.
func WriteProfileTable(w io.Writer, rows []ProfileRow) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "%-44s %-22s %6s %10s %12s %12s %12s %12s\n", "region", "activity", "thread", "visits", "incl (ms)", "excl (ms)", "min (us)", "max (us)")
	for _, r := range rows {
		fmt.Fprintf(bw, "%-44s %-22s %6d %10d %12.3f %12.3f %12.3f %12.3f\n", r.Region, r.Activity, r.Thread, r.Visits,
			r.InclNs/1e6, r.ExclNs/1e6, r.MinNs/1e3, r.MaxNs/1e3)
	}
	return bw.Flush()
}

// OutputDir picks a new directory for a run's files: <base>/pomp2-<prog>-<pid>
// with -rank<N> when an MPI rank variable is set, and a numeric suffix if it
// exists already, so that no earlier run is overwritten.
func OutputDir(base, prog string, pid int, env func(string) string) (string, error) {
	name := "pomp2-" + prog + "-" + strconv.Itoa(pid)
	for _, v := range []string{"OMPI_COMM_WORLD_RANK", "PMI_RANK", "PMIX_RANK", "SLURM_PROCID", "MV2_COMM_WORLD_RANK"} {
		if r := env(v); r != "" {
			name += "-rank" + r
			break
		}
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
