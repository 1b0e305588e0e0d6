// Package cube writes profiles as Cube 4 experiments (.cubex): the format
// of Score-P's call-path profiles, which the Cube browser and cubelib's
// tools (cube_stat, cube_dump, cube_calltree, cube_merge, cube_diff)
// read. One experiment holds one or several runs (MPI ranks): each run a
// process of the system tree, each of its threads a location.
//
// The call tree is the profile's, with regions named as Score-P names
// them ("!$omp for @a.c:9", "!$omp implicit barrier @a.c:13"): a person
// who knows Score-P's output finds the same tree. The fork/join interval
// a primary thread spends around a team is no region of Score-P's: its
// paths join their parent's (its time is the parent's own). The program
// region is the primary thread's: one visit for the run's wall time, none
// on the other threads (whose time is in their parallel regions), as
// Score-P writes it.
//
// Tasks are laid out as Score-P lays them out, which is the profile's
// own layout (report.TasksRegion): where a task ran (the barrier or
// taskwait of an implicit task that ran it, also when it ran inside
// another task) a leaf of the task's region holds the time the task ran,
// without the tasks that ran inside it (they have leaves of their own
// there); what the task did (its creations, taskwaits, the rest of its
// tree) is under the artificial root TASKS, one subtree per task region
// for all its executions. A leaf's visits are the task's executions
// (Score-P counts each resumption of a task as a visit of its leaf:
// POMP2's profile does not keep when a task resumed). A profile written
// before that layout (a task's tree where it ran) is laid out so here.
//
// The format (cubelib's doc/CubeToolDevelopmentGuide and cubew's
// writer): a tar archive of anchor.xml (metrics, regions, call tree and
// system tree) and, per metric, <id>.index and <id>.data. A data file is
// "CUBEX.DATA" and then a row per call path, a value per location in the
// order of the locations; the rows come in the metric's enumeration of
// the call paths: depth first for an exclusive metric, a node's children
// together before their subtrees for an inclusive one.
package cube

import (
	"archive/tar"
	"bufio"
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"sort"
	"time"

	"opari2/pomp2/report"
	"opari2/pomp2/report/scorep"
)

// run is what the experiment keeps of a run: its place (MPI rank, host),
// its threads and whether it was stopped.
type run struct {
	Rank    int
	Host    string
	Threads int
	Partial *report.Partial
}

// metric is a metric of the experiment as Score-P defines it.
type metric struct {
	uniq, disp, dtype, uom, descr string
	inclusive                     bool // stored as inclusive values (Score-P's time)
	value                         func(v *locValue) float64
}

var metrics = []metric{
	{"visits", "Visits", "UINT64", "occ", "Number of visits", false,
		func(v *locValue) float64 { return float64(v.visits) }},
	{"time", "Time", "DOUBLE", "sec", "Total CPU allocation time", true,
		func(v *locValue) float64 { return v.incl / 1e9 }},
	{"min_time", "Minimum Inclusive Time", "MINDOUBLE", "sec", "Minimum inclusive CPU allocation time", false,
		func(v *locValue) float64 { return v.min / 1e9 }},
	{"max_time", "Maximum Inclusive Time", "MAXDOUBLE", "sec", "Maximum inclusive CPU allocation time", false,
		func(v *locValue) float64 { return v.max / 1e9 }},
}

// region is a region definition of the experiment.
type region struct {
	id             int
	name, mod      string
	paradigm, role string
	begin, end     int
}

// cnode is a call path of the experiment, with its values per location
// in the order of the locations (runs are added in order, a run's
// threads in order at its end).
type cnode struct {
	id       int
	callee   *region
	parent   *cnode
	children []*cnode
	vals     []locValue
	runStart int // where the values of the run being added begin in vals
	run      int // that run (-1: none yet)
}

// locValue is what the metrics take of a path on a location (ns).
type locValue struct {
	loc            int32
	visits         uint64
	incl, min, max float64
}

// add merges a profile path's visits on loc (two paths may meet in one
// cnode: a fork/join interval's paths join their parent's).
func (c *cnode) add(run, loc int, st report.Stat) {
	if c.run != run {
		c.run, c.runStart = run, len(c.vals)
	}
	for i := c.runStart; i < len(c.vals); i++ {
		if v := &c.vals[i]; int(v.loc) == loc {
			if st.Visits > 0 && (v.visits == 0 || st.MinNs < v.min) {
				v.min = st.MinNs
			}
			v.max = math.Max(v.max, st.MaxNs)
			v.visits += uint64(st.Visits)
			v.incl += st.InclNs
			return
		}
	}
	c.vals = append(c.vals, locValue{loc: int32(loc), visits: uint64(st.Visits), incl: st.InclNs, min: st.MinNs, max: st.MaxNs})
}

