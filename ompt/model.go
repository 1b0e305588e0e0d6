package ompt

import (
	"sync"
	"sync/atomic"
)

// The runtime-state model: threads, parallel regions, tasks and target
// regions with their tool data, kept by the OMPT layer for every event
// source (the simulated runtime in ompt/sim, the replay of a real OpenMP
// runtime's callbacks: libomp's, libpomp2's). A source reports each event through the event methods of
// Thread below and nothing else; a method updates the model (current task,
// thread state, wait id, frames) and dispatches the tool's callback with
// the Data pointers of the model's objects, so that the inquiry entry
// points answer consistently inside every callback.
//
// Ordering inside a method: for a begin event the model enters the new
// context first and then dispatches (inquiry inside implicit_task begin
// sees the new task); for an end event it dispatches first and then leaves
// the context (inquiry inside implicit_task end still sees the task).
//
// Concurrency: a Thread is driven by one goroutine at a time, the one that
// plays that OpenMP thread; its methods and the inquiry entry points about
// it are called from there, as C's thread-local inquiry functions are.
// Parallel and Task objects are shared between threads; a source hands
// them to other threads through its own synchronization (a channel, a
// mutex-protected queue), which orders the tool's writes to their Data
// before the reads on the other thread.

// Thread is an OpenMP thread in the model.
type Thread struct {
	rt     *Runtime
	data   Data
	num    int
	typ    ThreadType
	state  State
	waitID WaitID
	saved  []savedState // states to return to when a wait ends
	task   *Task
	target *TargetRegion
	place  int
	procID int    // set by the source (SetProcID); -1: the place's first processor
	frame  *Frame // the source's frame for the next task entering the runtime (UseFrame)
	ended  bool
	idNext ID           // next id of the thread's block of unique ids
	idEnd  ID           // end of the block
	region TargetRegion // the current (or last) target region
	devOps []RecordOMPT // device operations queued for the current target region
}

type savedState struct {
	state  State
	waitID WaitID
}

// Parallel is a parallel region, or the implicit parallel region of one
// thread around an initial task.
type Parallel struct {
	rt           *Runtime
	id           atomic.Uint64 // allocated on first use
	data         Data
	requested    int
	teamSize     int
	parent       *Parallel
	encountering *Task
	invoker      Invoker
	level        int // 0 for the implicit region of an initial task
}

// Task is an initial, implicit or explicit task.
type Task struct {
	rt        *Runtime
	id        atomic.Uint64 // allocated on first use
	data      Data
	frame     Frame
	flags     TaskType
	parallel  *Parallel
	parent    *Task // generating task; for an implicit task the encountering task of its region
	threadNum int
	depth     int   // position on the executing thread's task stack (for frame addresses)
	resume    *Task // task the thread returns to when this one suspends or completes
}

// idBlock is the number of unique ids a thread takes from the runtime at
// once for the ids the model hands out on it (target regions, host
// operations): one atomic operation per block, not per id.
const idBlock = 64

// newID is a unique id from the thread's block.
func (t *Thread) newID() ID {
	if t.idNext == t.idEnd {
		t.idNext = t.rt.uniqueID.Add(idBlock) - idBlock + 1
		t.idEnd = t.idNext + idBlock
	}
	id := t.idNext
	t.idNext++
	return id
}

// Num is the thread's number in creation order (1 for the first thread).
func (t *Thread) Num() int { return t.num }

// Type is the thread's type.
func (t *Thread) Type() ThreadType { return t.typ }

// Data is the thread's tool data.
func (t *Thread) Data() *Data { return &t.data }

// Task is the task the thread executes, nil when none.
func (t *Thread) Task() *Task { return t.task }

// Target is the target region the thread is in, nil when none.
func (t *Thread) Target() *TargetRegion { return t.target }

// State is the thread's state and wait id.
func (t *Thread) State() (State, WaitID) { return t.state, t.waitID }

// Runtime is the runtime the thread belongs to.
func (t *Thread) Runtime() *Runtime { return t.rt }

// ID is the region's unique id (the model's, independent of the tool's
// Data), drawn from the runtime's unique ids when first asked for.
func (p *Parallel) ID() ID { return lazyID(p.rt, &p.id) }

