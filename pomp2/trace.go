package pomp2

import (
	"bufio"
	"encoding/json"
	"io"
	"math"
	"strconv"
)

// TraceWriter converts recorded events into a Chrome trace-event JSON
// document (it opens in the Perfetto UI and chrome://tracing): one track
// per recording thread, a complete ("X") slice per interval with the task
// id and region id as args, and a flow arrow from the creation of each
// tied task to its execution.
//
// The library records the events of a run in binary and converts them
// once, at finalize (formatting JSON while the program runs would take
// CPU from its threads).
type TraceWriter struct {
	reg     *Registry
	clock   Clock
	w       *bufio.Writer
	pid     int
	threads []*traceThread
	heads   map[statKey]string // JSON prefix per region and activity
	first   bool               // no trace event written yet
	buf     []byte
	partial string // why the run stopped early, "" for a whole run
}

// SetPartial marks the trace as the trace of a run stopped early (in the
// document's otherData, which Perfetto shows as trace info).
func (t *TraceWriter) SetPartial(why string) { t.partial = why }

type traceThread struct {
	stack  stack
	seen   bool
	ompNum uint16 // OpenMP thread number of its first event
}

// statKey names a region's activity.
type statKey struct {
	region uint32
	kind   Kind
}

// NewTraceWriter starts a trace document on w; clock converts the
// events' ticks, pid names the process in the trace.
func NewTraceWriter(w io.Writer, reg *Registry, clock Clock, pid int) *TraceWriter {
	t := &TraceWriter{reg: reg, clock: clock, w: bufio.NewWriterSize(w, 1<<16), pid: pid, heads: map[statKey]string{}, first: true}
	t.w.WriteString(`{"displayTimeUnit":"ns","traceEvents":[`)
	return t
}

// Add converts a batch of events of one recording thread; a thread's
// batches must come in order.
func (t *TraceWriter) Add(thread int, evs []Event) {
	for i := range evs {
		t.addEvent(thread, &evs[i])
	}
}

// addEvent converts the next event of one recording thread.
func (t *TraceWriter) addEvent(thread int, e *Event) {
	for thread >= len(t.threads) {
		t.threads = append(t.threads, &traceThread{})
	}
	th := t.threads[thread]
	if !th.seen {
		th.seen, th.ompNum = true, e.Thread
	}
	if e.Kind == EvTaskBegin {
		t.flow(thread, 'f', e.Time, e.Arg)
	}
	f := th.stack.feed(e)
	if f == nil {
		return
	}
	t.slice(thread, f)
	if f.open == EvTaskCreateBegin {
		// the arrow starts inside the creating slice
		t.flow(thread, 's', f.start, f.task)
	}
}

func (t *TraceWriter) sep() []byte {
	b := t.buf[:0]
	if !t.first {
		b = append(b, ',')
	}
	t.first = false
	return b
}

// ts appends a time in microseconds (the format's unit) with ns digits.
func (t *TraceWriter) ts(b []byte, ticks uint64) []byte {
	return appendMicros(b, t.clock.Nanos(ticks))
}

// appendMicros appends ns nanoseconds as microseconds with three
// decimals ("12.345"), without the cost of float formatting.
func appendMicros(b []byte, ns float64) []byte {
	n := int64(math.Round(ns))
	if n < 0 {
		b = append(b, '-')
		n = -n
	}
	b = strconv.AppendInt(b, n/1000, 10)
	frac := n % 1000
	return append(b, '.', byte('0'+frac/100), byte('0'+frac/10%10), byte('0'+frac%10))
}

func (t *TraceWriter) pidTid(b []byte, thread int) []byte {
	b = append(b, `,"pid":`...)
	b = strconv.AppendInt(b, int64(t.pid), 10)
	b = append(b, `,"tid":`...)
	return strconv.AppendInt(b, int64(thread), 10)
}

// slice writes one complete ("X") event. The name and category of each
// region and activity are built once; the rest is appended without
// allocating.
func (t *TraceWriter) slice(thread int, f *frame) {
	k := statKey{region: f.region, kind: f.open}
	head, ok := t.heads[k]
	if !ok {
		r := t.reg.Get(f.region)
		name, _ := json.Marshal(activity[f.open] + " " + r.Describe())
		cat, _ := json.Marshal(r.TypeName())
		head = "\n{\"name\":" + string(name) + ",\"cat\":" + string(cat) + ",\"ph\":\"X\",\"ts\":"
		t.heads[k] = head
	}
	b := append(t.sep(), head...)
	// the duration is the rounded end minus the rounded start, not the
	// rounded length: a slice then never ends after, or starts before,
	// the slice around it, and Perfetto nests every call path
	start := math.Round(t.clock.Nanos(f.start))
	b = appendMicros(b, start)
	b = append(b, ",\"dur\":"...)
	b = appendMicros(b, math.Round(t.clock.Nanos(f.start+f.incl))-start)
	b = t.pidTid(b, thread)
	b = append(b, ",\"args\":{\""...)
	switch f.open {
	case EvTaskCreateBegin:
		b = append(b, "new task"...)
	case EvLockSet, EvNestLockSet:
		b = append(b, "lock"...)
	default:
		b = append(b, "task"...)
	}
	b = append(b, "\":"...)
	b = strconv.AppendInt(b, f.task, 10)
	b = append(b, ",\"region\":"...)
	b = strconv.AppendUint(b, uint64(f.region), 10)
	b = append(b, "}}"...)
	t.w.Write(b)
	t.buf = b
}

// flow writes the start ('s') or end ('f') of the arrow of task id.
func (t *TraceWriter) flow(thread int, ph byte, ticks uint64, id int64) {
	b := append(t.sep(), "\n{\"name\":\"task\",\"cat\":\"task\",\"ph\":\""...)
	b = append(b, ph, '"')
	if ph == 'f' {
		b = append(b, `,"bp":"e"`...)
	}
	b = append(b, `,"id":`...)
	b = strconv.AppendInt(b, id, 10)
	b = append(b, `,"ts":`...)
	b = t.ts(b, ticks)
	b = t.pidTid(b, thread)
	b = append(b, '}')
	t.w.Write(b)
	t.buf = b
}

// Close names the process and the tracks and ends the document.
func (t *TraceWriter) Close(process string) error {
	meta := func(name string, thread int, args string) {
		b := append(t.sep(), "\n{\"name\":\""...)
		b = append(b, name...)
		b = append(b, `","ph":"M"`...)
		b = t.pidTid(b, thread)
		b = append(b, `,"args":`...)
		b = append(b, args...)
		b = append(b, '}')
		t.w.Write(b)
		t.buf = b
	}
	pname, _ := json.Marshal(map[string]string{"name": process})
	meta("process_name", 0, string(pname))
	for i, th := range t.threads {
		if !th.seen {
			continue
		}
		name, _ := json.Marshal(map[string]string{"name": "thread " + strconv.Itoa(i) + " (OpenMP thread " + strconv.Itoa(int(th.ompNum)) + ")"})
		meta("thread_name", i, string(name))
		meta("thread_sort_index", i, `{"sort_index":`+strconv.Itoa(i)+`}`)
	}
	t.w.WriteString("\n]")
	if t.partial != "" {
		why, _ := json.Marshal(map[string]string{"partial": t.partial})
		t.w.WriteString(`,"otherData":`)
		t.w.Write(why)
	}
	t.w.WriteString("}\n")
	return t.w.Flush()
}
