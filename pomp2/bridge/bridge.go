// Package bridge is the POMP2 bridge: it replays the events that the
// measurement library's C layer recorded (per recording thread, decoded by
// pomp2.Decoder) into the ompt runtime-state model, so that OMPT tools
// (printer, checker, the library's own profile and trace) see POMP2
// programs through the same callbacks as every other source. It runs in
// the library's drain, off the hot path.
//
// Each recording thread's events are replayed in their order on that
// thread's *ompt.Thread, on the replay engine of package ompt/streams.
// Across threads the bridge keeps the happens-before edges the model needs
// and that the program had: threads begin in the order in which they
// first recorded (so the model's thread numbers follow the recording
// index), a team member's implicit task after the primary thread's
// parallel_begin, the primary's parallel_end after every member's
// implicit task ended, and a task's first task_schedule after its
// task_create. docs/pomp2.md and docs/ompt.md list the mapping of every
// POMP2 event.
//
// Beyond 002's entry points, lookup provides the bridge's (see the Lookup*
// names): the POMP2 event behind the current callback (its time, region
// and task), the region of a codeptr_ra, the clock, and an extension
// callback for the POMP2 events no OMPT callback carries.
package bridge

import (
	"fmt"
	"hash/fnv"

	"opari2/ctc"
	"opari2/ompt"
	"opari2/ompt/streams"
	"opari2/pomp2"
)

// Names of the bridge's entry points, and their types.
const (
	// LookupSetCallback registers the extension callback (EventFunc),
	// called for the POMP2 events without an OMPT callback of their own;
	// call it from the tool's initializer. SetCallbackFunc.
	LookupSetCallback = "opari2_pomp2_set_callback"
	// LookupGetEvent returns the POMP2 event behind the callback the tool
	// is in (its time is the time of the callback). GetEventFunc.
	LookupGetEvent = "opari2_pomp2_get_event"
	// LookupGetRegion returns the POMP2 region of a codeptr_ra.
	// GetRegionFunc.
	LookupGetRegion = "opari2_pomp2_get_region"
	// LookupGetClock returns the conversion of event times to
	// nanoseconds. GetClockFunc.
	LookupGetClock = "opari2_pomp2_get_clock"
	// LookupGetThreadIndex returns the library's index of the recording
	// thread behind an *ompt.Thread (the thread numbers of the library's
	// profile and trace). GetThreadIndexFunc.
	LookupGetThreadIndex = "opari2_pomp2_get_thread_index"
)

type (
	// EventFunc is the extension callback: ev is a POMP2 event that no
	// OMPT callback carries (see ExtensionKinds), replayed on thread t.
	EventFunc func(t *ompt.Thread, ev *pomp2.Event)
	// SetCallbackFunc registers the extension callback (nil: none); it
	// answers ompt_set_always.
	SetCallbackFunc func(fn EventFunc) ompt.SetResult
	// GetEventFunc is the POMP2 event being replayed on t; nil outside a
	// callback of the bridge.
	GetEventFunc func(t *ompt.Thread) *pomp2.Event
	// GetRegionFunc is the region a codeptr_ra stands for, nil for 0 and
	// for values that are no region.
	GetRegionFunc func(codeptr uintptr) *pomp2.Region
	// GetClockFunc is the tick-to-nanosecond conversion of event times.
	GetClockFunc func() pomp2.Clock
	// GetThreadIndexFunc is the recording thread index of t, -1 for a
	// thread the bridge did not begin.
	GetThreadIndexFunc func(t *ompt.Thread) int
)

// Codeptr is the codeptr_ra the bridge passes for events of region id:
// the region id itself (0: no region). POMP2 records no return address;
// LookupGetRegion maps the value back to the region.
func Codeptr(region uint32) uintptr { return uintptr(region) }

