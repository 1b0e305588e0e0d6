package pomp2

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"opari2/pomp2/report"
)

// Profile accumulates the call-path profile from the events of each
// recording thread, in that thread's order (threads may interleave): for
// every call path and thread, visits and inclusive and
// exclusive time, made by Measurement in the drain. Not safe for
// concurrent use.
type Profile struct {
	paths   callPaths        // last[0]: the root's memo
	threads []*threadProfile // by recording thread
}

// thread returns the state of a recording thread.
func (p *Profile) thread(i int) *threadProfile {
	for i >= len(p.threads) {
		p.threads = append(p.threads, &threadProfile{})
	}
	return p.threads[i]
}

// AddBatch takes events of recording thread, in order.
func (p *Profile) AddBatch(thread int, evs []Event) {
	t := p.thread(thread)
	for i := range evs {
		t.feed(&p.paths, &evs[i])
	}
}

// A call path is the chain of intervals open on a thread when an interval
// opens: each link a region and an activity (the opening event's kind).
// The paths of all threads are interned in one table, so that a path has
// one id whatever thread runs it and the threads' values of a path can be
// compared (load imbalance).
type pathNode struct {
	parent int32 // -1 for a path of one link
	region uint32
	kind   Kind
}

type callPaths struct {
	nodes []pathNode
	index map[pathNode]int32
	// last[parent+1] is the child path that parent opened last: a loop
	// opens the same child again and again, and the map is not asked
	last  []pathMemo
	tasks int32 // 1 + the TASKS path, 0 until made
}

type pathMemo struct {
	region uint32
	kind   Kind
	id     int32
}

// child is the id of the path parent + (region, kind), made on first use.
func (c *callPaths) child(parent int32, region uint32, kind Kind) int32 {
	if len(c.last) == 0 {
		c.last = make([]pathMemo, 1) // the root's
	}
	if m := &c.last[parent+1]; m.id > 0 && m.region == region && m.kind == kind {
		return m.id - 1
	}
	k := pathNode{parent, region, kind}
	id, ok := c.index[k]
	if !ok {
		if c.index == nil {
			c.index = map[pathNode]int32{}
		}
		id = int32(len(c.nodes))
		c.nodes = append(c.nodes, k)
		c.index[k] = id
		c.last = append(c.last, pathMemo{})
	}
	c.last[parent+1] = pathMemo{region, kind, id + 1}
	return id
}

// pathStat is a path's values on one thread, in ticks.
type pathStat struct {
	visits                       int64
	incl, excl, minIncl, maxIncl uint64
}

func (s *pathStat) add(incl, children uint64) {
	if s.visits == 0 || incl < s.minIncl {
		s.minIncl = incl
	}
	s.maxIncl = max(s.maxIncl, incl)
	s.visits++
	s.incl += incl
	if children < incl {
		s.excl += incl - children
	}
}

// threadProfile is one recording thread's part of the profile.
type threadProfile struct {
	stack stack
	stats []pathStat // by path id
	// outerTask is 1 + the stack index of the outermost task run open on
	// the thread, 0 for none: the tasks that run inside it are suspended
	// from the time of its intervals, and their leaves go where it ran
	outerTask int

	seen      bool
	last      uint64 // the time of its last event
	ompThread uint16 // omp_get_thread_num() of its first event
}

// Tasks are laid out as Score-P lays them out, so that the profile stays
// as large as the program's code, not its recursion (a path per nesting
// of tasks made fib(23) a 352 MiB profile):
//   - what a task did (its creations, taskwaits, the rest of its tree)
//     is under the TASKS path, one subtree per task region for all its
//     executions (tasksPath);
//   - where it ran (the barrier or taskwait of the implicit task that
//     ran it, also when it ran inside another task) a leaf of kind
//     runKind holds its time, all of it inclusive, none exclusive (the
//     TASKS subtree has that);
//   - a task's time leaves out the tasks that ran inside it: they have
//     leaves of their own beside it.
//
// The C profile on the recording threads (libpomp2's profile.h) lays
// tasks out the same way; TestProfileSourcesAgree compares the two.

// isTaskRun says whether an interval of kind open is a task's execution.
func isTaskRun(open Kind) bool { return open == EvTaskBegin || open == EvUntiedBegin }

// runKind is the kind of a task run's leaf where it ran: its closing
// kind, which opens no interval, so that the leaf is a path of its own.
func runKind(open Kind) Kind { return closesOf[open] }

// tasksPath is the TASKS path: region 0, kind EvNone, at the top. Kept
// apart: asked for at each task run, it would take the root's memo from
// the team threads' paths.
func (c *callPaths) tasksPath() int32 {
	if c.tasks == 0 {
		c.tasks = c.child(-1, 0, EvNone) + 1
	}
	return c.tasks - 1
}

