package main

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"opari2/internal/testlib"
	"opari2/pomp2/report"
)

// findPath returns a node reached from the root by links, each a region
// type and an activity ("for", "implicit barrier"), trying every child
// that matches at each step (siblings of one type are ordered by time,
// which a loaded machine changes).
func findPath(root *report.Node, links ...[2]string) *report.Node {
	if len(links) == 0 {
		return root
	}
	for _, c := range root.Children {
		if c.Type == links[0][0] && c.Activity == links[0][1] {
			if n := findPath(c, links[1:]...); n != nil {
				return n
			}
		}
	}
	return nil
}

// TestProfileAnswers runs testdata/pomp2/answers (C and Fortran), whose
// scenarios have known structure, with the profile and the trace, and
// checks what the measurement must be whatever the scheduler does (the
// sleeps overrun and threads arrive late on a loaded machine; the
// report's arithmetic on known times is TestFindings in pomp2/report):
//   - a loop in which thread 0 sleeps 50 ms and the 3 others 10 ms: 4
//     threads in the loop and its implicit barrier; no thread leaves the
//     barrier before the last one entered it, so each waits at least
//     from its own arrival to the last one's; the work before the
//     barrier is at least the sleep (50 ms on one thread, 10 on each);
//     the imbalance the report gives is that of the recorded times, and
//     a finding that names the barrier says so;
//   - 4 threads each holding a critical section 10 ms: the bodies never
//     overlap, each lasts the sleep at least, and the profile's waits to
//     enter are the trace's;
//   - nested parallel regions: the inner region's path lies under the
//     outer one's, with all 4 threads;
//   - a task tree of depth 4: 30 task creations and 30 task executions;
//   - a user region around a parallel region: the fork is under it.
func TestProfileAnswers(t *testing.T) {
	forEachLanguage(t, "answers", nil, func(t *testing.T, l language, dir, prog string) {
		out := t.TempDir()
		got := testlib.Run(t, dir, []string{"OMP_NUM_THREADS=2", "POMP2_QUIET=1", "POMP2_TRACE=1", "POMP2_OUTPUT_DIR=" + out}, prog)
		if strings.TrimSpace(got) != "inner 4 leaves 16" {
			t.Fatalf("program printed %q", got)
		}
		checkCube(t, outputDir(t, out))
		p, err := report.Read(outputDir(t, out))
		if err != nil {
			t.Fatal(err)
		}
		trace := slicesByName(readTrace(t, out))
		par := [2]string{"parallel", "parallel"}
		fork := [2]string{"parallel", "fork/join"}

		// 1: the imbalanced loop
		loop := findPath(p.Root, fork, par, [2]string{l.loop, l.loop})
		barrier := findPath(p.Root, fork, par, [2]string{l.loop, l.loop}, [2]string{l.loop, "implicit barrier"})
		if loop == nil || barrier == nil || len(barrier.Stats) != 4 || len(loop.Stats) != 4 {
			t.Fatalf("no loop on 4 threads with its implicit barrier in the call tree")
		}
		checkSameTimes(t, "the loop", loop, trace[sliceName(loop)])
		checkSameTimes(t, "the loop's barrier", barrier, trace[sliceName(barrier)])
		checkBarrier(t, trace[sliceName(barrier)])
		var works []float64
		for i, st := range loop.Stats {
			works = append(works, st.InclNs-barrier.Stats[i].InclNs)
		}
		sort.Float64s(works)
		// a sleep never ends early: 10, 10, 10 and 50 ms at least
		for i, least := range []float64{10, 10, 10, 50} {
			if works[i] < least*1e6*(1-clockSlack) {
				t.Errorf("the loop's work before its barrier, fastest first: %v ns; want at least 10, 10, 10 and 50 ms", works)
				break
			}
		}
		mean := (works[0] + works[1] + works[2] + works[3]) / 4
		want := (works[3] - mean) / works[3]
		if imb := report.WorkImbalance(loop, barrier, nil); math.Abs(imb-want) > 1e-9 {
			t.Errorf("work imbalance %.4f, the recorded times give %.4f", imb, want)
		}
		var finding string
		for _, f := range p.Findings(nil) {
			if strings.Contains(f.Text, "implicit barrier of "+l.loop+" @ answers") {
				finding = f.Text
			}
		}
		if finding != "" && !strings.Contains(finding, fmt.Sprintf("imbalance of the work before it %.0f%%", 100*want)) {
			t.Errorf("finding %q: want the imbalance of the recorded times, %.0f%%", finding, 100*want)
		}

		// 2: the critical section
		var enter, body *report.Node
		p.Root.Walk(func(_ []*report.Node, n *report.Node) {
			switch n.Activity {
			case "critical (enter/exit)":
				enter = n
			case "critical (body)":
				body = n
			}
		})
		if enter == nil || body == nil || len(enter.Stats) != 4 || len(body.Stats) != 4 {
			t.Fatalf("critical section on 4 threads: %+v %+v", enter, body)
		}
		bodies := trace[sliceName(body)]
		checkSameTimes(t, "the critical section", body, bodies)
		checkSameTimes(t, "entering the critical section", enter, trace[sliceName(enter)])
		checkExclusive(t, bodies, 10e6*(1-clockSlack))

		// 3: nested parallel regions
		var inner *report.Node
		for _, c := range p.Root.Children {
			if c.Activity == "fork/join" {
				if n := findPath(c, par, fork, par); n != nil {
					inner = n
				}
			}
		}
		if inner == nil || len(inner.Stats) != 4 {
			t.Errorf("inner parallel region under the outer one: %+v", inner)
		}

		// 4: the task tree: 30 tasks created and run
		var created, ran int64
		p.Root.Walk(func(_ []*report.Node, n *report.Node) {
			switch n.Activity {
			case "task create":
				created += n.Sum(nil).Visits
			case "task":
				ran += n.Sum(nil).Visits
			}
		})
		if created != 30 || ran != 30 {
			t.Errorf("%d tasks created, %d run; want 30 and 30", created, ran)
		}

		// 5: the user region around a parallel region
		if findPath(p.Root, [2]string{"userRegion", "user region"}, fork, par) == nil {
			var names []string
			for _, c := range p.Root.Children {
				names = append(names, c.Type+"/"+c.Activity)
			}
			t.Errorf("no parallel region under the user region; top of the tree: %v", names)
		}

		// the files of the run: the report names the barrier too
		txt, err := os.ReadFile(filepath.Join(outputDir(t, out), "profile.txt"))
		if err != nil || (finding != "" && !strings.Contains(string(txt), finding)) {
			t.Errorf("profile.txt has no %q:\n%s", finding, txt)
		}
	})
}

