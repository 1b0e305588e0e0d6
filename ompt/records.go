package ompt

import "unsafe"

// Trace records of target devices (ompt_record_ompt_t). 002 declares the
// record as a common header and a union of per-event bodies and names the
// body types without their fields; the fields here follow the callback
// arguments of the same event (LLVM's omp-tools.h where it defines the
// record). The simulated devices produce the bodies of device tracing:
// target, data op, submit (kernel) and map; the others are declared for a
// device that runs OpenMP threads itself.

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

// RecordThreadBegin is ompt_record_thread_begin_t.
type RecordThreadBegin struct{ ThreadType ThreadType }

// RecordIdle is ompt_record_idle_t.
type RecordIdle struct{ Endpoint ScopeEndpoint }

// RecordParallelBegin is ompt_record_parallel_begin_t.
type RecordParallelBegin struct {
	EncounteringTaskID ID
	ParallelID         ID
	RequestedTeamSize  uint32
	Invoker            Invoker
	CodeptrRA          uintptr
}

// RecordParallelEnd is ompt_record_parallel_end_t.
type RecordParallelEnd struct {
	ParallelID         ID
	EncounteringTaskID ID
	Invoker            Invoker
	CodeptrRA          uintptr
}

// RecordTaskCreate is ompt_record_task_create_t.
type RecordTaskCreate struct {
	EncounteringTaskID ID
	NewTaskID          ID
	Type               TaskType
	HasDependences     int32
	CodeptrRA          uintptr
}

// RecordTaskDependence is ompt_record_task_dependence_t.
type RecordTaskDependence struct {
	SrcTaskID  ID
	SinkTaskID ID
}

// RecordTaskSchedule is ompt_record_task_schedule_t.
type RecordTaskSchedule struct {
	PriorTaskID     ID
	PriorTaskStatus TaskStatus
	NextTaskID      ID
}

// RecordImplicit is ompt_record_implicit_t.
type RecordImplicit struct {
	Endpoint   ScopeEndpoint
	ParallelID ID
	TaskID     ID
	TeamSize   uint32
	ThreadNum  uint32
}

// RecordSyncRegion is ompt_record_sync_region_t.
type RecordSyncRegion struct {
	Kind       SyncRegionKind
	Endpoint   ScopeEndpoint
	ParallelID ID
	TaskID     ID
	CodeptrRA  uintptr
}

// RecordMutexAcquire is ompt_record_mutex_acquire_t, also the body of
// lock_init records (ompt_record_lock_init_t).
type RecordMutexAcquire struct {
	Kind      MutexKind
	Hint      uint32
	Impl      uint32
	WaitID    WaitID
	CodeptrRA uintptr
}

// RecordMutex is ompt_record_mutex_t, also the body of lock_destroy
// records (ompt_record_lock_destroy_t).
type RecordMutex struct {
	Kind      MutexKind
	WaitID    WaitID
	CodeptrRA uintptr
}

// RecordNestLock is ompt_record_nest_lock_t.
type RecordNestLock struct {
	Endpoint  ScopeEndpoint
	WaitID    WaitID
	CodeptrRA uintptr
}

// RecordMaster is ompt_record_master_t.
type RecordMaster struct {
	Endpoint   ScopeEndpoint
	ParallelID ID
	TaskID     ID
	CodeptrRA  uintptr
}

// RecordWork is ompt_record_work_t.
type RecordWork struct {
	WorkType   WorkType
	Endpoint   ScopeEndpoint
	ParallelID ID
	TaskID     ID
	Count      uint64
	CodeptrRA  uintptr
}

// RecordFlush is ompt_record_flush_t.
type RecordFlush struct{ CodeptrRA uintptr }

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
	_ [unsafe.Sizeof(recordBody{}) - unsafe.Sizeof(RecordThreadBegin{})]byte
	_ [unsafe.Sizeof(recordBody{}) - unsafe.Sizeof(RecordIdle{})]byte
	_ [unsafe.Sizeof(recordBody{}) - unsafe.Sizeof(RecordParallelBegin{})]byte
	_ [unsafe.Sizeof(recordBody{}) - unsafe.Sizeof(RecordParallelEnd{})]byte
	_ [unsafe.Sizeof(recordBody{}) - unsafe.Sizeof(RecordTaskCreate{})]byte
	_ [unsafe.Sizeof(recordBody{}) - unsafe.Sizeof(RecordTaskDependence{})]byte
	_ [unsafe.Sizeof(recordBody{}) - unsafe.Sizeof(RecordTaskSchedule{})]byte
	_ [unsafe.Sizeof(recordBody{}) - unsafe.Sizeof(RecordImplicit{})]byte
	_ [unsafe.Sizeof(recordBody{}) - unsafe.Sizeof(RecordSyncRegion{})]byte
	_ [unsafe.Sizeof(recordBody{}) - unsafe.Sizeof(RecordTarget{})]byte
	_ [unsafe.Sizeof(recordBody{}) - unsafe.Sizeof(RecordTargetDataOp{})]byte
	_ [unsafe.Sizeof(recordBody{}) - unsafe.Sizeof(RecordTargetKernel{})]byte
	_ [unsafe.Sizeof(recordBody{}) - unsafe.Sizeof(RecordTargetMap{})]byte
	_ [unsafe.Sizeof(recordBody{}) - unsafe.Sizeof(RecordMutexAcquire{})]byte
	_ [unsafe.Sizeof(recordBody{}) - unsafe.Sizeof(RecordMutex{})]byte
	_ [unsafe.Sizeof(recordBody{}) - unsafe.Sizeof(RecordNestLock{})]byte
	_ [unsafe.Sizeof(recordBody{}) - unsafe.Sizeof(RecordMaster{})]byte
	_ [unsafe.Sizeof(recordBody{}) - unsafe.Sizeof(RecordWork{})]byte
	_ [unsafe.Sizeof(recordBody{}) - unsafe.Sizeof(RecordFlush{})]byte
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
// records, divided into record slots of RecordSize bytes. A device fills
// it from the first slot (Append) and hands it back through the tool's
// buffer-complete callback; the cursors of the entry points are slot
// numbers.
type Buffer struct {
	slots []RecordOMPT
	n     int // slots filled
}

// NewBuffer allocates a buffer of the given size in bytes, as a tool's
// buffer-request callback allocates memory; it holds bytes/RecordSize
// records.
func NewBuffer(bytes int) *Buffer {
	return &Buffer{slots: make([]RecordOMPT, max(bytes, 0)/RecordSize)}
}

// Bytes is the capacity of b in bytes.
func (b *Buffer) Bytes() int { return len(b.slots) * RecordSize }

// Cap is the capacity of b in records.
func (b *Buffer) Cap() int { return len(b.slots) }

// Len is the number of records in b.
func (b *Buffer) Len() int { return b.n }

// Reset empties b (a device does so when a tool hands it a buffer).
func (b *Buffer) Reset() { b.n = 0 }

// Append copies as many records of recs as fit into the free slots and
// returns how many it copied.
func (b *Buffer) Append(recs []RecordOMPT) int {
	n := copy(b.slots[b.n:], recs)
	b.n += n
	return n
}

// Record returns the record at cursor c among the first size bytes of b,
// or nil when there is no record there.
func (b *Buffer) Record(size int, c BufferCursor) *RecordOMPT {
	if b == nil || size < 0 {
		return nil
	}
	n := uint64(min(size/RecordSize, b.n))
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
