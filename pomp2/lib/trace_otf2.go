package main

// #include <stdlib.h>
// #include "otf2_out.h"
import "C"

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"unsafe"

	"opari2/pomp2"
	"opari2/pomp2/report"
	"opari2/pomp2/report/scorep"
)

// OTF2's values of the roles and paradigms of Score-P's regions
// (OTF2_RegionRole, OTF2_Paradigm of OTF2 3.0's OTF2_Definitions.h and
// OTF2_GeneralDefinitions.h; they are the format's, stable across
// versions).
var otf2Roles = map[string]int{
	"function": 1, "user": 1, "wrapper": 2, "loop": 3, "parallel": 5, "sections": 6, "section": 7,
	"workshare": 8, "single": 9, "single sblock": 10, "master": 11, "critical": 12,
	"critical sblock": 13, "atomic": 14, "barrier": 15, "implicit barrier": 16, "flush": 17,
	"ordered": 18, "ordered sblock": 19, "task": 20, "task create": 21, "taskwait": 22, "artificial": 31,
}

var otf2Paradigms = map[string]int{"user": 1, "openmp": 3, "measurement": 6}

// otf2Sink writes the trace's definitions and events into the archive
// (otf2.c): locations are (thread << 32) | rank, as Score-P numbers them.
type otf2Sink struct {
	reg     *pomp2.Registry
	rank    uint64
	strings map[string]uint32
	regions map[pomp2.Activity]C.uint32_t
	locks   *lockOrders
	held    map[lockHeld]uint32 // the acquisition order of a lock a thread holds
	teams   *pomp2.TeamFinder
	begins  []int   // per thread: its parallel begins so far
	inTeam  [][]int // per thread: the teams of its open parallel regions (-1: none found)
}

type lockHeld struct {
	lock   uint64
	thread int
}

func (o *otf2Sink) loc(thread int) C.uint64_t { return C.uint64_t(uint64(thread)<<32 | o.rank) }

// str is the reference of a string definition, written at its first use.
func (o *otf2Sink) str(s string) C.uint32_t {
	if ref, ok := o.strings[s]; ok {
		return C.uint32_t(ref)
	}
	ref := uint32(len(o.strings))
	o.strings[s] = ref
	cs := C.CString(s)
	C.pomp2_otf2_string(C.uint32_t(ref), cs)
	C.free(unsafe.Pointer(cs))
	return C.uint32_t(ref)
}

// region is the reference of an activity's region definition, named as
// Score-P names it, written at its first use.
func (o *otf2Sink) region(a pomp2.Activity) C.uint32_t {
	if ref, ok := o.regions[a]; ok {
		return ref
	}
	file, line, end, _ := o.reg.Get(a.Region).Source()
	sr := scorep.RegionOf(a.Name(), a.Describe(o.reg), file, line, end)
	ref := C.uint32_t(len(o.regions))
	o.regions[a] = ref
	lines := func(n int) C.uint32_t {
		if n < 0 {
			return 0
		}
		return C.uint32_t(n)
	}
	C.pomp2_otf2_region(ref, o.str(sr.Name), o.str(sr.Module), C.int(otf2Roles[sr.Role]), C.int(otf2Paradigms[sr.Paradigm]),
		lines(sr.Begin), lines(sr.End))
	return ref
}

// Enter enters the activity's region; a parallel region's implicit task
// inside its thread team, as Score-P writes it (ThreadTeamBegin, then
// Enter).
func (o *otf2Sink) Enter(thread int, ns uint64, a pomp2.Activity) {
	if a.Open == pomp2.EvParallelBegin {
		for thread >= len(o.begins) {
			o.begins = append(o.begins, 0)
			o.inTeam = append(o.inTeam, nil)
		}
		team, ok := o.teams.TeamOf(thread, o.begins[thread])
		o.begins[thread]++
		if !ok {
			team = -1
		} else {
			C.pomp2_otf2_team_event(o.loc(thread), C.uint64_t(ns), C.uint32_t(team), 1)
		}
		o.inTeam[thread] = append(o.inTeam[thread], team)
	}
	C.pomp2_otf2_enter(o.loc(thread), C.uint64_t(ns), o.region(a))
}

