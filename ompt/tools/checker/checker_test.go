package checker

import (
	"strings"
	"testing"

	"opari2/ompt"
)

// start activates a checker on a bare runtime; wrap may replace entry
// points the checker looks up (to feed it wrong inquiry answers).
func start(t *testing.T, wrap func(name string, fn ompt.InterfaceFn) ompt.InterfaceFn) (*Checker, *ompt.Runtime) {
	t.Helper()
	c := New()
	tool := func(v uint32, rv string) *ompt.Fns {
		fns := c.StartTool(v, rv)
		init := fns.Initialize
		fns.Initialize = func(lookup ompt.FunctionLookup, dev int, data *ompt.Data) int {
			if wrap == nil {
				return init(lookup, dev, data)
			}
			return init(func(name string) ompt.InterfaceFn { return wrap(name, lookup(name)) }, dev, data)
		}
		return fns
	}
	r, err := ompt.Start(ompt.Config{Tool: tool})
	if err != nil {
		t.Fatal(err)
	}
	return c, r
}

func wantViolation(t *testing.T, c *Checker, substr string) {
	t.Helper()
	err := c.Err()
	if err == nil {
		t.Fatalf("no violation found, want %q", substr)
	}
	if !strings.Contains(err.Error(), substr) {
		t.Fatalf("violations:\n%v\nwant one containing %q", err, substr)
	}
}

// A correct sequence through the model is accepted (the baseline of the
// mutations below).
func TestCorrectSequence(t *testing.T) {
	c, r := start(t, nil)
	m := r.ThreadBegin(ompt.ThreadInitial)
	m.InitialTaskBegin()
	p := m.ParallelBegin(1, 1, ompt.InvokerRuntime, 0)
	m.ImplicitTaskBegin(p, 0)
	m.SyncRegion(ompt.SyncRegionBarrier, ompt.ScopeBegin, 0)
	m.SyncRegionWait(ompt.SyncRegionBarrier, ompt.ScopeBegin, ompt.StateWaitBarrierImplicitParallel, 0)
	m.SyncRegionWait(ompt.SyncRegionBarrier, ompt.ScopeEnd, ompt.StateWaitBarrierImplicitParallel, 0)
	m.SyncRegion(ompt.SyncRegionBarrier, ompt.ScopeEnd, 0)
	m.ImplicitTaskEnd()
	m.ParallelEnd(p, 0)
	r.Shutdown(m)
	if err := c.Err(); err != nil {
		t.Fatal(err)
	}
}

func TestParallelEndWithOpenImplicitTask(t *testing.T) {
	c, r := start(t, nil)
	m := r.ThreadBegin(ompt.ThreadInitial)
	m.InitialTaskBegin()
	p := m.ParallelBegin(1, 1, ompt.InvokerRuntime, 0)
	m.ImplicitTaskBegin(p, 0)
	m.ParallelEnd(p, 0)
	wantViolation(t, c, "an implicit task of the region is still open")
}

func TestMissingTeamMember(t *testing.T) {
	c, r := start(t, nil)
	m := r.ThreadBegin(ompt.ThreadInitial)
	m.InitialTaskBegin()
	p := m.ParallelBegin(2, 2, ompt.InvokerRuntime, 0)
	m.ImplicitTaskBegin(p, 0)
	m.ImplicitTaskEnd()
	m.ParallelEnd(p, 0)
	r.Shutdown(m)
	wantViolation(t, c, "has no thread 1")
}

func TestWaitOutsideSyncRegionAndUnendedWait(t *testing.T) {
	c, r := start(t, nil)
	m := r.ThreadBegin(ompt.ThreadInitial)
	m.InitialTaskBegin()
	m.SyncRegionWait(ompt.SyncRegionTaskwait, ompt.ScopeBegin, ompt.StateWaitTaskwait, 0)
	wantViolation(t, c, "outside a ompt_sync_region_taskwait region")

	c, r = start(t, nil)
	m = r.ThreadBegin(ompt.ThreadInitial)
	m.InitialTaskBegin()
	m.SyncRegion(ompt.SyncRegionTaskwait, ompt.ScopeBegin, 0)
	m.SyncRegionWait(ompt.SyncRegionTaskwait, ompt.ScopeBegin, ompt.StateWaitTaskwait, 0)
	m.SyncRegion(ompt.SyncRegionTaskwait, ompt.ScopeEnd, 0)
	wantViolation(t, c, "while still waiting")
}

