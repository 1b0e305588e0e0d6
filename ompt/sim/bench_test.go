package sim_test

import (
	"sync/atomic"
	"testing"

	"opari2/ompt"
	"opari2/ompt/sim"
	"opari2/ompt/sim/programs"
)

// counter is a tool that counts its callbacks per thread, in the
// thread's tool data (no shared counter on the hot path), and adds each
// thread's count to n at thread_end.
func counter(n *atomic.Int64) ompt.StartToolFunc {
	return func(uint32, string) *ompt.Fns {
		return &ompt.Fns{
			Initialize: func(lookup ompt.FunctionLookup, _ int, _ *ompt.Data) int {
				set := lookup("ompt_set_callback").(ompt.SetCallbackFunc)
				data := lookup("ompt_get_thread_data").(ompt.GetThreadDataFunc)
				count := func(t *ompt.Thread) { data(t).Value++ }
				set(ompt.CallbackThreadEnd, ompt.ThreadEndFunc(func(t *ompt.Thread, d *ompt.Data) { n.Add(int64(d.Value)) }))
				set(ompt.CallbackFlush, func(t *ompt.Thread, _ *ompt.Data, _ uintptr) { count(t) })
				set(ompt.CallbackWork, func(t *ompt.Thread, _ ompt.WorkType, _ ompt.ScopeEndpoint, _, _ *ompt.Data, _ uint64, _ uintptr) {
					count(t)
				})
				set(ompt.CallbackMutexAcquire, func(t *ompt.Thread, _ ompt.MutexKind, _, _ uint32, _ ompt.WaitID, _ uintptr) { count(t) })
				set(ompt.CallbackMutexAcquired, func(t *ompt.Thread, _ ompt.MutexKind, _ ompt.WaitID, _ uintptr) { count(t) })
				set(ompt.CallbackMutexReleased, func(t *ompt.Thread, _ ompt.MutexKind, _ ompt.WaitID, _ uintptr) { count(t) })
				sync := func(t *ompt.Thread, _ ompt.SyncRegionKind, _ ompt.ScopeEndpoint, _, _ *ompt.Data, _ uintptr) {
					count(t)
				}
				set(ompt.CallbackSyncRegion, sync)
				set(ompt.CallbackSyncRegionWait, sync)
				set(ompt.CallbackImplicitTask, func(t *ompt.Thread, _ ompt.ScopeEndpoint, _, _ *ompt.Data, _, _ uint32, _ ompt.TaskType) {
					count(t)
				})
				set(ompt.CallbackParallelBegin, func(t *ompt.Thread, _ *ompt.Data, _ *ompt.Frame, _ *ompt.Data, _ uint32, _ ompt.Invoker, _ uintptr) {
					count(t)
				})
				set(ompt.CallbackParallelEnd, func(t *ompt.Thread, _, _ *ompt.Data, _ ompt.Invoker, _ uintptr) { count(t) })
				set(ompt.CallbackTaskCreate, func(t *ompt.Thread, _ *ompt.Data, _ *ompt.Frame, _ *ompt.Data, _ ompt.TaskType, _ bool, _ uintptr) {
					count(t)
				})
				set(ompt.CallbackTaskSchedule, func(t *ompt.Thread, _ *ompt.Data, _ ompt.TaskStatus, _ *ompt.Data) { count(t) })
				return 1
			},
			Finalize: func(*ompt.Data) {},
		}
	}
}

// flushLoop is a team of 2 threads sharing n flush constructs in a static
// loop: per iteration one construct of the simulated runtime, one event.
func flushLoop(n int) func(t *sim.T) {
	return func(t *sim.T) {
		t.Parallel(2, func(t *sim.T) {
			t.For(0, n, sim.Static(0), func(t *sim.T, i int) { t.Flush() })
		})
	}
}

// BenchmarkSimFlush is the cost of one flush construct of a simulated
// program (without codeptr_ra) with a counting tool;
// BenchmarkSimFlushNoTool is the same without tool. The difference is the
// cost of dispatching the callback. ns/op is wall time per flush; the two
// threads of the team run in parallel, so thread-ns/callback (twice the
// wall time per callback) is what each event costs its thread.
func BenchmarkSimFlush(b *testing.B) {
	var n atomic.Int64
	o := sim.Options{NoCodeptr: true, Runtime: ompt.Config{Tool: counter(&n)}}
	if err := sim.Run(o, flushLoop(b.N)); err != nil {
		b.Fatal(err)
	}
	if n.Load() < int64(b.N) {
		b.Fatalf("%d callbacks for %d flushes", n.Load(), b.N)
	}
	b.ReportMetric(2*float64(b.Elapsed().Nanoseconds())/float64(n.Load()), "thread-ns/callback")
}

func BenchmarkSimFlushNoTool(b *testing.B) {
	if err := sim.Run(sim.Options{NoCodeptr: true}, flushLoop(b.N)); err != nil {
		b.Fatal(err)
	}
}

// BenchmarkSimFlushCodeptr is BenchmarkSimFlush with codeptr_ra (a stack
// walk per construct).
func BenchmarkSimFlushCodeptr(b *testing.B) {
	var n atomic.Int64
	if err := sim.Run(sim.Options{Runtime: ompt.Config{Tool: counter(&n)}}, flushLoop(b.N)); err != nil {
		b.Fatal(err)
	}
}

// BenchmarkSimMixed runs the mixed sample program (4 threads, nested
// teams, loops, locks, tasks with dependences, a target region): whole
// executions, reported per callback.
func BenchmarkSimMixed(b *testing.B) {
	p, _ := programs.ByName("mixed")
	var n atomic.Int64
	for i := 0; i < b.N; i++ {
		o := p.Options(false, counter(&n))
		o.NoCodeptr = true
		if err := sim.Run(o, p.Run); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n.Load()), "ns/callback")
	b.ReportMetric(float64(n.Load())/float64(b.N), "callbacks/run")
}