// lazyID returns the id in *id, allocating one if it is still IDNone.
func lazyID(rt *Runtime, id *atomic.Uint64) ID {
	if v := id.Load(); v != IDNone {
		return v
	}
	id.CompareAndSwap(IDNone, rt.UniqueID())
	return id.Load()
}

// Data is the parallel region's tool data.
func (p *Parallel) Data() *Data { return &p.data }

// TeamSize is the number of threads in the team.
func (p *Parallel) TeamSize() int { return p.teamSize }

// Level is the nesting level: 1 for an outermost parallel region, 0 for
// the implicit region of an initial task.
func (p *Parallel) Level() int { return p.level }

// Parent is the enclosing parallel region.
func (p *Parallel) Parent() *Parallel { return p.parent }

// Encountering is the task that encountered the parallel construct.
func (p *Parallel) Encountering() *Task { return p.encountering }

// ID is the task's unique id (the model's, independent of the tool's
// Data), drawn from the runtime's unique ids when first asked for.
func (k *Task) ID() ID { return lazyID(k.rt, &k.id) }

// Data is the task's tool data.
func (k *Task) Data() *Data { return &k.data }

// Flags is the task's type and properties.
func (k *Task) Flags() TaskType { return k.flags }

// Parallel is the region whose team executes the task.
func (k *Task) Parallel() *Parallel { return k.parallel }

// Parent is the generating task (for an implicit task: the task that
// encountered the parallel construct).
func (k *Task) Parent() *Task { return k.parent }

// Frame is the task's frame record.
func (k *Task) Frame() *Frame { return &k.frame }

// ThreadNum is the number, in the team, of the thread executing the task.
func (k *Task) ThreadNum() int { return k.threadNum }

// frameAddr is the canonical frame address of the task at depth on t's
// task stack: the model has no machine stack, so every (thread, depth)
// gets its own address in a downward-growing range. enterAddr is the
// address of the frame by which such a task enters the runtime.
func frameAddr(t *Thread, depth int) uintptr {
	return uintptr(0x7f0000000000) - uintptr(t.num)<<24 - uintptr(depth)<<8
}

func enterAddr(t *Thread, depth int) uintptr { return frameAddr(t, depth) + 0x80 }

// ThreadBegin creates a thread and dispatches thread_begin, its first
// event; call it from the goroutine that plays the thread. With places,
// the n-th thread is bound to place (n-1) mod the number of places.
func (r *Runtime) ThreadBegin(typ ThreadType) *Thread { return r.ThreadBeginOn(typ, -2, -1) }

// ThreadBeginOn is ThreadBegin for a source that knows where the thread
// runs: its place (-1: none; -2: the model's) and processor (-1: the
// first of its place), which inquiry answers from thread_begin on.
func (r *Runtime) ThreadBeginOn(typ ThreadType, place, procID int) *Thread {
	r.mu.Lock()
	r.nthreads++
	num := r.nthreads
	r.mu.Unlock()
	t := &Thread{rt: r, num: num, typ: typ, state: StateOverhead, place: place, procID: procID}
	if place == -2 {
		t.place = -1
		if len(r.places) > 0 {
			t.place = (num - 1) % len(r.places)
		}
	}
	if cb := r.cbs().threadBegin; cb != nil {
		cb(t, typ, &t.data)
	}
	return t
}

// ThreadEnd dispatches thread_end, the thread's last event. Afterwards the
// thread is unknown to OpenMP (state undefined).
func (t *Thread) ThreadEnd() {
	if cb := t.rt.cbs().threadEnd; cb != nil {
		cb(t, &t.data)
	}
	t.ended = true
	t.state = StateUndefined
	t.task = nil
}

// workState is the state of a thread running its current task.
func (t *Thread) workState() State {
	switch {
	case t.task == nil:
		return StateIdle
	case t.task.parallel.level == 0:
		return StateWorkSerial
	}
	return StateWorkParallel
}

func (t *Thread) pushState(s State, w WaitID) {
	t.saved = append(t.saved, savedState{t.state, t.waitID})
	t.state, t.waitID = s, w
}