func TestWrongWaitState(t *testing.T) {
	c, r := start(t, nil)
	m := r.ThreadBegin(ompt.ThreadInitial)
	m.InitialTaskBegin()
	m.SyncRegion(ompt.SyncRegionBarrier, ompt.ScopeBegin, 0)
	m.SyncRegionWait(ompt.SyncRegionBarrier, ompt.ScopeBegin, ompt.StateWaitTaskwait, 0)
	wantViolation(t, c, "state omp_state_wait_taskwait")
}

func TestAcquiredWithoutAcquire(t *testing.T) {
	c, r := start(t, nil)
	m := r.ThreadBegin(ompt.ThreadInitial)
	m.InitialTaskBegin()
	m.MutexAcquired(ompt.MutexLock, 7, 0)
	wantViolation(t, c, "not right after mutex_acquire")
}

func TestTaskStartsBeforeItsPredecessor(t *testing.T) {
	c, r := start(t, nil)
	m := r.ThreadBegin(ompt.ThreadInitial)
	m.InitialTaskBegin()
	a := m.TaskCreate(ompt.TaskExplicit, true, 0)
	b := m.TaskCreate(ompt.TaskExplicit, true, 0)
	m.TaskDependence(a, b)
	m.TaskRun(b, ompt.TaskOthers)
	wantViolation(t, c, "before a task it depends on completed")
}

func TestTaskNeverCompletes(t *testing.T) {
	c, r := start(t, nil)
	m := r.ThreadBegin(ompt.ThreadInitial)
	m.InitialTaskBegin()
	m.TaskCreate(ompt.TaskExplicit, false, 0)
	r.Shutdown(m)
	wantViolation(t, c, "never completed")
}

func TestEventAfterThreadEnd(t *testing.T) {
	c, r := start(t, nil)
	w := r.ThreadBegin(ompt.ThreadWorker)
	w.ThreadEnd()
	w.Flush(0)
	wantViolation(t, c, "event after thread_end")
}

func TestWorkerThatNeverEnds(t *testing.T) {
	c, r := start(t, nil)
	m := r.ThreadBegin(ompt.ThreadInitial)
	r.ThreadBegin(ompt.ThreadWorker)
	r.Shutdown(m)
	wantViolation(t, c, "worker thread did not end")
}

// Wrong inquiry answers are caught: get_task_info answering level 0 for
// every level, get_parallel_info one level too shallow.
func TestWrongInquiryAnswers(t *testing.T) {
	flat := func(name string, fn ompt.InterfaceFn) ompt.InterfaceFn {
		if name == "ompt_get_task_info" {
			real := fn.(ompt.GetTaskInfoFunc)
			return ompt.GetTaskInfoFunc(func(th *ompt.Thread, level int) (ompt.TaskType, *ompt.Data, *ompt.Frame, *ompt.Data, int, int) {
				return real(th, 0)
			})
		}
		return fn
	}
	c, r := start(t, flat)
	m := r.ThreadBegin(ompt.ThreadInitial)
	m.InitialTaskBegin()
	p := m.ParallelBegin(1, 1, ompt.InvokerRuntime, 0)
	m.ImplicitTaskBegin(p, 0)
	wantViolation(t, c, "get_task_info(1)")

	shallow := func(name string, fn ompt.InterfaceFn) ompt.InterfaceFn {
		if name == "ompt_get_parallel_info" {
			real := fn.(ompt.GetParallelInfoFunc)
			return ompt.GetParallelInfoFunc(func(th *ompt.Thread, level int) (*ompt.Data, int, int) {
				return real(th, level+1)
			})
		}
		return fn
	}
	c, r = start(t, shallow)
	m = r.ThreadBegin(ompt.ThreadInitial)
	m.InitialTaskBegin()
	wantViolation(t, c, "get_parallel_info(0)")
}

func TestThreadLogs(t *testing.T) {
	c, r := start(t, nil)
	m := r.ThreadBegin(ompt.ThreadInitial)
	m.InitialTaskBegin()
	m.Flush(0)
	r.Shutdown(m)
	logs := c.Threads()
	want := "thread_begin initial_task_begin flush initial_task_end thread_end"
	if len(logs) != 1 || strings.Join(logs[0].Events, " ") != want || logs[0].Type != ompt.ThreadInitial {
		t.Fatalf("logs %+v, want one initial thread: %s", logs, want)
	}
}

// newTeam starts an initial thread with its initial task and a worker, and
// a parallel region of both.
func newTeam(t *testing.T) (c *Checker, r *ompt.Runtime, m, w *ompt.Thread, p *ompt.Parallel) {
	t.Helper()
	c, r = start(t, nil)
	m = r.ThreadBegin(ompt.ThreadInitial)
	m.InitialTaskBegin()
	w = r.ThreadBegin(ompt.ThreadWorker)
	p = m.ParallelBegin(2, 2, ompt.InvokerRuntime, 0)
	m.ImplicitTaskBegin(p, 0)
	w.ImplicitTaskBegin(p, 1)
	return
}

