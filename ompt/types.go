// Package ompt is the OMPT tool interface in Go: the types and callback
// signatures of the OMPT chapter (shared/seeds/002), tool activation
// (StartTool, tool-var, tool-libraries), the runtime entry points a tool
// obtains through lookup, and the runtime-state model (threads, parallel
// regions, tasks) that every event source drives.
//
// Numeric values are those of 002 where it gives them; where it does not,
// those of LLVM's OpenMP 5.x omp-tools.h (docs/ompt.md lists each choice).
package ompt

import (
	"fmt"
	"strings"
)

// ID is ompt_id_t: a unique identifier of a target region, a target
// operation, a parallel region or a task. IDNone marks an invalid id.
type ID = uint64

// IDNone is ompt_id_none.
const IDNone ID = 0

// WaitID is ompt_wait_id_t: what a waiting thread awaits (a lock, a
// critical name, an ordered region, ...).
type WaitID = uint64

// WaitIDNone is ompt_wait_id_none.
const WaitIDNone WaitID = 0

// DeviceTime is ompt_device_time_t, a raw device clock value.
type DeviceTime = uint64

// TimeNone is ompt_time_none: an unknown time.
const TimeNone DeviceTime = 0

// HWID is ompt_hwid_t, a hardware location on a device.
type HWID = uint64

// HWIDNone is ompt_hwid_none.
const HWIDNone HWID = 0

// BufferCursor is ompt_buffer_cursor_t: a position in a trace buffer (here
// the index of a record slot).
type BufferCursor = uint64

// Data is ompt_data_t: one word a tool keeps with a thread, parallel
// region or task. C's union of value and pointer becomes a value and a
// Go pointer side by side (a Go pointer cannot live in an integer).
type Data struct {
	Value uint64
	Ptr   any
}

// DataNone is ompt_data_none, the value every Data starts with.
var DataNone = Data{}

// Frame is ompt_frame_t: the canonical frame addresses where control
// left the runtime into a task (ExitFrame) and where the task entered the
// runtime again (EnterFrame); 0 is NULL.
type Frame struct {
	ExitFrame  uintptr
	EnterFrame uintptr
}

// State is omp_state_t, the state of a thread.
type State int32

// Thread states (002, omp_state_t).
const (
	StateWorkSerial                   State = 0x000
	StateWorkParallel                 State = 0x001
	StateWorkReduction                State = 0x002
	StateWaitBarrier                  State = 0x010
	StateWaitBarrierImplicitParallel  State = 0x011
	StateWaitBarrierImplicitWorkshare State = 0x012
	StateWaitBarrierImplicit          State = 0x013
	StateWaitBarrierExplicit          State = 0x014
	StateWaitTaskwait                 State = 0x020
	StateWaitTaskgroup                State = 0x021
	StateWaitMutex                    State = 0x040
	StateWaitLock                     State = 0x041
	StateWaitCritical                 State = 0x042
	StateWaitAtomic                   State = 0x043
	StateWaitOrdered                  State = 0x044
	StateWaitTarget                   State = 0x080
	StateWaitTargetMap                State = 0x081
	StateWaitTargetUpdate             State = 0x082
	StateIdle                         State = 0x100
	StateOverhead                     State = 0x101
	StateUndefined                    State = 0x102
)

