package sim

import "opari2/ompt"

// task is a task in the simulation: the initial or an implicit task (only
// ot, tm and the child bookkeeping are used) or an explicit task.
type task struct {
	ot       *ompt.Task
	tm       *team
	body     func(t *T)
	parent   *task
	group    *taskgroup // innermost taskgroup the task belongs to
	final    bool
	included bool       // undeferred: executed by the encountering thread at once
	co       *coroutine // an untied task's body, which may suspend and resume on another thread
	event    *Event     // detach clause
	cancel   bool       // the task's code met an active cancellation (it ends with ompt_task_cancel)

	// The following are protected by rtime.mu.
	children int // child tasks not completed (what taskwait waits for)
	npred    int // predecessors (dependences) not completed
	succ     []*task
	created  bool // creation finished: may be queued when npred drops to 0
	done     bool
	deps     map[uintptr]*depState // dependences among the task's children
}

// depState is what a task's children did to one address: the last task
// that wrote it and the tasks that read it since.
type depState struct {
	lastOut *task
	ins     []*task
}

// taskgroup counts the tasks created in it and in its descendants that
// have not completed.
type taskgroup struct {
	parent    *taskgroup
	count     int
	cancelled bool // cancel taskgroup was activated (under rtime.mu)
}

// Dep is an item of a depend clause: the address of a variable and the
// dependence type. Addresses only identify variables; programs may use
// any numbers (golden outputs need ones that do not change between runs).
type Dep struct {
	Addr uintptr
	Type ompt.TaskDependenceFlag
}

// In, Out and InOut make depend clause items.
func In(addr uintptr) Dep    { return Dep{addr, ompt.TaskDependenceIn} }
func Out(addr uintptr) Dep   { return Dep{addr, ompt.TaskDependenceOut} }
func InOut(addr uintptr) Dep { return Dep{addr, ompt.TaskDependenceInout} }

// TaskOpts are the clauses of a task construct.
type TaskOpts struct {
	Undeferred bool // if(0): the encountering thread executes the task at once
	Final      bool
	// Untied: the task may suspend at a taskyield (the thread goes back to
	// the task it interrupted) and resume on any thread of the team.
	Untied    bool
	Mergeable bool
	Depend    []Dep
	// Detach (OpenMP 5.0 detach clause): the task completes when its body
	// ended and the event was fulfilled (T.Fulfill), in either order.
	Detach *Event
}

// Event is an allow-completion event of a detached task (omp_event_handle_t).
type Event struct {
	task      *task
	fulfilled bool
	ended     bool // the task's body ended before the event was fulfilled (under rtime.mu)
	detaching bool // the task's body is ending, detached (under rtime.mu)
}

// NewEvent makes an event for TaskOpts.Detach.
func NewEvent() *Event { return &Event{} }

// coroutine runs the body of an untied task on a goroutine of its own,
// on behalf of the thread executing the task: the thread hands it over
// (resume) and waits until the body suspends or returns (yield).
type coroutine struct {
	resume chan *T   // the handle of the task on the thread that (re)starts it
	yield  chan bool // true: the body returned
	handle *T        // the task's handle, moved to the thread that resumes it
}

// Task is a task construct without clauses: body becomes an explicit task
// that some thread of the team executes at a task scheduling point
// (a barrier, taskwait, taskgroup end or taskyield).
func (t *T) Task(body func(t *T)) { t.newTask(TaskOpts{}, t.callerPC(), body) }

// TaskWith is a task construct with clauses.
func (t *T) TaskWith(o TaskOpts, body func(t *T)) { t.newTask(o, t.callerPC(), body) }

