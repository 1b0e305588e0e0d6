package replay

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"opari2/ompt"
	"opari2/ompt/tools/checker"
)

// Records as libomp's callbacks make the C layer write them (LLVM values).
func threadBegin(typ ompt.ThreadType) Record { return Record{Kind: KindThreadBegin, Sub: uint8(typ)} }
func threadEnd() Record                      { return Record{Kind: KindThreadEnd} }
func initialTask(ep ompt.ScopeEndpoint, task, par uint64) Record {
	return Record{Kind: KindImplicitTask, Sub: uint8(ep), Index: 1, U32: 1, A: task, B: par, PC: uint64(ompt.TaskInitial)}
}
func implicitTask(ep ompt.ScopeEndpoint, task, par uint64, team, num int) Record {
	return Record{Kind: KindImplicitTask, Sub: uint8(ep), Index: uint16(num), U32: uint32(team), A: task, B: par, PC: uint64(ompt.TaskImplicit)}
}
func parallelBegin(par, enc uint64, requested int) Record {
	return Record{Kind: KindParallelBegin, Sub: 2, U32: uint32(requested), A: par, B: enc, PC: 0x1000}
}
func parallelEnd(par, enc uint64) Record {
	return Record{Kind: KindParallelEnd, Sub: 2, A: par, B: enc, PC: 0x1000}
}
func sync(kind uint32, ep ompt.ScopeEndpoint) Record {
	return Record{Kind: KindSyncRegion, Sub: uint8(ep), U32: kind, PC: 0x2000}
}
func wait(kind uint32, ep ompt.ScopeEndpoint) Record {
	return Record{Kind: KindSyncRegionWait, Sub: uint8(ep), U32: kind, PC: 0x2000}
}
func barrier(kind uint32) []Record {
	return []Record{sync(kind, ompt.ScopeBegin), wait(kind, ompt.ScopeBegin), wait(kind, ompt.ScopeEnd), sync(kind, ompt.ScopeEnd)}
}
func taskCreate(task, enc uint64, deps bool) Record {
	r := Record{Kind: KindTaskCreate, U32: uint32(ompt.TaskExplicit), A: task, B: enc, PC: 0x3000}
	if deps {
		r.Sub = 1
	}
	return r
}

// schedule is a task_schedule record; a switch into a task (status
// switch or yield) carries the count of switches into it, 1 for its
// start (switchNum for later ones).
func schedule(prior uint64, status uint8, next uint64) Record {
	return switchNum(prior, status, next, 1)
}

func switchNum(prior uint64, status uint8, next uint64, n uint8) Record {
	if status == llvmTaskSwitch || status == llvmTaskYield {
		next |= uint64(n) << GenShift
	}
	return Record{Kind: KindTaskSchedule, Sub: status, A: prior, B: next}
}

func cat(parts ...any) []Record {
	var out []Record
	for _, p := range parts {
		switch v := p.(type) {
		case Record:
			out = append(out, v)
		case []Record:
			out = append(out, v...)
		}
	}
	return out
}

const (
	begin = ompt.ScopeBegin
	end   = ompt.ScopeEnd
)

// start makes a runtime with a checker as its tool and a replayer.
func start(t *testing.T) (*checker.Checker, *ompt.Runtime, *Replayer) {
	t.Helper()
	c := checker.New()
	rt, err := ompt.Start(ompt.Config{Tool: c.StartTool, Support: Support(allAlways())})
	if err != nil {
		t.Fatal(err)
	}
	return c, rt, New(rt, Options{})
}

func finish(t *testing.T, c *checker.Checker, rt *ompt.Runtime, r *Replayer) {
	t.Helper()
	if err := r.Finish(); err != nil {
		t.Fatalf("replay: %v", err)
	}
	rt.Finalize()
	if err := c.Err(); err != nil {
		t.Fatalf("checker: %v", err)
	}
}

