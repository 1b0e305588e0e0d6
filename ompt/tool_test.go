package ompt

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseToolVar(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want ToolVar
	}{
		{"", ToolEnabled}, {"enabled", ToolEnabled}, {" Enabled\t", ToolEnabled},
		{"disabled", ToolDisabled}, {"DISABLED ", ToolDisabled},
	} {
		got, err := ParseToolVar(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("ParseToolVar(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		}
	}
	for _, bad := range []string{"on", "1", "enable", "enabled disabled", "true"} {
		if _, err := ParseToolVar(bad); !errors.Is(err, ErrToolVar) {
			t.Errorf("ParseToolVar(%q): err = %v, want ErrToolVar", bad, err)
		}
	}
}

func TestInvalidToolVarIsAnErrorAndNoToolStarts(t *testing.T) {
	called := false
	_, err := Start(Config{ToolVar: "maybe", Tool: func(uint32, string) *Fns { called = true; return nil }})
	if err == nil || !strings.Contains(err.Error(), `OMP_TOOL="maybe"`) {
		t.Fatalf("Start with OMP_TOOL=maybe: err = %v", err)
	}
	if called {
		t.Error("ompt_start_tool was called although OMP_TOOL was invalid")
	}
}

// recordingTool is a tool whose ompt_start_tool, initializer and finalizer
// log what they are called with.
type recordingTool struct {
	log      []string
	decline  bool // ompt_start_tool returns nil
	initRet  int
	register func(set SetCallbackFunc)
	lookup   FunctionLookup
}

func (rt *recordingTool) start(name string) StartToolFunc {
	return func(ompVersion uint32, runtimeVersion string) *Fns {
		rt.log = append(rt.log, "start "+name+" "+runtimeVersion)
		if rt.decline {
			return nil
		}
		return &Fns{
			Initialize: func(lookup FunctionLookup, dev int, data *Data) int {
				rt.log = append(rt.log, "initialize "+name)
				rt.lookup = lookup
				data.Value = 42
				if rt.register != nil {
					rt.register(lookup("ompt_set_callback").(SetCallbackFunc))
				}
				return rt.initRet
			},
			Finalize: func(data *Data) {
				if data.Value != 42 {
					rt.log = append(rt.log, "finalize with wrong tool data")
				}
				rt.log = append(rt.log, "finalize "+name)
			},
		}
	}
}

func TestToolVarDisabledNeverAsksTheTool(t *testing.T) {
	tool := &recordingTool{initRet: 1}
	r, err := Start(Config{ToolVar: "disabled", Tool: tool.start("linked")})
	if err != nil {
		t.Fatal(err)
	}
	if r.ToolActive() || len(tool.log) != 0 {
		t.Errorf("tool active %v, log %q; want inactive, never called", r.ToolActive(), tool.log)
	}
}

func TestToolInAddressSpaceComesFirst(t *testing.T) {
	linked := &recordingTool{initRet: 1}
	lib := &recordingTool{initRet: 1}
	mustRegister(t, "lib-first", lib.start("lib-first"))
	r, err := Start(Config{Tool: linked.start("linked"), ToolLibraries: "lib-first", RuntimeVersion: "rt 9"})
	if err != nil {
		t.Fatal(err)
	}
	if !r.ToolActive() || r.ToolName() != "(in address space)" {
		t.Errorf("active %v name %q", r.ToolActive(), r.ToolName())
	}
	if diff := cmp.Diff([]string{"start linked rt 9", "initialize linked"}, linked.log); diff != "" {
		t.Errorf("linked tool log (-want +got):\n%s", diff)
	}
	if len(lib.log) != 0 {
		t.Errorf("library tool asked although a tool is in the address space: %q", lib.log)
	}
}

// 002: the libraries are consulted only when no ompt_start_tool is in the
// address space; one that is there and returns NULL means no tool.
func TestDecliningToolInAddressSpaceMeansNoTool(t *testing.T) {
	linked := &recordingTool{decline: true}
	lib := &recordingTool{initRet: 1}
	mustRegister(t, "lib-unused", lib.start("lib-unused"))
	r, err := Start(Config{Tool: linked.start("linked"), ToolLibraries: "lib-unused"})
	if err != nil {
		t.Fatal(err)
	}
	if r.ToolActive() || len(lib.log) != 0 {
		t.Errorf("active %v, library log %q; want no tool", r.ToolActive(), lib.log)
	}
}

func TestToolLibrariesFirstUsableWins(t *testing.T) {
	declines := &recordingTool{decline: true}
	wins := &recordingTool{initRet: 1}
	later := &recordingTool{initRet: 1}
	mustRegister(t, "declines", declines.start("declines"))
	mustRegister(t, "wins", wins.start("wins"))
	mustRegister(t, "later", later.start("later"))
	r, err := Start(Config{ToolLibraries: "missing.so: declines::wins:later", OMPVersion: 201611, RuntimeVersion: "v"})
	if err != nil {
		t.Fatal(err)
	}
	if r.ToolName() != "wins" {
		t.Errorf("tool %q, want wins", r.ToolName())
	}
	if diff := cmp.Diff([]string{"start declines v"}, declines.log); diff != "" {
		t.Errorf("declining library (-want +got):\n%s", diff)
	}
	if len(later.log) != 0 {
		t.Errorf("library after the chosen one was asked: %q", later.log)
	}
	main := r.ThreadBegin(ThreadInitial)
	main.InitialTaskBegin()
	r.Shutdown(main)
	r.Shutdown(main) // a second shutdown finalizes nothing
	if diff := cmp.Diff([]string{"start wins v", "initialize wins", "finalize wins"}, wins.log); diff != "" {
		t.Errorf("chosen library (-want +got):\n%s", diff)
	}
}

func TestInitializerReturningZeroDeactivates(t *testing.T) {
	tool := &recordingTool{initRet: 0, register: func(set SetCallbackFunc) {
		set(CallbackThreadBegin, ThreadBeginFunc(func(*Thread, ThreadType, *Data) { panic("dispatched") }))
	}}
	r, err := Start(Config{Tool: tool.start("t")})
	if err != nil {
		t.Fatal(err)
	}
	th := r.ThreadBegin(ThreadInitial) // must not dispatch
	r.Shutdown(th)
	if r.ToolActive() {
		t.Error("tool active")
	}
	if diff := cmp.Diff([]string{"start t " + DefaultRuntimeVersion, "initialize t"}, tool.log); diff != "" {
		t.Errorf("log (-want +got):\n%s", diff)
	}
	if got := th.ControlTool(1, 0, nil, 0); got != ControlToolNoTool {
		t.Errorf("control_tool without tool = %d", got)
	}
}

func TestNilInitializerOrFinalizerIsAnError(t *testing.T) {
	for _, fns := range []*Fns{
		{Finalize: func(*Data) {}},
		{Initialize: func(FunctionLookup, int, *Data) int { return 1 }},
	} {
		if _, err := Start(Config{Tool: func(uint32, string) *Fns { return fns }}); err == nil {
			t.Errorf("Start accepted %+v", fns)
		}
	}
}

func TestRegisterToolErrors(t *testing.T) {
	start := func(uint32, string) *Fns { return nil }
	if err := RegisterTool("", start); err == nil {
		t.Error("empty name accepted")
	}
	if err := RegisterTool("a:b", start); err == nil {
		t.Error("name with ':' accepted")
	}
	if err := RegisterTool("nilstart", nil); err == nil {
		t.Error("nil start accepted")
	}
	mustRegister(t, "twice", start)
	if err := RegisterTool("twice", start); err == nil {
		t.Error("duplicate accepted")
	}
}

func mustRegister(t *testing.T, name string, start StartToolFunc) {
	t.Helper()
	if err := RegisterTool(name, start); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { UnregisterTool(name) })
}

