//go:build ompgotest

package toollib

import (
	"fmt"
	"io"
	"sort"
	"time"

	"opari2/ompt"
	"opari2/ompt/libomp/replay"
)

// The tool "probe" of the tests' library (go build -tags ompgotest)
// checks, in every callback, what the library gives Go tools beyond the
// callbacks' arguments: the record's time (per thread never earlier than
// the thread's previous one, and within the run) and processor (the one
// ompt_get_proc_id answers), the places and the mutex implementations
// libomp has, libomp's frames in parallel_begin and task_create, and the
// task cancel names; its summary says what it saw.
func init() {
	ompt.RegisterToolMaker("probe", func(env ompt.ToolEnv) (*ompt.Tool, error) {
		p := &probe{start: time.Now(), last: map[*ompt.Thread]uint64{}}
		return &ompt.Tool{Start: p.startTool, Summary: p.summary}, nil
	})
}

type probe struct {
	start      time.Time
	first      uint64 // the earliest record time
	latest     uint64
	getEvent   replay.GetEventFunc
	procID     ompt.GetProcIDFunc
	placeNum   ompt.GetPlaceNumFunc
	numPlaces  ompt.GetNumPlacesFunc
	placeProcs ompt.GetPlaceProcIDsFunc
	impls      []string
	last       map[*ompt.Thread]uint64
	events     int
	bad        []string
	frames     [2]int // parallel_begin and task_create with libomp's enter frame (of all)
	creates    [2]int
	cancelled  []string // flags of the cancel events whose task was not the current one
	places     int      // the largest number of places seen
	bound      int      // events on a thread bound to a place
}

func (p *probe) startTool(uint32, string) *ompt.Fns {
	return &ompt.Fns{Initialize: p.initialize, Finalize: func(*ompt.Data) {}}
}

func (p *probe) initialize(lookup ompt.FunctionLookup, _ int, _ *ompt.Data) int {
	p.getEvent = lookup(replay.LookupGetEvent).(replay.GetEventFunc)
	p.procID = lookup("ompt_get_proc_id").(ompt.GetProcIDFunc)
	p.placeNum = lookup("ompt_get_place_num").(ompt.GetPlaceNumFunc)
	p.numPlaces = lookup("ompt_get_num_places").(ompt.GetNumPlacesFunc)
	p.placeProcs = lookup("ompt_get_place_proc_ids").(ompt.GetPlaceProcIDsFunc)
	enum := lookup("ompt_enumerate_mutex_impls").(ompt.EnumerateMutexImplsFunc)
	for impl, name, ret := enum(0); ret != 0; impl, name, ret = enum(impl) {
		p.impls = append(p.impls, name)
	}
	set := lookup("ompt_set_callback").(ompt.SetCallbackFunc)
	taskInfo := lookup("ompt_get_task_info").(ompt.GetTaskInfoFunc)
	for _, k := range ompt.AllCallbacks() {
		switch k {
		case ompt.CallbackParallelBegin:
			set(k, ompt.ParallelBeginFunc(func(t *ompt.Thread, _ *ompt.Data, f *ompt.Frame, _ *ompt.Data, _ uint32, _ ompt.Invoker, _ uintptr) {
				p.check(t)
				p.creates[0]++
				if f != nil && f.EnterFrame != 0 {
					p.frames[0]++
				}
			}))
		case ompt.CallbackTaskCreate:
			set(k, ompt.TaskCreateFunc(func(t *ompt.Thread, _ *ompt.Data, f *ompt.Frame, _ *ompt.Data, _ ompt.TaskType, _ bool, _ uintptr) {
				p.check(t)
				p.creates[1]++
				if f != nil && f.EnterFrame != 0 {
					p.frames[1]++
				}
			}))
		case ompt.CallbackCancel:
			set(k, ompt.CancelFunc(func(t *ompt.Thread, task *ompt.Data, flags ompt.CancelFlag, _ uintptr) {
				p.check(t)
				if _, cur, _, _, _, _ := taskInfo(t, 0); cur != task {
					p.bad = append(p.bad, fmt.Sprintf("cancel %v: task_data is not the current task", flags))
				}
				if flags&ompt.CancelDiscardedTask != 0 {
					p.cancelled = append(p.cancelled, flags.String())
				}
			}))
		default:
			if cb := ompt.GenericCallback(k, func(t *ompt.Thread, _ ompt.ScopeEndpoint) { p.check(t) }); cb != nil {
				set(k, cb)
			}
		}
	}
	return 1
}

func (p *probe) check(t *ompt.Thread) {
	p.events++
	e, ok := p.getEvent(t)
	switch {
	case !ok:
		p.bad = append(p.bad, "no event behind a callback")
		return
	case e.Time < p.last[t]:
		p.bad = append(p.bad, fmt.Sprintf("thread %d: time %d before the thread's previous %d", t.Num(), e.Time, p.last[t]))
	case e.ProcID < 0 || e.ProcID >= 4096 || p.procID(t) != e.ProcID:
		p.bad = append(p.bad, fmt.Sprintf("processor %d, ompt_get_proc_id %d", e.ProcID, p.procID(t)))
	}
	// the records' times span no more than the tool's life so far
	if p.first == 0 || e.Time < p.first {
		p.first = e.Time
	}
	p.latest = max(p.latest, e.Time)
	if span := time.Duration(p.latest - p.first); span > time.Since(p.start) {
		p.bad = append(p.bad, fmt.Sprintf("records %v apart, the tool started %v ago", span, time.Since(p.start)))
	}
	p.last[t] = e.Time
	if n := p.numPlaces(); n > p.places {
		p.places = n
	}
	if pl := p.placeNum(t); pl >= 0 && pl < p.numPlaces() && p.placeProcs(pl, make([]int, 8)) > 0 {
		p.bound++
	}
}

func (p *probe) summary(w io.Writer, prefix string) error {
	sort.Strings(p.cancelled)
	_, err := fmt.Fprintf(w, "%sprobe: %d events, %d problems %q; places %d, events on a bound thread %v; mutex implementations %v; "+
		"libomp frames in parallel_begin %d/%d, task_create %d/%d; discarded %v\n",
		prefix, p.events, len(p.bad), first(p.bad), p.places, p.bound > 0, p.impls,
		p.frames[0], p.creates[0], p.frames[1], p.creates[1], p.cancelled)
	return err
}

func first(s []string) []string {
	if len(s) > 3 {
		return s[:3]
	}
	return s
}