// A team of two: the primary creates a task with a dependence on an
// earlier one; the worker runs both in the region's closing barrier (as
// libomp does, inside the wait).
func teamWithTasks() (primary, worker []Record) {
	primary = cat(threadBegin(ompt.ThreadInitial), initialTask(begin, 1, 2),
		parallelBegin(3, 1, 2), implicitTask(begin, 4, 3, 2, 0),
		taskCreate(5, 4, true), Record{Kind: KindDependence, Sub: 2, U32: 1, A: 5, B: 0xa0},
		taskCreate(6, 4, true), Record{Kind: KindDependence, Sub: 1, U32: 1, A: 6, B: 0xa0},
		Record{Kind: KindTaskDependence, A: 5, B: 6},
		barrier(llvmSyncBarrierImplicit), implicitTask(end, 4, 0, 2, 0), parallelEnd(3, 1),
		initialTask(end, 1, 0), threadEnd())
	worker = cat(threadBegin(ompt.ThreadWorker), implicitTask(begin, 7, 3, 2, 1),
		sync(llvmSyncBarrierImplicit, begin), wait(llvmSyncBarrierImplicit, begin),
		schedule(7, llvmTaskSwitch, 5), schedule(5, llvmTaskComplete, 7),
		schedule(7, llvmTaskSwitch, 6), schedule(6, llvmTaskComplete, 7),
		wait(llvmSyncBarrierImplicit, end), sync(llvmSyncBarrierImplicit, end),
		implicitTask(end, 7, 0, 0, 1), threadEnd())
	return primary, worker
}

// TestOrderAcrossThreads: the worker's records arrive first, in pieces;
// the replayer holds them until the primary's records they depend on were
// replayed, and the checker sees a correct execution. The tasks libomp
// runs inside the barrier's wait get the wait ended before and begun
// again after them.
func TestOrderAcrossThreads(t *testing.T) {
	primary, worker := teamWithTasks()
	c, rt, r := start(t)
	r.Feed(1, worker[:3], nil)
	r.Run()
	if r.Records() != 0 {
		t.Fatalf("replayed %d records of a worker before the initial thread began", r.Records())
	}
	r.Feed(1, worker[3:], nil)
	r.Feed(0, primary[:5], nil) // ends with task_create of 5: not yet published
	r.Run()
	if got := c.Threads()[1].Events; strings.Contains(strings.Join(got, " "), "task_schedule") {
		t.Fatalf("the worker ran a task before its creation was complete: %v", got)
	}
	r.Feed(0, primary[5:], nil)
	r.Run()
	finish(t, c, rt, r)
	want := []string{"thread_begin", "implicit_task_begin", "barrier_begin", "wait_barrier_begin",
		"wait_barrier_end", "task_schedule", "task_schedule", "wait_barrier_begin", "wait_barrier_end",
		"task_schedule", "task_schedule", "wait_barrier_begin", "wait_barrier_end", "barrier_end", "implicit_task_end", "thread_end"}
	if d := cmp.Diff(want, c.Threads()[1].Events); d != "" {
		t.Errorf("worker events (-want +got):\n%s", d)
	}
}

// TestDependenceEdge: a task does not start before the task it depends on
// completed, even when its own thread's records come first.
func TestDependenceEdge(t *testing.T) {
	c, rt, r := start(t)
	primary := cat(threadBegin(ompt.ThreadInitial), initialTask(begin, 1, 2),
		parallelBegin(3, 1, 2), implicitTask(begin, 4, 3, 2, 0),
		taskCreate(5, 4, true), taskCreate(6, 4, true), Record{Kind: KindTaskDependence, A: 5, B: 6},
		sync(llvmSyncBarrierImplicit, begin), wait(llvmSyncBarrierImplicit, begin),
		schedule(4, llvmTaskSwitch, 6), schedule(6, llvmTaskComplete, 4),
		wait(llvmSyncBarrierImplicit, end), sync(llvmSyncBarrierImplicit, end),
		implicitTask(end, 4, 0, 2, 0), parallelEnd(3, 1), initialTask(end, 1, 0), threadEnd())
	worker := cat(threadBegin(ompt.ThreadWorker), implicitTask(begin, 7, 3, 2, 1),
		sync(llvmSyncBarrierImplicit, begin), wait(llvmSyncBarrierImplicit, begin),
		schedule(7, llvmTaskSwitch, 5))
	r.Feed(0, primary, nil)
	r.Feed(1, worker, nil)
	r.Run()
	if got := strings.Join(c.Threads()[0].Events, " "); strings.Contains(got, "task_schedule") {
		t.Fatalf("task 6 ran before task 5 completed: %s", got)
	}
	r.Feed(1, cat(schedule(5, llvmTaskComplete, 7), wait(llvmSyncBarrierImplicit, end),
		sync(llvmSyncBarrierImplicit, end), implicitTask(end, 7, 0, 0, 1), threadEnd()), nil)
	finish(t, c, rt, r)
}

