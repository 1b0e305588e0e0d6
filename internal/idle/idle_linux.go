//go:build linux

// Package idle lowers the priority of the calling OS thread, for the
// goroutines that drain recorded events while the program runs.
package idle

import (
	"syscall"
	"unsafe"
)

// SetPriority moves the calling OS thread (lock the goroutine to it
// first) to SCHED_IDLE, so that it runs only on otherwise idle cores:
// with as many OpenMP threads as cores, CPU time a drain takes during the
// run is taken from them. Errors are ignored: the results stay right,
// the library is only less polite.
func SetPriority() {
	const schedIdle = 5
	var param struct{ priority int32 }
	syscall.RawSyscall(syscall.SYS_SCHED_SETSCHEDULER, 0, schedIdle, uintptr(unsafe.Pointer(&param)))
}
