// Package checker is an OMPT tool that checks, from inside every callback,
// the rules of the OMPT chapter (shared/seeds/002) that a tool can observe:
// the order and pairing of events on each thread, the ompt_data_t
// pointers callbacks pass, and the answers of the inquiry entry points at
// every ancestor level. It keeps a shadow model built only from callback
// arguments and compares the runtime's answers with it.
//
// It works with any event source (the simulated runtime, a real runtime's
// replayed callbacks: libomp's, libpomp2's). It serializes its callbacks with one mutex, which is fine
// for tests.
package checker

import (
	"fmt"
	"strings"
	"sync"

	"opari2/internal/errlist"
	"opari2/ompt"
)

// maxErrors bounds the violations kept.
const maxErrors = 50

// Checker is the tool; see New.
type Checker struct {
	mu       sync.Mutex
	errs     errlist.List
	events   int
	threads  []*threadState
	tasks    []*taskInfo
	regions  []*parInfo
	devices  map[int]string // device number: "initialized" or "finalized"
	finished bool

	threadData  ompt.GetThreadDataFunc
	taskInfo    ompt.GetTaskInfoFunc
	parInfo     ompt.GetParallelInfoFunc
	state       ompt.GetStateFunc
	targetInfo  ompt.GetTargetInfoFunc
	uniqueID    ompt.GetUniqueIDFunc
	numDevices  ompt.GetNumDevicesFunc
	initialized bool
}

// threadState is the shadow of one thread, reached through thread_data.
type threadState struct {
	id      int
	typ     ompt.ThreadType
	data    *ompt.Data
	ended   bool
	idle    bool
	tasks   []*taskInfo // the thread's task stack; the current task on top
	regions []*parInfo  // parallel regions this thread encountered, not ended
	syncs   []*syncInfo // sync regions outside any task
	works   []ompt.WorkType
	reduce  int // open reduction events
	master  int
	targets []ompt.ID
	// acquiring is the mutex of the thread's last event when that was
	// mutex_acquire: the next event is its acquired (or, for a nest lock
	// the task owns, nest_lock begin); any other event means the acquire
	// was a failed lock test.
	acquiring *acquire
	log       []string
	states    []ompt.State // the thread's state inside each logged event
	threadNum int          // thread number of its first implicit task, -1 before
}

type taskInfo struct {
	data      *ompt.Data
	flags     ompt.TaskType
	parent    *taskInfo
	par       *parInfo
	threadNum int
	creator   *threadState
	started   bool
	completed bool
	detached  bool         // ended before its detach event was fulfilled
	fulfilled bool         // its detach event was fulfilled
	discarded bool         // taken up only to be discarded (cancel with ompt_cancel_discarded_task)
	syncs     []*syncInfo  // its open sync regions (an untied task may end one on another thread)
	on        *threadState // the thread it is on (current or below the current task), nil when suspended or not started
	first     *threadState // the thread it started on (a tied task resumes only there)
	preds     []*taskInfo
}

type parInfo struct {
	league    bool // the league of a teams construct
	data      *ompt.Data
	enc       *taskInfo
	parent    *parInfo
	teamSize  int // from the first implicit task; 0 before
	members   map[int]bool
	began     int
	ended     int
	endSeen   bool
	encThread *threadState
}

type acquire struct {
	kind ompt.MutexKind
	wid  ompt.WaitID
}

type syncInfo struct {
	kind    ompt.SyncRegionKind
	par     *ompt.Data
	task    *ompt.Data
	waiting bool
}

// New makes a checker.
func New() *Checker { return &Checker{devices: map[int]string{}, errs: errlist.List{Max: maxErrors}} }

// StartTool is the tool's ompt_start_tool.
func (c *Checker) StartTool(ompVersion uint32, runtimeVersion string) *ompt.Fns {
	return &ompt.Fns{Initialize: c.initialize, Finalize: c.finalize}
}

// Err returns the violations found, nil when there are none.
func (c *Checker) Err() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.errs.Err()
}

// Events is the number of callbacks the checker received.
func (c *Checker) Events() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.events
}

// ThreadLog is the sequence of events of one thread, by name
// ("parallel_begin", "wait_barrier_end", ...), without ids.
type ThreadLog struct {
	Type   ompt.ThreadType
	Events []string
	// States holds the thread's state (ompt_get_state) inside each event:
	// inside a sync-region wait it tells which barrier the thread waits
	// in (implicit, explicit, ...).
	States []ompt.State
	// ThreadNum is the thread's number in the team of the first implicit
	// task it ran (0 for the primary thread), -1 if it ran none.
	ThreadNum int
}

// Threads returns the event sequences of the threads, in the order of
// their thread_begin.
func (c *Checker) Threads() []ThreadLog {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := make([]ThreadLog, len(c.threads))
	for i, ts := range c.threads {
		out[i] = ThreadLog{Type: ts.typ, Events: append([]string(nil), ts.log...),
			States: append([]ompt.State(nil), ts.states...), ThreadNum: ts.threadNum}
	}
	return out
}

