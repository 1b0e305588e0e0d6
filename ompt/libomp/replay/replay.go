package replay

import (
	"fmt"

	"opari2/ompt"
	"opari2/ompt/streams"
)

// Replayer replays record streams into a runtime's model, on the shared
// engine of package streams (which keeps the streams, the loop, the task
// stacks and sync regions); this file is what is particular to libomp's
// records. It is not safe for concurrent use: one goroutine feeds and runs
// it (the model's threads are then all driven by that goroutine, one at a
// time).
type Replayer struct {
	rt    *ompt.Runtime
	g     *streams.Engine[Record]
	began int                // streams[0:began] replayed their thread_begin
	libs  map[int]*libStream // libomp's per-thread state, by stream index
	opts  Options

	cur       *Record // the record being replayed (Event)
	curThread *ompt.Thread
}

// Options are what the replayer needs from the library beyond the
// records.
type Options struct {
	// Message returns the message of an error record's message number
	// (the C layer keeps them); nil: messages are empty.
	Message func(id uint64) string
	// Nanos converts a record's time to nanoseconds (CLOCK_MONOTONIC); nil:
	// the time is already in nanoseconds.
	Nanos func(ticks uint64) uint64
}

type stream = streams.Stream[Record]

// libStream is what a stream needs beyond the engine's state.
type libStream struct {
	acquiring bool            // the last record was mutex_acquire
	pending   []*streams.Task // created, not yet visible to other threads
	deps      []ompt.TaskDependence
	works     []openWork // worksharing constructs that began and did not end
}

// openWork is a worksharing construct a thread is in; libomp reports no
// end of one that was cancelled (cancel for, cancel sections).
type openWork struct {
	wt        ompt.WorkType
	count     uint64
	pc        uintptr
	cancelled bool
}

// New makes a replayer that drives rt.
func New(rt *ompt.Runtime, opts Options) *Replayer {
	r := &Replayer{rt: rt, libs: map[int]*libStream{}, opts: opts}
	r.g = streams.New[Record](r)
	return r
}

// Records is the number of records replayed so far.
func (r *Replayer) Records() uint64 { return r.g.Records() }

// Feed appends records of the OS thread with C-layer index idx. done, if
// not nil, is called once every record of recs has been replayed (or
// given up by Finish); until then recs must stay valid.
func (r *Replayer) Feed(idx int, recs []Record, done func()) { r.g.Feed(idx, recs, done) }

// Run replays every record whose cross-thread edges are satisfied and
// returns how many it replayed.
func (r *Replayer) Run() int { return r.g.Run() }

// Finish replays what is left after the last Feed. Records that still
// cannot be replayed (an edge to an event that never came) are reported
// and dropped. It returns Err.
func (r *Replayer) Finish() error { return r.g.Finish() }

// Err reports the inconsistencies found between the records and the
// model (nil when none): records the replay could not place, each
// reported, not replayed.
func (r *Replayer) Err() error { return r.g.Err() }

// Errors is the number of inconsistencies found.
func (r *Replayer) Errors() int { return r.g.Errors() }

// ErrorMessages are the messages of the first inconsistencies (Errors
// counts them all).
func (r *Replayer) ErrorMessages() []string { return r.g.ErrorMessages() }

// Event is what a record tells beyond its callback's arguments.
type Event struct {
	Time   uint64 // nanoseconds, CLOCK_MONOTONIC
	ProcID int    // the processor the thread ran on
	Kind   Kind   // the record's kind (a callback the replay added, such as a wait's end around a task, has the kind of the record that caused it)
}

// GetEventFunc is the type of the entry point LookupGetEvent: the record
// behind the callback thread t is in; ok is false outside a callback of a
// replayed record on t.
type GetEventFunc func(t *ompt.Thread) (e Event, ok bool)

// LookupGetEvent is the name of the library's entry point (GetEventFunc)
// in the Go tool's lookup.
const LookupGetEvent = "opari2_libomp_get_event"