// The entry points of 002's table, each with the Go type lookup returns.
var wantHostEntryPoints = map[string]reflect.Type{
	"ompt_enumerate_states":         reflect.TypeFor[EnumerateStatesFunc](),
	"ompt_enumerate_mutex_impls":    reflect.TypeFor[EnumerateMutexImplsFunc](),
	"ompt_set_callback":             reflect.TypeFor[SetCallbackFunc](),
	"ompt_get_callback":             reflect.TypeFor[GetCallbackFunc](),
	"ompt_get_thread_data":          reflect.TypeFor[GetThreadDataFunc](),
	"ompt_get_num_places":           reflect.TypeFor[GetNumPlacesFunc](),
	"ompt_get_place_proc_ids":       reflect.TypeFor[GetPlaceProcIDsFunc](),
	"ompt_get_place_num":            reflect.TypeFor[GetPlaceNumFunc](),
	"ompt_get_partition_place_nums": reflect.TypeFor[GetPartitionPlaceNumsFunc](),
	"ompt_get_proc_id":              reflect.TypeFor[GetProcIDFunc](),
	"ompt_get_state":                reflect.TypeFor[GetStateFunc](),
	"ompt_get_parallel_info":        reflect.TypeFor[GetParallelInfoFunc](),
	"ompt_get_task_info":            reflect.TypeFor[GetTaskInfoFunc](),
	"ompt_get_num_devices":          reflect.TypeFor[GetNumDevicesFunc](),
	"ompt_get_target_info":          reflect.TypeFor[GetTargetInfoFunc](),
	"ompt_get_unique_id":            reflect.TypeFor[GetUniqueIDFunc](),
	"ompt_finalize_tool":            reflect.TypeFor[FinalizeToolFunc](),
	"ompt_get_task_memory":          reflect.TypeFor[GetTaskMemoryFunc](),
}