// stateNames lists the states in the order ompt_enumerate_states walks
// them; StateUndefined starts the walk and is not itself returned.
var stateNames = []struct {
	s    State
	name string
}{
	{StateUndefined, "omp_state_undefined"},
	{StateWorkSerial, "omp_state_work_serial"},
	{StateWorkParallel, "omp_state_work_parallel"},
	{StateWorkReduction, "omp_state_work_reduction"},
	{StateWaitBarrier, "omp_state_wait_barrier"},
	{StateWaitBarrierImplicitParallel, "omp_state_wait_barrier_implicit_parallel"},
	{StateWaitBarrierImplicitWorkshare, "omp_state_wait_barrier_implicit_workshare"},
	{StateWaitBarrierImplicit, "omp_state_wait_barrier_implicit"},
	{StateWaitBarrierExplicit, "omp_state_wait_barrier_explicit"},
	{StateWaitTaskwait, "omp_state_wait_taskwait"},
	{StateWaitTaskgroup, "omp_state_wait_taskgroup"},
	{StateWaitMutex, "omp_state_wait_mutex"},
	{StateWaitLock, "omp_state_wait_lock"},
	{StateWaitCritical, "omp_state_wait_critical"},
	{StateWaitAtomic, "omp_state_wait_atomic"},
	{StateWaitOrdered, "omp_state_wait_ordered"},
	{StateWaitTarget, "omp_state_wait_target"},
	{StateWaitTargetMap, "omp_state_wait_target_map"},
	{StateWaitTargetUpdate, "omp_state_wait_target_update"},
	{StateIdle, "omp_state_idle"},
	{StateOverhead, "omp_state_overhead"},
}

func (s State) String() string {
	for _, e := range stateNames {
		if e.s == s {
			return e.name
		}
	}
	return fmt.Sprintf("omp_state_%#x", int(s))
}

// ThreadType is ompt_thread_type_t.
type ThreadType int32

// Thread types.
const (
	ThreadInitial ThreadType = 1
	ThreadWorker  ThreadType = 2
	ThreadOther   ThreadType = 3
	ThreadUnknown ThreadType = 4
)

func (t ThreadType) String() string {
	return enumName(int(t), "ompt_thread_", []string{1: "initial", 2: "worker", 3: "other", 4: "unknown"})
}

// ScopeEndpoint is ompt_scope_endpoint_t.
type ScopeEndpoint int32

// Short is "begin" or "end".
func (e ScopeEndpoint) Short() string { return strings.TrimPrefix(e.String(), "ompt_scope_") }

// Scope endpoints.
const (
	ScopeBegin ScopeEndpoint = 1
	ScopeEnd   ScopeEndpoint = 2
)

func (e ScopeEndpoint) String() string {
	return enumName(int(e), "ompt_scope_", []string{1: "begin", 2: "end"})
}

// SyncRegionKind is ompt_sync_region_kind_t.
type SyncRegionKind int32

// Synchronization region kinds.
const (
	SyncRegionBarrier   SyncRegionKind = 1
	SyncRegionTaskwait  SyncRegionKind = 2
	SyncRegionTaskgroup SyncRegionKind = 3
	// SyncRegionReduction is OpenMP 5.x's ompt_sync_region_reduction, the
	// kind of the reduction callback (omp-tools.h's value).
	SyncRegionReduction SyncRegionKind = 7
)

// Short is the kind in the event names of LLVM's OMPT tests
// ("barrier", as in ompt_event_wait_barrier_begin).
func (k SyncRegionKind) Short() string {
	return strings.TrimPrefix(k.String(), "ompt_sync_region_")
}

func (k SyncRegionKind) String() string {
	return enumName(int(k), "ompt_sync_region_", []string{1: "barrier", 2: "taskwait", 3: "taskgroup", 7: "reduction"})
}

// TargetDataOp is ompt_target_data_op_t.
type TargetDataOp int32

// Target data operations.
const (
	TargetDataAlloc           TargetDataOp = 1
	TargetDataTransferToDev   TargetDataOp = 2
	TargetDataTransferFromDev TargetDataOp = 3
	TargetDataDelete          TargetDataOp = 4
)

func (o TargetDataOp) String() string {
	return enumName(int(o), "ompt_target_data_", []string{1: "alloc", 2: "transfer_to_dev", 3: "transfer_from_dev", 4: "delete"})
}

// WorkType is ompt_work_type_t.
type WorkType int32

// Worksharing kinds.
const (
	WorkLoop           WorkType = 1
	WorkSections       WorkType = 2
	WorkSingleExecutor WorkType = 3
	WorkSingleOther    WorkType = 4
	WorkWorkshare      WorkType = 5
	WorkDistribute     WorkType = 6
	WorkTaskloop       WorkType = 7
	WorkScope          WorkType = 8 // OpenMP 5.1 (omp-tools.h's value)
)