// EntryPoints are the entry points the replayer adds to lookup
// (ompt.Config.EntryPoints); replayer is called at each inquiry, so the
// runtime may be started before the replayer exists.
func EntryPoints(replayer func() *Replayer) map[string]ompt.InterfaceFn {
	return map[string]ompt.InterfaceFn{
		LookupGetEvent: GetEventFunc(func(t *ompt.Thread) (Event, bool) {
			r := replayer()
			// in thread_begin, the thread being begun
			if r == nil || r.cur == nil || t == nil || t != r.curThread && !(r.curThread == nil && r.cur.Kind == KindThreadBegin) {
				return Event{}, false
			}
			ns := r.cur.Time
			if r.opts.Nanos != nil {
				ns = r.opts.Nanos(ns)
			}
			return Event{Time: ns, ProcID: int(r.cur.CPU), Kind: r.cur.Kind}, true
		}),
	}
}

func (r *Replayer) lib(s *stream) *libStream {
	l := r.libs[s.Index]
	if l == nil {
		l = &libStream{}
		r.libs[s.Index] = l
	}
	return l
}

// publish makes the tasks this thread created visible to the others: their
// creation, with the dependences reported right after it, is complete.
func (l *libStream) publish() {
	for _, k := range l.pending {
		k.Published = true
	}
	l.pending = l.pending[:0]
}

// Exhausted publishes the creations of a stream that has no record left.
func (r *Replayer) Exhausted(s *stream) bool {
	l := r.lib(s)
	if len(l.pending) == 0 {
		return false
	}
	l.publish()
	return true
}

// startable reports whether task id may start on a thread: its creation
// was published and every task it depends on completed.
func (r *Replayer) startable(id uint64) bool {
	k := r.g.Tasks[id]
	if k == nil || !k.Published {
		return false
	}
	for _, p := range k.Preds {
		if !p.Completed {
			return false
		}
	}
	return true
}

// Ready reports whether the cross-thread edges into rec are satisfied. A
// creation is published with the creator's next record that is not one of
// its dependences.
func (r *Replayer) Ready(s *stream, rec *Record) bool {
	if l := r.lib(s); len(l.pending) > 0 && !(rec.Kind == KindDependence || rec.Kind == KindTaskDependence) {
		l.publish()
	}
	switch rec.Kind {
	case KindThreadBegin:
		return s.Index <= r.began
	case KindParallelBegin:
		return s.Final() || s.Peek(1) != nil // the team size comes from the next record
	case KindImplicitTask:
		if endpoint(rec.Sub&^LeagueBit) == ompt.ScopeBegin && (ompt.TaskType(rec.PC)&ompt.TaskInitial == 0 || rec.Sub&LeagueBit != 0) {
			return r.g.Pars[rec.B] != nil
		}
	case KindCancel:
		if ompt.CancelFlag(rec.U32)&ompt.CancelDiscardedTask != 0 {
			return r.startable(taskID(rec.A))
		}
	case KindTaskSchedule:
		return r.scheduleReady(s, rec)
	}
	return true
}

// scheduleReady: a task starts once startable; a suspended task resumes
// once its suspension on another thread was replayed; a detached task's
// late fulfillment waits for its end, and every other event about a task
// for its creation.
func (r *Replayer) scheduleReady(s *stream, rec *Record) bool {
	a, b := taskID(rec.A), taskID(rec.B)
	switch rec.Sub {
	case llvmTaskComplete, llvmTaskCancel, llvmTaskDetach:
		return true
	case llvmTaskEarlyFulfill:
		k := r.g.Tasks[a]
		return k != nil && k.Published
	case llvmTaskLateFulfill:
		k := r.g.Tasks[a]
		return k != nil && k.Detached
	case llvmTaskTaskwaitComplete:
		return r.startable(a)
	}
	cur := s.Top()
	if a == b && cur != nil && cur.ID == a {
		return true // switch(X -> X) of the current task: it suspends
	}
	if below := s.Below(); below != nil && below.ID == b {
		return true // the current task suspends back to the one it interrupted
	}
	k := r.g.Tasks[b]
	if k == nil {
		return false
	}
	// the first switch into a task starts it; a later one resumes it
	// after the suspension that preceded that switch
	if k.Started {
		return k.Suspended() && switches(rec.B) == k.Gen+1
	}
	return switches(rec.B) == 1 && r.startable(b)
}