func (o *otf2Sink) Leave(thread int, ns uint64, a pomp2.Activity) {
	C.pomp2_otf2_leave(o.loc(thread), C.uint64_t(ns), o.region(a))
	if a.Open == pomp2.EvParallelBegin && thread < len(o.inTeam) && len(o.inTeam[thread]) > 0 {
		st := o.inTeam[thread]
		if team := st[len(st)-1]; team >= 0 {
			C.pomp2_otf2_team_event(o.loc(thread), C.uint64_t(ns), C.uint32_t(team), 0)
		}
		o.inTeam[thread] = st[:len(st)-1]
	}
}

func (o *otf2Sink) Fork(thread int, ns uint64, requested int) {
	C.pomp2_otf2_fork(o.loc(thread), C.uint64_t(ns), C.uint32_t(requested))
}
func (o *otf2Sink) Join(thread int, ns uint64) { C.pomp2_otf2_join(o.loc(thread), C.uint64_t(ns)) }

func (o *otf2Sink) Acquire(thread int, ns uint64, lock uint64) {
	id, order := o.locks.next(lock, thread)
	o.held[lockHeld{lock, thread}] = order
	C.pomp2_otf2_lock(o.loc(thread), C.uint64_t(ns), C.uint32_t(id), C.uint32_t(order), 1)
}

func (o *otf2Sink) Release(thread int, ns uint64, lock uint64) {
	if order, ok := o.held[lockHeld{lock, thread}]; ok {
		C.pomp2_otf2_lock(o.loc(thread), C.uint64_t(ns), C.uint32_t(o.locks.id[lock]), C.uint32_t(order), 0)
	}
}

// TaskCreate and the rest write the task events in the thread's current
// team (none outside a parallel region). A task is OTF2's pair of its
// creating thread's number in the team and a generation number on that
// thread: a POMP2 handle's recording thread and counter; an implicit task
// is its own thread's generation 0, as Score-P numbers it.
func (o *otf2Sink) TaskCreate(thread int, ns uint64, task int64) {
	o.task(thread, ns, C.POMP2_OTF2_TASK_CREATE, task, false)
}

func (o *otf2Sink) TaskSwitch(thread int, ns uint64, task int64, implicit bool) {
	o.task(thread, ns, C.POMP2_OTF2_TASK_SWITCH, task, implicit)
}

func (o *otf2Sink) TaskComplete(thread int, ns uint64, task int64) {
	o.task(thread, ns, C.POMP2_OTF2_TASK_COMPLETE, task, false)
}

func (o *otf2Sink) task(thread int, ns uint64, what C.int, task int64, implicit bool) {
	if thread >= len(o.inTeam) || len(o.inTeam[thread]) == 0 {
		return
	}
	team := o.inTeam[thread][len(o.inTeam[thread])-1]
	if team < 0 {
		return
	}
	creator, generation := int(uint64(task)>>32), uint32(task)
	if implicit {
		creator, generation = thread, 0
	}
	member := slices.Index(o.teams.Teams()[team].Threads, creator)
	if member < 0 {
		return // created outside the team
	}
	C.pomp2_otf2_task(o.loc(thread), C.uint64_t(ns), what, C.uint32_t(team), C.uint32_t(member), C.uint32_t(generation))
}

// lockOrders numbers the locks and gives each acquisition its place
// among the lock's acquisitions (OTF2's acquisition order): libpomp2
// counts them as they happen and records the count before the
// acquisition (EvLockOrder), in OTF2 traces. The counts are read from a
// batch's records before its events reach the sink, so a thread's queue
// holds a batch's counts at most.
type lockOrders struct {
	id    map[uint64]uint32
	queue [][]uint32 // per thread: the counts read, not yet used
}

// records reads the counts of a batch of a thread's records.
func (l *lockOrders) records(thread int, recs []pomp2.Record) {
	for thread >= len(l.queue) {
		l.queue = append(l.queue, nil)
	}
	for i := range recs {
		if pomp2.Kind(recs[i].Kind) == pomp2.EvLockOrder {
			l.queue[thread] = append(l.queue[thread], uint32(recs[i].Time))
		}
	}
}

