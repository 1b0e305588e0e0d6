package ctc

import "hash/fnv"

// Facts the measurement library's OMPT provider takes from a region's
// CTC string, decoded once at the region's registration.

// CriticalWaitID is the OMPT wait id of the critical constructs named
// name (the unnamed ones share ""): a hash of the name with the top bit
// set, in a range that no user-space address takes (a lock's wait id is
// its address).
func CriticalWaitID(name string) uint64 {
	h := fnv.New64a()
	h.Write([]byte(name))
	return 1<<63 | h.Sum64()>>1
}