// TestChunksReleasedOnce: every chunk's done runs exactly once, after its
// records were replayed, also for empty chunks and for chunks Finish gives
// up.
func TestChunksReleasedOnce(t *testing.T) {
	primary, worker := teamWithTasks()
	_, rt, r := start(t)
	done := map[string]int{}
	feed := func(name string, idx int, recs []Record) {
		r.Feed(idx, recs, func() { done[name]++ })
	}
	feed("w1", 1, worker[:4])
	feed("empty", 1, nil)
	feed("w2", 1, worker[4:])
	feed("p1", 0, primary[:9])
	feed("p2", 0, primary[9:])
	r.Run()
	if err := r.Finish(); err != nil {
		t.Fatal(err)
	}
	rt.Finalize()
	if d := cmp.Diff(map[string]int{"w1": 1, "empty": 1, "w2": 1, "p1": 1, "p2": 1}, done); d != "" {
		t.Errorf("done calls (-want +got):\n%s", d)
	}
	if r.Records() != uint64(len(primary)+len(worker)) {
		t.Errorf("replayed %d of %d records", r.Records(), len(primary)+len(worker))
	}

	// a member of a region that never began: reported, and released
	_, rt, r = start(t)
	released := 0
	r.Feed(0, cat(threadBegin(ompt.ThreadInitial), initialTask(begin, 1, 2)), nil)
	r.Feed(1, cat(threadBegin(ompt.ThreadWorker), implicitTask(begin, 7, 99, 2, 1)), func() { released++ })
	err := r.Finish()
	if err == nil || !strings.Contains(err.Error(), "parallel_begin of region 0x63") {
		t.Errorf("Finish: %v, want the missing parallel_begin reported", err)
	}
	if released != 1 {
		t.Errorf("the stuck chunk was released %d times", released)
	}
	rt.Finalize()
}

// TestMutexes: a failed lock test (mutex_acquire without acquired) ends
// its wait; nest lock re-acquisition; the wait states are the model's.
func TestMutexes(t *testing.T) {
	c, rt, r := start(t)
	acq := func(kind uint32, wid uint64) Record {
		return Record{Kind: KindMutexAcquire, U32: kind, A: wid, B: 2}
	}
	rec := func(k Kind, kind uint32, wid uint64) Record { return Record{Kind: k, U32: kind, A: wid} }
	r.Feed(0, cat(threadBegin(ompt.ThreadInitial), initialTask(begin, 1, 2),
		rec(KindLockInit, 1, 0x10), acq(2, 0x10), // test_lock that fails
		acq(1, 0x10), rec(KindMutexAcquired, 1, 0x10), rec(KindMutexReleased, 1, 0x10),
		rec(KindLockInit, 3, 0x20), acq(3, 0x20), rec(KindMutexAcquired, 3, 0x20),
		acq(3, 0x20), Record{Kind: KindNestLock, Sub: uint8(begin), A: 0x20},
		Record{Kind: KindNestLock, Sub: uint8(end), A: 0x20}, rec(KindMutexReleased, 3, 0x20),
		acq(5, 0x30), rec(KindMutexAcquired, 5, 0x30), rec(KindMutexReleased, 5, 0x30),
		rec(KindLockDestroy, 1, 0x10), initialTask(end, 1, 0), threadEnd()), nil)
	finish(t, c, rt, r)
	want := "thread_begin initial_task_begin init_lock wait_lock wait_lock acquired_lock release_lock " +
		"init_nest_lock wait_nest_lock acquired_nest_lock_first wait_nest_lock acquired_nest_lock_next " +
		"release_nest_lock_prev release_nest_lock_last wait_critical acquired_critical release_critical " +
		"destroy_lock initial_task_end thread_end"
	if got := strings.Join(c.Threads()[0].Events, " "); got != want {
		t.Errorf("events\n got %s\nwant %s", got, want)
	}
}