// ExtensionKinds are the POMP2 events the extension callback receives: no
// OMPT callback carries them (construct exits after the implicit barrier,
// which OMPT's work end precedes; enter/exit phases around OMPT's mutex
// events; sections' section, user regions, init, finalize, on, off).
var ExtensionKinds = []pomp2.Kind{
	pomp2.EvInit, pomp2.EvFinalize, pomp2.EvOn, pomp2.EvOff,
	pomp2.EvForExit, pomp2.EvDoExit, pomp2.EvSectionsExit, pomp2.EvWorkshareExit,
	pomp2.EvSingleEnter, pomp2.EvSingleExit, pomp2.EvSectionBegin, pomp2.EvSectionEnd,
	pomp2.EvCriticalExit, pomp2.EvOrderedExit, pomp2.EvFlushExit,
	pomp2.EvTaskCreateEnd, pomp2.EvUntiedCreateEnd, pomp2.EvUserBegin, pomp2.EvUserEnd,
}

// Bridge replays POMP2 events into a runtime's model. Like the engine it
// runs on, it is not safe for concurrent use: one goroutine feeds and
// runs it.
type Bridge struct {
	rt    *ompt.Runtime
	reg   *pomp2.Registry
	clock func() pomp2.Clock
	g     *streams.Engine[pomp2.Event]
	ext   EventFunc
	isExt [128]bool // by kind: delivered to ext

	began   int                // streams[0:began] began their thread
	per     []*threadState     // by stream index
	open    map[uint32][]*team // teams with members still to begin, by region, oldest first
	ids     map[uint64]*team   // the same by the team id the C layer recorded (0: none)
	nests   map[int64]*nestLock
	index   map[*ompt.Thread]int // recording thread index by model thread
	critIDs []ompt.WaitID        // wait ids of critical regions, by region (0: not yet made)
	// beginning is the index of the thread being begun (its thread_begin
	// callback runs before the bridge knows its *ompt.Thread), else -1
	beginning int

	cur    *pomp2.Event // the event being replayed
	curT   *ompt.Thread
	events uint64
}

// threadState is what the bridge keeps per recording thread beyond the
// engine's stream state.
type threadState struct {
	works  []work  // open worksharing constructs, innermost last
	teams  []*team // teams the thread is a member of, innermost last
	forks  []*team // teams the thread forked and has not joined, innermost last
	single uint32  // region of a single construct entered, body not begun (0: none)
}

type work struct {
	typ    ompt.WorkType
	region uint32
	ended  bool // its OMPT work end was dispatched (at the implicit barrier)
}

// team is one execution of a parallel region.
type team struct {
	region uint32
	id     uint64 // the C layer's team id (recording thread index << 32 | ordinal), 0 if not recorded
	par    *streams.Parallel
	slot   []bool // thread numbers whose implicit task began
	filled int
	ended  int // implicit tasks that ended
}

type nestLock struct {
	owner *stream
	count int64
}

type stream = streams.Stream[pomp2.Event]

// Start activates a tool for the bridge: cfg as for ompt.Start (tool,
// OMP_TOOL...), with the bridge's entry points and support added; reg
// holds the regions, clock converts event times.
func Start(cfg ompt.Config, reg *pomp2.Registry, clock func() pomp2.Clock) (*Bridge, error) {
	b := &Bridge{reg: reg, clock: clock, open: map[uint32][]*team{}, ids: map[uint64]*team{}, nests: map[int64]*nestLock{}, index: map[*ompt.Thread]int{}, beginning: -1}
	b.g = streams.New[pomp2.Event](b)
	for _, k := range ExtensionKinds {
		b.isExt[k] = true
	}
	eps := map[string]ompt.InterfaceFn{}
	for name, fn := range cfg.EntryPoints {
		eps[name] = fn
	}
	eps[LookupSetCallback] = SetCallbackFunc(func(fn EventFunc) ompt.SetResult { b.ext = fn; return ompt.SetAlways })
	eps[LookupGetEvent] = GetEventFunc(b.event)
	eps[LookupGetRegion] = GetRegionFunc(b.region)
	eps[LookupGetThreadIndex] = GetThreadIndexFunc(func(t *ompt.Thread) int {
		if i, ok := b.index[t]; ok {
			return i
		}
		return b.beginning
	})
	eps[LookupGetClock] = GetClockFunc(func() pomp2.Clock {
		if b.clock == nil {
			return pomp2.Clock{}
		}
		return b.clock()
	})
	cfg.EntryPoints = eps
	if cfg.Support == nil {
		cfg.Support = Support()
	}
	if cfg.RuntimeVersion == "" {
		cfg.RuntimeVersion = "opari2 POMP2 bridge 1.0"
	}
	rt, err := ompt.Start(cfg)
	if err != nil {
		return nil, err
	}
	b.rt = rt
	return b, nil
}

