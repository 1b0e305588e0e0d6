package report

import (
	"fmt"
	"math"
	"sort"
)

// Thresholds of the findings: a cost is named when it takes this share
// of the thread time, an imbalance when it is at least this large.
const (
	findingShare     = 0.05
	findingImbalance = 0.20
)

// Finding is one thing the report points out, with its numbers.
type Finding struct {
	Text  string
	Share float64 // of the thread time: the order of the list
}

// work names the activities that end in an implicit barrier: their time
// before it is the work whose imbalance the barrier shows.
var work = map[string]bool{"for": true, "do": true, "sections": true, "single (enter/exit)": true,
	"workshare": true, "parallel": true}

// Findings lists what costs the threads kept (nil: all) most, largest
// share first: waiting in implicit barriers (with the imbalance of the
// work before them), in barriers, to enter critical sections and locks,
// fork/join, task creation, idle team threads, and the measurement.
func (p *Profile) Findings(keep func(int) bool) []Finding {
	return p.findings(keep, p.Ranks(keep))
}

// findings is Findings with the runs' summaries (Ranks) made already.
func (p *Profile) findings(keep func(int) bool, ranks []RankSummary) []Finding {
	total := p.threadTime(keep)
	if total <= 0 {
		return nil
	}
	var out []Finding
	add := func(share float64, format string, args ...any) {
		out = append(out, Finding{Text: fmt.Sprintf(format, args...), Share: share})
	}
	locks := 0.0
	p.Root.Walk(func(path []*Node, n *Node) {
		s := n.Sum(keep)
		if s.Threads == 0 {
			return
		}
		share := s.Incl / total
		var parent *Node
		if len(path) > 1 {
			parent = path[len(path)-2]
		}
		switch n.Activity {
		case "implicit barrier":
			if share < findingShare {
				return
			}
			imb := ""
			if parent != nil && work[parent.Activity] {
				if w := WorkImbalance(parent, n, keep); w > 0 {
					imb = fmt.Sprintf(" (imbalance of the work before it %.0f%%)", 100*w)
				}
			}
			add(share, "%.0f%% of thread time waits in the implicit barrier of %s%s", 100*share, n.Region, imb)
		case "barrier":
			if share >= findingShare {
				add(share, "%.0f%% of thread time waits in %s", 100*share, n.Region)
			}
		case "critical (enter/exit)", "ordered (enter/exit)":
			wait := s.Excl / total
			if wait >= findingShare {
				add(wait, "%.0f%% of thread time waits to enter %s (%s per entry on average)", 100*wait, n.Region, formatDuration(s.Excl/float64(s.Visits)))
			}
		case "lock wait", "nest lock wait":
			locks += s.Incl
		case "fork/join":
			// the primary thread's time outside the team's region: fork and join
			if s.Excl/total >= findingShare/5 || (s.Incl > 0 && s.Excl/s.Incl >= 0.10 && s.Excl/total >= 0.002) {
				add(s.Excl/total, "fork/join of %s costs %.1f%% of thread time (%s per fork, %s, %.0f%% of the region's time)",
					n.Region, 100*s.Excl/total, formatDuration(s.Excl/float64(s.Visits)), plural(s.Visits, "fork"), 100*s.Excl/s.Incl)
			}
		case "task create", "untied task create":
			if share >= findingShare {
				add(share, "%.0f%% of thread time creates tasks at %s (%s per task)", 100*share, n.Region, formatDuration(s.Incl/float64(s.Visits)))
			}
		case "task", "untied task":
			if share >= 2*findingShare && s.Visits > 0 && s.Incl/float64(s.Visits) < 5e3 {
				add(share/10, "tasks of %s run %s on average: small tasks make the creation and scheduling cost count", n.Region, formatDuration(s.Incl/float64(s.Visits)))
			}
		}
	})
	if locks/total >= findingShare {
		add(locks/total, "%.0f%% of thread time waits for OpenMP locks (omp_set_lock, omp_set_nest_lock)", 100*locks/total)
	}
	idle := 0.0
	for _, t := range p.keptThreads(keep) {
		idle += t.IdleNs
	}
	if idle/total >= 2*findingShare {
		add(idle/total, "team threads are idle outside parallel regions for %.0f%% of thread time (the serial parts of the program)", 100*idle/total)
	}
	p.rankFinding(keep, ranks, add)
	if p.OverheadNs/total >= findingShare {
		add(p.OverheadNs/total, "the measurement itself takes about %.0f%% of thread time (%s events): short regions are distorted", 100*p.OverheadNs/total, groupDigits(p.Events))
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Share > out[j].Share })
	if len(out) > 10 {
		out = out[:10]
	}
	return out
}

// WorkImbalance is (max - mean) / max over the threads of a construct's
// time before its implicit barrier.
func WorkImbalance(construct, barrier *Node, keep func(int) bool) float64 {
	wait := map[int]float64{}
	for _, st := range barrier.Stats {
		wait[st.Thread] = st.InclNs
	}
	n, sum, mx := 0, 0.0, 0.0
	for _, st := range construct.Stats {
		if keep != nil && !keep(st.Thread) {
			continue
		}
		w := math.Max(0, st.InclNs-wait[st.Thread])
		n++
		sum += w
		mx = math.Max(mx, w)
	}
	if n < 2 || mx <= 0 {
		return 0
	}
	return (mx - sum/float64(n)) / mx
}

// plural is "1 fork", "2 forks".
func plural(n int64, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}
