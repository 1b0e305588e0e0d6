package checker

import (
	"fmt"

	"opari2/ompt"
)

// callback is the checker's callback for event k (nil: not checked).
func (c *Checker) callback(k ompt.CallbackKind) ompt.Callback {
	switch k {
	case ompt.CallbackThreadBegin:
		return ompt.ThreadBeginFunc(c.threadBegin)
	case ompt.CallbackThreadEnd:
		return ompt.ThreadEndFunc(c.threadEnd)
	case ompt.CallbackIdle:
		return ompt.IdleFunc(c.idle)
	case ompt.CallbackParallelBegin:
		return ompt.ParallelBeginFunc(c.parallelBegin)
	case ompt.CallbackParallelEnd:
		return ompt.ParallelEndFunc(c.parallelEnd)
	case ompt.CallbackImplicitTask:
		return ompt.ImplicitTaskFunc(c.implicitTask)
	case ompt.CallbackTaskCreate:
		return ompt.TaskCreateFunc(c.taskCreate)
	case ompt.CallbackTaskSchedule:
		return ompt.TaskScheduleFunc(c.taskSchedule)
	case ompt.CallbackTaskDependences:
		return ompt.TaskDependencesFunc(c.taskDependences)
	case ompt.CallbackTaskDependence:
		return ompt.TaskDependenceFunc(c.taskDependence)
	case ompt.CallbackWork:
		return ompt.WorkFunc(c.work)
	case ompt.CallbackMaster:
		return ompt.MasterFunc(c.master)
	case ompt.CallbackSyncRegion:
		return ompt.SyncRegionFunc(c.syncRegion)
	case ompt.CallbackSyncRegionWait:
		return ompt.SyncRegionFunc(c.syncRegionWait)
	case ompt.CallbackMutexAcquire:
		return ompt.MutexAcquireFunc(c.mutexAcquire)
	case ompt.CallbackMutexAcquired:
		return ompt.MutexFunc(c.mutexAcquired)
	case ompt.CallbackMutexReleased:
		return ompt.MutexFunc(c.mutexReleased)
	case ompt.CallbackNestLock:
		return ompt.NestLockFunc(c.nestLock)
	case ompt.CallbackLockInit:
		return ompt.MutexAcquireFunc(func(t *ompt.Thread, kind ompt.MutexKind, hint, impl uint32, wid ompt.WaitID, pc uintptr) {
			c.simple(t, "init_"+kind.Short())
		})
	case ompt.CallbackLockDestroy:
		return ompt.MutexFunc(func(t *ompt.Thread, kind ompt.MutexKind, wid ompt.WaitID, pc uintptr) {
			c.simple(t, "destroy_"+kind.Short())
		})
	case ompt.CallbackFlush:
		return ompt.FlushFunc(c.flush)
	case ompt.CallbackControlTool:
		return ompt.ControlToolFunc(func(t *ompt.Thread, cmd, mod uint64, arg any, pc uintptr) int {
			c.simple(t, "control_tool")
			return int(cmd)
		})
	case ompt.CallbackTarget:
		return ompt.TargetFunc(c.target)
	case ompt.CallbackTargetDataOp:
		return ompt.TargetDataOpFunc(func(t *ompt.Thread, target, hostOp ompt.ID, op ompt.TargetDataOp,
			src uintptr, srcDev int, dst uintptr, dstDev int, bytes uint64, pc uintptr) {
			c.targetOp(t, "target_data_op", target, hostOp)
		})
	case ompt.CallbackTargetSubmit:
		return ompt.TargetSubmitFunc(func(t *ompt.Thread, target, hostOp ompt.ID, teams uint32) {
			c.targetOp(t, "target_submit", target, hostOp)
		})
	case ompt.CallbackTargetMap:
		return ompt.TargetMapFunc(func(t *ompt.Thread, target ompt.ID, n uint32, host, dev []uintptr,
			bytes []uint64, flags []ompt.TargetMapFlag, pc uintptr) {
			c.targetOp(t, "target_map", target, ompt.IDNone)
			if len(host) != int(n) || len(dev) != int(n) || len(bytes) != int(n) || len(flags) != int(n) {
				c.mu.Lock()
				c.errorf(nil, "target_map", "nitems %d, arrays of %d %d %d %d", n, len(host), len(dev), len(bytes), len(flags))
				c.mu.Unlock()
			}
		})
	case ompt.CallbackDeviceInitialize:
		return ompt.DeviceInitializeFunc(c.deviceInitialize)
	case ompt.CallbackDeviceFinalize:
		return ompt.DeviceFinalizeFunc(c.deviceFinalize)
	case ompt.CallbackCancel:
		return ompt.CancelFunc(c.cancel)
	case ompt.CallbackReduction:
		return ompt.SyncRegionFunc(c.reduction)
	case ompt.CallbackDispatch:
		return ompt.DispatchFunc(c.dispatch)
	case ompt.CallbackError:
		return ompt.ErrorFunc(func(t *ompt.Thread, sev ompt.Severity, msg string, pc uintptr) {
			c.simple(t, "error")
			if sev != ompt.SeverityWarning && sev != ompt.SeverityFatal {
				c.mu.Lock()
				c.errorf(nil, "error", "severity %v", sev)
				c.mu.Unlock()
			}
		})
	}
	return nil
}

