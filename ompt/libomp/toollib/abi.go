package toollib

/*
#include "ompt_rec.h"
*/
import "C"

import "unsafe"

// The C layer's view of the record, for TestRecordLayout (cgo is not
// available in _test.go files).

// cKinds lists the C record kinds in the order of replay.Kind.
func cKinds() []int {
	return []int{C.OMPGO_NONE, C.OMPGO_THREAD_BEGIN, C.OMPGO_THREAD_END, C.OMPGO_PARALLEL_BEGIN,
		C.OMPGO_PARALLEL_END, C.OMPGO_IMPLICIT_TASK, C.OMPGO_TASK_CREATE, C.OMPGO_DEPENDENCE,
		C.OMPGO_TASK_DEPENDENCE, C.OMPGO_TASK_SCHEDULE, C.OMPGO_WORK, C.OMPGO_MASKED, C.OMPGO_SYNC_REGION,
		C.OMPGO_SYNC_REGION_WAIT, C.OMPGO_MUTEX_ACQUIRE, C.OMPGO_MUTEX_ACQUIRED, C.OMPGO_MUTEX_RELEASED,
		C.OMPGO_LOCK_INIT, C.OMPGO_LOCK_DESTROY, C.OMPGO_NEST_LOCK, C.OMPGO_FLUSH, C.OMPGO_CANCEL,
		C.OMPGO_CONTROL_TOOL, C.OMPGO_REDUCTION, C.OMPGO_DISPATCH, C.OMPGO_ERROR, C.OMPGO_KIND_COUNT}
}

// cRecordLayout is sizeof(ompgo_rec) and the offsets of its fields.
func cRecordLayout() []uintptr {
	var r C.ompgo_rec
	return []uintptr{unsafe.Sizeof(r), unsafe.Offsetof(r.kind), unsafe.Offsetof(r.sub), unsafe.Offsetof(r.index),
		unsafe.Offsetof(r.u32), unsafe.Offsetof(r.a), unsafe.Offsetof(r.b), unsafe.Offsetof(r.pc), unsafe.Offsetof(r.time),
		unsafe.Offsetof(r.cpu), unsafe.Offsetof(r.place), unsafe.Offsetof(r.exit_frame), unsafe.Offsetof(r.enter_frame)}
}

// cGenShift is OMPGO_GEN_SHIFT.
func cGenShift() int { return C.OMPGO_GEN_SHIFT }
