package cube

import (
	"archive/tar"
	"bytes"
	"encoding/binary"
	"encoding/xml"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"opari2/internal/testlib"
	"opari2/pomp2/report"
	"opari2/pomp2/report/reporttest"
)

func write(t *testing.T, ps ...*report.Profile) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := Write(&b, ps); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// experimentCase is a set of runs and its name.
type experimentCase struct {
	name string
	ps   []*report.Profile
}

// cases are the experiments the tests write: one run, and two ranks.
func cases(t *testing.T) []experimentCase {
	return []experimentCase{
		{"answers", []*report.Profile{reporttest.Fixture(t, "answers")}},
		{"answers-tasks-nested", []*report.Profile{reporttest.Fixture(t, "answers-tasks-nested")}},
		{"hybrid", []*report.Profile{reporttest.Fixture(t, "hybrid-rank0"), reporttest.Fixture(t, "hybrid-rank1")}},
	}
}

// value is what the experiment should hold for a call path and location.
type value struct {
	Visits         uint64
	Incl, Min, Max float64
}

// key names a call path by its regions from the root's child down, and a
// location by run and thread.
type key struct {
	path     string
	run, thr int
}

// expected is what the profiles say, read independently of the writer:
// Score-P's name of each node, fork/join intervals left out (their paths
// join the parent's), the program the primary thread's (one visit for its
// run); the profile's TASKS node and its task runs' leaves as they are.
// A profile written before that layout has each task's tree where it ran:
// then each task is a leaf where an implicit task ran it and its subtree
// under /TASKS, both without the time of the tasks that ran inside it.
func expected(ps []*report.Profile) map[key]value {
	want := map[key]value{}
	put := func(k key, visits int64, incl, min, max float64) {
		v := want[k]
		if visits > 0 && (v.Visits == 0 || min/1e9 < v.Min) {
			v.Min = min / 1e9
		}
		v.Visits += uint64(visits)
		v.Incl += incl / 1e9
		v.Max = math.Max(v.Max, max/1e9)
		want[k] = v
	}
	for run, p := range ps {
		for _, th := range p.Threads {
			if th.Index == 0 {
				put(key{"", run, 0}, 1, th.WallNs, th.WallNs, th.WallNs)
			}
		}
		// the time of the tasks that ran inside each node, per thread
		inner := map[*report.Node]map[int]float64{}
		var tasksIn func(n *report.Node) map[int]float64
		tasksIn = func(n *report.Node) map[int]float64 {
			in := map[int]float64{}
			for _, c := range n.Children {
				if c.Activity == "task" || c.Activity == "untied task" {
					for _, st := range c.Stats {
						in[st.Thread] += st.InclNs
					}
					tasksIn(c)
				} else {
					for th, ns := range tasksIn(c) {
						in[th] += ns
					}
				}
			}
			inner[n] = in
			return in
		}
		tasksIn(p.Root)
		if tasksUnderTasks(p) {
			var walk func(prefix string, n *report.Node)
			walk = func(prefix string, n *report.Node) {
				path := prefix
				switch n.Activity {
				case "fork/join":
				case report.TasksActivity:
					path = "/TASKS"
				default:
					path += "/" + regionOf(n).name
				}
				if n.Activity != "fork/join" {
					for _, st := range n.Stats {
						put(key{path, run, st.Thread}, st.Visits, st.InclNs, st.MinNs, st.MaxNs)
					}
				}
				for _, c := range n.Children {
					walk(path, c)
				}
			}
			for _, c := range p.Root.Children {
				walk("", c)
			}
			continue
		}
		var walk func(prefix, stubs string, inTask bool, n *report.Node)
		walk = func(prefix, stubs string, inTask bool, n *report.Node) {
			name := regionOf(n).name
			task := n.Activity == "task" || n.Activity == "untied task"
			path := prefix
			switch {
			case n.Activity == "fork/join":
			case task:
				path = "/TASKS/" + name
			default:
				path += "/" + name
			}
			if n.Activity != "fork/join" {
				for _, st := range n.Stats {
					incl, min, max := st.InclNs, st.MinNs, st.MaxNs
					if task || inTask {
						incl = math.Max(incl-inner[n][st.Thread], 0)
						min, max = math.Min(min, incl), math.Min(max, incl)
					}
					put(key{path, run, st.Thread}, st.Visits, incl, min, max)
					if task {
						put(key{stubs + "/" + name, run, st.Thread}, st.Visits, incl, min, max)
						put(key{"/TASKS", run, st.Thread}, 0, incl, 0, 0)
					}
				}
			}
			childStubs := stubs
			if !task && !inTask && n.Activity != "fork/join" {
				childStubs = path
			}
			for _, c := range n.Children {
				walk(path, childStubs, inTask || task, c)
			}
		}
		for _, c := range p.Root.Children {
			walk("", "", false, c)
		}
	}
	return want
}