func TestLookupProvidesEveryHostEntryPointAndNilOtherwise(t *testing.T) {
	if len(HostEntryPoints) != len(wantHostEntryPoints) {
		t.Errorf("HostEntryPoints has %d names, 002 and 5.x list %d", len(HostEntryPoints), len(wantHostEntryPoints))
	}
	tool := &recordingTool{initRet: 1}
	if _, err := Start(Config{Tool: tool.start("t")}); err != nil {
		t.Fatal(err)
	}
	for name, typ := range wantHostEntryPoints {
		fn := tool.lookup(name)
		if fn == nil {
			t.Errorf("lookup(%q) = nil", name)
			continue
		}
		if got := reflect.TypeOf(fn); got != typ {
			t.Errorf("lookup(%q) is a %v, want %v", name, got, typ)
		}
	}
	for _, name := range []string{"", "ompt_get_thread_id", "ompt_set_trace_ompt", "ompt_start_trace",
		"ompt_enumerate_state", "OMPT_SET_CALLBACK", "ompt_set_callback ", "printf"} {
		if fn := tool.lookup(name); fn != nil {
			t.Errorf("lookup(%q) = %T, want nil", name, fn)
		}
	}
}

// TestSourceEntryPoints: a source's own entry points are returned by
// lookup beside 002's; names with the reserved prefix "ompt_" (those of
// 002's table or any other), empty names and nil functions are refused.
func TestSourceEntryPoints(t *testing.T) {
	type probe func() int
	tool := &recordingTool{initRet: 1}
	if _, err := Start(Config{Tool: tool.start("t"), EntryPoints: map[string]InterfaceFn{"src_probe": probe(func() int { return 7 })}}); err != nil {
		t.Fatal(err)
	}
	if fn, ok := tool.lookup("src_probe").(probe); !ok || fn() != 7 {
		t.Errorf("lookup(src_probe) = %T", tool.lookup("src_probe"))
	}
	if _, ok := tool.lookup("ompt_set_callback").(SetCallbackFunc); !ok {
		t.Errorf("the standard entry points are gone")
	}
	for _, bad := range []map[string]InterfaceFn{
		{"ompt_get_state": probe(func() int { return 0 })},
		{"ompt_src_probe": probe(func() int { return 0 })},
		{"": probe(func() int { return 0 })},
		{"src_nil": nil},
	} {
		if _, err := Start(Config{EntryPoints: bad}); err == nil {
			t.Errorf("Start accepted entry points %v", bad)
		}
	}
}