func (c *Checker) threadBegin(t *ompt.Thread, typ ompt.ThreadType, data *ompt.Data) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.events++
	if data.Ptr != nil || data.Value != 0 {
		c.errorf(nil, "thread_begin", "thread_data is not ompt_data_none")
	}
	st, _ := c.state(t)
	ts := &threadState{id: len(c.threads) + 1, typ: typ, data: data, log: []string{"thread_begin"},
		states: []ompt.State{st}, threadNum: -1}
	c.threads = append(c.threads, ts)
	data.Ptr = ts
	if c.threadData(t) != data {
		c.errorf(ts, "thread_begin", "ompt_get_thread_data differs from thread_data")
	}
	c.context(t, ts, "thread_begin", nil, nil)
}

func (c *Checker) threadEnd(t *ompt.Thread, data *ompt.Data) {
	c.mu.Lock()
	defer c.mu.Unlock()
	ts := c.enter(t, "thread_end")
	if ts == nil {
		return
	}
	if data != ts.data {
		c.errorf(ts, "thread_end", "thread_data is not the one of thread_begin")
	}
	if len(ts.tasks) > 0 || len(ts.regions) > 0 || len(ts.syncs) > 0 || len(ts.works) > 0 || len(ts.targets) > 0 {
		c.errorf(ts, "thread_end", "open at thread end: %d tasks, %d regions, %d sync regions, %d worksharing, %d targets",
			len(ts.tasks), len(ts.regions), len(ts.syncs), len(ts.works), len(ts.targets))
	}
	ts.ended = true
}

func (c *Checker) idle(t *ompt.Thread, ep ompt.ScopeEndpoint) {
	c.mu.Lock()
	defer c.mu.Unlock()
	ts := c.enter(t, "idle_"+ep.Short())
	if ts == nil {
		return
	}
	if ep == ompt.ScopeBegin {
		if len(ts.tasks) > 0 {
			c.errorf(ts, "idle_begin", "idle while executing a task")
		}
		c.checkState(t, ts, "idle_begin", 0, ompt.StateIdle)
		ts.idle = true
	} else {
		if !ts.idle {
			c.errorf(ts, "idle_end", "without idle_begin")
		}
		ts.idle = false
	}
}

func (c *Checker) parallelBegin(t *ompt.Thread, enc *ompt.Data, encFrame *ompt.Frame, par *ompt.Data,
	requested uint32, inv ompt.Invoker, pc uintptr) {
	c.mu.Lock()
	defer c.mu.Unlock()
	ts := c.enterIn(t, "parallel_begin", enc, nil)
	if ts == nil {
		return
	}
	if par.Ptr != nil || par.Value != 0 {
		c.errorf(ts, "parallel_begin", "parallel_data is not ompt_data_none")
	}
	if encFrame == nil || encFrame.EnterFrame == 0 {
		c.errorf(ts, "parallel_begin", "the encountering task's enter_frame is not set")
	}
	cur := ts.top()
	p := &parInfo{data: par, enc: cur, members: map[int]bool{}, encThread: ts, league: inv&ompt.ParallelLeague != 0}
	if cur != nil {
		p.parent = cur.par
	}
	par.Ptr = p
	c.regions = append(c.regions, p)
	ts.regions = append(ts.regions, p)
}

