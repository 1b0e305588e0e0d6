package ompt

// InterfaceFn is ompt_interface_fn_t: an entry point as lookup returns it;
// the tool converts it to the entry point's function type.
type InterfaceFn = any

// FunctionLookup is ompt_function_lookup_t: it returns the entry point
// with the given name, or nil when the runtime (or device) provides none.
type FunctionLookup func(name string) InterfaceFn

// Entry point signatures of the host (002's table of runtime entry
// points). C out-parameters become results; the C return value comes
// last. Entry points about "the current thread" take the *Thread a
// callback received (nil stands for a thread unknown to OpenMP).
type (
	// EnumerateStatesFunc is ompt_enumerate_states_t: start with
	// StateUndefined; ret is 0 when currentState was the last state.
	EnumerateStatesFunc func(currentState State) (nextState State, nextStateName string, ret int)
	// EnumerateMutexImplsFunc is ompt_enumerate_mutex_impls_t: start with 0.
	EnumerateMutexImplsFunc func(currentImpl int) (nextImpl int, nextImplName string, ret int)
	// SetCallbackFunc is ompt_set_callback_t.
	SetCallbackFunc func(event CallbackKind, callback Callback) SetResult
	// GetCallbackFunc is ompt_get_callback_t: ret is 1 and callback set
	// when one is registered, else 0.
	GetCallbackFunc func(event CallbackKind) (callback Callback, ret int)
	// GetThreadDataFunc is ompt_get_thread_data_t.
	GetThreadDataFunc func(t *Thread) *Data
	// GetNumPlacesFunc is ompt_get_num_places_t.
	GetNumPlacesFunc func() int
	// GetPlaceProcIDsFunc is ompt_get_place_proc_ids_t: it fills ids with
	// up to len(ids) processor ids of the place and returns how many the
	// place has (0 for an invalid place).
	GetPlaceProcIDsFunc func(placeNum int, ids []int) int
	// GetPlaceNumFunc is ompt_get_place_num_t (-1: not bound to a place).
	GetPlaceNumFunc func(t *Thread) int
	// GetPartitionPlaceNumsFunc is ompt_get_partition_place_nums_t: it
	// fills placeNums and returns the partition's size.
	GetPartitionPlaceNumsFunc func(t *Thread, placeNums []int) int
	// GetProcIDFunc is ompt_get_proc_id_t (-1: unknown).
	GetProcIDFunc func(t *Thread) int
	// GetStateFunc is ompt_get_state_t.
	GetStateFunc func(t *Thread) (state State, waitID WaitID)
	// GetParallelInfoFunc is ompt_get_parallel_info_t: ret is 2 when a
	// parallel region exists at ancestorLevel, else 0.
	GetParallelInfoFunc func(t *Thread, ancestorLevel int) (parallelData *Data, teamSize int, ret int)
	// GetTaskInfoFunc is ompt_get_task_info_t: ret is 2 when a task exists
	// at ancestorLevel, else 0.
	GetTaskInfoFunc func(t *Thread, ancestorLevel int) (flags TaskType, taskData *Data, taskFrame *Frame,
		parallelData *Data, threadNum int, ret int)
	// GetNumDevicesFunc is ompt_get_num_devices_t.
	GetNumDevicesFunc func() int
	// GetTargetInfoFunc is ompt_get_target_info_t: ret is 1 inside a
	// target region, else 0.
	GetTargetInfoFunc func(t *Thread) (deviceNum uint64, targetID ID, hostOpID ID, ret int)
	// GetUniqueIDFunc is ompt_get_unique_id_t.
	GetUniqueIDFunc func() uint64
	// FinalizeToolFunc is OpenMP 5.x's ompt_finalize_tool_t: the tool asks
	// the runtime to finalize it now (its finalizer runs once; no callback
	// follows).
	FinalizeToolFunc func()
	// GetTaskMemoryFunc is OpenMP 5.x's ompt_get_task_memory_t: block
	// number block of the memory of the thread's current task (its
	// data environment); ret is 1 when more blocks follow, 0 otherwise,
	// with size 0 when the task has no such memory.
	GetTaskMemoryFunc func(t *Thread, block int) (addr uintptr, size uint64, ret int)
)