// span is one visit of a call path on a thread, from the trace, in ns.
type span struct {
	thread     int
	start, end float64
}

// slicesByName groups the trace's slices by their name.
func slicesByName(evs []traceEvent) map[string][]span {
	m := map[string][]span{}
	for _, e := range evs {
		if e.Ph == "X" {
			m[e.Name] = append(m[e.Name], span{e.Tid, e.Ts * 1e3, (e.Ts + e.Dur) * 1e3})
		}
	}
	return m
}

// sliceName is the trace's name of a node's slices: its activity and region.
func sliceName(n *report.Node) string { return n.Activity + " " + n.Region }

// traceRounding is what the trace's microseconds with three decimals lose.
const traceRounding = 2 // ns

// clockSlack is how much shorter a sleep may look in the measurement:
// ticks become nanoseconds through CLOCK_MONOTONIC, which NTP may slew by
// up to 0.05% (the pairs that fix the tick length are read at one moment
// each: pomp2_clock_pair).
const clockSlack = 0.001

// checkSameTimes: the profile's node and the trace's slices of it record
// the same visits and, per thread, the same inclusive time.
func checkSameTimes(t *testing.T, what string, n *report.Node, spans []span) {
	t.Helper()
	incl := map[int]float64{}
	visits := map[int]int64{}
	for _, s := range spans {
		incl[s.thread] += s.end - s.start
		visits[s.thread]++
	}
	for _, st := range n.Stats {
		if visits[st.Thread] != st.Visits || math.Abs(incl[st.Thread]-st.InclNs) > traceRounding*float64(st.Visits) {
			t.Errorf("%s on thread %d: the profile has %d visits in %.0f ns, the trace %d in %.0f ns", what, st.Thread, st.Visits, st.InclNs, visits[st.Thread], incl[st.Thread])
		}
	}
	if len(visits) != len(n.Stats) {
		t.Errorf("%s: the profile has %d threads, the trace %d", what, len(n.Stats), len(visits))
	}
}