func TestSetCallbackResults(t *testing.T) {
	var set SetCallbackFunc
	var get GetCallbackFunc
	results := map[CallbackKind]SetResult{}
	tb := func(*Thread, ThreadType, *Data) {} // an unnamed function literal
	var nilFlush FlushFunc
	var errs []string
	tool := &recordingTool{initRet: 1, register: func(s SetCallbackFunc) {
		set = s
		for _, k := range AllCallbacks() {
			results[k] = set(k, callbackOfKind(k))
		}
		if r := set(0, tb); r != SetError {
			errs = append(errs, "event 0: "+r.String())
		}
		if r := set(CallbackIdle+1, tb); r != SetError {
			errs = append(errs, "event 30: "+r.String())
		}
		if r := set(CallbackThreadEnd, tb); r != SetError { // wrong signature
			errs = append(errs, "thread_end with a thread_begin function: "+r.String())
		}
		if r := set(CallbackThreadBegin, tb); r != SetAlways {
			errs = append(errs, "function literal: "+r.String())
		}
		if r := set(CallbackFlush, nilFlush); r != SetAlways { // unregisters
			errs = append(errs, "nil flush: "+r.String())
		}
	}}
	r, err := Start(Config{Tool: tool.start("t"), Support: map[CallbackKind]SetResult{
		CallbackWork: SetSometimes, CallbackMaster: SetNever,
	}})
	if err != nil {
		t.Fatal(err)
	}
	if len(errs) > 0 {
		t.Error(strings.Join(errs, "\n"))
	}
	for _, k := range AllCallbacks() {
		want := SetAlways
		switch k {
		case CallbackMaster:
			want = SetNever
		case CallbackWork:
			want = SetSometimes
		}
		if results[k] != want {
			t.Errorf("set_callback(%v) = %v, want %v", k, results[k], want)
		}
	}
	get = r.Lookup("ompt_get_callback").(GetCallbackFunc)
	for _, k := range AllCallbacks() {
		cb, ret := get(k)
		registered := k != CallbackMaster && k != CallbackFlush
		if (ret == 1) != registered || (cb != nil) != registered {
			t.Errorf("get_callback(%v) = %v, %d; want registered=%v", k, cb != nil, ret, registered)
		}
	}
	if cb, _ := get(CallbackThreadBegin); cb == nil || reflect.ValueOf(cb).Pointer() != reflect.ValueOf(tb).Pointer() {
		t.Errorf("get_callback(thread_begin) does not return the function registered")
	}
	if r := set(CallbackThreadBegin, tb); r != SetError {
		t.Errorf("set_callback after the initializer = %v, want ompt_set_error", r)
	}
}

func TestMandatoryEventsMustBeAlways(t *testing.T) {
	for _, k := range AllCallbacks() {
		_, err := Start(Config{Support: map[CallbackKind]SetResult{k: SetSometimes}})
		if (err != nil) != k.Mandatory() {
			t.Errorf("support sometimes for %v: err = %v", k, err)
		}
	}
	if _, err := Start(Config{Support: map[CallbackKind]SetResult{CallbackWork: SetError}}); err == nil {
		t.Error("support ompt_set_error accepted")
	}
	if _, err := Start(Config{Support: map[CallbackKind]SetResult{99: SetAlways}}); err == nil {
		t.Error("support for event 99 accepted")
	}
}