func (t *threadProfile) feed(paths *callPaths, e *Event) {
	if !t.seen {
		t.seen, t.ompThread = true, e.Thread
	}
	if e.Time > t.last {
		t.last = e.Time
	}
	depth := len(t.stack)
	if f := t.stack.feed(e); f != nil {
		if isTaskRun(f.open) {
			t.closeTaskRun(f)
		}
		t.stat(f.node).add(f.incl, f.children)
		if t.outerTask > len(t.stack) {
			t.outerTask = 0 // closed, or dropped below a closing interval
		}
		return
	}
	if len(t.stack) <= depth {
		return
	}
	// an interval opened: its path is its parent's and its own link
	n := len(t.stack)
	top := &t.stack[n-1]
	parent := t.nodeAt(n - 2)
	if isTaskRun(top.open) {
		if t.outerTask == 0 {
			t.outerTask = n
		} else {
			parent = t.nodeAt(t.outerTask - 2) // where the outermost task ran
		}
		top.stub = paths.child(parent, top.region, runKind(top.open))
		parent = paths.tasksPath()
	}
	top.node = paths.child(parent, top.region, top.open)
}

// nodeAt is the path of the interval at stack index i, -1 (the root) below
// the stack.
func (t *threadProfile) nodeAt(i int) int32 {
	if i < 0 {
		return -1
	}
	return t.stack[i].node
}

// closeTaskRun accounts for task run f, just closed at stack index
// len(t.stack): its leaf where it ran; inside another task, its time
// moves from the enclosing task's intervals (which the stack gave it) to
// where the outermost one ran.
func (t *threadProfile) closeTaskRun(f *frame) {
	t.stat(f.stub).add(f.incl, f.incl)
	i, outer := len(t.stack), t.outerTask-1
	if outer < 0 || outer >= i {
		return // the outermost task: its parent is where it ran
	}
	t.stack[i-1].children -= f.incl
	for j := outer; j < i; j++ {
		t.stack[j].start += f.incl // suspended while f ran
	}
	if outer > 0 {
		t.stack[outer-1].children += f.incl
	}
}

func (t *threadProfile) stat(node int32) *pathStat {
	if int(node) >= len(t.stats) {
		t.stats = append(t.stats, make([]pathStat, int(node)+1-len(t.stats))...)
	}
	return &t.stats[node]
}

// closedAtEnd is the thread's values with the intervals still open closed
// at its last event, innermost first, by the closing events that would
// have closed them (fed to a copy: the thread stays as it is), so that
// a task run nested in another is accounted for as at its end.
func (t *threadProfile) closedAtEnd(paths *callPaths) []pathStat {
	c := *t
	c.stack, c.stats = slices.Clone(t.stack), slices.Clone(t.stats)
	for n := len(c.stack); n > 0; n = len(c.stack) {
		f := &c.stack[n-1]
		c.feed(paths, &Event{Time: t.last, Kind: closesOf[f.open], Region: f.region})
	}
	return c.stats
}

// RunInfo is what the profile's report says of the run beyond the events.
type RunInfo struct {
	Program     string
	Events      int64
	WallNs      float64 // the measured time: from the start to the end or the stop
	EventCostNs float64 // the estimated cost of recording one event
	Partial     *report.Partial
}

// describe names a region's activity for the profile: the region, or the
// lock API for the lock waits (which have no region).
func describe(r *Region, kind Kind) string {
	if r.ID == 0 || r.Err == "unregistered region" {
		switch kind {
		case EvLockSet:
			return "omp_set_lock"
		case EvNestLockSet:
			return "omp_set_nest_lock"
		}
	}
	return r.Describe()
}

