package main

/*
#include "pomp2_events.h"
#include "pomp2_core.h"
#include "profile.h"
static int closer_of( int k ) { return pomp2_closer[ k ]; }
static int opener_of( int k ) { return pomp2_opener[ k ]; }
*/
import "C"

import "unsafe"

// cRecordLayout is the size of a C record and the offsets of its fields
// (time, region, kind, tid), which pomp2.Record must share.
var cRecordLayout = [5]uintptr{
	C.sizeof_pomp2_event,
	unsafe.Offsetof(C.pomp2_event{}.time),
	unsafe.Offsetof(C.pomp2_event{}.region),
	unsafe.Offsetof(C.pomp2_event{}.kind),
	unsafe.Offsetof(C.pomp2_event{}.tid),
}

// cKinds maps the Go names of the event kinds to the C enum values.
var cKinds = map[string]int{
	"EvNone":                 C.POMP2_EV_NONE,
	"EvInit":                 C.POMP2_EV_INIT,
	"EvFinalize":             C.POMP2_EV_FINALIZE,
	"EvAtomicEnter":          C.POMP2_EV_ATOMIC_ENTER,
	"EvAtomicExit":           C.POMP2_EV_ATOMIC_EXIT,
	"EvBarrierEnter":         C.POMP2_EV_BARRIER_ENTER,
	"EvBarrierExit":          C.POMP2_EV_BARRIER_EXIT,
	"EvImplicitBarrierEnter": C.POMP2_EV_IMPLICIT_BARRIER_ENTER,
	"EvImplicitBarrierExit":  C.POMP2_EV_IMPLICIT_BARRIER_EXIT,
	"EvFlushEnter":           C.POMP2_EV_FLUSH_ENTER,
	"EvFlushExit":            C.POMP2_EV_FLUSH_EXIT,
	"EvCriticalEnter":        C.POMP2_EV_CRITICAL_ENTER,
	"EvCriticalBegin":        C.POMP2_EV_CRITICAL_BEGIN,
	"EvCriticalEnd":          C.POMP2_EV_CRITICAL_END,
	"EvCriticalExit":         C.POMP2_EV_CRITICAL_EXIT,
	"EvMasterBegin":          C.POMP2_EV_MASTER_BEGIN,
	"EvMasterEnd":            C.POMP2_EV_MASTER_END,
	"EvOrderedEnter":         C.POMP2_EV_ORDERED_ENTER,
	"EvOrderedBegin":         C.POMP2_EV_ORDERED_BEGIN,
	"EvOrderedEnd":           C.POMP2_EV_ORDERED_END,
	"EvOrderedExit":          C.POMP2_EV_ORDERED_EXIT,
	"EvSingleEnter":          C.POMP2_EV_SINGLE_ENTER,
	"EvSingleBegin":          C.POMP2_EV_SINGLE_BEGIN,
	"EvSingleEnd":            C.POMP2_EV_SINGLE_END,
	"EvSingleExit":           C.POMP2_EV_SINGLE_EXIT,
	"EvForEnter":             C.POMP2_EV_FOR_ENTER,
	"EvForExit":              C.POMP2_EV_FOR_EXIT,
	"EvDoEnter":              C.POMP2_EV_DO_ENTER,
	"EvDoExit":               C.POMP2_EV_DO_EXIT,
	"EvSectionsEnter":        C.POMP2_EV_SECTIONS_ENTER,
	"EvSectionsExit":         C.POMP2_EV_SECTIONS_EXIT,
	"EvSectionBegin":         C.POMP2_EV_SECTION_BEGIN,
	"EvSectionEnd":           C.POMP2_EV_SECTION_END,
	"EvWorkshareEnter":       C.POMP2_EV_WORKSHARE_ENTER,
	"EvWorkshareExit":        C.POMP2_EV_WORKSHARE_EXIT,
	"EvFork":                 C.POMP2_EV_FORK,
	"EvParallelBegin":        C.POMP2_EV_PARALLEL_BEGIN,
	"EvParallelEnd":          C.POMP2_EV_PARALLEL_END,
	"EvJoin":                 C.POMP2_EV_JOIN,
	"EvTaskCreateBegin":      C.POMP2_EV_TASK_CREATE_BEGIN,
	"EvTaskCreateEnd":        C.POMP2_EV_TASK_CREATE_END,
	"EvTaskBegin":            C.POMP2_EV_TASK_BEGIN,
	"EvTaskEnd":              C.POMP2_EV_TASK_END,
	"EvUntiedCreateBegin":    C.POMP2_EV_UNTIED_CREATE_BEGIN,
	"EvUntiedCreateEnd":      C.POMP2_EV_UNTIED_CREATE_END,
	"EvUntiedBegin":          C.POMP2_EV_UNTIED_BEGIN,
	"EvUntiedEnd":            C.POMP2_EV_UNTIED_END,
	"EvTaskwaitBegin":        C.POMP2_EV_TASKWAIT_BEGIN,
	"EvTaskwaitEnd":          C.POMP2_EV_TASKWAIT_END,
	"EvUserBegin":            C.POMP2_EV_USER_BEGIN,
	"EvUserEnd":              C.POMP2_EV_USER_END,
	"EvLockInit":             C.POMP2_EV_LOCK_INIT,
	"EvLockDestroy":          C.POMP2_EV_LOCK_DESTROY,
	"EvLockSet":              C.POMP2_EV_LOCK_SET,
	"EvLockSetDone":          C.POMP2_EV_LOCK_SET_DONE,
	"EvLockUnset":            C.POMP2_EV_LOCK_UNSET,
	"EvLockTest":             C.POMP2_EV_LOCK_TEST,
	"EvNestLockInit":         C.POMP2_EV_NEST_LOCK_INIT,
	"EvNestLockDestroy":      C.POMP2_EV_NEST_LOCK_DESTROY,
	"EvNestLockSet":          C.POMP2_EV_NEST_LOCK_SET,
	"EvNestLockSetDone":      C.POMP2_EV_NEST_LOCK_SET_DONE,
	"EvNestLockUnset":        C.POMP2_EV_NEST_LOCK_UNSET,
	"EvNestLockTest":         C.POMP2_EV_NEST_LOCK_TEST,
	"EvOn":                   C.POMP2_EV_ON,
	"EvOff":                  C.POMP2_EV_OFF,
	"EvTask":                 C.POMP2_EV_TASK,
	"EvArg":                  C.POMP2_EV_ARG,
	"EvValue":                C.POMP2_EV_VALUE,
	"EvTeam":                 C.POMP2_EV_TEAM,
	"EvLockOrder":            C.POMP2_EV_LOCK_ORDER,
}

// cCloser and cOpener are profile.h's pairing of kind k.
func cCloser(k int) int { return int(C.closer_of(C.int(k))) }
func cOpener(k int) int { return int(C.opener_of(C.int(k))) }