// AddViolation records a violation found outside the callbacks: an event
// that the source (a replaying one: the recorder's session under libomp
// or libpomp2) could not report to the model, which a tool never sees.
func (c *Checker) AddViolation(msg string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.errs.Add(msg)
}

func (c *Checker) errorf(ts *threadState, event, format string, args ...any) {
	if c.errs.Full() {
		c.errs.Add("")
		return
	}
	who := "thread ?"
	if ts != nil {
		who = fmt.Sprintf("thread %d", ts.id)
	}
	c.errs.Add(fmt.Sprintf("%s: %s: %s", who, event, fmt.Sprintf(format, args...)))
}

func (c *Checker) initialize(lookup ompt.FunctionLookup, initialDeviceNum int, toolData *ompt.Data) int {
	c.threadData = lookup("ompt_get_thread_data").(ompt.GetThreadDataFunc)
	c.taskInfo = lookup("ompt_get_task_info").(ompt.GetTaskInfoFunc)
	c.parInfo = lookup("ompt_get_parallel_info").(ompt.GetParallelInfoFunc)
	c.state = lookup("ompt_get_state").(ompt.GetStateFunc)
	c.targetInfo = lookup("ompt_get_target_info").(ompt.GetTargetInfoFunc)
	c.uniqueID = lookup("ompt_get_unique_id").(ompt.GetUniqueIDFunc)
	c.numDevices = lookup("ompt_get_num_devices").(ompt.GetNumDevicesFunc)
	set := lookup("ompt_set_callback").(ompt.SetCallbackFunc)
	for _, k := range ompt.AllCallbacks() {
		if cb := c.callback(k); cb != nil {
			set(k, cb)
		}
	}
	c.initialized = true
	if initialDeviceNum != c.numDevices() {
		c.errorf(nil, "initialize", "initial_device_num %d, but %d devices", initialDeviceNum, c.numDevices())
	}
	return 1
}

func (c *Checker) finalize(toolData *ompt.Data) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.finished = true
	for _, ts := range c.threads {
		if !ts.ended && ts.typ == ompt.ThreadWorker {
			c.errorf(ts, "finalize", "worker thread did not end")
		}
	}
	for _, p := range c.regions {
		if !p.endSeen {
			c.errorf(p.encThread, "finalize", "parallel region %p did not end", p.data)
		}
		if p.began != p.teamSize || p.ended != p.teamSize || len(p.members) != p.teamSize {
			c.errorf(p.encThread, "finalize", "parallel region of %d threads: %d implicit tasks began, %d ended, thread nums %v",
				p.teamSize, p.began, p.ended, p.members)
		}
		for i := 0; i < p.teamSize; i++ {
			if !p.members[i] {
				c.errorf(p.encThread, "finalize", "parallel region of %d threads has no thread %d", p.teamSize, i)
			}
		}
	}
	for _, k := range c.tasks {
		if k.flags&(ompt.TaskExplicit|ompt.TaskTaskwait) != 0 && !k.completed {
			c.errorf(k.creator, "finalize", "explicit task %p never completed (started %v, detached %v)", k.data, k.started, k.detached)
		}
	}
	for num, st := range c.devices {
		if st != "finalized" {
			c.errorf(nil, "finalize", "device %d initialized but not finalized", num)
		}
	}
}

// enter starts checking a callback on thread t: it finds the thread's
// shadow (an error when the thread did not begin or already ended) and
// logs the event. The caller holds c.mu.
func (c *Checker) enter(t *ompt.Thread, event string) *threadState {
	c.events++
	if c.finished {
		c.errorf(nil, event, "callback after the tool's finalizer")
	}
	d := c.threadData(t)
	if d == nil {
		c.errorf(nil, event, "ompt_get_thread_data returned nil")
		return nil
	}
	ts, _ := d.Ptr.(*threadState)
	if ts == nil {
		c.errorf(nil, event, "event before thread_begin")
		return nil
	}
	if ts.data != d {
		c.errorf(ts, event, "ompt_get_thread_data is not the thread_data of thread_begin")
	}
	if ts.ended {
		c.errorf(ts, event, "event after thread_end")
	}
	if ts.idle && event != "idle_end" {
		c.errorf(ts, event, "event while the thread is idle")
	}
	ts.log = append(ts.log, event)
	st, _ := c.state(t)
	ts.states = append(ts.states, st)
	if ts.acquiring != nil && !strings.HasPrefix(event, "acquired_") {
		ts.acquiring = nil // a failed test
	}
	return ts
}

// enterIn is enter and, for a thread that began, context with the
// callback's task and region data (nil: not given); nil when the thread is
// unknown.
func (c *Checker) enterIn(t *ompt.Thread, event string, taskData, parData *ompt.Data) *threadState {
	ts := c.enter(t, event)
	if ts != nil {
		c.context(t, ts, event, taskData, parData)
	}
	return ts
}

func (ts *threadState) top() *taskInfo {
	if len(ts.tasks) == 0 {
		return nil
	}
	return ts.tasks[len(ts.tasks)-1]
}

// syncStack is the sync-region stack of the thread's current task: sync
// regions belong to the task that began them (an untied task may end one
// on another thread than the one that began it).
func (ts *threadState) syncStack() *[]*syncInfo {
	if k := ts.top(); k != nil {
		return &k.syncs
	}
	return &ts.syncs
}

