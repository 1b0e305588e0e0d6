package ompt

import (
	"fmt"
	"reflect"
)

// CallbackKind is ompt_callbacks_t: the code that names an event when a
// tool registers or queries its callback (002 values).
type CallbackKind int32

// Callback codes.
const (
	CallbackThreadBegin      CallbackKind = 1
	CallbackThreadEnd        CallbackKind = 2
	CallbackParallelBegin    CallbackKind = 3
	CallbackParallelEnd      CallbackKind = 4
	CallbackTaskCreate       CallbackKind = 5
	CallbackTaskSchedule     CallbackKind = 6
	CallbackImplicitTask     CallbackKind = 7
	CallbackTarget           CallbackKind = 8
	CallbackTargetDataOp     CallbackKind = 9
	CallbackTargetSubmit     CallbackKind = 10
	CallbackControlTool      CallbackKind = 11
	CallbackDeviceInitialize CallbackKind = 12
	CallbackDeviceFinalize   CallbackKind = 13
	CallbackSyncRegionWait   CallbackKind = 14
	CallbackMutexReleased    CallbackKind = 15
	CallbackTaskDependences  CallbackKind = 16
	CallbackTaskDependence   CallbackKind = 17
	CallbackWork             CallbackKind = 18
	CallbackMaster           CallbackKind = 19
	CallbackTargetMap        CallbackKind = 20
	CallbackSyncRegion       CallbackKind = 21
	CallbackLockInit         CallbackKind = 22
	CallbackLockDestroy      CallbackKind = 23
	CallbackMutexAcquire     CallbackKind = 24
	CallbackMutexAcquired    CallbackKind = 25
	CallbackNestLock         CallbackKind = 26
	CallbackFlush            CallbackKind = 27
	CallbackCancel           CallbackKind = 28
	CallbackIdle             CallbackKind = 29

	// OpenMP 5.x events that 002 does not have (LLVM's libomp 14 emits
	// reduction and error; dispatch is 5.1). Their codes are omp-tools.h's,
	// which do not collide with 002's.
	CallbackReduction CallbackKind = 31
	CallbackDispatch  CallbackKind = 32
	CallbackError     CallbackKind = 37

	callbackLast = CallbackError
	// CallbackLast is the largest callback code (for tables indexed by it).
	CallbackLast = callbackLast
)

var callbackNames = [...]string{
	CallbackThreadBegin:      "ompt_callback_thread_begin",
	CallbackThreadEnd:        "ompt_callback_thread_end",
	CallbackParallelBegin:    "ompt_callback_parallel_begin",
	CallbackParallelEnd:      "ompt_callback_parallel_end",
	CallbackTaskCreate:       "ompt_callback_task_create",
	CallbackTaskSchedule:     "ompt_callback_task_schedule",
	CallbackImplicitTask:     "ompt_callback_implicit_task",
	CallbackTarget:           "ompt_callback_target",
	CallbackTargetDataOp:     "ompt_callback_target_data_op",
	CallbackTargetSubmit:     "ompt_callback_target_submit",
	CallbackControlTool:      "ompt_callback_control_tool",
	CallbackDeviceInitialize: "ompt_callback_device_initialize",
	CallbackDeviceFinalize:   "ompt_callback_device_finalize",
	CallbackSyncRegionWait:   "ompt_callback_sync_region_wait",
	CallbackMutexReleased:    "ompt_callback_mutex_released",
	CallbackTaskDependences:  "ompt_callback_task_dependences",
	CallbackTaskDependence:   "ompt_callback_task_dependence",
	CallbackWork:             "ompt_callback_work",
	CallbackMaster:           "ompt_callback_master",
	CallbackTargetMap:        "ompt_callback_target_map",
	CallbackSyncRegion:       "ompt_callback_sync_region",
	CallbackLockInit:         "ompt_callback_lock_init",
	CallbackLockDestroy:      "ompt_callback_lock_destroy",
	CallbackMutexAcquire:     "ompt_callback_mutex_acquire",
	CallbackMutexAcquired:    "ompt_callback_mutex_acquired",
	CallbackNestLock:         "ompt_callback_nest_lock",
	CallbackFlush:            "ompt_callback_flush",
	CallbackCancel:           "ompt_callback_cancel",
	CallbackIdle:             "ompt_callback_idle",
	CallbackReduction:        "ompt_callback_reduction",
	CallbackDispatch:         "ompt_callback_dispatch",
	CallbackError:            "ompt_callback_error",
}

