package bridge

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"opari2/ompt"
	"opari2/ompt/tools/checker"
	"opari2/pomp2"
)

// regions registers the regions the tests' programs use.
type regions struct {
	reg                     pomp2.Registry
	par, barrier, loop, tsk uint32
}

func newRegions() *regions {
	r := &regions{}
	r.par = r.reg.Register("61*regionType=parallel*sscl=a.c:3:3*escl=a.c:20:20**", false)
	r.barrier = r.reg.Register("1*regionType=barrier*sscl=a.c:5:5*escl=a.c:5:5**", false)
	r.loop = r.reg.Register("1*regionType=for*sscl=a.c:6:6*escl=a.c:9:9**", false)
	r.tsk = r.reg.Register("1*regionType=task*sscl=a.c:10:10*escl=a.c:12:12**", false)
	return r
}

// team is the events of a parallel region of two threads: a loop with its
// implicit barrier, a task created by thread 0 and run by thread 1 in the
// explicit barrier, the region's implicit barrier.
func (r *regions) team() (primary, worker []pomp2.Event) {
	t := uint64(0)
	ev := func(k pomp2.Kind, region uint32, thread uint16, arg, value int64) pomp2.Event {
		t++
		return pomp2.Event{Time: t, Kind: k, Region: region, Thread: thread, Arg: arg, Value: value}
	}
	member := func(th uint16, task int64) []pomp2.Event {
		return []pomp2.Event{
			ev(pomp2.EvParallelBegin, r.par, th, task, map[bool]int64{true: 2}[th == 0]),
			ev(pomp2.EvForEnter, r.loop, th, task, 0),
			ev(pomp2.EvImplicitBarrierEnter, r.loop, th, task, 0),
			ev(pomp2.EvImplicitBarrierExit, r.loop, th, task, 0),
			ev(pomp2.EvForExit, r.loop, th, task, 0),
		}
	}
	primary = append([]pomp2.Event{ev(pomp2.EvInit, 0, 0, 0, 0), ev(pomp2.EvFork, r.par, 0, 0, 2)}, member(0, 10)...)
	primary = append(primary,
		ev(pomp2.EvTaskCreateBegin, r.tsk, 0, 99, 0), ev(pomp2.EvTaskCreateEnd, r.tsk, 0, 10, 0),
		ev(pomp2.EvBarrierEnter, r.barrier, 0, 10, 0), ev(pomp2.EvBarrierExit, r.barrier, 0, 10, 0),
		ev(pomp2.EvImplicitBarrierEnter, r.par, 0, 10, 0), ev(pomp2.EvImplicitBarrierExit, r.par, 0, 10, 0),
		ev(pomp2.EvParallelEnd, r.par, 0, 10, 0), ev(pomp2.EvJoin, r.par, 0, 1, 0), ev(pomp2.EvFinalize, 0, 0, 1, 0))
	worker = append(member(1, 11),
		ev(pomp2.EvBarrierEnter, r.barrier, 1, 11, 0),
		ev(pomp2.EvTaskBegin, r.tsk, 1, 99, 0), ev(pomp2.EvTaskEnd, r.tsk, 1, 99, 0),
		ev(pomp2.EvBarrierExit, r.barrier, 1, 11, 0),
		ev(pomp2.EvImplicitBarrierEnter, r.par, 1, 11, 0), ev(pomp2.EvImplicitBarrierExit, r.par, 1, 11, 0),
		ev(pomp2.EvParallelEnd, r.par, 1, 11, 0))
	return primary, worker
}

func startChecker(t testing.TB, r *regions) (*Bridge, *checker.Checker) {
	c := checker.New()
	b, err := Start(ompt.Config{Tool: c.StartTool}, &r.reg, nil)
	if err != nil {
		t.Fatal(err)
	}
	return b, c
}

// TestWorkerFedFirst: the worker's events arrive before the primary's
// (its buffer was drained first) and in pieces: nothing of it is replayed
// before the fork, and the checker finds every rule kept, with the
// sequences of both threads as the program had them.
func TestWorkerFedFirst(t *testing.T) {
	r := newRegions()
	primary, worker := r.team()
	b, c := startChecker(t, r)
	b.Feed(1, worker[:3], nil)
	if n := b.Run(); n != 0 {
		t.Fatalf("%d events of the worker replayed before the primary began", n)
	}
	b.Feed(0, primary[:5], nil)
	b.Run()
	b.Feed(1, worker[3:], nil)
	b.Run()
	b.Feed(0, primary[5:], nil)
	if err := b.Finish(); err != nil {
		t.Fatal(err)
	}
	if c.Err() != nil {
		t.Fatalf("checker: %v", c.Err())
	}
	if got, want := b.Events(), uint64(len(primary)+len(worker)); got != want {
		t.Errorf("%d events replayed, want %d", got, want)
	}
	seqs := checker.Constructs(c.Threads())
	body := []string{"implicit_task_begin", "loop_begin", "loop_end", "barrier_implicit_workshare_begin", "barrier_implicit_workshare_end",
		"barrier_explicit_begin", "barrier_explicit_end", "barrier_implicit_parallel_begin", "barrier_implicit_parallel_end", "implicit_task_end"}
	want := []checker.Sequence{
		{Thread: 0, Type: ompt.ThreadInitial, Events: append(append([]string{"parallel_begin"}, body...), "parallel_end")},
		{Thread: 1, Type: ompt.ThreadWorker, Events: body},
	}
	if d := cmp.Diff(want, seqs); d != "" {
		t.Errorf("construct sequences (-want +got):\n%s", d)
	}
}

