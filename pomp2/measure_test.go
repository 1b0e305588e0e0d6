package pomp2

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"opari2/pomp2/report"
)

func testRegistry() (*Registry, map[string]uint32) {
	g := &Registry{}
	ids := map[string]uint32{
		"par":  g.Register("61*regionType=parallel*sscl=a.c:3:3*escl=a.c:9:9**", false),
		"for":  g.Register("56*regionType=for*sscl=a.c:4:4*escl=a.c:6:6**", false),
		"crit": g.Register("1*regionType=critical*sscl=a.c:7:7*escl=a.c:8:8*criticalName=c1**", false),
		"user": g.Register("1*regionType=userRegion*sscl=a.c:1:1*escl=a.c:20:20*userRegionName=phase**", true),
		"bad":  g.Register("garbage", false),
	}
	return g, ids
}

func TestRegistry(t *testing.T) {
	g, ids := testRegistry()
	if g.Len() != 5 {
		t.Fatalf("%d regions", g.Len())
	}
	if d := g.Get(ids["crit"]).Describe(); d != "critical(c1) @ a.c:7-8" {
		t.Errorf("describe: %q", d)
	}
	if d := g.Get(ids["user"]).Describe(); d != "phase @ a.c:1-20" {
		t.Errorf("describe: %q", d)
	}
	bad := g.Get(ids["bad"])
	if bad.TypeName() != "unknown" || !strings.Contains(bad.Describe(), "missing length prefix") {
		t.Errorf("bad CTC region: %q", bad.Describe())
	}
	if g.Get(99).Err == "" {
		t.Errorf("unregistered id accepted")
	}
}

// TestEchoFormat checks the reference adapter's spelling of every event.
func TestEchoFormat(t *testing.T) {
	g, ids := testRegistry()
	evs := []Event{
		{Kind: EvInit}, {Kind: EvFork, Region: ids["par"]}, {Kind: EvParallelBegin, Region: ids["par"], Thread: 12},
		{Kind: EvForEnter, Region: ids["for"]}, {Kind: EvImplicitBarrierEnter, Region: ids["for"]},
		{Kind: EvImplicitBarrierExit, Region: ids["for"]}, {Kind: EvForExit, Region: ids["for"]},
		{Kind: EvCriticalEnter, Region: ids["crit"]}, {Kind: EvCriticalEnd, Region: ids["crit"]},
		{Kind: EvUntiedCreateBegin, Arg: 7}, {Kind: EvTaskwaitBegin, Arg: 4294967298},
		{Kind: EvLockSet}, {Kind: EvLockSetDone}, {Kind: EvNestLockUnset}, {Kind: EvUserBegin, Region: ids["user"]},
		{Kind: EvParallelEnd, Region: ids["par"], Thread: 123}, {Kind: EvJoin}, {Kind: EvFinalize},
	}
	var b []byte
	for _, e := range evs {
		b = appendEcho(b, e, g)
	}
	want := `  0: init
  0: fork  parallel
 12: begin parallel
  0: enter for
  0: enter implicit barrier of for
  0: exit  implicit barrier of for
  0: exit  for
  0: enter critical c1
  0: end   critical c1
  0: create  untied task
  0:         suspend task 7
  0: begin  taskwait
  0:  suspend task: 4294967298
  0: set lock
  0: unset nestlock
  0: begin region phase
123: end   parallel
  0: join  parallel
  0: finalize
`
	if d := cmp.Diff(want, string(b)); d != "" {
		t.Errorf("(-want +got)\n%s", d)
	}
	for k := EvNone + 1; k < numKinds; k++ {
		if opens[k] == EvNone && echoText(Event{Kind: k}, g) == nil && k != EvOn && k != EvOff && k != EvTask && k != EvArg && k != EvValue && k != EvTeam && k != EvLockOrder {
			t.Errorf("kind %d prints nothing", k)
		}
	}
}