// callbackOfKind returns a do-nothing function of the signature of k.
func callbackOfKind(k CallbackKind) Callback {
	switch k {
	case CallbackThreadBegin:
		return ThreadBeginFunc(func(*Thread, ThreadType, *Data) {})
	case CallbackThreadEnd:
		return ThreadEndFunc(func(*Thread, *Data) {})
	case CallbackParallelBegin:
		return ParallelBeginFunc(func(*Thread, *Data, *Frame, *Data, uint32, Invoker, uintptr) {})
	case CallbackParallelEnd:
		return ParallelEndFunc(func(*Thread, *Data, *Data, Invoker, uintptr) {})
	case CallbackTaskCreate:
		return TaskCreateFunc(func(*Thread, *Data, *Frame, *Data, TaskType, bool, uintptr) {})
	case CallbackTaskSchedule:
		return TaskScheduleFunc(func(*Thread, *Data, TaskStatus, *Data) {})
	case CallbackImplicitTask:
		return ImplicitTaskFunc(func(*Thread, ScopeEndpoint, *Data, *Data, uint32, uint32, TaskType) {})
	case CallbackTarget:
		return TargetFunc(func(*Thread, TargetType, ScopeEndpoint, int, *Data, ID, uintptr) {})
	case CallbackTargetDataOp:
		return TargetDataOpFunc(func(*Thread, ID, ID, TargetDataOp, uintptr, int, uintptr, int, uint64, uintptr) {})
	case CallbackTargetSubmit:
		return TargetSubmitFunc(func(*Thread, ID, ID, uint32) {})
	case CallbackControlTool:
		return ControlToolFunc(func(*Thread, uint64, uint64, any, uintptr) int { return 0 })
	case CallbackDeviceInitialize:
		return DeviceInitializeFunc(func(*Thread, int, string, Device, FunctionLookup, string) {})
	case CallbackDeviceFinalize:
		return DeviceFinalizeFunc(func(*Thread, int) {})
	case CallbackSyncRegionWait, CallbackSyncRegion:
		return SyncRegionFunc(func(*Thread, SyncRegionKind, ScopeEndpoint, *Data, *Data, uintptr) {})
	case CallbackMutexReleased, CallbackMutexAcquired, CallbackLockDestroy:
		return MutexFunc(func(*Thread, MutexKind, WaitID, uintptr) {})
	case CallbackTaskDependences:
		return TaskDependencesFunc(func(*Thread, *Data, []TaskDependence) {})
	case CallbackTaskDependence:
		return TaskDependenceFunc(func(*Thread, *Data, *Data) {})
	case CallbackWork:
		return WorkFunc(func(*Thread, WorkType, ScopeEndpoint, *Data, *Data, uint64, uintptr) {})
	case CallbackMaster:
		return MasterFunc(func(*Thread, ScopeEndpoint, *Data, *Data, uintptr) {})
	case CallbackTargetMap:
		return TargetMapFunc(func(*Thread, ID, uint32, []uintptr, []uintptr, []uint64, []TargetMapFlag, uintptr) {})
	case CallbackLockInit, CallbackMutexAcquire:
		return MutexAcquireFunc(func(*Thread, MutexKind, uint32, uint32, WaitID, uintptr) {})
	case CallbackNestLock:
		return NestLockFunc(func(*Thread, ScopeEndpoint, WaitID, uintptr) {})
	case CallbackFlush:
		return FlushFunc(func(*Thread, *Data, uintptr) {})
	case CallbackCancel:
		return CancelFunc(func(*Thread, *Data, CancelFlag, uintptr) {})
	case CallbackIdle:
		return IdleFunc(func(*Thread, ScopeEndpoint) {})
	case CallbackReduction:
		return SyncRegionFunc(func(*Thread, SyncRegionKind, ScopeEndpoint, *Data, *Data, uintptr) {})
	case CallbackDispatch:
		return DispatchFunc(func(*Thread, *Data, *Data, DispatchKind, Data) {})
	case CallbackError:
		return ErrorFunc(func(*Thread, Severity, string, uintptr) {})
	}
	return nil
}

func TestEveryCallbackKindHasASignature(t *testing.T) {
	for _, k := range AllCallbacks() {
		var c callbacks
		if cb := callbackOfKind(k); cb == nil || !c.set(k, cb) || c.get(k) == nil {
			t.Errorf("%v: no signature or not stored", k)
		}
		if !strings.HasPrefix(k.String(), "ompt_callback_") {
			t.Errorf("name of %d: %q", int(k), k.String())
		}
	}
	ext := 0
	for _, k := range AllCallbacks() {
		if k.Extension() {
			ext++
		}
	}
	if len(AllCallbacks()) != 32 || ext != 3 {
		t.Errorf("%d callbacks, %d of them 5.x; want 002's 29 and reduction, dispatch, error", len(AllCallbacks()), ext)
	}
	for _, k := range []CallbackKind{30, 33, 36, 38} {
		if k.Valid() {
			t.Errorf("%d is valid", int(k))
		}
	}
}

