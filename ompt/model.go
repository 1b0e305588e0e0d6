package ompt

import "sync"

// The runtime-state model: threads, parallel regions, tasks and target
// regions with their tool data, kept by the OMPT layer for any event
// source (the simulated runtime, a POMP2 bridge, a real OpenMP runtime).
// A source reports each event through the event-entry methods of Thread
// below; a method updates the model (current task, thread state, frames)
// and dispatches the tool's callback with the right Data pointers, so
// that inquiry entry points give consistent answers inside callbacks.
//
// Concurrency: a Thread is driven by one goroutine at a time (the one that
// plays that OpenMP thread); its methods and the inquiry entry points
// about it must be called from there, as C's thread-local inquiry
// functions are. Parallel and Task objects are shared; sources publish
// them to other threads through their own synchronization.

// Thread is an OpenMP thread in the model.
type Thread struct {
	rt     *Runtime
	data   Data
	num    int
	typ    ThreadType
	state  State
	waitID WaitID
	saved  []savedState // states to return to after nested waits
	task   *Task
	target *TargetRegion
	place  int
	ended  bool
}

type savedState struct {
	state  State
	waitID WaitID
}

// Parallel is a parallel region (or the implicit parallel region around
// an initial task).
type Parallel struct {
	data         Data
	requested    int
	teamSize     int
	parent       *Parallel
	encountering *Task
	invoker      Invoker
	level        int // nesting level: 0 for the implicit region of the initial task
}

// Task is an initial, implicit or explicit task.
type Task struct {
	data      Data
	frame     Frame
	flags     TaskType
	parallel  *Parallel
	parent    *Task
	threadNum int
	depth     int   // position on the executing thread's stack, for frames
	resume    *Task // task the thread returns to when an implicit task ends
}

// TargetRegion is a target construct in progress on a host thread.
type TargetRegion struct {
	id        ID
	kind      TargetType
	deviceNum int
	hostOpID  ID
	task      *Task
}

// Num is the thread's number in creation order (1 for the first thread).
func (t *Thread) Num() int { return t.num }

// Type is the thread's type.
func (t *Thread) Type() ThreadType { return t.typ }

// Data is the thread's tool data.
func (t *Thread) Data() *Data { return &t.data }

// Task is the task the thread executes, nil when none.
func (t *Thread) Task() *Task { return t.task }

// State is the thread's state and wait id.
func (t *Thread) State() (State, WaitID) { return t.state, t.waitID }

// Runtime is the runtime the thread belongs to.
func (t *Thread) Runtime() *Runtime { return t.rt }

// Data is the parallel region's tool data.
func (p *Parallel) Data() *Data { return &p.data }

// TeamSize is the number of threads in the team.
func (p *Parallel) TeamSize() int { return p.teamSize }

// Level is the nesting level (1 for an outermost parallel region).
func (p *Parallel) Level() int { return p.level }

// Parent is the enclosing parallel region.
func (p *Parallel) Parent() *Parallel { return p.parent }

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

// ID is the target region's id.
func (r *TargetRegion) ID() ID { return r.id }

// HostOpID is the id of the latest operation of the region.
func (r *TargetRegion) HostOpID() ID { return r.hostOpID }

// frameAddr makes a canonical frame address for a task at the given
// depth on the thread's stack: the model has no machine stack, so it
// gives every (thread, depth) its own address in a downward-growing range.
func frameAddr(t *Thread, depth int) uintptr {
	return uintptr(0x7f0000000000) - uintptr(t.num)<<24 - uintptr(depth)<<8
}

// ThreadBegin creates a thread and dispatches thread_begin on it; call it
// from the goroutine that will play the thread.
func (r *Runtime) ThreadBegin(typ ThreadType) *Thread {
	r.mu.Lock()
	r.nthreads++
	num := r.nthreads
	r.mu.Unlock()
	t := &Thread{rt: r, num: num, typ: typ, state: StateOverhead, place: -1}
	if len(r.places) > 0 {
		t.place = (num - 1) % len(r.places)
	}
	if typ == ThreadInitial {
		t.state = StateWorkSerial
	}
	if cb := r.cb.threadBegin; cb != nil {
		cb(t, typ, &t.data)
	}
	return t
}

