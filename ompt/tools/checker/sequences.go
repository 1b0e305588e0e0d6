package checker

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"opari2/ompt"
)

// Sequence is the construct events of one thread, in its order: what two
// event sources of the same program (libomp, libpomp2) must agree on.
type Sequence struct {
	// Thread is the thread's number in the team of its first implicit
	// task (0 for the primary thread), -1 if it ran none; threads are
	// matched across sources by it.
	Thread int
	Type   ompt.ThreadType
	Events []string
}

// Constructs reduces the checker's logs (Threads) to the events of the
// constructs every source reports: parallel_begin/end,
// implicit_task_begin/end, worksharing (loop_begin, sections_end, ...),
// master_begin/end, and sync regions. A barrier region becomes
// barrier_<kind>_begin/end, its kind taken from the state of the thread's
// first wait in it:
//
//	implicit_parallel   the implicit barrier at the end of a parallel region
//	implicit_workshare  the implicit barrier of a worksharing construct
//	explicit            a barrier construct
//	implementation      a barrier the runtime adds for itself (reductions)
//
// A source that only knows "implicit" (libomp 14 reports both implicit
// barriers as barrier_implicit) gets implicit_parallel when the region
// ends right before the implicit task does, else implicit_workshare.
// Waits, tasks, mutexes, thread and initial-task events are dropped. The
// sequences are ordered by Thread (threads that ran no implicit task
// last, in log order).
func Constructs(logs []ThreadLog) []Sequence {
	out := make([]Sequence, 0, len(logs))
	for _, l := range logs {
		out = append(out, Sequence{Thread: l.ThreadNum, Type: l.Type, Events: constructEvents(l)})
	}
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i].Thread, out[j].Thread
		if (a < 0) != (b < 0) {
			return b < 0
		}
		return a < b
	})
	return out
}

func constructEvents(l ThreadLog) []string {
	var ev []string
	var open []int // positions in ev of the barrier_begin of open barrier regions
	for i, name := range l.Events {
		switch {
		case name == "parallel_begin" || name == "parallel_end" ||
			strings.HasPrefix(name, "implicit_task_") || strings.HasPrefix(name, "master_") ||
			strings.HasPrefix(name, "taskwait_") || strings.HasPrefix(name, "taskgroup_") ||
			isWork(name):
			ev = append(ev, name)
		case name == "barrier_begin":
			open = append(open, len(ev))
			ev = append(ev, "barrier_?_begin")
		case name == "wait_barrier_begin":
			if n := len(open); n > 0 && ev[open[n-1]] == "barrier_?_begin" && i < len(l.States) {
				ev[open[n-1]] = "barrier_" + barrierKind(l.States[i], l.Events[i+1:]) + "_begin"
			}
		case name == "barrier_end":
			kind := "?"
			if n := len(open); n > 0 {
				kind = strings.TrimSuffix(strings.TrimPrefix(ev[open[n-1]], "barrier_"), "_begin")
				open = open[:n-1]
			}
			ev = append(ev, "barrier_"+kind+"_end")
		}
	}
	return ev
}

// isWork reports whether name is the begin or end of a worksharing
// construct (names of ompt.WorkType.Short).
func isWork(name string) bool {
	for w := ompt.WorkLoop; w <= ompt.WorkScope; w++ {
		if name == w.Short()+"_begin" || name == w.Short()+"_end" {
			return true
		}
	}
	return false
}

// barrierKind names a barrier by the waiting thread's state; rest is the
// thread's events after the wait began.
func barrierKind(s ompt.State, rest []string) string {
	switch s {
	case ompt.StateWaitBarrierImplicitParallel:
		return "implicit_parallel"
	case ompt.StateWaitBarrierImplicitWorkshare:
		return "implicit_workshare"
	case ompt.StateWaitBarrierExplicit:
		return "explicit"
	case ompt.StateWaitBarrierImplicit:
		depth := 0
		for i, e := range rest {
			switch e {
			case "barrier_begin":
				depth++
			case "barrier_end":
				if depth > 0 {
					depth--
					continue
				}
				if i+1 < len(rest) && rest[i+1] == "implicit_task_end" {
					return "implicit_parallel"
				}
				return "implicit_workshare"
			}
		}
		return "implicit"
	}
	return "implementation"
}

// WriteSequences writes sequences in a line format ReadSequences reads:
// a header per thread, "# thread <n> <type>", then one event per line.
func WriteSequences(w io.Writer, seqs []Sequence) error {
	bw := bufio.NewWriter(w)
	for _, s := range seqs {
		fmt.Fprintf(bw, "# thread %d %v\n", s.Thread, s.Type)
		for _, e := range s.Events {
			bw.WriteString(e)
			bw.WriteByte('\n')
		}
	}
	return bw.Flush()
}

// ReadSequences reads what WriteSequences wrote.
func ReadSequences(r io.Reader) ([]Sequence, error) {
	var out []Sequence
	sc := bufio.NewScanner(r)
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		if strings.HasPrefix(text, "#") {
			f := strings.Fields(text)
			if len(f) != 4 || f[0] != "#" || f[1] != "thread" {
				return nil, fmt.Errorf("line %d: want \"# thread <number> <type>\", got %q", line, text)
			}
			f = f[2:]
			n, err := strconv.Atoi(f[0])
			if err != nil {
				return nil, fmt.Errorf("line %d: thread number %q: %w", line, f[0], err)
			}
			typ, ok := threadTypes[f[1]]
			if !ok {
				return nil, fmt.Errorf("line %d: unknown thread type %q", line, f[1])
			}
			out = append(out, Sequence{Thread: n, Type: typ})
			continue
		}
		if len(out) == 0 {
			return nil, fmt.Errorf("line %d: event %q before the first \"# thread\" line", line, text)
		}
		out[len(out)-1].Events = append(out[len(out)-1].Events, text)
	}
	return out, sc.Err()
}

var threadTypes = map[string]ompt.ThreadType{}

func init() {
	for _, t := range []ompt.ThreadType{ompt.ThreadInitial, ompt.ThreadWorker, ompt.ThreadOther, ompt.ThreadUnknown} {
		threadTypes[t.String()] = t
	}
}
