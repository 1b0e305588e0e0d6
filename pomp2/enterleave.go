package pomp2

// EnterLeave turns each recording thread's events into the properly
// nested enter and leave events of a trace format (OTF2): an interval's
// opening event enters its region's activity, its closing event leaves
// it; the fork/join interval of a primary thread is a fork and a join,
// not a region (as Score-P writes it). Intervals never closed (the run
// stopped, or an opening event without its closing one) are left at the
// next leave below them, or at Close.
type EnterLeave struct {
	sink   EnterLeaveSink
	clock  Clock
	stacks [][]openActivity
	last   []uint64 // each thread's last time, in ns
	omp    []int    // each thread's OpenMP thread number (of its first event)
	tasks  []taskState
}

// TaskSink, when the sink implements it, receives the task events as
// Score-P writes them: a creation inside the create region, a switch
// whenever a thread's current task changes within its team (before the
// task region's Enter), a completion after the task region's Leave.
// Tasks are POMP2 task handles: the creating recording thread in the high
// half. implicit: the thread's implicit task (of its parallel region, or
// its initial task). Untied tasks' creations are not recorded with their
// handle: they have no creation event.
type TaskSink interface {
	TaskCreate(thread int, ns uint64, task int64)
	TaskSwitch(thread int, ns uint64, task int64, implicit bool)
	TaskComplete(thread int, ns uint64, task int64)
}

type taskState struct {
	current  int64
	known    bool
	implicit []int64 // the implicit tasks of the thread's open parallel regions, its initial task first
}

// Activity is an interval's kind of a region: the region and the event
// that opens the interval.
type Activity struct {
	Region uint32
	Open   Kind
}

type openActivity struct {
	Activity
	fork bool
}

// forkArg is the team size a fork event carries (0 in records written
// before it was recorded, where the argument is the current task).
func forkArg(e *Event) int {
	if e.Arg > 0 && e.Arg < 1<<20 {
		return int(e.Arg)
	}
	return 0
}

// EnterLeaveSink receives the events, each thread's in time order; times
// are nanoseconds since the start of the measurement. A lock is an OpenMP
// lock's address, or a critical region's id with CriticalLock set (as
// Score-P, a critical section is a lock of its own).
type EnterLeaveSink interface {
	Enter(thread int, ns uint64, a Activity)
	Leave(thread int, ns uint64, a Activity)
	Fork(thread int, ns uint64, requested int) // the team size asked for (0: not recorded)
	Join(thread int, ns uint64)
	Acquire(thread int, ns uint64, lock uint64)
	Release(thread int, ns uint64, lock uint64)
}

// CriticalLock marks the lock of a critical region in EnterLeaveSink.
const CriticalLock = 1 << 63

// NewEnterLeave converts for sink; clock converts the events' ticks.
func NewEnterLeave(sink EnterLeaveSink, clock Clock) *EnterLeave {
	return &EnterLeave{sink: sink, clock: clock}
}

// Add converts a batch of one recording thread's events; a thread's
// batches come in order.
func (c *EnterLeave) Add(thread int, evs []Event) {
	for thread >= len(c.stacks) {
		c.stacks = append(c.stacks, nil)
		c.last = append(c.last, 0)
		c.omp = append(c.omp, -1)
		c.tasks = append(c.tasks, taskState{})
	}
	if len(evs) > 0 && c.omp[thread] < 0 {
		c.omp[thread] = int(evs[0].Thread)
	}
	for i := range evs {
		c.event(thread, &evs[i])
	}
}

