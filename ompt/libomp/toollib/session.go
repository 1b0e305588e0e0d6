// Package toollib is the OMPT tool library for LLVM's OpenMP runtime
// (libopari2-ompt.so): a main package that imports it, built with `go
// build -buildmode=c-shared` (ompt/libomp; make ompt-lib), is loaded by
// libomp through OMP_TOOL_LIBRARIES. Its tool (tool.c) is the OMPT
// recorder (ompt/libomp/recorder), whose callbacks only append records to
// per-thread buffers; this file is the Go side, off the hot path: a
// session (package ompt/libomp/session) drains the buffers and replays
// them into the ompt model (package replay), where a Go tool (printer,
// checker, count, or any tool registered with ompt.RegisterTool) sees
// them. The environment selects the tool (docs/ompt.md).
package toollib

/*
#cgo CFLAGS: -O2 -std=gnu11 -Wall -I${SRCDIR}/../recorder -I${SRCDIR}/../../../internal/omptools
*/
import "C"

import (
	"fmt"
	"os"
	"strings"
	"sync"

	"opari2/ompt/libomp/recorder"
	"opari2/ompt/libomp/session"
	"opari2/ompt/tools/toolenv"
)

// Environment variables that configure the library. The tool's own
// settings are OPARI2_OMPT_<SETTING> (the checker's SEQUENCES).
const (
	envPrefix   = "OPARI2_OMPT_"
	envTool     = envPrefix + "TOOL"     // a registered tool (ompt.RegisterTool): printer (default), checker, count, none; off
	envOutput   = envPrefix + "OUTPUT"   // file for the tool's output; default stderr
	envExitCode = envPrefix + "EXITCODE" // exit status of a failed run (default 66; 0: keep the program's)
)

// the session of this process
var (
	mu  sync.Mutex
	cur *session.Session
)

// ompgoWanted is asked by ompt_start_tool: OPARI2_OMPT_TOOL=off declines.
//
//export ompgoWanted
func ompgoWanted() C.int {
	if strings.TrimSpace(os.Getenv(envTool)) == "off" {
		return 0
	}
	return 1
}

func init() {
	recorder.Handle(recorder.Handlers{Initialize: initialize, Finalize: finalize})
}

// initialize starts the Go tool and its session with what libomp told the
// recorder.
func initialize(rt recorder.Runtime) bool {
	mu.Lock()
	defer mu.Unlock()
	out, err := toolenv.OpenOutput(os.Getenv(envOutput))
	if err != nil {
		fmt.Fprintf(os.Stderr, "opari2-ompt: %v; the tool is off\n", err)
		return false
	}
	name := os.Getenv(envTool)
	if strings.TrimSpace(name) == "" {
		name = "printer"
	}
	tool, err := toolenv.NewFromEnv(name, out.W, func(setting string) string { return os.Getenv(envPrefix + setting) })
	if err != nil {
		out.Abandon()
		fmt.Fprintf(os.Stderr, "opari2-ompt: %s=%q: want %s or off; the tool is off\n", envTool, name, toolenv.Names)
		return false
	}
	s, err := session.Start(recorder.Records{}, session.Config{
		OMPVersion: rt.OMPVersion, RuntimeVersion: rt.RuntimeVersion, Support: rt.Support, MutexImpls: rt.MutexImpls,
		Tool: tool, Out: out, Name: "opari2-ompt", ExitCodeEnv: envExitCode,
	})
	if err != nil {
		out.Abandon()
		fmt.Fprintf(os.Stderr, "opari2-ompt: %v; the tool is off\n", err)
		return false
	}
	cur = s
	return true
}

// finalize ends the session (session.Finalize) and returns the exit
// status the process ends with. libomp finalizes the tool once, after
// every thread ended.
func finalize() int {
	mu.Lock()
	s := cur
	mu.Unlock()
	if s == nil {
		return 0
	}
	return s.Finalize()
}