func endTeam(c *Checker, r *ompt.Runtime, m, w *ompt.Thread, p *ompt.Parallel) {
	w.ImplicitTaskEnd()
	w.ThreadEnd()
	m.ImplicitTaskEnd()
	m.ParallelEnd(p, 0)
	r.Shutdown(m)
}

// An untied task suspends on one thread and resumes on another; a tied
// one may resume only where it started.
func TestTaskMigration(t *testing.T) {
	for _, untied := range []bool{true, false} {
		c, r, m, w, p := newTeam(t)
		flags := ompt.TaskExplicit
		if untied {
			flags |= ompt.TaskUntied
		}
		k := m.TaskCreate(flags, false, 0)
		m.TaskRun(k, ompt.TaskOthers)
		m.TaskSuspend(ompt.TaskYield)
		w.TaskRun(k, ompt.TaskOthers)
		w.TaskSuspend(ompt.TaskOthers)
		w.TaskRun(k, ompt.TaskOthers)
		w.TaskComplete()
		endTeam(c, r, m, w, p)
		expect(t, c, map[bool]string{true: "", false: "a tied task resumes on another thread"}[untied])
	}
}

// expect wants no violation (want "") or one containing want.
func expect(t *testing.T, c *Checker, want string) {
	t.Helper()
	if want != "" {
		wantViolation(t, c, want)
	} else if err := c.Err(); err != nil {
		t.Fatal(err)
	}
}

// A task suspends back to its parent, which cannot suspend in turn; a
// task running on one thread cannot start on another.
func TestBadSwitches(t *testing.T) {
	c, r := start(t, nil)
	m := r.ThreadBegin(ompt.ThreadInitial)
	m.InitialTaskBegin()
	k := m.TaskCreate(ompt.TaskExplicit, false, 0)
	m.TaskRun(k, ompt.TaskOthers)
	m.TaskSuspend(ompt.TaskOthers)
	m.TaskSuspend(ompt.TaskOthers) // the initial task
	wantViolation(t, c, "suspension of a task that is not a running explicit task")

	c, r, m, w, p := newTeam(t)
	k = m.TaskCreate(ompt.TaskExplicit|ompt.TaskUntied, false, 0)
	m.TaskRun(k, ompt.TaskOthers)
	w.TaskRun(k, ompt.TaskOthers)
	_ = p
	wantViolation(t, c, "not an explicit task that has not started or is suspended")
}

// A task discarded by cancellation ends without having started; a
// started task cannot be discarded.
func TestDiscardedTask(t *testing.T) {
	c, r, m, w, p := newTeam(t)
	m.Cancel(ompt.CancelParallel|ompt.CancelActivated, 0)
	k := m.TaskCreate(ompt.TaskExplicit, false, 0)
	w.TaskDiscard(k, ompt.CancelParallel, 0)
	w.TaskFinish(ompt.TaskCancel)
	endTeam(c, r, m, w, p)
	if err := c.Err(); err != nil {
		t.Fatal(err)
	}

	c, r, m, w, p = newTeam(t)
	k = m.TaskCreate(ompt.TaskExplicit, false, 0)
	m.TaskRun(k, ompt.TaskOthers)
	m.TaskSuspend(ompt.TaskOthers)
	w.TaskDiscard(k, ompt.CancelTaskgroup, 0)
	wantViolation(t, c, "is not an explicit task that has not started")

	c, r = start(t, nil)
	m = r.ThreadBegin(ompt.ThreadInitial)
	m.InitialTaskBegin()
	m.Cancel(ompt.CancelDo|ompt.CancelActivated, 0)
	wantViolation(t, c, "outside a ompt_work_loop construct")
}

// Detached tasks complete when their event is fulfilled, before (early)
// or after (late) they ended; a taskwait with depend clauses completes
// its task.
func TestDetachAndTaskwaitDepend(t *testing.T) {
	c, r := start(t, nil)
	m := r.ThreadBegin(ompt.ThreadInitial)
	m.InitialTaskBegin()
	a := m.TaskCreate(ompt.TaskExplicit, false, 0)
	b := m.TaskCreate(ompt.TaskExplicit, false, 0)
	m.TaskFulfill(b, false)
	m.TaskRun(a, ompt.TaskOthers)
	m.TaskFinish(ompt.TaskDetach)
	m.TaskRun(b, ompt.TaskOthers)
	m.TaskComplete()
	m.TaskFulfill(a, true)
	tw := m.TaskCreate(ompt.TaskTaskwait|ompt.TaskUndeferred|ompt.TaskMergeable, true, 0)
	m.TaskDependence(a, tw)
	m.TaskwaitDone(tw)
	r.Shutdown(m)
	if err := c.Err(); err != nil {
		t.Fatal(err)
	}

	c, r = start(t, nil)
	m = r.ThreadBegin(ompt.ThreadInitial)
	m.InitialTaskBegin()
	a = m.TaskCreate(ompt.TaskExplicit, false, 0)
	m.TaskRun(a, ompt.TaskOthers)
	m.TaskFinish(ompt.TaskDetach)
	r.Shutdown(m)
	wantViolation(t, c, "never completed")
}