// Short is the work type in the event names of LLVM's OMPT tests
// ("loop", "single_in_block", as in ompt_event_loop_begin).
func (w WorkType) Short() string {
	switch w {
	case WorkSingleExecutor:
		return "single_in_block"
	case WorkSingleOther:
		return "single_others"
	}
	return strings.TrimPrefix(w.String(), "ompt_work_")
}

func (w WorkType) String() string {
	return enumName(int(w), "ompt_work_", []string{1: "loop", 2: "sections", 3: "single_executor",
		4: "single_other", 5: "workshare", 6: "distribute", 7: "taskloop", 8: "scope"})
}

// DispatchKind is OpenMP 5.1's ompt_dispatch_t: what a dispatch event
// starts.
type DispatchKind int32

// Dispatch kinds.
const (
	DispatchIteration DispatchKind = 1
	DispatchSection   DispatchKind = 2
)

func (k DispatchKind) String() string {
	return enumName(int(k), "ompt_dispatch_", []string{1: "iteration", 2: "section"})
}

// Severity is OpenMP 5.1's ompt_severity_t, of an error directive.
type Severity int32

// Severities.
const (
	SeverityWarning Severity = 1
	SeverityFatal   Severity = 2
)

func (s Severity) String() string {
	return enumName(int(s), "ompt_", []string{1: "warning", 2: "fatal"})
}

// MutexKind is ompt_mutex_kind_t.
type MutexKind int32

// Mutex kinds (002 values).
const (
	Mutex         MutexKind = 0x10
	MutexLock     MutexKind = 0x11
	MutexNestLock MutexKind = 0x12
	MutexCritical MutexKind = 0x13
	MutexAtomic   MutexKind = 0x14
	MutexOrdered  MutexKind = 0x20
)

// Short is the kind in the event names of LLVM's OMPT tests ("lock",
// "critical", as in ompt_event_wait_critical).
func (k MutexKind) Short() string {
	if k == Mutex {
		return "mutex"
	}
	return strings.TrimPrefix(k.String(), "ompt_mutex_")
}

// EventShort is the kind in the names of the acquired (acquired true) and
// release events in the style of LLVM's OMPT tests: Short, except for a
// nest lock, whose first acquisition is acquired_nest_lock_first and last
// release release_nest_lock_last (the nested ones are nest_lock events,
// acquired_nest_lock_next and release_nest_lock_prev).
func (k MutexKind) EventShort(acquired bool) string {
	switch {
	case k != MutexNestLock:
		return k.Short()
	case acquired:
		return "nest_lock_first"
	}
	return "nest_lock_last"
}

func (k MutexKind) String() string {
	switch k {
	case Mutex:
		return "ompt_mutex"
	case MutexLock:
		return "ompt_mutex_lock"
	case MutexNestLock:
		return "ompt_mutex_nest_lock"
	case MutexCritical:
		return "ompt_mutex_critical"
	case MutexAtomic:
		return "ompt_mutex_atomic"
	case MutexOrdered:
		return "ompt_mutex_ordered"
	}
	return fmt.Sprintf("ompt_mutex_%#x", int(k))
}

// NativeMonFlags is ompt_native_mon_flags_t.
type NativeMonFlags int32

// Native monitoring flags.
const (
	NativeDataMotionExplicit NativeMonFlags = 1
	NativeDataMotionImplicit NativeMonFlags = 2
	NativeKernelInvocation   NativeMonFlags = 4
	NativeKernelExecution    NativeMonFlags = 8
	NativeDriver             NativeMonFlags = 16
	NativeRuntime            NativeMonFlags = 32
	NativeOverhead           NativeMonFlags = 64
	NativeIdleness           NativeMonFlags = 128
)

// TaskType is ompt_task_type_t: the low byte classifies the task, the
// high bits are properties.
type TaskType uint32

