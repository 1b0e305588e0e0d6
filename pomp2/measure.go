package pomp2

import (
	"bufio"
	"encoding/json"
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

// Nanos converts ticks to nanoseconds since Ns0.
func (c Clock) Nanos(ticks uint64) float64 {
	if c.Ticks1 <= c.Ticks0 || c.Ns1 <= c.Ns0 {
		return float64(ticks - c.Ticks0) // ticks are nanoseconds already
	}
	return (float64(ticks) - float64(c.Ticks0)) * float64(c.Ns1-c.Ns0) / float64(c.Ticks1-c.Ticks0)
}

// Config selects the outputs of a run.
type Config struct {
	Echo    io.Writer // event echo (POMP2_ECHO=1), nil for none
	Profile bool
	Trace   io.Writer // Chrome trace-event JSON, nil for none
}

// frame is an open interval on a thread's stack.
type frame struct {
	open     Kind
	region   uint32
	start    uint64
	children float64
	task     int64
}

// statKey identifies a profile row.
type statKey struct {
	region uint32
	kind   Kind // the opening event kind
	thread int
}

// Stat is one profile row: a region's activity on one thread.
type Stat struct {
	Visits           int64
	Incl, Excl       float64 // nanoseconds
	MinIncl, MaxIncl float64
}

// Measurement turns per-thread event batches into the configured outputs.
// Batches of one thread must arrive in order; different threads may
// interleave. It is safe for concurrent use.
type Measurement struct {
	mu     sync.Mutex
	reg    *Registry
	cfg    Config
	clock  Clock
	stacks map[int][]frame
	stats  map[statKey]*Stat
	echo   []byte
	trace  *bufio.Writer
	first  bool // no trace event written yet
	events int64

	traceHead map[statKey]string // JSON prefix per region and activity
	traceBuf  []byte
	pid       int
}

// NewMeasurement starts a measurement over the regions of reg.
func NewMeasurement(reg *Registry, cfg Config) *Measurement {
	m := &Measurement{reg: reg, cfg: cfg, stacks: map[int][]frame{}, stats: map[statKey]*Stat{}, first: true,
		traceHead: map[statKey]string{}, pid: os.Getpid()}
	if cfg.Trace != nil {
		m.trace = bufio.NewWriterSize(cfg.Trace, 1<<16)
		m.trace.WriteString(`{"displayTimeUnit":"ns","traceEvents":[`)
	}
	return m
}

// SetClock updates the tick-to-nanosecond conversion.
func (m *Measurement) SetClock(c Clock) {
	m.mu.Lock()
	m.clock = c
	m.mu.Unlock()
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
	for _, e := range evs {
		if m.cfg.Echo != nil {
			m.echo = appendEcho(m.echo, e, m.reg)
		}
		if m.cfg.Profile || m.trace != nil {
			m.account(thread, e)
		}
	}
	if m.cfg.Echo != nil && len(m.echo) > 0 {
		m.cfg.Echo.Write(m.echo)
		m.echo = m.echo[:0]
	}
}

func (m *Measurement) account(thread int, e Event) {
	if e.Kind >= numKinds {
		return
	}
	if closesOf[e.Kind] != EvNone {
		m.stacks[thread] = append(m.stacks[thread], frame{open: e.Kind, region: e.Region, start: e.Time, task: e.Arg})
		return
	}
	open := opens[e.Kind]
	if open == EvNone {
		return
	}
	st := m.stacks[thread]
	// find the matching frame; frames above it were never closed
	i := len(st) - 1
	for i >= 0 && !(st[i].open == open && (st[i].region == e.Region || e.Region == 0 || st[i].region == 0)) {
		i--
	}
	if i < 0 {
		return // a closer without opener (measurement switched on midway)
	}
	f := st[i]
	m.stacks[thread] = st[:i]
	incl := m.clock.Nanos(e.Time) - m.clock.Nanos(f.start)
	if incl < 0 {
		incl = 0
	}
	if i > 0 {
		m.stacks[thread][i-1].children += incl
	}
	if m.cfg.Profile {
		k := statKey{f.region, f.open, thread}
		s := m.stats[k]
		if s == nil {
			s = &Stat{MinIncl: math.Inf(1)}
			m.stats[k] = s
		}
		s.Visits++
		s.Incl += incl
		s.Excl += incl - f.children
		s.MinIncl = math.Min(s.MinIncl, incl)
		s.MaxIncl = math.Max(s.MaxIncl, incl)
	}
	if m.trace != nil {
		m.traceSlice(thread, f, incl)
	}
}

// traceSlice writes one complete ("X") event of the Chrome trace format.
// The name and category of each region and activity are built once; the
// rest is appended without allocating, since trace mode sees every event.
func (m *Measurement) traceSlice(thread int, f frame, dur float64) {
	k := statKey{region: f.region, kind: f.open}
	head, ok := m.traceHead[k]
	if !ok {
		r := m.reg.Get(f.region)
		name, _ := json.Marshal(activity[f.open] + " " + r.Describe())
		cat, _ := json.Marshal(r.TypeName())
		head = "\n{\"name\":" + string(name) + ",\"cat\":" + string(cat) + ",\"ph\":\"X\",\"ts\":"
		m.traceHead[k] = head
	}
	b := m.traceBuf[:0]
	if !m.first {
		b = append(b, ',')
	}
	m.first = false
	b = append(b, head...)
	b = strconv.AppendFloat(b, m.clock.Nanos(f.start)/1000, 'f', 3, 64)
	b = append(b, ",\"dur\":"...)
	b = strconv.AppendFloat(b, dur/1000, 'f', 3, 64)
	b = append(b, ",\"pid\":"...)
	b = strconv.AppendInt(b, int64(m.pid), 10)
	b = append(b, ",\"tid\":"...)
	b = strconv.AppendInt(b, int64(thread), 10)
	b = append(b, ",\"args\":{\"task\":"...)
	b = strconv.AppendInt(b, f.task, 10)
	b = append(b, ",\"region\":"...)
	b = strconv.AppendUint(b, uint64(f.region), 10)
	b = append(b, "}}"...)
	m.trace.Write(b)
	m.traceBuf = b
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
	rows := make([]ProfileRow, 0, len(m.stats))
	for k, s := range m.stats {
		r := m.reg.Get(k.region)
		rows = append(rows, ProfileRow{Region: r.Describe(), Type: r.TypeName(), Activity: activity[k.kind], Thread: k.thread,
			Visits: s.Visits, InclNs: s.Incl, ExclNs: s.Excl, MinNs: s.MinIncl, MaxNs: s.MaxIncl})
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

// Finish closes the trace.
func (m *Measurement) Finish() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.trace != nil {
		m.trace.WriteString("\n]}\n")
		return m.trace.Flush()
	}
	return nil
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