// WaitsFor describes the edge rec waits for (for error messages).
func (r *Replayer) WaitsFor(s *stream, rec *Record) string {
	what := "nothing"
	switch rec.Kind {
	case KindThreadBegin:
		what = fmt.Sprintf("the thread_begin of thread index %d", r.began)
	case KindImplicitTask:
		what = fmt.Sprintf("parallel_begin of region %#x", rec.B)
	case KindCancel:
		what = fmt.Sprintf("task_create of task %#x or the completion of a task it depends on", taskID(rec.A))
	case KindTaskSchedule:
		what = fmt.Sprintf("task_create of task %#x, its suspension number %d or the completion of a task it depends on",
			taskID(rec.B), switches(rec.B)-1)
		switch rec.Sub {
		case llvmTaskEarlyFulfill, llvmTaskTaskwaitComplete:
			what = fmt.Sprintf("task_create of task %#x or the completion of a task it depends on", taskID(rec.A))
		case llvmTaskLateFulfill:
			what = fmt.Sprintf("the detach of task %#x", taskID(rec.A))
		}
	}
	return fmt.Sprintf("%v: %s", rec.Kind, what)
}

// Replay reports rec to the model.
func (r *Replayer) Replay(s *stream, rec *Record) {
	r.cur, r.curThread = rec, s.T
	defer func() { r.cur, r.curThread = nil, nil }()
	pc := uintptr(rec.PC)
	if rec.Kind == KindThreadBegin {
		if s.T != nil {
			r.g.Errorf(s, "second thread_begin")
			return
		}
		s.T = r.rt.ThreadBeginOn(ompt.ThreadType(rec.Sub), int(rec.Place), int(rec.CPU))
		r.curThread = s.T
		r.began++
		return
	}
	t := s.T
	if t == nil {
		r.g.Errorf(s, "%v before thread_begin", rec.Kind)
		return
	}
	t.SetProcID(int(rec.CPU))
	l := r.lib(s)
	if l.acquiring && rec.Kind != KindMutexAcquired && !(rec.Kind == KindNestLock && endpoint(rec.Sub) == ompt.ScopeBegin) {
		t.MutexNotAcquired() // the acquire was a lock test that failed
	}
	l.acquiring = false
	switch rec.Kind {
	case KindThreadEnd:
		t.ThreadEnd()
	case KindParallelBegin:
		r.parallelBegin(s, rec)
	case KindParallelEnd:
		p := r.g.Pars[rec.A]
		if p == nil {
			r.g.Errorf(s, "parallel_end of unknown region %#x", rec.A)
			return
		}
		t.ParallelEnd(p.P, pc)
		p.EndSeen = true
		r.g.DropParallel(p)
	case KindImplicitTask:
		r.implicitTask(s, rec)
	case KindTaskCreate:
		enc := s.Current()
		if enc == nil {
			r.g.Errorf(s, "task_create outside a task")
			return
		}
		if rec.EnterFrame != 0 {
			t.UseFrame(ompt.Frame{ExitFrame: uintptr(rec.ExitFrame), EnterFrame: uintptr(rec.EnterFrame)})
		}
		k := t.TaskCreate(ompt.TaskType(rec.U32), rec.Sub != 0, pc)
		nt := &streams.Task{ID: taskID(rec.A), K: k, Parent: enc}
		r.g.Tasks[nt.ID] = nt
		l.pending = append(l.pending, nt)
	case KindDependence:
		l.deps = append(l.deps, ompt.TaskDependence{VariableAddr: uintptr(rec.B), DependenceFlags: dependenceType(rec.Sub)})
		if int(rec.Index)+1 >= int(rec.U32) {
			if k := r.g.Tasks[taskID(rec.A)]; k != nil {
				t.TaskDependences(k.K, l.deps)
			} else {
				r.g.Errorf(s, "dependences of unknown task %#x", taskID(rec.A))
			}
			l.deps = nil
		}
	case KindTaskDependence:
		src, sink := r.g.Tasks[taskID(rec.A)], r.g.Tasks[taskID(rec.B)]
		if src == nil || sink == nil {
			r.g.Errorf(s, "dependence between unknown tasks %#x -> %#x", taskID(rec.A), taskID(rec.B))
			return
		}
		sink.Preds = append(sink.Preds, src)
		t.TaskDependence(src.K, sink.K)
	case KindTaskSchedule:
		r.taskSchedule(s, rec)
	case KindWork:
		r.work(s, rec)
	case KindMasked:
		t.Master(endpoint(rec.Sub), pc)
	case KindSyncRegion, KindSyncRegionWait:
		r.syncRegion(s, rec)
	case KindMutexAcquire, KindLockInit:
		kind, ok := mutexKind(rec.U32)
		if !ok {
			r.g.Errorf(s, "%v of mutex kind %d", rec.Kind, rec.U32)
			return
		}
		if rec.Kind == KindLockInit {
			t.LockInit(kind, uint32(rec.B>>32), uint32(rec.B), rec.A, pc)
			return
		}
		t.MutexAcquire(kind, uint32(rec.B>>32), uint32(rec.B), rec.A, pc)
		l.acquiring = true
	case KindMutexAcquired, KindMutexReleased, KindLockDestroy:
		kind, ok := mutexKind(rec.U32)
		if !ok {
			r.g.Errorf(s, "%v of mutex kind %d", rec.Kind, rec.U32)
			return
		}
		switch rec.Kind {
		case KindMutexAcquired:
			t.MutexAcquired(kind, rec.A, pc)
		case KindMutexReleased:
			t.MutexReleased(kind, rec.A, pc)
		default:
			t.LockDestroy(kind, rec.A, pc)
		}
	case KindNestLock:
		t.NestLock(endpoint(rec.Sub), rec.A, pc)
	case KindFlush:
		t.Flush(pc)
	case KindCancel:
		r.cancel(s, rec)
	case KindControlTool:
		t.ControlTool(rec.A, rec.B, nil, pc)
	case KindReduction:
		if rec.U32 != llvmSyncReduction {
			r.g.Errorf(s, "reduction of sync region kind %d", rec.U32)
			return
		}
		t.Reduction(endpoint(rec.Sub), pc)
	case KindDispatch:
		t.Dispatch(ompt.DispatchKind(rec.Sub), rec.A)
	case KindError:
		msg := ""
		if r.opts.Message != nil {
			msg = r.opts.Message(rec.A)
		}
		t.Error(ompt.Severity(rec.U32), msg, pc)
	default:
		r.g.Errorf(s, "record of unknown kind %d", rec.Kind)
	}
}

