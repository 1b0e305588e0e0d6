package pomp2

import (
	"io"
	"testing"
)

// benchEvents is one thread's batch of nested intervals, as the C layer
// hands it over.
func benchEvents(g *Registry) []Event {
	par := g.Register("61*regionType=parallel*sscl=a.c:3:3*escl=a.c:9:9**", false)
	crit := g.Register("1*regionType=critical*sscl=a.c:7:7*escl=a.c:8:8*criticalName=c**", false)
	evs := make([]Event, 0, 8192)
	t := uint64(0)
	add := func(k Kind, r uint32) { t += 10; evs = append(evs, Event{Time: t, Kind: k, Region: r, Arg: 1}) }
	add(EvParallelBegin, par)
	for len(evs) < 8190-4 {
		add(EvCriticalEnter, crit)
		add(EvCriticalBegin, crit)
		add(EvCriticalEnd, crit)
		add(EvCriticalExit, crit)
	}
	add(EvParallelEnd, par)
	return evs
}

func benchProcess(b *testing.B, cfg Config) {
	g := &Registry{}
	evs := benchEvents(g)
	m := NewMeasurement(g, cfg)
	b.SetBytes(int64(len(evs)) * 24)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m.Process(0, evs)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(evs)), "ns/event")
}

// BenchmarkTraceConvert: the conversion of recorded events to the Chrome
// trace at finalize (writing to io.Discard).
func BenchmarkTraceConvert(b *testing.B) {
	g := &Registry{}
	evs := benchEvents(g)
	tw := NewTraceWriter(io.Discard, g, Clock{}, 1)
	b.SetBytes(int64(len(evs)) * 24)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		tw.Add(0, evs)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(evs)), "ns/event")
}

// BenchmarkProcessProfile: the Go side's cost per event in profile mode.
func BenchmarkProcessProfile(b *testing.B) { benchProcess(b, Config{Profile: true}) }

// BenchmarkProcessEcho: per event with the echo on (to io.Discard).
func BenchmarkProcessEcho(b *testing.B) { benchProcess(b, Config{Echo: io.Discard}) }
