package report

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"
)

// Options choose what the text report shows (`opari2 report` flags; the
// library writes profile.txt with the zero value).
type Options struct {
	Top       int            // rows of the top-regions table (0: 15)
	Sort      string         // top regions by "excl" (default), "incl", "visits" or "name" (also the call tree)
	Threads   func(int) bool // only these threads (nil: all)
	PerThread bool           // a line per thread under every call-tree node
	TreeDepth int            // deepest level of the call tree shown (0: all)
	// All shows every call path; by default paths under 0.5% of the
	// thread time are left out of the tree (and counted)
	All bool
}

// minTreeShare is the share of the thread time below which the call tree
// leaves a path out (unless Options.All).
const minTreeShare = 0.005

// unit picks the time unit of a report from its wall time, so that the
// columns show three significant decimals for runs of any length.
type unit struct {
	name string
	ns   float64
}

func unitFor(wallNs float64) unit {
	switch {
	case wallNs >= 10e9:
		return unit{"s", 1e9}
	case wallNs >= 10e6:
		return unit{"ms", 1e6}
	}
	return unit{"us", 1e3}
}

// WriteText writes the report for a terminal: header, top regions, call
// tree and findings. Columns are fixed; the name comes last, so a long
// region name never moves a column.
func (p *Profile) WriteText(w io.Writer, o Options) error {
	bw := bufio.NewWriter(w)
	u := unitFor(p.WallNs)
	threads := p.keptThreads(o.Threads)
	threadTime := p.threadTime(o.Threads)
	pct := func(ns float64) float64 {
		if threadTime <= 0 {
			return 0
		}
		return 100 * ns / threadTime
	}

	// header
	fmt.Fprintf(bw, "opari2 profile of %s", p.Program)
	if p.Runs > 1 {
		fmt.Fprintf(bw, " (%d runs)", p.Runs)
	}
	fmt.Fprintln(bw)
	if p.Partial != nil {
		fmt.Fprintf(bw, "PARTIAL: the run was stopped by %s after %s; the values cover the run up to then\n", p.Partial.Signal, formatDuration(p.Partial.TimeNs))
	}
	fmt.Fprintf(bw, "  threads %d, wall time %s, %s events, measurement overhead ~%s (%.2f%% of thread time)\n\n",
		len(threads), formatDuration(p.WallNs), groupDigits(p.Events), formatDuration(p.OverheadNs), pct(p.OverheadNs))

	keep := o.Threads
	runs := p.Ranks(keep) // the rank table's and the findings'
	if p.Runs > 1 {
		writeRanks(bw, u, runs)
	}
	// top regions: exclusive time of each region's activity over all paths
	type top struct {
		name       string
		excl, incl float64
		visits     int64
	}
	byName := map[string]*top{}
	p.Root.Walk(func(_ []*Node, n *Node) {
		s := n.Sum(keep)
		if s.Threads == 0 || !inRegionSums(n) {
			return
		}
		t := byName[n.Name()]
		if t == nil {
			t = &top{name: n.Name()}
			byName[n.Name()] = t
		}
		t.excl += s.Excl
		t.incl += s.Incl
		t.visits += s.Visits
	})
	tops := make([]*top, 0, len(byName))
	for _, t := range byName {
		tops = append(tops, t)
	}
	sort.Slice(tops, func(i, j int) bool {
		a, b := tops[i], tops[j]
		switch o.Sort {
		case "incl":
			if a.incl != b.incl {
				return a.incl > b.incl
			}
		case "visits":
			if a.visits != b.visits {
				return a.visits > b.visits
			}
		case "name":
		default:
			if a.excl != b.excl {
				return a.excl > b.excl
			}
		}
		return a.name < b.name
	})
	n := o.Top
	if n <= 0 {
		n = 15
	}
	fmt.Fprintf(bw, "Top regions: exclusive time over all threads and call paths, share of the thread time (%d x %s)\n", len(threads), formatDuration(p.WallNs))
	fmt.Fprintf(bw, "  %7s %12s %12s %10s  %s\n", "time %", "excl ("+u.name+")", "incl ("+u.name+")", "visits", "region [activity]")
	for i, t := range tops {
		if i == n {
			fmt.Fprintf(bw, "  ... %d more (opari2 report --top N)\n", len(tops)-n)
			break
		}
		fmt.Fprintf(bw, "  %6.1f%% %12.3f %12.3f %10d  %s\n", pct(t.excl), t.excl/u.ns, t.incl/u.ns, t.visits, t.name)
	}

	// call tree
	fmt.Fprintf(bw, "\nCall tree: inclusive and exclusive time summed over threads; imbal = (max - mean) / max of the\n"+
		"inclusive time over the threads that ran the path")
	// several ranks: the imbalance of each path over the ranks too
	ranks, runOf := "", map[int]int{}
	if p.Runs > 1 {
		fmt.Fprintf(bw, "; ranks: the same over the ranks' sums")
		ranks = fmt.Sprintf(" %6s", "ranks")
		for _, t := range p.Threads {
			runOf[t.Index] = t.Run
		}
	}
	fmt.Fprintf(bw, "\n  %12s %12s %7s %6s%s %4s %10s  %s\n", "incl ("+u.name+")", "excl ("+u.name+")", "time %", "imbal", ranks, "thr", "visits", "call path")
	rankCol := func(c *Node) string {
		if p.Runs <= 1 {
			return ""
		}
		return fmt.Sprintf(" %5.0f%%", 100*pathRankImbalance(c, runOf, p.Runs))
	}
	hidden := 0
	var tree func(n *Node, depth int)
	tree = func(n *Node, depth int) {
		children := n.Children
		if o.Sort == "name" {
			children = append([]*Node(nil), children...)
			sort.SliceStable(children, func(i, j int) bool { return children[i].Name() < children[j].Name() })
		}
		for _, c := range children {
			s := c.Sum(keep)
			if s.Threads == 0 {
				// a path the kept threads only pass through (the primary
				// thread's fork/join for the others): its line is blank
				if keep != nil && ranBelow(c, keep) {
					fmt.Fprintf(bw, "  %12s %12s %7s %6s%s %4s %10s  %s%s\n", "", "", "", "", strings.Repeat(" ", len(ranks)), "", "", strings.Repeat("  ", depth), c.Name())
					tree(c, depth+1)
				}
				continue
			}
			if !o.All && pct(s.Incl) < 100*minTreeShare {
				hidden += countPaths(c)
				continue
			}
			imb := "     -"
			if s.Threads > 1 {
				imb = fmt.Sprintf("%5.0f%%", 100*s.Imbalance)
			}
			name := c.Name()
			if c.Note != "" {
				name += "  (" + c.Note + ")"
			}
			fmt.Fprintf(bw, "  %12.3f %12.3f %6.1f%% %s%s %4d %10d  %s%s\n", s.Incl/u.ns, s.Excl/u.ns, pct(s.Incl), imb, rankCol(c), s.Threads, s.Visits, strings.Repeat("  ", depth), name)
			if o.PerThread {
				for _, st := range c.Stats {
					if keep != nil && !keep(st.Thread) {
						continue
					}
					fmt.Fprintf(bw, "  %12.3f %12.3f %6.1f%% %6s%s %4s %10d  %s  thread %s\n", st.InclNs/u.ns, st.ExclNs/u.ns, pct(st.InclNs), "", strings.Repeat(" ", len(ranks)), "", st.Visits, strings.Repeat("  ", depth), p.threadName(st.Thread))
				}
			}
			if o.TreeDepth == 0 || depth+1 < o.TreeDepth {
				tree(c, depth+1)
			}
		}
	}
	tree(p.Root, 0)
	if hidden > 0 {
		fmt.Fprintf(bw, "  (%d call paths under %.1f%% of the thread time left out: opari2 report --all)\n", hidden, 100*minTreeShare)
	}

	// per-thread detail where it adds something: the most imbalanced paths
	if !o.PerThread {
		p.writeImbalanced(bw, u, keep)
	}

	fmt.Fprintf(bw, "\nFindings\n")
	fs := p.findings(keep, runs)
	if len(fs) == 0 {
		fmt.Fprintf(bw, "  nothing above the thresholds (%.0f%% of thread time, %.0f%% imbalance)\n", 100*findingShare, 100*findingImbalance)
	}
	for _, f := range fs {
		fmt.Fprintf(bw, "  * %s\n", f.Text)
	}
	return bw.Flush()
}