func (t *T) newTask(o TaskOpts, pc uintptr, body func(t *T)) {
	s, ot := t.th.s, t.th.ot
	// No hand-over here (deterministic mode): creating a task only queues it.
	cur := t.task
	included := o.Undeferred || cur.final // tasks inside a final task are included
	final := o.Final || cur.final
	flags := ompt.TaskExplicit
	if included {
		flags |= ompt.TaskUndeferred
	}
	if final {
		flags |= ompt.TaskFinal
	}
	if o.Untied {
		flags |= ompt.TaskUntied
	}
	if o.Mergeable {
		flags |= ompt.TaskMergeable
	}
	k := ot.TaskCreate(flags, len(o.Depend) > 0, pc)
	tk := &task{ot: k, tm: t.tm, body: body, parent: cur, group: t.group(), final: final, included: included,
		event: o.Detach}
	if o.Detach != nil {
		o.Detach.task = tk
	}
	if o.Untied && !included {
		tk.co = &coroutine{resume: make(chan *T), yield: make(chan bool)}
	}
	if len(o.Depend) > 0 {
		ot.TaskDependences(k, depItems(o.Depend))
	}
	var preds []*task
	s.update(func() {
		cur.children++
		t.tm.pending++
		for g := tk.group; g != nil; g = g.parent {
			g.count++
		}
		preds = cur.addDependences(tk, o.Depend)
	})
	for _, p := range preds {
		ot.TaskDependence(p.ot, k)
	}
	if included {
		s.update(func() { tk.created = true })
		t.runTasksUntil(func() bool { return tk.npred == 0 }, nil)
		t.runTask(tk, ompt.TaskOthers)
		return
	}
	s.update(func() {
		tk.created = true
		if tk.npred == 0 {
			t.tm.ready = append(t.tm.ready, tk)
		}
	})
}

// addDependences records the depend clause of parent's new child tk and
// returns the siblings tk must wait for (under rtime.mu).
func (parent *task) addDependences(tk *task, deps []Dep) []*task {
	var preds []*task
	addPred := func(p *task) {
		if p == nil || p.done || p == tk {
			return
		}
		for _, q := range preds {
			if q == p {
				return
			}
		}
		preds = append(preds, p)
	}
	for _, d := range deps {
		if parent.deps == nil {
			parent.deps = map[uintptr]*depState{}
		}
		ds := parent.deps[d.Addr]
		if ds == nil {
			ds = &depState{}
			parent.deps[d.Addr] = ds
		}
		if d.Type == ompt.TaskDependenceIn {
			addPred(ds.lastOut)
			ds.ins = append(ds.ins, tk)
			continue
		}
		if len(ds.ins) > 0 {
			for _, p := range ds.ins {
				addPred(p)
			}
		} else {
			addPred(ds.lastOut)
		}
		ds.lastOut, ds.ins = tk, nil
	}
	for _, p := range preds {
		tk.npred++
		p.succ = append(p.succ, tk)
	}
	return preds
}

// runTask executes explicit task tk on t's thread, suspending t's task
// with status, until it suspends (an untied task at a taskyield: it is in
// the ready queue again) or ends; a task of a cancelled taskgroup or
// parallel region that has not started is discarded instead. At its end,
// successors whose last predecessor it was become ready, its parent, team
// and taskgroups count it done (a detached task once its event is
// fulfilled too).
func (t *T) runTask(tk *task, status ompt.TaskStatus) {
	ot := t.th.ot
	if flags, ok := t.discarded(tk); ok {
		ot.TaskDiscard(tk.ot, flags, 0)
		ot.TaskFinish(ompt.TaskCancel)
		t.th.s.update(tk.completed)
		return
	}
	ot.TaskRun(tk.ot, status)
	h := &T{th: t.th, tm: tk.tm, threadNum: t.threadNum, task: tk, grp: tk.group}
	if co := tk.co; co != nil {
		if co.handle == nil {
			co.handle = h
			go func() {
				h := <-co.resume
				tk.body(h)
				co.yield <- true
			}()
		} else {
			co.handle.th, co.handle.threadNum = t.th, t.threadNum
		}
		co.resume <- co.handle
		if !<-co.yield {
			return // suspended
		}
	} else {
		tk.body(h)
	}
	t.endTask(tk)
}

