package pomp2

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"opari2/pomp2/report"
)

// TestAddTreeAsRecords: the trees of two threads, as libpomp2's profile.h
// keeps them, give the report that their events give: paths merged
// across threads, the fork path placed above the team's, an interval
// still open at the end closed at the thread's last event.
func TestAddTreeAsRecords(t *testing.T) {
	g, ids := testRegistry()
	par, loop, user := ids["par"], ids["for"], ids["user"]
	primary := []Event{
		{Time: 0, Kind: EvFork, Region: par}, {Time: 10, Kind: EvParallelBegin, Region: par},
		{Time: 20, Kind: EvForEnter, Region: loop}, {Time: 50, Kind: EvForExit, Region: loop},
		{Time: 90, Kind: EvParallelEnd, Region: par}, {Time: 100, Kind: EvJoin, Region: par},
		{Time: 110, Kind: EvUserBegin, Region: user}, {Time: 150, Kind: EvFinalize},
	}
	worker := []Event{
		{Time: 12, Kind: EvParallelBegin, Region: par, Thread: 1},
		{Time: 20, Kind: EvForEnter, Region: loop, Thread: 1}, {Time: 60, Kind: EvForExit, Region: loop, Thread: 1},
		{Time: 90, Kind: EvParallelEnd, Region: par, Thread: 1},
	}
	var fromRecords Profile
	fromRecords.AddBatch(0, primary)
	fromRecords.AddBatch(1, worker)

	var fromTrees Profile
	fromTrees.AddTree(1, &ThreadTree{Nodes: []TreeNode{{},
		{Parent: 0, Region: par, Kind: EvParallelBegin, Visits: 1, Incl: 78, Excl: 38, MinIncl: 78, MaxIncl: 78},
		{Parent: 1, Region: loop, Kind: EvForEnter, Visits: 1, Incl: 40, Excl: 40, MinIncl: 40, MaxIncl: 40},
	}, Last: 90, OMPThread: 1, Events: 4})
	fromTrees.AddTree(0, &ThreadTree{Nodes: []TreeNode{{},
		{Parent: 0, Region: par, Kind: EvFork, Visits: 1, Incl: 100, Excl: 20, MinIncl: 100, MaxIncl: 100},
		{Parent: 1, Region: par, Kind: EvParallelBegin, Visits: 1, Incl: 80, Excl: 50, MinIncl: 80, MaxIncl: 80},
		{Parent: 2, Region: loop, Kind: EvForEnter, Visits: 1, Incl: 30, Excl: 30, MinIncl: 30, MaxIncl: 30},
		{Parent: 0, Region: user, Kind: EvUserBegin},
	}, Open: []TreeFrame{{Node: 4, Region: user, Kind: EvUserBegin, Start: 110}}, Last: 150, Events: 8})

	clock := Clock{Ticks0: 0, Ns0: 0, Ticks1: 1000, Ns1: 2000}
	run := RunInfo{Program: "p", Events: 12, WallNs: 300}
	want, got := fromRecords.Report(g, clock, run), fromTrees.Report(g, clock, run)
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("report from trees (+) against from records (-):\n%s", d)
	}
	if len(got.Threads) != 2 || len(got.Root.Children) != 2 {
		t.Errorf("want 2 threads and 2 top paths (the fork, the open user region): %+v", got.Root.Children)
	}
}

// TestAddTreeTorn: a tree read while its thread still recorded (after a
// stop signal) may end in a node not yet whole; what is whole is kept.
func TestAddTreeTorn(t *testing.T) {
	g, ids := testRegistry()
	var p Profile
	p.AddTree(0, &ThreadTree{Nodes: []TreeNode{{},
		{Parent: 0, Region: ids["par"], Kind: EvFork, Visits: 2, Incl: 10, Excl: 10, MinIncl: 4, MaxIncl: 6},
		{Parent: 9, Region: ids["for"], Kind: EvForEnter, Visits: 1},
	}, Open: []TreeFrame{{Node: 2, Kind: EvForEnter}}, Last: 20, Events: 3})
	r := p.Report(g, Clock{Ticks1: 1, Ns1: 1}, RunInfo{})
	if len(r.Root.Children) != 1 || r.Root.Children[0].Children != nil {
		t.Errorf("want the fork path alone: %+v", r.Root.Children)
	}
}

// TestAddTreeTaskRunOpen: a tree read with a task run still open (a stop
// signal) gives the report its events give: the run closed at the
// thread's last event, in its tree under TASKS and in its leaf where it
// ran.
func TestAddTreeTaskRunOpen(t *testing.T) {
	g, id := taskRegistry()
	var fromRecords Profile
	fromRecords.AddBatch(0, []Event{
		{Time: 0, Kind: EvParallelBegin, Region: id["par"]}, {Time: 10, Kind: EvBarrierEnter, Region: id["bar"]},
		{Time: 20, Kind: EvTaskBegin, Region: id["A"]},
		{Time: 30, Kind: EvTaskwaitBegin, Region: id["wait"]}, {Time: 45, Kind: EvTaskwaitEnd, Region: id["wait"]},
	})
	var fromTrees Profile
	fromTrees.AddTree(0, &ThreadTree{Nodes: []TreeNode{{},
		{Parent: 0, Region: id["par"], Kind: EvParallelBegin},
		{Parent: 1, Region: id["bar"], Kind: EvBarrierEnter},
		{Parent: 0, Region: 0, Kind: EvNone}, // TASKS
		{Parent: 2, Region: id["A"], Kind: EvTaskEnd},
		{Parent: 3, Region: id["A"], Kind: EvTaskBegin},
		{Parent: 5, Region: id["wait"], Kind: EvTaskwaitBegin, Visits: 1, Incl: 15, Excl: 15, MinIncl: 15, MaxIncl: 15},
	}, Open: []TreeFrame{
		{Node: 1, Region: id["par"], Kind: EvParallelBegin, Start: 0},
		{Node: 2, Region: id["bar"], Kind: EvBarrierEnter, Start: 10},
		{Node: 5, Stub: 4, Region: id["A"], Kind: EvTaskBegin, Start: 20, Children: 15},
	}, Last: 45, Events: 5, OuterTask: 3})
	run := RunInfo{Program: "p", Events: 5, WallNs: 45}
	want, got := fromRecords.Report(g, Clock{}, run), fromTrees.Report(g, Clock{}, run)
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("report from trees (+) against from records (-):\n%s", d)
	}
	leaf := false
	got.Root.Walk(func(_ []*report.Node, n *report.Node) {
		if report.IsTaskRun(n.Activity) && n.Sum(nil).Incl == 25 {
			leaf = true
		}
	})
	if !leaf {
		t.Error("the open task run has no leaf of 25 ticks where it ran")
	}
}
