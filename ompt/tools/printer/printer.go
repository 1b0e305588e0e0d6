// Package printer is an OMPT tool that prints one line per callback, in
// the style of the OMPT tests of LLVM's OpenMP runtime: the thread's id,
// the event and its arguments, with the ids the tool gives threads,
// parallel regions and tasks (drawn from ompt_get_unique_id and kept in
// their ompt_data_t). On devices it starts tracing and prints the records
// of every completed buffer.
//
// The tool uses only what OMPT hands it: the entry points it looks up in
// its initializer and the arguments of its callbacks.
package printer

import (
	"fmt"
	"io"
	"strings"
	"sync"

	"opari2/ompt"
)

// Options configure a printer.
type Options struct {
	// Codeptr formats a codeptr_ra; nil prints it in hex.
	Codeptr func(uintptr) string
	// BufferRecords is the size, in records, of the trace buffers the
	// printer hands to devices (0: 64).
	BufferRecords int
	// NoTrace leaves device tracing off.
	NoTrace bool
}

// Printer is the tool. Its zero value is not usable; see New.
type Printer struct {
	w    io.Writer
	opts Options
	mu   sync.Mutex

	uniqueID   ompt.GetUniqueIDFunc
	threadData ompt.GetThreadDataFunc
	devices    map[int]*device
}

// device holds the tracing entry points of one device.
type device struct {
	handle  ompt.Device
	advance ompt.AdvanceBufferCursorFunc
	recType ompt.GetRecordTypeFunc
	record  ompt.GetRecordOMPTFunc
}

// New makes a printer writing to w.
func New(w io.Writer, opts Options) *Printer {
	if opts.BufferRecords <= 0 {
		opts.BufferRecords = 64
	}
	return &Printer{w: w, opts: opts, devices: map[int]*device{}}
}

// Register makes a printer writing to w available to OMP_TOOL_LIBRARIES
// under name.
func Register(name string, w io.Writer, opts Options) error {
	return ompt.RegisterTool(name, New(w, opts).StartTool)
}

// StartTool is the tool's ompt_start_tool.
func (p *Printer) StartTool(ompVersion uint32, runtimeVersion string) *ompt.Fns {
	p.printf("0: ompt_start_tool: omp_version=%d, runtime_version=%q", ompVersion, runtimeVersion)
	return &ompt.Fns{Initialize: p.initialize, Finalize: p.finalize}
}

func (p *Printer) printf(format string, args ...any) {
	p.mu.Lock()
	fmt.Fprintf(p.w, format+"\n", args...)
	p.mu.Unlock()
}

func (p *Printer) codeptr(pc uintptr) string {
	if p.opts.Codeptr != nil {
		return p.opts.Codeptr(pc)
	}
	return fmt.Sprintf("%#x", pc)
}

// tid is the id the printer gave the thread in thread_begin.
func (p *Printer) tid(t *ompt.Thread) uint64 {
	if d := p.threadData(t); d != nil {
		return d.Value
	}
	return 0
}

func id(d *ompt.Data) uint64 {
	if d == nil {
		return 0
	}
	return d.Value
}

func frame(f *ompt.Frame) string {
	if f == nil {
		return "exit=(nil), reenter=(nil)"
	}
	return fmt.Sprintf("exit=%#x, reenter=%#x", f.ExitFrame, f.EnterFrame)
}

func (p *Printer) initialize(lookup ompt.FunctionLookup, initialDeviceNum int, toolData *ompt.Data) int {
	p.uniqueID = lookup("ompt_get_unique_id").(ompt.GetUniqueIDFunc)
	p.threadData = lookup("ompt_get_thread_data").(ompt.GetThreadDataFunc)
	set := lookup("ompt_set_callback").(ompt.SetCallbackFunc)
	enumStates := lookup("ompt_enumerate_states").(ompt.EnumerateStatesFunc)
	n := 0
	for s, _, ret := enumStates(ompt.StateUndefined); ret != 0; s, _, ret = enumStates(s) {
		n++
	}
	p.printf("0: ompt_initialize: initial_device_num=%d, states=%d", initialDeviceNum, n)
	for _, k := range ompt.AllCallbacks() {
		// the answers for 002's events that are not always; the 5.x
		// events are registered as well, but a source written against
		// 002 never has them, so their answers are not listed
		if r := set(k, p.callback(k)); r != ompt.SetAlways && !k.Extension() {
			p.printf("0: ompt_set_callback: %v: %v", k, r)
		}
	}
	return 1
}