func (c *Checker) parallelEnd(t *ompt.Thread, par, enc *ompt.Data, inv ompt.Invoker, pc uintptr) {
	c.mu.Lock()
	defer c.mu.Unlock()
	ts := c.enterIn(t, "parallel_end", enc, nil)
	if ts == nil {
		return
	}
	n := len(ts.regions)
	if n == 0 || ts.regions[n-1].data != par {
		c.errorf(ts, "parallel_end", "not the innermost region this thread began")
		return
	}
	p := ts.regions[n-1]
	ts.regions = ts.regions[:n-1]
	p.endSeen = true
	if p.enc != nil && p.enc.data != enc {
		c.errorf(ts, "parallel_end", "encountering task %p, parallel_begin had %p", enc, p.enc.data)
	}
	for _, k := range ts.tasks {
		if k.par == p {
			c.errorf(ts, "parallel_end", "an implicit task of the region is still open on this thread")
		}
	}
}

func (c *Checker) implicitTask(t *ompt.Thread, ep ompt.ScopeEndpoint, par, task *ompt.Data, team, index uint32,
	flags ompt.TaskType) {
	c.mu.Lock()
	defer c.mu.Unlock()
	initial := flags&ompt.TaskInitial != 0
	name := "implicit_task_" + ep.Short()
	if initial {
		name = "initial_task_" + ep.Short()
	}
	ts := c.enter(t, name)
	if ts == nil {
		return
	}
	if ep == ompt.ScopeEnd {
		c.context(t, ts, name, task, par)
		cur := ts.top()
		if cur == nil || cur.data != task {
			c.errorf(ts, name, "not the current task")
			return
		}
		if cur.par == nil || cur.par.data != par || uint32(cur.threadNum) != index && !initial || cur.flags != flags {
			c.errorf(ts, name, "arguments differ from the begin")
		}
		if len(cur.syncs) > 0 {
			c.errorf(ts, name, "%d sync regions of the task still open", len(cur.syncs))
		}
		ts.tasks = ts.tasks[:len(ts.tasks)-1]
		if !initial || cur.par.league {
			cur.par.ended++
		}
		return
	}
	if task.Ptr != nil || task.Value != 0 {
		c.errorf(ts, name, "task_data is not ompt_data_none")
	}
	k := &taskInfo{data: task, flags: flags, threadNum: int(index), creator: ts, started: true, on: ts, first: ts}
	p := parOf(par)
	switch {
	case initial && (p == nil || !p.league):
		// a thread's initial task: every initial thread has one (each
		// native thread that uses OpenMP), in an implicit region of its own
		if len(ts.tasks) > 0 || ts.typ != ompt.ThreadInitial || team != 1 {
			c.errorf(ts, name, "initial task on a %v thread with %d tasks, team size %d", ts.typ, len(ts.tasks), team)
		}
		k.threadNum = 0
		k.par = &parInfo{data: par, members: map[int]bool{0: true}, teamSize: 1, encThread: ts}
		par.Ptr = k.par
	case p == nil:
		c.errorf(ts, name, "parallel_data of no parallel_begin")
		return
	case p.league != initial:
		c.errorf(ts, name, "flags %v in a region whose parallel_begin said league %v", flags, p.league)
		return
	default:
		// a team member's implicit task, or the initial task of a team of
		// a league (teams): numbered like team members
		if p.teamSize == 0 {
			p.teamSize = int(team)
		}
		if int(team) != p.teamSize || int(index) >= p.teamSize || p.members[int(index)] {
			c.errorf(ts, name, "team size %d thread %d; region has %d, members %v", team, index, p.teamSize, p.members)
		}
		p.members[int(index)] = true
		p.began++
		if ts.threadNum < 0 && !initial {
			ts.threadNum = int(index)
		}
		k.par, k.parent = p, p.enc
		if (index == 0) != (p.encThread == ts) {
			c.errorf(ts, name, "thread %d of the team on the %s thread", index, map[bool]string{true: "encountering", false: "another"}[p.encThread == ts])
		}
	}
	task.Ptr = k
	c.tasks = append(c.tasks, k)
	ts.tasks = append(ts.tasks, k)
	c.context(t, ts, name, task, par)
	_, _, frame, _, _, _ := c.taskInfo(t, 0)
	if frame != nil && (frame.ExitFrame == 0) != initial {
		c.errorf(ts, name, "exit_frame %#x (NULL exactly for an initial task)", frame.ExitFrame)
	}
	if initial {
		c.checkState(t, ts, name, 0, ompt.StateWorkSerial)
	} else {
		c.checkState(t, ts, name, 0, ompt.StateWorkParallel)
	}
}

