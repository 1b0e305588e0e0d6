package device

import (
	"fmt"
	"reflect"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"opari2/ompt"
)

// collector is a tracing tool: it hands out buffers of a few records,
// numbers them, and checks in the complete callback that buffers come back
// one at a time and in the order it handed them out.
type collector struct {
	t       *testing.T
	records int // per buffer
	refuse  atomic.Bool

	mu        sync.Mutex
	handedOut []*ompt.Buffer
	completed int
	inFlight  atomic.Int32
	seen      map[string]int // record key: times delivered
	order     []string
	errs      []string
	lookup    ompt.FunctionLookup
	dev       ompt.Device
}

func newCollector(t *testing.T, records int) *collector {
	return &collector{t: t, records: records, seen: map[string]int{}}
}

func (c *collector) request(dev int) (*ompt.Buffer, int) {
	if c.refuse.Load() {
		return nil, 0
	}
	b := ompt.NewBuffer(c.records * ompt.RecordSize)
	c.mu.Lock()
	c.handedOut = append(c.handedOut, b)
	c.mu.Unlock()
	return b, b.Bytes()
}

func (c *collector) complete(dev int, buf *ompt.Buffer, bytes int, begin ompt.BufferCursor, owned bool) {
	if c.inFlight.Add(1) != 1 {
		c.fail("two buffer-complete callbacks at once")
	}
	defer c.inFlight.Add(-1)
	advance := c.lookup("ompt_advance_buffer_cursor").(ompt.AdvanceBufferCursorFunc)
	recType := c.lookup("ompt_get_record_type").(ompt.GetRecordTypeFunc)
	get := c.lookup("ompt_get_record_ompt").(ompt.GetRecordOMPTFunc)
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.completed >= len(c.handedOut) || c.handedOut[c.completed] != buf {
		c.failLocked(fmt.Sprintf("buffer %d completed out of order", c.completed))
	}
	c.completed++
	if bytes <= 0 || !owned || begin != 0 {
		c.failLocked(fmt.Sprintf("complete(bytes=%d, begin=%d, owned=%v)", bytes, begin, owned))
	}
	n := 0
	for cur, ret := begin, 1; ret != 0; cur, ret = advance(c.dev, buf, bytes, cur) {
		if recType(buf, cur) != ompt.RecordOMPTKind {
			c.failLocked(fmt.Sprintf("record %d: type %v", cur, recType(buf, cur)))
			continue
		}
		r := get(buf, cur)
		key := recordKey(r)
		c.seen[key]++
		c.order = append(c.order, key)
		n++
	}
	if n*ompt.RecordSize != bytes {
		c.failLocked(fmt.Sprintf("%d records in %d bytes", n, bytes))
	}
}

// recordKey identifies a record: its type, target region and host op.
func recordKey(r *ompt.RecordOMPT) string {
	switch r.Type {
	case ompt.CallbackTarget:
		return fmt.Sprintf("target/%d/%v", r.TargetID, r.Target().Endpoint)
	case ompt.CallbackTargetDataOp:
		return fmt.Sprintf("data_op/%d/%d", r.TargetID, r.TargetDataOp().HostOpID)
	case ompt.CallbackTargetSubmit:
		return fmt.Sprintf("kernel/%d/%d", r.TargetID, r.Kernel().HostOpID)
	case ompt.CallbackTargetMap:
		return fmt.Sprintf("map/%d", r.TargetID)
	}
	return fmt.Sprintf("other/%v", r.Type)
}

// canonical joins record keys with their ids replaced by letters in the
// order the ids first appear (ids are unique but their values are the
// runtime's business).
func canonical(keys []string) string {
	names := map[string]string{}
	var out []string
	for _, k := range keys {
		parts := strings.Split(k, "/")
		for i, p := range parts {
			if p == "" || p[0] < '0' || p[0] > '9' {
				continue
			}
			if names[p] == "" {
				names[p] = string(rune('a' + len(names)))
			}
			parts[i] = names[p]
		}
		out = append(out, strings.Join(parts, "/"))
	}
	return strings.Join(out, " ")
}

func (c *collector) fail(msg string) {
	c.mu.Lock()
	c.failLocked(msg)
	c.mu.Unlock()
}

func (c *collector) failLocked(msg string) {
	if len(c.errs) < 20 {
		c.errs = append(c.errs, msg)
	}
}

func (c *collector) check() {
	c.t.Helper()
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, e := range c.errs {
		c.t.Error(e)
	}
	for k, n := range c.seen {
		if n != 1 {
			c.t.Errorf("record %s delivered %d times", k, n)
		}
	}
}