// writeImbalanced lists the threads' inclusive times of the paths whose
// imbalance is large enough to matter: where per-thread detail adds
// something.
func (p *Profile) writeImbalanced(w io.Writer, u unit, keep func(int) bool) {
	type imb struct {
		n *Node
		s Summary
	}
	var list []imb
	total := p.threadTime(keep)
	p.Root.Walk(func(_ []*Node, n *Node) {
		s := n.Sum(keep)
		if s.Threads > 1 && s.Imbalance >= findingImbalance && total > 0 && s.Incl/total >= findingShare {
			list = append(list, imb{n, s})
		}
	})
	if len(list) == 0 {
		return
	}
	sort.SliceStable(list, func(i, j int) bool { return list[i].s.Incl*list[i].s.Imbalance > list[j].s.Incl*list[j].s.Imbalance })
	if len(list) > 5 {
		list = list[:5]
	}
	fmt.Fprintf(w, "\nImbalanced call paths: inclusive time (%s) per thread\n", u.name)
	for _, e := range list {
		fmt.Fprintf(w, "  %s (imbalance %.0f%%)\n    threads", e.n.Name(), 100*e.s.Imbalance)
		for _, st := range e.n.Stats {
			if keep == nil || keep(st.Thread) {
				fmt.Fprintf(w, "  %s: %.3f", p.threadName(st.Thread), st.InclNs/u.ns)
			}
		}
		fmt.Fprintln(w)
	}
}