// TestProfileInclusiveExclusive feeds nested intervals with known times.
func TestProfileInclusiveExclusive(t *testing.T) {
	g, ids := testRegistry()
	m := NewMeasurement(g, Config{Profile: true})
	m.SetClock(Clock{}) // ticks are nanoseconds
	m.Process(0, []Event{
		{Time: 0, Kind: EvFork, Region: ids["par"]},
		{Time: 10, Kind: EvParallelBegin, Region: ids["par"]},
		{Time: 20, Kind: EvForEnter, Region: ids["for"]},
		{Time: 50, Kind: EvForExit, Region: ids["for"]},
	})
	// a second batch continues the same thread's stack
	m.Process(0, []Event{
		{Time: 60, Kind: EvForEnter, Region: ids["for"]},
		{Time: 70, Kind: EvForExit, Region: ids["for"]},
		{Time: 100, Kind: EvParallelEnd, Region: ids["par"]},
		{Time: 110, Kind: EvJoin, Region: ids["par"]},
	})
	got := map[string][4]float64{}
	m.Report(RunInfo{}).Root.Walk(func(_ []*report.Node, n *report.Node) {
		s := n.Sum(nil)
		got[n.Activity] = [4]float64{float64(s.Visits), s.Incl, s.Excl, s.MaxVisit}
	})
	want := map[string][4]float64{
		"fork/join": {1, 110, 20, 110},
		"parallel":  {1, 90, 50, 90},
		"for":       {2, 40, 40, 30},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("(-want +got)\n%s", d)
	}
}

// TestTraceJSON: the trace is valid JSON with one complete event per
// interval, on the recording thread's track, with the task id; a flow
// arrow leads from a task's creation to its execution; every track is
// named.
func TestTraceJSON(t *testing.T) {
	g, ids := testRegistry()
	var buf bytes.Buffer
	tw := NewTraceWriter(&buf, g, Clock{}, 77)
	tw.Add(1, []Event{
		{Time: 500, Kind: EvTaskCreateBegin, Region: ids["par"], Arg: 42, Thread: 5},
		{Time: 600, Kind: EvTaskCreateEnd, Region: ids["par"], Arg: 7},
	})
	tw.Add(3, []Event{
		{Time: 1000, Kind: EvTaskBegin, Region: ids["par"], Arg: 42},
		{Time: 3000, Kind: EvTaskEnd, Region: ids["par"]},
	})
	if err := tw.Close("prog"); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		TraceEvents []struct {
			Name, Ph, Bp string
			Ts, Dur      float64
			Pid, Tid     int
			ID           int64
			Args         map[string]any
		}
	}
	if err := json.Unmarshal(buf.Bytes(), &doc); err != nil {
		t.Fatalf("trace is not JSON: %v\n%s", err, buf.String())
	}
	type ev struct {
		Name, Ph, Bp string
		Ts, Dur      float64
		Tid          int
		ID           int64
		Args         string
	}
	var got []ev
	for _, e := range doc.TraceEvents {
		if e.Pid != 77 {
			t.Errorf("pid %d", e.Pid)
		}
		args, _ := json.Marshal(e.Args)
		got = append(got, ev{e.Name, e.Ph, e.Bp, e.Ts, e.Dur, e.Tid, e.ID, string(args)})
	}
	want := []ev{
		{Name: "task create parallel @ a.c:3-9", Ph: "X", Ts: 0.5, Dur: 0.1, Tid: 1, Args: `{"new task":42,"region":1}`},
		{Name: "task", Ph: "s", Ts: 0.5, Tid: 1, ID: 42, Args: "null"},
		{Name: "task", Ph: "f", Bp: "e", Ts: 1, Tid: 3, ID: 42, Args: "null"},
		{Name: "task parallel @ a.c:3-9", Ph: "X", Ts: 1, Dur: 2, Tid: 3, Args: `{"region":1,"task":42}`},
		{Name: "process_name", Ph: "M", Args: `{"name":"prog"}`},
		{Name: "thread_name", Ph: "M", Tid: 1, Args: `{"name":"thread 1 (OpenMP thread 5)"}`},
		{Name: "thread_sort_index", Ph: "M", Tid: 1, Args: `{"sort_index":1}`},
		{Name: "thread_name", Ph: "M", Tid: 3, Args: `{"name":"thread 3 (OpenMP thread 0)"}`},
		{Name: "thread_sort_index", Ph: "M", Tid: 3, Args: `{"sort_index":3}`},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("trace events (-want +got)\n%s", d)
	}
}

