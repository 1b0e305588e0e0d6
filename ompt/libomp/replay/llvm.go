package replay

import "opari2/ompt"

// Values of LLVM's omp-tools.h (OpenMP 5.x) that records carry, and their
// model (002) counterparts. docs/ompt.md lists the mapping.

// LLVM callback codes (ompt_callbacks_t) of the events the C layer
// registers.
const (
	LLVMThreadBegin     = 1
	LLVMThreadEnd       = 2
	LLVMParallelBegin   = 3
	LLVMParallelEnd     = 4
	LLVMTaskCreate      = 5
	LLVMTaskSchedule    = 6
	LLVMImplicitTask    = 7
	LLVMTarget          = 8
	LLVMTargetDataOp    = 9
	LLVMTargetSubmit    = 10
	LLVMControlTool     = 11
	LLVMDeviceInit      = 12
	LLVMDeviceFinalize  = 13
	LLVMSyncRegionWait  = 16
	LLVMMutexReleased   = 17
	LLVMDependences     = 18
	LLVMTaskDependence  = 19
	LLVMWork            = 20
	LLVMMasked          = 21
	LLVMTargetMap       = 22
	LLVMSyncRegion      = 23
	LLVMLockInit        = 24
	LLVMLockDestroy     = 25
	LLVMMutexAcquire    = 26
	LLVMMutexAcquired   = 27
	LLVMNestLock        = 28
	LLVMFlush           = 29
	LLVMCancel          = 30
	LLVMReduction       = 31
	LLVMDispatch        = 32
	LLVMError           = 37
	LLVMCallbackCodeMax = 37
)

// LLVMCallback is the LLVM callback code that reports model event k, 0 when
// libomp has none (idle, which OpenMP 5.x dropped).
func LLVMCallback(k ompt.CallbackKind) int {
	switch k {
	case ompt.CallbackThreadBegin:
		return LLVMThreadBegin
	case ompt.CallbackThreadEnd:
		return LLVMThreadEnd
	case ompt.CallbackParallelBegin:
		return LLVMParallelBegin
	case ompt.CallbackParallelEnd:
		return LLVMParallelEnd
	case ompt.CallbackTaskCreate:
		return LLVMTaskCreate
	case ompt.CallbackTaskSchedule:
		return LLVMTaskSchedule
	case ompt.CallbackImplicitTask:
		return LLVMImplicitTask
	case ompt.CallbackTarget:
		return LLVMTarget
	case ompt.CallbackTargetDataOp:
		return LLVMTargetDataOp
	case ompt.CallbackTargetSubmit:
		return LLVMTargetSubmit
	case ompt.CallbackControlTool:
		return LLVMControlTool
	case ompt.CallbackDeviceInitialize:
		return LLVMDeviceInit
	case ompt.CallbackDeviceFinalize:
		return LLVMDeviceFinalize
	case ompt.CallbackSyncRegionWait:
		return LLVMSyncRegionWait
	case ompt.CallbackMutexReleased:
		return LLVMMutexReleased
	case ompt.CallbackTaskDependences:
		return LLVMDependences
	case ompt.CallbackTaskDependence:
		return LLVMTaskDependence
	case ompt.CallbackWork:
		return LLVMWork
	case ompt.CallbackMaster:
		return LLVMMasked
	case ompt.CallbackTargetMap:
		return LLVMTargetMap
	case ompt.CallbackSyncRegion:
		return LLVMSyncRegion
	case ompt.CallbackLockInit:
		return LLVMLockInit
	case ompt.CallbackLockDestroy:
		return LLVMLockDestroy
	case ompt.CallbackMutexAcquire:
		return LLVMMutexAcquire
	case ompt.CallbackMutexAcquired:
		return LLVMMutexAcquired
	case ompt.CallbackNestLock:
		return LLVMNestLock
	case ompt.CallbackFlush:
		return LLVMFlush
	case ompt.CallbackCancel:
		return LLVMCancel
	case ompt.CallbackReduction:
		return LLVMReduction
	case ompt.CallbackDispatch:
		return LLVMDispatch
	case ompt.CallbackError:
		return LLVMError
	}
	return 0
}

// forwarded reports whether the C layer records the events of LLVM
// callback code c (target and device events are not forwarded: see
// docs/ompt.md).
func forwarded(c int) bool {
	switch c {
	case LLVMTarget, LLVMTargetDataOp, LLVMTargetSubmit, LLVMTargetMap, LLVMDeviceInit, LLVMDeviceFinalize:
		return false
	}
	return c != 0
}

