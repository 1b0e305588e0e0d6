package main

// #include "pomp2_core.h"
import "C"

import (
	"os"
	"syscall"
	"time"

	"opari2/pomp2/report"
)

// stopSignals name the signals after which the outputs are written as
// partial (signals.c installs the handler).
var stopSignals = map[syscall.Signal]string{
	syscall.SIGTERM: "SIGTERM", syscall.SIGINT: "SIGINT", syscall.SIGXCPU: "SIGXCPU",
	syscall.SIGUSR1: "SIGUSR1", syscall.SIGUSR2: "SIGUSR2",
}

// catchSignals makes a stop signal end the measurement with partial
// outputs (POMP2_SIGNALS=0: it does not).
func catchSignals() {
	if !envOn("POMP2_SIGNALS", true) {
		return
	}
	fd := C.pomp2_catch_signals()
	if fd < 0 {
		return
	}
	go watchSignals(os.NewFile(uintptr(fd), "pomp2 signals"))
}

// watchSignals waits, on a goroutine of its own, for the handler to pass
// a signal on. The outputs are written here, not in the handler: a
// handler may only make async-signal-safe calls, and this goroutine may
// do anything the finalize does. The recording threads were stopped by
// the handler, so nothing is written to the buffers any more; the
// program's threads may go on running until the signal is raised again.
func watchSignals(f *os.File) {
	var b [1]byte
	if n, err := f.Read(b[:]); n != 1 || err != nil {
		return
	}
	sig := syscall.Signal(b[0])
	// a record begun just before the stop is finished within
	// nanoseconds; give a descheduled thread time to finish it
	time.Sleep(20 * time.Millisecond)
	finish(&report.Partial{Signal: stopSignals[sig]})
	C.pomp2_reraise(C.int(sig))
}
