package device

import (
	"sync"
	"sync/atomic"
	"testing"

	"opari2/ompt"
)

// recycler is a tracing tool that reads every record of a completed
// buffer (type, time and one body field through the entry points) and
// hands the buffer out again: the steady state of a tracing tool.
type recycler struct {
	mu      sync.Mutex
	free    []*ompt.Buffer
	records int
	sum     uint64
	dev     ompt.Device
	advance ompt.AdvanceBufferCursorFunc
	get     ompt.GetRecordOMPTFunc
}

const benchBufferRecords = 4096

func (r *recycler) request(int) (*ompt.Buffer, int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if n := len(r.free); n > 0 {
		b := r.free[n-1]
		r.free = r.free[:n-1]
		return b, b.Bytes()
	}
	b := ompt.NewBuffer(benchBufferRecords * ompt.RecordSize)
	return b, b.Bytes()
}

func (r *recycler) complete(_ int, buf *ompt.Buffer, bytes int, begin ompt.BufferCursor, _ bool) {
	n := 0
	var sum uint64
	for cur, ret := begin, 1; ret != 0; cur, ret = r.advance(r.dev, buf, bytes, cur) {
		rec := r.get(buf, cur)
		sum += rec.Time + uint64(rec.Type)
		n++
	}
	r.mu.Lock()
	r.records += n
	r.sum += sum
	r.free = append(r.free, buf)
	r.mu.Unlock()
}

// tracedDevice returns a device initialized as number 0 and traced by a
// recycler.
func tracedDevice(b *testing.B) (*Device, *recycler) {
	d := New(Options{})
	lookup := d.Initialize(0)
	r := &recycler{dev: d, advance: lookup("ompt_advance_buffer_cursor").(ompt.AdvanceBufferCursorFunc),
		get: lookup("ompt_get_record_ompt").(ompt.GetRecordOMPTFunc)}
	setTraceOMPT(d, true, 0)
	if startTrace(d, r.request, r.complete) != 1 {
		b.Fatal("start_trace failed")
	}
	return d, r
}

func report(b *testing.B, d *Device, r *recycler, want int) {
	stopTrace(d)
	if r.records != want {
		b.Fatalf("%d records delivered, want %d", r.records, want)
	}
	b.ReportMetric(float64(r.records)/b.Elapsed().Seconds()/1e6, "Mrecords/s")
}

// queueOps fills a queue of n data operations, as a host thread of the
// model queues them.
func queueOps(q []ompt.RecordOMPT, first int) {
	for i := range q {
		rec := &q[i]
		*rec = ompt.RecordOMPT{Type: ompt.CallbackTargetDataOp, ThreadID: 1, TargetID: 7}
		*rec.TargetDataOp() = ompt.RecordTargetDataOp{HostOpID: ompt.ID(first + i),
			Optype: ompt.TargetDataTransferToDev, Bytes: 64}
	}
}

// BenchmarkDeviceOps is the device alone: it executes queues of 64 data
// operations (the model's queue length); each becomes a record that the
// tool reads. ns/op is per record.
func BenchmarkDeviceOps(b *testing.B) {
	d, r := tracedDevice(b)
	q := make([]ompt.RecordOMPT, 64)
	b.ResetTimer()
	for i := 0; i < b.N; i += len(q) {
		n := min(len(q), b.N-i)
		queueOps(q[:n], i)
		d.DeviceOps(q[:n])
	}
	report(b, d, r, b.N)
}

// BenchmarkDeviceOpsParallel is BenchmarkDeviceOps from two host threads.
func BenchmarkDeviceOpsParallel(b *testing.B) {
	d, r := tracedDevice(b)
	var total atomic.Int64
	b.RunParallel(func(pb *testing.PB) {
		q := make([]ompt.RecordOMPT, 0, 64)
		for i := 0; pb.Next(); i++ {
			q = q[:len(q)+1]
			queueOps(q[len(q)-1:], i)
			if len(q) == cap(q) {
				d.DeviceOps(q)
				total.Add(int64(len(q)))
				q = q[:0]
			}
		}
		d.DeviceOps(q)
		total.Add(int64(len(q)))
	})
	report(b, d, r, int(total.Load()))
}

// BenchmarkTargetRegions is the whole path: a host thread of the model
// runs target regions (begin, map, two data operations, kernel, end: six
// records each) on a traced device, without host callbacks.
func BenchmarkTargetRegions(b *testing.B) {
	d, r := tracedDevice(b)
	rt, err := ompt.Start(ompt.Config{Devices: []ompt.DeviceDriver{d}})
	if err != nil {
		b.Fatal(err)
	}
	th := rt.ThreadBegin(ompt.ThreadInitial)
	th.InitialTaskBegin()
	th.DeviceInitialize(0)
	b.ResetTimer()
	offload(th, b.N)
	report(b, d, r, recordsPerRegion*b.N)
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(recordsPerRegion*b.N), "ns/record")
}
