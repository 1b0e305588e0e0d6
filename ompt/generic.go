package ompt

// GenericCallback is a callback of host event k, of k's type, that calls
// fn with the thread and the endpoint (0 for events without one), for
// tools that treat every event alike (counting them, or asking the source
// about the event through its own entry points). It is nil for the
// device events and idle.
func GenericCallback(k CallbackKind, fn func(t *Thread, ep ScopeEndpoint)) Callback {
	switch k {
	case CallbackThreadBegin:
		return ThreadBeginFunc(func(t *Thread, _ ThreadType, _ *Data) { fn(t, 0) })
	case CallbackThreadEnd:
		return ThreadEndFunc(func(t *Thread, _ *Data) { fn(t, 0) })
	case CallbackParallelBegin:
		return ParallelBeginFunc(func(t *Thread, _ *Data, _ *Frame, _ *Data, _ uint32, _ Invoker, _ uintptr) { fn(t, 0) })
	case CallbackParallelEnd:
		return ParallelEndFunc(func(t *Thread, _ *Data, _ *Data, _ Invoker, _ uintptr) { fn(t, 0) })
	case CallbackImplicitTask:
		return ImplicitTaskFunc(func(t *Thread, ep ScopeEndpoint, _, _ *Data, _, _ uint32, _ TaskType) { fn(t, ep) })
	case CallbackTaskCreate:
		return TaskCreateFunc(func(t *Thread, _ *Data, _ *Frame, _ *Data, _ TaskType, _ bool, _ uintptr) { fn(t, 0) })
	case CallbackTaskSchedule:
		return TaskScheduleFunc(func(t *Thread, _ *Data, _ TaskStatus, _ *Data) { fn(t, 0) })
	case CallbackTaskDependences:
		return TaskDependencesFunc(func(t *Thread, _ *Data, _ []TaskDependence) { fn(t, 0) })
	case CallbackTaskDependence:
		return TaskDependenceFunc(func(t *Thread, _ *Data, _ *Data) { fn(t, 0) })
	case CallbackWork:
		return WorkFunc(func(t *Thread, _ WorkType, ep ScopeEndpoint, _, _ *Data, _ uint64, _ uintptr) { fn(t, ep) })
	case CallbackMaster:
		return MasterFunc(func(t *Thread, ep ScopeEndpoint, _, _ *Data, _ uintptr) { fn(t, ep) })
	case CallbackSyncRegion, CallbackSyncRegionWait, CallbackReduction:
		return SyncRegionFunc(func(t *Thread, _ SyncRegionKind, ep ScopeEndpoint, _, _ *Data, _ uintptr) { fn(t, ep) })
	case CallbackMutexAcquire, CallbackLockInit:
		return MutexAcquireFunc(func(t *Thread, _ MutexKind, _, _ uint32, _ WaitID, _ uintptr) { fn(t, 0) })
	case CallbackMutexAcquired, CallbackMutexReleased, CallbackLockDestroy:
		return MutexFunc(func(t *Thread, _ MutexKind, _ WaitID, _ uintptr) { fn(t, 0) })
	case CallbackNestLock:
		return NestLockFunc(func(t *Thread, ep ScopeEndpoint, _ WaitID, _ uintptr) { fn(t, ep) })
	case CallbackFlush:
		return FlushFunc(func(t *Thread, _ *Data, _ uintptr) { fn(t, 0) })
	case CallbackCancel:
		return CancelFunc(func(t *Thread, _ *Data, _ CancelFlag, _ uintptr) { fn(t, 0) })
	case CallbackDispatch:
		return DispatchFunc(func(t *Thread, _, _ *Data, _ DispatchKind, _ Data) { fn(t, 0) })
	case CallbackError:
		return ErrorFunc(func(t *Thread, _ Severity, _ string, _ uintptr) { fn(t, 0) })
	case CallbackControlTool:
		return ControlToolFunc(func(t *Thread, _, _ uint64, _ any, _ uintptr) int { fn(t, 0); return 0 })
	}
	return nil
}