// AllCallbacks lists every callback code in numeric order: 002's, then
// the OpenMP 5.x events the model has (Extension).
func AllCallbacks() []CallbackKind {
	out := make([]CallbackKind, 0, int(callbackLast))
	for k := CallbackThreadBegin; k <= callbackLast; k++ {
		if k.Valid() {
			out = append(out, k)
		}
	}
	return out
}

// Extension reports whether k is an OpenMP 5.x event that 002 does not
// have (reduction, dispatch, error).
func (k CallbackKind) Extension() bool {
	return k == CallbackReduction || k == CallbackDispatch || k == CallbackError
}

// Mandatory reports whether 002 allows only ompt_set_always for k: the
// callbacks a minimal implementation must dispatch on every event.
func (k CallbackKind) Mandatory() bool {
	return k >= CallbackThreadBegin && k <= CallbackDeviceFinalize
}

// Valid reports whether k is one of 002's callback codes or one of the
// 5.x events of the model.
func (k CallbackKind) Valid() bool {
	return k >= CallbackThreadBegin && k <= CallbackIdle || k.Extension()
}

func (k CallbackKind) String() string {
	if k.Valid() {
		return callbackNames[k]
	}
	return fmt.Sprintf("ompt_callback_%d", int(k))
}

// The callback signatures. Each host-event callback receives, before the
// arguments of its C prototype, the *Thread on which the event occurs: it
// stands in for the thread-local "current thread" that C entry points such
// as ompt_get_thread_data consult, and the tool passes it back to them.
type (
	// ThreadBeginFunc is ompt_callback_thread_begin_t.
	ThreadBeginFunc func(t *Thread, threadType ThreadType, threadData *Data)
	// ThreadEndFunc is ompt_callback_thread_end_t.
	ThreadEndFunc func(t *Thread, threadData *Data)
	// IdleFunc is ompt_callback_idle_t.
	IdleFunc func(t *Thread, endpoint ScopeEndpoint)
	// ParallelBeginFunc is ompt_callback_parallel_begin_t.
	ParallelBeginFunc func(t *Thread, encounteringTaskData *Data, encounteringTaskFrame *Frame,
		parallelData *Data, requestedTeamSize uint32, invoker Invoker, codeptrRA uintptr)
	// ParallelEndFunc is ompt_callback_parallel_end_t.
	ParallelEndFunc func(t *Thread, parallelData *Data, encounteringTaskData *Data, invoker Invoker, codeptrRA uintptr)
	// TaskCreateFunc is ompt_callback_task_create_t.
	TaskCreateFunc func(t *Thread, encounteringTaskData *Data, encounteringTaskFrame *Frame,
		newTaskData *Data, flags TaskType, hasDependences bool, codeptrRA uintptr)
	// TaskScheduleFunc is ompt_callback_task_schedule_t.
	TaskScheduleFunc func(t *Thread, priorTaskData *Data, priorTaskStatus TaskStatus, nextTaskData *Data)
	// ImplicitTaskFunc is ompt_callback_implicit_task_t.
	ImplicitTaskFunc func(t *Thread, endpoint ScopeEndpoint, parallelData *Data, taskData *Data,
		teamSize uint32, threadNum uint32, flags TaskType)
	// TaskDependencesFunc is ompt_callback_task_dependences_t.
	TaskDependencesFunc func(t *Thread, taskData *Data, deps []TaskDependence)
	// TaskDependenceFunc is ompt_callback_task_dependence_t.
	TaskDependenceFunc func(t *Thread, srcTaskData *Data, sinkTaskData *Data)
	// WorkFunc is ompt_callback_work_t.
	WorkFunc func(t *Thread, wstype WorkType, endpoint ScopeEndpoint, parallelData *Data,
		taskData *Data, count uint64, codeptrRA uintptr)
	// MasterFunc is ompt_callback_master_t.
	MasterFunc func(t *Thread, endpoint ScopeEndpoint, parallelData *Data, taskData *Data, codeptrRA uintptr)
	// SyncRegionFunc is ompt_callback_sync_region_t (sync_region,
	// sync_region_wait and, with kind SyncRegionReduction, reduction).
	SyncRegionFunc func(t *Thread, kind SyncRegionKind, endpoint ScopeEndpoint, parallelData *Data,
		taskData *Data, codeptrRA uintptr)
	// MutexAcquireFunc is ompt_callback_mutex_acquire_t (mutex_acquire and lock_init).
	MutexAcquireFunc func(t *Thread, kind MutexKind, hint uint32, impl uint32, waitID WaitID, codeptrRA uintptr)
	// MutexFunc is ompt_callback_mutex_t (mutex_acquired, mutex_released, lock_destroy).
	MutexFunc func(t *Thread, kind MutexKind, waitID WaitID, codeptrRA uintptr)
	// NestLockFunc is ompt_callback_nest_lock_t.
	NestLockFunc func(t *Thread, endpoint ScopeEndpoint, waitID WaitID, codeptrRA uintptr)
	// FlushFunc is ompt_callback_flush_t.
	FlushFunc func(t *Thread, threadData *Data, codeptrRA uintptr)
	// CancelFunc is ompt_callback_cancel_t.
	CancelFunc func(t *Thread, taskData *Data, flags CancelFlag, codeptrRA uintptr)
	// DispatchFunc is ompt_callback_dispatch_t (OpenMP 5.1): a thread
	// starts a chunk of loop iterations (instance.Value: the logical
	// number of its first iteration) or a section (instance.Value: the
	// section's number, the model having no code address of it).
	DispatchFunc func(t *Thread, parallelData *Data, taskData *Data, kind DispatchKind, instance Data)
	// ErrorFunc is ompt_callback_error_t (OpenMP 5.1): an error directive
	// with at(execution).
	ErrorFunc func(t *Thread, severity Severity, message string, codeptrRA uintptr)
	// ControlToolFunc is ompt_callback_control_tool_t.
	ControlToolFunc func(t *Thread, command uint64, modifier uint64, arg any, codeptrRA uintptr) int
	// DeviceInitializeFunc is ompt_callback_device_initialize_t; lookup is
	// nil when the device cannot be traced.
	DeviceInitializeFunc func(t *Thread, deviceNum int, deviceType string, device Device,
		lookup FunctionLookup, documentation string)
	// DeviceFinalizeFunc is ompt_callback_device_finalize_t.
	DeviceFinalizeFunc func(t *Thread, deviceNum int)
	// TargetFunc is ompt_callback_target_t.
	TargetFunc func(t *Thread, kind TargetType, endpoint ScopeEndpoint, deviceNum int, taskData *Data,
		targetID ID, codeptrRA uintptr)
	// TargetDataOpFunc is ompt_callback_target_data_op_t.
	TargetDataOpFunc func(t *Thread, targetID ID, hostOpID ID, optype TargetDataOp, srcAddr uintptr,
		srcDeviceNum int, destAddr uintptr, destDeviceNum int, bytes uint64, codeptrRA uintptr)
	// TargetSubmitFunc is ompt_callback_target_submit_t.
	TargetSubmitFunc func(t *Thread, targetID ID, hostOpID ID, requestedNumTeams uint32)
	// TargetMapFunc is ompt_callback_target_map_t; the four slices have
	// nitems entries each.
	TargetMapFunc func(t *Thread, targetID ID, nitems uint32, hostAddr []uintptr, deviceAddr []uintptr,
		bytes []uint64, mappingFlags []TargetMapFlag, codeptrRA uintptr)
)