// The anchor as a reader sees it.
type xmlCube struct {
	Metrics []struct {
		ID    int    `xml:"id,attr"`
		Type  string `xml:"type,attr"`
		Uniq  string `xml:"uniq_name"`
		DType string `xml:"dtype"`
	} `xml:"metrics>metric"`
	Regions []struct {
		ID       int    `xml:"id,attr"`
		Mod      string `xml:"mod,attr"`
		Begin    int    `xml:"begin,attr"`
		End      int    `xml:"end,attr"`
		Name     string `xml:"name"`
		Paradigm string `xml:"paradigm"`
		Role     string `xml:"role"`
	} `xml:"program>region"`
	Root  xmlCnode `xml:"program>cnode"`
	Nodes []struct {
		Groups []struct {
			Name      string `xml:"name"`
			Rank      int    `xml:"rank"`
			Locations []struct {
				ID   int    `xml:"Id,attr"`
				Name string `xml:"name"`
			} `xml:"location"`
		} `xml:"locationgroup"`
	} `xml:"system>systemtreenode>systemtreenode"`
}

// paths names each call path (by its id, as cube_dump prints it) by its
// regions' names from the root's child down, and lists the ids depth
// first.
func (c *xmlCube) paths() (map[string]string, []int) {
	names := map[int]string{}
	for _, r := range c.Regions {
		names[r.ID] = r.Name
	}
	pathOf := map[string]string{}
	var deep []int
	var rec func(n xmlCnode, path string)
	rec = func(n xmlCnode, path string) {
		pathOf[strconv.Itoa(n.ID)] = path
		deep = append(deep, n.ID)
		for _, k := range n.Children {
			rec(k, path+"/"+names[k.Callee])
		}
	}
	rec(c.Root, "")
	return pathOf, deep
}

type xmlCnode struct {
	ID       int        `xml:"id,attr"`
	Callee   int        `xml:"calleeId,attr"`
	Children []xmlCnode `xml:"cnode"`
}

// read reads an experiment back (the tar, the anchor, the data in
// cubew's enumerations) into values by call path and location.
func read(t *testing.T, cubex []byte, runsOf func(loc int) (run, thr int)) (map[key]value, *xmlCube) {
	t.Helper()
	files := map[string][]byte{}
	tr := tar.NewReader(bytes.NewReader(cubex))
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(tr)
		files[h.Name] = b
	}
	var c xmlCube
	if err := xml.Unmarshal(files["anchor.xml"], &c); err != nil {
		t.Fatalf("anchor.xml: %v", err)
	}

	var nlocs int
	for _, n := range c.Nodes {
		for _, g := range n.Groups {
			nlocs += len(g.Locations)
		}
	}
	// the paths, and the two enumerations
	pathOf, deep := c.paths()
	wide := []int{c.Root.ID}
	var recWide func(n xmlCnode)
	recWide = func(n xmlCnode) {
		for _, k := range n.Children {
			wide = append(wide, k.ID)
		}
		for _, k := range n.Children {
			recWide(k)
		}
	}
	recWide(c.Root)
	got := map[key]value{}
	for _, m := range c.Metrics {
		idx, data := files[strconv.Itoa(m.ID)+".index"], files[strconv.Itoa(m.ID)+".data"]
		if !bytes.HasPrefix(idx, []byte("CUBEX.INDEX")) || !bytes.HasPrefix(data, []byte("CUBEX.DATA")) {
			t.Fatalf("metric %s: no index or data file", m.Uniq)
		}
		order := deep
		if m.Type == "INCLUSIVE" {
			order = wide
		}
		data = data[len("CUBEX.DATA"):]
		if len(data) != 8*len(order)*nlocs {
			t.Fatalf("metric %s: %d bytes of data for %d call paths and %d locations", m.Uniq, len(data), len(order), nlocs)
		}
		for row, id := range order {
			for loc := 0; loc < nlocs; loc++ {
				w := binary.LittleEndian.Uint64(data[8*(row*nlocs+loc):])
				if w == 0 {
					continue
				}
				run, thr := runsOf(loc)
				k := key{pathOf[strconv.Itoa(id)], run, thr}
				v := got[k]
				switch m.Uniq {
				case "visits":
					v.Visits = w
				case "time":
					v.Incl = math.Float64frombits(w)
				case "min_time":
					v.Min = math.Float64frombits(w)
				case "max_time":
					v.Max = math.Float64frombits(w)
				}
				got[k] = v
			}
		}
	}
	return got, &c
}