func (c *Checker) taskCreate(t *ompt.Thread, enc *ompt.Data, encFrame *ompt.Frame, task *ompt.Data,
	flags ompt.TaskType, deps bool, pc uintptr) {
	c.mu.Lock()
	defer c.mu.Unlock()
	ts := c.enterIn(t, "task_create", enc, nil)
	if ts == nil {
		return
	}
	if task.Ptr != nil || task.Value != 0 {
		c.errorf(ts, "task_create", "new_task_data is not ompt_data_none")
	}
	if kind := flags & 0xff; kind != ompt.TaskExplicit && kind != ompt.TaskTarget && kind != ompt.TaskTaskwait {
		c.errorf(ts, "task_create", "flags %v", flags)
	}
	if encFrame == nil || encFrame.EnterFrame == 0 {
		c.errorf(ts, "task_create", "the encountering task's enter_frame is not set")
	}
	cur := ts.top()
	k := &taskInfo{data: task, flags: flags, parent: cur, creator: ts}
	if cur != nil {
		k.par = cur.par
	}
	task.Ptr = k
	c.tasks = append(c.tasks, k)
}

func (c *Checker) taskDependences(t *ompt.Thread, task *ompt.Data, deps []ompt.TaskDependence) {
	c.mu.Lock()
	defer c.mu.Unlock()
	ts := c.enter(t, "task_dependences")
	if k := infoOf(task); k == nil || k.started {
		c.errorf(ts, "task_dependences", "for a task not just created")
	}
	if len(deps) == 0 {
		c.errorf(ts, "task_dependences", "no dependences")
	}
}

func (c *Checker) taskDependence(t *ompt.Thread, src, sink *ompt.Data) {
	c.mu.Lock()
	defer c.mu.Unlock()
	ts := c.enter(t, "task_dependence")
	s, k := infoOf(src), infoOf(sink)
	if s == nil || k == nil || k.started || s.parent != k.parent {
		c.errorf(ts, "task_dependence", "between tasks that are not siblings, or after the sink started")
		return
	}
	k.preds = append(k.preds, s)
}