// TestFinalizeTool: ompt_finalize_tool runs the finalizer at once, only
// once, and no callback is dispatched afterwards.
func TestFinalizeTool(t *testing.T) {
	flushes := 0
	tool := &recordingTool{initRet: 1, register: func(set SetCallbackFunc) {
		set(CallbackFlush, FlushFunc(func(*Thread, *Data, uintptr) { flushes++ }))
	}}
	rt, err := Start(Config{Tool: tool.start("t")})
	if err != nil {
		t.Fatal(err)
	}
	th := rt.ThreadBegin(ThreadInitial)
	th.InitialTaskBegin()
	th.Flush(0)
	tool.lookup("ompt_finalize_tool").(FinalizeToolFunc)()
	th.Flush(0)
	rt.Shutdown(th)
	if want := []string{"start t opari2-ompt 1.0", "initialize t", "finalize t"}; !reflect.DeepEqual(tool.log, want) || flushes != 1 {
		t.Errorf("log %q, %d flushes; want %q and 1", tool.log, flushes, want)
	}
	if !rt.Finalized() {
		t.Error("Finalized() is false")
	}
}

// TestGetTaskMemory: the model's tasks have no runtime-owned memory: no
// block, at any block number.
func TestGetTaskMemory(t *testing.T) {
	tool := &recordingTool{initRet: 1}
	rt, err := Start(Config{Tool: tool.start("t")})
	if err != nil {
		t.Fatal(err)
	}
	th := rt.ThreadBegin(ThreadInitial)
	th.InitialTaskBegin()
	mem := tool.lookup("ompt_get_task_memory").(GetTaskMemoryFunc)
	for _, block := range []int{0, 1} {
		if addr, size, ret := mem(th, block); addr != 0 || size != 0 || ret != 0 {
			t.Errorf("get_task_memory(%d) = %#x, %d, %d; want 0, 0, 0", block, addr, size, ret)
		}
	}
}

func TestEnumerateStates(t *testing.T) {
	var got []string
	var values []State
	s := StateUndefined
	for {
		next, name, ret := enumerateStates(s)
		if ret == 0 {
			break
		}
		got = append(got, name)
		values = append(values, next)
		s = next
		if len(got) > 100 {
			t.Fatal("enumeration does not end")
		}
	}
	want := []string{"omp_state_work_serial", "omp_state_work_parallel", "omp_state_work_reduction",
		"omp_state_wait_barrier", "omp_state_wait_barrier_implicit_parallel",
		"omp_state_wait_barrier_implicit_workshare", "omp_state_wait_barrier_implicit",
		"omp_state_wait_barrier_explicit", "omp_state_wait_taskwait", "omp_state_wait_taskgroup",
		"omp_state_wait_mutex", "omp_state_wait_lock", "omp_state_wait_critical", "omp_state_wait_atomic",
		"omp_state_wait_ordered", "omp_state_wait_target", "omp_state_wait_target_map",
		"omp_state_wait_target_update", "omp_state_idle", "omp_state_overhead"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("states (-want +got):\n%s", diff)
	}
	wantValues := []State{0x000, 0x001, 0x002, 0x010, 0x011, 0x012, 0x013, 0x014, 0x020, 0x021,
		0x040, 0x041, 0x042, 0x043, 0x044, 0x080, 0x081, 0x082, 0x100, 0x101}
	if diff := cmp.Diff(wantValues, values); diff != "" {
		t.Errorf("state values (-want +got):\n%s", diff)
	}
	if _, _, ret := enumerateStates(State(0x999)); ret != 0 {
		t.Error("enumeration from an unknown state continues")
	}
}

func TestEnumerateMutexImpls(t *testing.T) {
	r, err := Start(Config{MutexImpls: []string{"spin", "queuing"}})
	if err != nil {
		t.Fatal(err)
	}
	enum := r.Lookup("ompt_enumerate_mutex_impls").(EnumerateMutexImplsFunc)
	var got []string
	for impl, name, ret := enum(0); ret != 0; impl, name, ret = enum(impl) {
		got = append(got, name)
	}
	if diff := cmp.Diff([]string{"spin", "queuing"}, got); diff != "" {
		t.Errorf("mutex impls (-want +got):\n%s", diff)
	}
}

