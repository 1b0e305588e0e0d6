//go:build !linux

// Package idle lowers the priority of the calling OS thread, for the
// goroutines that drain recorded events while the program runs.
package idle

// SetPriority does nothing where SCHED_IDLE does not exist.
func SetPriority() {}
