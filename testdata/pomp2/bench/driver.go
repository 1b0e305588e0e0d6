//go:build ignore

// Driver of the POMP2 cost microbenchmark (make bench-pomp2): runs every
// variant once per round, interleaved, and summarizes the rounds.
//
//	go run driver.go -reps N -rounds R name=command ...
//
// The machine is shared: other people's builds take its cores at any
// time. So each run starts once the CPUs were idle for a second, the CPU
// time that other processes used during the run is measured (all busy
// time in /proc/stat minus the run's own), and a run that others
// disturbed by more than 5% of the machine is repeated (at most -tries
// times; the least disturbed run counts then).
//
// Every command prints, for each of its tests, "NAME MED UNIT min MIN"
// (bench.c: "critical MED ns/iter min MIN  for ...", 4 events per thread
// and iteration; epcc.c: a line "barrier MED us min MIN" per construct):
// the median and the minimum over its blocks. The summary gives per
// variant and test the median over the rounds of the medians and the
// minimum of the minimums, then the cost above plain (per event with
// -per-event N, else per construct instance) and its ratios to the
// minimal adapters' cost. With -callbacks "tool=base,...", also the cost
// of an OMPT callback: (tool - base) / callbacks per iteration (bench.c's
// critical 3: mutex acquire, acquired, released; for 6: work, sync region
// and its wait, begin and end), with the ratio to the first pair's.
//
// With -callgrind, nothing is timed: each variant runs each test of
// epcc.c under `valgrind --tool=callgrind` at REPS and 4 REPS, and the
// difference of the instructions counted (every thread of the process:
// the drain's included) over the difference of the instances run is the
// test's instructions per construct instance; the table gives them above
// plain's and as a ratio to the minimal adapter's. Deterministic where
// the times follow the machine's load.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"
)

type variant struct{ name, cmd string }

// result is one run: per test, its median and minimum, in the order
// printed.
type result struct {
	tests     []string
	med, min  map[string]float64
	unit      string
	disturbed float64 // others' share of the machine during the run
}

// testLine matches "NAME MED UNIT min MIN".
var testLine = regexp.MustCompile(`([A-Za-z][\w-]*) ([\d.]+) (ns/iter|us) min ([\d.]+)`)

// add takes the tests of a run's output text into r.
func (r *result) add(text string) {
	for _, m := range testLine.FindAllStringSubmatch(text, -1) {
		r.tests = append(r.tests, m[1])
		r.med[m[1]], _ = strconv.ParseFloat(m[2], 64)
		r.min[m[1]], _ = strconv.ParseFloat(m[4], 64)
		r.unit = m[3]
	}
}

func main() {
	reps := flag.Int("reps", 400000, "REPS argument of the benchmark")
	rounds := flag.Int("rounds", 3, "rounds")
	tries := flag.Int("tries", 3, "runs of a variant per round at most, while others disturb it")
	idleWait := flag.Duration("idle-wait", time.Minute, "longest wait for idle CPUs before a run")
	out := flag.String("out", "results.txt", "raw results")
	perEvent := flag.Int("per-event", 0, "events per test iteration: report the cost per event (0: per iteration)")
	callbacks := flag.String("callbacks", "", "pairs tool=base of variants: the cost per OMPT callback")
	from := flag.String("from", "", "summarize the raw results of an earlier run instead of running")
	callgrind := flag.Bool("callgrind", false, "count instructions per construct instance instead of timing (epcc.c)")
	flag.Parse()
	if *from != "" {
		vs, results, err := readRaw(*from)
		if err != nil {
			fmt.Fprintln(os.Stderr, "driver:", err)
			os.Exit(1)
		}
		st := summarize(vs, results, *perEvent)
		if *callbacks != "" {
			perCallback(st, strings.Split(*callbacks, ","))
		}
		return
	}
	var vs []variant
	for _, a := range flag.Args() {
		name, cmd, ok := strings.Cut(a, "=")
		if !ok {
			fmt.Fprintf(os.Stderr, "driver: %q is not name=command\n", a)
			os.Exit(2)
		}
		vs = append(vs, variant{name, cmd})
	}
	if *callgrind {
		if err := countInstructions(vs, *reps); err != nil {
			fmt.Fprintln(os.Stderr, "driver:", err)
			os.Exit(1)
		}
		return
	}
	raw, err := os.Create(*out)
	if err != nil {
		fmt.Fprintln(os.Stderr, "driver:", err)
		os.Exit(1)
	}
	defer raw.Close()
	results := map[string][]result{}
	repeated := 0
	for r := 1; r <= *rounds; r++ {
		for _, v := range vs {
			var best result
			for try := 1; try <= *tries; try++ {
				waitIdle(*idleWait)
				res, line, err := run(v, *reps)
				if err != nil {
					fmt.Fprintf(os.Stderr, "driver: %s: %v\n", v.name, err)
					os.Exit(1)
				}
				fmt.Fprintf(raw, "round %d try %d disturbed %.3f %s: %s\n", r, try, res.disturbed, v.name, line)
				fmt.Printf("round %2d %-13s %s (others %.0f%%)\n", r, v.name+":", line, 100*res.disturbed)
				if try == 1 || res.disturbed < best.disturbed {
					best = res
				}
				if res.disturbed <= 0.05 {
					break
				}
				repeated++
			}
			results[v.name] = append(results[v.name], best)
		}
	}
	fmt.Printf("\n%d rounds, REPS=%d, %d runs repeated because other processes took more than 5%% of the CPUs\n", *rounds, *reps, repeated)
	st := summarize(vs, results, *perEvent)
	if *callbacks != "" {
		perCallback(st, strings.Split(*callbacks, ","))
	}
}

