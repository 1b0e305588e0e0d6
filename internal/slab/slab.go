// Package slab hands out zero values from blocks of 64: the
// instrumenters make a directive and a region node for every few lines
// of a dense source, and allocated one by one these objects with
// pointers were a large part of the run (the allocations, and the
// collections they call for). A block lives as long as one of its
// values does.
package slab

// Slab hands out zero Ts; its zero value is ready to use.
type Slab[T any] struct{ free []T }

// Next returns a zero T of its own.
func (s *Slab[T]) Next() *T {
	if len(s.free) == 0 {
		s.free = make([]T, 64)
	}
	v := &s.free[0]
	s.free = s.free[1:]
	return v
}