// tracedRuntime starts a runtime with one device and a tool that starts
// tracing it with c in device_initialize.
func tracedRuntime(t *testing.T, d *Device, c *collector, finalized *[]string) *ompt.Runtime {
	t.Helper()
	tool := func(uint32, string) *ompt.Fns {
		return &ompt.Fns{
			Initialize: func(lookup ompt.FunctionLookup, _ int, _ *ompt.Data) int {
				set := lookup("ompt_set_callback").(ompt.SetCallbackFunc)
				set(ompt.CallbackDeviceInitialize, ompt.DeviceInitializeFunc(
					func(_ *ompt.Thread, num int, typ string, dev ompt.Device, dl ompt.FunctionLookup, doc string) {
						c.lookup, c.dev = dl, dev
						if r := dl("ompt_set_trace_ompt").(ompt.SetTraceOMPTFunc)(dev, true, 0); r != ompt.SetAlways {
							t.Errorf("set_trace_ompt = %v", r)
						}
						if dl("ompt_start_trace").(ompt.StartTraceFunc)(dev, c.request, c.complete) != 1 {
							t.Error("start_trace failed")
						}
					}))
				set(ompt.CallbackDeviceFinalize, ompt.DeviceFinalizeFunc(func(_ *ompt.Thread, num int) {
					c.mu.Lock()
					*finalized = append(*finalized, fmt.Sprintf("device_finalize %d after %d buffers", num, c.completed))
					c.mu.Unlock()
				}))
				return 1
			},
			Finalize: func(*ompt.Data) {},
		}
	}
	r, err := ompt.Start(ompt.Config{Tool: tool, Devices: []ompt.DeviceDriver{d}})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// mapped is the variable the offload regions map (the same each time, as
// in a loop of a program).
var mapped = &ompt.MapItems{HostAddr: []uintptr{0x100}, DeviceAddr: []uintptr{0x200},
	Bytes: []uint64{64}, MappingFlags: []ompt.TargetMapFlag{ompt.TargetMapFlagTo}}

// offload runs n target regions with two data operations each on th.
func offload(th *ompt.Thread, n int) {
	for i := 0; i < n; i++ {
		reg := th.TargetBegin(ompt.Target, 0, 0)
		th.TargetMap(reg, mapped, 0)
		th.TargetDataOp(reg, ompt.TargetDataAlloc, 0x100, 1, 0x200, 0, 64, 0)
		th.TargetSubmit(reg, 4)
		th.TargetDataOp(reg, ompt.TargetDataDelete, 0x200, 0, 0, 1, 64, 0)
		th.TargetEnd(reg, 0)
	}
}

const recordsPerRegion = 6

// Many host threads offload to one device at once: every record arrives
// exactly once, buffers complete one at a time in the order they were
// handed out, and stop_trace delivers the rest.
func TestBufferProtocolUnderConcurrency(t *testing.T) {
	d := New(Options{})
	c := newCollector(t, 5)
	var fin []string
	r := tracedRuntime(t, d, c, &fin)
	main := r.ThreadBegin(ompt.ThreadInitial)
	main.InitialTaskBegin()
	main.DeviceInitialize(0)
	const threads, regions = 4, 200
	var wg sync.WaitGroup
	for i := 0; i < threads; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			th := r.ThreadBegin(ompt.ThreadWorker)
			offload(th, regions)
			th.ThreadEnd()
		}()
	}
	wg.Wait()
	if c.lookup("ompt_stop_trace").(ompt.StopTraceFunc)(c.dev) != 1 {
		t.Fatal("stop_trace failed")
	}
	want := threads * regions * recordsPerRegion
	c.mu.Lock()
	got, buffers := len(c.order), c.completed
	c.mu.Unlock()
	if got != want {
		t.Errorf("after stop_trace %d records delivered, want %d", got, want)
	}
	if buffers != (want+4)/5 {
		t.Errorf("%d buffers, want %d", buffers, (want+4)/5)
	}
	if s := d.Stats(); s.Recorded != uint64(want) || s.Delivered != uint64(want) || s.Dropped != 0 {
		t.Errorf("stats %+v", s)
	}
	offload(main, 1) // after stop: not recorded
	r.Shutdown(main)
	if len(c.order) != want {
		t.Errorf("records after stop_trace were delivered")
	}
	c.check()
}

