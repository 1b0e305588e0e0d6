package pomp2

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"opari2/pomp2/report"
)

// taskRegistry registers a parallel region, a barrier, two tasks and a
// taskwait.
func taskRegistry() (*Registry, map[string]uint32) {
	g := &Registry{}
	return g, map[string]uint32{
		"par":  g.Register("1*regionType=parallel*sscl=t.c:1:1*escl=t.c:30:30**", false),
		"bar":  g.Register("1*regionType=barrier*sscl=t.c:2:2*escl=t.c:2:2**", false),
		"A":    g.Register("1*regionType=task*sscl=t.c:10:10*escl=t.c:11:11**", false),
		"B":    g.Register("1*regionType=task*sscl=t.c:12:12*escl=t.c:13:13**", false),
		"wait": g.Register("1*regionType=taskwait*sscl=t.c:14:14*escl=t.c:14:14**", false),
	}
}

// label names a node of taskRegistry's regions: the task by its line.
func label(n *report.Node) string {
	switch {
	case n.Activity == report.TasksActivity:
		return "TASKS"
	case strings.HasPrefix(n.Region, "task @ t.c:10"), strings.HasPrefix(n.Region, "task @ t.c:12"):
		name := map[bool]string{true: "A", false: "B"}[strings.HasPrefix(n.Region, "task @ t.c:10")]
		if report.IsTaskRun(n.Activity) {
			return name + " run"
		}
		return name
	}
	return n.Activity
}

// checkTaskPaths compares the pathValues of the profile of one thread's
// events (ticks being nanoseconds) with want.
func checkTaskPaths(t *testing.T, g *Registry, evs []Event, want map[string][3]float64) {
	t.Helper()
	m := NewMeasurement(g, Config{Profile: true})
	m.SetClock(Clock{})
	m.Process(0, evs)
	if d := cmp.Diff(want, pathValues(m.Report(RunInfo{}))); d != "" {
		t.Errorf("(-want +got)\n%s", d)
	}
}

// pathValues is each call path's visits, inclusive and exclusive time
// summed over threads, by the activities from the top ("parallel/barrier").
func pathValues(p *report.Profile) map[string][3]float64 {
	got := map[string][3]float64{}
	p.Root.Walk(func(path []*report.Node, n *report.Node) {
		var names []string
		for _, q := range path { // from the top down to n
			names = append(names, label(q))
		}
		s := n.Sum(nil)
		got[strings.Join(names, " / ")] = [3]float64{float64(s.Visits), s.Incl, s.Excl}
	})
	return got
}

// inATaskwait is the start of a thread's events: a barrier of a parallel
// region runs task A, which waits in its taskwait from time 30.
func inATaskwait(id map[string]uint32) []Event {
	return []Event{
		{Time: 0, Kind: EvParallelBegin, Region: id["par"]},
		{Time: 10, Kind: EvBarrierEnter, Region: id["bar"]},
		{Time: 20, Kind: EvTaskBegin, Region: id["A"]},
		{Time: 30, Kind: EvTaskwaitBegin, Region: id["wait"]},
	}
}

// TestProfileTasksLaidOutAsScoreP: a task's run is a leaf where the
// implicit task ran it, its tree is under TASKS, and a task that ran
// inside another (in its taskwait) is suspended from that one's time and
// has its leaf beside it, as Score-P's profile has them.
func TestProfileTasksLaidOutAsScoreP(t *testing.T) {
	g, id := taskRegistry()
	evs := append(inATaskwait(id),
		Event{Time: 40, Kind: EvTaskBegin, Region: id["B"]}, // inside A: A is suspended
		Event{Time: 70, Kind: EvTaskEnd, Region: id["B"]},
		Event{Time: 80, Kind: EvTaskwaitEnd, Region: id["wait"]},
		Event{Time: 100, Kind: EvTaskEnd, Region: id["A"]},
		Event{Time: 110, Kind: EvTaskBegin, Region: id["B"]},
		Event{Time: 120, Kind: EvTaskEnd, Region: id["B"]},
		Event{Time: 130, Kind: EvBarrierExit, Region: id["bar"]},
		Event{Time: 140, Kind: EvParallelEnd, Region: id["par"]},
	)
	checkTaskPaths(t, g, evs, map[string][3]float64{
		"parallel":                   {1, 140, 20},
		"parallel / barrier":         {1, 120, 30}, // A's 50, B's 30 and 10 ran in it
		"parallel / barrier / A run": {1, 50, 0},   // 80 minus B's 30
		"parallel / barrier / B run": {2, 40, 0},   // beside A, where A ran
		"TASKS":                      {0, 90, 0},
		"TASKS / A":                  {1, 50, 30},
		"TASKS / A / taskwait":       {1, 20, 20}, // 50 minus B's 30
		"TASKS / B":                  {2, 40, 40},
	})
}

