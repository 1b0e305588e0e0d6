package measure

import (
	"io"
	"testing"

	"github.com/google/go-cmp/cmp"

	"opari2/ompt"
	"opari2/pomp2"
	"opari2/pomp2/bridge"
)

// program is the events of one thread (the initial one): a parallel
// region of one thread around n critical regions, after init.
type program struct {
	reg        pomp2.Registry
	par, crit  uint32
	t          uint64
	head, tail []pomp2.Event
}

func newProgram() *program {
	p := &program{}
	p.par = p.reg.Register("61*regionType=parallel*sscl=a.c:3:3*escl=a.c:9:9**", false)
	p.crit = p.reg.Register("1*regionType=critical*sscl=a.c:7:7*escl=a.c:8:8*criticalName=c**", false)
	p.head = []pomp2.Event{p.ev(pomp2.EvInit, 0, 0), p.ev(pomp2.EvFork, p.par, 1), p.ev(pomp2.EvParallelBegin, p.par, 1)}
	return p
}

func (p *program) ev(k pomp2.Kind, region uint32, value int64) pomp2.Event {
	p.t += 10
	return pomp2.Event{Time: p.t, Kind: k, Region: region, Arg: 1, Value: value}
}

// criticals returns n critical regions (4 events each).
func (p *program) criticals(n int) []pomp2.Event {
	evs := make([]pomp2.Event, 0, 4*n)
	for i := 0; i < n; i++ {
		evs = append(evs, p.ev(pomp2.EvCriticalEnter, p.crit, 0), p.ev(pomp2.EvCriticalBegin, p.crit, 0),
			p.ev(pomp2.EvCriticalEnd, p.crit, 0), p.ev(pomp2.EvCriticalExit, p.crit, 0))
	}
	return evs
}

func (p *program) end() []pomp2.Event {
	return []pomp2.Event{p.ev(pomp2.EvParallelEnd, p.par, 0), p.ev(pomp2.EvJoin, p.par, 0), p.ev(pomp2.EvFinalize, 0, 0)}
}

func start(t testing.TB, p *program, tool ompt.StartToolFunc) *bridge.Bridge {
	b, err := bridge.Start(ompt.Config{Tool: tool}, &p.reg, nil)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestProfileOfEvents: the tool's profile of a replayed program is the
// profile of its events taken directly.
func TestProfileOfEvents(t *testing.T) {
	p := newProgram()
	evs := append(append(append([]pomp2.Event{}, p.head...), p.criticals(5)...), p.end()...)
	var direct pomp2.Profile
	direct.AddBatch(0, evs)
	var prof pomp2.Profile
	b := start(t, p, Profile(&prof).StartTool)
	b.Feed(0, evs, nil)
	b.Run()
	if err := b.Finish(); err != nil {
		t.Fatal(err)
	}
	want, got := direct.Rows(&p.reg, pomp2.Clock{}), prof.Rows(&p.reg, pomp2.Clock{})
	if len(want) != 4 { // critical (enter/exit), critical (body), parallel, fork/join
		t.Fatalf("direct profile: %+v", want)
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("profile (-direct +tool):\n%s", d)
	}
}

// BenchmarkOutputs compares, per event, the profile and the trace made
// directly from the events (what the drain and the trace conversion do)
// with the bridge's replay alone (no tool) and with the profile and trace
// tools behind it (the trace written to io.Discard).
func BenchmarkOutputs(b *testing.B) {
	const chunk = 4095 * 4
	for _, tc := range []struct {
		name string
		add  func(p *program) func([]pomp2.Event)
	}{
		{"profile-direct", func(*program) func([]pomp2.Event) {
			var prof pomp2.Profile
			return func(evs []pomp2.Event) { prof.AddBatch(0, evs) }
		}},
		{"trace-direct", func(p *program) func([]pomp2.Event) {
			tw := pomp2.NewTraceWriter(io.Discard, &p.reg, pomp2.Clock{}, 1)
			return func(evs []pomp2.Event) { tw.Add(0, evs) }
		}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			p := newProgram()
			add := tc.add(p)
			add(p.head)
			evs := p.criticals(chunk / 4)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				add(evs)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(evs)), "ns/event")
		})
	}
	for _, tc := range []struct {
		name string
		tool func(p *program) ompt.StartToolFunc
	}{
		{"bridge-none", func(*program) ompt.StartToolFunc { return nil }},
		{"bridge-profile", func(*program) ompt.StartToolFunc { return Profile(&pomp2.Profile{}).StartTool }},
		{"bridge-trace", func(p *program) ompt.StartToolFunc {
			return Trace(pomp2.NewTraceWriter(io.Discard, &p.reg, pomp2.Clock{}, 1)).StartTool
		}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			p := newProgram()
			br := start(b, p, tc.tool(p))
			br.Feed(0, p.head, nil)
			br.Run()
			// the bridge keeps no reference to a chunk once replayed, but
			// it may hold one while waiting: new chunks each time
			chunks := make([][]pomp2.Event, 8)
			for i := range chunks {
				chunks[i] = p.criticals(chunk / 4)
			}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				br.Feed(0, chunks[i%len(chunks)], nil)
				br.Run()
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*chunk), "ns/event")
		})
	}
}
