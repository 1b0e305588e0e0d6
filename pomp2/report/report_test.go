package report

import (
	"bytes"
	"encoding/json"
	"flag"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"opari2/internal/testlib"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// ms is a Stat of thread th: visits, inclusive and exclusive ms.
func ms(th int, visits int64, incl, excl float64) Stat {
	return Stat{Thread: th, Visits: visits, InclNs: incl * 1e6, ExclNs: excl * 1e6, MinNs: incl * 1e6 / float64(visits), MaxNs: incl * 1e6 / float64(visits)}
}

// sample is a 4-thread run of 100 ms with known answers: a for loop in
// which thread 0 works 40 ms more than the others (who wait 40 ms in the
// implicit barrier), a critical section that each thread holds 10 ms
// (waits of 0, 10, 20 and 30 ms), a lock, tasks (their runs where they
// ran, what they did under TASKS).
func sample() *Profile {
	root := &Node{}
	fork := root.Child("parallel @ a.c:3-20", "parallel", "fork/join")
	fork.AddStat(ms(0, 1, 100, 1))
	par := fork.Child("parallel @ a.c:3-20", "parallel", "parallel")
	loop := par.Child("for @ a.c:5-9", "for", "for")
	bar := loop.Child("for @ a.c:5-9", "for", "implicit barrier")
	crit := par.Child("critical @ a.c:11-12", "critical", "critical (enter/exit)")
	body := crit.Child("critical @ a.c:11-12", "critical", "critical (body)")
	lock := par.Child("omp_set_lock", "unknown", "lock wait")
	run := par.Child("task @ a.c:14-15", "task", "task run")
	tasks := root.Child(TasksRegion, "", TasksActivity)
	task := tasks.Child("task @ a.c:14-15", "task", "task")
	create := par.Child("task @ a.c:14-15", "task", "task create")
	for th := 0; th < 4; th++ {
		wait := 40.0
		if th == 0 {
			wait = 0
		}
		par.AddStat(ms(th, 1, 99, 99-50-(10+float64(10*th))-5-2-1))
		loop.AddStat(ms(th, 1, 50, 50-wait))
		bar.AddStat(ms(th, 1, wait, wait))
		crit.AddStat(ms(th, 1, 10+float64(10*th), float64(10*th)))
		body.AddStat(ms(th, 1, 10, 10))
		lock.AddStat(ms(th, 2, 5, 5))
		run.AddStat(ms(th, 10, 2, 0))
		tasks.AddStat(Stat{Thread: th, InclNs: 2e6})
		task.AddStat(ms(th, 10, 2, 2))
		create.AddStat(ms(th, 10, 1, 1))
	}
	p := &Profile{Schema: Schema, Version: Version, Program: "a.out", WallNs: 100e6, Events: 1234567, OverheadNs: 2e6, Root: root, Runs: 1}
	for th := 0; th < 4; th++ {
		t := Thread{Index: th, OMPThread: th, WallNs: 100e6, ActiveNs: 99e6}
		if th > 0 {
			t.IdleNs = 1e6
		}
		p.Threads = append(p.Threads, t)
	}
	root.Sort()
	return p
}

// TestTextGolden: the report of the sample, byte for byte, in the
// default form and with per-thread detail for two threads.
func TestTextGolden(t *testing.T) {
	for name, o := range map[string]Options{
		"sample.txt":             {},
		"sample-threads-1-2.txt": {PerThread: true, Threads: func(i int) bool { return i == 1 || i == 2 }, Sort: "name"},
	} {
		var b bytes.Buffer
		if err := sample().WriteText(&b, o); err != nil {
			t.Fatal(err)
		}
		testlib.Golden(t, filepath.Join(testlib.RepoRoot(), "testdata", "report", name), b.String(), *update)
	}
}

// TestFindings: the known answers, with their numbers: 30% of the
// thread time (3 x 40 ms of 400 ms) in the implicit barrier, whose work
// before it (50, 10, 10, 10 ms) is imbalanced by (50 - 20) / 50 = 60%;
// 15% waiting to enter
// the critical section (0 + 10 + 20 + 30 ms); 5% in locks.
func TestFindings(t *testing.T) {
	var got []string
	for _, f := range sample().Findings(nil) {
		got = append(got, f.Text)
	}
	want := []string{
		"30% of thread time waits in the implicit barrier of for @ a.c:5-9 (imbalance of the work before it 60%)",
		"15% of thread time waits to enter critical @ a.c:11-12 (15.000 ms per entry on average)",
		"5% of thread time waits for OpenMP locks (omp_set_lock, omp_set_nest_lock)",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("findings (-want +got):\n%s", d)
	}
}

// TestFolded: every line is "frame;frame... count" as flamegraph.pl and
// speedscope read it, one per call path and thread, with the exclusive
// time in microseconds; the stacks are the tree's paths.
func TestFolded(t *testing.T) {
	var b bytes.Buffer
	if err := sample().WriteFolded(&b); err != nil {
		t.Fatal(err)
	}
	stacks := map[string]string{}
	for _, line := range strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n") {
		i := strings.LastIndexByte(line, ' ')
		if i < 0 {
			t.Fatalf("line without a count: %q", line)
		}
		stacks[line[:i]] = line[i+1:]
	}
	for stack, us := range map[string]string{
		"thread 0;parallel @ a.c:3;fork/join":                                                                  "1000",
		"thread 1;parallel @ a.c:3;fork/join;parallel;for @ a.c:5;implicit barrier":                            "40000",
		"thread 0;parallel @ a.c:3;fork/join;parallel;for @ a.c:5":                                             "50000",
		"thread 3;parallel @ a.c:3;fork/join;parallel;critical @ a.c:11;critical (enter/exit)":                 "30000",
		"thread 3;parallel @ a.c:3;fork/join;parallel;critical @ a.c:11;critical (enter/exit);critical (body)": "10000",
		"thread 2;parallel @ a.c:3;fork/join;parallel;omp_set_lock;lock wait":                                  "5000",
	} {
		if stacks[stack] != us {
			t.Errorf("stack %q: %q, want %q", stack, stacks[stack], us)
		}
	}
	if _, ok := stacks["thread 0;parallel @ a.c:3;fork/join;parallel;for @ a.c:5;implicit barrier"]; ok {
		t.Errorf("a line for a path with no exclusive time")
	}
}

