// Package report is the profile of a run as people and tools read it: the
// call-path tree with per-thread values that libpomp2 writes as
// profile.json, the terminal report (profile.txt) and the folded stacks
// (profile.folded) made from it, and what `opari2 report` does with one
// or several of them (aggregate ranks, compare two runs). It knows
// nothing of events: pomp2.Profile builds the tree in the drain.
package report

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"sort"
	"strconv"
	"strings"
)

// Schema and Version name the format of profile.json (docs/pomp2.md).
// Version 2 lays tasks out under TASKS (TasksRegion); version 1 had each
// task's tree where it ran, inside the tasks it ran in.
const (
	Schema  = "opari2-profile"
	Version = 2
)

// Profile is one run's profile (or several runs aggregated).
type Profile struct {
	Schema  string `json:"schema"`
	Version int    `json:"version"`
	Program string `json:"program"`
	// Host and Rank say where the run ran: the machine's name and its
	// MPI rank (0 without MPI).
	Host    string   `json:"host,omitempty"`
	Rank    int      `json:"rank,omitempty"`
	Partial *Partial `json:"partial,omitempty"`
	// WallNs is the measured time, from the library's start to the end
	// (finalize, or the stop of a partial run).
	WallNs float64 `json:"wall_ns"`
	Events int64   `json:"events"`
	// OverheadNs estimates the time the recording took from the
	// program's threads: events times the cost of one record.
	OverheadNs float64  `json:"overhead_ns"`
	Threads    []Thread `json:"threads"`
	Root       *Node    `json:"tree"`
	// Runs is the number of runs aggregated (1 for a run's own profile),
	// and RunRanks their ranks (Thread.Run indexes it).
	Runs     int   `json:"runs"`
	RunRanks []int `json:"run_ranks,omitempty"`
}

// Partial says that a run was stopped before its end.
type Partial struct {
	Signal string  `json:"signal"`  // "SIGTERM"
	TimeNs float64 `json:"time_ns"` // when it stopped, as in WallNs
}

// Thread is one recording thread of the run.
type Thread struct {
	Index     int     `json:"index"`      // the index of Stat.Thread
	Run       int     `json:"run"`        // the run (rank) it belongs to, when aggregated
	OMPThread int     `json:"omp_thread"` // omp_get_thread_num() of its first event
	WallNs    float64 `json:"wall_ns"`    // the wall time of its run
	ActiveNs  float64 `json:"active_ns"`  // time inside its outermost regions
	IdleNs    float64 `json:"idle_ns"`    // a team thread's time outside parallel regions
}

// Tasks are laid out as Score-P lays them out: what a task did is under
// the artificial node TASKS (region TasksRegion, activity TasksActivity),
// one subtree per task region for all its executions; where it ran, a
// leaf of activity "task run" ("untied task run") holds its time, all of
// it inclusive and none exclusive. A task's time leaves out the tasks
// that ran inside it, which have leaves of their own beside it.
const (
	TasksRegion   = "TASKS"
	TasksActivity = "tasks"
	TasksNote     = "what the tasks did; each task's time is also in its leaf where it ran"
)

// IsTaskRun says whether activity is a task's leaf where it ran.
func IsTaskRun(activity string) bool { return activity == "task run" || activity == "untied task run" }

// inRegionSums says whether n's values count in the sums per region (top
// regions, diffs): not a task run's leaf, nor TASKS, whose time is the
// task regions'.
func inRegionSums(n *Node) bool { return !IsTaskRun(n.Activity) && n.Activity != TasksActivity }

