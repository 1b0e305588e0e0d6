// Package replay turns the records that the libomp tool library's C layer
// writes (one stream per OS thread, see ../ompt_rec.h) into calls of the
// ompt runtime-state model, so that Go tools see a real OpenMP runtime's
// events through the same model and callbacks as every other source.
//
// Each thread's records are replayed in their order on that thread's
// *ompt.Thread. Across threads the replayer keeps the happens-before edges
// the model needs (docs/ompt.md, "Rules for a source"): a thread's
// thread_begin after the previous thread's, a member's implicit task after
// the primary's parallel_begin, a task's first task_schedule after its
// task_create (and the dependences reported with it), and after the
// completion of every task it depends on. A record whose edge is not yet
// satisfied waits; the other threads go on.
//
// Values inside records are those of LLVM's omp-tools.h (OpenMP 5.x); the
// replayer maps them to the model's (002) values.
package replay

import (
	"fmt"
	"unsafe"
)

// Kind is the event of a record; the values are those of ompt_rec.h.
type Kind uint8

// Record kinds and the fields each uses (Sub, Index, U32, A, B, PC; every
// record has Time and CPU).
const (
	KindNone           Kind = iota
	KindThreadBegin         // Sub: thread type, Place
	KindThreadEnd           //
	KindParallelBegin       // A: parallel id, B: encountering task id, U32: requested parallelism, Sub: invoker | LeagueBit, PC, frames
	KindParallelEnd         // A: parallel id, B: encountering task id, Sub: invoker | LeagueBit, PC
	KindImplicitTask        // Sub: endpoint | LeagueBit (a league's initial task), Index: thread number, U32: team size, A: task id, B: parallel id (0 at end), PC: task flags, Place (begin)
	KindTaskCreate          // A: new task id, B: encountering task id, U32: flags, Sub: has_dependences, PC, frames
	KindDependence          // A: task id, B: variable address, Sub: dependence type, Index: position, U32: number of dependences
	KindTaskDependence      // A: source task id, B: sink task id
	KindTaskSchedule        // A: prior task id, B: next task id, Sub: prior task status
	KindWork                // Sub: endpoint, U32: work type, B: count, PC
	KindMasked              // Sub: endpoint, PC
	KindSyncRegion          // Sub: endpoint, U32: sync region kind, PC
	KindSyncRegionWait      // Sub: endpoint, U32: sync region kind, PC
	KindMutexAcquire        // U32: mutex kind, A: wait id, B: hint<<32 | impl, PC
	KindMutexAcquired       // U32: mutex kind, A: wait id, PC
	KindMutexReleased       // U32: mutex kind, A: wait id, PC
	KindLockInit            // as KindMutexAcquire
	KindLockDestroy         // as KindMutexAcquired
	KindNestLock            // Sub: endpoint, A: wait id, PC
	KindFlush               // PC
	KindCancel              // U32: flags, A: task id (the discarded task with ompt_cancel_discarded_task), PC
	KindControlTool         // A: command, B: modifier, PC
	KindReduction           // Sub: endpoint, U32: sync region kind, PC
	KindDispatch            // Sub: dispatch kind, A: instance
	KindError               // U32: severity, A: message number, PC
	KindCount               // number of kinds
)

// GenShift is where task ids carry the number of switches into the task
// so far, modulo 256 (the C layer counts them in the task's
// ompt_data_t): an untied task that suspends and resumes on several
// threads resumes after its latest suspension, which the replay tells
// from an earlier one by the count.
const GenShift = 56

const idMask = 1<<GenShift - 1

// taskID is the id of a task without its switch count.
func taskID(v uint64) uint64 { return v & idMask }

// switches is the switch count a task id carries.
func switches(v uint64) uint8 { return uint8(v >> GenShift) }

// LeagueBit in Sub marks a teams construct's league (parallel_begin/end)
// and the initial tasks of its teams (implicit_task).
const LeagueBit = 0x40

var kindNames = [...]string{
	KindNone: "none", KindThreadBegin: "thread_begin", KindThreadEnd: "thread_end",
	KindParallelBegin: "parallel_begin", KindParallelEnd: "parallel_end", KindImplicitTask: "implicit_task",
	KindTaskCreate: "task_create", KindDependence: "dependence", KindTaskDependence: "task_dependence",
	KindTaskSchedule: "task_schedule", KindWork: "work", KindMasked: "masked", KindSyncRegion: "sync_region",
	KindSyncRegionWait: "sync_region_wait", KindMutexAcquire: "mutex_acquire", KindMutexAcquired: "mutex_acquired",
	KindMutexReleased: "mutex_released", KindLockInit: "lock_init", KindLockDestroy: "lock_destroy",
	KindNestLock: "nest_lock", KindFlush: "flush", KindCancel: "cancel", KindControlTool: "control_tool",
	KindReduction: "reduction", KindDispatch: "dispatch", KindError: "error",
}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("kind_%d", int(k))
}

// Record is one event as the C layer wrote it (struct ompgo_rec, 64
// bytes). Which field holds what depends on Kind (see the constants).
type Record struct {
	Kind       Kind
	Sub        uint8
	Index      uint16
	U32        uint32
	A          uint64
	B          uint64
	PC         uint64
	Time       uint64 // TSC ticks (x86-64) or CLOCK_MONOTONIC ns
	CPU        uint32 // the processor the thread ran on
	Place      int32  // thread_begin, implicit_task begin: the thread's place (-1: none)
	ExitFrame  uint64 // parallel_begin, task_create: the encountering task's frame as libomp passed it
	EnterFrame uint64
}

// RecordSize is the size of a Record, equal to sizeof(ompgo_rec).
const RecordSize = int(unsafe.Sizeof(Record{}))