// Entry point signatures of a device's tracing interface (002's table of
// tracing entry points).
type (
	// GetDeviceTimeFunc is ompt_get_device_time_t.
	GetDeviceTimeFunc func(device Device) DeviceTime
	// TranslateTimeFunc is ompt_translate_time_t: device time to host
	// seconds.
	TranslateTimeFunc func(device Device, time DeviceTime) float64
	// SetTraceOMPTFunc is ompt_set_trace_ompt_t: enable or disable records
	// of event type etype (0: all types).
	SetTraceOMPTFunc func(device Device, enable bool, etype CallbackKind) SetResult
	// SetTraceNativeFunc is ompt_set_trace_native_t.
	SetTraceNativeFunc func(device Device, enable bool, flags NativeMonFlags) SetResult
	// StartTraceFunc is ompt_start_trace_t (1: started, 0: failed).
	StartTraceFunc func(device Device, request BufferRequestFunc, complete BufferCompleteFunc) int
	// PauseTraceFunc is ompt_pause_trace_t.
	PauseTraceFunc func(device Device, beginPause bool) int
	// StopTraceFunc is ompt_stop_trace_t.
	StopTraceFunc func(device Device) int
	// AdvanceBufferCursorFunc is ompt_advance_buffer_cursor_t: ret is 1
	// and next the following record when there is one within size bytes.
	AdvanceBufferCursorFunc func(device Device, buffer *Buffer, size int, current BufferCursor) (next BufferCursor, ret int)
	// GetRecordTypeFunc is ompt_get_record_type_t.
	GetRecordTypeFunc func(buffer *Buffer, current BufferCursor) RecordKind
	// GetRecordOMPTFunc is ompt_get_record_ompt_t (nil: no OMPT record).
	GetRecordOMPTFunc func(buffer *Buffer, current BufferCursor) *RecordOMPT
	// GetRecordNativeFunc is ompt_get_record_native_t.
	GetRecordNativeFunc func(buffer *Buffer, current BufferCursor) (record any, hostOpID ID)
	// GetRecordAbstractFunc is ompt_get_record_abstract_t.
	GetRecordAbstractFunc func(nativeRecord any) *RecordAbstract
)

// HostEntryPoints lists the names host lookup provides (002's table).
var HostEntryPoints = []string{
	"ompt_enumerate_states",
	"ompt_enumerate_mutex_impls",
	"ompt_set_callback",
	"ompt_get_callback",
	"ompt_get_thread_data",
	"ompt_get_num_places",
	"ompt_get_place_proc_ids",
	"ompt_get_place_num",
	"ompt_get_partition_place_nums",
	"ompt_get_proc_id",
	"ompt_get_state",
	"ompt_get_parallel_info",
	"ompt_get_task_info",
	"ompt_get_num_devices",
	"ompt_get_target_info",
	"ompt_get_unique_id",
	"ompt_finalize_tool",
	"ompt_get_task_memory",
}

// ReservedPrefix starts the names of the interface's own entry points:
// a runtime's additional entry points must not use it (002, 003).
const ReservedPrefix = "ompt_"

// Lookup is the runtime's ompt_function_lookup_t.
func (r *Runtime) Lookup(name string) InterfaceFn {
	fn, ok := r.lookup[name]
	if !ok {
		return nil
	}
	return fn
}

func (r *Runtime) entryPoints() map[string]InterfaceFn {
	return map[string]InterfaceFn{
		"ompt_enumerate_states":         EnumerateStatesFunc(enumerateStates),
		"ompt_enumerate_mutex_impls":    EnumerateMutexImplsFunc(r.enumerateMutexImpls),
		"ompt_set_callback":             SetCallbackFunc(r.setCallback),
		"ompt_get_callback":             GetCallbackFunc(r.getCallback),
		"ompt_get_thread_data":          GetThreadDataFunc(getThreadData),
		"ompt_get_num_places":           GetNumPlacesFunc(func() int { return len(r.places) }),
		"ompt_get_place_proc_ids":       GetPlaceProcIDsFunc(r.getPlaceProcIDs),
		"ompt_get_place_num":            GetPlaceNumFunc(getPlaceNum),
		"ompt_get_partition_place_nums": GetPartitionPlaceNumsFunc(r.getPartitionPlaceNums),
		"ompt_get_proc_id":              GetProcIDFunc(r.getProcID),
		"ompt_get_state":                GetStateFunc(getState),
		"ompt_get_parallel_info":        GetParallelInfoFunc(getParallelInfo),
		"ompt_get_task_info":            GetTaskInfoFunc(getTaskInfo),
		"ompt_get_num_devices":          GetNumDevicesFunc(r.NumDevices),
		"ompt_get_target_info":          GetTargetInfoFunc(getTargetInfo),
		"ompt_get_unique_id":            GetUniqueIDFunc(r.UniqueID),
		"ompt_finalize_tool":            FinalizeToolFunc(r.Finalize),
		"ompt_get_task_memory":          GetTaskMemoryFunc(getTaskMemory),
	}
}