// locations numbers the threads of the runs in order.
func locations(ps []*report.Profile) func(int) (int, int) {
	return func(loc int) (int, int) {
		for run, p := range ps {
			if loc < len(p.Threads) {
				return run, p.Threads[loc].Index
			}
			loc -= len(p.Threads)
		}
		return -1, -1
	}
}

// approx compares the times as the data file holds them (float64 of the
// profile's nanoseconds).
var approx = cmp.Comparer(func(a, b float64) bool { return math.Abs(a-b) <= 1e-12*math.Max(math.Abs(a), math.Abs(b)) })

// TestValuesAreTheProfiles: every call path and thread of the profiles
// is in the experiment with its visits, inclusive, minimum and maximum
// time, under Score-P's region names; nothing else is.
func TestValuesAreTheProfiles(t *testing.T) {
	for _, c := range cases(t) {
		t.Run(c.name, func(t *testing.T) {
			got, _ := read(t, write(t, c.ps...), locations(c.ps))
			if d := cmp.Diff(expected(c.ps), got, approx); d != "" {
				t.Errorf("(-profile +cube):\n%s", d)
			}
		})
	}
}

// TestScorePNames: regions, roles and lines as Score-P names them, and
// the system tree of two ranks.
func TestScorePNames(t *testing.T) {
	ps := []*report.Profile{reporttest.Fixture(t, "hybrid-rank0"), reporttest.Fixture(t, "hybrid-rank1")}
	_, c := read(t, write(t, ps...), locations(ps))
	type reg struct {
		Name, Role, Paradigm string
		Begin, End           int
	}
	var regions []reg
	for _, r := range c.Regions {
		regions = append(regions, reg{r.Name, r.Role, r.Paradigm, r.Begin, r.End})
		if r.Paradigm == "openmp" && !strings.HasSuffix(r.Mod, "hybrid.c") {
			t.Errorf("region %s: module %q", r.Name, r.Mod)
		}
	}
	want := []reg{
		{"hybrid", "artificial", "measurement", -1, -1},
		{"!$omp parallel @hybrid.c:11", "parallel", "openmp", 11, 15},
		{"!$omp for @hybrid.c:11", "loop", "openmp", 11, 15},
		{"!$omp implicit barrier @hybrid.c:15", "implicit barrier", "openmp", 15, 15},
	}
	if d := cmp.Diff(want, regions); d != "" {
		t.Errorf("regions (-want +got):\n%s", d)
	}
	var groups []string
	for _, n := range c.Nodes {
		for _, g := range n.Groups {
			var locs []string
			for _, l := range g.Locations {
				locs = append(locs, l.Name)
			}
			groups = append(groups, g.Name+": "+strings.Join(locs, ", "))
		}
	}
	if d := cmp.Diff([]string{"MPI Rank 0: Master thread, OMP thread 1", "MPI Rank 1: Master thread, OMP thread 1"}, groups); d != "" {
		t.Errorf("system tree (-want +got):\n%s", d)
	}
}

// TestDeterministic: the same profiles give the same bytes.
func TestDeterministic(t *testing.T) {
	p := reporttest.Fixture(t, "answers")
	if !bytes.Equal(write(t, p), write(t, p)) {
		t.Error("two experiments of one profile differ")
	}
}