// Task types and flags.
const (
	TaskInitial    TaskType = 0x1
	TaskImplicit   TaskType = 0x2
	TaskExplicit   TaskType = 0x4
	TaskTarget     TaskType = 0x8
	TaskTaskwait   TaskType = 0x10 // OpenMP 5.1: the task of a taskwait with depend clauses
	TaskUndeferred TaskType = 0x8000000
	TaskUntied     TaskType = 0x10000000
	TaskFinal      TaskType = 0x20000000
	TaskMergeable  TaskType = 0x40000000
	TaskMerged     TaskType = 0x80000000
)

func (t TaskType) String() string {
	names := []struct {
		f TaskType
		n string
	}{
		{TaskInitial, "ompt_task_initial"}, {TaskImplicit, "ompt_task_implicit"},
		{TaskExplicit, "ompt_task_explicit"}, {TaskTarget, "ompt_task_target"}, {TaskTaskwait, "ompt_task_taskwait"},
		{TaskUndeferred, "ompt_task_undeferred"}, {TaskUntied, "ompt_task_untied"},
		{TaskFinal, "ompt_task_final"}, {TaskMergeable, "ompt_task_mergeable"},
		{TaskMerged, "ompt_task_merged"},
	}
	s := ""
	rest := t
	for _, e := range names {
		if t&e.f != 0 {
			if s != "" {
				s += "|"
			}
			s += e.n
			rest &^= e.f
		}
	}
	if rest != 0 || s == "" {
		if s != "" {
			s += "|"
		}
		s += fmt.Sprintf("%#x", uint32(rest))
	}
	return s
}

// TaskStatus is ompt_task_status_t: why a task reached a scheduling point.
type TaskStatus int32

// Task statuses.
const (
	TaskComplete TaskStatus = 1
	TaskYield    TaskStatus = 2
	TaskCancel   TaskStatus = 3
	TaskOthers   TaskStatus = 4

	// OpenMP 5.x statuses of detached tasks and taskwait with depend
	// clauses, with omp-tools.h's values, except detach: 5.x gives it 4,
	// which is 002's others, so the model's is 0x104.
	TaskEarlyFulfill TaskStatus = 5     // the event of a detached task was fulfilled before the task ended
	TaskLateFulfill  TaskStatus = 6     // a detached task completes: its event was fulfilled after the task ended
	TaskwaitComplete TaskStatus = 8     // the dependences of a taskwait with depend clauses are satisfied
	TaskDetach       TaskStatus = 0x104 // a detached task ended; it completes when its event is fulfilled
)

func (s TaskStatus) String() string {
	if s == TaskDetach {
		return "ompt_task_detach"
	}
	return enumName(int(s), "ompt_task_", []string{1: "complete", 2: "yield", 3: "cancel", 4: "others",
		5: "early_fulfill", 6: "late_fulfill", 8: "taskwait_complete"})
}

// TargetType is ompt_target_type_t.
type TargetType int32

// Target construct kinds.
const (
	Target          TargetType = 1
	TargetEnterData TargetType = 2
	TargetExitData  TargetType = 3
	TargetUpdate    TargetType = 4
)

func (t TargetType) String() string {
	return enumName(int(t), "ompt_", []string{1: "target", 2: "target_enter_data", 3: "target_exit_data", 4: "target_update"})
}

// Invoker is ompt_invoker_t: who invokes the master's implicit task. In
// parallel_begin and parallel_end it may carry OpenMP 5.x's
// ompt_parallel_league (a teams construct) beside the invoker.
type Invoker int32

// Invokers.
const (
	InvokerProgram Invoker = 1
	InvokerRuntime Invoker = 2
	// ParallelLeague marks the league of a teams construct (5.x's
	// ompt_parallel_league).
	ParallelLeague Invoker = 0x40000000
)

func (i Invoker) String() string {
	s := enumName(int(i&^ParallelLeague), "ompt_invoker_", []string{1: "program", 2: "runtime"})
	if i&ParallelLeague != 0 {
		s += "|ompt_parallel_league"
	}
	return s
}

