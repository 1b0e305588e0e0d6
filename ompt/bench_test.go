package ompt

import "testing"

// countingTool registers callbacks that only count (a plain counter: the
// benchmarks drive one thread).
func countingTool(n *int64) StartToolFunc {
	return func(uint32, string) *Fns {
		return &Fns{
			Initialize: func(lookup FunctionLookup, _ int, _ *Data) int {
				set := lookup("ompt_set_callback").(SetCallbackFunc)
				set(CallbackThreadBegin, ThreadBeginFunc(func(*Thread, ThreadType, *Data) { *n++ }))
				set(CallbackMutexAcquire, MutexAcquireFunc(func(*Thread, MutexKind, uint32, uint32, WaitID, uintptr) { *n++ }))
				set(CallbackMutexAcquired, MutexFunc(func(*Thread, MutexKind, WaitID, uintptr) { *n++ }))
				set(CallbackMutexReleased, MutexFunc(func(*Thread, MutexKind, WaitID, uintptr) { *n++ }))
				set(CallbackWork, WorkFunc(func(*Thread, WorkType, ScopeEndpoint, *Data, *Data, uint64, uintptr) { *n++ }))
				set(CallbackSyncRegion, SyncRegionFunc(func(*Thread, SyncRegionKind, ScopeEndpoint, *Data, *Data, uintptr) { *n++ }))
				set(CallbackSyncRegionWait, SyncRegionFunc(func(*Thread, SyncRegionKind, ScopeEndpoint, *Data, *Data, uintptr) { *n++ }))
				return 1
			},
			Finalize: func(*Data) {},
		}
	}
}

// criticalLoopBarrier reports a critical section, a loop and its barrier:
// 9 events.
func criticalLoopBarrier(th *Thread) {
	th.MutexAcquire(MutexCritical, 0, 1, 5, 0)
	th.MutexAcquired(MutexCritical, 5, 0)
	th.MutexReleased(MutexCritical, 5, 0)
	th.Work(WorkLoop, ScopeBegin, 64, 0)
	th.Work(WorkLoop, ScopeEnd, 64, 0)
	th.SyncRegion(SyncRegionBarrier, ScopeBegin, 0)
	th.SyncRegionWait(SyncRegionBarrier, ScopeBegin, StateWaitBarrierImplicitWorkshare, 0)
	th.SyncRegionWait(SyncRegionBarrier, ScopeEnd, StateWaitBarrierImplicitWorkshare, 0)
	th.SyncRegion(SyncRegionBarrier, ScopeEnd, 0)
}

// BenchmarkDispatch is the cost of one event through the model: the
// event method updates the thread's state and calls the tool's callback
// (a counter). One iteration is a critical section (acquire, acquired,
// released), a loop (work begin, end) and its barrier (sync region and
// wait, begin and end): 9 callbacks.
func BenchmarkDispatch(b *testing.B) {
	var n int64
	r, err := Start(Config{Tool: countingTool(&n)})
	if err != nil {
		b.Fatal(err)
	}
	th := r.ThreadBegin(ThreadInitial)
	th.InitialTaskBegin()
	n = 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		criticalLoopBarrier(th)
	}
	b.StopTimer()
	if n != int64(9*b.N) {
		b.Fatalf("%d callbacks for %d iterations", n, b.N)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n), "ns/callback")
}

// BenchmarkDispatchNoTool is the same sequence without a tool: the cost of
// the model's bookkeeping alone.
func BenchmarkDispatchNoTool(b *testing.B) {
	r, err := Start(Config{})
	if err != nil {
		b.Fatal(err)
	}
	th := r.ThreadBegin(ThreadInitial)
	th.InitialTaskBegin()
	for i := 0; i < b.N; i++ {
		criticalLoopBarrier(th)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(9*b.N), "ns/event")
}