// endRun puts the run's values in the order of its locations.
func (c *cnode) endRun() {
	seg := c.vals[c.runStart:]
	sort.Slice(seg, func(i, j int) bool { return seg[i].loc < seg[j].loc })
}

// location is a thread of a run.
type location struct {
	name string
	run  int // index in the runs
}

// experiment is the whole of what the archive says.
type experiment struct {
	runs      []run
	regions   []*region
	byKey     map[region]*region
	root      *cnode
	tasks     *cnode   // the TASKS root, made at the first task
	all       []*cnode // in the order made
	cnodes    []*cnode // by id: depth first
	locations []location
}

// Write writes the profiles of one or several runs as one Cube 4
// experiment (the .cubex archive) to w: each run a process, by its rank
// (Profile.Rank; runs that share a rank are numbered in order instead).
func Write(w io.Writer, profiles []*report.Profile) error {
	var b Builder
	for _, p := range profiles {
		b.Add(p)
	}
	return b.Write(w)
}

// Builder makes an experiment a run at a time (Write), so that a writer
// of many runs keeps only the experiment and the run being added.
type Builder struct {
	e    *experiment
	seen map[int]bool
	dup  bool // two runs share a rank
}

// Add adds run p: its threads are locations of a process of their own.
func (b *Builder) Add(p *report.Profile) {
	if b.e == nil {
		program := p.Program
		if program == "" {
			program = "program"
		}
		b.e = &experiment{byKey: map[region]*region{}}
		b.e.root = &cnode{callee: b.e.region(region{name: program, paradigm: "measurement", role: "artificial", begin: -1, end: -1}), run: -1}
		b.e.all = append(b.e.all, b.e.root)
		b.seen = map[int]bool{}
	}
	b.dup = b.dup || b.seen[p.Rank]
	b.seen[p.Rank] = true
	b.e.addRun(p)
}

// Write writes the experiment (nothing added: an error).
func (b *Builder) Write(w io.Writer) error {
	e := b.e
	if e == nil {
		return fmt.Errorf("cube: no run")
	}
	if b.dup {
		for i := range e.runs {
			e.runs[i].Rank = i
		}
	}
	e.number()
	tw := tar.NewWriter(w)
	// a fixed time: the same profile gives the same bytes
	mtime := time.Unix(0, 0)
	put := func(name string, size int64, write func(io.Writer) error) error {
		hdr := &tar.Header{Name: name, Mode: 0o644, Size: size, ModTime: mtime, Format: tar.FormatUSTAR}
		if err := tw.WriteHeader(hdr); err != nil {
			return fmt.Errorf("cube: %s: %w", name, err)
		}
		if err := write(tw); err != nil {
			return fmt.Errorf("cube: %s: %w", name, err)
		}
		return nil
	}
	anchor := e.anchor()
	if err := put("anchor.xml", int64(len(anchor)), func(w io.Writer) error { _, err := w.Write(anchor); return err }); err != nil {
		return err
	}
	index := e.index()
	for id, m := range metrics {
		if err := put(fmt.Sprintf("%d.index", id), int64(len(index)), func(w io.Writer) error { _, err := w.Write(index); return err }); err != nil {
			return err
		}
		size := int64(len("CUBEX.DATA")) + 8*int64(len(e.cnodes))*int64(len(e.locations))
		if err := put(fmt.Sprintf("%d.data", id), size, func(w io.Writer) error { return e.data(w, m) }); err != nil {
			return err
		}
	}
	if err := tw.Close(); err != nil {
		return fmt.Errorf("cube: %w", err)
	}
	return nil
}

// addRun adds a run's locations and call paths.
func (e *experiment) addRun(p *report.Profile) {
	ri := len(e.runs)
	e.runs = append(e.runs, run{Rank: p.Rank, Host: p.Host, Threads: len(p.Threads), Partial: p.Partial})
	first := len(e.locations)
	for _, th := range p.Threads {
		e.locations = append(e.locations, location{name: threadName(p.Threads, th), run: ri})
	}
	locOf := func(thread int) int { return first + thread }
	// the program: the primary thread's, for its whole run
	for _, th := range p.Threads {
		if th.Index == 0 {
			e.root.add(ri, locOf(th.Index), report.Stat{Visits: 1, InclNs: th.WallNs, MinNs: th.WallNs, MaxNs: th.WallNs})
		}
	}
	if p.Root != nil {
		for _, c := range p.Root.Children {
			e.add(ri, place{parent: e.root, stubs: e.root}, c, locOf)
		}
	}
	for _, c := range e.all {
		if c.run == ri {
			c.endRun()
		}
	}
}