func (r *Replayer) parallelBegin(s *stream, rec *Record) {
	t := s.T
	size := int(rec.U32)
	if next := s.Peek(1); next != nil && next.Kind == KindImplicitTask && next.B == rec.A {
		size = int(next.U32)
	}
	invoker := ompt.Invoker(rec.Sub & 3)
	if rec.Sub&LeagueBit != 0 {
		invoker |= ompt.ParallelLeague
	} else if enc := s.Current(); enc != nil && enc.Par != nil && enc.Par.P.League() {
		// libomp runs the body of a teams construct in a region of its
		// own on each team's initial thread, which it reports with the
		// thread limit as team size although no other thread joins it:
		// the model's region has the one thread that runs it
		size = 1
	}
	if rec.EnterFrame != 0 {
		t.UseFrame(ompt.Frame{ExitFrame: uintptr(rec.ExitFrame), EnterFrame: uintptr(rec.EnterFrame)})
	}
	p := t.ParallelBegin(int(rec.U32), size, invoker, uintptr(rec.PC))
	r.g.Pars[rec.A] = &streams.Parallel{ID: rec.A, P: p, Size: size}
}

func (r *Replayer) implicitTask(s *stream, rec *Record) {
	t := s.T
	initial := ompt.TaskType(rec.PC)&ompt.TaskInitial != 0
	league := rec.Sub&LeagueBit != 0
	if endpoint(rec.Sub&^LeagueBit) == ompt.ScopeBegin {
		t.SetPlace(int(rec.Place))
		nt := &streams.Task{ID: taskID(rec.A), Published: true, Started: true, Running: true}
		if initial && !league {
			nt.K = t.InitialTaskBegin()
			nt.Par = &streams.Parallel{ID: rec.B, P: nt.K.Parallel(), Size: 1}
		} else {
			nt.Par = r.g.Pars[rec.B]
			if nt.Par == nil {
				r.g.Errorf(s, "implicit task %#x in unknown region %#x", rec.A, rec.B)
				return
			}
			if nt.Par.P.League() != initial {
				r.g.Errorf(s, "implicit task %#x with flags %v in region %#x (league %v)", rec.A, ompt.TaskType(rec.PC), rec.B, nt.Par.P.League())
				return
			}
			nt.K = t.ImplicitTaskBegin(nt.Par.P, int(rec.Index))
		}
		r.g.Tasks[nt.ID] = nt
		s.Tasks = append(s.Tasks, nt)
		return
	}
	cur := s.Current()
	if cur == nil || cur.ID != taskID(rec.A) || cur.Par == nil || (cur.K.Flags()&ompt.TaskInitial != 0) != initial {
		r.g.Errorf(s, "end of implicit task %#x, which is not the current task", taskID(rec.A))
		return
	}
	r.endCancelledWork(s)
	if initial && !cur.Par.P.League() {
		t.InitialTaskEnd()
	} else {
		t.ImplicitTaskEnd()
	}
	cur.Running = false
	s.Tasks = s.Tasks[:len(s.Tasks)-1]
	r.g.EndTask(cur)
	if !initial || cur.Par.P.League() {
		cur.Par.Ended++
		r.g.DropParallel(cur.Par)
	}
}