func TestPlacesInquiry(t *testing.T) {
	r, err := Start(Config{Places: [][]int{{0, 1}, {2, 3}}})
	if err != nil {
		t.Fatal(err)
	}
	if n := r.Lookup("ompt_get_num_places").(GetNumPlacesFunc)(); n != 2 {
		t.Errorf("num places %d", n)
	}
	ids := make([]int, 1)
	if n := r.Lookup("ompt_get_place_proc_ids").(GetPlaceProcIDsFunc)(1, ids); n != 2 || ids[0] != 2 {
		t.Errorf("place 1: %d ids, first %d", n, ids[0])
	}
	if n := r.Lookup("ompt_get_place_proc_ids").(GetPlaceProcIDsFunc)(2, ids); n != 0 {
		t.Errorf("place 2 (none): %d", n)
	}
	t1, t2 := r.ThreadBegin(ThreadInitial), r.ThreadBegin(ThreadWorker)
	pn := r.Lookup("ompt_get_place_num").(GetPlaceNumFunc)
	proc := r.Lookup("ompt_get_proc_id").(GetProcIDFunc)
	if pn(t1) != 0 || pn(t2) != 1 || proc(t2) != 2 || pn(nil) != -1 || proc(nil) != -1 {
		t.Errorf("places %d %d, proc %d", pn(t1), pn(t2), proc(t2))
	}
	nums := make([]int, 4)
	if n := r.Lookup("ompt_get_partition_place_nums").(GetPartitionPlaceNumsFunc)(t1, nums); n != 2 || nums[1] != 1 {
		t.Errorf("partition %d %v", n, nums)
	}
}

func TestInquiryOutsideOpenMP(t *testing.T) {
	r, err := Start(Config{})
	if err != nil {
		t.Fatal(err)
	}
	state := r.Lookup("ompt_get_state").(GetStateFunc)
	taskInfo := r.Lookup("ompt_get_task_info").(GetTaskInfoFunc)
	parInfo := r.Lookup("ompt_get_parallel_info").(GetParallelInfoFunc)
	target := r.Lookup("ompt_get_target_info").(GetTargetInfoFunc)
	data := r.Lookup("ompt_get_thread_data").(GetThreadDataFunc)
	if s, _ := state(nil); s != StateUndefined {
		t.Errorf("state of a thread unknown to OpenMP: %v", s)
	}
	if data(nil) != nil {
		t.Error("thread data of a thread unknown to OpenMP")
	}
	th := r.ThreadBegin(ThreadInitial)
	if s, _ := state(th); s != StateOverhead {
		t.Errorf("state before the initial task: %v", s)
	}
	if _, _, _, _, _, ret := taskInfo(th, 0); ret != 0 {
		t.Error("task before the initial task")
	}
	th.InitialTaskBegin()
	if _, _, _, _, _, ret := taskInfo(th, -1); ret != 0 {
		t.Error("task at level -1")
	}
	if _, _, ret := parInfo(th, 1); ret != 0 {
		t.Error("parallel region above the initial one")
	}
	if _, _, _, ret := target(th); ret != 0 {
		t.Error("target info outside a target region")
	}
	if d := data(th); d != th.Data() {
		t.Error("thread data")
	}
	r.Shutdown(th)
	if s, _ := state(th); s != StateUndefined {
		t.Errorf("state after thread_end: %v", s)
	}
	if got := r.Lookup("ompt_get_num_devices").(GetNumDevicesFunc)(); got != 0 {
		t.Errorf("num devices %d", got)
	}
	a, b := r.Lookup("ompt_get_unique_id").(GetUniqueIDFunc)(), r.UniqueID()
	if a == IDNone || b <= a {
		t.Errorf("unique ids %d, %d", a, b)
	}
}

func TestReadEnv(t *testing.T) {
	var c Config
	c.ReadEnv(func(k string) string {
		return map[string]string{"OMP_TOOL": "disabled", "OMP_TOOL_LIBRARIES": "a:b"}[k]
	})
	if c.ToolVar != "disabled" || c.ToolLibraries != "a:b" {
		t.Errorf("%+v", c)
	}
}

// ParseToolVar never panics and accepts exactly the two values.
func FuzzParseToolVar(f *testing.F) {
	for _, s := range []string{"", "enabled", " DISABLED\n", "on", "\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := ParseToolVar(s)
		norm := strings.ToLower(strings.TrimSpace(s))
		valid := norm == "" || norm == "enabled" || norm == "disabled"
		if (err == nil) != valid || (valid && (v == ToolDisabled) != (norm == "disabled")) {
			t.Errorf("ParseToolVar(%q) = %v, %v", s, v, err)
		}
	})
}