func (c *Checker) taskSchedule(t *ompt.Thread, prior *ompt.Data, status ompt.TaskStatus, next *ompt.Data) {
	c.mu.Lock()
	defer c.mu.Unlock()
	ts := c.enter(t, "task_schedule")
	if ts == nil {
		return
	}
	switch status {
	case ompt.TaskEarlyFulfill, ompt.TaskLateFulfill, ompt.TaskwaitComplete:
		c.completion(t, ts, prior, status, next)
		return
	}
	cur := ts.top()
	if cur == nil || cur.data == nil || prior != cur.data {
		// the model has already switched: the shadow still holds the prior task
		c.errorf(ts, "task_schedule", "prior task %p is not the current task", prior)
		return
	}
	if s := ts.topSync(); s != nil && s.waiting {
		c.errorf(ts, "task_schedule", "a task is scheduled while the thread waits in a sync region (the wait must end first)")
	}
	switch status {
	case ompt.TaskComplete, ompt.TaskCancel, ompt.TaskDetach:
		// the current task ends: completes, is cancelled (or was
		// discarded), or is detached (it completes when its event is
		// fulfilled)
		if cur.flags&ompt.TaskExplicit == 0 || !cur.started || cur.completed || cur.detached ||
			status == ompt.TaskDetach && (cur.fulfilled || cur.discarded) {
			c.errorf(ts, "task_schedule", "%v of a task that is not a running explicit task", status)
		}
		if len(cur.syncs) > 0 {
			c.errorf(ts, "task_schedule", "the task ends with %d sync regions open", len(cur.syncs))
		}
		if status == ompt.TaskDetach {
			cur.detached = true
		} else {
			cur.completed = true
		}
		cur.on = nil
		ts.tasks = ts.tasks[:len(ts.tasks)-1]
		if ts.top() == nil || ts.top().data != next {
			c.errorf(ts, "task_schedule", "after completion the thread does not resume the task it suspended")
		}
	case ompt.TaskOthers, ompt.TaskYield:
		if n := len(ts.tasks); next == nil || n >= 2 && ts.tasks[n-2].data == next {
			// the current task is suspended: back to the task it interrupted
			if cur.flags&ompt.TaskExplicit == 0 || cur.discarded {
				c.errorf(ts, "task_schedule", "suspension of a task that is not a running explicit task")
			}
			cur.on = nil
			ts.tasks = ts.tasks[:n-1]
			break
		}
		n := infoOf(next)
		if n == nil || n.flags&ompt.TaskExplicit == 0 || n.completed || n.detached || n.on != nil {
			c.errorf(ts, "task_schedule", "next task is not an explicit task that has not started or is suspended")
			return
		}
		if !n.started {
			for _, p := range n.preds {
				if !p.completed {
					c.errorf(ts, "task_schedule", "task starts before a task it depends on completed")
				}
			}
			if n.flags&ompt.TaskUndeferred != 0 && n.creator != ts {
				c.errorf(ts, "task_schedule", "an undeferred task runs on another thread than its creator")
			}
			n.started, n.first = true, ts
		} else if n.flags&ompt.TaskUntied == 0 && n.first != ts {
			c.errorf(ts, "task_schedule", "a tied task resumes on another thread than the one it started on")
		}
		n.threadNum = cur.threadNum
		n.on = ts
		ts.tasks = append(ts.tasks, n)
	default:
		c.errorf(ts, "task_schedule", "status %v", status)
	}
	c.context(t, ts, "task_schedule", next, nil)
	if _, _, frame, _, _, ret := c.taskInfo(t, 0); ret == 2 && (frame.ExitFrame == 0 && ts.top().flags&ompt.TaskInitial == 0 || frame.EnterFrame != 0) {
		c.errorf(ts, "task_schedule", "frame of the resumed task: exit %#x enter %#x", frame.ExitFrame, frame.EnterFrame)
	}
}

// completion checks the task_schedule events that are no task switch
// (next task NULL): a detached task's event fulfilled before it ended
// (early) or after (late: the task completes), and the completion of a
// taskwait with depend clauses, whose task the current task created.
func (c *Checker) completion(t *ompt.Thread, ts *threadState, prior *ompt.Data, status ompt.TaskStatus, next *ompt.Data) {
	c.context(t, ts, "task_schedule", nil, nil)
	k := infoOf(prior)
	if next != nil || k == nil {
		c.errorf(ts, "task_schedule", "%v: prior task %p of no task_create, next task %p (want NULL)", status, prior, next)
		return
	}
	switch status {
	case ompt.TaskEarlyFulfill:
		if k.flags&ompt.TaskExplicit == 0 || k.completed || k.detached || k.fulfilled {
			c.errorf(ts, "task_schedule", "early fulfill of a task that is not an explicit task before its end")
		}
		k.fulfilled = true
	case ompt.TaskLateFulfill:
		if !k.detached || k.completed {
			c.errorf(ts, "task_schedule", "late fulfill of a task that is not detached")
		}
		k.fulfilled, k.completed = true, true
	default:
		if k.flags&ompt.TaskTaskwait == 0 || k.started || k.completed || k.parent != ts.top() {
			c.errorf(ts, "task_schedule", "taskwait complete of a task that is not a taskwait task of the current task")
		}
		for _, p := range k.preds {
			if !p.completed {
				c.errorf(ts, "task_schedule", "taskwait completes before a task it depends on completed")
			}
		}
		k.completed = true
	}
}

