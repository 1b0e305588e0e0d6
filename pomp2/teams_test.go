package pomp2

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestTeamFinder: the teams of two nested regions forked at once by the
// two threads of an outer team (one region, two keys: the forking
// threads' positions), and a later instance at the first position with
// another worker thread: four teams, each member in its team by its
// thread number; a begin without a key has no team.
func TestTeamFinder(t *testing.T) {
	const outer, inner = 1, 2
	const k0, k1, kOut = 100, 101, 7
	rec := func(kind Kind, ns uint64, region uint32, tid uint16) Record {
		return Record{Time: ns, Region: region, Kind: uint8(kind), Thread: tid}
	}
	team := func(key uint64) Record { return Record{Time: key, Kind: uint8(EvTeam)} }
	threads := [][]Record{
		0: {team(kOut), rec(EvFork, 10, outer, 0), team(kOut), rec(EvParallelBegin, 11, outer, 0),
			team(k0), rec(EvFork, 20, inner, 0), team(k0), rec(EvParallelBegin, 21, inner, 0), rec(EvParallelEnd, 30, inner, 0), rec(EvJoin, 31, inner, 0),
			team(k0), rec(EvFork, 40, inner, 0), team(k0), rec(EvParallelBegin, 41, inner, 0), rec(EvParallelEnd, 50, inner, 0), rec(EvJoin, 51, inner, 0),
			rec(EvParallelEnd, 60, outer, 0), rec(EvJoin, 61, outer, 0)},
		1: {team(kOut), rec(EvParallelBegin, 12, outer, 1),
			team(k1), rec(EvFork, 20, inner, 1), team(k1), rec(EvParallelBegin, 22, inner, 0), rec(EvParallelEnd, 29, inner, 0), rec(EvJoin, 33, inner, 1),
			rec(EvParallelEnd, 59, outer, 1)},
		2: {team(k0), rec(EvParallelBegin, 23, inner, 1), rec(EvParallelEnd, 28, inner, 1)},
		3: {team(k1), rec(EvParallelBegin, 24, inner, 1), rec(EvParallelEnd, 27, inner, 1)},
		4: {team(k0), rec(EvParallelBegin, 42, inner, 1), rec(EvParallelEnd, 48, inner, 1),
			rec(EvParallelBegin, 70, inner, 0), rec(EvParallelEnd, 71, inner, 0)}, // no key
	}
	f := &TeamFinder{}
	el := NewEnterLeave(f, Clock{})
	var dec Decoder
	for th, recs := range threads {
		f.Records(th, recs)
		el.Add(th, dec.Decode(th, recs))
	}
	f.Resolve()
	if diff := cmp.Diff([]Team{{Threads: []int{0, 1}}, {Threads: []int{0, 2}}, {Threads: []int{0, 4}}, {Threads: []int{1, 3}}}, f.Teams()); diff != "" {
		t.Fatalf("teams (-want +got):\n%s", diff)
	}
	for _, c := range []struct{ thread, nth, team int }{{0, 0, 0}, {0, 1, 1}, {0, 2, 2}, {1, 0, 0}, {1, 1, 3}, {2, 0, 1}, {3, 0, 3}, {4, 0, 2}} {
		if got, ok := f.TeamOf(c.thread, c.nth); !ok || got != c.team {
			t.Errorf("thread %d's begin %d: team %d, %v; want %d", c.thread, c.nth, got, ok, c.team)
		}
	}
	if got, ok := f.TeamOf(4, 1); ok {
		t.Errorf("a begin without a key has team %d", got)
	}
}
