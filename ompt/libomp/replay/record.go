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

// Record kinds and the fields each uses (Sub, Index, U32, A, B, PC).
const (
	KindNone           Kind = iota
	KindThreadBegin         // Sub: thread type
	KindThreadEnd           //
	KindParallelBegin       // A: parallel id, B: encountering task id, U32: requested parallelism, Sub: flags&0xff, PC
	KindParallelEnd         // A: parallel id, B: encountering task id, Sub: flags&0xff, PC
	KindImplicitTask        // Sub: endpoint, Index: thread number, U32: team size, A: task id, B: parallel id (0 at end), PC: task flags
	KindTaskCreate          // A: new task id, B: encountering task id, U32: flags, Sub: has_dependences, PC
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
	KindCancel              // U32: flags, PC
	KindControlTool         // A: command, B: modifier, PC
	KindCount               // number of kinds
)

var kindNames = [...]string{
	KindNone: "none", KindThreadBegin: "thread_begin", KindThreadEnd: "thread_end",
	KindParallelBegin: "parallel_begin", KindParallelEnd: "parallel_end", KindImplicitTask: "implicit_task",
	KindTaskCreate: "task_create", KindDependence: "dependence", KindTaskDependence: "task_dependence",
	KindTaskSchedule: "task_schedule", KindWork: "work", KindMasked: "masked", KindSyncRegion: "sync_region",
	KindSyncRegionWait: "sync_region_wait", KindMutexAcquire: "mutex_acquire", KindMutexAcquired: "mutex_acquired",
	KindMutexReleased: "mutex_released", KindLockInit: "lock_init", KindLockDestroy: "lock_destroy",
	KindNestLock: "nest_lock", KindFlush: "flush", KindCancel: "cancel", KindControlTool: "control_tool",
}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("kind_%d", int(k))
}

// Record is one event as the C layer wrote it (struct ompgo_rec, 32
// bytes). Which field holds what depends on Kind (see the constants).
type Record struct {
	Kind  Kind
	Sub   uint8
	Index uint16
	U32   uint32
	A     uint64
	B     uint64
	PC    uint64
}

// RecordSize is the size of a Record, equal to sizeof(ompgo_rec).
const RecordSize = int(unsafe.Sizeof(Record{}))