// TestEntryPoints: inside a callback the tool gets the POMP2 event behind
// it, the thread's recording index and the region of the codeptr_ra.
func TestEntryPoints(t *testing.T) {
	r := newRegions()
	primary, worker := r.team()
	var got []string
	start := func(uint32, string) *ompt.Fns {
		return &ompt.Fns{Initialize: func(lookup ompt.FunctionLookup, _ int, _ *ompt.Data) int {
			event := lookup(LookupGetEvent).(GetEventFunc)
			index := lookup(LookupGetThreadIndex).(GetThreadIndexFunc)
			region := lookup(LookupGetRegion).(GetRegionFunc)
			set := lookup("ompt_set_callback").(ompt.SetCallbackFunc)
			set(ompt.CallbackWork, ompt.WorkFunc(func(th *ompt.Thread, wt ompt.WorkType, ep ompt.ScopeEndpoint, _, _ *ompt.Data, _ uint64, pc uintptr) {
				e := event(th)
				got = append(got, strings.Join([]string{e.Kind.String(), region(pc).TypeName(), string(rune('0' + index(th)))}, " "))
			}))
			set(ompt.CallbackThreadBegin, ompt.ThreadBeginFunc(func(th *ompt.Thread, _ ompt.ThreadType, _ *ompt.Data) {
				got = append(got, "thread_begin "+event(th).Kind.String()+" "+string(rune('0'+index(th))))
			}))
			lookup(LookupSetCallback).(SetCallbackFunc)(func(th *ompt.Thread, e *pomp2.Event) {
				if e.Kind == pomp2.EvForExit {
					got = append(got, "ext "+e.Kind.String())
				}
			})
			return 1
		}, Finalize: func(*ompt.Data) {}}
	}
	b, err := Start(ompt.Config{Tool: start}, &r.reg, nil)
	if err != nil {
		t.Fatal(err)
	}
	b.Feed(0, primary, nil)
	b.Feed(1, worker, nil)
	if err := b.Finish(); err != nil {
		t.Fatal(err)
	}
	want := []string{"thread_begin init 0", "for_enter for 0", "implicit_barrier_enter for 0", "ext for_exit",
		"thread_begin parallel_begin 1", "for_enter for 1", "implicit_barrier_enter for 1", "ext for_exit"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
}

// TestInconsistentEvents: events that do not fit the model are reported
// by Finish, not replayed, and the threads still end properly.
func TestInconsistentEvents(t *testing.T) {
	r := newRegions()
	b, c := startChecker(t, r)
	b.Feed(0, []pomp2.Event{
		{Kind: pomp2.EvInit},
		{Kind: pomp2.EvTaskEnd, Arg: 7},
		{Kind: pomp2.EvImplicitBarrierExit, Region: r.par},
		{Kind: pomp2.EvJoin, Region: r.par},
		{Kind: pomp2.EvTaskBegin, Region: r.tsk, Arg: 5},
	}, nil)
	err := b.Finish()
	if err == nil {
		t.Fatal("no inconsistency reported")
	}
	for _, want := range []string{"end of task 7", "barrier region that did not begin", "join of region", "creation of task 5"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("report lacks %q:\n%v", want, err)
		}
	}
	if c.Err() != nil {
		t.Errorf("checker: %v", c.Err())
	}
}

// FuzzBridge: arbitrary events on three threads never make the bridge,
// the model or the checker panic. (The checker's verdict is not asserted:
// with events missing, a region whose join never became ready stays
// open, which the checker rightly reports.)
func FuzzBridge(f *testing.F) {
	r := newRegions()
	primary, worker := r.team()
	f.Add(encode(primary, 0))
	f.Add(append(encode(worker, 1), encode(primary, 0)...))
	f.Fuzz(func(t *testing.T, data []byte) {
		b, c := startChecker(t, r)
		for len(data) >= 6 {
			idx, e := decode(data[:6])
			data = data[6:]
			b.Feed(idx, []pomp2.Event{e}, nil)
			b.Run()
		}
		b.Finish()
		_ = c.Err()
	})
}

func encode(evs []pomp2.Event, idx int) []byte {
	var out []byte
	for _, e := range evs {
		out = append(out, byte(idx), byte(e.Kind), byte(e.Region), byte(e.Thread), byte(e.Arg), byte(e.Value))
	}
	return out
}

func decode(b []byte) (int, pomp2.Event) {
	return int(b[0] % 3), pomp2.Event{Kind: pomp2.Kind(b[1] % byte(pomp2.EvOff+1)), Region: uint32(b[2] % 5),
		Thread: uint16(b[3] % 3), Arg: int64(b[4] % 8), Value: int64(b[5] % 4)}
}