// allAlways is libomp 14's answer to every registration of the C layer.
func allAlways() []int32 {
	llvm := make([]int32, LLVMCallbackCodeMax+1)
	for i := range llvm {
		llvm[i] = int32(ompt.SetAlways)
	}
	return llvm
}

// TestSupport: set_callback answers follow libomp's, mandatory events are
// always, idle and the events not forwarded are never.
func TestSupport(t *testing.T) {
	llvm := allAlways()
	llvm[LLVMCancel] = int32(ompt.SetSometimes)
	llvm[LLVMThreadBegin] = int32(ompt.SetNever) // not libomp's answer, but mandatory stays always
	s := Support(llvm)
	for k, want := range map[ompt.CallbackKind]ompt.SetResult{
		ompt.CallbackThreadBegin: ompt.SetAlways, ompt.CallbackCancel: ompt.SetSometimes,
		ompt.CallbackWork: ompt.SetAlways, ompt.CallbackIdle: ompt.SetNever, ompt.CallbackTargetMap: ompt.SetNever,
	} {
		if s[k] != want {
			t.Errorf("%v: %v, want %v", k, s[k], want)
		}
	}
}

// TestMigrationAfterLatestSuspension: an untied task (8) starts on the
// primary and suspends; the worker resumes it (switch 2), it suspends
// again and the primary resumes it (switch 3) and completes it. The
// worker's records come first: its resume waits for the first
// suspension, the primary's resume for the second, whatever was fed when.
func TestMigrationAfterLatestSuspension(t *testing.T) {
	c, rt, r := start(t)
	untied := Record{Kind: KindTaskCreate, U32: uint32(ompt.TaskExplicit | ompt.TaskUntied), A: 8, B: 4, PC: 0x3000}
	primary := cat(threadBegin(ompt.ThreadInitial), initialTask(begin, 1, 2),
		parallelBegin(3, 1, 2), implicitTask(begin, 4, 3, 2, 0), untied,
		sync(llvmSyncBarrierImplicit, begin), wait(llvmSyncBarrierImplicit, begin),
		switchNum(4, llvmTaskYield, 8, 1), switchNum(8, llvmTaskSwitch, 4, 1), // starts, suspends
		switchNum(4, llvmTaskSwitch, 8, 3), schedule(8, llvmTaskComplete, 4), // resumes after the worker's turn
		wait(llvmSyncBarrierImplicit, end), sync(llvmSyncBarrierImplicit, end),
		implicitTask(end, 4, 0, 2, 0), parallelEnd(3, 1), initialTask(end, 1, 0), threadEnd())
	worker := cat(threadBegin(ompt.ThreadWorker), implicitTask(begin, 7, 3, 2, 1),
		sync(llvmSyncBarrierImplicit, begin), wait(llvmSyncBarrierImplicit, begin),
		switchNum(7, llvmTaskSwitch, 8, 2), switchNum(8, llvmTaskSwitch, 7, 1), // resumes, suspends
		wait(llvmSyncBarrierImplicit, end), sync(llvmSyncBarrierImplicit, end),
		implicitTask(end, 7, 0, 0, 1), threadEnd())
	r.Feed(1, worker, nil)
	r.Feed(0, primary, nil)
	finish(t, c, rt, r)
	want := "thread_begin implicit_task_begin barrier_begin wait_barrier_begin wait_barrier_end task_schedule " +
		"task_schedule wait_barrier_begin wait_barrier_end barrier_end implicit_task_end thread_end"
	if got := strings.Join(c.Threads()[1].Events, " "); got != want {
		t.Errorf("worker events\n got %s\nwant %s", got, want)
	}
}