// Support is what the bridge reports: the host events POMP2 has, always
// (mandatory events included); idle, cancel, control_tool, dependences,
// the target events and the 5.x events (reduction, dispatch, error) never
// (POMP2 has no events for them).
func Support() map[ompt.CallbackKind]ompt.SetResult {
	s := map[ompt.CallbackKind]ompt.SetResult{}
	for _, k := range ompt.AllCallbacks() {
		s[k] = ompt.SetAlways
		if k.Mandatory() {
			continue
		}
		switch k {
		case ompt.CallbackIdle, ompt.CallbackCancel, ompt.CallbackControlTool, ompt.CallbackTaskDependences,
			ompt.CallbackTaskDependence, ompt.CallbackTargetDataOp, ompt.CallbackTargetSubmit, ompt.CallbackTargetMap,
			ompt.CallbackReduction, ompt.CallbackDispatch, ompt.CallbackError:
			s[k] = ompt.SetNever
		}
	}
	return s
}

// Runtime is the runtime the bridge drives.
func (b *Bridge) Runtime() *ompt.Runtime { return b.rt }

// Events is the number of events replayed.
func (b *Bridge) Events() uint64 { return b.g.Records() }

// Feed appends decoded events of recording thread idx (in order). done,
// if not nil, is called once all of evs were replayed; until then evs
// must stay unchanged.
func (b *Bridge) Feed(idx int, evs []pomp2.Event, done func()) { b.g.Feed(idx, evs, done) }

// Run replays every event whose cross-thread edges are satisfied.
func (b *Bridge) Run() int { return b.g.Run() }

// Finish replays what is left after the last Feed, ends every thread (the
// initial thread last, by Runtime.Shutdown: the tool's finalizer runs)
// and returns the inconsistencies found (nil when none). Events that never
// became ready are reported and dropped.
func (b *Bridge) Finish() error {
	b.g.Finish()
	var initial *ompt.Thread
	for _, s := range b.g.Streams() {
		if s.T == nil {
			continue
		}
		if n := s.OpenSyncs() + len(b.state(s).works); n > 0 {
			b.g.Errorf(s, "%d sync regions or worksharing constructs open at the end", n)
		}
		bottom := 0 // the initial task stays for Shutdown
		if s.Index == 0 {
			bottom = 1
		}
		for len(s.Tasks) > bottom && s.Current() != nil {
			// a thread whose region never ended (events missing): end its
			// tasks so that thread_end comes last
			b.g.Errorf(s, "a task open at the end")
			b.endTask(s)
		}
		if s.Index == 0 {
			initial = s.T
			continue
		}
		s.T.ThreadEnd()
	}
	if initial != nil {
		b.rt.Shutdown(initial)
	} else {
		b.rt.Finalize()
	}
	return b.g.Err()
}

// endTask ends the current task of s whatever it is (at Finish only).
func (b *Bridge) endTask(s *stream) {
	k := s.Top()
	switch {
	case k.K.Flags()&ompt.TaskExplicit != 0:
		b.g.CompleteTask(s)
	case k.K.Flags()&ompt.TaskInitial != 0:
		s.T.InitialTaskEnd()
		s.Tasks = s.Tasks[:len(s.Tasks)-1]
	default:
		s.T.ImplicitTaskEnd()
		s.Tasks = s.Tasks[:len(s.Tasks)-1]
	}
}

// Err reports the inconsistencies found so far.
func (b *Bridge) Err() error { return b.g.Err() }

// Errors is the number of inconsistencies found, ErrorMessages the
// messages of the first ones.
func (b *Bridge) Errors() int { return b.g.Errors() }

// ErrorMessages are the messages of the first inconsistencies (Errors
// counts them all).
func (b *Bridge) ErrorMessages() []string { return b.g.ErrorMessages() }

func (b *Bridge) state(s *stream) *threadState {
	for len(b.per) <= s.Index {
		b.per = append(b.per, &threadState{})
	}
	return b.per[s.Index]
}

func (b *Bridge) event(t *ompt.Thread) *pomp2.Event {
	// curT is nil in the thread_begin of the event's thread
	if t == nil || (b.curT != nil && t != b.curT) {
		return nil
	}
	return b.cur
}

