// Package pomp2 is the measurement side of POMP2: it turns the event
// records that the C hot path of libpomp2 writes into per-thread buffers
// into the event echo, a profile and a trace. Nothing here runs on the
// hot path: buffers reach Go in batches (see pomp2/lib).
package pomp2

import "strconv"

// Kind identifies a POMP2 event. The values are shared with the C layer
// (pomp2/lib/pomp2_events.h); TestKindsMatchC in pomp2/lib checks them.
type Kind uint16

// Event kinds, one per POMP2 call (and init/finalize).
const (
	EvNone Kind = iota
	EvInit
	EvFinalize
	EvAtomicEnter
	EvAtomicExit
	EvBarrierEnter
	EvBarrierExit
	EvImplicitBarrierEnter
	EvImplicitBarrierExit
	EvFlushEnter
	EvFlushExit
	EvCriticalEnter
	EvCriticalBegin
	EvCriticalEnd
	EvCriticalExit
	EvMasterBegin
	EvMasterEnd
	EvOrderedEnter
	EvOrderedBegin
	EvOrderedEnd
	EvOrderedExit
	EvSingleEnter
	EvSingleBegin
	EvSingleEnd
	EvSingleExit
	EvForEnter
	EvForExit
	EvDoEnter
	EvDoExit
	EvSectionsEnter
	EvSectionsExit
	EvSectionBegin
	EvSectionEnd
	EvWorkshareEnter
	EvWorkshareExit
	EvFork
	EvParallelBegin
	EvParallelEnd
	EvJoin
	EvTaskCreateBegin
	EvTaskCreateEnd
	EvTaskBegin
	EvTaskEnd
	EvUntiedCreateBegin
	EvUntiedCreateEnd
	EvUntiedBegin
	EvUntiedEnd
	EvTaskwaitBegin
	EvTaskwaitEnd
	EvUserBegin
	EvUserEnd
	EvLockInit
	EvLockDestroy
	EvLockSet
	EvLockSetDone
	EvLockUnset
	EvLockTest
	EvNestLockInit
	EvNestLockDestroy
	EvNestLockSet
	EvNestLockSetDone
	EvNestLockUnset
	EvNestLockTest
	EvOn
	EvOff
	// EvTask, EvArg, EvValue, EvTeam and EvLockOrder are records, not
	// events (see Record). In OTF2 traces only: EvTeam is the key of the
	// team that the thread's next fork makes or parallel begin joins
	// (TeamFinder); EvLockOrder the place of the thread's next lock
	// acquisition among the lock's acquisitions.
	EvTask
	EvArg
	EvValue
	EvTeam
	EvLockOrder
	numKinds
)

var kindNames = [...]string{
	EvNone: "none", EvInit: "init", EvFinalize: "finalize", EvAtomicEnter: "atomic_enter", EvAtomicExit: "atomic_exit",
	EvBarrierEnter: "barrier_enter", EvBarrierExit: "barrier_exit", EvImplicitBarrierEnter: "implicit_barrier_enter",
	EvImplicitBarrierExit: "implicit_barrier_exit", EvFlushEnter: "flush_enter", EvFlushExit: "flush_exit",
	EvCriticalEnter: "critical_enter", EvCriticalBegin: "critical_begin", EvCriticalEnd: "critical_end",
	EvCriticalExit: "critical_exit", EvMasterBegin: "master_begin", EvMasterEnd: "master_end",
	EvOrderedEnter: "ordered_enter", EvOrderedBegin: "ordered_begin", EvOrderedEnd: "ordered_end",
	EvOrderedExit: "ordered_exit", EvSingleEnter: "single_enter", EvSingleBegin: "single_begin",
	EvSingleEnd: "single_end", EvSingleExit: "single_exit", EvForEnter: "for_enter", EvForExit: "for_exit",
	EvDoEnter: "do_enter", EvDoExit: "do_exit", EvSectionsEnter: "sections_enter", EvSectionsExit: "sections_exit",
	EvSectionBegin: "section_begin", EvSectionEnd: "section_end", EvWorkshareEnter: "workshare_enter",
	EvWorkshareExit: "workshare_exit", EvFork: "parallel_fork", EvParallelBegin: "parallel_begin",
	EvParallelEnd: "parallel_end", EvJoin: "parallel_join", EvTaskCreateBegin: "task_create_begin",
	EvTaskCreateEnd: "task_create_end", EvTaskBegin: "task_begin", EvTaskEnd: "task_end",
	EvUntiedCreateBegin: "untied_task_create_begin", EvUntiedCreateEnd: "untied_task_create_end",
	EvUntiedBegin: "untied_task_begin", EvUntiedEnd: "untied_task_end", EvTaskwaitBegin: "taskwait_begin",
	EvTaskwaitEnd: "taskwait_end", EvUserBegin: "user_begin", EvUserEnd: "user_end", EvLockInit: "init_lock",
	EvLockDestroy: "destroy_lock", EvLockSet: "set_lock", EvLockSetDone: "set_lock_done", EvLockUnset: "unset_lock",
	EvLockTest: "test_lock", EvNestLockInit: "init_nest_lock", EvNestLockDestroy: "destroy_nest_lock",
	EvNestLockSet: "set_nest_lock", EvNestLockSetDone: "set_nest_lock_done", EvNestLockUnset: "unset_nest_lock",
	EvNestLockTest: "test_nest_lock", EvOn: "on", EvOff: "off", EvTask: "task_record", EvArg: "arg_record",
	EvValue: "value_record", EvTeam: "team_record", EvLockOrder: "lock_order_record",
}