func (t *Thread) popState() {
	if n := len(t.saved); n > 0 {
		t.state, t.waitID = t.saved[n-1].state, t.saved[n-1].waitID
		t.saved = t.saved[:n-1]
		return
	}
	t.state, t.waitID = t.workState(), WaitIDNone
}

func (t *Thread) parallelData() *Data {
	if t.task == nil {
		return nil
	}
	return &t.task.parallel.data
}

func (t *Thread) taskData() *Data {
	if t.task == nil {
		return nil
	}
	return &t.task.data
}

// enterRuntime and leaveRuntime mark the current task's frame while the
// task is inside the runtime (a parallel construct, a task creation, a
// synchronization region). A frame the source gave (UseFrame) replaces
// the model's.
func (t *Thread) enterRuntime() {
	if k := t.task; k != nil {
		if f := t.frame; f != nil {
			k.frame, t.frame = *f, nil
			return
		}
		k.frame.EnterFrame = enterAddr(t, k.depth)
	}
}

// UseFrame gives the model the current task's frame as the runtime
// reported it (exit and enter frame addresses) for the thread's next
// ParallelBegin or TaskCreate, instead of the model's synthetic
// addresses; the task keeps it afterwards. For a source that knows the
// real frames (the libomp tool library).
func (t *Thread) UseFrame(f Frame) { t.frame = &f }

// SetProcID sets the processor the thread runs on (ompt_get_proc_id), for
// a source that knows it; -1 returns to the model's (the first processor
// of the thread's place).
func (t *Thread) SetProcID(id int) { t.procID = id }

// SetPlace sets the place the thread is bound to (ompt_get_place_num; -1:
// none), for a source that knows it.
func (t *Thread) SetPlace(place int) { t.place = place }

func (t *Thread) leaveRuntime() {
	if k := t.task; k != nil {
		k.frame.EnterFrame = 0
	}
}

// InitialTaskBegin starts the initial task of an initial thread, in an
// implicit parallel region of one thread (dispatched as implicit_task
// begin with flags ompt_task_initial, team size 1 and index 1, as LLVM
// does). Its exit frame stays NULL (002).
func (t *Thread) InitialTaskBegin() *Task {
	p := &Parallel{rt: t.rt, requested: 1, teamSize: 1, invoker: InvokerRuntime}
	k := &Task{rt: t.rt, flags: TaskInitial, parallel: p, depth: 1, resume: t.task}
	t.task = k
	t.state = StateWorkSerial
	if cb := t.rt.cbs().implicitTask; cb != nil {
		cb(t, ScopeBegin, &p.data, &k.data, 1, 1, TaskInitial)
	}
	return k
}

// InitialTaskEnd ends the thread's initial task.
func (t *Thread) InitialTaskEnd() {
	k := t.task
	if cb := t.rt.cbs().implicitTask; cb != nil {
		cb(t, ScopeEnd, &k.parallel.data, &k.data, 1, 1, TaskInitial)
	}
	t.task = k.resume
	t.state = StateOverhead
}

// ParallelBegin is the thread's current task encountering a parallel
// construct: requested threads were asked for (num_threads, or the
// default), teamSize will run. The callback runs in the encountering
// task, whose enter frame stays set until ParallelEnd.
//
// With ParallelLeague in invoker it is a teams construct (OpenMP 5.x): a
// league of teamSize teams, whose initial tasks ImplicitTaskBegin starts
// (dispatched with ompt_task_initial and the team number); the league is
// not a nesting level of its own (omp_get_level does not count it).
func (t *Thread) ParallelBegin(requested, teamSize int, invoker Invoker, codeptr uintptr) *Parallel {
	enc := t.task
	p := &Parallel{rt: t.rt, requested: requested, teamSize: teamSize, encountering: enc,
		invoker: invoker, level: 1}
	if enc != nil {
		p.parent = enc.parallel
		p.level = enc.parallel.level + 1
	}
	if invoker&ParallelLeague != 0 {
		p.level--
	}
	t.enterRuntime()
	t.state = StateOverhead
	if cb := t.rt.cbs().parallelBegin; cb != nil {
		var encData *Data
		var encFrame *Frame
		if enc != nil {
			encData, encFrame = &enc.data, &enc.frame
		}
		cb(t, encData, encFrame, &p.data, uint32(requested), invoker, codeptr)
	}
	return p
}