// endTask ends the current task tk of t's thread: it completes, is
// cancelled, or is detached until its event is fulfilled.
func (t *T) endTask(tk *task) {
	s, ot := t.th.s, t.th.ot
	status := ompt.TaskComplete
	if tk.cancel {
		status = ompt.TaskCancel
	}
	ev := tk.event
	if ev != nil {
		s.update(func() {
			if !ev.fulfilled {
				ev.detaching = true
				status = ompt.TaskDetach
			}
		})
	}
	ot.TaskFinish(status)
	if status != ompt.TaskDetach {
		s.update(tk.completed)
		return
	}
	// only now may a fulfill on another thread see the task ended: its
	// late fulfill follows the detach
	s.update(func() { ev.detaching, ev.ended = false, true })
}

// release marks tk done and makes ready the successors that waited only
// for it (under rtime.mu).
func (tk *task) release() {
	tk.done = true
	for _, x := range tk.succ {
		if x.npred--; x.npred == 0 && x.created && !x.included {
			x.tm.ready = append(x.tm.ready, x)
		}
	}
}

// completed is the bookkeeping of a task's completion (under rtime.mu).
func (tk *task) completed() {
	tk.release()
	tk.parent.children--
	tk.tm.pending--
	for g := tk.group; g != nil; g = g.parent {
		g.count--
	}
}

// Fulfill fulfills the event of a detached task (omp_fulfill_event): the
// task completes now if its body ended, else when it ends.
func (t *T) Fulfill(ev *Event) {
	s, ot := t.th.s, t.th.ot
	s.yield(t.th)
	var late bool
	s.await(t.th, func() bool {
		if ev.detaching {
			return false // the task is ending detached: fulfill after that
		}
		ev.fulfilled = true
		late = ev.ended
		return true
	})
	ot.TaskFulfill(ev.task.ot, late)
	if late {
		s.update(ev.task.completed)
	}
}

// suspend suspends the current untied task of t at a taskyield: the
// thread returns to the task it interrupted, the task is ready again and
// resumes on whichever thread of the team takes it.
func (t *T) suspend() {
	s, ot := t.th.s, t.th.ot
	tk := t.task
	ot.TaskSuspend(ompt.TaskYield)
	s.update(func() { t.tm.ready = append(t.tm.ready, tk) })
	tk.co.yield <- false
	<-tk.co.resume // t, the task's handle, now names the resuming thread
}

// popReady takes the first ready task that descends from anc (any task
// when anc is nil): the task scheduling constraint for tied tasks.
func (tm *team) popReady(anc *task) *task {
	for i, k := range tm.ready {
		if anc == nil || k.descends(anc) {
			tm.ready = append(tm.ready[:i], tm.ready[i+1:]...)
			return k
		}
	}
	return nil
}

func (k *task) descends(anc *task) bool {
	for p := k.parent; p != nil; p = p.parent {
		if p == anc {
			return true
		}
	}
	return false
}

// runTasksUntil waits until done (called under the lock) holds, executing
// ready descendant tasks of t's task meanwhile; around, when not nil, is
// called before (false) and after (true) each task executed.
func (t *T) runTasksUntil(done func() bool, around func(after bool)) {
	for {
		var k *task
		finished := false
		t.th.s.await(t.th, func() bool {
			if done() {
				finished = true
				return true
			}
			k = t.tm.popReady(t.task)
			return k != nil
		})
		if finished {
			return
		}
		if around != nil {
			around(false)
		}
		t.runTask(k, ompt.TaskOthers)
		if around != nil {
			around(true)
		}
	}
}