func (p *Printer) finalize(toolData *ompt.Data) {
	p.printf("0: ompt_event_runtime_shutdown")
}

// callback is the printer's callback for event k.
func (p *Printer) callback(k ompt.CallbackKind) ompt.Callback {
	switch k {
	case ompt.CallbackThreadBegin:
		return ompt.ThreadBeginFunc(p.threadBegin)
	case ompt.CallbackThreadEnd:
		return ompt.ThreadEndFunc(func(t *ompt.Thread, data *ompt.Data) {
			p.printf("%d: ompt_event_thread_end: thread_id=%d", p.tid(t), data.Value)
		})
	case ompt.CallbackParallelBegin:
		return ompt.ParallelBeginFunc(p.parallelBegin)
	case ompt.CallbackParallelEnd:
		return ompt.ParallelEndFunc(func(t *ompt.Thread, par, enc *ompt.Data, inv ompt.Invoker, pc uintptr) {
			p.printf("%d: ompt_event_parallel_end: parallel_id=%d, task_id=%d, invoker=%v, codeptr_ra=%s",
				p.tid(t), id(par), id(enc), inv, p.codeptr(pc))
		})
	case ompt.CallbackTaskCreate:
		return ompt.TaskCreateFunc(p.taskCreate)
	case ompt.CallbackTaskSchedule:
		return ompt.TaskScheduleFunc(p.taskSchedule)
	case ompt.CallbackImplicitTask:
		return ompt.ImplicitTaskFunc(p.implicitTask)
	case ompt.CallbackTarget:
		return ompt.TargetFunc(func(t *ompt.Thread, kind ompt.TargetType, ep ompt.ScopeEndpoint, dev int,
			task *ompt.Data, target ompt.ID, pc uintptr) {
			p.printf("%d: ompt_event_target_%s: kind=%v, device_num=%d, task_id=%d, target_id=%d, codeptr_ra=%s",
				p.tid(t), ep.Short(), kind, dev, id(task), target, p.codeptr(pc))
		})
	case ompt.CallbackTargetDataOp:
		return ompt.TargetDataOpFunc(func(t *ompt.Thread, target, hostOp ompt.ID, op ompt.TargetDataOp,
			src uintptr, srcDev int, dst uintptr, dstDev int, bytes uint64, pc uintptr) {
			p.printf("%d: ompt_event_target_data_op: target_id=%d, host_op_id=%d, optype=%v, src_addr=%#x, "+
				"src_device_num=%d, dest_addr=%#x, dest_device_num=%d, bytes=%d, codeptr_ra=%s",
				p.tid(t), target, hostOp, op, src, srcDev, dst, dstDev, bytes, p.codeptr(pc))
		})
	case ompt.CallbackTargetSubmit:
		return ompt.TargetSubmitFunc(func(t *ompt.Thread, target, hostOp ompt.ID, teams uint32) {
			p.printf("%d: ompt_event_target_submit: target_id=%d, host_op_id=%d, requested_num_teams=%d",
				p.tid(t), target, hostOp, teams)
		})
	case ompt.CallbackTargetMap:
		return ompt.TargetMapFunc(func(t *ompt.Thread, target ompt.ID, n uint32, host, dev []uintptr,
			bytes []uint64, flags []ompt.TargetMapFlag, pc uintptr) {
			p.printf("%d: ompt_event_target_map: target_id=%d, nitems=%d, items=[%s], codeptr_ra=%s",
				p.tid(t), target, n, mapItems(&ompt.MapItems{HostAddr: host, DeviceAddr: dev, Bytes: bytes,
					MappingFlags: flags}), p.codeptr(pc))
		})
	case ompt.CallbackControlTool:
		return ompt.ControlToolFunc(func(t *ompt.Thread, cmd, mod uint64, arg any, pc uintptr) int {
			p.printf("%d: ompt_event_control_tool: command=%d, modifier=%d, arg=%v, codeptr_ra=%s",
				p.tid(t), cmd, mod, arg, p.codeptr(pc))
			return 0
		})
	case ompt.CallbackDeviceInitialize:
		return ompt.DeviceInitializeFunc(p.deviceInitialize)
	case ompt.CallbackDeviceFinalize:
		return ompt.DeviceFinalizeFunc(func(t *ompt.Thread, dev int) {
			p.printf("%d: ompt_event_device_finalize: device_num=%d", p.tid(t), dev)
		})
	case ompt.CallbackSyncRegion, ompt.CallbackReduction: // reduction: kind ompt_sync_region_reduction
		return ompt.SyncRegionFunc(func(t *ompt.Thread, kind ompt.SyncRegionKind, ep ompt.ScopeEndpoint,
			par, task *ompt.Data, pc uintptr) {
			p.printf("%d: ompt_event_%s_%s: parallel_id=%d, task_id=%d, codeptr_ra=%s",
				p.tid(t), kind.Short(), ep.Short(), id(par), id(task), p.codeptr(pc))
		})
	case ompt.CallbackSyncRegionWait:
		return ompt.SyncRegionFunc(func(t *ompt.Thread, kind ompt.SyncRegionKind, ep ompt.ScopeEndpoint,
			par, task *ompt.Data, pc uintptr) {
			p.printf("%d: ompt_event_wait_%s_%s: parallel_id=%d, task_id=%d, codeptr_ra=%s",
				p.tid(t), kind.Short(), ep.Short(), id(par), id(task), p.codeptr(pc))
		})
	case ompt.CallbackMutexAcquire:
		return ompt.MutexAcquireFunc(func(t *ompt.Thread, kind ompt.MutexKind, hint, impl uint32,
			wait ompt.WaitID, pc uintptr) {
			p.printf("%d: ompt_event_wait_%s: wait_id=%d, hint=%d, impl=%d, codeptr_ra=%s",
				p.tid(t), kind.Short(), wait, hint, impl, p.codeptr(pc))
		})
	case ompt.CallbackMutexAcquired:
		return ompt.MutexFunc(func(t *ompt.Thread, kind ompt.MutexKind, wait ompt.WaitID, pc uintptr) {
			p.printf("%d: ompt_event_acquired_%s: wait_id=%d, codeptr_ra=%s", p.tid(t), kind.EventShort(true), wait, p.codeptr(pc))
		})
	case ompt.CallbackMutexReleased:
		return ompt.MutexFunc(func(t *ompt.Thread, kind ompt.MutexKind, wait ompt.WaitID, pc uintptr) {
			p.printf("%d: ompt_event_release_%s: wait_id=%d, codeptr_ra=%s", p.tid(t), kind.EventShort(false), wait, p.codeptr(pc))
		})
	case ompt.CallbackLockInit:
		return ompt.MutexAcquireFunc(func(t *ompt.Thread, kind ompt.MutexKind, hint, impl uint32,
			wait ompt.WaitID, pc uintptr) {
			p.printf("%d: ompt_event_init_%s: wait_id=%d, hint=%d, impl=%d, codeptr_ra=%s",
				p.tid(t), kind.Short(), wait, hint, impl, p.codeptr(pc))
		})
	case ompt.CallbackLockDestroy:
		return ompt.MutexFunc(func(t *ompt.Thread, kind ompt.MutexKind, wait ompt.WaitID, pc uintptr) {
			p.printf("%d: ompt_event_destroy_%s: wait_id=%d, codeptr_ra=%s", p.tid(t), kind.Short(), wait, p.codeptr(pc))
		})
	case ompt.CallbackNestLock:
		return ompt.NestLockFunc(func(t *ompt.Thread, ep ompt.ScopeEndpoint, wait ompt.WaitID, pc uintptr) {
			name := "acquired_nest_lock_next"
			if ep == ompt.ScopeEnd {
				name = "release_nest_lock_prev"
			}
			p.printf("%d: ompt_event_%s: wait_id=%d, codeptr_ra=%s", p.tid(t), name, wait, p.codeptr(pc))
		})
	case ompt.CallbackWork:
		return ompt.WorkFunc(func(t *ompt.Thread, wt ompt.WorkType, ep ompt.ScopeEndpoint, par, task *ompt.Data,
			count uint64, pc uintptr) {
			p.printf("%d: ompt_event_%s_%s: parallel_id=%d, task_id=%d, count=%d, codeptr_ra=%s",
				p.tid(t), wt.Short(), ep.Short(), id(par), id(task), count, p.codeptr(pc))
		})
	case ompt.CallbackMaster:
		return ompt.MasterFunc(func(t *ompt.Thread, ep ompt.ScopeEndpoint, par, task *ompt.Data, pc uintptr) {
			p.printf("%d: ompt_event_master_%s: parallel_id=%d, task_id=%d, codeptr_ra=%s",
				p.tid(t), ep.Short(), id(par), id(task), p.codeptr(pc))
		})
	case ompt.CallbackTaskDependences:
		return ompt.TaskDependencesFunc(func(t *ompt.Thread, task *ompt.Data, deps []ompt.TaskDependence) {
			var b strings.Builder
			for i, d := range deps {
				if i > 0 {
					b.WriteString(", ")
				}
				fmt.Fprintf(&b, "(%#x, %v)", d.VariableAddr, d.DependenceFlags)
			}
			p.printf("%d: ompt_event_task_dependences: task_id=%d, deps=[%s], ndeps=%d", p.tid(t), id(task), b.String(), len(deps))
		})
	case ompt.CallbackTaskDependence:
		return ompt.TaskDependenceFunc(func(t *ompt.Thread, src, sink *ompt.Data) {
			p.printf("%d: ompt_event_task_dependence_pair: first_task_id=%d, second_task_id=%d", p.tid(t), id(src), id(sink))
		})
	case ompt.CallbackFlush:
		return ompt.FlushFunc(func(t *ompt.Thread, data *ompt.Data, pc uintptr) {
			p.printf("%d: ompt_event_flush: thread_id=%d, codeptr_ra=%s", p.tid(t), id(data), p.codeptr(pc))
		})
	case ompt.CallbackCancel:
		return ompt.CancelFunc(func(t *ompt.Thread, task *ompt.Data, flags ompt.CancelFlag, pc uintptr) {
			p.printf("%d: ompt_event_cancel: task_id=%d, flags=%v, codeptr_ra=%s", p.tid(t), id(task), flags, p.codeptr(pc))
		})
	case ompt.CallbackDispatch:
		return ompt.DispatchFunc(func(t *ompt.Thread, par, task *ompt.Data, kind ompt.DispatchKind, instance ompt.Data) {
			p.printf("%d: ompt_event_dispatch: parallel_id=%d, task_id=%d, kind=%v, instance=%d",
				p.tid(t), id(par), id(task), kind, instance.Value)
		})
	case ompt.CallbackError:
		return ompt.ErrorFunc(func(t *ompt.Thread, sev ompt.Severity, msg string, pc uintptr) {
			p.printf("%d: ompt_event_error: severity=%v, message=%q, codeptr_ra=%s", p.tid(t), sev, msg, p.codeptr(pc))
		})
	case ompt.CallbackIdle:
		return ompt.IdleFunc(func(t *ompt.Thread, ep ompt.ScopeEndpoint) {
			p.printf("%d: ompt_event_idle_%s", p.tid(t), ep.Short())
		})
	}
	panic(fmt.Sprintf("printer: no callback for %v", k))
}