// taskSchedule replays a task switch, a task's end, or an event about a
// task that is no switch (a detached task's fulfillment, a taskwait with
// depend clauses completing).
func (r *Replayer) taskSchedule(s *stream, rec *Record) {
	a, b := taskID(rec.A), taskID(rec.B)
	switch rec.Sub {
	case llvmTaskEarlyFulfill, llvmTaskLateFulfill:
		k := r.g.Tasks[a]
		if k == nil || k.K.Flags()&ompt.TaskExplicit == 0 || (rec.Sub == llvmTaskLateFulfill) != k.Detached {
			r.g.Errorf(s, "fulfill (status %d) of task %#x, which is not a detached task", rec.Sub, a)
			return
		}
		r.g.Fulfill(s, k)
		return
	case llvmTaskTaskwaitComplete:
		k := r.g.Tasks[a]
		if k == nil || k.K.Flags()&ompt.TaskTaskwait == 0 || k.Started {
			r.g.Errorf(s, "taskwait complete of task %#x, which is not a taskwait task", a)
			return
		}
		r.g.TaskwaitDone(s, k)
		return
	}
	cur := s.Current()
	if cur == nil {
		r.g.Errorf(s, "task_schedule %#x -> %#x on a thread without a current task", a, b)
		return
	}
	status := ompt.TaskOthers
	if rec.Sub == llvmTaskYield {
		status = ompt.TaskYield
	}
	if a == b {
		// libomp's switch(X -> X): when it runs the continuation of an
		// untied task X at once (a serialized team, a full deque), X,
		// just switched back to the task it interrupted, resumes (and
		// the next such switch, X current, is its suspension again)
		k := r.g.Tasks[a]
		switch {
		case cur.ID == a && cur.K.Flags()&ompt.TaskExplicit != 0:
			r.g.SuspendTask(s, status)
			cur.Gen = switches(rec.B)
		case k != nil && k.Suspended():
			r.g.RunTask(s, k, status)
			k.Gen = switches(rec.B)
		default:
			r.g.Errorf(s, "task_schedule %#x -> itself: neither the current nor a suspended task", a)
		}
		return
	}
	if cur.ID != a {
		r.g.Errorf(s, "task_schedule from task %#x, which is not the current task", a)
		return
	}
	switch rec.Sub {
	case llvmTaskComplete, llvmTaskCancel, llvmTaskDetach:
		if cur.K.Flags()&ompt.TaskExplicit == 0 {
			r.g.Errorf(s, "end (status %d) of task %#x, which is not an explicit task", rec.Sub, a)
			return
		}
		if next := r.g.FinishTask(s, endStatus(rec.Sub)); next == nil || next.ID != b {
			r.g.Errorf(s, "task %#x ended and resumed %#x, the model resumed another task", a, b)
		}
		return
	}
	if below := s.Below(); below != nil && below.ID == b {
		// the current task suspends back to the task it interrupted (an
		// untied task at a task scheduling point)
		if cur.K.Flags()&ompt.TaskExplicit == 0 {
			r.g.Errorf(s, "suspension of task %#x, which is not an explicit task", a)
			return
		}
		r.g.SuspendTask(s, status)
		below.Gen = switches(rec.B)
		return
	}
	next := r.g.Tasks[b]
	if next == nil || next.K.Flags()&ompt.TaskExplicit == 0 || next.Ended || next.Running || next.Detached {
		r.g.Errorf(s, "task_schedule to task %#x, which is not an explicit task that has not started or is suspended", b)
		return
	}
	// libomp runs tasks while it waits in a barrier or taskwait: RunTask
	// ends the wait first
	r.g.RunTask(s, next, status)
	next.Gen = switches(rec.B)
}