// TestRawBatchesRoundTrip: batches written raw come back in order and
// unchanged; truncated and corrupt files are errors, not panics.
func TestRawBatchesRoundTrip(t *testing.T) {
	var buf bytes.Buffer
	a := []Record{{Time: 1, Region: 2, Kind: uint8(EvForEnter), Thread: 3}, {Time: 5, Kind: uint8(EvForExit)}}
	b := []Record{{Time: 1 << 40, Kind: uint8(EvArg)}, {Time: 9, Kind: uint8(EvLockSet)}}
	for _, batch := range []struct {
		thread int
		recs   []Record
	}{{0, a}, {7, b}, {2, nil}} {
		if err := WriteRawBatch(&buf, batch.thread, batch.recs); err != nil {
			t.Fatal(err)
		}
	}
	type batch struct {
		Thread int
		Recs   []Record
	}
	var got []batch
	raw := buf.Bytes()
	if err := ReadRawBatches(bytes.NewReader(raw), func(th int, recs []Record) {
		got = append(got, batch{th, append([]Record(nil), recs...)})
	}); err != nil {
		t.Fatal(err)
	}
	want := []batch{{0, a}, {7, b}} // empty batches are not passed on
	if d := cmp.Diff(want, got, cmp.AllowUnexported(Record{})); d != "" {
		t.Errorf("(-want +got)\n%s", d)
	}
	for _, cut := range []int{3, 8 + 10, len(raw) - 1} {
		err := ReadRawBatches(bytes.NewReader(raw[:cut]), func(int, []Record) {})
		if err == nil || !strings.Contains(err.Error(), "unexpected EOF") {
			t.Errorf("cut at %d: %v", cut, err)
		}
	}
	bad := append([]byte{}, raw...)
	bad[4], bad[5], bad[6], bad[7] = 0xff, 0xff, 0xff, 0xff
	if err := ReadRawBatches(bytes.NewReader(bad), func(int, []Record) {}); err == nil || !strings.Contains(err.Error(), "corrupt header") {
		t.Errorf("corrupt header: %v", err)
	}
}

// TestDecoder: every event carries its thread's current task, set by task
// records, unless an argument record precedes it (value records of older
// libraries are skipped); the state of a thread goes on from one batch to
// the next and does not leak to other threads.
func TestDecoder(t *testing.T) {
	var d Decoder
	rec := func(k Kind, time uint64) Record { return Record{Time: time, Kind: uint8(k), Region: 1, Thread: 2} }
	got := append([]Event(nil), d.Decode(0, []Record{
		rec(EvValue, 4), rec(EvFork, 10),
		rec(EvTask, 1<<32+1), rec(EvValue, 2), rec(EvParallelBegin, 11),
		rec(EvArg, 1<<32+2), rec(EvTaskCreateBegin, 12),
		rec(EvTaskCreateEnd, 13),
		rec(EvTask, 1<<32+2),
	})...)
	got = append(got, d.Decode(1, []Record{rec(EvParallelBegin, 14)})...)
	got = append(got, d.Decode(0, []Record{rec(EvTaskBegin, 15), rec(EvArg, 77), rec(EvValue, 1)})...)
	got = append(got, d.Decode(0, []Record{rec(EvLockTest, 16), rec(EvTask, 0), rec(EvJoin, 17)})...)
	ev := func(k Kind, time uint64, arg int64) Event {
		return Event{Time: time, Kind: k, Region: 1, Thread: 2, Arg: arg}
	}
	want := []Event{
		ev(EvFork, 10, 0),
		ev(EvParallelBegin, 11, 1<<32+1),
		ev(EvTaskCreateBegin, 12, 1<<32+2),
		ev(EvTaskCreateEnd, 13, 1<<32+1),
		ev(EvParallelBegin, 14, 0),
		ev(EvTaskBegin, 15, 1<<32+2),
		ev(EvLockTest, 16, 77),
		ev(EvJoin, 17, 0),
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("(-want +got)\n%s", d)
	}
}

// FuzzReadRawBatches: no input makes the reader panic or hand out more
// events than the input holds.
func FuzzReadRawBatches(f *testing.F) {
	var buf bytes.Buffer
	WriteRawBatch(&buf, 1, []Record{{Time: 1, Kind: uint8(EvForEnter)}})
	f.Add(buf.Bytes())
	f.Add([]byte{1, 0, 0, 0, 200, 0, 0, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		total := 0
		ReadRawBatches(bytes.NewReader(data), func(_ int, recs []Record) { total += len(recs) })
		if total*recordSize > len(data) {
			t.Errorf("%d events from %d bytes", total, len(data))
		}
	})
}