// League reports whether the region is the league of a teams construct.
func (p *Parallel) League() bool { return p.invoker&ParallelLeague != 0 }

// ParallelEnd ends region p on the thread that began it, after its own
// implicit task ended and the task that encountered p is current again.
func (t *Thread) ParallelEnd(p *Parallel, codeptr uintptr) {
	if cb := t.rt.cbs().parallelEnd; cb != nil {
		var encData *Data
		if enc := p.encountering; enc != nil {
			encData = &enc.data
		}
		cb(t, &p.data, encData, p.invoker, codeptr)
	}
	t.leaveRuntime()
	t.state = t.workState()
}

// ImplicitTaskBegin starts, on this thread, the implicit task of team
// member threadNum (0 for the primary thread) of region p; for a league
// (teams), the initial task of team threadNum, whose exit frame stays
// NULL (an initial task's, 002).
func (t *Thread) ImplicitTaskBegin(p *Parallel, threadNum int) *Task {
	depth := 1
	if t.task != nil {
		depth = t.task.depth + 1
	}
	flags := TaskImplicit
	if p.League() {
		flags = TaskInitial
	}
	k := &Task{rt: t.rt, flags: flags, parallel: p, parent: p.encountering,
		threadNum: threadNum, depth: depth, resume: t.task}
	if !p.League() {
		k.frame.ExitFrame = frameAddr(t, depth)
	}
	t.task = k
	t.state = t.workState()
	if cb := t.rt.cbs().implicitTask; cb != nil {
		cb(t, ScopeBegin, &p.data, &k.data, uint32(p.teamSize), uint32(threadNum), flags)
	}
	return k
}

// ImplicitTaskEnd ends the thread's current implicit task (after the
// region's closing barrier), or the initial task of a league's team. The
// thread returns to the task it ran before (the encountering task on the
// primary thread, none on a worker).
func (t *Thread) ImplicitTaskEnd() {
	k := t.task
	if cb := t.rt.cbs().implicitTask; cb != nil {
		cb(t, ScopeEnd, &k.parallel.data, &k.data, uint32(k.parallel.teamSize), uint32(k.threadNum), k.flags)
	}
	k.frame = Frame{}
	t.task = k.resume
	if t.task == nil {
		t.state = StateIdle
	} else {
		t.state = StateOverhead // on the way back to ParallelEnd
	}
}

// Work is the begin or end of a worksharing construct on this thread;
// count is its quantity of work (loop iterations, sections, 1 for single).
func (t *Thread) Work(wt WorkType, ep ScopeEndpoint, count uint64, codeptr uintptr) {
	if cb := t.rt.cbs().work; cb != nil {
		cb(t, wt, ep, t.parallelData(), t.taskData(), count, codeptr)
	}
}

// Master is the begin or end of a master region (on the primary thread).
func (t *Thread) Master(ep ScopeEndpoint, codeptr uintptr) {
	if cb := t.rt.cbs().master; cb != nil {
		cb(t, ep, t.parallelData(), t.taskData(), codeptr)
	}
}

// SyncRegion is the begin or end of a barrier, taskwait or taskgroup
// region (a taskgroup region spans the construct's body).
func (t *Thread) SyncRegion(kind SyncRegionKind, ep ScopeEndpoint, codeptr uintptr) {
	if cb := t.rt.cbs().syncRegion; cb != nil {
		cb(t, kind, ep, t.parallelData(), t.taskData(), codeptr)
	}
}

// SyncRegionWait is the begin or end of waiting in a sync region; from
// begin to end the thread is in state wait (a barrier, taskwait or
// taskgroup wait state) and the task is inside the runtime. A region may
// wait several times, e.g. around each task the thread executes while it
// waits.
func (t *Thread) SyncRegionWait(kind SyncRegionKind, ep ScopeEndpoint, wait State, codeptr uintptr) {
	if ep == ScopeBegin {
		t.enterRuntime()
		t.pushState(wait, WaitIDNone)
	}
	if cb := t.rt.cbs().syncRegionWait; cb != nil {
		cb(t, kind, ep, t.parallelData(), t.taskData(), codeptr)
	}
	if ep == ScopeEnd {
		t.popState()
		t.leaveRuntime()
	}
}