// Every native thread that uses OpenMP is an initial thread with an
// initial task of its own.
func TestSeveralInitialThreads(t *testing.T) {
	c, r := start(t, nil)
	a := r.ThreadBegin(ompt.ThreadInitial)
	a.InitialTaskBegin()
	b := r.ThreadBegin(ompt.ThreadInitial)
	b.InitialTaskBegin()
	pa := a.ParallelBegin(1, 1, ompt.InvokerRuntime, 0)
	pb := b.ParallelBegin(1, 1, ompt.InvokerRuntime, 0)
	b.ImplicitTaskBegin(pb, 0)
	a.ImplicitTaskBegin(pa, 0)
	a.ImplicitTaskEnd()
	b.ImplicitTaskEnd()
	b.ParallelEnd(pb, 0)
	a.ParallelEnd(pa, 0)
	b.InitialTaskEnd()
	b.ThreadEnd()
	r.Shutdown(a)
	if err := c.Err(); err != nil {
		t.Fatal(err)
	}
	if logs := c.Threads(); len(logs) != 2 || logs[1].Type != ompt.ThreadInitial {
		t.Fatalf("logs %+v", logs)
	}
}

// A league of two teams (teams construct): initial tasks numbered 0 and 1,
// team 0 on the encountering thread, and a parallel region nested in
// team 1.
func TestLeague(t *testing.T) {
	for _, badIndex := range []bool{false, true} {
		c, r := start(t, nil)
		m := r.ThreadBegin(ompt.ThreadInitial)
		m.InitialTaskBegin()
		w := r.ThreadBegin(ompt.ThreadWorker)
		l := m.ParallelBegin(2, 2, ompt.InvokerRuntime|ompt.ParallelLeague, 0)
		m.ImplicitTaskBegin(l, 0)
		second := 1
		if badIndex {
			second = 0
		}
		w.ImplicitTaskBegin(l, second)
		p := w.ParallelBegin(1, 1, ompt.InvokerRuntime, 0)
		w.ImplicitTaskBegin(p, 0)
		w.ImplicitTaskEnd()
		w.ParallelEnd(p, 0)
		w.ImplicitTaskEnd()
		w.ThreadEnd()
		m.ImplicitTaskEnd()
		m.ParallelEnd(l, 0)
		r.Shutdown(m)
		expect(t, c, map[bool]string{false: "", true: "team size 2 thread 0"}[badIndex])
	}
}

// The 5.x events: reduction pairs in state work_reduction, dispatch inside
// a loop or sections, error.
func TestReductionDispatchError(t *testing.T) {
	c, r := start(t, nil)
	m := r.ThreadBegin(ompt.ThreadInitial)
	m.InitialTaskBegin()
	m.Work(ompt.WorkLoop, ompt.ScopeBegin, 4, 0)
	m.Dispatch(ompt.DispatchIteration, 0)
	m.Work(ompt.WorkLoop, ompt.ScopeEnd, 4, 0)
	m.Reduction(ompt.ScopeBegin, 0)
	m.Reduction(ompt.ScopeEnd, 0)
	m.Error(ompt.SeverityWarning, "careful", 0)
	r.Shutdown(m)
	if err := c.Err(); err != nil {
		t.Fatal(err)
	}

	c, r = start(t, nil)
	m = r.ThreadBegin(ompt.ThreadInitial)
	m.InitialTaskBegin()
	m.Dispatch(ompt.DispatchSection, 1)
	wantViolation(t, c, "ompt_dispatch_section inside")
}

// Violations found outside the callbacks (records a replaying source
// could not place) are violations like the others.
func TestAddViolation(t *testing.T) {
	c, r := start(t, nil)
	m := r.ThreadBegin(ompt.ThreadInitial)
	m.InitialTaskBegin()
	c.AddViolation("replay: thread index 0: task_schedule to unknown task 0x7")
	r.Shutdown(m)
	wantViolation(t, c, "task_schedule to unknown task 0x7")
	if !strings.HasSuffix(c.String(), ", 1 violations") {
		t.Errorf("summary %q", c)
	}
}