// Node is a call path: the path of its parent, then one region's
// activity. The root (the program) has no region.
type Node struct {
	Region   string `json:"region,omitempty"`   // "for @ lu.c:223-240"
	Type     string `json:"type,omitempty"`     // CTC region type: "for", "parallel", "user"
	Activity string `json:"activity,omitempty"` // "for", "implicit barrier", "fork/join"
	// File, Line and EndLine locate the region in the source (the file as
	// the compiler was given it); absent for a lock wait and in profiles
	// written before they were added.
	File     string  `json:"file,omitempty"`
	Line     int     `json:"line,omitempty"`
	EndLine  int     `json:"end_line,omitempty"`
	Stats    []Stat  `json:"threads"` // one per thread that ran it, by thread
	Children []*Node `json:"children,omitempty"`
	// Note explains an unusual place in the tree.
	Note string `json:"note,omitempty"`
}

// Stat is what one thread spent in a call path.
type Stat struct {
	Thread int     `json:"thread"`
	Visits int64   `json:"visits"`
	InclNs float64 `json:"inclusive_ns"`
	ExclNs float64 `json:"exclusive_ns"`
	MinNs  float64 `json:"min_ns"` // shortest visit
	MaxNs  float64 `json:"max_ns"` // longest visit
}

// Name is how the report names a node: the region, and the activity
// where it is not the region's own kind ("for @ a.c:3-9 [implicit
// barrier]").
func (n *Node) Name() string {
	if n.Region == "" {
		return "program"
	}
	if n.Activity == "" || n.Activity == n.Type || strings.HasPrefix(n.Region, n.Activity+" ") {
		return n.Region
	}
	return n.Region + " [" + n.Activity + "]"
}

// Summary is a node's values across threads.
type Summary struct {
	Threads            int
	Visits             int64
	Incl, Excl         float64 // sums
	MeanIncl, MaxIncl  float64
	MinIncl            float64
	Imbalance          float64 // (max - mean) / max of the inclusive time, 0 for one thread
	MinVisit, MaxVisit float64
}

// Sum summarizes the node over the threads that keep(thread) accepts
// (nil: all).
func (n *Node) Sum(keep func(int) bool) Summary {
	s := Summary{MinIncl: math.Inf(1), MinVisit: math.Inf(1)}
	for _, st := range n.Stats {
		if keep != nil && !keep(st.Thread) {
			continue
		}
		s.Threads++
		s.Visits += st.Visits
		s.Incl += st.InclNs
		s.Excl += st.ExclNs
		s.MaxIncl = math.Max(s.MaxIncl, st.InclNs)
		s.MinIncl = math.Min(s.MinIncl, st.InclNs)
		s.MinVisit = math.Min(s.MinVisit, st.MinNs)
		s.MaxVisit = math.Max(s.MaxVisit, st.MaxNs)
	}
	if s.Threads == 0 {
		s.MinIncl, s.MinVisit = 0, 0
		return s
	}
	s.MeanIncl = s.Incl / float64(s.Threads)
	if s.Threads > 1 && s.MaxIncl > 0 {
		s.Imbalance = (s.MaxIncl - s.MeanIncl) / s.MaxIncl
	}
	return s
}

// Walk calls f for every node below n (not n itself), parents first,
// with the path of ancestors from the root's first child.
func (n *Node) Walk(f func(path []*Node, node *Node)) {
	var rec func(path []*Node, node *Node)
	rec = func(path []*Node, node *Node) {
		for _, c := range node.Children {
			p := append(path, c)
			f(p, c)
			rec(p, c)
		}
	}
	rec(nil, n)
}

// Child returns n's child with that region and activity, made if missing.
func (n *Node) Child(region, typ, activity string) *Node {
	for _, c := range n.Children {
		if c.Region == region && c.Activity == activity {
			return c
		}
	}
	c := &Node{Region: region, Type: typ, Activity: activity}
	n.Children = append(n.Children, c)
	return c
}

// Add merges the visits of st (of the same thread and path) into s.
func (s *Stat) Add(st Stat) {
	if st.Visits > 0 && (s.Visits == 0 || st.MinNs < s.MinNs) {
		s.MinNs = st.MinNs
	}
	s.MaxNs = math.Max(s.MaxNs, st.MaxNs)
	s.Visits += st.Visits
	s.InclNs += st.InclNs
	s.ExclNs += st.ExclNs
}

