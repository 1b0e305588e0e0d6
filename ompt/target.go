package ompt

// Target devices in the model: the host side of target constructs (the
// target, target_data_op, target_submit and target_map callbacks on the
// encountering thread) and the hand-over of the device operations to the
// device's driver.
//
// A device executes operations asynchronously: the model queues a
// thread's operations of a target region (one record each, in order) and
// hands the queue to the driver when the host waits for the region
// (TargetEnd) or the queue is full. The driver then executes them on its
// clock and records them in its trace buffers when the tool traces the
// device. One hand-over per region keeps the cost per record free of
// locks and atomic operations.

// DeviceDriver is what the runtime needs of a target device.
type DeviceDriver interface {
	// Initialize prepares the device as device number num, before the
	// device_initialize callback, and returns the lookup of its tracing
	// entry points (nil when the device cannot be traced).
	Initialize(num int) FunctionLookup
	// DeviceType names the device (the type argument of
	// device_initialize); Documentation describes its entry points.
	DeviceType() string
	Documentation() string
	// DeviceOps executes operations on the device, in order, each
	// described by a record whose Type, ThreadID, TargetID and body the
	// model filled: the driver sets Time (and the end time of data
	// operations and kernels) from its clock, and copies the records it
	// traces into its trace buffer. recs is the thread's queue: the
	// driver must not keep it.
	DeviceOps(recs []RecordOMPT)
	// HaltTrace stops recording (the first step of device finalization).
	HaltTrace()
	// FlushTrace delivers every record collected to the tool's
	// buffer-complete callback (the second step).
	FlushTrace()
}

// deviceQueueLen is the number of operations a thread queues for a device
// before it hands them over.
const deviceQueueLen = 64

// Device is ompt_device_t, the opaque handle of a device that a tool
// passes back to the device's entry points; it is the DeviceDriver.
type Device = any

// TargetRegion is a target construct (target, target enter/exit data,
// target update) in progress on a host thread.
type TargetRegion struct {
	id        ID
	kind      TargetType
	deviceNum int
	hostOpID  ID
	task      *Task
	drv       DeviceDriver // nil for a device number the runtime does not have
}

// ID is the target region's id.
func (r *TargetRegion) ID() ID { return r.id }

// Kind is the kind of target construct.
func (r *TargetRegion) Kind() TargetType { return r.kind }

// DeviceNum is the device the region runs on.
func (r *TargetRegion) DeviceNum() int { return r.deviceNum }

// HostOpID is the id of the latest operation of the region.
func (r *TargetRegion) HostOpID() ID { return r.hostOpID }

// targetWaitState is the state of a thread waiting for a target construct.
func targetWaitState(kind TargetType) State {
	switch kind {
	case TargetEnterData, TargetExitData:
		return StateWaitTargetMap
	case TargetUpdate:
		return StateWaitTargetUpdate
	}
	return StateWaitTarget
}

// deviceRecord queues an operation of r on the thread and returns its
// record to fill (the header is set, the body zeroed). Callers fill the
// body field by field: a composite literal is built on the stack and
// copied with 16-byte loads that stall on the 8-byte stores just made
// (about 10 ns per record here).
func (t *Thread) deviceRecord(r *TargetRegion, typ CallbackKind) *RecordOMPT {
	if len(t.devOps) == cap(t.devOps) {
		t.handOver(r)
		if t.devOps == nil {
			t.devOps = make([]RecordOMPT, 0, deviceQueueLen)
		}
	}
	t.devOps = t.devOps[:len(t.devOps)+1]
	rec := &t.devOps[len(t.devOps)-1]
	*rec = RecordOMPT{Type: typ, ThreadID: ID(t.num), TargetID: r.id}
	return rec
}

// handOver passes the queued operations to r's device.
func (t *Thread) handOver(r *TargetRegion) {
	if len(t.devOps) > 0 {
		r.drv.DeviceOps(t.devOps)
		t.devOps = t.devOps[:0]
	}
}

// TargetBegin is the current task encountering a target construct of the
// given kind for device deviceNum; the device is initialized first if no
// thread used it before. Until TargetEnd the thread is in the target wait
// state of the kind and get_target_info answers for the region. The
// region is valid until TargetEnd (the thread reuses it).
func (t *Thread) TargetBegin(kind TargetType, deviceNum int, codeptr uintptr) *TargetRegion {
	t.DeviceInitialize(deviceNum)
	// Target regions do not nest on a thread: the thread's region object
	// is reused (no allocation per region).
	r := &t.region
	*r = TargetRegion{id: t.newID(), kind: kind, deviceNum: deviceNum, task: t.task}
	if deviceNum >= 0 && deviceNum < len(t.rt.devices) {
		r.drv = t.rt.devices[deviceNum]
	}
	t.target = r
	t.enterRuntime()
	if cb := t.rt.cbs().target; cb != nil {
		cb(t, kind, ScopeBegin, deviceNum, t.taskData(), r.id, codeptr)
	}
	t.pushState(targetWaitState(kind), WaitIDNone)
	if r.drv != nil {
		t.targetRecord(r, ScopeBegin, codeptr)
	}
	return r
}