func (p *Printer) threadBegin(t *ompt.Thread, typ ompt.ThreadType, data *ompt.Data) {
	data.Value = p.uniqueID()
	p.printf("%d: ompt_event_thread_begin: thread_type=%v, thread_id=%d", data.Value, typ, data.Value)
}

func (p *Printer) parallelBegin(t *ompt.Thread, enc *ompt.Data, encFrame *ompt.Frame, par *ompt.Data,
	requested uint32, inv ompt.Invoker, pc uintptr) {
	par.Value = p.uniqueID()
	p.printf("%d: ompt_event_parallel_begin: parent_task_id=%d, parent_task_frame.%s, parallel_id=%d, "+
		"requested_team_size=%d, invoker=%v, codeptr_ra=%s",
		p.tid(t), id(enc), frame(encFrame), par.Value, requested, inv, p.codeptr(pc))
}

func (p *Printer) implicitTask(t *ompt.Thread, ep ompt.ScopeEndpoint, par, task *ompt.Data, team, index uint32,
	flags ompt.TaskType) {
	name := "implicit_task"
	if flags&ompt.TaskInitial != 0 {
		name = "initial_task"
	}
	if ep == ompt.ScopeBegin {
		task.Value = p.uniqueID()
		if flags&ompt.TaskInitial != 0 && par.Value == 0 {
			// the implicit region of a thread's initial task has no
			// parallel_begin (a league of teams has)
			par.Value = p.uniqueID()
		}
	}
	p.printf("%d: ompt_event_%s_%s: parallel_id=%d, task_id=%d, team_size=%d, thread_num=%d",
		p.tid(t), name, ep.Short(), id(par), id(task), team, index)
}