// cancel checks a cancel event: one construct, and whether the task
// activated or detected the cancellation, or is discarded. A discarded
// task (one that never started) is the current task in the event, taken
// up to be discarded; it must end with its task_schedule next.
func (c *Checker) cancel(t *ompt.Thread, task *ompt.Data, flags ompt.CancelFlag, pc uintptr) {
	c.mu.Lock()
	defer c.mu.Unlock()
	ts := c.enter(t, "cancel")
	if ts == nil {
		return
	}
	constructs := flags & (ompt.CancelParallel | ompt.CancelSections | ompt.CancelDo | ompt.CancelTaskgroup)
	how := flags & (ompt.CancelActivated | ompt.CancelDetected | ompt.CancelDiscardedTask)
	if constructs == 0 || constructs&(constructs-1) != 0 || how == 0 || how&(how-1) != 0 || flags&^(constructs|how) != 0 {
		c.errorf(ts, "cancel", "flags %v: want one construct and one of activated, detected, discarded_task", flags)
	}
	cur := ts.top()
	if how == ompt.CancelDiscardedTask {
		k := infoOf(task)
		if k == nil || k.flags&ompt.TaskExplicit == 0 || k.started {
			c.errorf(ts, "cancel", "discarded task %p is not an explicit task that has not started", task)
			return
		}
		k.started, k.discarded, k.on, k.first = true, true, ts, ts
		if cur != nil {
			k.threadNum = cur.threadNum
		}
		ts.tasks = append(ts.tasks, k)
	} else {
		var want ompt.WorkType
		switch constructs {
		case ompt.CancelDo:
			want = ompt.WorkLoop
		case ompt.CancelSections:
			want = ompt.WorkSections
		}
		if n := len(ts.works); want != 0 && (n == 0 || ts.works[n-1] != want) {
			c.errorf(ts, "cancel", "%v outside a %v construct", flags, want)
		}
		if constructs == ompt.CancelTaskgroup && (cur == nil || cur.flags&ompt.TaskExplicit == 0) {
			c.errorf(ts, "cancel", "%v outside an explicit task", flags)
		}
	}
	c.context(t, ts, "cancel", task, nil)
}

// reduction checks the reduction events: kind reduction, paired, in state
// work_reduction.
func (c *Checker) reduction(t *ompt.Thread, kind ompt.SyncRegionKind, ep ompt.ScopeEndpoint, par, task *ompt.Data, pc uintptr) {
	c.mu.Lock()
	defer c.mu.Unlock()
	name := "reduction_" + ep.Short()
	ts := c.enterIn(t, name, task, par)
	if ts == nil {
		return
	}
	c.checkState(t, ts, name, 0, ompt.StateWorkReduction)
	if kind != ompt.SyncRegionReduction {
		c.errorf(ts, name, "kind %v", kind)
	}
	if ep == ompt.ScopeBegin {
		ts.reduce++
	} else if ts.reduce--; ts.reduce < 0 {
		c.errorf(ts, name, "without begin")
		ts.reduce = 0
	}
}

// dispatch checks a dispatch event: inside a worksharing construct that
// has chunks (a loop) or sections.
func (c *Checker) dispatch(t *ompt.Thread, par, task *ompt.Data, kind ompt.DispatchKind, instance ompt.Data) {
	c.mu.Lock()
	defer c.mu.Unlock()
	ts := c.enterIn(t, "dispatch", task, par)
	if ts == nil {
		return
	}
	var w ompt.WorkType
	if n := len(ts.works); n > 0 {
		w = ts.works[n-1]
	}
	switch {
	case kind == ompt.DispatchSection && w == ompt.WorkSections:
	case kind == ompt.DispatchIteration && (w == ompt.WorkLoop || w == ompt.WorkDistribute || w == ompt.WorkTaskloop):
	default:
		c.errorf(ts, "dispatch", "%v inside %v", kind, w)
	}
}

func (c *Checker) work(t *ompt.Thread, wt ompt.WorkType, ep ompt.ScopeEndpoint, par, task *ompt.Data, count uint64, pc uintptr) {
	c.mu.Lock()
	defer c.mu.Unlock()
	name := wt.Short() + "_" + ep.Short()
	ts := c.enterIn(t, name, task, par)
	if ts == nil {
		return
	}
	if ep == ompt.ScopeBegin {
		ts.works = append(ts.works, wt)
		return
	}
	if n := len(ts.works); n == 0 || ts.works[n-1] != wt {
		c.errorf(ts, name, "without a matching begin")
	} else {
		ts.works = ts.works[:n-1]
	}
}

