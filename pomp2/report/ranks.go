package report

import (
	"fmt"
	"io"
	"math"
	"sort"
)

// The process dimension of an aggregate of several runs (MPI ranks):
// what each rank's threads spend in OpenMP regions, working and waiting,
// and how unequal the ranks' work is. Another rank's late arrival is not
// measured (it waits in MPI, outside every region): the rank with the
// most work is the late one.

// waits are the activities whose exclusive time is a wait: in a barrier
// or taskwait (tasks run there are work), to enter a critical or ordered
// region, for a lock.
var waits = map[string]bool{"implicit barrier": true, "barrier": true, "taskwait": true,
	"critical (enter/exit)": true, "ordered (enter/exit)": true, "lock wait": true, "nest lock wait": true}

// RankSummary is one run's part of an aggregate.
type RankSummary struct {
	Run, Rank, Threads int
	WallNs             float64 // the run's wall time
	WorkNs, WaitNs     float64 // its threads' time in regions, summed: waits, and the rest
}

// Ranks summarizes each run of an aggregate (threads kept by keep),
// in the order of the runs.
func (p *Profile) Ranks(keep func(int) bool) []RankSummary {
	runOf := map[int]int{}
	var out []RankSummary
	for _, t := range p.keptThreads(keep) {
		for len(out) <= t.Run {
			r := len(out)
			rank := r
			if r < len(p.RunRanks) {
				rank = p.RunRanks[r]
			}
			out = append(out, RankSummary{Run: r, Rank: rank})
		}
		s := &out[t.Run]
		s.Threads++
		s.WallNs = math.Max(s.WallNs, t.WallNs)
		s.WorkNs += t.ActiveNs
		runOf[t.Index] = t.Run
	}
	p.Root.Walk(func(_ []*Node, n *Node) {
		if !waits[n.Activity] {
			return
		}
		for _, st := range n.Stats {
			if r, ok := runOf[st.Thread]; ok {
				out[r].WaitNs += st.ExclNs
				out[r].WorkNs -= st.ExclNs
			}
		}
	})
	return out
}

// rankImbalance is (max - mean) / max of the ranks' work, and the run
// with the most.
func rankImbalance(rs []RankSummary) (imb float64, late int) {
	sum, mx := 0.0, 0.0
	for i, r := range rs {
		sum += r.WorkNs
		if r.WorkNs > mx {
			mx, late = r.WorkNs, i
		}
	}
	if len(rs) < 2 || mx <= 0 {
		return 0, late
	}
	return (mx - sum/float64(len(rs))) / mx, late
}

// pathRankImbalance is (max - mean) / max over the ranks of a call
// path's inclusive time, summed over each rank's threads (ranks that did
// not run it count 0).
func pathRankImbalance(n *Node, runOf map[int]int, runs int) float64 {
	per := make([]float64, runs)
	for _, st := range n.Stats {
		if r, ok := runOf[st.Thread]; ok {
			per[r] += st.InclNs
		}
	}
	sum, mx := 0.0, 0.0
	for _, v := range per {
		sum += v
		mx = math.Max(mx, v)
	}
	if runs < 2 || mx <= 0 {
		return 0
	}
	return (mx - sum/float64(runs)) / mx
}

// The rank table lists every rank up to maxRankLines; beyond, the
// rankLinesTop ranks with the most work and the rankLinesBottom with the
// least.
const (
	maxRankLines    = 32
	rankLinesTop    = 10
	rankLinesBottom = 5
)

// writeRanks writes the per-rank table of an aggregate's runs (Ranks).
func writeRanks(w io.Writer, u unit, rs []RankSummary) {
	if len(rs) < 2 {
		return
	}
	fmt.Fprintf(w, "Ranks: each run's threads' time in OpenMP regions, summed: work, and waits (barriers, taskwait,\n"+
		"critical, ordered, locks); imbalance = (max - mean) / max of the work over the ranks\n")
	fmt.Fprintf(w, "  %6s %7s %12s %12s %12s\n", "rank", "threads", "work ("+u.name+")", "waits ("+u.name+")", "wall ("+u.name+")")
	line := func(r RankSummary) {
		fmt.Fprintf(w, "  %6d %7d %12.3f %12.3f %12.3f\n", r.Rank, r.Threads, r.WorkNs/u.ns, r.WaitNs/u.ns, r.WallNs/u.ns)
	}
	if len(rs) <= maxRankLines {
		for _, r := range rs {
			line(r)
		}
	} else {
		// many ranks: those with the most work and those with the least
		byWork := append([]RankSummary(nil), rs...)
		sort.SliceStable(byWork, func(i, j int) bool { return byWork[i].WorkNs > byWork[j].WorkNs })
		for _, r := range byWork[:rankLinesTop] {
			line(r)
		}
		fmt.Fprintf(w, "  %6s %d ranks more (by work, most first; the %d with the least below)\n", "...", len(rs)-rankLinesTop-rankLinesBottom, rankLinesBottom)
		for _, r := range byWork[len(byWork)-rankLinesBottom:] {
			line(r)
		}
	}
	imb, late := rankImbalance(rs)
	fmt.Fprintf(w, "  imbalance over ranks %.0f%% (rank %d has the most work)\n\n", 100*imb, rs[late].Rank)
}

// rankFinding names the late rank of the runs rs (Ranks) when the ranks'
// work is unequal.
func (p *Profile) rankFinding(keep func(int) bool, rs []RankSummary, add func(share float64, format string, args ...any)) {
	imb, late := rankImbalance(rs)
	if len(rs) < 2 || imb < findingImbalance {
		return
	}
	mean := 0.0
	for _, r := range rs {
		mean += r.WorkNs
	}
	mean /= float64(len(rs))
	lr := rs[late]
	add(math.Max(findingShare, (lr.WorkNs-mean)/p.threadTime(keep)),
		"rank %d is the late one: its threads work %s in OpenMP regions, %.1fx the ranks' mean of %s (imbalance over ranks %.0f%%); the others wait for it outside the measured regions (in MPI)",
		lr.Rank, formatDuration(lr.WorkNs), lr.WorkNs/mean, formatDuration(mean), 100*imb)
}
