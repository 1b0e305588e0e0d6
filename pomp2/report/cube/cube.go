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
// paths join their parent's (its time is the parent's own). Tasks stay
// where they ran (inside the barrier or taskwait that ran them), as in
// profile.json, not under an artificial TASKS root.
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
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"time"

	"opari2/pomp2/report"
	"opari2/pomp2/report/scorep"
)

// run is one run's profile and its place: its MPI rank and host.
type run struct {
	Profile *report.Profile
	Rank    int
	Host    string
}

// metric is a metric of the experiment as Score-P defines it.
type metric struct {
	uniq, disp, dtype, uom, descr string
	inclusive                     bool // stored as inclusive values (Score-P's time)
	value                         func(st report.Stat) float64
}

var metrics = []metric{
	{"visits", "Visits", "UINT64", "occ", "Number of visits", false,
		func(st report.Stat) float64 { return float64(st.Visits) }},
	{"time", "Time", "DOUBLE", "sec", "Total CPU allocation time", true,
		func(st report.Stat) float64 { return st.InclNs / 1e9 }},
	{"min_time", "Minimum Inclusive Time", "MINDOUBLE", "sec", "Minimum inclusive CPU allocation time", false,
		func(st report.Stat) float64 { return st.MinNs / 1e9 }},
	{"max_time", "Maximum Inclusive Time", "MAXDOUBLE", "sec", "Maximum inclusive CPU allocation time", false,
		func(st report.Stat) float64 { return st.MaxNs / 1e9 }},
}

// region is a region definition of the experiment.
type region struct {
	id             int
	name, mod      string
	paradigm, role string
	begin, end     int
}

// cnode is a call path of the experiment, with its values per location.
type cnode struct {
	id       int
	callee   *region
	parent   *cnode
	children []*cnode
	stats    map[int]report.Stat // by location
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
	cnodes    []*cnode // by id: depth first
	locations []location
}

// Write writes the profiles of one or several runs as one Cube 4
// experiment (the .cubex archive) to w: each run a process, by its rank
// (Profile.Rank; runs that share a rank are numbered in order instead).
func Write(w io.Writer, profiles []*report.Profile) error {
	if len(profiles) == 0 {
		return fmt.Errorf("cube: no run")
	}
	e := &experiment{byKey: map[region]*region{}}
	seen := map[int]bool{}
	unique := true
	for _, p := range profiles {
		unique = unique && !seen[p.Rank]
		seen[p.Rank] = true
	}
	for i, p := range profiles {
		r := run{Profile: p, Rank: p.Rank, Host: p.Host}
		if !unique {
			r.Rank = i
		}
		e.runs = append(e.runs, r)
	}
	e.build()
	tw := tar.NewWriter(w)
	files := []struct {
		name string
		data []byte
	}{{"anchor.xml", e.anchor()}}
	for id, m := range metrics {
		files = append(files,
			struct {
				name string
				data []byte
			}{fmt.Sprintf("%d.index", id), e.index()},
			struct {
				name string
				data []byte
			}{fmt.Sprintf("%d.data", id), e.data(m)})
	}
	// a fixed time: the same profile gives the same bytes
	mtime := time.Unix(0, 0)
	for _, f := range files {
		hdr := &tar.Header{Name: f.name, Mode: 0o644, Size: int64(len(f.data)), ModTime: mtime, Format: tar.FormatUSTAR}
		if err := tw.WriteHeader(hdr); err != nil {
			return fmt.Errorf("cube: %s: %w", f.name, err)
		}
		if _, err := tw.Write(f.data); err != nil {
			return fmt.Errorf("cube: %s: %w", f.name, err)
		}
	}
	if err := tw.Close(); err != nil {
		return fmt.Errorf("cube: %w", err)
	}
	return nil
}

// build makes the regions, the call tree and the locations of the runs.
func (e *experiment) build() {
	program := e.runs[0].Profile.Program
	if program == "" {
		program = "program"
	}
	e.root = &cnode{callee: e.region(region{name: program, paradigm: "measurement", role: "artificial", begin: -1, end: -1}),
		stats: map[int]report.Stat{}}
	for ri, run := range e.runs {
		p := run.Profile
		first := len(e.locations)
		for _, th := range p.Threads {
			e.locations = append(e.locations, location{name: threadName(p.Threads, th), run: ri})
		}
		locOf := func(thread int) int { return first + thread }
		// the program: one visit per thread, for its whole run
		for _, th := range p.Threads {
			e.root.stats[locOf(th.Index)] = report.Stat{Visits: 1, InclNs: th.WallNs, MinNs: th.WallNs, MaxNs: th.WallNs}
		}
		if p.Root != nil {
			for _, c := range p.Root.Children {
				e.add(e.root, c, locOf)
			}
		}
	}
	var number func(c *cnode)
	number = func(c *cnode) {
		c.id = len(e.cnodes)
		e.cnodes = append(e.cnodes, c)
		for _, k := range c.children {
			number(k)
		}
	}
	number(e.root)
}

// add puts profile node n (and its subtree) under parent, merging with a
// call path of the same region that parent has.
func (e *experiment) add(parent *cnode, n *report.Node, locOf func(int) int) {
	if n.Activity == "fork/join" {
		// no region of Score-P's: the team's paths are the parent's
		for _, c := range n.Children {
			e.add(parent, c, locOf)
		}
		return
	}
	callee := e.region(regionOf(n))
	var c *cnode
	for _, k := range parent.children {
		if k.callee == callee {
			c = k
			break
		}
	}
	if c == nil {
		c = &cnode{callee: callee, parent: parent, stats: map[int]report.Stat{}}
		parent.children = append(parent.children, c)
	}
	for _, st := range n.Stats {
		// two profile paths of one region may meet under one Cube path
		loc := locOf(st.Thread)
		sum := c.stats[loc]
		sum.Add(st)
		c.stats[loc] = sum
	}
	for _, k := range n.Children {
		e.add(c, k, locOf)
	}
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

// data is a metric's data file.
func (e *experiment) data(m metric) []byte {
	order := e.cnodes // depth first: an exclusive metric's enumeration
	if m.inclusive {
		order = e.wideOrder()
	}
	var b bytes.Buffer
	b.Grow(10 + 8*len(order)*len(e.locations))
	b.WriteString("CUBEX.DATA")
	var word [8]byte
	for _, c := range order {
		for loc := range e.locations {
			v := 0.0
			if st, ok := c.stats[loc]; ok {
				v = m.value(st)
			}
			if m.dtype == "UINT64" {
				binary.LittleEndian.PutUint64(word[:], uint64(v))
			} else {
				binary.LittleEndian.PutUint64(word[:], math.Float64bits(v))
			}
			b.Write(word[:])
		}
	}
	return b.Bytes()
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