func (c *EnterLeave) event(thread int, e *Event) {
	k := e.Kind
	if k >= numKinds {
		return
	}
	ns := uint64(0)
	if t := c.clock.Nanos(e.Time); t > 0 {
		ns = uint64(t)
	}
	if ns < c.last[thread] {
		ns = c.last[thread] // a trace's times never go back on a location
	}
	c.last[thread] = ns
	if ts, ok := c.sink.(TaskSink); ok {
		if after := c.task(ts, thread, ns, e); after != nil {
			defer after()
		}
	}
	switch k {
	case EvLockSetDone, EvNestLockSetDone:
		c.sink.Acquire(thread, ns, uint64(e.Arg))
	case EvLockUnset, EvNestLockUnset:
		c.sink.Release(thread, ns, uint64(e.Arg))
	case EvCriticalBegin:
		defer c.sink.Acquire(thread, ns, CriticalLock|uint64(e.Region)) // inside its body's region
	case EvCriticalEnd:
		c.sink.Release(thread, ns, CriticalLock|uint64(e.Region))
	}
	if closesOf[k] != EvNone {
		o := openActivity{Activity: Activity{Region: e.Region, Open: k}, fork: k == EvFork}
		c.stacks[thread] = append(c.stacks[thread], o)
		if o.fork {
			c.sink.Fork(thread, ns, forkArg(e))
		} else {
			c.sink.Enter(thread, ns, o.Activity)
		}
		return
	}
	open := opens[k]
	if open == EvNone {
		return
	}
	st := c.stacks[thread]
	i := len(st) - 1
	for i >= 0 && !(st[i].Open == open && sameRegion(st[i].Region, e.Region)) {
		i--
	}
	if i < 0 {
		return // a closing event without its opening one (measurement switched on midway)
	}
	c.leave(thread, ns, i)
}

// task follows the thread's current task (the argument of most events)
// and gives the sink its task events; after, if not nil, runs after the
// event's own enter or leave.
func (c *EnterLeave) task(ts TaskSink, thread int, ns uint64, e *Event) (after func()) {
	st := &c.tasks[thread]
	switch e.Kind {
	case EvFork, EvLockInit, EvLockDestroy, EvLockSet, EvLockSetDone, EvLockUnset, EvLockTest, EvNestLockInit,
		EvNestLockDestroy, EvNestLockSet, EvNestLockSetDone, EvNestLockUnset, EvNestLockTest:
		return nil // their argument is not the current task
	case EvTaskCreateBegin:
		task := e.Arg // the new task
		return func() { ts.TaskCreate(thread, ns, task) }
	case EvParallelBegin:
		if !st.known {
			st.implicit = append(st.implicit, 0) // a worker: no initial task
		}
		st.implicit = append(st.implicit, e.Arg)
		st.current, st.known = e.Arg, true
		return nil
	case EvJoin: // back in the forking task, as it was at the fork
		st.current, st.known = e.Arg, true
		return nil
	}
	if !st.known {
		st.implicit = append(st.implicit, e.Arg) // the initial task
	} else if e.Arg != st.current {
		ts.TaskSwitch(thread, ns, e.Arg, e.Arg == st.implicit[len(st.implicit)-1])
	}
	st.current, st.known = e.Arg, true
	switch e.Kind {
	case EvParallelEnd:
		if len(st.implicit) > 1 {
			st.implicit = st.implicit[:len(st.implicit)-1]
		}
	case EvTaskEnd, EvUntiedEnd:
		task := e.Arg
		return func() { ts.TaskComplete(thread, ns, task) }
	}
	return nil
}

// leave closes the thread's intervals from the innermost down to index i.
func (c *EnterLeave) leave(thread int, ns uint64, i int) {
	st := c.stacks[thread]
	for j := len(st) - 1; j >= i; j-- {
		if st[j].fork {
			c.sink.Join(thread, ns)
		} else {
			c.sink.Leave(thread, ns, st[j].Activity)
		}
	}
	c.stacks[thread] = st[:i]
}

// Threads is the number of recording threads seen, and OMPThread a
// thread's OpenMP thread number (of its first event).
func (c *EnterLeave) Threads() int             { return len(c.stacks) }
func (c *EnterLeave) OMPThread(thread int) int { return c.omp[thread] }

// LastNs is the time of the latest event of any thread.
func (c *EnterLeave) LastNs() uint64 {
	var m uint64
	for _, t := range c.last {
		m = max(m, t)
	}
	return m
}

// Close leaves every interval still open, at each thread's last time.
func (c *EnterLeave) Close() {
	for thread := range c.stacks {
		c.leave(thread, c.last[thread], 0)
	}
}

// Activity names an interval's kind ("for", "implicit barrier"), as the
// profile's nodes do.
func (a Activity) Name() string { return activity[a.Open] }

// Describe names the region of an activity, as the profile's nodes do
// ("for @ a.c:3-9"; the lock API for a lock wait).
func (a Activity) Describe(reg *Registry) string { return describe(reg.Get(a.Region), a.Open) }
