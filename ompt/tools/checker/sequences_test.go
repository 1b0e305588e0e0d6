package checker

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"opari2/ompt"
)

// TestConstructs: the model driven as a source does it (a team of two
// with a loop, its barrier, a reduction's barrier, an explicit barrier,
// a taskwait and the region's barrier; the primary reports only
// "implicit" barriers, as libomp 14 does, the worker the precise states):
// the construct sequences keep the constructs, name every barrier, drop
// the rest, and are keyed and ordered by thread number.
func TestConstructs(t *testing.T) {
	c, r := start(t, nil)
	m := r.ThreadBegin(ompt.ThreadInitial)
	m.InitialTaskBegin()
	p := m.ParallelBegin(2, 2, ompt.InvokerRuntime, 0)
	w := r.ThreadBegin(ompt.ThreadWorker)
	barrier := func(t *ompt.Thread, state ompt.State) {
		t.SyncRegion(ompt.SyncRegionBarrier, ompt.ScopeBegin, 0)
		t.SyncRegionWait(ompt.SyncRegionBarrier, ompt.ScopeBegin, state, 0)
		t.SyncRegionWait(ompt.SyncRegionBarrier, ompt.ScopeEnd, state, 0)
		t.SyncRegion(ompt.SyncRegionBarrier, ompt.ScopeEnd, 0)
	}
	body := func(t *ompt.Thread, workshare, explicit, parallel ompt.State) {
		t.Work(ompt.WorkLoop, ompt.ScopeBegin, 8, 0)
		t.Work(ompt.WorkLoop, ompt.ScopeEnd, 8, 0)
		barrier(t, ompt.StateWaitBarrier) // a reduction's
		barrier(t, workshare)
		t.MutexAcquire(ompt.MutexCritical, 0, 1, 7, 0)
		t.MutexAcquired(ompt.MutexCritical, 7, 0)
		t.MutexReleased(ompt.MutexCritical, 7, 0)
		barrier(t, explicit)
		t.SyncRegion(ompt.SyncRegionTaskwait, ompt.ScopeBegin, 0)
		t.SyncRegionWait(ompt.SyncRegionTaskwait, ompt.ScopeBegin, ompt.StateWaitTaskwait, 0)
		t.SyncRegionWait(ompt.SyncRegionTaskwait, ompt.ScopeEnd, ompt.StateWaitTaskwait, 0)
		t.SyncRegion(ompt.SyncRegionTaskwait, ompt.ScopeEnd, 0)
		barrier(t, parallel)
		t.ImplicitTaskEnd()
	}
	w.ImplicitTaskBegin(p, 1) // the worker's records may come first
	body(w, ompt.StateWaitBarrierImplicitWorkshare, ompt.StateWaitBarrierExplicit, ompt.StateWaitBarrierImplicitParallel)
	w.ThreadEnd()
	m.ImplicitTaskBegin(p, 0)
	body(m, ompt.StateWaitBarrierImplicit, ompt.StateWaitBarrierExplicit, ompt.StateWaitBarrierImplicit)
	m.ParallelEnd(p, 0)
	r.Shutdown(m)
	if err := c.Err(); err != nil {
		t.Fatal(err)
	}
	team := []string{"implicit_task_begin", "loop_begin", "loop_end",
		"barrier_implementation_begin", "barrier_implementation_end",
		"barrier_implicit_workshare_begin", "barrier_implicit_workshare_end",
		"barrier_explicit_begin", "barrier_explicit_end", "taskwait_begin", "taskwait_end",
		"barrier_implicit_parallel_begin", "barrier_implicit_parallel_end", "implicit_task_end"}
	want := []Sequence{
		{Thread: 0, Type: ompt.ThreadInitial, Events: append(append([]string{"parallel_begin"}, team...), "parallel_end")},
		{Thread: 1, Type: ompt.ThreadWorker, Events: team},
	}
	got := Constructs(c.Threads())
	if d := cmp.Diff(want, got); d != "" {
		t.Fatalf("sequences (-want +got):\n%s", d)
	}

	var b strings.Builder
	if err := WriteSequences(&b, got); err != nil {
		t.Fatal(err)
	}
	back, err := ReadSequences(strings.NewReader(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(got, back); d != "" {
		t.Errorf("read back (-written +read):\n%s", d)
	}
}

// TestReadSequencesErrors: bad input is an error naming the line.
func TestReadSequencesErrors(t *testing.T) {
	for in, want := range map[string]string{
		"loop_begin\n": "line 1: event \"loop_begin\" before the first \"# thread\" line",
		"# thread 0 ompt_thread_initial\n# thread\n": "line 2: want \"# thread <number> <type>\"",
		"\n# thread x ompt_thread_worker\n":          "line 2: thread number \"x\"",
		"# thread 1 ompt_thread_bogus\n":             "line 1: unknown thread type \"ompt_thread_bogus\"",
	} {
		_, err := ReadSequences(strings.NewReader(in))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", in, err, want)
		}
	}
}