// checkBarrier: no thread leaves a barrier before the last one entered
// it (each enters before it waits and leaves after the wait ended), so
// every thread waits at least from its arrival to the last arrival.
func checkBarrier(t *testing.T, spans []span) {
	t.Helper()
	last := math.Inf(-1)
	for _, s := range spans {
		last = math.Max(last, s.start)
	}
	for _, s := range spans {
		if s.end < last-traceRounding {
			t.Errorf("thread %d leaves the barrier %.0f ns before the last thread enters it", s.thread, last-s.end)
		}
	}
}

// checkExclusive: the visits of a critical section never overlap, and
// each lasts at least least ns.
func checkExclusive(t *testing.T, spans []span, least float64) {
	t.Helper()
	sort.Slice(spans, func(i, j int) bool { return spans[i].start < spans[j].start })
	for i, s := range spans {
		if s.end-s.start < least {
			t.Errorf("thread %d holds the critical section %.0f ns, less than it sleeps in it", s.thread, s.end-s.start)
		}
		if i > 0 && s.start < spans[i-1].end-traceRounding {
			t.Errorf("threads %d and %d are in the critical section together for %.0f ns", spans[i-1].thread, s.thread, spans[i-1].end-s.start)
		}
	}
}

// reportNumbers are the values of a report that change from run to run:
// times, percentages, the event count and the overhead.
var (
	reportNumbers = regexp.MustCompile(`\d+\.\d+( (s|ms|us|ns)\b)?|\d+ ns\b|\d+%|[\d,]+ events|\((s|ms|us)\)`)
	reportBlanks  = regexp.MustCompile(` +`)
)

// normalizedReport is the report of the run under dir in the form the
// goldens keep: call paths by name, all of them, with every time and
// percentage replaced by # and the columns one blank apart, and without the parts whose presence depends
// on the times (the imbalanced paths and the findings, which
// TestProfileAnswers checks).
func normalizedReport(t *testing.T, dir string) string {
	t.Helper()
	p, err := report.Read(outputDir(t, dir))
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := p.WriteText(&b, report.Options{Sort: "name", All: true, Top: 100}); err != nil {
		t.Fatal(err)
	}
	text := b.String()
	for _, cut := range []string{"\nImbalanced call paths", "\nFindings"} {
		if i := strings.Index(text, cut); i >= 0 {
			text = text[:i+1]
		}
	}
	// one blank between columns: the width of a number varies
	return reportBlanks.ReplaceAllString(reportNumbers.ReplaceAllString(text, "#"), " ")
}

// TestReportGoldens: the report of jacobi (the corpus's C and Fortran
// programs, 2 threads) and of the bundled example (C and Fortran, 1
// thread: its tasks then run where they are created, the same way every
// time), as goldens after normalizing the times.
func TestReportGoldens(t *testing.T) {
	corpus := testlib.Corpus(t)
	example := filepath.Join(testlib.RepoRoot(), "testdata", "example")
	for _, c := range []struct {
		name, srcDir string
		sources      []string
		threads      string
		link         []string
	}{
		{"jacobi_c", filepath.Join(corpus, "jacobi", "C"), []string{"jacobi.c", "main.c"}, "2", nil},
		{"jacobi_f", filepath.Join(corpus, "jacobi", "F"), []string{"VariableDef.f90", "jacobi.F90", "main.F90"}, "2", []string{"-lgfortran"}},
		{"example_c", example, []string{"example.c"}, "1", nil},
		{"example_f", example, []string{"example.f90"}, "1", []string{"-lgfortran"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir, prog := sharedProgram(t, c.srcDir, c.sources, c.link...)
			out := t.TempDir()
			testlib.Run(t, dir, []string{"OMP_NUM_THREADS=" + c.threads, "POMP2_QUIET=1", "POMP2_OUTPUT_DIR=" + out}, prog)
			golden(t, "report_"+c.name+".golden", normalizedReport(t, out))
		})
	}
}