// rawHeader starts a run's entry in the raw results.
var rawHeader = regexp.MustCompile(`^round (\d+) try \d+ disturbed ([\d.]+) ([^:]+): (.*)$`)

// readRaw reads the raw results a run wrote (-out), keeping per round
// and variant the least disturbed try, as the run itself did.
func readRaw(name string) ([]variant, map[string][]result, error) {
	b, err := os.ReadFile(name)
	if err != nil {
		return nil, nil, err
	}
	var vs []variant
	best := map[string]map[int]result{} // variant, round
	var entry *result
	var round int
	var vname string
	flush := func() {
		if entry == nil {
			return
		}
		if old, ok := best[vname][round]; !ok || entry.disturbed < old.disturbed {
			best[vname][round] = *entry
		}
	}
	for _, line := range strings.Split(string(b), "\n") {
		if m := rawHeader.FindStringSubmatch(line); m != nil {
			flush()
			round, _ = strconv.Atoi(m[1])
			vname = m[3]
			if best[vname] == nil {
				best[vname] = map[int]result{}
				vs = append(vs, variant{name: vname})
			}
			d, _ := strconv.ParseFloat(m[2], 64)
			entry = &result{med: map[string]float64{}, min: map[string]float64{}, disturbed: d}
			line = m[4]
		}
		if entry == nil {
			continue
		}
		entry.add(line)
	}
	flush()
	if len(vs) == 0 {
		return nil, nil, fmt.Errorf("%s: no results", name)
	}
	results := map[string][]result{}
	for _, v := range vs {
		rounds := make([]int, 0, len(best[v.name]))
		for r := range best[v.name] {
			rounds = append(rounds, r)
		}
		sort.Ints(rounds)
		for _, r := range rounds {
			results[v.name] = append(results[v.name], best[v.name][r])
		}
	}
	return vs, results, nil
}

// cpuTicks returns the busy and total ticks of all CPUs (/proc/stat).
func cpuTicks() (busy, total uint64) {
	b, err := os.ReadFile("/proc/stat")
	if err != nil {
		return 0, 0
	}
	line, _, _ := strings.Cut(string(b), "\n")
	for i, f := range strings.Fields(line)[1:] {
		n, _ := strconv.ParseUint(f, 10, 64)
		if i >= 8 { // guest times are counted in user already
			break
		}
		total += n
		if i != 3 && i != 4 { // idle, iowait
			busy += n
		}
	}
	return busy, total
}

// waitIdle waits until the CPUs were at least 90% idle for a second.
func waitIdle(max time.Duration) {
	deadline := time.Now().Add(max)
	for time.Now().Before(deadline) {
		b0, t0 := cpuTicks()
		time.Sleep(time.Second)
		b1, t1 := cpuTicks()
		if t1 == t0 || (b1-b0)*10 <= (t1-t0) {
			return
		}
	}
	fmt.Fprintf(os.Stderr, "driver: the machine stayed busy for %v; measuring anyway\n", max)
}

const userHz = 100 // the unit of /proc/stat and of nothing else here