// TestAggregateAndDiff: two runs aggregate into one profile whose threads
// are both runs' (r0.*, r1.*) and whose values add up; the diff lists the
// region that changed most first.
func TestAggregateAndDiff(t *testing.T) {
	a, b := sample(), sample()
	b.Root.Walk(func(_ []*Node, n *Node) {
		if n.Activity == "implicit barrier" {
			for i := range n.Stats {
				n.Stats[i].InclNs *= 2
				n.Stats[i].ExclNs *= 2
			}
		}
	})
	agg := Aggregate([]*Profile{sample(), b})
	if len(agg.Threads) != 8 || agg.Runs != 2 || agg.Events != 2*1234567 {
		t.Fatalf("aggregate: %d threads, %d runs, %d events", len(agg.Threads), agg.Runs, agg.Events)
	}
	var barrier *Node
	agg.Root.Walk(func(_ []*Node, n *Node) {
		if n.Activity == "implicit barrier" {
			barrier = n
		}
	})
	if s := barrier.Sum(nil); s.Threads != 8 || s.Incl != 3*40e6+3*80e6 {
		t.Errorf("aggregated barrier: %+v", s)
	}
	if got := agg.threadName(5); got != "r1.1" {
		t.Errorf("thread 5 is %q, want r1.1", got)
	}
	var out bytes.Buffer
	if err := WriteDiff(&out, a, b, 3); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out.String(), "task run") || strings.Contains(out.String(), "TASKS") {
		t.Errorf("diff has rows of the task runs' leaves or of TASKS, whose time is the tasks':\n%s", out.String())
	}
	lines := strings.Split(out.String(), "\n")
	if len(lines) < 5 || !strings.HasSuffix(lines[4], "for @ a.c:5-9 [implicit barrier]") || !strings.Contains(lines[4], "2.00x") {
		t.Errorf("diff:\n%s", out.String())
	}
}