// number numbers the call paths depth first (the anchor's ids and the
// exclusive metrics' order).
func (e *experiment) number() {
	e.cnodes = e.cnodes[:0]
	var rec func(c *cnode)
	rec = func(c *cnode) {
		c.id = len(e.cnodes)
		e.cnodes = append(e.cnodes, c)
		for _, k := range c.children {
			rec(k)
		}
	}
	rec(e.root)
}

// place is where a profile node goes: under parent, the task leaves of
// its subtree under stubs (the position of the implicit task that runs
// them); inTask: parent is in the TASKS tree, whose nodes leave out the
// time of the tasks that ran inside them.
type place struct {
	parent, stubs *cnode
	inTask        bool
}

// add puts profile node n (and its subtree) at pl, merging with a call
// path of the same region that the parent has.
func (e *experiment) add(ri int, pl place, n *report.Node, locOf func(int) int) {
	switch {
	case n.Activity == "fork/join":
		// no region of Score-P's: the team's paths are the parent's
		for _, c := range n.Children {
			e.add(ri, pl, c, locOf)
		}
	case n.Activity == report.TasksActivity:
		// what the tasks did, laid out as here: a subtree per task region
		root := e.tasksRoot()
		for _, st := range n.Stats {
			root.add(ri, locOf(st.Thread), st)
		}
		for _, k := range n.Children {
			body := e.child(root, e.region(regionOf(k)))
			for _, st := range k.Stats {
				body.add(ri, locOf(st.Thread), st)
			}
			for _, c := range k.Children {
				e.add(ri, place{parent: body, stubs: body}, c, locOf)
			}
		}
	case report.IsTaskRun(n.Activity):
		c := e.child(pl.parent, e.region(regionOf(n)))
		for _, st := range n.Stats {
			c.add(ri, locOf(st.Thread), st)
		}
	case isTask(n):
		// a profile written before tasks were laid out as Score-P lays
		// them out: a task's tree where it ran, inside the tasks it ran in
		callee := e.region(regionOf(n))
		stub, body := e.child(pl.stubs, callee), e.child(e.tasksRoot(), callee)
		tasksNs := tasksInside(n)
		for _, st := range n.Stats {
			st = without(st, tasksNs[st.Thread])
			stub.add(ri, locOf(st.Thread), st)
			body.add(ri, locOf(st.Thread), st)
			e.tasks.add(ri, locOf(st.Thread), report.Stat{Thread: st.Thread, InclNs: st.InclNs})
		}
		for _, k := range n.Children {
			e.add(ri, place{parent: body, stubs: pl.stubs, inTask: true}, k, locOf)
		}
	default:
		c := e.child(pl.parent, e.region(regionOf(n)))
		var tasksNs map[int]float64 // nil outside tasks: nothing left out
		if pl.inTask {
			tasksNs = tasksInside(n)
		}
		for _, st := range n.Stats {
			c.add(ri, locOf(st.Thread), without(st, tasksNs[st.Thread]))
		}
		below := place{parent: c, stubs: c, inTask: pl.inTask}
		if pl.inTask {
			below.stubs = pl.stubs
		}
		for _, k := range n.Children {
			e.add(ri, below, k, locOf)
		}
	}
}

// child is parent's call path of callee, made if missing.
func (e *experiment) child(parent *cnode, callee *region) *cnode {
	for _, k := range parent.children {
		if k.callee == callee {
			return k
		}
	}
	c := &cnode{callee: callee, parent: parent, run: -1}
	parent.children = append(parent.children, c)
	e.all = append(e.all, c)
	return c
}

// tasksRoot is the TASKS root, the program's first child, as Score-P
// places it.
func (e *experiment) tasksRoot() *cnode {
	if e.tasks == nil {
		e.tasks = &cnode{callee: e.region(region{name: "TASKS", paradigm: "measurement", role: "artificial", begin: -1, end: -1}),
			parent: e.root, run: -1}
		e.root.children = append([]*cnode{e.tasks}, e.root.children...)
		e.all = append(e.all, e.tasks)
	}
	return e.tasks
}