// mutexWaitState is the state of a thread waiting for a mutex of kind k.
func mutexWaitState(k MutexKind) State {
	switch k {
	case MutexLock, MutexNestLock:
		return StateWaitLock
	case MutexCritical:
		return StateWaitCritical
	case MutexAtomic:
		return StateWaitAtomic
	case MutexOrdered:
		return StateWaitOrdered
	}
	return StateWaitMutex
}

// LockInit is the initialization of a lock or nest lock identified by wid.
func (t *Thread) LockInit(kind MutexKind, hint, impl uint32, wid WaitID, codeptr uintptr) {
	if cb := t.rt.cbs().lockInit; cb != nil {
		cb(t, kind, hint, impl, wid, codeptr)
	}
}

// LockDestroy is the destruction of a lock or nest lock.
func (t *Thread) LockDestroy(kind MutexKind, wid WaitID, codeptr uintptr) {
	if cb := t.rt.cbs().lockDestroy; cb != nil {
		cb(t, kind, wid, codeptr)
	}
}

// MutexAcquire starts acquiring a mutex (lock, nest lock, critical,
// atomic, ordered): the thread waits for wid, in the matching wait state,
// until MutexAcquired, NestLock(ScopeBegin) for a nest lock it already
// owns, or MutexNotAcquired after a failed test.
func (t *Thread) MutexAcquire(kind MutexKind, hint, impl uint32, wid WaitID, codeptr uintptr) {
	t.pushState(mutexWaitState(kind), wid)
	if cb := t.rt.cbs().mutexAcquire; cb != nil {
		cb(t, kind, hint, impl, wid, codeptr)
	}
}

// MutexAcquired is the thread holding the mutex it waited for.
func (t *Thread) MutexAcquired(kind MutexKind, wid WaitID, codeptr uintptr) {
	t.popState()
	if cb := t.rt.cbs().mutexAcquired; cb != nil {
		cb(t, kind, wid, codeptr)
	}
}

// MutexNotAcquired ends the wait of a failed lock test (no callback).
func (t *Thread) MutexNotAcquired() { t.popState() }

// MutexReleased is the release of a mutex (for a nest lock: the last
// release, after which no task owns it).
func (t *Thread) MutexReleased(kind MutexKind, wid WaitID, codeptr uintptr) {
	if cb := t.rt.cbs().mutexReleased; cb != nil {
		cb(t, kind, wid, codeptr)
	}
}

// NestLock is the owner of a nest lock acquiring it again (ScopeBegin,
// which ends the wait MutexAcquire began) or releasing it while still
// owning it (ScopeEnd).
func (t *Thread) NestLock(ep ScopeEndpoint, wid WaitID, codeptr uintptr) {
	if ep == ScopeBegin {
		t.popState()
	}
	if cb := t.rt.cbs().nestLock; cb != nil {
		cb(t, ep, wid, codeptr)
	}
}

// TaskCreate is the current task creating an explicit task with the given
// flags (TaskExplicit plus properties). The new task does not run until a
// source passes it to TaskRun.
func (t *Thread) TaskCreate(flags TaskType, hasDependences bool, codeptr uintptr) *Task {
	enc := t.task
	k := &Task{rt: t.rt, flags: flags}
	if enc != nil {
		k.parallel, k.parent = enc.parallel, enc
	}
	if cb := t.rt.cbs().taskCreate; cb != nil {
		var encData *Data
		var encFrame *Frame
		if enc != nil {
			encData, encFrame = &enc.data, &enc.frame
		}
		t.enterRuntime()
		cb(t, encData, encFrame, &k.data, flags, hasDependences, codeptr)
		t.leaveRuntime()
	}
	return k
}

// TaskDependences reports the dependences of new task k, right after its
// creation.
func (t *Thread) TaskDependences(k *Task, deps []TaskDependence) {
	if cb := t.rt.cbs().taskDependences; cb != nil {
		cb(t, &k.data, deps)
	}
}