// Callback is ompt_callback_t: any of the function types above, passed to
// set_callback and returned by get_callback.
type Callback any

// callbacks is the dispatch table: one typed field per event, nil when no
// tool callback is registered. It is written only while the tool's
// initializer runs and read without locks afterwards.
type callbacks struct {
	threadBegin      ThreadBeginFunc
	threadEnd        ThreadEndFunc
	parallelBegin    ParallelBeginFunc
	parallelEnd      ParallelEndFunc
	taskCreate       TaskCreateFunc
	taskSchedule     TaskScheduleFunc
	implicitTask     ImplicitTaskFunc
	target           TargetFunc
	targetDataOp     TargetDataOpFunc
	targetSubmit     TargetSubmitFunc
	controlTool      ControlToolFunc
	deviceInitialize DeviceInitializeFunc
	deviceFinalize   DeviceFinalizeFunc
	syncRegionWait   SyncRegionFunc
	mutexReleased    MutexFunc
	taskDependences  TaskDependencesFunc
	taskDependence   TaskDependenceFunc
	work             WorkFunc
	master           MasterFunc
	targetMap        TargetMapFunc
	syncRegion       SyncRegionFunc
	lockInit         MutexAcquireFunc
	lockDestroy      MutexFunc
	mutexAcquire     MutexAcquireFunc
	mutexAcquired    MutexFunc
	nestLock         NestLockFunc
	flush            FlushFunc
	cancel           CancelFunc
	idle             IdleFunc
	reduction        SyncRegionFunc
	dispatch         DispatchFunc
	errorCB          ErrorFunc

	// registered is what get_callback answers: the callback as the
	// tool passed it, nil when none.
	registered [callbackLast + 1]Callback
}

