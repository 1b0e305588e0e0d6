package cube

import (
	"io"
	"testing"

	"opari2/pomp2/report"
	"opari2/pomp2/report/reporttest"
)

// BenchmarkWrite: what the end of a run pays for each profile file, side
// by side on the same profile (answers.c: nested teams, tasks, 6
// threads): profile.json, and profile.cubex (docs/performance.md).
func BenchmarkWrite(b *testing.B) {
	p := reporttest.Fixture(b, "answers")
	for _, c := range []struct {
		name  string
		write func(io.Writer) error
	}{
		{"json", p.WriteJSON},
		{"cubex", func(w io.Writer) error { return Write(w, []*report.Profile{p}) }},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if err := c.write(io.Discard); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