// Support is the answer set_callback gives the Go tool for each model
// event, from libomp's answers to the C layer's registrations (indexed by
// LLVM callback code). Mandatory events are always (002 allows nothing
// else; libomp answers always for them too); events libomp cannot report
// (idle) and events the C layer does not forward are never.
func Support(llvm []int32) map[ompt.CallbackKind]ompt.SetResult {
	s := map[ompt.CallbackKind]ompt.SetResult{}
	for _, k := range ompt.AllCallbacks() {
		if k.Mandatory() {
			s[k] = ompt.SetAlways
			continue
		}
		c := LLVMCallback(k)
		r := ompt.SetNever
		if forwarded(c) && c < len(llvm) {
			switch v := ompt.SetResult(llvm[c]); v {
			case ompt.SetNever, ompt.SetSometimes, ompt.SetSometimesPaired, ompt.SetAlways:
				r = v
			}
		}
		s[k] = r
	}
	return s
}

// LLVM sync region kinds (ompt_sync_region_t).
const (
	llvmSyncBarrier                  = 1
	llvmSyncBarrierImplicit          = 2
	llvmSyncBarrierExplicit          = 3
	llvmSyncBarrierImplementation    = 4
	llvmSyncTaskwait                 = 5
	llvmSyncTaskgroup                = 6
	llvmSyncReduction                = 7
	llvmSyncBarrierImplicitWorkshare = 8
	llvmSyncBarrierImplicitParallel  = 9
	llvmSyncBarrierTeams             = 10
)

// syncKind maps an LLVM sync region kind to the model's kind and the
// thread's state while it waits in it; ok is false for kinds the model
// has no sync region for (reduction, which libomp reports with the
// reduction callback).
func syncKind(v uint32) (kind ompt.SyncRegionKind, wait ompt.State, ok bool) {
	switch v {
	case llvmSyncBarrier, llvmSyncBarrierImplementation, llvmSyncBarrierTeams:
		return ompt.SyncRegionBarrier, ompt.StateWaitBarrier, true
	case llvmSyncBarrierImplicit:
		return ompt.SyncRegionBarrier, ompt.StateWaitBarrierImplicit, true
	case llvmSyncBarrierExplicit:
		return ompt.SyncRegionBarrier, ompt.StateWaitBarrierExplicit, true
	case llvmSyncBarrierImplicitWorkshare:
		return ompt.SyncRegionBarrier, ompt.StateWaitBarrierImplicitWorkshare, true
	case llvmSyncBarrierImplicitParallel:
		return ompt.SyncRegionBarrier, ompt.StateWaitBarrierImplicitParallel, true
	case llvmSyncTaskwait:
		return ompt.SyncRegionTaskwait, ompt.StateWaitTaskwait, true
	case llvmSyncTaskgroup:
		return ompt.SyncRegionTaskgroup, ompt.StateWaitTaskgroup, true
	}
	return 0, 0, false
}

// mutexKind maps an LLVM ompt_mutex_t to the model's kind.
func mutexKind(v uint32) (ompt.MutexKind, bool) {
	switch v {
	case 1, 2: // lock, test_lock
		return ompt.MutexLock, true
	case 3, 4: // nest_lock, test_nest_lock
		return ompt.MutexNestLock, true
	case 5:
		return ompt.MutexCritical, true
	case 6:
		return ompt.MutexAtomic, true
	case 7:
		return ompt.MutexOrdered, true
	}
	return 0, false
}

// endStatus maps the LLVM status of a task's end (complete, cancel,
// detach) to the model's.
func endStatus(v uint8) ompt.TaskStatus {
	switch v {
	case llvmTaskCancel:
		return ompt.TaskCancel
	case llvmTaskDetach:
		return ompt.TaskDetach
	}
	return ompt.TaskComplete
}

// workType maps an LLVM ompt_work_t: loop ... taskloop have 002's values,
// scope (5.1) the model's.
func workType(v uint32) (ompt.WorkType, bool) {
	if v >= 1 && v <= 8 {
		return ompt.WorkType(v), true
	}
	return 0, false
}

// dependenceType maps an LLVM ompt_dependence_type_t (in 1, out 2, inout 3)
// to 002's flags (out 1, in 2, inout 3); other types keep their value.
func dependenceType(v uint8) ompt.TaskDependenceFlag {
	switch v {
	case 1:
		return ompt.TaskDependenceIn
	case 2:
		return ompt.TaskDependenceOut
	case 3:
		return ompt.TaskDependenceInout
	}
	return ompt.TaskDependenceFlag(v)
}

// LLVM task status values (ompt_task_status_t).
const (
	llvmTaskComplete         = 1
	llvmTaskYield            = 2
	llvmTaskCancel           = 3
	llvmTaskDetach           = 4
	llvmTaskEarlyFulfill     = 5
	llvmTaskLateFulfill      = 6
	llvmTaskSwitch           = 7
	llvmTaskTaskwaitComplete = 8
)

func endpoint(v uint8) ompt.ScopeEndpoint { return ompt.ScopeEndpoint(v) }