// TestProfileTaskRunsOpenAtEnd: task runs still open at the end (a run
// stopped by a signal) are closed at the thread's last event as their
// ends would have closed them: the nested one suspended from the outer
// one's time, its leaf beside the outer one's.
func TestProfileTaskRunsOpenAtEnd(t *testing.T) {
	g, id := taskRegistry()
	evs := append(inATaskwait(id),
		Event{Time: 40, Kind: EvTaskBegin, Region: id["B"]},
		Event{Time: 50, Kind: EvTaskCreateBegin, Region: id["B"]},
		Event{Time: 60, Kind: EvTaskCreateEnd, Region: id["B"]},
	)
	checkTaskPaths(t, g, evs, map[string][3]float64{
		"parallel":                   {1, 60, 10},
		"parallel / barrier":         {1, 50, 10},
		"parallel / barrier / A run": {1, 20, 0},
		"parallel / barrier / B run": {1, 20, 0},
		"TASKS":                      {0, 40, 0},
		"TASKS / A":                  {1, 20, 10},
		"TASKS / A / taskwait":       {1, 10, 10},
		"TASKS / B":                  {1, 20, 10},
		"TASKS / B / B":              {1, 10, 10}, // its task creation
	})
}

// TestProfileTaskRecursionBounded: tasks nested 500 deep (each running
// in its parent's taskwait, as a recursive task tree runs) make the same
// few paths as tasks nested twice; the paths used to grow with the depth.
func TestProfileTaskRecursionBounded(t *testing.T) {
	paths := func(depth int) int {
		g, id := taskRegistry()
		m := NewMeasurement(g, Config{Profile: true})
		evs := []Event{{Time: 0, Kind: EvParallelBegin, Region: id["par"]}, {Time: 1, Kind: EvBarrierEnter, Region: id["bar"]}}
		now := uint64(2)
		var nest func(d int)
		nest = func(d int) {
			task := id[map[bool]string{true: "A", false: "B"}[d%2 == 0]]
			evs = append(evs, Event{Time: now, Kind: EvTaskBegin, Region: task}, Event{Time: now + 1, Kind: EvTaskwaitBegin, Region: id["wait"]})
			now += 2
			if d > 1 {
				nest(d - 1)
			}
			evs = append(evs, Event{Time: now, Kind: EvTaskwaitEnd, Region: id["wait"]}, Event{Time: now + 1, Kind: EvTaskEnd, Region: task})
			now += 2
		}
		nest(depth)
		evs = append(evs, Event{Time: now, Kind: EvBarrierExit, Region: id["bar"]}, Event{Time: now + 1, Kind: EvParallelEnd, Region: id["par"]})
		m.Process(0, evs)
		return len(pathValues(m.Report(RunInfo{})))
	}
	if two, deep := paths(2), paths(500); deep != two || two != 9 {
		t.Errorf("call paths: %d for tasks nested twice, %d for 500 deep; want 9 for both", two, deep)
	}
}

// FuzzProfileTasks: any sequence of task, taskwait, barrier and parallel
// events, matched or not, on two threads: no panic, and every path's
// values stay sane: nothing negative, exclusive within inclusive, no visit
// longer than the run. (Their sums may exceed the run where an interval
// was never closed: a closing event that drops a task run nested in
// another leaves the enclosing intervals its time, as the profile always
// left dropped intervals uncounted.)
func FuzzProfileTasks(f *testing.F) {
	f.Add([]byte{0, 2, 4, 6, 7, 5, 3, 1})
	f.Add([]byte{4, 4, 6, 4, 5, 7, 5, 5, 8, 9})
	kinds := []Kind{EvParallelBegin, EvParallelEnd, EvBarrierEnter, EvBarrierExit, EvTaskBegin, EvTaskEnd,
		EvTaskwaitBegin, EvTaskwaitEnd, EvUntiedBegin, EvUntiedEnd, EvTaskCreateBegin, EvTaskCreateEnd}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 512 {
			// the report resolves each path from the top, and a nested
			// task run's end walks the enclosing runs' open intervals:
			// quadratic in a stack of thousands of intervals never closed
			data = data[:512]
		}
		g, id := taskRegistry()
		regions := []uint32{0, id["par"], id["bar"], id["A"], id["B"], id["wait"]}
		var p Profile
		now := uint64(0)
		for _, b := range data {
			now += uint64(b>>4) + 1
			e := Event{Time: now, Kind: kinds[int(b&15)%len(kinds)], Region: regions[int(b>>4)%len(regions)]}
			p.AddBatch(int(b>>7), []Event{e})
		}
		p.Report(g, Clock{}, RunInfo{WallNs: float64(now)}).Root.Walk(func(_ []*report.Node, n *report.Node) {
			for _, st := range n.Stats {
				perVisit := st.MaxNs > float64(now) || st.InclNs > float64(st.Visits)*st.MaxNs
				if n.Activity == report.TasksActivity {
					perVisit = st.Visits != 0 // none: the sum of its task regions'
				}
				if perVisit || st.Visits < 0 || st.InclNs < 0 || st.ExclNs < 0 || st.ExclNs > st.InclNs || st.MinNs > st.MaxNs {
					t.Fatalf("%s [%s] thread %d: %+v (run of %d ticks)", n.Region, n.Activity, st.Thread, st, now)
				}
			}
		})
	})
}
