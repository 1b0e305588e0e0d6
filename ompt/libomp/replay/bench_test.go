package replay

import (
	"io"
	"testing"

	"opari2/ompt"
	"opari2/ompt/tools/printer"
)

// benchStream is one thread's records of a critical loop: thread begin,
// initial task, then acquire, acquired, released per iteration, in
// chunks of the C layer's size.
func benchStream(iterations int) [][]Record {
	recs := []Record{threadBegin(ompt.ThreadInitial), initialTask(begin, 1, 2)}
	for i := 0; i < iterations; i++ {
		recs = append(recs,
			Record{Kind: KindMutexAcquire, U32: 5, A: 0x40, B: 2, PC: 0x1000},
			Record{Kind: KindMutexAcquired, U32: 5, A: 0x40, PC: 0x1000},
			Record{Kind: KindMutexReleased, U32: 5, A: 0x40, PC: 0x1010})
	}
	var chunks [][]Record
	for len(recs) > 0 {
		n := min(len(recs), 4095)
		chunks = append(chunks, recs[:n])
		recs = recs[n:]
	}
	return chunks
}

// benchmarkReplay replays the critical loop into the model with the given
// tool; the unit is one record.
func benchmarkReplay(b *testing.B, tool ompt.StartToolFunc) {
	chunks := benchStream(100000)
	records := 0
	for _, c := range chunks {
		records += len(c)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		rt, err := ompt.Start(ompt.Config{Tool: tool, Support: Support(allAlways())})
		if err != nil {
			b.Fatal(err)
		}
		r := New(rt, Options{})
		for _, c := range chunks {
			r.Feed(0, c, nil)
			r.Run()
		}
		if err := r.Finish(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*records), "ns/record")
}

// BenchmarkReplayNoTool: the replay and the model's bookkeeping alone.
func BenchmarkReplayNoTool(b *testing.B) { benchmarkReplay(b, nil) }

// BenchmarkReplayPrinter: with the printer writing to io.Discard.
func BenchmarkReplayPrinter(b *testing.B) {
	benchmarkReplay(b, printer.New(io.Discard, printer.Options{}).StartTool)
}