// TaskDependence reports that task sink cannot start before src completes.
func (t *Thread) TaskDependence(src, sink *Task) {
	if cb := t.rt.cbs().taskDependence; cb != nil {
		cb(t, &src.data, &sink.data)
	}
}

// TaskRun switches the thread to task k, which starts, or resumes after a
// suspension (TaskSuspend; an untied task may resume on another thread
// than the one it suspended on); the current task is suspended with
// status (TaskOthers at a task scheduling point, TaskYield in taskyield).
// The thread returns to that task when k suspends or completes.
func (t *Thread) TaskRun(k *Task, status TaskStatus) {
	prior := t.task
	t.enter(k)
	k.frame.EnterFrame = 0
	t.dispatchSchedule(prior, status, k)
}

// enter makes k the thread's current task, on top of the current one
// (which enters the runtime), without an event.
func (t *Thread) enter(k *Task) {
	prior := t.task
	k.resume, k.depth = prior, 1
	if prior != nil {
		k.depth = prior.depth + 1
		k.threadNum = prior.threadNum
		prior.frame.EnterFrame = enterAddr(t, prior.depth)
	}
	k.frame.ExitFrame = frameAddr(t, k.depth)
	t.task = k
	t.state = t.workState()
}

// TaskSuspend suspends the current explicit task with status (TaskOthers,
// TaskYield) at a task scheduling point: the thread returns to the task
// it interrupted. The task stays started, on no thread, until TaskRun
// resumes it, on this thread or (untied) another.
func (t *Thread) TaskSuspend(status TaskStatus) {
	k := t.task
	next := k.resume
	k.resume = nil
	k.frame.EnterFrame = enterAddr(t, k.depth)
	t.leave(next)
	t.dispatchSchedule(k, status, next)
}

// leave returns the thread to task next (the one the current task
// interrupted), which leaves the runtime.
func (t *Thread) leave(next *Task) {
	if next != nil {
		next.frame.EnterFrame = 0
	}
	t.task = next
	t.state = t.workState()
}

// TaskComplete completes the current explicit task and resumes the task
// it suspended.
func (t *Thread) TaskComplete() { t.TaskFinish(TaskComplete) }

// TaskFinish ends the current explicit task with status: TaskComplete,
// TaskCancel (the task was cancelled, or discarded: TaskDiscard), or
// TaskDetach (a detached task whose event is not fulfilled yet: it
// completes at TaskFulfill). The thread resumes the task it suspended.
func (t *Thread) TaskFinish(status TaskStatus) {
	k := t.task
	next := k.resume
	k.resume = nil
	k.frame = Frame{}
	t.leave(next)
	t.dispatchSchedule(k, status, next)
}

// TaskDiscard is the thread discarding task k, which never started, since
// its taskgroup or parallel region was cancelled: k becomes the current
// task without a task_schedule (as the thread takes it up to discard it),
// and cancel is dispatched in it with flags (the construct cancelled)
// and CancelDiscardedTask. The source then ends it with
// TaskFinish(TaskCancel) (or TaskComplete, as LLVM's libomp reports a
// task discarded by cancel parallel).
func (t *Thread) TaskDiscard(k *Task, flags CancelFlag, codeptr uintptr) {
	t.enter(k)
	k.frame.EnterFrame = enterAddr(t, k.depth)
	t.Cancel(flags|CancelDiscardedTask, codeptr)
}

// TaskFulfill is the event of detached task k being fulfilled (OpenMP
// 5.x omp_fulfill_event), on any thread: before k ended (late false:
// task_schedule(k, ompt_task_early_fulfill, NULL); k completes when it
// ends), or after it ended with TaskDetach (late: it completes now,
// ompt_task_late_fulfill). The source says which: k may still run on
// another thread, whose state this thread must not read.
func (t *Thread) TaskFulfill(k *Task, late bool) {
	status := TaskEarlyFulfill
	if late {
		status = TaskLateFulfill
	}
	t.dispatchSchedule(k, status, nil)
}

// TaskwaitDone is the end of a taskwait with depend clauses (OpenMP 5.x):
// its task k (TaskCreate with TaskTaskwait, never run) completes when
// the dependences are satisfied (task_schedule(k,
// ompt_taskwait_complete, NULL)).
func (t *Thread) TaskwaitDone(k *Task) {
	t.dispatchSchedule(k, TaskwaitComplete, nil)
}