func (c *Checker) master(t *ompt.Thread, ep ompt.ScopeEndpoint, par, task *ompt.Data, pc uintptr) {
	c.mu.Lock()
	defer c.mu.Unlock()
	name := "master_" + ep.Short()
	ts := c.enterIn(t, name, task, par)
	if ts == nil {
		return
	}
	if cur := ts.top(); cur != nil && cur.threadNum != 0 {
		c.errorf(ts, name, "on thread %d of the team", cur.threadNum)
	}
	if ep == ompt.ScopeBegin {
		ts.master++
	} else if ts.master--; ts.master < 0 {
		c.errorf(ts, name, "without begin")
	}
}

func (c *Checker) syncRegion(t *ompt.Thread, kind ompt.SyncRegionKind, ep ompt.ScopeEndpoint, par, task *ompt.Data, pc uintptr) {
	c.mu.Lock()
	defer c.mu.Unlock()
	name := kind.Short() + "_" + ep.Short()
	ts := c.enterIn(t, name, task, par)
	if ts == nil {
		return
	}
	syncs := ts.syncStack()
	if ep == ompt.ScopeBegin {
		*syncs = append(*syncs, &syncInfo{kind: kind, par: par, task: task})
		return
	}
	n := len(*syncs)
	if n == 0 || (*syncs)[n-1].kind != kind || (*syncs)[n-1].task != task || (*syncs)[n-1].par != par {
		c.errorf(ts, name, "without a matching begin")
		return
	}
	if (*syncs)[n-1].waiting {
		c.errorf(ts, name, "while still waiting")
	}
	*syncs = (*syncs)[:n-1]
}

func (c *Checker) syncRegionWait(t *ompt.Thread, kind ompt.SyncRegionKind, ep ompt.ScopeEndpoint, par, task *ompt.Data, pc uintptr) {
	c.mu.Lock()
	defer c.mu.Unlock()
	name := "wait_" + kind.Short() + "_" + ep.Short()
	ts := c.enterIn(t, name, task, par)
	if ts == nil {
		return
	}
	c.checkState(t, ts, name, 0, waitStates(kind)...)
	s := ts.topSync()
	if s == nil || s.kind != kind || s.task != task {
		c.errorf(ts, name, "outside a %v region", kind)
		return
	}
	if s.waiting == (ep == ompt.ScopeBegin) {
		c.errorf(ts, name, "waits do not alternate begin, end")
	}
	s.waiting = ep == ompt.ScopeBegin
	if _, _, frame, _, _, ret := c.taskInfo(t, 0); ret == 2 && frame.EnterFrame == 0 {
		c.errorf(ts, name, "the waiting task's enter_frame is not set")
	}
}

func (c *Checker) mutexAcquire(t *ompt.Thread, kind ompt.MutexKind, hint, impl uint32, wid ompt.WaitID, pc uintptr) {
	c.mu.Lock()
	defer c.mu.Unlock()
	name := "wait_" + kind.Short()
	ts := c.enterIn(t, name, nil, nil)
	if ts == nil {
		return
	}
	c.checkState(t, ts, name, wid, mutexStates(kind)...)
	if wid == ompt.WaitIDNone {
		c.errorf(ts, name, "wait id none")
	}
	ts.acquiring = &acquire{kind, wid}
}

func (c *Checker) mutexAcquired(t *ompt.Thread, kind ompt.MutexKind, wid ompt.WaitID, pc uintptr) {
	c.mu.Lock()
	defer c.mu.Unlock()
	name := "acquired_" + kind.EventShort(true)
	ts := c.enterIn(t, name, nil, nil)
	if ts == nil {
		return
	}
	c.checkState(t, ts, name, 0, workStates...)
	if a := ts.acquiring; a == nil || a.kind != kind || a.wid != wid {
		c.errorf(ts, name, "not right after mutex_acquire of %v %d", kind, wid)
	}
	ts.acquiring = nil
}

func (c *Checker) mutexReleased(t *ompt.Thread, kind ompt.MutexKind, wid ompt.WaitID, pc uintptr) {
	c.mu.Lock()
	defer c.mu.Unlock()
	name := "release_" + kind.EventShort(false)
	ts := c.enterIn(t, name, nil, nil)
	if ts == nil {
		return
	}
	c.checkState(t, ts, name, 0, workStates...)
}

