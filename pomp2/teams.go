package pomp2

import (
	"fmt"
	"slices"
	"sort"
)

// TeamFinder finds the thread teams of a run for a trace (OTF2's thread
// teams): which recording threads ran each instance of a parallel region,
// and with which thread numbers. POMP2's calls do not link a member's
// Parallel_begin to its fork; libpomp2 records, in OTF2 traces, the
// team's key before each fork and parallel begin (an EvTeam record): the
// forking thread's position in the thread tree, which one team occupies
// at a time. A begin belongs to the fork of its key whose fork/join
// interval holds it.
//
// Feed it a thread's records (Records) before their events reach it as an
// EnterLeaveSink (the first pass of a conversion), then call Resolve.
type TeamFinder struct {
	next   []teamKeys // per thread: keys read from the records, not yet used
	forks  []teamFork
	open   [][]int // per thread: its forks not joined yet
	begins []teamBegin
	teams  []Team
	of     [][]int32 // per thread, per parallel begin: its team (-1: none)
}

// teamKeys are a thread's keys read from its records, in order, each
// 0 where no EvTeam record came before its fork or begin.
type teamKeys struct {
	fork  []uint64
	begin []beginKey
	key   uint64 // the EvTeam record not used yet, 0: none
}

type beginKey struct {
	key uint64
	tid int // the begin's thread number
}

type teamFork struct {
	key        uint64
	thread     int
	fork, join uint64 // ns; join 0: never joined
}

type teamBegin struct {
	key    uint64 // 0: none recorded
	thread int
	tid    int
	ns     uint64
}

// Team is a thread team: its members' recording threads, ordered by their
// thread number in the team. The instances of parallel regions that the
// same threads ran with the same thread numbers are one team.
type Team struct {
	Threads []int
}

func (f *TeamFinder) thread(t int) {
	for t >= len(f.next) {
		f.next = append(f.next, teamKeys{})
		f.open = append(f.open, nil)
	}
}

// Records reads the team keys of a batch of a thread's records.
func (f *TeamFinder) Records(thread int, recs []Record) {
	f.thread(thread)
	k := &f.next[thread]
	for i := range recs {
		switch Kind(recs[i].Kind) {
		case EvTeam:
			k.key = recs[i].Time
		case EvFork:
			k.fork = append(k.fork, k.key)
			k.key = 0
		case EvParallelBegin:
			k.begin = append(k.begin, beginKey{k.key, int(recs[i].Thread)})
			k.key = 0
		}
	}
}

func pop[T any](q *[]T) (T, bool) {
	var zero T
	if len(*q) == 0 {
		return zero, false
	}
	v := (*q)[0]
	*q = (*q)[1:]
	return v, true
}

// Fork and the rest make TeamFinder the first pass's EnterLeaveSink.
func (f *TeamFinder) Fork(thread int, ns uint64, requested int) {
	f.thread(thread)
	key, _ := pop(&f.next[thread].fork)
	f.open[thread] = append(f.open[thread], len(f.forks))
	f.forks = append(f.forks, teamFork{key: key, thread: thread, fork: ns})
}

func (f *TeamFinder) Join(thread int, ns uint64) {
	f.thread(thread)
	if o := f.open[thread]; len(o) > 0 {
		f.forks[o[len(o)-1]].join = ns
		f.open[thread] = o[:len(o)-1]
	}
}

func (f *TeamFinder) Enter(thread int, ns uint64, a Activity) {
	if a.Open != EvParallelBegin {
		return
	}
	f.thread(thread)
	b, _ := pop(&f.next[thread].begin)
	f.begins = append(f.begins, teamBegin{key: b.key, thread: thread, tid: b.tid, ns: ns})
}

func (f *TeamFinder) Leave(int, uint64, Activity) {}
func (f *TeamFinder) Acquire(int, uint64, uint64) {}
func (f *TeamFinder) Release(int, uint64, uint64) {}

// Resolve makes the teams, once every event was seen.
func (f *TeamFinder) Resolve() {
	byKey := map[uint64][]int{} // forks by key, in time order
	for i, fk := range f.forks {
		byKey[fk.key] = append(byKey[fk.key], i)
	}
	for _, ids := range byKey {
		sort.Slice(ids, func(a, b int) bool { return f.forks[ids[a]].fork < f.forks[ids[b]].fork })
	}
	// per fork: its members, tid<<32 | thread
	members := map[int][]uint64{}
	fork := make([][]int32, len(f.next)) // per thread, per begin: its fork (-1: none)
	var order []int                      // forks in the order of their first member
	for _, b := range f.begins {
		i := -1
		if b.key != 0 {
			ids := byKey[b.key]
			// the last fork of the key that began before the member did
			j := sort.Search(len(ids), func(j int) bool { return f.forks[ids[j]].fork > b.ns }) - 1
			if j >= 0 && (f.forks[ids[j]].join == 0 || f.forks[ids[j]].join >= b.ns) {
				i = ids[j]
			}
		}
		fork[b.thread] = append(fork[b.thread], int32(i))
		if i < 0 {
			continue
		}
		if _, ok := members[i]; !ok {
			order = append(order, i)
		}
		members[i] = append(members[i], uint64(b.tid)<<32|uint64(b.thread))
	}
	f.begins, f.forks = nil, nil // the second pass needs the teams only
	index := map[int]int32{}     // fork -> team
	same := map[string]int32{}   // teams of the same threads are one
	for _, fk := range order {
		ms := members[fk]
		slices.Sort(ms) // by thread number in the team
		t := Team{}
		for _, m := range ms {
			t.Threads = append(t.Threads, int(uint32(m)))
		}
		k := fmt.Sprint(t.Threads)
		i, ok := same[k]
		if !ok {
			i = int32(len(f.teams))
			same[k] = i
			f.teams = append(f.teams, t)
		}
		index[fk] = i
	}
	for _, fs := range fork {
		for j, fk := range fs {
			if fk >= 0 {
				fs[j] = index[int(fk)]
			}
		}
	}
	f.of = fork
}

// Teams are the teams found, in the order their first instance's first
// member was seen.
func (f *TeamFinder) Teams() []Team { return f.teams }

// TeamOf is the team of a thread's nth parallel begin (counting from 0),
// false if it has none (no key recorded).
func (f *TeamFinder) TeamOf(thread, nth int) (int, bool) {
	if thread >= len(f.of) || nth >= len(f.of[thread]) || f.of[thread][nth] < 0 {
		return 0, false
	}
	return int(f.of[thread][nth]), true
}