// TargetMapFlag is ompt_target_map_flag_t.
type TargetMapFlag uint32

// Target map flags.
const (
	TargetMapFlagTo       TargetMapFlag = 1
	TargetMapFlagFrom     TargetMapFlag = 2
	TargetMapFlagAlloc    TargetMapFlag = 4
	TargetMapFlagRelease  TargetMapFlag = 8
	TargetMapFlagDelete   TargetMapFlag = 16
	TargetMapFlagImplicit TargetMapFlag = 32
)

// TaskDependenceFlag is ompt_task_dependence_flag_t (002 values).
type TaskDependenceFlag uint32

// Task dependence types.
const (
	TaskDependenceOut   TaskDependenceFlag = 1
	TaskDependenceIn    TaskDependenceFlag = 2
	TaskDependenceInout TaskDependenceFlag = 3
)

func (f TaskDependenceFlag) String() string {
	return enumName(int(f), "ompt_task_dependence_type_", []string{1: "out", 2: "in", 3: "inout"})
}

// TaskDependence is ompt_task_dependence_t.
type TaskDependence struct {
	VariableAddr    uintptr
	DependenceFlags TaskDependenceFlag
}

// CancelFlag is ompt_cancel_flag_t.
type CancelFlag int32

// Cancel flags.
const (
	CancelParallel      CancelFlag = 0x1
	CancelSections      CancelFlag = 0x2
	CancelDo            CancelFlag = 0x4
	CancelTaskgroup     CancelFlag = 0x8
	CancelActivated     CancelFlag = 0x10
	CancelDetected      CancelFlag = 0x20
	CancelDiscardedTask CancelFlag = 0x40
)

func (f CancelFlag) String() string {
	names := []string{"parallel", "sections", "loop", "taskgroup", "activated", "detected", "discarded_task"}
	var parts []string
	rest := f
	for i, n := range names {
		if bit := CancelFlag(1) << i; f&bit != 0 {
			parts = append(parts, "ompt_cancel_"+n)
			rest &^= bit
		}
	}
	if rest != 0 || len(parts) == 0 {
		parts = append(parts, fmt.Sprintf("%#x", int(rest)))
	}
	return strings.Join(parts, "|")
}

// SetResult is ompt_set_result_t, the answer of ompt_set_callback and
// ompt_set_trace_ompt (values of LLVM's omp-tools.h; 002 names them only).
type SetResult int32

// set_callback results.
const (
	SetError           SetResult = 0
	SetNever           SetResult = 1
	SetImpossible      SetResult = 2
	SetSometimes       SetResult = 3
	SetSometimesPaired SetResult = 4
	SetAlways          SetResult = 5
)

func (r SetResult) String() string {
	return enumName(int(r), "ompt_set_", []string{0: "error", 1: "never", 2: "impossible",
		3: "sometimes", 4: "sometimes_paired", 5: "always"})
}

// RecordKind is ompt_record_kind_t.
type RecordKind int32

// Record kinds.
const (
	RecordOMPTKind RecordKind = 1
	RecordNative   RecordKind = 2
	RecordInvalid  RecordKind = 3
)

func (k RecordKind) String() string {
	return enumName(int(k), "ompt_record_", []string{1: "ompt", 2: "native", 3: "invalid"})
}

// RecordNativeKind is ompt_record_native_kind_t.
type RecordNativeKind int32

// Native record kinds.
const (
	RecordNativeInfo  RecordNativeKind = 1
	RecordNativeEvent RecordNativeKind = 2
)

// RecordAbstract is ompt_record_abstract_t: the summary of a native record.
type RecordAbstract struct {
	RClass    RecordNativeKind
	Type      string
	StartTime DeviceTime
	EndTime   DeviceTime
	HWID      HWID
}

func enumName(v int, prefix string, names []string) string {
	if v >= 0 && v < len(names) && names[v] != "" {
		return prefix + names[v]
	}
	return fmt.Sprintf("%s%d", prefix, v)
}