// Records of each host thread keep their order, and device times grow.
func TestRecordOrderAndTimes(t *testing.T) {
	d := New(Options{HostOffset: 2})
	c := newCollector(t, 64)
	var fin []string
	r := tracedRuntime(t, d, c, &fin)
	main := r.ThreadBegin(ompt.ThreadInitial)
	main.InitialTaskBegin()
	offload(main, 2)
	r.Shutdown(main)
	c.check()
	want := "target/a/ompt_scope_begin map/a data_op/a/b kernel/a/c data_op/a/d target/a/ompt_scope_end " +
		"target/e/ompt_scope_begin map/e data_op/e/f kernel/e/g data_op/e/h target/e/ompt_scope_end"
	if got := canonical(c.order); got != want {
		t.Errorf("order %v\nwant  %v", got, want)
	}
	var last ompt.DeviceTime
	for _, b := range c.handedOut {
		for i := 0; i < b.Len(); i++ {
			rec := b.Record(b.Len()*ompt.RecordSize, ompt.BufferCursor(i))
			if rec.Time < last {
				t.Errorf("record %d: time %d before %d", i, rec.Time, last)
			}
			last = rec.Time
			if rec.Type == ompt.CallbackTargetDataOp && rec.TargetDataOp().EndTime != rec.Time+opTicks+64/bytesPerTick {
				t.Errorf("data op %d..%d", rec.Time, rec.TargetDataOp().EndTime)
			}
		}
	}
	devTime := c.lookup("ompt_get_device_time").(ompt.GetDeviceTimeFunc)(c.dev)
	if devTime < last || devTime == 0 {
		t.Errorf("device time %d, last record %d", devTime, last)
	}
	if s := c.lookup("ompt_translate_time").(ompt.TranslateTimeFunc)(c.dev, 1500); s != 2+1500e-9 {
		t.Errorf("translate_time(1500) = %v", s)
	}
	if len(fin) != 1 || fin[0] != "device_finalize 0 after 1 buffers" {
		t.Errorf("finalization: %q (the flush must come before device_finalize)", fin)
	}
	if startTrace(c.dev, c.request, c.complete) != 0 {
		t.Error("start_trace after finalization succeeded")
	}
}

func TestPauseAndRefusedBuffer(t *testing.T) {
	d := New(Options{})
	c := newCollector(t, 3)
	var fin []string
	r := tracedRuntime(t, d, c, &fin)
	main := r.ThreadBegin(ompt.ThreadInitial)
	main.InitialTaskBegin()
	offload(main, 1)
	pause := c.lookup("ompt_pause_trace").(ompt.PauseTraceFunc)
	if pause(c.dev, true) != 1 {
		t.Fatal("pause failed")
	}
	offload(main, 1) // not recorded
	pause(c.dev, false)
	offload(main, 1)
	c.lookup("ompt_flush_trace").(FlushTraceFunc)(c.dev)
	if got := len(c.order); got != 2*recordsPerRegion {
		t.Errorf("%d records with one region paused, want %d", got, 2*recordsPerRegion)
	}
	c.refuse.Store(true) // the next request gets no buffer: tracing stops
	offload(main, 1)
	if s := d.Stats(); s.Dropped != 1 || s.Recorded != 2*recordsPerRegion {
		t.Errorf("stats after a refused buffer: %+v", s)
	}
	if pause(c.dev, true) != 0 {
		t.Error("pause succeeded on a device whose tracing stopped")
	}
	c.refuse.Store(false)
	if startTrace(c.dev, c.request, c.complete) != 1 {
		t.Fatal("restart failed")
	}
	offload(main, 1)
	r.Shutdown(main)
	if got := len(c.order); got != 3*recordsPerRegion {
		t.Errorf("%d records after restart and shutdown, want %d", got, 3*recordsPerRegion)
	}
	c.check()
}

func TestSelectiveTracing(t *testing.T) {
	d := New(Options{})
	c := newCollector(t, 16)
	var fin []string
	r := tracedRuntime(t, d, c, &fin)
	main := r.ThreadBegin(ompt.ThreadInitial)
	main.InitialTaskBegin()
	main.DeviceInitialize(0)
	set := c.lookup("ompt_set_trace_ompt").(ompt.SetTraceOMPTFunc)
	set(c.dev, false, 0)
	set(c.dev, true, ompt.CallbackTargetSubmit)
	offload(main, 2)
	native := c.lookup("ompt_set_trace_native").(ompt.SetTraceNativeFunc)
	if got := native(c.dev, true, ompt.NativeDataMotionExplicit); got != ompt.SetAlways {
		t.Errorf("set_trace_native(data motion) = %v", got)
	}
	offload(main, 1)
	r.Shutdown(main)
	want := "kernel/a/b kernel/c/d map/e data_op/e/f kernel/e/g data_op/e/h"
	if got := canonical(c.order); got != want {
		t.Errorf("records %v\nwant    %s", got, want)
	}
}