// set stores cb for event k. It reports false when cb's type is not the
// signature of k (a nil cb of any kind unregisters).
func (c *callbacks) set(k CallbackKind, cb Callback) bool {
	if !k.Valid() {
		return false
	}
	if !callbackSetters[k](c, cb) {
		return false
	}
	if isNilCallback(cb) {
		c.registered[k] = nil
	} else {
		c.registered[k] = cb
	}
	return true
}

// get returns the callback registered for k, or nil.
func (c *callbacks) get(k CallbackKind) Callback {
	if !k.Valid() {
		return nil
	}
	return c.registered[k]
}

// callbackSetters stores a callback of the right signature in its typed
// field; one entry per event.
var callbackSetters = [callbackLast + 1]func(c *callbacks, cb Callback) bool{
	CallbackThreadBegin:   func(c *callbacks, cb Callback) (ok bool) { c.threadBegin, ok = asFunc[ThreadBeginFunc](cb); return },
	CallbackThreadEnd:     func(c *callbacks, cb Callback) (ok bool) { c.threadEnd, ok = asFunc[ThreadEndFunc](cb); return },
	CallbackParallelBegin: func(c *callbacks, cb Callback) (ok bool) { c.parallelBegin, ok = asFunc[ParallelBeginFunc](cb); return },
	CallbackParallelEnd:   func(c *callbacks, cb Callback) (ok bool) { c.parallelEnd, ok = asFunc[ParallelEndFunc](cb); return },
	CallbackTaskCreate:    func(c *callbacks, cb Callback) (ok bool) { c.taskCreate, ok = asFunc[TaskCreateFunc](cb); return },
	CallbackTaskSchedule:  func(c *callbacks, cb Callback) (ok bool) { c.taskSchedule, ok = asFunc[TaskScheduleFunc](cb); return },
	CallbackImplicitTask:  func(c *callbacks, cb Callback) (ok bool) { c.implicitTask, ok = asFunc[ImplicitTaskFunc](cb); return },
	CallbackTarget:        func(c *callbacks, cb Callback) (ok bool) { c.target, ok = asFunc[TargetFunc](cb); return },
	CallbackTargetDataOp:  func(c *callbacks, cb Callback) (ok bool) { c.targetDataOp, ok = asFunc[TargetDataOpFunc](cb); return },
	CallbackTargetSubmit:  func(c *callbacks, cb Callback) (ok bool) { c.targetSubmit, ok = asFunc[TargetSubmitFunc](cb); return },
	CallbackControlTool:   func(c *callbacks, cb Callback) (ok bool) { c.controlTool, ok = asFunc[ControlToolFunc](cb); return },
	CallbackDeviceInitialize: func(c *callbacks, cb Callback) (ok bool) {
		c.deviceInitialize, ok = asFunc[DeviceInitializeFunc](cb)
		return
	},
	CallbackDeviceFinalize: func(c *callbacks, cb Callback) (ok bool) {
		c.deviceFinalize, ok = asFunc[DeviceFinalizeFunc](cb)
		return
	},
	CallbackSyncRegionWait: func(c *callbacks, cb Callback) (ok bool) { c.syncRegionWait, ok = asFunc[SyncRegionFunc](cb); return },
	CallbackMutexReleased:  func(c *callbacks, cb Callback) (ok bool) { c.mutexReleased, ok = asFunc[MutexFunc](cb); return },
	CallbackTaskDependences: func(c *callbacks, cb Callback) (ok bool) {
		c.taskDependences, ok = asFunc[TaskDependencesFunc](cb)
		return
	},
	CallbackTaskDependence: func(c *callbacks, cb Callback) (ok bool) {
		c.taskDependence, ok = asFunc[TaskDependenceFunc](cb)
		return
	},
	CallbackWork:          func(c *callbacks, cb Callback) (ok bool) { c.work, ok = asFunc[WorkFunc](cb); return },
	CallbackMaster:        func(c *callbacks, cb Callback) (ok bool) { c.master, ok = asFunc[MasterFunc](cb); return },
	CallbackTargetMap:     func(c *callbacks, cb Callback) (ok bool) { c.targetMap, ok = asFunc[TargetMapFunc](cb); return },
	CallbackSyncRegion:    func(c *callbacks, cb Callback) (ok bool) { c.syncRegion, ok = asFunc[SyncRegionFunc](cb); return },
	CallbackLockInit:      func(c *callbacks, cb Callback) (ok bool) { c.lockInit, ok = asFunc[MutexAcquireFunc](cb); return },
	CallbackLockDestroy:   func(c *callbacks, cb Callback) (ok bool) { c.lockDestroy, ok = asFunc[MutexFunc](cb); return },
	CallbackMutexAcquire:  func(c *callbacks, cb Callback) (ok bool) { c.mutexAcquire, ok = asFunc[MutexAcquireFunc](cb); return },
	CallbackMutexAcquired: func(c *callbacks, cb Callback) (ok bool) { c.mutexAcquired, ok = asFunc[MutexFunc](cb); return },
	CallbackNestLock:      func(c *callbacks, cb Callback) (ok bool) { c.nestLock, ok = asFunc[NestLockFunc](cb); return },
	CallbackFlush:         func(c *callbacks, cb Callback) (ok bool) { c.flush, ok = asFunc[FlushFunc](cb); return },
	CallbackCancel:        func(c *callbacks, cb Callback) (ok bool) { c.cancel, ok = asFunc[CancelFunc](cb); return },
	CallbackIdle:          func(c *callbacks, cb Callback) (ok bool) { c.idle, ok = asFunc[IdleFunc](cb); return },
	CallbackReduction:     func(c *callbacks, cb Callback) (ok bool) { c.reduction, ok = asFunc[SyncRegionFunc](cb); return },
	CallbackDispatch:      func(c *callbacks, cb Callback) (ok bool) { c.dispatch, ok = asFunc[DispatchFunc](cb); return },
	CallbackError:         func(c *callbacks, cb Callback) (ok bool) { c.errorCB, ok = asFunc[ErrorFunc](cb); return },
}

// asFunc converts a registered callback to the signature F. A nil
// callback converts to a nil F; a function of another type fails.
//
// A function literal of the same signature but without the named type
// (func(t *Thread, ...) rather than ThreadBeginFunc) converts as well.
func asFunc[F any](cb Callback) (F, bool) {
	var zero F
	if cb == nil {
		return zero, true
	}
	if f, ok := cb.(F); ok {
		return f, true
	}
	v := reflect.ValueOf(cb)
	ft := reflect.TypeFor[F]()
	if v.Kind() == reflect.Func && v.Type().ConvertibleTo(ft) {
		return v.Convert(ft).Interface().(F), true
	}
	return zero, false
}

// isNilCallback reports whether cb unregisters: a nil interface or a nil
// function of any signature.
func isNilCallback(cb Callback) bool {
	if cb == nil {
		return true
	}
	return reflect.ValueOf(cb).Kind() == reflect.Func && reflect.ValueOf(cb).IsNil()
}