func (c *Checker) nestLock(t *ompt.Thread, ep ompt.ScopeEndpoint, wid ompt.WaitID, pc uintptr) {
	c.mu.Lock()
	defer c.mu.Unlock()
	name := "acquired_nest_lock_next"
	if ep == ompt.ScopeEnd {
		name = "release_nest_lock_prev"
	}
	ts := c.enterIn(t, name, nil, nil)
	if ts == nil {
		return
	}
	c.checkState(t, ts, name, 0, workStates...)
	if a := ts.acquiring; ep == ompt.ScopeBegin && (a == nil || a.kind != ompt.MutexNestLock || a.wid != wid) {
		c.errorf(ts, name, "not right after mutex_acquire of the nest lock")
	}
	ts.acquiring = nil
}

// simple checks an event that needs only the context.
func (c *Checker) simple(t *ompt.Thread, name string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	ts := c.enter(t, name)
	c.context(t, ts, name, nil, nil)
}

func (c *Checker) flush(t *ompt.Thread, data *ompt.Data, pc uintptr) {
	c.mu.Lock()
	defer c.mu.Unlock()
	ts := c.enter(t, "flush")
	if ts != nil && data != ts.data {
		c.errorf(ts, "flush", "thread_data is not the thread's")
	}
	c.context(t, ts, "flush", nil, nil)
}

func (c *Checker) target(t *ompt.Thread, kind ompt.TargetType, ep ompt.ScopeEndpoint, dev int, task *ompt.Data,
	target ompt.ID, pc uintptr) {
	c.mu.Lock()
	defer c.mu.Unlock()
	name := "target_" + ep.Short()
	ts := c.enterIn(t, name, task, nil)
	if ts == nil {
		return
	}
	if c.devices[dev] != "initialized" {
		c.errorf(ts, name, "device %d is %q", dev, c.devices[dev])
	}
	if num, id, _, ret := c.targetInfo(t); ret != 1 || id != target || num != uint64(dev) {
		c.errorf(ts, name, "get_target_info = %d, %d, %d; want %d, %d, 1", num, id, ret, dev, target)
	}
	if ep == ompt.ScopeBegin {
		ts.targets = append(ts.targets, target)
		return
	}
	if n := len(ts.targets); n == 0 || ts.targets[n-1] != target {
		c.errorf(ts, name, "without begin")
	} else {
		ts.targets = ts.targets[:n-1]
	}
}

func (c *Checker) targetOp(t *ompt.Thread, name string, target, hostOp ompt.ID) {
	c.mu.Lock()
	defer c.mu.Unlock()
	ts := c.enterIn(t, name, nil, nil)
	if ts == nil {
		return
	}
	if n := len(ts.targets); n == 0 || ts.targets[n-1] != target {
		c.errorf(ts, name, "outside its target region")
	}
	_, id, op, ret := c.targetInfo(t)
	if ret != 1 || id != target || (hostOp != ompt.IDNone && op != hostOp) {
		c.errorf(ts, name, "get_target_info = target %d op %d ret %d; want %d, %d", id, op, ret, target, hostOp)
	}
}

func (c *Checker) deviceInitialize(t *ompt.Thread, num int, typ string, dev ompt.Device, lookup ompt.FunctionLookup, doc string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	ts := c.enter(t, "device_initialize")
	if st, ok := c.devices[num]; ok {
		c.errorf(ts, "device_initialize", "device %d initialized again (it is %s)", num, st)
	}
	if num < 0 || num >= c.numDevices() {
		c.errorf(ts, "device_initialize", "device %d of %d", num, c.numDevices())
	}
	c.devices[num] = "initialized"
}

func (c *Checker) deviceFinalize(t *ompt.Thread, num int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	ts := c.enter(t, "device_finalize")
	if c.devices[num] != "initialized" {
		c.errorf(ts, "device_finalize", "device %d is %q", num, c.devices[num])
	}
	c.devices[num] = "finalized"
}

// String summarizes the checker's findings.
func (c *Checker) String() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return fmt.Sprintf("%d events, %d threads, %d violations", c.events, len(c.threads), c.errs.Len())
}