// next is the lock's number and the order of the thread's next
// acquisition (0 where none was recorded: a lock beyond libpomp2's table).
func (l *lockOrders) next(lock uint64, thread int) (id, order uint32) {
	if _, ok := l.id[lock]; !ok {
		l.id[lock] = uint32(len(l.id))
	}
	if thread < len(l.queue) && len(l.queue[thread]) > 0 {
		order = l.queue[thread][0]
		l.queue[thread] = l.queue[thread][1:]
	}
	return l.id[lock], order
}

// writeOTF2 converts everything recorded into the OTF2 archive
// dir/traces.otf2 (with traces.def and traces/). A failed conversion
// removes what it wrote. A stopped run's archive says so (the property
// OPARI2::PARTIAL).
func (s *traceStore) writeOTF2(reg *pomp2.Registry, clock pomp2.Clock, partial *report.Partial) (err error) {
	cdir := C.CString(s.dir)
	defer C.free(unsafe.Pointer(cdir))
	if e := C.pomp2_otf2_open(cdir); e != nil {
		return errors.New(C.GoString(e))
	}
	defer func() {
		if e := C.pomp2_otf2_close(); e != nil && err == nil {
			err = errors.New(C.GoString(e))
		}
		if err != nil {
			for _, f := range []string{"traces.otf2", "traces.def", "traces"} {
				os.RemoveAll(filepath.Join(s.dir, f))
			}
		}
	}()
	rank, mpi := pomp2.Rank(os.Getenv)
	// the first pass finds the thread teams
	teams := &pomp2.TeamFinder{}
	first := pomp2.NewEnterLeave(teams, clock)
	var dec pomp2.Decoder
	if err := s.replay(func(thread int, recs []pomp2.Record) {
		teams.Records(thread, recs)
		first.Add(thread, dec.Decode(thread, recs))
	}); err != nil {
		return err
	}
	teams.Resolve()
	locks := &lockOrders{id: map[uint64]uint32{}}
	sink := &otf2Sink{reg: reg, rank: uint64(rank), strings: map[string]uint32{}, regions: map[pomp2.Activity]C.uint32_t{},
		locks: locks, held: map[lockHeld]uint32{}, teams: teams}
	el := pomp2.NewEnterLeave(sink, clock)
	dec = pomp2.Decoder{}
	if err := s.replay(func(thread int, recs []pomp2.Record) {
		locks.records(thread, recs)
		el.Add(thread, dec.Decode(thread, recs))
	}); err != nil {
		return err
	}
	el.Close()
	if partial != nil {
		name, value := C.CString("OPARI2::PARTIAL"), C.CString(fmt.Sprintf("stopped by %s after %.3f s", partial.Signal, partial.TimeNs/1e9))
		C.pomp2_otf2_property(name, value)
		C.free(unsafe.Pointer(name))
		C.free(unsafe.Pointer(value))
	}
	host, _ := os.Hostname()
	if host == "" {
		host = "localhost"
	}
	group := "Process"
	if mpi {
		group = fmt.Sprintf("MPI Rank %d", rank)
	}
	C.pomp2_otf2_system(sink.str("machine Linux"), sink.str("machine"), sink.str("node "+host), sink.str("node"), sink.str(group),
		C.uint32_t(rank), C.uint64_t(el.LastNs()))
	for t := 0; t < el.Threads(); t++ {
		name := fmt.Sprintf("OMP thread %d", el.OMPThread(t))
		if t == 0 {
			name = "Master thread"
		}
		C.pomp2_otf2_location(sink.loc(t), sink.str(name), C.uint32_t(rank))
	}
	sink.writeTeams(el.Threads())
	return nil
}

// writeTeams defines the thread teams: every location in thread order
// (group 0), and each team's members as indexes into it.
func (o *otf2Sink) writeTeams(threads int) {
	teams := o.teams.Teams()
	if len(teams) == 0 {
		return
	}
	locs := make([]C.uint64_t, threads)
	for t := range locs {
		locs[t] = o.loc(t)
	}
	C.pomp2_otf2_team_locations(o.str("OpenMP threads"), C.uint32_t(threads), &locs[0])
	name := o.str("OpenMP thread team")
	for i, t := range teams {
		members := make([]C.uint64_t, len(t.Threads))
		for j, th := range t.Threads {
			members[j] = C.uint64_t(th)
		}
		C.pomp2_otf2_team(C.uint32_t(i), name, C.uint32_t(len(members)), &members[0])
	}
}
