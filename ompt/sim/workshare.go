package sim

import (
	"fmt"

	"opari2/ompt"
)

// ScheduleKind is the schedule of a worksharing loop.
type ScheduleKind int

// Loop schedules.
const (
	ScheduleStatic ScheduleKind = iota
	ScheduleDynamic
	ScheduleGuided
)

// Schedule is a schedule clause: a kind and a chunk size (0: the default,
// one block per thread for static, 1 for dynamic and guided).
type Schedule struct {
	Kind  ScheduleKind
	Chunk int
}

// Static, Dynamic and Guided make schedules.
func Static(chunk int) Schedule  { return Schedule{ScheduleStatic, chunk} }
func Dynamic(chunk int) Schedule { return Schedule{ScheduleDynamic, chunk} }
func Guided(chunk int) Schedule  { return Schedule{ScheduleGuided, chunk} }

// Loop describes a worksharing loop over the iterations Lo <= i < Hi.
type Loop struct {
	Lo, Hi   int
	Schedule Schedule
	NoWait   bool // no implicit barrier at the end
	Ordered  bool // the body may contain an Ordered region
	// Reduction: a reduction clause; each thread combines its partial
	// result at the end of the loop (the reduction event, OpenMP 5.x).
	Reduction bool
}

// workshare is the state a team shares for one worksharing construct.
type workshare struct {
	next      int         // first iteration (or section) not handed out
	claimed   bool        // single: a thread executes it
	ordered   int         // ordered loop: iterations that passed their ordered region
	orderedID ompt.WaitID // ordered loop: the wait id of its ordered regions
	done      int         // members that finished the construct
	cancelled bool        // cancel for or cancel sections was activated
}

// loopIter is the iteration of an ordered loop a thread executes.
type loopIter struct {
	w   *workshare
	i   int // iteration number from 0
	ran bool
}

// workshareBegin finds (or creates, for the first member to arrive) the
// shared state of the implicit task's next worksharing construct.
func (t *T) workshareBegin(ordered bool) (*workshare, int) {
	s, tm := t.th.s, t.tm
	if t.it == nil {
		panic("sim: a worksharing construct inside an explicit task")
	}
	t.it.ws++
	seq := t.it.ws
	var w *workshare
	s.update(func() {
		if w = tm.ws[seq]; w == nil {
			w = &workshare{}
			if ordered {
				w.orderedID = s.newWaitID()
			}
			tm.ws[seq] = w
		}
	})
	return w, seq
}

func (t *T) workshareEnd(w *workshare, seq int) {
	s, tm := t.th.s, t.tm
	s.update(func() {
		if w.done++; w.done == tm.size {
			delete(tm.ws, seq)
		}
	})
}

// For is a worksharing loop over lo <= i < hi with an implicit barrier.
func (t *T) For(lo, hi int, sched Schedule, body func(t *T, i int)) {
	t.loopConstruct(Loop{Lo: lo, Hi: hi, Schedule: sched}, t.callerPC(), body)
}

// Loop is a worksharing loop with all its clauses.
func (t *T) Loop(l Loop, body func(t *T, i int)) { t.loopConstruct(l, t.callerPC(), body) }

func (t *T) loopConstruct(l Loop, pc uintptr, body func(t *T, i int)) {
	s, ot := t.th.s, t.th.ot
	s.yield(t.th)
	n := max(l.Hi-l.Lo, 0)
	w, seq := t.workshareBegin(l.Ordered)
	ot.Work(ompt.WorkLoop, ompt.ScopeBegin, uint64(n), pc)
	t.ws, t.wsKind, t.wsLeft = w, CancelLoop, false
	// run executes a chunk; a cancelled loop runs no more of them on the
	// thread that left it (Cancel, CancellationPoint)
	run := func(from, to int) {
		if t.wsLeft {
			return
		}
		ot.Dispatch(ompt.DispatchIteration, uint64(from))
		for i := from; i < to && !t.wsLeft; i++ {
			if !l.Ordered {
				body(t, l.Lo+i)
				continue
			}
			it := &loopIter{w: w, i: i}
			t.loop = it
			body(t, l.Lo+i)
			t.loop = nil
			if !it.ran { // keep the order for the iterations after it
				s.await(t.th, func() bool {
					if w.ordered == i {
						w.ordered++
						return true
					}
					return false
				})
			}
		}
	}
	size, me := t.tm.size, t.threadNum
	chunk := l.Schedule.Chunk
	switch l.Schedule.Kind {
	case ScheduleStatic:
		if chunk <= 0 { // one balanced block per thread
			q, r := n/size, n%size
			from := me*q + min(me, r)
			to := from + q
			if me < r {
				to++
			}
			run(from, to)
			break
		}
		for from := me * chunk; from < n; from += size * chunk {
			run(from, min(from+chunk, n))
		}
	case ScheduleDynamic, ScheduleGuided:
		chunk = max(chunk, 1)
		for {
			s.yield(t.th)
			var from, to int
			s.update(func() {
				if w.cancelled {
					w.next = n // no chunk is handed out any more
				}
				from = w.next
				c := chunk
				if l.Schedule.Kind == ScheduleGuided {
					c = max((n-from+2*size-1)/(2*size), chunk)
				}
				to = min(from+c, n)
				w.next = to
			})
			if from >= n {
				break
			}
			run(from, to)
		}
	default:
		panic(fmt.Sprintf("sim: unknown schedule kind %d", l.Schedule.Kind))
	}
	t.ws, t.wsLeft = nil, false
	ot.Work(ompt.WorkLoop, ompt.ScopeEnd, uint64(n), pc)
	t.workshareEnd(w, seq)
	if l.Reduction {
		ot.Reduction(ompt.ScopeBegin, pc)
		ot.Reduction(ompt.ScopeEnd, pc)
	}
	if !l.NoWait {
		t.barrier(ompt.StateWaitBarrierImplicitWorkshare, pc)
	}
}