// targetRecord queues the target record of r's begin or end.
func (t *Thread) targetRecord(r *TargetRegion, endpoint ScopeEndpoint, codeptr uintptr) {
	b := t.deviceRecord(r, CallbackTarget).Target()
	b.Kind, b.Endpoint, b.DeviceNum = r.kind, endpoint, int32(r.deviceNum)
	b.TaskID, b.TargetID, b.CodeptrRA = taskID(r.task), r.id, codeptr
}

func taskID(k *Task) ID {
	if k == nil {
		return IDNone
	}
	return k.ID()
}

// TargetEnd ends target region r.
func (t *Thread) TargetEnd(r *TargetRegion, codeptr uintptr) {
	if r.drv != nil {
		t.targetRecord(r, ScopeEnd, codeptr)
		t.handOver(r) // the host waits for the region: the device executes its operations
	}
	t.popState()
	if cb := t.rt.cbs().target; cb != nil {
		var td *Data
		if r.task != nil {
			td = &r.task.data
		}
		cb(t, r.kind, ScopeEnd, r.deviceNum, td, r.id, codeptr)
	}
	t.leaveRuntime()
	t.target = nil
}

// TargetDataOp is a data operation of region r (allocation, transfer,
// deletion); it returns the operation's host op id.
func (t *Thread) TargetDataOp(r *TargetRegion, op TargetDataOp, src uintptr, srcDev int, dst uintptr, dstDev int,
	bytes uint64, codeptr uintptr) ID {
	r.hostOpID = t.newID()
	if cb := t.rt.cbs().targetDataOp; cb != nil {
		cb(t, r.id, r.hostOpID, op, src, srcDev, dst, dstDev, bytes, codeptr)
	}
	if r.drv != nil {
		b := t.deviceRecord(r, CallbackTargetDataOp).TargetDataOp()
		b.HostOpID, b.Optype, b.Bytes, b.CodeptrRA = r.hostOpID, op, bytes, codeptr
		b.SrcAddr, b.SrcDeviceNum, b.DestAddr, b.DestDeviceNum = src, int32(srcDev), dst, int32(dstDev)
	}
	return r.hostOpID
}

// TargetSubmit is the submission of region r's kernel with
// requestedTeams teams; it returns the kernel's host op id.
func (t *Thread) TargetSubmit(r *TargetRegion, requestedTeams uint32) ID {
	r.hostOpID = t.newID()
	if cb := t.rt.cbs().targetSubmit; cb != nil {
		cb(t, r.id, r.hostOpID, requestedTeams)
	}
	if r.drv != nil {
		k := t.deviceRecord(r, CallbackTargetSubmit).Kernel()
		k.HostOpID, k.RequestedNumTeams = r.hostOpID, requestedTeams
	}
	return r.hostOpID
}

// TargetMap reports the mapping of region r's items (m must not change
// afterwards: a trace record keeps it).
func (t *Thread) TargetMap(r *TargetRegion, m *MapItems, codeptr uintptr) {
	n := uint32(len(m.HostAddr))
	if cb := t.rt.cbs().targetMap; cb != nil {
		cb(t, r.id, n, m.HostAddr, m.DeviceAddr, m.Bytes, m.MappingFlags, codeptr)
	}
	if r.drv != nil {
		rec := t.deviceRecord(r, CallbackTargetMap)
		b := rec.TargetMap()
		b.TargetID, b.NItems, b.CodeptrRA = r.id, n, codeptr
		rec.SetMapItems(m)
	}
}

// DeviceInitialize initializes device num the first time any thread uses
// it and dispatches device_initialize with the device's lookup; threads
// using it meanwhile wait until that is done. Unknown numbers are ignored.
func (t *Thread) DeviceInitialize(num int) {
	if num < 0 || num >= len(t.rt.devices) {
		return
	}
	d := &t.rt.devState[num]
	d.once.Do(func() {
		drv := t.rt.devices[num]
		lookup := drv.Initialize(num)
		if cb := t.rt.cbs().deviceInitialize; cb != nil {
			cb(t, num, drv.DeviceType(), drv, lookup, drv.Documentation())
		}
		d.mu.Lock()
		d.initialized = true
		d.mu.Unlock()
	})
}

// FinalizeDevices finalizes every initialized device on thread t (before
// t's thread_end), in device order: halt tracing, flush the records,
// dispatch device_finalize.
func (r *Runtime) FinalizeDevices(t *Thread) {
	for num, drv := range r.devices {
		d := &r.devState[num]
		d.mu.Lock()
		doIt := d.initialized && !d.finalized
		d.finalized = true
		d.mu.Unlock()
		if !doIt {
			continue
		}
		drv.HaltTrace()
		drv.FlushTrace()
		if cb := r.cbs().deviceFinalize; cb != nil {
			cb(t, num)
		}
	}
}