// ranBelow reports whether a kept thread ran a path below n.
func ranBelow(n *Node, keep func(int) bool) bool {
	for _, c := range n.Children {
		if c.Sum(keep).Threads > 0 || ranBelow(c, keep) {
			return true
		}
	}
	return false
}

// countPaths is the number of call paths of n's subtree, n included.
func countPaths(n *Node) int {
	c := 1
	for _, ch := range n.Children {
		c += countPaths(ch)
	}
	return c
}

// keptThreads are the threads the report covers.
func (p *Profile) keptThreads(keep func(int) bool) []Thread {
	var out []Thread
	for _, t := range p.Threads {
		if keep == nil || keep(t.Index) {
			out = append(out, t)
		}
	}
	return out
}

// threadTime is the thread time of the threads kept: each thread's run's
// wall time, summed.
func (p *Profile) threadTime(keep func(int) bool) float64 {
	t := 0.0
	for _, th := range p.keptThreads(keep) {
		t += th.WallNs
	}
	return t
}

// threadName is "2", or "r1.2" (run 1, thread 2) in an aggregate.
func (p *Profile) threadName(index int) string {
	for _, t := range p.Threads {
		if t.Index == index {
			if p.Runs > 1 {
				return "r" + strconv.Itoa(t.Run) + "." + strconv.Itoa(t.OMPThread)
			}
			return strconv.Itoa(index)
		}
	}
	return strconv.Itoa(index)
}

// formatDuration prints ns with a unit that suits it: "1.234 s", "12.3 ms".
func formatDuration(ns float64) string {
	switch a := math.Abs(ns); {
	case a >= 1e9:
		return strconv.FormatFloat(ns/1e9, 'f', 3, 64) + " s"
	case a >= 1e6:
		return strconv.FormatFloat(ns/1e6, 'f', 3, 64) + " ms"
	case a >= 1e3:
		return strconv.FormatFloat(ns/1e3, 'f', 3, 64) + " us"
	}
	return strconv.FormatFloat(ns, 'f', 0, 64) + " ns"
}

// groupDigits prints 1234567 as "1,234,567".
func groupDigits(n int64) string {
	s := strconv.FormatInt(n, 10)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 && s[i-1] != '-' {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}
