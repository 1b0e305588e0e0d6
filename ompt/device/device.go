// Package device simulates target devices for the OMPT layer: each Device
// executes the operations of target constructs on its own clock and, when
// a tool traces it, records them as OMPT trace records in buffers the tool
// provides (002, "Tracing Activity on Target Devices").
//
// A Device is an ompt.DeviceDriver: put it in ompt.Config.Devices (or
// sim.Options.Runtime.Devices). When the runtime initializes it, the tool's
// device_initialize callback receives its lookup, which provides the
// tracing entry points of 002's table: ompt_get_device_time,
// ompt_translate_time, ompt_set_trace_ompt, ompt_set_trace_native,
// ompt_start_trace, ompt_pause_trace, ompt_stop_trace,
// ompt_advance_buffer_cursor, ompt_get_record_type, ompt_get_record_ompt,
// ompt_get_record_native, ompt_get_record_abstract, and ompt_flush_trace of
// OpenMP 5.x.
//
// Buffer protocol: the device asks for a buffer (the tool's
// buffer-request callback) when it has a record and no buffer, fills it,
// and hands every full buffer to the buffer-complete callback, in the
// order the buffers were filled and one at a time; flush (and stop_trace,
// and device finalization) hands over the partly filled buffer too. Every
// record made while tracing is delivered exactly once. The callbacks run
// on the host thread whose operation filled the buffer (or that flushes):
// the request callback under the device's lock, so it must not call the
// device's trace-control entry points; the complete callback outside it,
// but it must not stop or flush the same device.
package device

import (
	"sync"
	"sync/atomic"

	"opari2/ompt"
)

// Options describe a simulated device.
type Options struct {
	// Type is the device_initialize type string (default "opari2-sim-gpu").
	Type string
	// ComputeUnits bounds the teams a kernel is granted (default 80).
	ComputeUnits uint32
	// NoTracing makes the device untraceable: device_initialize gets a nil
	// lookup.
	NoTracing bool
	// HostOffset is the host time, in seconds, of device time 0
	// (ompt_translate_time).
	HostOffset float64
}

// Costs of operations in device clock ticks (1 tick = 1 ns).
const (
	opTicks        = 100 // any operation
	bytesPerTick   = 16  // transfers: 16 GB/s
	ticksPerTeam   = 500 // a kernel: each round of teams over the compute units
	deviceTickSecs = 1e-9
)

// Device is a simulated target device.
type Device struct {
	opts   Options
	num    int
	lookup ompt.FunctionLookup
	clock  atomic.Uint64 // written under mu, read by get_device_time without it

	mu         sync.Mutex
	cond       *sync.Cond
	enabled    [ompt.CallbackIdle + 1]bool
	started    bool
	paused     bool
	halted     bool
	tracing    bool // started, not paused, not halted
	request    ompt.BufferRequestFunc
	complete   ompt.BufferCompleteFunc
	cur        *ompt.Buffer
	pending    []fullBuffer
	delivering bool
	stats      Stats
}

// fullBuffer is a buffer waiting for its buffer-complete callback.
type fullBuffer struct {
	buf      *ompt.Buffer
	complete ompt.BufferCompleteFunc
}

// Stats count the records of a device.
type Stats struct {
	Recorded  uint64 // written into a buffer
	Delivered uint64 // handed to the tool in completed buffers
	Dropped   uint64 // made while tracing but without a buffer (the tool gave none)
	Buffers   uint64 // buffers completed
}

// New makes a device.
func New(opts Options) *Device {
	if opts.Type == "" {
		opts.Type = "opari2-sim-gpu"
	}
	if opts.ComputeUnits == 0 {
		opts.ComputeUnits = 80
	}
	d := &Device{opts: opts, num: -1}
	d.cond = sync.NewCond(&d.mu)
	return d
}

// Initialize is called by the runtime when it initializes the device as
// number num; it returns the device's lookup (nil when not traceable).
func (d *Device) Initialize(num int) ompt.FunctionLookup {
	d.mu.Lock()
	d.num = num
	d.mu.Unlock()
	if d.opts.NoTracing {
		return nil
	}
	entries := d.entryPoints()
	d.lookup = func(name string) ompt.InterfaceFn {
		if fn, ok := entries[name]; ok {
			return fn
		}
		return nil
	}
	return d.lookup
}

// DeviceType is the type string of device_initialize.
func (d *Device) DeviceType() string { return d.opts.Type }

// Documentation describes the device's entry points.
func (d *Device) Documentation() string {
	return "simulated device: OMPT-format tracing of target, target_data_op, target_submit " +
		"and target_map records (native format = OMPT format); 1 tick = 1 ns"
}

// Num is the device number the runtime gave the device (-1 before).
func (d *Device) Num() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.num
}

// Stats returns the device's record counts.
func (d *Device) Stats() Stats {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.stats
}