// TestSwitchToItself: libomp's switch(X -> X) when it runs an untied
// task's continuation at once: X switches back to its parent, then "to
// itself" (it resumes), creates a child, switches to itself (suspends)
// and to itself (resumes), and completes.
func TestSwitchToItself(t *testing.T) {
	c, rt, r := start(t)
	untied := Record{Kind: KindTaskCreate, U32: uint32(ompt.TaskExplicit | ompt.TaskUntied), A: 6, B: 5, PC: 0x3000}
	r.Feed(0, cat(threadBegin(ompt.ThreadInitial), initialTask(begin, 1, 2),
		parallelBegin(3, 1, 1), implicitTask(begin, 5, 3, 1, 0), untied,
		switchNum(5, llvmTaskSwitch, 6, 1), switchNum(6, llvmTaskSwitch, 5, 1),
		switchNum(6, llvmTaskSwitch, 6, 2), taskCreate(9, 6, false),
		schedule(6, llvmTaskSwitch, 9), schedule(9, llvmTaskComplete, 6),
		switchNum(6, llvmTaskSwitch, 6, 3), switchNum(6, llvmTaskSwitch, 6, 4),
		schedule(6, llvmTaskComplete, 5), barrier(llvmSyncBarrierImplicit),
		implicitTask(end, 5, 0, 1, 0), parallelEnd(3, 1), initialTask(end, 1, 0), threadEnd()), nil)
	finish(t, c, rt, r)
}

// TestDiscardedAndLeague: a league of two teams; team 1's initial thread
// discards a task of a cancelled taskgroup (cancel names it, its
// completion follows with status cancel).
func TestDiscardedAndLeague(t *testing.T) {
	c, rt, r := start(t)
	leagueTask := func(ep ompt.ScopeEndpoint, task, par uint64, num int) Record {
		return Record{Kind: KindImplicitTask, Sub: uint8(ep) | LeagueBit, Index: uint16(num), U32: 2, A: task, B: par,
			PC: uint64(ompt.TaskInitial)}
	}
	primary := cat(threadBegin(ompt.ThreadInitial), initialTask(begin, 1, 2),
		Record{Kind: KindParallelBegin, Sub: 2 | LeagueBit, U32: 2, A: 3, B: 1, PC: 0x1000}, leagueTask(begin, 4, 3, 0),
		barrier(llvmSyncBarrierImplicit), leagueTask(end, 4, 0, 0),
		Record{Kind: KindParallelEnd, Sub: 2 | LeagueBit, A: 3, B: 1, PC: 0x1000},
		initialTask(end, 1, 0), threadEnd())
	worker := cat(threadBegin(ompt.ThreadWorker), leagueTask(begin, 5, 3, 1),
		sync(llvmSyncTaskgroup, begin), taskCreate(6, 5, false), wait(llvmSyncTaskgroup, begin),
		Record{Kind: KindCancel, U32: uint32(ompt.CancelTaskgroup | ompt.CancelDiscardedTask), A: 6},
		schedule(6, llvmTaskCancel, 5), wait(llvmSyncTaskgroup, end), sync(llvmSyncTaskgroup, end),
		barrier(llvmSyncBarrierImplicit), leagueTask(end, 5, 0, 1), threadEnd())
	r.Feed(1, worker, nil)
	r.Feed(0, primary, nil)
	finish(t, c, rt, r)
	want := "thread_begin initial_task_begin taskgroup_begin task_create wait_taskgroup_begin wait_taskgroup_end " +
		"cancel task_schedule wait_taskgroup_begin wait_taskgroup_end taskgroup_end barrier_begin wait_barrier_begin " +
		"wait_barrier_end barrier_end initial_task_end thread_end"
	if got := strings.Join(c.Threads()[1].Events, " "); got != want {
		t.Errorf("team 1 events\n got %s\nwant %s", got, want)
	}
}