func run(v variant, reps int) (result, string, error) {
	os.RemoveAll("out")
	os.Mkdir("out", 0o755)
	defer os.RemoveAll("out")
	cmd := exec.Command("sh", "-c", v.cmd+" "+strconv.Itoa(reps))
	cmd.Env = append(os.Environ(), "POMP2_QUIET=1", "POMP2_OUTPUT_DIR=out")
	cmd.Stderr = os.Stderr
	b0, t0 := cpuTicks()
	start := time.Now()
	outb, err := cmd.Output()
	wall := time.Since(start)
	b1, t1 := cpuTicks()
	if err != nil {
		return result{}, "", err
	}
	line := strings.TrimSpace(string(outb))
	res := result{med: map[string]float64{}, min: map[string]float64{}}
	res.add(line)
	if len(res.tests) == 0 {
		return result{}, "", fmt.Errorf("unexpected output %q", line)
	}
	own := 0.0
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		own = time.Duration(ru.Utime.Nano() + ru.Stime.Nano()).Seconds()
	}
	if t1 > t0 {
		others := float64(b1-b0)/userHz - own
		capacity := wall.Seconds() * float64(runtime.NumCPU())
		res.disturbed = max(0, others/capacity)
	}
	return res, line, nil
}

func median(x []float64) float64 {
	s := append([]float64(nil), x...)
	sort.Float64s(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

func minimum(x []float64) float64 {
	m := x[0]
	for _, v := range x {
		m = min(m, v)
	}
	return m
}

// stats is a variant's figure of a test over the rounds.
type stats struct{ med, min float64 }

// callbacksPerIteration are the OMPT callbacks an iteration of bench.c's
// loops delivers per thread.
var callbacksPerIteration = map[string]float64{"critical": 3, "for": 6}

// perCallback prints the cost of one OMPT callback for each pair
// tool=base of variants, and its ratio to the first pair's.
func perCallback(st map[string]map[string]stats, pairs []string) {
	fmt.Printf("\nns per OMPT callback (tool - base) / callbacks: critical 3, for 6; ratio to the first pair\n")
	fmt.Printf("%-28s | %8s %8s %6s | %8s %8s %6s\n", "pair", "crit med", "crit min", "/first", "for med", "for min", "/first")
	var first [4]float64
	for i, p := range pairs {
		tool, base, _ := strings.Cut(p, "=")
		var c [4]float64
		for j, test := range []string{"critical", "for"} {
			t, b, n := st[tool][test], st[base][test], callbacksPerIteration[test]
			c[2*j], c[2*j+1] = (t.med-b.med)/n, (t.min-b.min)/n
		}
		if i == 0 {
			first = c
		}
		fmt.Printf("%-28s | %8.1f %8.1f %6.2f | %8.1f %8.1f %6.2f\n", p, c[0], c[1], c[1]/first[1], c[2], c[3], c[3]/first[3])
	}
}

// summarize prints a table per figure with a row per test and a column
// per variant, and returns the figures.
func summarize(vs []variant, results map[string][]result, perEvent int) map[string]map[string]stats {
	st := map[string]map[string]stats{} // variant, test
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	first := results[vs[0].name][0]
	tests, unit := first.tests, first.unit
	for _, v := range vs {
		st[v.name] = map[string]stats{}
		for _, t := range tests {
			var meds, mins []float64
			for _, r := range results[v.name] {
				meds, mins = append(meds, r.med[t]), append(mins, r.min[t])
			}
			st[v.name][t] = stats{median(meds), minimum(mins)}
		}
	}
	writeTable(w, unit+": median over the rounds of the medians (minimum of the minimums)", tests, names(vs), 21,
		func(v, t string) string {
			s := st[v][t]
			return fmt.Sprintf("%9.4g (%9.4g)", s.med, s.min)
		})
	plain, ok := st["plain"]
	if !ok {
		return st
	}
	per, div := "instance", 1.0
	if perEvent > 0 {
		per, div = "event", float64(perEvent)
	}
	added := func(v, t string, pick func(stats) float64) float64 { return (pick(st[v][t]) - pick(plain[t])) / div }
	ratio := func(e float64, ref, t string, pick func(stats) float64) string {
		if _, ok := st[ref]; !ok {
			return "-"
		}
		d := added(ref, t, pick)
		if d <= 0 {
			return "-"
		}
		return fmt.Sprintf("%.2f", e/d)
	}
	for _, tab := range []struct {
		title string
		pick  func(stats) float64
	}{
		{"medians", func(s stats) float64 { return s.med }},
		{"minimums", func(s stats) float64 { return s.min }},
	} {
		title := fmt.Sprintf("%s per %s above plain (%s), and its ratio to minimal's and to minimal-hp's", unit, per, tab.title)
		writeTable(w, title, tests, names(vs, "plain"), 21, func(v, t string) string {
			e := added(v, t, tab.pick)
			return fmt.Sprintf("%9.4g %5s %5s", e, ratio(e, "minimal", t, tab.pick), ratio(e, "minimal-hp", t, tab.pick))
		})
	}
	pairedRatios(w, vs, results, tests)
	return st
}

// pairedRatios prints, per variant and test, the median over the rounds
// of the round's own ratio (variant - plain) / (minimal - plain), from the
// runs' medians: a load that lasts a round weighs on the variant and on
// its references alike. Rounds where minimal is not above plain count as
// missing.
func pairedRatios(w *bufio.Writer, vs []variant, results map[string][]result, tests []string) {
	plain, minimal := results["plain"], results["minimal"]
	if plain == nil || minimal == nil {
		return
	}
	// ratios are the rounds' ratios of variant v in test t
	ratios := func(v, t string) []float64 {
		var rs []float64
		for r, res := range results[v] {
			if r >= len(plain) || r >= len(minimal) {
				break
			}
			if ref := minimal[r].med[t] - plain[r].med[t]; ref > 0 {
				rs = append(rs, (res.med[t]-plain[r].med[t])/ref)
			}
		}
		return rs
	}
	// paired is the median ratio of variant v in test t and the rounds it
	// counts
	paired := func(v, t string) (float64, int) {
		rs := ratios(v, t)
		if len(rs) == 0 {
			return 0, 0
		}
		return median(rs), len(rs)
	}
	title := "ratio to minimal's cost above plain, per round (medians of the runs), median over the rounds"
	writeTable(w, title, tests, names(vs, "plain", "minimal"), 16, func(v, t string) string {
		m, n := paired(v, t)
		if n == 0 {
			return fmt.Sprintf("%16s", "-")
		}
		return fmt.Sprintf("%9.2f (%4d)", m, n)
	})
	if results["stub"] == nil {
		return
	}
	// A test resolves the adapters' work when the do-nothing stub costs
	// less than the minimal adapter: where the stub's calls cost as much
	// or more, the minimal adapter's own cost is within what the test's
	// layout and the machine move, and a ratio to it says nothing.
	var unresolved []string
	for _, t := range tests {
		if m, n := paired("stub", t); n == 0 || m >= 1 {
			unresolved = append(unresolved, t)
		}
	}
	fmt.Fprintf(w, "\nat most %.1fx the minimal adapter, of the tests that resolve it (the stub below the minimal adapter)\n", aim)
	if len(unresolved) > 0 {
		fmt.Fprintf(w, "not resolved here: %s\n", strings.Join(unresolved, ", "))
	}
	fmt.Fprintf(w, "(above: the median of the rounds' ratios; [first quartile, third]: %.1f is within the rounds' spread)\n", aim)
	for _, v := range names(vs, "plain", "minimal", "minimal-hp", "stub") {
		var above []string
		within := 0
		for _, t := range tests {
			if slices.Contains(unresolved, t) {
				continue
			}
			rs := ratios(v, t)
			if len(rs) == 0 {
				above = append(above, t+" -")
				continue
			}
			m := median(rs)
			if m <= aim {
				within++
				continue
			}
			a := fmt.Sprintf("%s %.2f", t, m)
			if q1, q3 := quartiles(rs); q1 <= aim {
				a += fmt.Sprintf(" [%.2f, %.2f]", q1, q3)
			}
			above = append(above, a)
		}
		fmt.Fprintf(w, "%-16s %2d of %2d within", v, within, len(tests)-len(unresolved))
		if len(above) > 0 {
			fmt.Fprintf(w, "; above: %s", strings.Join(above, ", "))
		}
		fmt.Fprintln(w)
	}
}

// quartiles are the first and third quartiles of x (the medians of its
// lower and upper halves).
func quartiles(x []float64) (q1, q3 float64) {
	s := append([]float64(nil), x...)
	sort.Float64s(s)
	n := len(s)
	return median(s[:(n+1)/2]), median(s[n/2:])
}

// aim is issue 27's: every construct at most this ratio to the minimal
// adapter's cost above plain.
const aim = 1.2

// names are the names of the variants, but skip.
func names(vs []variant, skip ...string) []string {
	var out []string
	for _, v := range vs {
		if !slices.Contains(skip, v.name) {
			out = append(out, v.name)
		}
	}
	return out
}

// writeTable writes a table under its title: a column per variant of
// columns (headed by its name, right-aligned in width), a row per test,
// each cell as cell formats it.
func writeTable(w *bufio.Writer, title string, tests, columns []string, width int, cell func(variant, test string) string) {
	fmt.Fprintf(w, "\n%s\n%-18s", title, "test")
	for _, c := range columns {
		fmt.Fprintf(w, " | %*s", width, c)
	}
	fmt.Fprintln(w)
	for _, t := range tests {
		fmt.Fprintf(w, "%-18s", t)
		for _, c := range columns {
			fmt.Fprintf(w, " | %s", cell(c, t))
		}
		fmt.Fprintln(w)
	}
}

// countInstructions prints the instructions per construct instance of
// every variant and test above plain's (-callgrind).
func countInstructions(vs []variant, reps int) error {
	tests, err := epccTests(vs[0], reps)
	if err != nil {
		return err
	}
	per := map[string]map[string]float64{} // variant, test
	for _, v := range vs {
		per[v.name] = map[string]float64{}
		for _, t := range tests {
			n1, i1, err := callgrindRun(v, reps, t)
			if err != nil {
				return err
			}
			n2, i2, err := callgrindRun(v, 4*reps, t) // 4x: the trees grow by 255 instances per thread
			if err != nil {
				return err
			}
			if i2 <= i1 {
				return fmt.Errorf("%s %s: %d and %d instances", v.name, t, i1, i2)
			}
			per[v.name][t] = float64(n2-n1) / float64(i2-i1)
			fmt.Fprintf(os.Stderr, "%s %s: %.1f instructions per instance\n", v.name, t, per[v.name][t])
		}
	}
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	title := fmt.Sprintf("instructions per construct instance above plain (all threads, REPS=%d and %d), and the ratio to minimal's", reps, 4*reps)
	writeTable(w, title, tests, names(vs, "plain"), 16, func(v, t string) string {
		e := per[v][t] - per["plain"][t]
		r := "-"
		if m := per["minimal"][t] - per["plain"][t]; m > 0 {
			r = fmt.Sprintf("%.2f", e/m)
		}
		return fmt.Sprintf("%9.1f %6s", e, r)
	})
	return nil
}

// epccTests lists the tests a variant runs.
func epccTests(v variant, reps int) ([]string, error) {
	res, _, err := run(v, reps)
	return res.tests, err
}

var (
	collected = regexp.MustCompile(`Collected : (\d+)`)
	instances = regexp.MustCompile(`instances (\d+)`)
)

// callgrindRun runs test of variant under callgrind: the instructions of
// the whole process and the construct instances it ran. The variant's
// command is environment assignments and the program.
func callgrindRun(v variant, reps int, test string) (instr, inst int64, err error) {
	os.RemoveAll("out")
	os.Mkdir("out", 0o755)
	defer os.RemoveAll("out")
	words := strings.Fields(v.cmd)
	i := 0
	for i < len(words) && strings.Contains(words[i], "=") {
		i++
	}
	if i == len(words) {
		return 0, 0, fmt.Errorf("%s: no program in %q", v.name, v.cmd)
	}
	args := append([]string{"--tool=callgrind", "--callgrind-out-file=/dev/null"}, words[i:]...)
	cmd := exec.Command("valgrind", append(args, strconv.Itoa(reps), test)...)
	// passive waits: a spinning thread's instructions are the scheduler's, not the construct's
	cmd.Env = append(append(os.Environ(), "POMP2_QUIET=1", "POMP2_OUTPUT_DIR=out", "OMP_WAIT_POLICY=passive",
		"GODEBUG=asyncpreemptoff=1"), words[:i]...)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return 0, 0, fmt.Errorf("%s %s: %v\n%s", v.name, test, err, stderr.String())
	}
	c, n := collected.FindStringSubmatch(stderr.String()), instances.FindSubmatch(out)
	if c == nil || n == nil {
		return 0, 0, fmt.Errorf("%s %s: no count in %q / %q", v.name, test, stderr.String(), out)
	}
	instr, _ = strconv.ParseInt(c[1], 10, 64)
	inst, _ = strconv.ParseInt(string(n[1]), 10, 64)
	return instr, inst, nil
}