// String names the event after its POMP2 call ("parallel_fork").
func (k Kind) String() string {
	if int(k) < len(kindNames) && kindNames[k] != "" {
		return kindNames[k]
	}
	return "kind_" + strconv.Itoa(int(k))
}

// Record is one 16-byte record of the C layer's buffers. Task ids and
// other 64-bit arguments travel in records of their own, Time holding the
// value: an EvTask record sets the recording thread's current task, which
// every later event carries; an EvArg record gives the next event its
// argument (EvValue records, which libraries before issue 24 wrote for
// the OMPT bridge, are skipped). Decoder turns records into events.
type Record struct {
	Time   uint64
	Region uint32
	Kind   uint8
	_      uint8
	Thread uint16
}

// Event is a decoded record.
type Event struct {
	Time   uint64 // TSC ticks or nanoseconds (see Clock)
	Region uint32 // region id; 0 for events without a region
	Kind   Kind
	Thread uint16 // omp_get_thread_num() of the thread that recorded it
	// Arg depends on the kind: the current task for most events, the new
	// task for task creation, the lock address for lock events.
	Arg int64
}

// pairs maps an opening event to the event that closes it; profiles and
// traces are built from these intervals.
var pairs = map[Kind]Kind{
	EvAtomicEnter:          EvAtomicExit,
	EvBarrierEnter:         EvBarrierExit,
	EvImplicitBarrierEnter: EvImplicitBarrierExit,
	EvFlushEnter:           EvFlushExit,
	EvCriticalEnter:        EvCriticalExit,
	EvCriticalBegin:        EvCriticalEnd,
	EvMasterBegin:          EvMasterEnd,
	EvOrderedEnter:         EvOrderedExit,
	EvOrderedBegin:         EvOrderedEnd,
	EvSingleEnter:          EvSingleExit,
	EvSingleBegin:          EvSingleEnd,
	EvForEnter:             EvForExit,
	EvDoEnter:              EvDoExit,
	EvSectionsEnter:        EvSectionsExit,
	EvSectionBegin:         EvSectionEnd,
	EvWorkshareEnter:       EvWorkshareExit,
	EvFork:                 EvJoin,
	EvParallelBegin:        EvParallelEnd,
	EvTaskCreateBegin:      EvTaskCreateEnd,
	EvTaskBegin:            EvTaskEnd,
	EvUntiedCreateBegin:    EvUntiedCreateEnd,
	EvUntiedBegin:          EvUntiedEnd,
	EvTaskwaitBegin:        EvTaskwaitEnd,
	EvUserBegin:            EvUserEnd,
	EvLockSet:              EvLockSetDone,
	EvNestLockSet:          EvNestLockSetDone,
}

// opens[k] is the event k closes (EvNone if k closes nothing); closes[k]
// reports that k opens an interval. Arrays: looked up once per event.
var opens, closesOf = func() (o [numKinds]Kind, c [numKinds]Kind) {
	for op, cl := range pairs {
		o[cl] = op
		c[op] = cl
	}
	return
}()

// activity names the part of a region an interval measures, for profile
// rows and trace slices ("for", "implicit barrier", "fork/join").
var activity = map[Kind]string{
	EvAtomicEnter: "atomic", EvBarrierEnter: "barrier", EvImplicitBarrierEnter: "implicit barrier",
	EvFlushEnter: "flush", EvCriticalEnter: "critical (enter/exit)", EvCriticalBegin: "critical (body)",
	EvMasterBegin: "master", EvOrderedEnter: "ordered (enter/exit)", EvOrderedBegin: "ordered (body)",
	EvSingleEnter: "single (enter/exit)", EvSingleBegin: "single (body)", EvForEnter: "for",
	EvDoEnter: "do", EvSectionsEnter: "sections", EvSectionBegin: "section", EvWorkshareEnter: "workshare",
	EvFork: "fork/join", EvParallelBegin: "parallel", EvTaskCreateBegin: "task create",
	EvTaskBegin: "task", EvUntiedCreateBegin: "untied task create", EvUntiedBegin: "untied task",
	EvTaskEnd: "task run", EvUntiedEnd: "untied task run", // a task's leaf where it ran (callpath.go)
	EvTaskwaitBegin: "taskwait", EvUserBegin: "user region", EvLockSet: "lock wait", EvNestLockSet: "nest lock wait",
}

// Pairing is the pairing of events as two tables indexed by kind: the
// kind each kind closes (opener) and the kind that closes it (closer),
// EvNone for none. libpomp2's C profile (profile.h) spells the same
// pairing as constant tables, which TestPairingMatchesGo checks against
// these, so the profile kept on the recording threads and the one built
// from records pair events alike.
func Pairing() (opener, closer []Kind) {
	return append([]Kind(nil), opens[:]...), append([]Kind(nil), closesOf[:]...)
}
