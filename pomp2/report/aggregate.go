package report

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"sort"
	"strings"
)

// Aggregate merges the profiles of several runs, such as one per MPI
// rank, into one: call paths are merged by their regions and
// activities; each run's threads stay threads of their own (run r's
// thread t is "r<r>.<t>" in the report), so the imbalance covers all of
// them; events and overhead add up; the wall time is the longest run's.
func Aggregate(ps []*Profile) *Profile {
	var a Aggregator
	for _, p := range ps {
		a.Add(p)
	}
	return a.Profile()
}

// Aggregator merges runs one at a time (Aggregate), so that a reader of
// many runs keeps only the merged profile and the run being added.
type Aggregator struct {
	first *Profile // the only run so far, kept as it is
	out   *Profile
	next  int // the next thread index
	runs  int
}

// Add merges run p; p may change (its threads are renumbered).
func (a *Aggregator) Add(p *Profile) {
	a.runs++
	if a.runs == 1 {
		a.first = p
		return
	}
	if a.out == nil {
		a.out = &Profile{Schema: Schema, Version: Version, Root: &Node{}}
		first := a.first
		a.first = nil
		a.add(first, 0)
	}
	a.add(p, a.runs-1)
}

func (a *Aggregator) add(p *Profile, r int) {
	out := a.out
	if r == 0 {
		out.Program = p.Program
	} else if p.Program != out.Program && !strings.Contains(", "+out.Program+", ", ", "+p.Program+", ") {
		out.Program += ", " + p.Program
	}
	if out.Partial == nil && p.Partial != nil {
		out.Partial = p.Partial
	}
	out.WallNs = math.Max(out.WallNs, p.WallNs)
	out.Events += p.Events
	out.OverheadNs += p.OverheadNs
	out.Runs += max(p.Runs, 1)
	out.RunRanks = append(out.RunRanks, p.Rank)
	index := map[int]int{}
	for _, t := range p.Threads {
		index[t.Index] = a.next
		t.Index = a.next
		t.Run = r
		if t.WallNs == 0 {
			t.WallNs = p.WallNs
		}
		out.Threads = append(out.Threads, t)
		a.next++
	}
	merge(out.Root, p.Root, index)
}

// Profile is the merged profile (the run itself if there was one).
func (a *Aggregator) Profile() *Profile {
	if a.out == nil {
		return a.first
	}
	a.out.Root.Sort()
	return a.out
}

// merge adds the values of from's subtree to into's, renumbering threads.
func merge(into, from *Node, index map[int]int) {
	for _, st := range from.Stats {
		st.Thread = index[st.Thread]
		into.AddStat(st)
	}
	for _, c := range from.Children {
		m := into.Child(c.Region, c.Type, c.Activity)
		if m.Note == "" {
			m.Note = c.Note
		}
		merge(m, c, index)
	}
}

// WriteDiff compares two profiles region by region: the exclusive and
// inclusive time of each region's activity, summed over threads and call
// paths, in a and in b, and the change, largest change first.
func WriteDiff(w io.Writer, a, b *Profile, top int) error {
	bw := bufio.NewWriter(w)
	type pair struct {
		name             string
		exclA, exclB     float64
		inclA, inclB     float64
		visitsA, visitsB int64
	}
	rows := map[string]*pair{}
	collect := func(p *Profile, second bool) {
		p.Root.Walk(func(_ []*Node, n *Node) {
			if !inRegionSums(n) {
				return
			}
			s := n.Sum(nil)
			r := rows[n.Name()]
			if r == nil {
				r = &pair{name: n.Name()}
				rows[n.Name()] = r
			}
			if second {
				r.exclB += s.Excl
				r.inclB += s.Incl
				r.visitsB += s.Visits
			} else {
				r.exclA += s.Excl
				r.inclA += s.Incl
				r.visitsA += s.Visits
			}
		})
	}
	collect(a, false)
	collect(b, true)
	list := make([]*pair, 0, len(rows))
	for _, r := range rows {
		list = append(list, r)
	}
	sort.Slice(list, func(i, j int) bool {
		di, dj := math.Abs(list[i].exclB-list[i].exclA), math.Abs(list[j].exclB-list[j].exclA)
		if di != dj {
			return di > dj
		}
		return list[i].name < list[j].name
	})
	u := unitFor(math.Max(a.WallNs, b.WallNs))
	fmt.Fprintf(bw, "opari2 profile diff: A = %s, B = %s\n", a.Program, b.Program)
	fmt.Fprintf(bw, "  wall time A %s, B %s (%s); threads A %d, B %d\n\n", formatDuration(a.WallNs), formatDuration(b.WallNs), change(a.WallNs, b.WallNs), len(a.Threads), len(b.Threads))
	fmt.Fprintf(bw, "  %12s %12s %12s %8s %10s %10s  %s\n", "excl A ("+u.name+")", "excl B", "B - A", "B / A", "visits A", "visits B", "region [activity]")
	if top <= 0 {
		top = 25
	}
	for i, r := range list {
		if i == top {
			fmt.Fprintf(bw, "  ... %d more (--top N)\n", len(list)-top)
			break
		}
		fmt.Fprintf(bw, "  %12.3f %12.3f %+12.3f %8s %10d %10d  %s\n", r.exclA/u.ns, r.exclB/u.ns, (r.exclB-r.exclA)/u.ns, ratio(r.exclA, r.exclB), r.visitsA, r.visitsB, r.name)
	}
	return bw.Flush()
}

func ratio(a, b float64) string {
	if a <= 0 {
		if b <= 0 {
			return "-"
		}
		return "new"
	}
	if b <= 0 {
		return "gone"
	}
	return fmt.Sprintf("%.2fx", b/a)
}

func change(a, b float64) string {
	if a <= 0 {
		return "-"
	}
	return fmt.Sprintf("%+.1f%%", 100*(b-a)/a)
}