// topSync is the innermost open sync region of the current task, nil when
// none.
func (ts *threadState) topSync() *syncInfo {
	s := *ts.syncStack()
	if len(s) == 0 {
		return nil
	}
	return s[len(s)-1]
}

func infoOf(d *ompt.Data) *taskInfo {
	if d == nil {
		return nil
	}
	k, _ := d.Ptr.(*taskInfo)
	return k
}

func parOf(d *ompt.Data) *parInfo {
	if d == nil {
		return nil
	}
	p, _ := d.Ptr.(*parInfo)
	return p
}

// context checks the inquiry answers against the shadow model: the task
// and parallel region at every ancestor level, and that taskData and
// parData (when given) are the current task's and region's.
func (c *Checker) context(t *ompt.Thread, ts *threadState, event string, taskData, parData *ompt.Data) {
	if ts == nil {
		return
	}
	cur := ts.top()
	if cur == nil {
		if _, _, _, _, _, ret := c.taskInfo(t, 0); ret != 0 {
			c.errorf(ts, event, "get_task_info(0) = %d on a thread without task", ret)
		}
		if _, _, ret := c.parInfo(t, 0); ret != 0 {
			c.errorf(ts, event, "get_parallel_info(0) = %d on a thread without task", ret)
		}
		return
	}
	if taskData != nil && taskData != cur.data {
		c.errorf(ts, event, "task_data %p is not the current task's %p", taskData, cur.data)
	}
	if parData != nil && cur.par != nil && parData != cur.par.data {
		c.errorf(ts, event, "parallel_data %p is not the current region's %p", parData, cur.par.data)
	}
	k := cur
	for level := 0; level < 64; level++ {
		flags, td, frame, pd, num, ret := c.taskInfo(t, level)
		if k == nil {
			if ret != 0 {
				c.errorf(ts, event, "get_task_info(%d) = %d beyond the initial task", level, ret)
			}
			break
		}
		if ret != 2 {
			c.errorf(ts, event, "get_task_info(%d) = %d, want 2", level, ret)
			break
		}
		if td != k.data || flags != k.flags || frame == nil {
			c.errorf(ts, event, "get_task_info(%d): task %p flags %v, want %p flags %v", level, td, flags, k.data, k.flags)
		}
		if k.par != nil && pd != k.par.data {
			c.errorf(ts, event, "get_task_info(%d): parallel_data %p, want %p", level, pd, k.par.data)
		}
		if level == 0 && k.flags&ompt.TaskImplicit != 0 && num != k.threadNum {
			c.errorf(ts, event, "get_task_info(0): thread_num %d, want %d", num, k.threadNum)
		}
		k = k.parent
	}
	p := cur.par
	for level := 0; level < 64; level++ {
		pd, size, ret := c.parInfo(t, level)
		if p == nil {
			if ret != 0 {
				c.errorf(ts, event, "get_parallel_info(%d) = %d beyond the outermost region", level, ret)
			}
			break
		}
		if ret != 2 || pd != p.data || (p.teamSize != 0 && size != p.teamSize) {
			c.errorf(ts, event, "get_parallel_info(%d) = %p, %d, %d; want %p, %d, 2", level, pd, size, ret, p.data, p.teamSize)
		}
		p = p.parent
	}
}

// checkState checks the thread's state (and wait id) against the allowed
// ones.
func (c *Checker) checkState(t *ompt.Thread, ts *threadState, event string, wid ompt.WaitID, allowed ...ompt.State) {
	s, w := c.state(t)
	for _, a := range allowed {
		if s == a {
			if wid != ompt.WaitIDNone && w != wid {
				c.errorf(ts, event, "state %v with wait id %d, want %d", s, w, wid)
			}
			return
		}
	}
	c.errorf(ts, event, "state %v, want one of %v", s, allowed)
}

var workStates = []ompt.State{ompt.StateWorkSerial, ompt.StateWorkParallel, ompt.StateWorkReduction, ompt.StateOverhead}

func waitStates(kind ompt.SyncRegionKind) []ompt.State {
	switch kind {
	case ompt.SyncRegionBarrier:
		return []ompt.State{ompt.StateWaitBarrier, ompt.StateWaitBarrierImplicit, ompt.StateWaitBarrierExplicit,
			ompt.StateWaitBarrierImplicitParallel, ompt.StateWaitBarrierImplicitWorkshare}
	case ompt.SyncRegionTaskwait:
		return []ompt.State{ompt.StateWaitTaskwait}
	}
	return []ompt.State{ompt.StateWaitTaskgroup}
}

func mutexStates(kind ompt.MutexKind) []ompt.State {
	s := []ompt.State{ompt.StateWaitMutex, ompt.StateWaitLock}
	switch kind {
	case ompt.MutexCritical:
		s = append(s, ompt.StateWaitCritical)
	case ompt.MutexAtomic:
		s = append(s, ompt.StateWaitAtomic)
	case ompt.MutexOrdered:
		s = append(s, ompt.StateWaitOrdered)
	}
	return s
}