// Time is the device clock (ompt_get_device_time).
func (d *Device) Time() ompt.DeviceTime { return d.clock.Load() }

// traced reports whether records of type k are device records.
func traced(k ompt.CallbackKind) bool {
	switch k {
	case ompt.CallbackTarget, ompt.CallbackTargetDataOp, ompt.CallbackTargetSubmit, ompt.CallbackTargetMap:
		return true
	}
	return false
}

// DeviceOps executes operations in order: each takes its time on the
// device clock and its record gets the start (and end) time; the records
// of the types traced go into the current buffer (the tool is asked for
// one when there is none), and the buffers that fill up are delivered.
func (d *Device) DeviceOps(recs []ompt.RecordOMPT) {
	d.mu.Lock()
	now := d.clock.Load()
	for i := range recs {
		rec := &recs[i]
		rec.Time = now
		now += opTicks
		switch rec.Type {
		case ompt.CallbackTargetDataOp:
			op := rec.TargetDataOp()
			now += op.Bytes / bytesPerTick
			op.EndTime = now
		case ompt.CallbackTargetSubmit:
			k := rec.Kernel()
			teams := max(k.RequestedNumTeams, 1)
			k.GrantedNumTeams = min(teams, d.opts.ComputeUnits)
			now += uint64((teams+d.opts.ComputeUnits-1)/d.opts.ComputeUnits) * ticksPerTeam
			k.EndTime = now
		}
	}
	d.clock.Store(now)
	if d.tracing {
		d.recordEnabled(recs)
	}
	deliver := len(d.pending) > 0 && !d.delivering
	if deliver {
		d.delivering = true
	}
	d.mu.Unlock()
	if deliver {
		d.deliver()
	}
}

// recordEnabled records the records of recs whose type is enabled, copying
// each run of consecutive enabled records at once (under d.mu).
func (d *Device) recordEnabled(recs []ompt.RecordOMPT) {
	for len(recs) > 0 && d.tracing {
		if !d.enabled[recs[0].Type] {
			recs = recs[1:]
			continue
		}
		run := 1
		for run < len(recs) && d.enabled[recs[run].Type] {
			run++
		}
		n := d.record(recs[:run])
		recs = recs[n:]
	}
}

// record stores a prefix of recs in the current buffer, asking the tool
// for a buffer when there is none, and returns how many records it
// consumed. When the tool gives no buffer, tracing stops: the first
// record counts as dropped, the rest were made while not tracing. A full
// buffer waits for delivery (under d.mu).
func (d *Device) record(recs []ompt.RecordOMPT) int {
	if d.cur == nil {
		buf, bytes := d.request(d.num)
		if buf == nil || bytes < ompt.RecordSize || buf.Cap() == 0 {
			// 002/TR2: no buffer turns tracing off until the next start.
			d.started = false
			d.setTracing()
			d.stats.Dropped++
			return len(recs)
		}
		buf.Reset()
		d.cur = buf
	}
	n := d.cur.Append(recs)
	d.stats.Recorded += uint64(n)
	if d.cur.Len() == d.cur.Cap() {
		d.pending = append(d.pending, fullBuffer{d.cur, d.complete})
		d.cur = nil
	}
	return n
}

// deliver hands pending buffers to the tool, in order, until none is left;
// only one goroutine delivers at a time (d.delivering).
func (d *Device) deliver() {
	for {
		d.mu.Lock()
		if len(d.pending) == 0 {
			d.delivering = false
			d.cond.Broadcast()
			d.mu.Unlock()
			return
		}
		b := d.pending[0]
		d.pending = d.pending[1:]
		d.stats.Delivered += uint64(b.buf.Len())
		d.stats.Buffers++
		num := d.num
		d.mu.Unlock()
		b.complete(num, b.buf, b.buf.Len()*ompt.RecordSize, 0, true)
	}
}

// flush hands every record collected to the tool and returns when all
// were delivered.
func (d *Device) flush() {
	d.mu.Lock()
	if d.cur != nil && d.cur.Len() > 0 {
		d.pending = append(d.pending, fullBuffer{d.cur, d.complete})
	}
	d.cur = nil
	if !d.delivering && len(d.pending) > 0 {
		d.delivering = true
		d.mu.Unlock()
		d.deliver()
		return
	}
	for d.delivering || len(d.pending) > 0 {
		d.cond.Wait()
	}
	d.mu.Unlock()
}

// setTracing recomputes whether records are made (under d.mu).
func (d *Device) setTracing() { d.tracing = d.started && !d.paused && !d.halted }

// HaltTrace stops recording for good (device finalization, step 1).
func (d *Device) HaltTrace() {
	d.mu.Lock()
	d.halted = true
	d.setTracing()
	d.mu.Unlock()
}

// FlushTrace delivers every record collected (device finalization, step 2).
func (d *Device) FlushTrace() { d.flush() }
