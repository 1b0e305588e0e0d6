//go:build linux

package main

import (
	"syscall"
	"unsafe"
)

// setIdlePriority moves the calling OS thread to SCHED_IDLE, so that the
// replay runs only on otherwise idle cores. Errors are ignored: the
// results stay right, the library is only less polite.
func setIdlePriority() {
	const schedIdle = 5
	var param struct{ priority int32 }
	syscall.RawSyscall(syscall.SYS_SCHED_SETSCHEDULER, 0, schedIdle, uintptr(unsafe.Pointer(&param)))
}
