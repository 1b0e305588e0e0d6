package device

import "opari2/ompt"

// EntryPoints lists the names a device's lookup provides: 002's table of
// tracing entry points plus ompt_flush_trace (OpenMP 5.x).
var EntryPoints = []string{
	"ompt_get_device_time",
	"ompt_translate_time",
	"ompt_set_trace_ompt",
	"ompt_set_trace_native",
	"ompt_start_trace",
	"ompt_pause_trace",
	"ompt_stop_trace",
	"ompt_flush_trace",
	"ompt_advance_buffer_cursor",
	"ompt_get_record_type",
	"ompt_get_record_ompt",
	"ompt_get_record_native",
	"ompt_get_record_abstract",
}

// FlushTraceFunc is ompt_flush_trace_t (OpenMP 5.x; 002 has no flush
// entry point): 1 when the records were flushed.
type FlushTraceFunc func(device ompt.Device) int

func (d *Device) entryPoints() map[string]ompt.InterfaceFn {
	return map[string]ompt.InterfaceFn{
		"ompt_get_device_time":       ompt.GetDeviceTimeFunc(getDeviceTime),
		"ompt_translate_time":        ompt.TranslateTimeFunc(translateTime),
		"ompt_set_trace_ompt":        ompt.SetTraceOMPTFunc(setTraceOMPT),
		"ompt_set_trace_native":      ompt.SetTraceNativeFunc(setTraceNative),
		"ompt_start_trace":           ompt.StartTraceFunc(startTrace),
		"ompt_pause_trace":           ompt.PauseTraceFunc(pauseTrace),
		"ompt_stop_trace":            ompt.StopTraceFunc(stopTrace),
		"ompt_flush_trace":           FlushTraceFunc(flushTrace),
		"ompt_advance_buffer_cursor": ompt.AdvanceBufferCursorFunc(advanceBufferCursor),
		"ompt_get_record_type":       ompt.GetRecordTypeFunc(getRecordType),
		"ompt_get_record_ompt":       ompt.GetRecordOMPTFunc(getRecordOMPT),
		"ompt_get_record_native":     ompt.GetRecordNativeFunc(getRecordNative),
		"ompt_get_record_abstract":   ompt.GetRecordAbstractFunc(getRecordAbstract),
	}
}

// handle is the Device behind an ompt_device_t, nil for anything else.
func handle(dev ompt.Device) *Device {
	d, _ := dev.(*Device)
	return d
}

func getDeviceTime(dev ompt.Device) ompt.DeviceTime {
	d := handle(dev)
	if d == nil {
		return ompt.TimeNone
	}
	return d.Time()
}

// translateTime converts a device time to host seconds.
func translateTime(dev ompt.Device, t ompt.DeviceTime) float64 {
	d := handle(dev)
	if d == nil {
		return 0
	}
	return d.opts.HostOffset + float64(t)*deviceTickSecs
}

