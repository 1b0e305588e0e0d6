package ompt

import "unsafe"

// Trace records of target devices (ompt_record_ompt_t). 002 declares the
// record as a common header and a union of per-event bodies; the bodies
// this implementation produces are those of device tracing: target, data
// op, submit (kernel) and map. Their fields follow LLVM's omp-tools.h.

// RecordTarget is ompt_record_target_t.
type RecordTarget struct {
	Kind      TargetType
	Endpoint  ScopeEndpoint
	DeviceNum int32
	TaskID    ID
	TargetID  ID
	CodeptrRA uintptr
}

// RecordTargetDataOp is ompt_record_target_data_op_t.
type RecordTargetDataOp struct {
	HostOpID      ID
	Optype        TargetDataOp
	SrcDeviceNum  int32
	SrcAddr       uintptr
	DestAddr      uintptr
	DestDeviceNum int32
	Bytes         uint64
	EndTime       DeviceTime
	CodeptrRA     uintptr
}

// RecordTargetKernel is ompt_record_target_kernel_t (the record of a
// target_submit event).
type RecordTargetKernel struct {
	HostOpID          ID
	RequestedNumTeams uint32
	GrantedNumTeams   uint32
	EndTime           DeviceTime
}

// RecordTargetMap is ompt_record_target_map_t; the per-item arrays are
// reached through RecordOMPT.MapItems.
type RecordTargetMap struct {
	TargetID  ID
	NItems    uint32
	CodeptrRA uintptr
}

// MapItems holds the arrays of a target_map record, nitems entries each.
type MapItems struct {
	HostAddr     []uintptr
	DeviceAddr   []uintptr
	Bytes        []uint64
	MappingFlags []TargetMapFlag
}

// recordBody is the union: as many words as the largest body.
type recordBody [8]uint64

// RecordOMPT is ompt_record_ompt_t. Type says which body the union holds;
// reading another body (like reading another member of a C union) gives
// meaningless values.
type RecordOMPT struct {
	Type     CallbackKind
	Time     DeviceTime
	ThreadID ID
	TargetID ID
	body     recordBody
	mapItems *MapItems
}

// RecordSize is the size in bytes of one record slot in a Buffer.
const RecordSize = int(unsafe.Sizeof(RecordOMPT{}))

// The bodies must fit the union (checked at compile time: a negative
// array length does not compile).
var (
	_ [unsafe.Sizeof(recordBody{}) - unsafe.Sizeof(RecordTarget{})]byte
	_ [unsafe.Sizeof(recordBody{}) - unsafe.Sizeof(RecordTargetDataOp{})]byte
	_ [unsafe.Sizeof(recordBody{}) - unsafe.Sizeof(RecordTargetKernel{})]byte
	_ [unsafe.Sizeof(recordBody{}) - unsafe.Sizeof(RecordTargetMap{})]byte
)

// Target is the body of a CallbackTarget record.
func (r *RecordOMPT) Target() *RecordTarget { return (*RecordTarget)(unsafe.Pointer(&r.body)) }

// TargetDataOp is the body of a CallbackTargetDataOp record.
func (r *RecordOMPT) TargetDataOp() *RecordTargetDataOp {
	return (*RecordTargetDataOp)(unsafe.Pointer(&r.body))
}

// Kernel is the body of a CallbackTargetSubmit record.
func (r *RecordOMPT) Kernel() *RecordTargetKernel {
	return (*RecordTargetKernel)(unsafe.Pointer(&r.body))
}

// TargetMap is the body of a CallbackTargetMap record.
func (r *RecordOMPT) TargetMap() *RecordTargetMap { return (*RecordTargetMap)(unsafe.Pointer(&r.body)) }

// MapItems returns the item arrays of a CallbackTargetMap record.
func (r *RecordOMPT) MapItems() *MapItems { return r.mapItems }

// SetMapItems attaches the item arrays of a target_map record.
func (r *RecordOMPT) SetMapItems(m *MapItems) { r.mapItems = m }

// Clear resets a record slot for reuse.
func (r *RecordOMPT) Clear() { *r = RecordOMPT{} }

// Buffer is ompt_buffer_t: memory a tool hands to a device for trace
// records, divided into record slots (RecordSize bytes each).
type Buffer struct {
	slots []RecordOMPT
}

// NewBuffer allocates a buffer of the given size in bytes, as a tool's
// buffer-request callback would allocate memory; it holds
// bytes/RecordSize records.
func NewBuffer(bytes int) *Buffer {
	n := 0
	if bytes > 0 {
		n = bytes / RecordSize
	}
	return &Buffer{slots: make([]RecordOMPT, n)}
}

// Bytes is the capacity of b in bytes.
func (b *Buffer) Bytes() int { return len(b.slots) * RecordSize }

// Slots gives the producer (a device) access to the record slots.
func (b *Buffer) Slots() []RecordOMPT { return b.slots }

// Record returns the record at cursor c among the first size bytes of b,
// or nil when c is outside.
func (b *Buffer) Record(size int, c BufferCursor) *RecordOMPT {
	if b == nil || size < 0 {
		return nil
	}
	n := uint64(size / RecordSize)
	if n > uint64(len(b.slots)) {
		n = uint64(len(b.slots))
	}
	if c >= n {
		return nil
	}
	return &b.slots[c]
}

// BufferRequestFunc is ompt_callback_buffer_request_t: the tool returns a
// buffer and its size in bytes (nil or too small: no buffer).
type BufferRequestFunc func(deviceNum int) (buffer *Buffer, bytes int)

// BufferCompleteFunc is ompt_callback_buffer_complete_t: records from
// cursor begin to bytes are ready; bufferOwned says the tool may reuse
// or drop the buffer afterwards.
type BufferCompleteFunc func(deviceNum int, buffer *Buffer, bytes int, begin BufferCursor, bufferOwned bool)