func (p *Printer) taskCreate(t *ompt.Thread, enc *ompt.Data, encFrame *ompt.Frame, task *ompt.Data,
	flags ompt.TaskType, deps bool, pc uintptr) {
	task.Value = p.uniqueID()
	p.printf("%d: ompt_event_task_create: parent_task_id=%d, parent_task_frame.%s, new_task_id=%d, "+
		"task_type=%v, has_dependences=%v, codeptr_ra=%s",
		p.tid(t), id(enc), frame(encFrame), task.Value, flags, deps, p.codeptr(pc))
}

func (p *Printer) taskSchedule(t *ompt.Thread, prior *ompt.Data, status ompt.TaskStatus, next *ompt.Data) {
	p.printf("%d: ompt_event_task_schedule: first_task_id=%d, second_task_id=%d, prior_task_status=%v",
		p.tid(t), id(prior), id(next), status)
	// as LLVM's tests: a task ends when it completes, also when its
	// detach event is fulfilled after it ran
	if status == ompt.TaskComplete || status == ompt.TaskLateFulfill {
		p.printf("%d: ompt_event_task_end: task_id=%d", p.tid(t), id(prior))
	}
}

func (p *Printer) deviceInitialize(t *ompt.Thread, num int, typ string, dev ompt.Device, lookup ompt.FunctionLookup,
	doc string) {
	p.printf("%d: ompt_event_device_initialize: device_num=%d, type=%q, lookup=%v",
		p.tid(t), num, typ, lookup != nil)
	if lookup == nil || p.opts.NoTrace {
		return
	}
	d := &device{handle: dev}
	d.advance, _ = lookup("ompt_advance_buffer_cursor").(ompt.AdvanceBufferCursorFunc)
	d.recType, _ = lookup("ompt_get_record_type").(ompt.GetRecordTypeFunc)
	d.record, _ = lookup("ompt_get_record_ompt").(ompt.GetRecordOMPTFunc)
	setTrace, _ := lookup("ompt_set_trace_ompt").(ompt.SetTraceOMPTFunc)
	start, _ := lookup("ompt_start_trace").(ompt.StartTraceFunc)
	if d.advance == nil || d.recType == nil || d.record == nil || setTrace == nil || start == nil {
		p.printf("%d: device %d: no OMPT tracing", p.tid(t), num)
		return
	}
	p.mu.Lock()
	p.devices[num] = d
	p.mu.Unlock()
	if r := setTrace(dev, true, 0); r != ompt.SetAlways {
		p.printf("%d: ompt_set_trace_ompt: device_num=%d: %v", p.tid(t), num, r)
	}
	if start(dev, p.bufferRequest, p.bufferComplete) != 1 {
		p.printf("%d: ompt_start_trace: device_num=%d failed", p.tid(t), num)
	}
}

