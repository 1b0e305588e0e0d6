package pomp2

import (
	"io"
	"testing"
)

// benchRecords is one thread's buffer of nested intervals, as the C layer
// hands it over: a parallel region (with its task record) around critical
// regions.
func benchRecords(g *Registry) []Record {
	par := g.Register("61*regionType=parallel*sscl=a.c:3:3*escl=a.c:9:9**", false)
	crit := g.Register("1*regionType=critical*sscl=a.c:7:7*escl=a.c:8:8*criticalName=c**", false)
	recs := make([]Record, 0, 16383)
	t := uint64(0)
	add := func(k Kind, r uint32) { t += 10; recs = append(recs, Record{Time: t, Kind: uint8(k), Region: r}) }
	recs = append(recs, Record{Time: 1<<32 + 1, Kind: uint8(EvTask)})
	add(EvParallelBegin, par)
	for len(recs) < cap(recs)-4 {
		add(EvCriticalEnter, crit)
		add(EvCriticalBegin, crit)
		add(EvCriticalEnd, crit)
		add(EvCriticalExit, crit)
	}
	add(EvParallelEnd, par)
	return recs
}

// benchDrain measures what the library does per record: decode, then
// consume.
func benchDrain(b *testing.B, consume func(*Registry) func([]Event)) {
	g := &Registry{}
	recs := benchRecords(g)
	var d Decoder
	c := consume(g)
	b.SetBytes(int64(len(recs)) * int64(recordSize))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c(d.Decode(0, recs))
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(recs)), "ns/record")
}

func process(cfg Config) func(*Registry) func([]Event) {
	return func(g *Registry) func([]Event) {
		m := NewMeasurement(g, cfg)
		return func(evs []Event) { m.Process(0, evs) }
	}
}

// BenchmarkDrainProfile: the drain's cost per record in profile mode.
func BenchmarkDrainProfile(b *testing.B) { benchDrain(b, process(Config{Profile: true})) }

// BenchmarkDrainNoProfile: per record with no output made: the drain's
// own cost (decoding), against which the call-path profile's is measured.
func BenchmarkDrainNoProfile(b *testing.B) { benchDrain(b, process(Config{})) }

// BenchmarkDrainEcho: per record with the echo on (to io.Discard).
func BenchmarkDrainEcho(b *testing.B) { benchDrain(b, process(Config{Echo: io.Discard})) }

// BenchmarkTraceConvert: the conversion of recorded events to the Chrome
// trace at finalize (writing to io.Discard).
func BenchmarkTraceConvert(b *testing.B) {
	benchDrain(b, func(g *Registry) func([]Event) {
		tw := NewTraceWriter(io.Discard, g, Clock{}, 1)
		return func(evs []Event) { tw.Add(0, evs) }
	})
}