// TestConcurrentProcessing: batches of many threads at once (race detector).
func TestConcurrentProcessing(t *testing.T) {
	g, ids := testRegistry()
	m := NewMeasurement(g, Config{Profile: true})
	var wg sync.WaitGroup
	const threads, pairsPer = 8, 5000
	for th := 0; th < threads; th++ {
		wg.Add(1)
		go func(th int) {
			defer wg.Done()
			evs := make([]Event, 0, 2*pairsPer)
			for i := 0; i < pairsPer; i++ {
				evs = append(evs, Event{Time: uint64(2 * i), Kind: EvAtomicEnter, Region: ids["crit"]},
					Event{Time: uint64(2*i + 1), Kind: EvAtomicExit, Region: ids["crit"]})
			}
			m.Process(th, evs)
		}(th)
	}
	wg.Wait()
	if n := m.Events(); n != threads*2*pairsPer {
		t.Errorf("%d events", n)
	}
	var visits int64
	for _, r := range m.Report(RunInfo{}).Rows() {
		visits += r.Visits
	}
	if visits != threads*pairsPer {
		t.Errorf("%d visits", visits)
	}
}

// TestOutputDir: pomp2-<program>-<pid>, with the MPI rank of any of the
// usual launchers' variables (the first set, in a fixed order), and a new
// directory for every run.
func TestOutputDir(t *testing.T) {
	for _, tc := range []struct {
		env  map[string]string
		want string
	}{
		{nil, "pomp2-prog-42"},
		{map[string]string{"OMPI_COMM_WORLD_RANK": "7"}, "pomp2-prog-42-rank7"},
		{map[string]string{"PMI_RANK": "3"}, "pomp2-prog-42-rank3"},
		{map[string]string{"PMIX_RANK": "11"}, "pomp2-prog-42-rank11"},
		{map[string]string{"SLURM_PROCID": "2"}, "pomp2-prog-42-rank2"},
		{map[string]string{"MV2_COMM_WORLD_RANK": "5"}, "pomp2-prog-42-rank5"},
		{map[string]string{"SLURM_PROCID": "2", "OMPI_COMM_WORLD_RANK": "1"}, "pomp2-prog-42-rank1"},
	} {
		base := t.TempDir()
		env := func(k string) string { return tc.env[k] }
		a, err := OutputDir(base, "prog", 42, env)
		if err != nil || filepath.Base(a) != tc.want {
			t.Errorf("%v: %s %v, want %s", tc.env, a, err, tc.want)
			continue
		}
		b, err := OutputDir(base, "prog", 42, env)
		if err != nil || filepath.Base(b) != tc.want+".1" {
			t.Errorf("%v: second run got %s (%v), want %s.1", tc.env, b, err, tc.want)
		}
		for _, d := range []string{a, b} {
			if st, err := os.Stat(d); err != nil || !st.IsDir() {
				t.Errorf("%s: %v", d, err)
			}
		}
	}
	// POMP2_OUTPUT_DIR is made when missing (issue 12)
	if d, err := OutputDir(filepath.Join(t.TempDir(), "missing", "dir"), "p", 1, func(string) string { return "" }); err != nil || filepath.Base(d) != "pomp2-p-1" {
		t.Errorf("missing base directory: %s, %v", d, err)
	}
	file := filepath.Join(t.TempDir(), "file")
	os.WriteFile(file, nil, 0o644)
	if _, err := OutputDir(filepath.Join(file, "dir"), "p", 1, func(string) string { return "" }); err == nil {
		t.Error("no error for an impossible directory")
	}
}

func TestAppendMicros(t *testing.T) {
	for ns, want := range map[float64]string{0: "0.000", 1: "0.001", 999.6: "1.000", 12345: "12.345", 1e12 + 5: "1000000000.005", -1500: "-1.500"} {
		if got := string(appendMicros(nil, ns)); got != want {
			t.Errorf("%v ns: %q, want %q", ns, got, want)
		}
	}
}