// TestCubelibReads: cubelib's own tools read the experiments. cube_dump
// gives every call path's visits and times per location as the profiles
// have them (its exclusive visits, inclusive times); cube_info,
// cube_stat and cube_calltree read them without error; cube_merge and
// cube_diff of two runs work.
func TestCubelibReads(t *testing.T) {
	bin := testlib.CubeTools()
	if bin == "" {
		t.Skip("cubelib's tools not built (sh ../shared/cube/build-cubelib.sh, or set CUBE_BIN)")
	}
	dir := t.TempDir()
	tool := func(args ...string) string {
		t.Helper()
		cmd := exec.Command(filepath.Join(bin, args[0]), args[1:]...)
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	for _, c := range cases(t) {
		t.Run(c.name, func(t *testing.T) {
			file := c.name + ".cubex"
			cubex := write(t, c.ps...)
			if err := os.WriteFile(filepath.Join(dir, file), cubex, 0o644); err != nil {
				t.Fatal(err)
			}
			_, anchor := read(t, cubex, locations(c.ps))
			pathOf, _ := anchor.paths()
			locOf := locations(c.ps)
			got := map[key]value{}
			for _, pass := range []struct{ metrics, tree string }{{"visits,min_time,max_time", "excl"}, {"time", "incl"}} {
				out := tool("cube_dump", "-m", pass.metrics, "-z", pass.tree, "-s", "csv2", file)
				lines := strings.Split(strings.TrimSpace(out), "\n")
				header := strings.Split(lines[0], ",")
				for _, l := range lines[1:] {
					f := strings.Split(l, ",")
					if len(f) != len(header) {
						continue
					}
					loc, _ := strconv.Atoi(f[1])
					run, thr := locOf(loc)
					k := key{pathOf[f[0]], run, thr}
					v := got[k]
					for i, m := range header[2:] {
						x, _ := strconv.ParseFloat(f[2+i], 64)
						switch m {
						case "visits":
							v.Visits = uint64(x)
						case "time":
							v.Incl = x
						case "min_time":
							v.Min = x
						case "max_time":
							v.Max = x
						}
					}
					if v != (value{}) {
						got[k] = v
					}
				}
			}
			// cube_dump prints 6 significant digits
			six := cmp.Comparer(func(a, b float64) bool { return math.Abs(a-b) <= 5e-6*math.Max(math.Abs(a), math.Abs(b))+1e-15 })
			if d := cmp.Diff(expected(c.ps), got, six); d != "" {
				t.Errorf("cube_dump (-profile +cube):\n%s", d)
			}
			for _, args := range [][]string{{"cube_info", file}, {"cube_stat", "-m", "time,visits", file}, {"cube_calltree", "-m", "visits", file}} {
				if out := tool(args...); !strings.Contains(out, "parallel") && args[0] != "cube_info" {
					t.Errorf("%s: no parallel region:\n%s", args[0], out)
				}
			}
		})
	}
	// two runs of one shape (one process of two threads): the ranks'
	// profiles, each as a run of its own
	second := reporttest.Fixture(t, "hybrid-rank1")
	second.Rank = 0
	a := write(t, reporttest.Fixture(t, "hybrid-rank0"))
	b := write(t, second)
	os.WriteFile(filepath.Join(dir, "a.cubex"), a, 0o644)
	os.WriteFile(filepath.Join(dir, "b.cubex"), b, 0o644)
	tool("cube_merge", "-o", "merged.cubex", "a.cubex", "b.cubex")
	tool("cube_diff", "-o", "diff.cubex", "a.cubex", "b.cubex")
	if out := tool("cube_calltree", "-m", "time", "diff.cubex"); !strings.Contains(out, "!$omp for @hybrid.c:11") {
		t.Errorf("cube_diff's call tree:\n%s", out)
	}
}

// TestScorePTree: the call tree of answers.c as our experiment has it is
// the one Score-P writes for the same program (scorep --nocompiler
// --thread=omp, 2 threads; ../shared/cube/examples/scorep-answers): the
// same call paths, regions named alike, tasks under TASKS and as leaves
// where they ran. Score-P's program region is named after the executable,
// and it has no POMP2 user regions (left out of ours here). Where cubelib's
// tools are built, the visits of every call path summed over the threads
// are Score-P's too, but for the task leaves: Score-P counts a task's
// resumptions, we its executions.
func TestScorePTree(t *testing.T) {
	scorep := filepath.Join(testlib.RepoRoot(), "..", "shared", "cube", "examples", "scorep-answers", "profile.cubex")
	theirs, err := os.ReadFile(scorep)
	if err != nil {
		t.Skipf("Score-P's experiment of answers.c not here: %v", err)
	}
	p := reporttest.Fixture(t, "answers")
	ours := write(t, p)
	paths := func(cubex []byte) map[string]string {
		t.Helper()
		c := anchorOf(t, cubex)
		user := map[int]bool{}
		names := map[int]string{}
		for _, r := range c.Regions {
			names[r.ID] = r.Name
			user[r.ID] = r.Paradigm == "user"
		}
		byID := map[string]string{}
		var rec func(n xmlCnode, path string)
		rec = func(n xmlCnode, path string) {
			if !user[n.Callee] {
				byID[strconv.Itoa(n.ID)] = path
			}
			for _, k := range n.Children {
				if user[k.Callee] {
					rec(k, path)
				} else {
					rec(k, path+"/"+names[k.Callee])
				}
			}
		}
		rec(c.Root, "")
		return byID
	}
	// a task's leaf where it ran: which barrier or taskwait ran a task is
	// the scheduler's choice
	taskLeaf := func(path string) bool {
		leaf := path[strings.LastIndex(path, "/")+1:]
		return strings.HasPrefix(leaf, "!$omp task @") && !strings.HasPrefix(path, "/TASKS/")
	}
	set := func(byID map[string]string) map[string]bool {
		s := map[string]bool{}
		for _, p := range byID {
			if !taskLeaf(p) {
				s[p] = true
			}
		}
		return s
	}
	ourPaths, theirPaths := paths(ours), paths(theirs)
	if d := cmp.Diff(set(theirPaths), set(ourPaths)); d != "" {
		t.Errorf("call paths (-Score-P +ours):\n%s", d)
	}
	leaves := 0
	for _, p := range ourPaths {
		if taskLeaf(p) {
			leaves++
			parent := p[:strings.LastIndex(p, "/")]
			parent = parent[strings.LastIndex(parent, "/")+1:]
			if !strings.HasPrefix(parent, "!$omp implicit barrier @") && !strings.HasPrefix(parent, "!$omp taskwait @") {
				t.Errorf("a task's leaf %s is not in a barrier or a taskwait", p)
			}
		}
	}
	if leaves == 0 {
		t.Error("no task leaf where the tasks ran")
	}
	bin := testlib.CubeTools()
	if bin == "" {
		t.Skip("cubelib's tools not built: visits not compared")
	}
	dir := t.TempDir()
	visits := func(name string, cubex []byte, byID map[string]string) map[string]uint64 {
		t.Helper()
		file := filepath.Join(dir, name)
		if err := os.WriteFile(file, cubex, 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command(filepath.Join(bin, "cube_dump"), "-m", "visits", "-s", "csv2", file).CombinedOutput()
		if err != nil {
			t.Fatalf("cube_dump %s: %v\n%s", name, err, out)
		}
		sum := map[string]uint64{}
		for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n")[1:] {
			f := strings.Split(l, ",")
			if len(f) != 3 {
				continue
			}
			path, ok := byID[f[0]]
			if !ok || taskLeaf(path) {
				continue // a user region, or a task's leaf where it ran
			}
			n, _ := strconv.ParseUint(f[2], 10, 64)
			sum[path] += n
		}
		return sum
	}
	if d := cmp.Diff(visits("scorep.cubex", theirs, theirPaths), visits("ours.cubex", ours, ourPaths)); d != "" {
		t.Errorf("visits per call path (-Score-P +ours):\n%s", d)
	}
}

// tasksUnderTasks says whether p lays tasks out under TASKS (profiles
// since then) rather than where they ran.
func tasksUnderTasks(p *report.Profile) bool {
	for _, c := range p.Root.Children {
		if c.Activity == report.TasksActivity {
			return true
		}
	}
	return false
}

// anchorOf reads an experiment's anchor.xml.
func anchorOf(t *testing.T, cubex []byte) *xmlCube {
	t.Helper()
	tr := tar.NewReader(bytes.NewReader(cubex))
	for {
		h, err := tr.Next()
		if err != nil {
			t.Fatalf("no anchor.xml: %v", err)
		}
		if h.Name == "anchor.xml" {
			var c xmlCube
			b, _ := io.ReadAll(tr)
			if err := xml.Unmarshal(b, &c); err != nil {
				t.Fatalf("anchor.xml: %v", err)
			}
			return &c
		}
	}
}