// TestJSONRoundTrip: Read gives back what WriteJSON wrote, and refuses a
// file of another schema or a newer version.
func TestJSONRoundTrip(t *testing.T) {
	dir := t.TempDir()
	var b bytes.Buffer
	if err := sample().WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "profile.json")
	write(t, path, b.String())
	got, err := Read(dir)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(sample(), got); d != "" {
		t.Errorf("round trip (-want +got):\n%s", d)
	}
	for text, msg := range map[string]string{
		`{"schema":"other"}`:                       "not an opari2 profile",
		`{"schema":"opari2-profile","version":99}`: "newer",
		`[1,2`: "profile.json",
	} {
		write(t, path, text)
		if _, err := Read(path); err == nil || !strings.Contains(err.Error(), msg) {
			t.Errorf("%s: %v, want an error with %q", text, err, msg)
		}
	}
}

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestRanks: an aggregate of two MPI ranks (testdata/pomp2/hybrid.c,
// whose rank 1 has twice the work) has per-rank totals: work is the
// threads' time in their outermost regions less their waits; the table,
// the imbalance column over ranks, and the finding that names rank 1.
func TestRanks(t *testing.T) {
	var ps []*Profile
	for _, name := range []string{"hybrid-rank0", "hybrid-rank1"} {
		p, err := Read(filepath.Join(testlib.RepoRoot(), "testdata", "pomp2", "cube", name+".json"))
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	a := Aggregate(ps)
	rs := a.Ranks(nil)
	if len(rs) != 2 {
		t.Fatalf("%d ranks", len(rs))
	}
	for i, p := range ps {
		work, waits := 0.0, 0.0
		for _, th := range p.Threads {
			work += th.ActiveNs
		}
		p.Root.Walk(func(_ []*Node, n *Node) {
			if n.Activity == "implicit barrier" {
				for _, st := range n.Stats {
					waits += st.ExclNs
				}
			}
		})
		want := RankSummary{Run: i, Rank: p.Rank, Threads: len(p.Threads), WallNs: p.WallNs, WorkNs: work - waits, WaitNs: waits}
		if d := cmp.Diff(want, rs[i], cmp.Comparer(func(x, y float64) bool { return math.Abs(x-y) < 1e-6 })); d != "" {
			t.Errorf("rank %d (-want +got):\n%s", i, d)
		}
	}
	if rs[1].WorkNs < 1.5*rs[0].WorkNs {
		t.Errorf("rank 1 works %v, rank 0 %v: not the late one", rs[1].WorkNs, rs[0].WorkNs)
	}
	var b bytes.Buffer
	if err := a.WriteText(&b, Options{}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Ranks: ", "(rank 1 has the most work)", "imbal  ranks  thr", "* rank 1 is the late one: its threads work "} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, b.String())
		}
	}
	// one run: no rank table, no rank column
	b.Reset()
	if err := ps[0].WriteText(&b, Options{}); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(b.String(), "Ranks: ") || strings.Contains(b.String(), " ranks ") {
		t.Errorf("one run's report has the rank view:\n%s", b.String())
	}
}

// TestManyRanks: a report of many runs lists the ranks with the most work
// and those with the least, and says how many it left out; merged a run
// at a time, it is the report of all of them read first.
func TestManyRanks(t *testing.T) {
	base, err := Read(filepath.Join(testlib.RepoRoot(), "testdata", "pomp2", "cube", "hybrid-rank1.json"))
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	base.WriteJSON(&b)
	var ps []*Profile
	var agg Aggregator
	for r := 0; r < 40; r++ {
		for _, into := range []func(*Profile){func(p *Profile) { ps = append(ps, p) }, agg.Add} {
			var p Profile
			if err := json.Unmarshal(b.Bytes(), &p); err != nil {
				t.Fatal(err)
			}
			p.Rank = r
			for i := range p.Threads {
				p.Threads[i].ActiveNs *= 1 + float64(r)/100
			}
			into(&p)
		}
	}
	var all, streamed bytes.Buffer
	Aggregate(ps).WriteText(&all, Options{})
	agg.Profile().WriteText(&streamed, Options{})
	if all.String() != streamed.String() {
		t.Errorf("merged a run at a time, the report differs")
	}
	text := all.String()
	if !strings.Contains(text, "... 25 ranks more (by work, most first; the 5 with the least below)") ||
		!strings.Contains(text, "(rank 39 has the most work)") {
		t.Errorf("the rank table of 40 ranks:\n%s", text[:min(len(text), 2000)])
	}
	if n := strings.Count(text[strings.Index(text, "Ranks:"):strings.Index(text, "imbalance over ranks")], "\n"); n != 2+1+15+1 {
		t.Errorf("%d lines in the rank table", n)
	}
}