func (t *Thread) dispatchSchedule(prior *Task, status TaskStatus, next *Task) {
	if cb := t.rt.cbs().taskSchedule; cb != nil {
		var pd, nd *Data
		if prior != nil {
			pd = &prior.data
		}
		if next != nil {
			nd = &next.data
		}
		cb(t, pd, status, nd)
	}
}

// Flush is a flush construct.
func (t *Thread) Flush(codeptr uintptr) {
	if cb := t.rt.cbs().flush; cb != nil {
		cb(t, &t.data, codeptr)
	}
}

// Cancel is a cancellation event of the current task: flags say which
// construct (CancelParallel, CancelSections, CancelDo, CancelTaskgroup)
// and whether the task activated cancellation (CancelActivated: a cancel
// construct) or detected it at a cancellation point (CancelDetected).
func (t *Thread) Cancel(flags CancelFlag, codeptr uintptr) {
	if cb := t.rt.cbs().cancel; cb != nil {
		cb(t, t.taskData(), flags, codeptr)
	}
}

// Reduction is the begin or end of the thread combining its partial
// reduction results (OpenMP 5.x reduction event, kind
// SyncRegionReduction); in between the thread is in state
// work_reduction.
func (t *Thread) Reduction(ep ScopeEndpoint, codeptr uintptr) {
	if ep == ScopeBegin {
		t.pushState(StateWorkReduction, WaitIDNone)
	}
	if cb := t.rt.cbs().reduction; cb != nil {
		cb(t, SyncRegionReduction, ep, t.parallelData(), t.taskData(), codeptr)
	}
	if ep == ScopeEnd {
		t.popState()
	}
}

// Dispatch is the thread starting a chunk of loop iterations (instance:
// the logical number of its first iteration) or a section (instance: its
// number) of the worksharing construct it is in (OpenMP 5.1).
func (t *Thread) Dispatch(kind DispatchKind, instance uint64) {
	if cb := t.rt.cbs().dispatch; cb != nil {
		cb(t, t.parallelData(), t.taskData(), kind, Data{Value: instance})
	}
}

// Error is an error directive with at(execution) (OpenMP 5.1).
func (t *Thread) Error(severity Severity, message string, codeptr uintptr) {
	if cb := t.rt.cbs().errorCB; cb != nil {
		cb(t, severity, message, codeptr)
	}
}

// Idle is the thread starting (begin) or stopping (end) to wait for work
// outside any team.
func (t *Thread) Idle(ep ScopeEndpoint) {
	if ep == ScopeBegin {
		t.state = StateIdle
	}
	if cb := t.rt.cbs().idle; cb != nil {
		cb(t, ep)
	}
	if ep == ScopeEnd {
		t.state = StateOverhead
	}
}

// Return values of ControlTool without a tool callback (OpenMP's
// omp_control_tool_notool and omp_control_tool_nocallback).
const (
	ControlToolNoTool     = -2
	ControlToolNoCallback = -1
)

// ControlTool passes an application's omp_control_tool call to the tool
// and returns the tool's answer.
func (t *Thread) ControlTool(command, modifier uint64, arg any, codeptr uintptr) int {
	if !t.rt.active {
		return ControlToolNoTool
	}
	cb := t.rt.cbs().controlTool
	if cb == nil {
		return ControlToolNoCallback
	}
	return cb(t, command, modifier, arg, codeptr)
}

// Shutdown ends the execution on the initial thread t, in the order of
// 002: every initialized device is finalized (halt tracing, flush its
// records, device_finalize), the initial task ends, thread_end is t's last
// event, and the tool's finalizer runs. Worker threads must have ended.
func (r *Runtime) Shutdown(t *Thread) {
	r.FinalizeDevices(t)
	if t.task != nil && t.task.flags&TaskInitial != 0 {
		t.InitialTaskEnd()
	}
	t.ThreadEnd()
	r.Finalize()
}

// deviceState is the runtime's bookkeeping of one device.
type deviceState struct {
	once        sync.Once
	mu          sync.Mutex
	initialized bool
	finalized   bool
}