func enumerateStates(current State) (State, string, int) {
	for i, e := range stateNames {
		if e.s == current {
			if i+1 < len(stateNames) {
				return stateNames[i+1].s, stateNames[i+1].name, 1
			}
			return current, "", 0
		}
	}
	return current, "", 0
}

func (r *Runtime) enumerateMutexImpls(current int) (int, string, int) {
	if current < 0 || current >= len(r.mutexImpls) {
		return current, "", 0
	}
	return current + 1, r.mutexImpls[current], 1
}

// setCallback registers a callback. Outside the initializer it answers
// ompt_set_error (the dispatch table is read without locks afterwards);
// so it does for an unknown event or a function of the wrong signature.
// Otherwise the answer is the source's support for the event; an event
// the source never delivers (ompt_set_never) keeps no callback.
func (r *Runtime) setCallback(event CallbackKind, cb Callback) SetResult {
	if !r.initializing || !event.Valid() {
		return SetError
	}
	s := r.support[event]
	if s == SetNever || s == SetImpossible || s == SetError {
		var scratch callbacks
		if !scratch.set(event, cb) {
			return SetError
		}
		return s
	}
	if !r.cb.set(event, cb) {
		return SetError
	}
	return s
}

func (r *Runtime) getCallback(event CallbackKind) (Callback, int) {
	cb := r.cb.get(event)
	if cb == nil {
		return nil, 0
	}
	return cb, 1
}

// getTaskMemory: the model's tasks are Go functions with no data
// environment in memory the runtime owns, so there is no block to report.
func getTaskMemory(t *Thread, block int) (uintptr, uint64, int) { return 0, 0, 0 }

func getThreadData(t *Thread) *Data {
	if t == nil {
		return nil
	}
	return &t.data
}

func getState(t *Thread) (State, WaitID) {
	if t == nil || t.ended {
		return StateUndefined, WaitIDNone
	}
	return t.state, t.waitID
}

func getParallelInfo(t *Thread, level int) (*Data, int, int) {
	if t == nil || t.task == nil || level < 0 {
		return nil, 0, 0
	}
	p := t.task.parallel
	for ; level > 0 && p != nil; level-- {
		p = p.parent
	}
	if p == nil {
		return nil, 0, 0
	}
	return &p.data, p.teamSize, 2
}

func getTaskInfo(t *Thread, level int) (TaskType, *Data, *Frame, *Data, int, int) {
	if t == nil || level < 0 {
		return 0, nil, nil, nil, 0, 0
	}
	k := t.task
	for ; level > 0 && k != nil; level-- {
		k = k.parent
	}
	if k == nil {
		return 0, nil, nil, nil, 0, 0
	}
	var pd *Data
	if k.parallel != nil {
		pd = &k.parallel.data
	}
	return k.flags, &k.data, &k.frame, pd, k.threadNum, 2
}

func getTargetInfo(t *Thread) (uint64, ID, ID, int) {
	if t == nil || t.target == nil {
		return 0, IDNone, IDNone, 0
	}
	return uint64(t.target.deviceNum), t.target.id, t.target.hostOpID, 1
}

func getPlaceNum(t *Thread) int {
	if t == nil {
		return -1
	}
	return t.place
}

func (r *Runtime) getPlaceProcIDs(place int, ids []int) int {
	if place < 0 || place >= len(r.places) {
		return 0
	}
	copy(ids, r.places[place])
	return len(r.places[place])
}

// getPartitionPlaceNums: the model binds no team to a sub-partition, so a
// thread's place partition is every place.
func (r *Runtime) getPartitionPlaceNums(t *Thread, nums []int) int {
	if t == nil {
		return 0
	}
	for i := 0; i < len(nums) && i < len(r.places); i++ {
		nums[i] = i
	}
	return len(r.places)
}

// getProcID: the processor the source said (SetProcID); otherwise a
// thread bound to a place runs on its first processor.
func (r *Runtime) getProcID(t *Thread) int {
	switch {
	case t == nil:
		return -1
	case t.procID >= 0:
		return t.procID
	case t.place < 0 || t.place >= len(r.places) || len(r.places[t.place]) == 0:
		return -1
	}
	return r.places[t.place][0]
}