func (b *Bridge) region(codeptr uintptr) *pomp2.Region {
	if codeptr == 0 || codeptr > uintptr(b.reg.Len()) {
		return nil
	}
	return b.reg.Get(uint32(codeptr))
}

// Ready reports whether the cross-thread edges into e are satisfied.
func (b *Bridge) Ready(s *stream, e *pomp2.Event) bool {
	if s.T == nil && !b.mayBegin(s) {
		return false
	}
	switch e.Kind {
	case pomp2.EvFork:
		return s.Final() || s.Peek(1) != nil // the team size comes with the next event
	case pomp2.EvParallelBegin:
		if b.primaryBegin(s, e) {
			return true
		}
		return b.teamFor(e) != nil
	case pomp2.EvJoin:
		ts := b.state(s)
		if n := len(ts.forks); n > 0 {
			tm := ts.forks[n-1]
			return tm.ended >= tm.filled && tm.filled >= tm.par.Size
		}
	case pomp2.EvTaskBegin, pomp2.EvUntiedBegin:
		k := b.g.Tasks[uint64(e.Arg)]
		return k != nil && k.Published
	}
	return true
}

// mayBegin: threads begin in the order of their index; at Finish an index
// whose stream never got an event does not hold the others up.
func (b *Bridge) mayBegin(s *stream) bool {
	for b.began < s.Index {
		o := b.g.Streams()[b.began]
		if o.T == nil && !(o.Final() && o.Peek(0) == nil) {
			return false
		}
		b.began++
	}
	return true
}

// primaryBegin reports whether e, a parallel begin, is the primary
// thread's of the team s forked last.
func (b *Bridge) primaryBegin(s *stream, e *pomp2.Event) bool {
	ts := b.state(s)
	n := len(ts.forks)
	if e.Thread != 0 || n == 0 {
		return false
	}
	tm := ts.forks[n-1]
	return tm.region == e.Region && !tm.slot[0]
}

// teamFor is the team whose member e, a parallel begin, is: the team
// whose id the member's event carries, when the C layer tracked teams
// (the library does so while a bridge runs: it knows each member's team
// from the thread tree, see pomp2/lib/provider.c); otherwise the oldest
// team of its region that still lacks that thread number, which tells
// concurrent teams of one region (nested parallelism) apart only by
// order.
func (b *Bridge) teamFor(e *pomp2.Event) *team {
	if e.Thread > 0 && e.Value != 0 {
		tm := b.ids[uint64(e.Value)]
		if tm == nil || tm.region != e.Region || int(e.Thread) >= len(tm.slot) || tm.slot[e.Thread] {
			return nil
		}
		return tm
	}
	for _, tm := range b.open[e.Region] {
		if int(e.Thread) < len(tm.slot) && !tm.slot[e.Thread] {
			return tm
		}
	}
	return nil
}

// WaitsFor describes the edge e waits for.
func (b *Bridge) WaitsFor(s *stream, e *pomp2.Event) string {
	what := "nothing"
	switch {
	case s.T == nil:
		what = fmt.Sprintf("the first event of thread index %d", b.began)
	case e.Kind == pomp2.EvParallelBegin:
		what = fmt.Sprintf("the fork of a team of region %d without thread %d", e.Region, e.Thread)
	case e.Kind == pomp2.EvJoin:
		what = "the end of the team's implicit tasks"
	case e.Kind == pomp2.EvTaskBegin || e.Kind == pomp2.EvUntiedBegin:
		what = fmt.Sprintf("the creation of task %d", e.Arg)
	}
	return fmt.Sprintf("%v (region %d): %s", e.Kind, e.Region, what)
}

