package pomp2

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
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
		if opens[k] == EvNone && echoText(Event{Kind: k}, g) == nil && k != EvOn && k != EvOff {
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
	for _, r := range m.Profile() {
		got[r.Activity] = [4]float64{float64(r.Visits), r.InclNs, r.ExclNs, r.MaxNs}
	}
	want := map[string][4]float64{
		"fork/join": {1, 110, 20, 110},
		"parallel":  {1, 90, 50, 90},
		"for":       {2, 40, 40, 30},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("(-want +got)\n%s", d)
	}
	var buf bytes.Buffer
	if err := WriteProfileTable(&buf, m.Profile()); err != nil || !strings.Contains(buf.String(), "parallel @ a.c:3-9") {
		t.Errorf("table: %v\n%s", err, buf.String())
	}
}

// TestTraceJSON: the trace is valid JSON with one complete event per
// interval, on the recording thread's track, with the task id.
func TestTraceJSON(t *testing.T) {
	g, ids := testRegistry()
	var buf bytes.Buffer
	m := NewMeasurement(g, Config{Trace: &buf})
	m.Process(3, []Event{
		{Time: 1000, Kind: EvTaskBegin, Region: ids["par"], Arg: 42},
		{Time: 3000, Kind: EvTaskEnd, Region: ids["par"]},
	})
	if err := m.Finish(); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		TraceEvents []struct {
			Name, Ph string
			Ts, Dur  float64
			Tid      int
			Args     map[string]int64
		}
	}
	if err := json.Unmarshal(buf.Bytes(), &doc); err != nil {
		t.Fatalf("trace is not JSON: %v\n%s", err, buf.String())
	}
	if len(doc.TraceEvents) != 1 {
		t.Fatalf("%d events", len(doc.TraceEvents))
	}
	e := doc.TraceEvents[0]
	if e.Ph != "X" || e.Ts != 1 || e.Dur != 2 || e.Tid != 3 || e.Args["task"] != 42 || !strings.HasPrefix(e.Name, "task parallel") {
		t.Errorf("event %+v", e)
	}
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
	for _, r := range m.Profile() {
		visits += r.Visits
	}
	if visits != threads*pairsPer {
		t.Errorf("%d visits", visits)
	}
}

func TestOutputDir(t *testing.T) {
	base := t.TempDir()
	env := func(k string) string {
		if k == "PMI_RANK" {
			return "3"
		}
		return ""
	}
	a, err := OutputDir(base, "prog", 42, env)
	if err != nil || filepath.Base(a) != "pomp2-prog-42-rank3" {
		t.Fatalf("%s %v", a, err)
	}
	b, err := OutputDir(base, "prog", 42, env)
	if err != nil || b == a {
		t.Fatalf("second run reused %s (%v)", b, err)
	}
	if _, err := os.Stat(b); err != nil {
		t.Error(err)
	}
	if _, err := OutputDir(filepath.Join(base, "missing", "dir"), "p", 1, func(string) string { return "" }); err == nil {
		t.Error("no error for an impossible directory")
	}
	_ = fmt.Sprint()
}