// setTraceOMPT enables or disables OMPT records of type etype (0: every
// type). The device records target, target_data_op, target_submit and
// target_map events: always; other events never occur on it.
func setTraceOMPT(dev ompt.Device, enable bool, etype ompt.CallbackKind) ompt.SetResult {
	d := handle(dev)
	if d == nil || (etype != 0 && !etype.Valid()) {
		return ompt.SetError
	}
	if etype != 0 && !traced(etype) {
		return ompt.SetNever
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	for _, k := range ompt.AllCallbacks() {
		if traced(k) && (etype == 0 || etype == k) {
			d.enabled[k] = enable
		}
	}
	return ompt.SetAlways
}

// nativeTypes maps native monitoring flags to the records that show them
// (the device's native format is the OMPT format).
var nativeTypes = []struct {
	flags ompt.NativeMonFlags
	kinds []ompt.CallbackKind
}{
	{ompt.NativeDataMotionExplicit | ompt.NativeDataMotionImplicit,
		[]ompt.CallbackKind{ompt.CallbackTargetDataOp, ompt.CallbackTargetMap}},
	{ompt.NativeKernelInvocation | ompt.NativeKernelExecution, []ompt.CallbackKind{ompt.CallbackTargetSubmit}},
	{ompt.NativeRuntime | ompt.NativeDriver, []ompt.CallbackKind{ompt.CallbackTarget}},
}

// setTraceNative enables or disables native tracing of the activities in
// flags: always for the ones the device records, never for overhead and
// idleness, which it does not.
func setTraceNative(dev ompt.Device, enable bool, flags ompt.NativeMonFlags) ompt.SetResult {
	d := handle(dev)
	if d == nil || flags == 0 {
		return ompt.SetError
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	result := ompt.SetNever
	for _, nt := range nativeTypes {
		if flags&nt.flags == 0 {
			continue
		}
		for _, k := range nt.kinds {
			d.enabled[k] = enable
		}
		result = ompt.SetAlways
	}
	return result
}

// startTrace starts (or restarts) tracing with the tool's buffer
// callbacks: 1 on success, 0 when a callback is missing or the device was
// finalized.
func startTrace(dev ompt.Device, request ompt.BufferRequestFunc, complete ompt.BufferCompleteFunc) int {
	d := handle(dev)
	if d == nil || request == nil || complete == nil {
		return 0
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.halted {
		return 0
	}
	d.request, d.complete = request, complete
	d.started, d.paused = true, false
	d.setTracing()
	return 1
}

// pauseTrace pauses (beginPause) or resumes tracing: records of
// operations while paused are not made. 0 when tracing is not started.
func pauseTrace(dev ompt.Device, beginPause bool) int {
	d := handle(dev)
	if d == nil {
		return 0
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if !d.started {
		return 0
	}
	d.paused = beginPause
	d.setTracing()
	return 1
}

// stopTrace stops tracing after delivering every record collected.
func stopTrace(dev ompt.Device) int {
	d := handle(dev)
	if d == nil {
		return 0
	}
	d.mu.Lock()
	if !d.started {
		d.mu.Unlock()
		return 0
	}
	d.started = false
	d.setTracing()
	d.mu.Unlock()
	d.flush()
	return 1
}

func flushTrace(dev ompt.Device) int {
	d := handle(dev)
	if d == nil {
		return 0
	}
	d.flush()
	return 1
}

// advanceBufferCursor moves to the record after current among the first
// size bytes of buffer: 1 and its cursor when there is one, else 0.
func advanceBufferCursor(dev ompt.Device, buffer *ompt.Buffer, size int, current ompt.BufferCursor) (ompt.BufferCursor, int) {
	if handle(dev) == nil || buffer.Record(size, current+1) == nil {
		return current, 0
	}
	return current + 1, 1
}

// getRecordType: every record the device writes is an OMPT record; a
// cursor outside the records is invalid.
func getRecordType(buffer *ompt.Buffer, current ompt.BufferCursor) ompt.RecordKind {
	if buffer.Record(buffer.Len()*ompt.RecordSize, current) == nil {
		return ompt.RecordInvalid
	}
	return ompt.RecordOMPTKind
}

func getRecordOMPT(buffer *ompt.Buffer, current ompt.BufferCursor) *ompt.RecordOMPT {
	return buffer.Record(buffer.Len()*ompt.RecordSize, current)
}

// getRecordNative returns the native record at current (the OMPT record
// itself) and the host operation it belongs to.
func getRecordNative(buffer *ompt.Buffer, current ompt.BufferCursor) (any, ompt.ID) {
	r := getRecordOMPT(buffer, current)
	if r == nil {
		return nil, ompt.IDNone
	}
	return r, hostOpID(r)
}

func hostOpID(r *ompt.RecordOMPT) ompt.ID {
	switch r.Type {
	case ompt.CallbackTargetDataOp:
		return r.TargetDataOp().HostOpID
	case ompt.CallbackTargetSubmit:
		return r.Kernel().HostOpID
	}
	return ompt.IDNone
}

// getRecordAbstract summarizes a native record: an event named after its
// callback and its start and end times. hwid is ompt_hwid_none: it names
// a hardware location (a compute unit), and an operation of the simulated
// device has none (a kernel's teams spread over the compute units; the
// number of units it was granted is a count, not a location, and is in the
// kernel record).
func getRecordAbstract(native any) *ompt.RecordAbstract {
	r, ok := native.(*ompt.RecordOMPT)
	if !ok || r == nil {
		return nil
	}
	a := &ompt.RecordAbstract{RClass: ompt.RecordNativeEvent, StartTime: r.Time, EndTime: r.Time,
		HWID: ompt.HWIDNone}
	switch r.Type {
	case ompt.CallbackTarget:
		a.Type = "target"
	case ompt.CallbackTargetDataOp:
		a.Type, a.EndTime = "target_data_op", r.TargetDataOp().EndTime
	case ompt.CallbackTargetSubmit:
		a.Type, a.EndTime = "target_kernel", r.Kernel().EndTime
	case ompt.CallbackTargetMap:
		a.Type = "target_map"
	default:
		a.Type = "unknown"
	}
	return a
}