// Replay reports e to the model.
func (b *Bridge) Replay(s *stream, e *pomp2.Event) {
	b.cur, b.curT = e, s.T
	defer func() { b.cur, b.curT = nil, nil }()
	if s.T == nil {
		b.beginThread(s)
		b.curT = s.T
	}
	t := s.T
	ts := b.state(s)
	pc := Codeptr(e.Region)
	if ts.single != 0 && e.Kind != pomp2.EvSingleBegin {
		// a single construct whose body another thread runs: LLVM reports
		// both ends at once when the thread learns it
		t.Work(ompt.WorkSingleOther, ompt.ScopeBegin, 1, Codeptr(ts.single))
		t.Work(ompt.WorkSingleOther, ompt.ScopeEnd, 1, Codeptr(ts.single))
		if n := len(ts.works); n > 0 && ts.works[n-1].region == ts.single {
			ts.works[n-1].ended = true
		}
		ts.single = 0
	}
	switch e.Kind {
	case pomp2.EvFork:
		b.fork(s, e)
	case pomp2.EvParallelBegin:
		b.parallelBegin(s, e)
	case pomp2.EvParallelEnd:
		b.parallelEnd(s, e)
	case pomp2.EvJoin:
		n := len(ts.forks)
		if n == 0 || ts.forks[n-1].region != e.Region {
			b.g.Errorf(s, "join of region %d, which this thread did not fork", e.Region)
			break
		}
		tm := ts.forks[n-1]
		ts.forks = ts.forks[:n-1]
		t.ParallelEnd(tm.par.P, pc)
		tm.par.EndSeen = true
	case pomp2.EvForEnter, pomp2.EvDoEnter:
		b.workBegin(s, ompt.WorkLoop, e, 0)
	case pomp2.EvSectionsEnter:
		b.workBegin(s, ompt.WorkSections, e, uint64(b.reg.Get(e.Region).Info.NumSections))
	case pomp2.EvWorkshareEnter:
		b.workBegin(s, ompt.WorkWorkshare, e, 0)
	case pomp2.EvSingleEnter:
		ts.works = append(ts.works, work{typ: ompt.WorkSingleExecutor, region: e.Region})
		ts.single = e.Region
	case pomp2.EvSingleBegin:
		ts.single = 0
		t.Work(ompt.WorkSingleExecutor, ompt.ScopeBegin, 1, pc)
	case pomp2.EvSingleEnd:
		b.workEnd(s, e.Region, pc)
	case pomp2.EvForExit, pomp2.EvDoExit, pomp2.EvSectionsExit, pomp2.EvWorkshareExit, pomp2.EvSingleExit:
		b.workEnd(s, e.Region, pc)
		if n := len(ts.works); n > 0 && ts.works[n-1].region == e.Region {
			ts.works = ts.works[:n-1]
		} else {
			b.g.Errorf(s, "exit of worksharing region %d, which is not open", e.Region)
		}
	case pomp2.EvImplicitBarrierEnter:
		wait := ompt.StateWaitBarrierImplicitWorkshare
		if ParallelBarrier(b.reg.Get(e.Region).Info.Type) {
			wait = ompt.StateWaitBarrierImplicitParallel
		}
		// LLVM ends the worksharing construct before its barrier
		b.workEnd(s, e.Region, pc)
		b.g.SyncBegin(s, ompt.SyncRegionBarrier, wait, pc)
		b.g.SyncWait(s, ompt.SyncRegionBarrier, ompt.ScopeBegin, pc)
	case pomp2.EvBarrierEnter:
		b.g.SyncBegin(s, ompt.SyncRegionBarrier, ompt.StateWaitBarrierExplicit, pc)
		b.g.SyncWait(s, ompt.SyncRegionBarrier, ompt.ScopeBegin, pc)
	case pomp2.EvImplicitBarrierExit, pomp2.EvBarrierExit:
		b.g.SyncEnd(s, ompt.SyncRegionBarrier, pc)
	case pomp2.EvTaskwaitBegin:
		b.g.SyncBegin(s, ompt.SyncRegionTaskwait, ompt.StateWaitTaskwait, pc)
		b.g.SyncWait(s, ompt.SyncRegionTaskwait, ompt.ScopeBegin, pc)
	case pomp2.EvTaskwaitEnd:
		b.g.SyncEnd(s, ompt.SyncRegionTaskwait, pc)
	case pomp2.EvMasterBegin:
		t.Master(ompt.ScopeBegin, pc)
	case pomp2.EvMasterEnd:
		t.Master(ompt.ScopeEnd, pc)
	case pomp2.EvCriticalEnter:
		t.MutexAcquire(ompt.MutexCritical, 0, mutexImpl, b.criticalID(e.Region), pc)
	case pomp2.EvCriticalBegin:
		t.MutexAcquired(ompt.MutexCritical, b.criticalID(e.Region), pc)
	case pomp2.EvCriticalEnd:
		t.MutexReleased(ompt.MutexCritical, b.criticalID(e.Region), pc)
	case pomp2.EvOrderedEnter:
		t.MutexAcquire(ompt.MutexOrdered, 0, mutexImpl, orderedID(e.Region), pc)
	case pomp2.EvOrderedBegin:
		t.MutexAcquired(ompt.MutexOrdered, orderedID(e.Region), pc)
	case pomp2.EvOrderedEnd:
		t.MutexReleased(ompt.MutexOrdered, orderedID(e.Region), pc)
	case pomp2.EvAtomicEnter:
		t.MutexAcquire(ompt.MutexAtomic, 0, mutexImpl, atomicID(e.Region), pc)
		t.MutexAcquired(ompt.MutexAtomic, atomicID(e.Region), pc)
	case pomp2.EvAtomicExit:
		t.MutexReleased(ompt.MutexAtomic, atomicID(e.Region), pc)
	case pomp2.EvFlushEnter:
		t.Flush(pc)
	case pomp2.EvTaskCreateBegin:
		b.taskCreate(s, e, uint64(e.Arg), ompt.TaskExplicit)
	case pomp2.EvUntiedCreateBegin:
		b.taskCreate(s, e, uint64(e.Value), ompt.TaskExplicit|ompt.TaskUntied)
	case pomp2.EvTaskBegin, pomp2.EvUntiedBegin:
		k := b.g.Tasks[uint64(e.Arg)]
		if k == nil || k.Started || s.T.Task() == nil {
			b.g.Errorf(s, "begin of task %d, which was not created or has run", e.Arg)
			break
		}
		b.g.RunTask(s, k, ompt.TaskOthers)
	case pomp2.EvTaskEnd, pomp2.EvUntiedEnd:
		cur := s.Current()
		if cur == nil || cur.K.Flags()&ompt.TaskExplicit == 0 || cur.ID != uint64(e.Arg) {
			b.g.Errorf(s, "end of task %d, which is not the current explicit task", e.Arg)
			break
		}
		b.g.CompleteTask(s)
	case pomp2.EvLockInit:
		t.LockInit(ompt.MutexLock, 0, mutexImpl, ompt.WaitID(e.Arg), 0)
	case pomp2.EvNestLockInit:
		t.LockInit(ompt.MutexNestLock, 0, mutexImpl, ompt.WaitID(e.Arg), 0)
	case pomp2.EvLockDestroy:
		t.LockDestroy(ompt.MutexLock, ompt.WaitID(e.Arg), 0)
	case pomp2.EvNestLockDestroy:
		t.LockDestroy(ompt.MutexNestLock, ompt.WaitID(e.Arg), 0)
		delete(b.nests, e.Arg)
	case pomp2.EvLockSet:
		t.MutexAcquire(ompt.MutexLock, 0, mutexImpl, ompt.WaitID(e.Arg), 0)
	case pomp2.EvLockSetDone:
		t.MutexAcquired(ompt.MutexLock, ompt.WaitID(e.Arg), 0)
	case pomp2.EvLockUnset:
		t.MutexReleased(ompt.MutexLock, ompt.WaitID(e.Arg), 0)
	case pomp2.EvLockTest:
		t.MutexAcquire(ompt.MutexLock, 0, mutexImpl, ompt.WaitID(e.Arg), 0)
		if e.Value != 0 {
			t.MutexAcquired(ompt.MutexLock, ompt.WaitID(e.Arg), 0)
		} else {
			t.MutexNotAcquired()
		}
	case pomp2.EvNestLockSet:
		t.MutexAcquire(ompt.MutexNestLock, 0, mutexImpl, ompt.WaitID(e.Arg), 0)
	case pomp2.EvNestLockSetDone:
		b.nestAcquired(s, e.Arg, b.nest(e.Arg).count+1)
	case pomp2.EvNestLockTest:
		t.MutexAcquire(ompt.MutexNestLock, 0, mutexImpl, ompt.WaitID(e.Arg), 0)
		if e.Value > 0 {
			b.nestAcquired(s, e.Arg, e.Value)
		} else {
			t.MutexNotAcquired()
		}
	case pomp2.EvNestLockUnset:
		n := b.nest(e.Arg)
		if n.count--; n.count > 0 {
			t.NestLock(ompt.ScopeEnd, ompt.WaitID(e.Arg), 0)
		} else {
			n.count, n.owner = 0, nil
			t.MutexReleased(ompt.MutexNestLock, ompt.WaitID(e.Arg), 0)
		}
	}
	if b.ext != nil && int(e.Kind) < len(b.isExt) && b.isExt[e.Kind] {
		b.ext(t, e)
	}
}