// Report builds the call-path tree of the run (report.Profile, written as
// profile.json, profile.txt and profile.folded).
//
// A thread of a team has, as its outermost interval, the parallel region
// it runs (its implicit task); the primary thread runs it inside the
// fork/join interval of the path where it forked. Each team thread's
// paths are put under that fork path, so that every thread of the team
// has the same path for the same work and the threads' values compare.
// When a parallel region was forked from several call paths the team
// threads cannot tell which, and their paths stay at the top of the tree
// with a note. What tasks did is under TASKS, their runs are leaves where
// they ran (the barrier or taskwait that ran them), their creation where
// it happened (threadProfile says how).
//
// Intervals still open at the end (a run stopped by a signal, exit()
// inside a parallel region) count as visits up to the thread's last event.
func (p *Profile) Report(reg *Registry, clock Clock, run RunInfo) *report.Profile {
	ns := clock.NsPerTick()
	out := &report.Profile{Schema: report.Schema, Version: report.Version, Program: run.Program, Partial: run.Partial,
		WallNs: run.WallNs, Events: run.Events, OverheadNs: float64(run.Events) * run.EventCostNs, Root: &report.Node{}, Runs: 1}

	// the threads' values, with the intervals still open closed at their
	// thread's last event
	stats := make([][]pathStat, len(p.threads))
	for i, t := range p.threads {
		stats[i] = t.closedAtEnd(&p.paths)
	}

	res := resolver{paths: &p.paths, reg: reg, done: map[int32][]pathNode{}, notes: map[int32]string{}}
	res.findForks()
	// a path's place in the tree is the same for every thread: found once
	nodeOf := make([]*report.Node, len(p.paths.nodes))
	for thread, ts := range stats {
		if !p.threads[thread].seen {
			continue
		}
		th := report.Thread{Index: thread, OMPThread: int(p.threads[thread].ompThread), WallNs: run.WallNs}
		team := true
		for node := range ts {
			s := &ts[node]
			if s.visits == 0 {
				continue
			}
			n := nodeOf[node]
			if n == nil {
				n = out.Root
				note := res.notes[res.rootOf(int32(node))]
				for i, link := range res.resolve(int32(node)) {
					if link.kind == EvNone {
						n = n.Child(report.TasksRegion, "", report.TasksActivity)
						n.Note = report.TasksNote
						continue
					}
					r := reg.Get(link.region)
					n = n.Child(describe(r, link.kind), r.TypeName(), activity[link.kind])
					if n.File == "" {
						if file, line, end, ok := r.Source(); ok {
							n.File, n.Line, n.EndLine = file, line, end
						}
					}
					if i == 0 && note != "" {
						n.Note = note
					}
				}
				nodeOf[node] = n
			}
			n.AddStat(report.Stat{Thread: thread, Visits: s.visits, InclNs: float64(s.incl) * ns, ExclNs: float64(s.excl) * ns,
				MinNs: float64(s.minIncl) * ns, MaxNs: float64(s.maxIncl) * ns})
			if p.paths.nodes[node].parent < 0 {
				th.ActiveNs += float64(s.incl) * ns
				if p.paths.nodes[node].kind != EvParallelBegin {
					team = false
				}
			}
		}
		if team {
			th.IdleNs = math.Max(0, run.WallNs-th.ActiveNs)
		}
		out.Threads = append(out.Threads, th)
	}
	// TASKS holds, per thread, the time of the task runs below it (and no
	// visits), as Score-P's does
	for _, c := range out.Root.Children {
		if c.Activity == report.TasksActivity {
			for _, k := range c.Children {
				for _, st := range k.Stats {
					c.AddStat(report.Stat{Thread: st.Thread, InclNs: st.InclNs})
				}
			}
		}
	}
	out.Root.Sort()
	return out
}

// resolver gives each path its place in the report's tree: the paths of
// team threads go under the fork path of their parallel region.
type resolver struct {
	paths *callPaths
	reg   *Registry
	forks map[uint32][]int32 // fork/join paths by parallel region
	done  map[int32][]pathNode
	busy  map[uint32]bool  // parallel regions whose fork paths are being resolved
	notes map[int32]string // for paths whose fork path is unknown
}

func (r *resolver) findForks() {
	r.forks = map[uint32][]int32{}
	r.busy = map[uint32]bool{}
	for id, n := range r.paths.nodes {
		if n.kind == EvFork {
			r.forks[n.region] = append(r.forks[n.region], int32(id))
		}
	}
}

// resolve returns the links of path id from the top of the report's tree.
func (r *resolver) resolve(id int32) []pathNode {
	if links, ok := r.done[id]; ok {
		return links
	}
	var raw []pathNode
	for n := id; n >= 0; n = r.paths.nodes[n].parent {
		raw = append(raw, r.paths.nodes[n])
	}
	for i, j := 0, len(raw)-1; i < j; i, j = i+1, j-1 {
		raw[i], raw[j] = raw[j], raw[i]
	}
	links := raw
	top := raw[0]
	if top.kind == EvParallelBegin && !r.busy[top.region] {
		r.busy[top.region] = true
		// the distinct places of the region's fork
		var prefix []pathNode
		places := map[string]bool{}
		for _, f := range r.forks[top.region] {
			fl := r.resolve(f)
			if key := linksKey(fl); !places[key] {
				places[key] = true
				prefix = fl
			}
		}
		delete(r.busy, top.region)
		switch len(places) {
		case 1:
			links = append(append([]pathNode(nil), prefix...), raw...)
		case 0:
		default:
			r.notes[r.rootOf(id)] = "forked from " + strconv.Itoa(len(places)) + " call paths: team threads shown apart"
		}
	}
	r.done[id] = links
	return links
}

func (r *resolver) rootOf(id int32) int32 {
	for r.paths.nodes[id].parent >= 0 {
		id = r.paths.nodes[id].parent
	}
	return id
}

func linksKey(links []pathNode) string {
	var b strings.Builder
	for _, l := range links {
		b.WriteString(strconv.FormatUint(uint64(l.region), 10))
		b.WriteByte('.')
		b.WriteString(strconv.Itoa(int(l.kind)))
		b.WriteByte('/')
	}
	return b.String()
}