// AddStat merges st into the node's value for st.Thread.
func (n *Node) AddStat(st Stat) {
	i := sort.Search(len(n.Stats), func(i int) bool { return n.Stats[i].Thread >= st.Thread })
	if i < len(n.Stats) && n.Stats[i].Thread == st.Thread {
		n.Stats[i].Add(st)
		return
	}
	n.Stats = append(n.Stats, Stat{})
	copy(n.Stats[i+1:], n.Stats[i:])
	n.Stats[i] = st
}

// Sort orders every node's children by inclusive time summed over
// threads, longest first, then by name: the order of every output.
func (n *Node) Sort() {
	sort.SliceStable(n.Children, func(i, j int) bool {
		a, b := n.Children[i].Sum(nil).Incl, n.Children[j].Sum(nil).Incl
		if a != b {
			return a > b
		}
		return n.Children[i].Name() < n.Children[j].Name()
	})
	for _, c := range n.Children {
		c.Sort()
	}
}

// WriteJSON writes the profile as profile.json.
func (p *Profile) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", " ")
	return enc.Encode(p)
}

// RankOfDir is the MPI rank in a run directory's name
// (pomp2-<program>-<pid>-rank<N>, or a profile.json in one).
func RankOfDir(path string) (int, bool) {
	path = strings.TrimSuffix(strings.TrimSuffix(path, "/"), "/profile.json")
	base := path[strings.LastIndexByte(path, '/')+1:]
	i := strings.LastIndex(base, "-rank")
	if i < 0 {
		return 0, false
	}
	digits := base[i+len("-rank"):]
	if j := strings.IndexByte(digits, '.'); j >= 0 {
		digits = digits[:j] // pomp2-a-1-rank3.1: a second run in one place
	}
	r, err := strconv.Atoi(digits)
	return r, err == nil
}

// Read reads a profile.json, or the profile.json of a run directory.
func Read(path string) (*Profile, error) {
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		path += "/profile.json"
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var p Profile
	if err := json.Unmarshal(b, &p); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if p.Schema != Schema {
		return nil, fmt.Errorf("%s: not an opari2 profile (schema %q)", path, p.Schema)
	}
	if p.Version > Version {
		return nil, fmt.Errorf("%s: profile version %d is newer than this opari2 reads (%d)", path, p.Version, Version)
	}
	if p.Root == nil {
		p.Root = &Node{}
	}
	return &p, nil
}

// Row is the flat view of a profile: one region's activity on one thread,
// summed over the call paths it appears in.
type Row struct {
	Region, Activity string
	Thread           int
	Visits           int64
	InclNs, ExclNs   float64
}

// Rows returns the flat view, longest inclusive time first.
func (p *Profile) Rows() []Row {
	type key struct {
		region, activity string
		thread           int
	}
	sums := map[key]*Row{}
	var keys []key
	p.Root.Walk(func(_ []*Node, n *Node) {
		for _, st := range n.Stats {
			k := key{n.Region, n.Activity, st.Thread}
			r := sums[k]
			if r == nil {
				r = &Row{Region: n.Region, Activity: n.Activity, Thread: st.Thread}
				sums[k] = r
				keys = append(keys, k)
			}
			r.Visits += st.Visits
			r.InclNs += st.InclNs
			r.ExclNs += st.ExclNs
		}
	})
	rows := make([]Row, len(keys))
	for i, k := range keys {
		rows[i] = *sums[k]
	}
	sort.SliceStable(rows, func(i, j int) bool {
		if rows[i].InclNs != rows[j].InclNs {
			return rows[i].InclNs > rows[j].InclNs
		}
		if rows[i].Region != rows[j].Region {
			return rows[i].Region < rows[j].Region
		}
		if rows[i].Activity != rows[j].Activity {
			return rows[i].Activity < rows[j].Activity
		}
		return rows[i].Thread < rows[j].Thread
	})
	return rows
}