// mutexImpl is the one mutex implementation the bridge reports (the
// runtime's locks, whatever they are).
const mutexImpl = 1

// Wait ids: a lock's is its address; critical, ordered and atomic
// constructs have no address in POMP2, so theirs are made from the name
// (critical: one lock per name, as OpenMP has) or the region, in ranges
// no user-space address takes.
//
// The ids are kept by region: the registry's lookup takes a lock, which
// was most of the replay's cost of a critical construct.
func (b *Bridge) criticalID(region uint32) ompt.WaitID {
	if int(region) < len(b.critIDs) && b.critIDs[region] != 0 {
		return b.critIDs[region]
	}
	id := CriticalWaitID(b.reg.Get(region).Info.CriticalName)
	for int(region) >= len(b.critIDs) {
		b.critIDs = append(b.critIDs, 0)
	}
	b.critIDs[region] = id
	return id
}

// CriticalWaitID is the wait id of the critical constructs named name
// (the unnamed ones share ""): a hash of the name, with the top bit set.
// The library's C provider gets it from here at registration.
func CriticalWaitID(name string) ompt.WaitID {
	h := fnv.New64a()
	h.Write([]byte(name))
	return ompt.WaitID(1<<63 | h.Sum64()>>1)
}

// ParallelBarrier reports whether the implicit barrier of a region of
// type t ends a parallel region (a parallel region or a combined
// construct, whose worksharing construct's barrier is the region's); the
// other implicit barriers are a worksharing construct's.
func ParallelBarrier(t ctc.RegionType) bool {
	switch t {
	case ctc.Parallel, ctc.ParallelFor, ctc.ParallelDo, ctc.ParallelSections, ctc.ParallelWorkshare:
		return true
	}
	return false
}