// ThreadEnd dispatches thread_end, the thread's last event.
func (t *Thread) ThreadEnd() {
	if cb := t.rt.cb.threadEnd; cb != nil {
		cb(t, &t.data)
	}
	t.ended = true
	t.state = StateUndefined
}

func (t *Thread) workState() State {
	if t.task == nil {
		return StateIdle
	}
	if t.task.parallel.level == 0 {
		return StateWorkSerial
	}
	return StateWorkParallel
}

// InitialTaskBegin starts the initial task of an initial thread, in its
// implicit parallel region of one thread.
func (t *Thread) InitialTaskBegin() *Task {
	p := &Parallel{requested: 1, teamSize: 1, invoker: InvokerRuntime}
	k := &Task{flags: TaskInitial, parallel: p, depth: 1, resume: t.task}
	t.task = k
	t.state = StateWorkSerial
	if cb := t.rt.cb.implicitTask; cb != nil {
		cb(t, ScopeBegin, &p.data, &k.data, 1, 1, TaskInitial)
	}
	return k
}

// InitialTaskEnd ends the initial task.
func (t *Thread) InitialTaskEnd() {
	k := t.task
	if cb := t.rt.cb.implicitTask; cb != nil {
		cb(t, ScopeEnd, &k.parallel.data, &k.data, 1, 1, TaskInitial)
	}
	t.task = k.resume
	t.state = StateOverhead
}

// ParallelBegin is the thread's current task encountering a parallel
// construct: requested threads were asked for, teamSize will run.
func (t *Thread) ParallelBegin(requested, teamSize int, invoker Invoker, codeptr uintptr) *Parallel {
	enc := t.task
	p := &Parallel{requested: requested, teamSize: teamSize, encountering: enc, invoker: invoker}
	if enc != nil {
		p.parent = enc.parallel
		p.level = enc.parallel.level + 1
		enc.frame.EnterFrame = frameAddr(t, enc.depth) + 0x80
	} else {
		p.level = 1
	}
	t.state = StateOverhead
	if cb := t.rt.cb.parallelBegin; cb != nil {
		var encData *Data
		var encFrame *Frame
		if enc != nil {
			encData, encFrame = &enc.data, &enc.frame
		}
		cb(t, encData, encFrame, &p.data, uint32(requested), invoker, codeptr)
	}
	return p
}

// ParallelEnd ends region p on the thread that began it, after its own
// implicit task ended.
func (t *Thread) ParallelEnd(p *Parallel, codeptr uintptr) {
	enc := p.encountering
	if cb := t.rt.cb.parallelEnd; cb != nil {
		var encData *Data
		if enc != nil {
			encData = &enc.data
		}
		cb(t, &p.data, encData, p.invoker, codeptr)
	}
	if enc != nil {
		enc.frame.EnterFrame = 0
	}
	t.state = t.workState()
}

// ImplicitTaskBegin starts the implicit task of team member threadNum of
// region p on this thread.
func (t *Thread) ImplicitTaskBegin(p *Parallel, threadNum int) *Task {
	depth := 1
	if t.task != nil {
		depth = t.task.depth + 1
	}
	k := &Task{flags: TaskImplicit, parallel: p, parent: p.encountering, threadNum: threadNum,
		depth: depth, resume: t.task}
	k.frame.ExitFrame = frameAddr(t, depth)
	t.task = k
	t.state = StateWorkParallel
	if cb := t.rt.cb.implicitTask; cb != nil {
		cb(t, ScopeBegin, &p.data, &k.data, uint32(p.teamSize), uint32(threadNum), TaskImplicit)
	}
	return k
}