func TestSetTraceResults(t *testing.T) {
	d := New(Options{})
	d.Initialize(0)
	for _, k := range ompt.AllCallbacks() {
		want := ompt.SetNever
		if traced(k) {
			want = ompt.SetAlways
		}
		if got := setTraceOMPT(d, true, k); got != want {
			t.Errorf("set_trace_ompt(%v) = %v, want %v", k, got, want)
		}
	}
	for _, tc := range []struct {
		dev   ompt.Device
		etype ompt.CallbackKind
		want  ompt.SetResult
	}{{d, 0, ompt.SetAlways}, {d, 99, ompt.SetError}, {"not a device", 0, ompt.SetError}} {
		if got := setTraceOMPT(tc.dev, true, tc.etype); got != tc.want {
			t.Errorf("set_trace_ompt(%v, %d) = %v, want %v", tc.dev, tc.etype, got, tc.want)
		}
	}
	if got := setTraceNative(d, true, ompt.NativeIdleness|ompt.NativeOverhead); got != ompt.SetNever {
		t.Errorf("set_trace_native(idleness|overhead) = %v", got)
	}
	if got := setTraceNative(d, true, 0); got != ompt.SetError {
		t.Errorf("set_trace_native(0) = %v", got)
	}
}

var wantEntryPoints = map[string]reflect.Type{
	"ompt_get_device_time":       reflect.TypeFor[ompt.GetDeviceTimeFunc](),
	"ompt_translate_time":        reflect.TypeFor[ompt.TranslateTimeFunc](),
	"ompt_set_trace_ompt":        reflect.TypeFor[ompt.SetTraceOMPTFunc](),
	"ompt_set_trace_native":      reflect.TypeFor[ompt.SetTraceNativeFunc](),
	"ompt_start_trace":           reflect.TypeFor[ompt.StartTraceFunc](),
	"ompt_pause_trace":           reflect.TypeFor[ompt.PauseTraceFunc](),
	"ompt_stop_trace":            reflect.TypeFor[ompt.StopTraceFunc](),
	"ompt_flush_trace":           reflect.TypeFor[FlushTraceFunc](),
	"ompt_advance_buffer_cursor": reflect.TypeFor[ompt.AdvanceBufferCursorFunc](),
	"ompt_get_record_type":       reflect.TypeFor[ompt.GetRecordTypeFunc](),
	"ompt_get_record_ompt":       reflect.TypeFor[ompt.GetRecordOMPTFunc](),
	"ompt_get_record_native":     reflect.TypeFor[ompt.GetRecordNativeFunc](),
	"ompt_get_record_abstract":   reflect.TypeFor[ompt.GetRecordAbstractFunc](),
}

func TestDeviceLookup(t *testing.T) {
	lookup := New(Options{}).Initialize(3)
	if len(EntryPoints) != len(wantEntryPoints) {
		t.Errorf("%d entry points listed, want %d", len(EntryPoints), len(wantEntryPoints))
	}
	for _, name := range EntryPoints {
		fn := lookup(name)
		if fn == nil || reflect.TypeOf(fn) != wantEntryPoints[name] {
			t.Errorf("lookup(%q) = %T", name, fn)
		}
	}
	for _, name := range []string{"ompt_set_callback", "ompt_get_thread_data", "ompt_record_get", "", "ompt_start_trace_"} {
		if fn := lookup(name); fn != nil {
			t.Errorf("lookup(%q) = %T, want nil", name, fn)
		}
	}
	if New(Options{NoTracing: true}).Initialize(0) != nil {
		t.Error("an untraceable device has a lookup")
	}
}

func TestRecordInspection(t *testing.T) {
	b := ompt.NewBuffer(3 * ompt.RecordSize)
	rec := ompt.RecordOMPT{Type: ompt.CallbackTargetSubmit, Time: 10}
	*rec.Kernel() = ompt.RecordTargetKernel{HostOpID: 7, GrantedNumTeams: 2, EndTime: 30}
	kernel := rec
	rec.Type, rec.Time = ompt.CallbackTarget, 40
	if n := b.Append([]ompt.RecordOMPT{kernel, rec}); n != 2 {
		t.Fatalf("appended %d records, want 2", n)
	}
	if next, ret := advanceBufferCursor(&Device{}, b, b.Len()*ompt.RecordSize, 0); ret != 1 || next != 1 {
		t.Errorf("advance from 0 = %d, %d", next, ret)
	}
	if _, ret := advanceBufferCursor(&Device{}, b, b.Len()*ompt.RecordSize, 1); ret != 0 {
		t.Error("advance past the last record")
	}
	if _, ret := advanceBufferCursor(&Device{}, b, ompt.RecordSize, 0); ret != 0 {
		t.Error("advance beyond size")
	}
	if getRecordType(b, 1) != ompt.RecordOMPTKind || getRecordType(b, 2) != ompt.RecordInvalid {
		t.Error("record types")
	}
	native, op := getRecordNative(b, 0)
	a := getRecordAbstract(native)
	if op != 7 || a == nil || a.Type != "target_kernel" || a.StartTime != 10 || a.EndTime != 30 ||
		a.RClass != ompt.RecordNativeEvent || a.HWID != ompt.HWIDNone {
		t.Errorf("native op %d abstract %+v", op, a)
	}
	if getRecordAbstract("junk") != nil {
		t.Error("abstract of a non-record")
	}
}