func orderedID(region uint32) ompt.WaitID { return 0xfe<<56 | ompt.WaitID(region) }
func atomicID(region uint32) ompt.WaitID  { return 0xfd<<56 | ompt.WaitID(region) }

func (b *Bridge) nest(addr int64) *nestLock {
	n := b.nests[addr]
	if n == nil {
		n = &nestLock{}
		b.nests[addr] = n
	}
	return n
}

// nestAcquired: s holds nest lock addr with nesting count; acquiring it
// again is nest_lock begin, the first time mutex_acquired.
func (b *Bridge) nestAcquired(s *stream, addr int64, count int64) {
	n := b.nest(addr)
	if n.owner == s && n.count > 0 {
		s.T.NestLock(ompt.ScopeBegin, ompt.WaitID(addr), 0)
	} else {
		s.T.MutexAcquired(ompt.MutexNestLock, ompt.WaitID(addr), 0)
	}
	n.owner, n.count = s, count
}

// beginThread: the thread of index 0 recorded POMP2's first event (the
// library's initialization registers the calling thread first): it is the
// initial thread and runs the initial task; the others are workers.
func (b *Bridge) beginThread(s *stream) {
	typ := ompt.ThreadWorker
	if s.Index == 0 {
		typ = ompt.ThreadInitial
	}
	// thread_begin is dispatched inside ThreadBegin, before s.T is known:
	// index learns the thread from the callback (event and curT nil)
	b.beginning = s.Index
	s.T = b.rt.ThreadBegin(typ)
	b.beginning = -1
	b.index[s.T] = s.Index
	if s.Index == 0 {
		s.Tasks = append(s.Tasks, &streams.Task{K: s.T.InitialTaskBegin(), Published: true, Started: true})
	}
	if b.began == s.Index {
		b.began++
	}
}