// ImplicitTaskEnd ends the thread's current implicit task.
func (t *Thread) ImplicitTaskEnd() {
	k := t.task
	if cb := t.rt.cb.implicitTask; cb != nil {
		cb(t, ScopeEnd, &k.parallel.data, &k.data, uint32(k.parallel.teamSize), uint32(k.threadNum), k.flags)
	}
	k.frame = Frame{}
	t.task = k.resume
	t.state = t.workState()
	if t.task == nil {
		t.state = StateOverhead
	}
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

// Work is a worksharing construct's begin or end on this thread.
func (t *Thread) Work(wt WorkType, ep ScopeEndpoint, count uint64, codeptr uintptr) {
	if cb := t.rt.cb.work; cb != nil {
		cb(t, wt, ep, t.parallelData(), t.taskData(), count, codeptr)
	}
}

// Master is a master region's begin or end.
func (t *Thread) Master(ep ScopeEndpoint, codeptr uintptr) {
	if cb := t.rt.cb.master; cb != nil {
		cb(t, ep, t.parallelData(), t.taskData(), codeptr)
	}
}

// SyncRegion is a barrier, taskwait or taskgroup region's begin or end.
func (t *Thread) SyncRegion(kind SyncRegionKind, ep ScopeEndpoint, codeptr uintptr) {
	if cb := t.rt.cb.syncRegion; cb != nil {
		cb(t, kind, ep, t.parallelData(), t.taskData(), codeptr)
	}
}

// SyncRegionWait is the begin or end of waiting in a sync region; the
// thread is in state wait from begin to end.
func (t *Thread) SyncRegionWait(kind SyncRegionKind, ep ScopeEndpoint, wait State, codeptr uintptr) {
	if ep == ScopeBegin {
		t.pushState(wait, WaitIDNone)
	}
	if cb := t.rt.cb.syncRegionWait; cb != nil {
		cb(t, kind, ep, t.parallelData(), t.taskData(), codeptr)
	}
	if ep == ScopeEnd {
		t.popState()
	}
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

// LockInit is the initialization of a lock or nest lock.
func (t *Thread) LockInit(kind MutexKind, hint, impl uint32, wid WaitID, codeptr uintptr) {
	if cb := t.rt.cb.lockInit; cb != nil {
		cb(t, kind, hint, impl, wid, codeptr)
	}
}

// LockDestroy is the destruction of a lock or nest lock.
func (t *Thread) LockDestroy(kind MutexKind, wid WaitID, codeptr uintptr) {
	if cb := t.rt.cb.lockDestroy; cb != nil {
		cb(t, kind, wid, codeptr)
	}
}

// MutexAcquire starts acquiring a mutex: the thread waits for wid until
// MutexAcquired (or MutexNotAcquired after a failed test).
func (t *Thread) MutexAcquire(kind MutexKind, hint, impl uint32, wid WaitID, codeptr uintptr) {
	t.pushState(mutexWaitState(kind), wid)
	if cb := t.rt.cb.mutexAcquire; cb != nil {
		cb(t, kind, hint, impl, wid, codeptr)
	}
}

// MutexAcquired is the thread holding the mutex it waited for.
func (t *Thread) MutexAcquired(kind MutexKind, wid WaitID, codeptr uintptr) {
	t.popState()
	if cb := t.rt.cb.mutexAcquired; cb != nil {
		cb(t, kind, wid, codeptr)
	}
}

// MutexNotAcquired ends the wait of a failed lock test (no callback).
func (t *Thread) MutexNotAcquired() { t.popState() }

// MutexReleased is the release of a mutex.
func (t *Thread) MutexReleased(kind MutexKind, wid WaitID, codeptr uintptr) {
	if cb := t.rt.cb.mutexReleased; cb != nil {
		cb(t, kind, wid, codeptr)
	}
}

// NestLock is the owner of a nest lock acquiring it again (begin) or
// releasing it while still holding it (end).
func (t *Thread) NestLock(ep ScopeEndpoint, wid WaitID, codeptr uintptr) {
	if cb := t.rt.cb.nestLock; cb != nil {
		cb(t, ep, wid, codeptr)
	}
}

// TaskCreate is the current task creating a task with the given flags.
func (t *Thread) TaskCreate(flags TaskType, hasDependences bool, codeptr uintptr) *Task {
	enc := t.task
	k := &Task{flags: flags}
	if enc != nil {
		k.parallel, k.parent = enc.parallel, enc
	}
	if cb := t.rt.cb.taskCreate; cb != nil {
		var encData *Data
		var encFrame *Frame
		if enc != nil {
			enc.frame.EnterFrame = frameAddr(t, enc.depth) + 0x80
			encData, encFrame = &enc.data, &enc.frame
		}
		cb(t, encData, encFrame, &k.data, flags, hasDependences, codeptr)
		if enc != nil {
			enc.frame.EnterFrame = 0
		}
	}
	return k
}

// TaskDependences reports the dependences of a new task.
func (t *Thread) TaskDependences(k *Task, deps []TaskDependence) {
	if cb := t.rt.cb.taskDependences; cb != nil {
		cb(t, &k.data, deps)
	}
}

// TaskDependence reports that sink cannot start before src completes.
func (t *Thread) TaskDependence(src, sink *Task) {
	if cb := t.rt.cb.taskDependence; cb != nil {
		cb(t, &src.data, &sink.data)
	}
}

// TaskSchedule switches the thread from its current task to next; status
// says why the current task stopped (TaskComplete when it finished).
func (t *Thread) TaskSchedule(next *Task, status TaskStatus) {
	prior := t.task
	if prior != nil {
		if status == TaskComplete {
			prior.frame = Frame{}
		} else {
			prior.frame.EnterFrame = frameAddr(t, prior.depth) + 0x80
		}
	}
	if next.frame.ExitFrame == 0 {
		next.depth = 1
		if prior != nil {
			next.depth = prior.depth + 1
			if next.flags&(TaskImplicit|TaskInitial) == 0 {
				next.threadNum = prior.threadNum
			}
		}
		next.frame.ExitFrame = frameAddr(t, next.depth)
	}
	next.frame.EnterFrame = 0
	t.task = next
	if cb := t.rt.cb.taskSchedule; cb != nil {
		var pd *Data
		if prior != nil {
			pd = &prior.data
		}
		cb(t, pd, status, &next.data)
	}
}

// Flush is a flush construct.
func (t *Thread) Flush(codeptr uintptr) {
	if cb := t.rt.cb.flush; cb != nil {
		cb(t, &t.data, codeptr)
	}
}

// Cancel is a cancellation event of the current task.
func (t *Thread) Cancel(flags CancelFlag, codeptr uintptr) {
	if cb := t.rt.cb.cancel; cb != nil {
		cb(t, t.taskData(), flags, codeptr)
	}
}

// Idle is the thread starting (begin) or stopping (end) to wait for work
// outside any team.
func (t *Thread) Idle(ep ScopeEndpoint) {
	if ep == ScopeBegin {
		t.state = StateIdle
	}
	if cb := t.rt.cb.idle; cb != nil {
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

// ControlTool passes an application's omp_control_tool call to the tool.
func (t *Thread) ControlTool(command, modifier uint64, arg any, codeptr uintptr) int {
	if !t.rt.active {
		return ControlToolNoTool
	}
	cb := t.rt.cb.controlTool
	if cb == nil {
		return ControlToolNoCallback
	}
	return cb(t, command, modifier, arg, codeptr)
}

// TargetBegin is the current task encountering a target construct of the
// given kind for device deviceNum (initialized on first use).
func (t *Thread) TargetBegin(kind TargetType, deviceNum int, codeptr uintptr) *TargetRegion {
	t.DeviceInitialize(deviceNum)
	r := &TargetRegion{id: t.rt.UniqueID(), kind: kind, deviceNum: deviceNum, task: t.task}
	if cb := t.rt.cb.target; cb != nil {
		cb(t, kind, ScopeBegin, deviceNum, t.taskData(), r.id, codeptr)
	}
	w := StateWaitTarget
	switch kind {
	case TargetEnterData, TargetExitData:
		w = StateWaitTargetMap
	case TargetUpdate:
		w = StateWaitTargetUpdate
	}
	t.pushState(w, WaitIDNone)
	t.target = r
	return r
}

// TargetEnd ends target region r.
func (t *Thread) TargetEnd(r *TargetRegion, codeptr uintptr) {
	t.target = nil
	t.popState()
	if cb := t.rt.cb.target; cb != nil {
		var td *Data
		if r.task != nil {
			td = &r.task.data
		}
		cb(t, r.kind, ScopeEnd, r.deviceNum, td, r.id, codeptr)
	}
}

// TargetDataOp is a data operation of region r; it returns its host op id.
func (t *Thread) TargetDataOp(r *TargetRegion, op TargetDataOp, src uintptr, srcDev int, dst uintptr, dstDev int,
	bytes uint64, codeptr uintptr) ID {
	r.hostOpID = t.rt.UniqueID()
	if cb := t.rt.cb.targetDataOp; cb != nil {
		cb(t, r.id, r.hostOpID, op, src, srcDev, dst, dstDev, bytes, codeptr)
	}
	return r.hostOpID
}

// TargetSubmit is the submission of region r's kernel; it returns its
// host op id.
func (t *Thread) TargetSubmit(r *TargetRegion, requestedTeams uint32) ID {
	r.hostOpID = t.rt.UniqueID()
	if cb := t.rt.cb.targetSubmit; cb != nil {
		cb(t, r.id, r.hostOpID, requestedTeams)
	}
	return r.hostOpID
}

// TargetMap reports the mapping of region r's items.
func (t *Thread) TargetMap(r *TargetRegion, m *MapItems, codeptr uintptr) {
	if cb := t.rt.cb.targetMap; cb != nil {
		cb(t, r.id, uint32(len(m.HostAddr)), m.HostAddr, m.DeviceAddr, m.Bytes, m.MappingFlags, codeptr)
	}
}

// DeviceInitialize dispatches device_initialize for device num the first
// time any thread uses it; other threads using it wait until it is done.
func (t *Thread) DeviceInitialize(num int) {
	if num < 0 || num >= len(t.rt.devices) {
		return
	}
	d := &t.rt.devState[num]
	d.once.Do(func() {
		drv := t.rt.devices[num]
		if cb := t.rt.cb.deviceInitialize; cb != nil {
			cb(t, num, drv.DeviceType(), drv, drv.Lookup(), drv.Documentation())
		}
		d.mu.Lock()
		d.initialized = true
		d.mu.Unlock()
	})
}

// DeviceDriver is what the runtime needs of a target device: its
// description, the lookup of its tracing entry points (nil when it cannot
// be traced), and the first two steps of device finalization.
type DeviceDriver interface {
	DeviceType() string
	Documentation() string
	Lookup() FunctionLookup
	// HaltTrace stops recording trace records.
	HaltTrace()
	// FlushTrace delivers every record collected to the tool.
	FlushTrace()
}

// Device is ompt_device_t, the opaque handle of a device a tool passes to
// the device's entry points; it is the DeviceDriver itself.
type Device = any

type deviceState struct {
	once        sync.Once
	mu          sync.Mutex
	initialized bool
	finalized   bool
}

// FinalizeDevices finalizes every initialized device on thread t (before
// its thread_end): halt tracing, flush records, dispatch device_finalize.
func (r *Runtime) FinalizeDevices(t *Thread) {
	for num, drv := range r.devices {
		d := &r.devState[num]
		d.mu.Lock()
		doIt := d.initialized && !d.finalized
		d.finalized = true
		d.mu.Unlock()
		if !doIt {
			continue
		}
		drv.HaltTrace()
		drv.FlushTrace()
		if cb := r.cb.deviceFinalize; cb != nil {
			cb(t, num)
		}
	}
}
