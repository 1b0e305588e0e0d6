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