func (b *Bridge) fork(s *stream, e *pomp2.Event) {
	// the value: the requested team size, the team's ordinal among the
	// thread's forks in the high half (0: teams not tracked)
	requested := int(uint32(e.Value))
	var id uint64
	if ordinal := uint64(e.Value) >> 32; ordinal != 0 {
		id = uint64(s.Index)<<32 | ordinal
	}
	size := requested
	if next := s.Peek(1); next != nil && next.Kind == pomp2.EvParallelBegin && next.Thread == 0 && next.Region == e.Region && next.Value > 0 {
		size = int(next.Value)
	}
	if size < 1 {
		size = 1
	}
	if requested < 1 {
		requested = size
	}
	// libgomp's GOMP_parallel calls the outlined function on the primary thread
	p := s.T.ParallelBegin(requested, size, ompt.InvokerRuntime, Codeptr(e.Region))
	tm := &team{region: e.Region, id: id, par: &streams.Parallel{P: p, Size: size}, slot: make([]bool, size)}
	ts := b.state(s)
	ts.forks = append(ts.forks, tm)
	b.open[e.Region] = append(b.open[e.Region], tm)
	if id != 0 {
		b.ids[id] = tm
	}
}

func (b *Bridge) parallelBegin(s *stream, e *pomp2.Event) {
	var tm *team
	if b.primaryBegin(s, e) {
		ts := b.state(s)
		tm = ts.forks[len(ts.forks)-1]
	} else if tm = b.teamFor(e); tm == nil {
		b.g.Errorf(s, "begin of region %d by thread %d, in no team forked", e.Region, e.Thread)
		return
	}
	tm.slot[e.Thread] = true
	if tm.filled++; tm.filled == len(tm.slot) {
		list := b.open[tm.region]
		for i, o := range list {
			if o == tm {
				list = append(list[:i:i], list[i+1:]...)
				break
			}
		}
		delete(b.ids, tm.id)
		if len(list) == 0 {
			delete(b.open, tm.region)
		} else {
			b.open[tm.region] = list
		}
	}
	k := s.T.ImplicitTaskBegin(tm.par.P, int(e.Thread))
	s.Tasks = append(s.Tasks, &streams.Task{K: k, Par: tm.par, Published: true, Started: true})
	ts := b.state(s)
	ts.teams = append(ts.teams, tm)
}

func (b *Bridge) parallelEnd(s *stream, e *pomp2.Event) {
	ts := b.state(s)
	n := len(ts.teams)
	cur := s.Current()
	if n == 0 || ts.teams[n-1].region != e.Region || cur == nil || cur.Par != ts.teams[n-1].par {
		b.g.Errorf(s, "end of region %d outside its implicit task", e.Region)
		return
	}
	tm := ts.teams[n-1]
	ts.teams = ts.teams[:n-1]
	s.T.ImplicitTaskEnd()
	s.Tasks = s.Tasks[:len(s.Tasks)-1]
	b.g.EndTask(cur)
	tm.ended++
}

func (b *Bridge) workBegin(s *stream, typ ompt.WorkType, e *pomp2.Event, count uint64) {
	ts := b.state(s)
	ts.works = append(ts.works, work{typ: typ, region: e.Region})
	s.T.Work(typ, ompt.ScopeBegin, count, Codeptr(e.Region))
}

// workEnd dispatches the end of the innermost worksharing construct if it
// is of region and did not end yet.
func (b *Bridge) workEnd(s *stream, region uint32, pc uintptr) {
	ts := b.state(s)
	n := len(ts.works)
	if n == 0 || ts.works[n-1].region != region || ts.works[n-1].ended {
		return
	}
	w := &ts.works[n-1]
	w.ended = true
	var count uint64
	switch w.typ {
	case ompt.WorkSingleExecutor:
		count = 1
	case ompt.WorkSections:
		count = uint64(b.reg.Get(region).Info.NumSections)
	}
	s.T.Work(w.typ, ompt.ScopeEnd, count, pc)
}

func (b *Bridge) taskCreate(s *stream, e *pomp2.Event, id uint64, flags ompt.TaskType) {
	enc := s.Current()
	if enc == nil {
		b.g.Errorf(s, "creation of task %d outside a task", id)
		return
	}
	k := s.T.TaskCreate(flags, false, Codeptr(e.Region))
	// no Parent: POMP2 has no dependences, so a completed task need not
	// be kept for its siblings
	b.g.Tasks[id] = &streams.Task{ID: id, K: k, Published: true}
}