// waitTasks is the waiting part of a taskwait or taskgroup region: like
// runTasksUntil, inside sync_region_wait pairs that end around each task
// executed.
func (t *T) waitTasks(kind ompt.SyncRegionKind, wait ompt.State, pc uintptr, done func() bool) {
	ot := t.th.ot
	ot.SyncRegionWait(kind, ompt.ScopeBegin, wait, pc)
	t.runTasksUntil(done, func(after bool) {
		if after {
			ot.SyncRegionWait(kind, ompt.ScopeBegin, wait, pc)
		} else {
			ot.SyncRegionWait(kind, ompt.ScopeEnd, wait, pc)
		}
	})
	ot.SyncRegionWait(kind, ompt.ScopeEnd, wait, pc)
}

// Taskwait waits for the child tasks of the current task.
func (t *T) Taskwait() {
	s, ot := t.th.s, t.th.ot
	s.yield(t.th)
	pc := t.callerPC()
	cur := t.task
	ot.SyncRegion(ompt.SyncRegionTaskwait, ompt.ScopeBegin, pc)
	t.waitTasks(ompt.SyncRegionTaskwait, ompt.StateWaitTaskwait, pc, func() bool { return cur.children == 0 })
	ot.SyncRegion(ompt.SyncRegionTaskwait, ompt.ScopeEnd, pc)
}

// Taskgroup runs fn as a taskgroup region and waits at its end for every
// task created in it and their descendants.
func (t *T) Taskgroup(fn func(t *T)) {
	s, ot := t.th.s, t.th.ot
	s.yield(t.th)
	pc := t.callerPC()
	g := &taskgroup{parent: t.group()}
	ot.SyncRegion(ompt.SyncRegionTaskgroup, ompt.ScopeBegin, pc)
	saved := t.grp
	t.grp = g
	fn(t)
	t.grp = saved
	t.waitTasks(ompt.SyncRegionTaskgroup, ompt.StateWaitTaskgroup, pc, func() bool { return g.count == 0 })
	ot.SyncRegion(ompt.SyncRegionTaskgroup, ompt.ScopeEnd, pc)
}

// group is the innermost taskgroup of t: one t opened, else the one t's
// task belongs to.
func (t *T) group() *taskgroup { return t.grp }

// Taskyield is a taskyield construct: the thread may suspend the current
// task and execute a ready descendant task; an untied task is suspended
// (when another task is ready), to resume on any thread of the team.
func (t *T) Taskyield() {
	s := t.th.s
	s.yield(t.th)
	if tk := t.task; tk.co != nil {
		var others bool
		s.update(func() { others = len(t.tm.ready) > 0 })
		if others {
			t.suspend()
		}
		return
	}
	var k *task
	s.update(func() { k = t.tm.popReady(t.task) })
	if k != nil {
		t.runTask(k, ompt.TaskYield)
	}
}

// TaskwaitDepend is a taskwait construct with depend clauses (OpenMP 5.0):
// the current task waits until the sibling tasks the dependences name
// completed (executing ready tasks meanwhile); its task
// (ompt_task_taskwait) completes then.
func (t *T) TaskwaitDepend(deps ...Dep) {
	s, ot := t.th.s, t.th.ot
	s.yield(t.th)
	pc := t.callerPC()
	k := ot.TaskCreate(ompt.TaskTaskwait|ompt.TaskUndeferred|ompt.TaskMergeable, true, pc)
	ot.TaskDependences(k, depItems(deps))
	tw := &task{ot: k, tm: t.tm, parent: t.task, included: true}
	var preds []*task
	s.update(func() { preds = t.task.addDependences(tw, deps) })
	for _, p := range preds {
		ot.TaskDependence(p.ot, k)
	}
	s.update(func() { tw.created = true })
	t.runTasksUntil(func() bool { return tw.npred == 0 }, nil)
	ot.TaskwaitDone(k)
	s.update(tw.release) // a later sibling that depends on it may start
}

// depItems are the dependences as the tool sees them.
func depItems(deps []Dep) []ompt.TaskDependence {
	items := make([]ompt.TaskDependence, len(deps))
	for i, d := range deps {
		items[i] = ompt.TaskDependence{VariableAddr: d.Addr, DependenceFlags: d.Type}
	}
	return items
}