// Ordered is an ordered region inside an iteration of an ordered loop: it
// runs when every earlier iteration passed its ordered region.
func (t *T) Ordered(fn func()) {
	s, ot := t.th.s, t.th.ot
	s.yield(t.th)
	it := t.loop
	if it == nil {
		panic("sim: Ordered outside the body of a Loop with Ordered set")
	}
	if it.ran {
		panic("sim: a second Ordered region in one loop iteration")
	}
	pc := t.callerPC()
	w := it.w
	ot.MutexAcquire(ompt.MutexOrdered, 0, implSim, w.orderedID, pc)
	s.await(t.th, func() bool { return w.ordered == it.i })
	ot.MutexAcquired(ompt.MutexOrdered, w.orderedID, pc)
	fn()
	it.ran = true
	s.update(func() { w.ordered++ })
	ot.MutexReleased(ompt.MutexOrdered, w.orderedID, pc)
}

// Sections is a sections construct with an implicit barrier: each
// function is one section, executed once by some thread of the team.
func (t *T) Sections(sections ...func(t *T)) { t.sections(false, t.callerPC(), sections) }

// SectionsNowait is Sections without the implicit barrier.
func (t *T) SectionsNowait(sections ...func(t *T)) { t.sections(true, t.callerPC(), sections) }

func (t *T) sections(nowait bool, pc uintptr, sections []func(t *T)) {
	s, ot := t.th.s, t.th.ot
	s.yield(t.th)
	w, seq := t.workshareBegin(false)
	ot.Work(ompt.WorkSections, ompt.ScopeBegin, uint64(len(sections)), pc)
	t.ws, t.wsKind, t.wsLeft = w, CancelSections, false
	for !t.wsLeft {
		s.yield(t.th)
		var i int
		s.update(func() {
			if w.cancelled {
				w.next = len(sections)
			}
			i = w.next
			w.next++
		})
		if i >= len(sections) {
			break
		}
		ot.Dispatch(ompt.DispatchSection, uint64(i))
		sections[i](t)
	}
	t.ws, t.wsLeft = nil, false
	ot.Work(ompt.WorkSections, ompt.ScopeEnd, uint64(len(sections)), pc)
	t.workshareEnd(w, seq)
	if !nowait {
		t.barrier(ompt.StateWaitBarrierImplicitWorkshare, pc)
	}
}

// Single is a single construct with an implicit barrier: the first thread
// of the team to arrive executes fn.
func (t *T) Single(fn func(t *T)) { t.single(false, t.callerPC(), fn) }

// SingleNowait is Single without the implicit barrier.
func (t *T) SingleNowait(fn func(t *T)) { t.single(true, t.callerPC(), fn) }

func (t *T) single(nowait bool, pc uintptr, fn func(t *T)) {
	s, ot := t.th.s, t.th.ot
	s.yield(t.th)
	w, seq := t.workshareBegin(false)
	mine := false
	s.update(func() {
		mine = !w.claimed
		w.claimed = true
	})
	if mine {
		ot.Work(ompt.WorkSingleExecutor, ompt.ScopeBegin, 1, pc)
		fn(t)
		ot.Work(ompt.WorkSingleExecutor, ompt.ScopeEnd, 1, pc)
	} else {
		ot.Work(ompt.WorkSingleOther, ompt.ScopeBegin, 1, pc)
		ot.Work(ompt.WorkSingleOther, ompt.ScopeEnd, 1, pc)
	}
	t.workshareEnd(w, seq)
	if !nowait {
		t.barrier(ompt.StateWaitBarrierImplicitWorkshare, pc)
	}
}

// Scope is a scope construct (OpenMP 5.1) with its implicit barrier:
// every thread of the team executes fn.
func (t *T) Scope(fn func(t *T)) {
	s, ot := t.th.s, t.th.ot
	s.yield(t.th)
	pc := t.callerPC()
	ot.Work(ompt.WorkScope, ompt.ScopeBegin, 1, pc)
	fn(t)
	ot.Work(ompt.WorkScope, ompt.ScopeEnd, 1, pc)
	t.barrier(ompt.StateWaitBarrierImplicitWorkshare, pc)
}

// Error is an error directive with at(execution) (OpenMP 5.1): a warning
// goes on, a fatal error would end the program (the sim goes on too).
func (t *T) Error(severity ompt.Severity, message string) {
	t.th.s.yield(t.th)
	t.th.ot.Error(severity, message, t.callerPC())
}

// Master is a master construct: thread 0 of the team executes fn, the
// others skip it (no barrier).
func (t *T) Master(fn func(t *T)) {
	s, ot := t.th.s, t.th.ot
	s.yield(t.th)
	if t.threadNum != 0 {
		return
	}
	pc := t.callerPC()
	ot.Master(ompt.ScopeBegin, pc)
	fn(t)
	ot.Master(ompt.ScopeEnd, pc)
}
