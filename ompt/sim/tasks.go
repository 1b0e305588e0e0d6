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
	included bool // undeferred: executed by the encountering thread at once

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
	parent *taskgroup
	count  int
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
	Untied     bool
	Mergeable  bool
	Depend     []Dep
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
	tk := &task{ot: k, tm: t.tm, body: body, parent: cur, group: t.group(), final: final, included: included}
	if len(o.Depend) > 0 {
		deps := make([]ompt.TaskDependence, len(o.Depend))
		for i, d := range o.Depend {
			deps[i] = ompt.TaskDependence{VariableAddr: d.Addr, DependenceFlags: d.Type}
		}
		ot.TaskDependences(k, deps)
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
// with status, and completes it: successors whose last predecessor it was
// become ready, its parent, team and taskgroups count it done.
func (t *T) runTask(tk *task, status ompt.TaskStatus) {
	s, ot := t.th.s, t.th.ot
	ot.TaskRun(tk.ot, status)
	tk.body(&T{th: t.th, tm: tk.tm, threadNum: t.threadNum, task: tk, grp: tk.group})
	ot.TaskComplete()
	s.update(func() {
		tk.done = true
		for _, x := range tk.succ {
			if x.npred--; x.npred == 0 && x.created && !x.included {
				x.tm.ready = append(x.tm.ready, x)
			}
		}
		tk.parent.children--
		tk.tm.pending--
		for g := tk.group; g != nil; g = g.parent {
			g.count--
		}
	})
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
// task and execute a ready descendant task.
func (t *T) Taskyield() {
	s := t.th.s
	s.yield(t.th)
	var k *task
	s.update(func() { k = t.tm.popReady(t.task) })
	if k != nil {
		t.runTask(k, ompt.TaskYield)
	}
}