func (p *Printer) bufferRequest(dev int) (*ompt.Buffer, int) {
	bytes := p.opts.BufferRecords * ompt.RecordSize
	p.printf("dev%d: ompt_buffer_request: bytes=%d", dev, bytes)
	return ompt.NewBuffer(bytes), bytes
}

func (p *Printer) bufferComplete(devNum int, buf *ompt.Buffer, bytes int, begin ompt.BufferCursor, owned bool) {
	p.mu.Lock()
	d := p.devices[devNum]
	p.mu.Unlock()
	var b strings.Builder
	fmt.Fprintf(&b, "dev%d: ompt_buffer_complete: bytes=%d, begin=%d, buffer_owned=%v", devNum, bytes, begin, owned)
	if bytes > 0 {
		for cur, ret := begin, 1; ret != 0; cur, ret = d.advance(d.handle, buf, bytes, cur) {
			if d.recType(buf, cur) != ompt.RecordOMPTKind {
				fmt.Fprintf(&b, "\ndev%d:   record %d: not an OMPT record", devNum, cur)
				continue
			}
			fmt.Fprintf(&b, "\ndev%d:   %s", devNum, formatRecord(d.record(buf, cur)))
		}
	}
	p.printf("%s", b.String())
}

// formatRecord prints a trace record of a target event.
func formatRecord(r *ompt.RecordOMPT) string {
	head := fmt.Sprintf("time=%d, thread_id=%d, target_id=%d", r.Time, r.ThreadID, r.TargetID)
	switch r.Type {
	case ompt.CallbackTarget:
		b := r.Target()
		return fmt.Sprintf("ompt_record_target_%s: %s, kind=%v, device_num=%d, task_id=%d",
			b.Endpoint.Short(), head, b.Kind, b.DeviceNum, b.TaskID)
	case ompt.CallbackTargetDataOp:
		b := r.TargetDataOp()
		return fmt.Sprintf("ompt_record_target_data_op: %s, host_op_id=%d, optype=%v, src_addr=%#x, "+
			"src_device_num=%d, dest_addr=%#x, dest_device_num=%d, bytes=%d, end_time=%d",
			head, b.HostOpID, b.Optype, b.SrcAddr, b.SrcDeviceNum, b.DestAddr, b.DestDeviceNum, b.Bytes, b.EndTime)
	case ompt.CallbackTargetSubmit:
		b := r.Kernel()
		return fmt.Sprintf("ompt_record_target_kernel: %s, host_op_id=%d, requested_num_teams=%d, "+
			"granted_num_teams=%d, end_time=%d", head, b.HostOpID, b.RequestedNumTeams, b.GrantedNumTeams, b.EndTime)
	case ompt.CallbackTargetMap:
		b := r.TargetMap()
		return fmt.Sprintf("ompt_record_target_map: %s, nitems=%d, items=[%s]", head, b.NItems, mapItems(r.MapItems()))
	}
	return fmt.Sprintf("ompt_record %v: %s", r.Type, head)
}

func mapItems(m *ompt.MapItems) string {
	if m == nil {
		return ""
	}
	var b strings.Builder
	for i := range m.HostAddr {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "(host=%#x, dev=%#x, bytes=%d, flags=%s)", m.HostAddr[i], m.DeviceAddr[i], m.Bytes[i],
			mapFlags(m.MappingFlags[i]))
	}
	return b.String()
}

func mapFlags(f ompt.TargetMapFlag) string {
	var names []string
	for _, e := range []struct {
		f ompt.TargetMapFlag
		n string
	}{{ompt.TargetMapFlagTo, "to"}, {ompt.TargetMapFlagFrom, "from"}, {ompt.TargetMapFlagAlloc, "alloc"},
		{ompt.TargetMapFlagRelease, "release"}, {ompt.TargetMapFlagDelete, "delete"}, {ompt.TargetMapFlagImplicit, "implicit"}} {
		if f&e.f != 0 {
			names = append(names, e.n)
		}
	}
	return strings.Join(names, "|")
}