// isTask says whether a profile node is a task's execution.
func isTask(n *report.Node) bool { return n.Activity == "task" || n.Activity == "untied task" }

// tasksInside is the time, per thread, of the tasks that ran inside n
// (the nearest task nodes below it): their leaves hold it.
func tasksInside(n *report.Node) map[int]float64 {
	inner := map[int]float64{}
	var walk func(m *report.Node)
	walk = func(m *report.Node) {
		for _, k := range m.Children {
			if isTask(k) {
				for _, s := range k.Stats {
					inner[s.Thread] += s.InclNs
				}
				continue
			}
			walk(k)
		}
	}
	walk(n)
	return inner
}

// without is a thread's stat less the time of the tasks that ran inside
// its node; the minimum and maximum stay the executions', bounded by what
// is left.
func without(st report.Stat, tasksNs float64) report.Stat {
	if tasksNs == 0 {
		return st
	}
	st.InclNs = math.Max(st.InclNs-tasksNs, 0)
	st.MinNs = math.Min(st.MinNs, st.InclNs)
	st.MaxNs = math.Min(st.MaxNs, st.InclNs)
	return st
}

// region returns the experiment's region equal to r, made if missing.
func (e *experiment) region(r region) *region {
	if have, ok := e.byKey[r]; ok {
		return have
	}
	nr := r
	nr.id = len(e.regions)
	e.regions = append(e.regions, &nr)
	e.byKey[r] = &nr
	return &nr
}

// threadName names a thread as Score-P does: the primary thread of the
// run "Master thread", the others "OMP thread <n>" by their OpenMP
// thread number, with the index of the recording thread where threads
// of nested teams share a number.
func threadName(all []report.Thread, th report.Thread) string {
	if th.Index == 0 {
		return "Master thread"
	}
	shared := false
	for _, o := range all {
		if o.Index != th.Index && o.Index != 0 && o.OMPThread == th.OMPThread {
			shared = true
		}
	}
	if shared {
		return fmt.Sprintf("OMP thread %d (%d)", th.OMPThread, th.Index)
	}
	return fmt.Sprintf("OMP thread %d", th.OMPThread)
}

// regionOf is the Score-P region of a profile node.
func regionOf(n *report.Node) region {
	r := scorep.RegionOf(n.Activity, n.Region, n.File, n.Line, n.EndLine)
	return region{name: r.Name, mod: r.Module, paradigm: r.Paradigm, role: r.Role, begin: r.Begin, end: r.End}
}

// index is a metric's index file: every call path has a row.
func (e *experiment) index() []byte {
	var b bytes.Buffer
	b.WriteString("CUBEX.INDEX")
	binary.Write(&b, binary.LittleEndian, uint32(1)) // the byte order mark
	binary.Write(&b, binary.LittleEndian, uint16(0)) // version
	b.WriteByte(1)                                   // sparse: the rows listed
	binary.Write(&b, binary.LittleEndian, uint32(len(e.cnodes)))
	for i := range e.cnodes {
		binary.Write(&b, binary.LittleEndian, uint32(i))
	}
	return b.Bytes()
}

// data writes a metric's data file: a row per call path in the metric's
// enumeration, a value per location (0 where the path was not run).
func (e *experiment) data(w io.Writer, m metric) error {
	order := e.cnodes // depth first: an exclusive metric's enumeration
	if m.inclusive {
		order = e.wideOrder()
	}
	bw := bufio.NewWriterSize(w, 1<<16)
	bw.WriteString("CUBEX.DATA")
	var word [8]byte
	for _, c := range order {
		j := 0
		for loc := range e.locations {
			v := 0.0
			if j < len(c.vals) && int(c.vals[j].loc) == loc {
				v = m.value(&c.vals[j])
				j++
			}
			if m.dtype == "UINT64" {
				binary.LittleEndian.PutUint64(word[:], uint64(v))
			} else {
				binary.LittleEndian.PutUint64(word[:], math.Float64bits(v))
			}
			bw.Write(word[:])
		}
	}
	return bw.Flush()
}

// wideOrder is an inclusive metric's enumeration of the call paths
// (cubew's): the root, then for each node its children together, then
// their subtrees in turn.
func (e *experiment) wideOrder() []*cnode {
	order := []*cnode{e.root}
	var rec func(c *cnode)
	rec = func(c *cnode) {
		order = append(order, c.children...)
		for _, k := range c.children {
			rec(k)
		}
	}
	rec(e.root)
	return order
}
