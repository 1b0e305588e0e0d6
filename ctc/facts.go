package ctc

import "hash/fnv"

// Facts the measurement library's OMPT provider takes from a region's
// CTC string, decoded once at the region's registration.

// ParallelBarrier reports whether the implicit barrier of a region of
// type t ends a parallel region (a parallel region or a combined
// construct, whose worksharing construct's barrier is the region's); the
// other implicit barriers are a worksharing construct's.
func (t RegionType) ParallelBarrier() bool {
	switch t {
	case Parallel, ParallelFor, ParallelDo, ParallelSections, ParallelWorkshare:
		return true
	}
	return false
}

// CriticalWaitID is the OMPT wait id of the critical constructs named
// name (the unnamed ones share ""): a hash of the name with the top bit
// set, in a range that no user-space address takes (a lock's wait id is
// its address).
func CriticalWaitID(name string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(name))
	return 1<<63 | h.Sum64()>>1
}