// cancel replays a cancel record: a discarded task is taken up (its end
// follows), else the current task activated or detected cancellation (of
// a worksharing construct, whose end libomp then does not report).
func (r *Replayer) cancel(s *stream, rec *Record) {
	flags := ompt.CancelFlag(rec.U32)
	pc := uintptr(rec.PC)
	if flags&ompt.CancelDiscardedTask != 0 {
		k := r.g.Tasks[taskID(rec.A)]
		if k == nil || k.K.Flags()&ompt.TaskExplicit == 0 || k.Started {
			r.g.Errorf(s, "discarded task %#x is not an explicit task that has not started", taskID(rec.A))
			return
		}
		r.g.DiscardTask(s, k, flags&^ompt.CancelDiscardedTask, pc)
		return
	}
	if cur := s.Current(); cur == nil || rec.A != 0 && cur.ID != taskID(rec.A) {
		r.g.Errorf(s, "cancel in task %#x, which is not the current task", taskID(rec.A))
		return
	}
	l := r.lib(s)
	if n := len(l.works); n > 0 && (flags&ompt.CancelDo != 0 && l.works[n-1].wt == ompt.WorkLoop ||
		flags&ompt.CancelSections != 0 && l.works[n-1].wt == ompt.WorkSections) {
		l.works[n-1].cancelled = true
	}
	s.T.Cancel(flags, pc)
}

func (r *Replayer) work(s *stream, rec *Record) {
	wt, ok := workType(rec.U32)
	if !ok {
		r.g.Errorf(s, "work of type %d", rec.U32)
		return
	}
	l := r.lib(s)
	if endpoint(rec.Sub) == ompt.ScopeBegin {
		l.works = append(l.works, openWork{wt: wt, count: rec.B, pc: uintptr(rec.PC)})
		s.T.Work(wt, ompt.ScopeBegin, rec.B, uintptr(rec.PC))
		return
	}
	n := len(l.works)
	if n == 0 {
		r.g.Errorf(s, "end of a %v construct that did not begin", wt)
		return
	}
	// the end of the innermost construct: libomp 14 gives the loop of a
	// composite distribute parallel for the type distribute at its end
	wt = l.works[n-1].wt
	l.works = l.works[:n-1]
	s.T.Work(wt, ompt.ScopeEnd, rec.B, uintptr(rec.PC))
}

// endCancelledWork ends the worksharing constructs of s that were
// cancelled: libomp reports no end of them, the model ends them before
// their barrier (or the end of the implicit task).
func (r *Replayer) endCancelledWork(s *stream) {
	l := r.lib(s)
	for n := len(l.works); n > 0 && l.works[n-1].cancelled; n = len(l.works) {
		w := l.works[n-1]
		l.works = l.works[:n-1]
		s.T.Work(w.wt, ompt.ScopeEnd, w.count, w.pc)
	}
}

func (r *Replayer) syncRegion(s *stream, rec *Record) {
	kind, wait, ok := syncKind(rec.U32)
	if !ok {
		r.g.Errorf(s, "%v of kind %d", rec.Kind, rec.U32)
		return
	}
	ep := endpoint(rec.Sub)
	pc := uintptr(rec.PC)
	switch {
	case rec.Kind == KindSyncRegionWait:
		r.g.SyncWait(s, kind, ep, pc)
	case ep == ompt.ScopeBegin:
		if kind == ompt.SyncRegionBarrier {
			r.endCancelledWork(s)
		}
		r.g.SyncBegin(s, kind, wait, pc)
	default:
		// a wait still open is not reported by libomp; SyncEnd keeps the
		// model's pairs
		r.g.SyncEnd(s, kind, pc)
	}
}
