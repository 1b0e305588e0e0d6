package slab

import "testing"

// TestNext: each value is zero and distinct, across blocks, and a block
// is allocated once for 64 values.
func TestNext(t *testing.T) {
	var s Slab[[3]int]
	seen := map[*[3]int]bool{}
	for i := 0; i < 200; i++ {
		v := s.Next()
		if *v != [3]int{} || seen[v] {
			t.Fatalf("value %d: %v, seen before %v", i, *v, seen[v])
		}
		seen[v] = true
		v[0] = i + 1
	}
	if allocs := testing.AllocsPerRun(10, func() {
		for i := 0; i < 64; i++ {
			s.Next()
		}
	}); allocs != 1 {
		t.Fatalf("%v allocations for 64 values, want 1", allocs)
	}
}
