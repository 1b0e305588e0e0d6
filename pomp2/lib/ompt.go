package main

/*
#include <stdint.h>
#include "provider.h"
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

// Go tools on libpomp2 (docs/ompt.md, "Go tools on libpomp2"): with
// POMP2_OMPT_TOOL set, the provider (provider_tool.c) starts the OMPT recorder
// (ompt/libomp/recorder) as its tool, and a session replays the recorded callbacks to the named Go
// tool: the Go tools see the callbacks C tools get, from the one mapping
// of POMP2 events to OMPT callbacks. Nothing of it runs in the POMP2
// calls but the recorder's callbacks; the session drains from a goroutine
// of its own.
const (
	envOMPTTool      = "POMP2_OMPT_TOOL"      // printer, checker, count, none; "" or off: no Go tool
	envOMPTOutput    = "POMP2_OMPT_OUTPUT"    // the tool's output file ("": stderr)
	envOMPTSequences = "POMP2_OMPT_SEQUENCES" // the checker's construct sequences file
	envOMPTExitCode  = "POMP2_OMPT_EXITCODE"  // exit status of a run the tool found failed (default 66; 0: the program's)
)

// the Go tool's session, and the status the process ends with at its exit
// when the tool found the run failed (0 keeps the program's)
var (
	toolMu     sync.Mutex
	toolRun    *session.Session
	toolOf     *toolenv.Tool
	exitStatus int
)

// pomp2GoExitStatus is called by the library's exit handler after
// finalize.
//
//export pomp2GoExitStatus
func pomp2GoExitStatus() C.int {
	toolMu.Lock()
	defer toolMu.Unlock()
	return C.int(exitStatus)
}

func init() {
	recorder.Handle(recorder.Handlers{Initialize: startGoTool, Finalize: finishGoTool})
}

// startGoTool starts the Go tool named by POMP2_OMPT_TOOL and its session
// with what the provider told the recorder. It returns true to keep the
// recorder as the tool; errors switch it off with a message (the profile
// and trace are still made).
func startGoTool(rt recorder.Runtime) bool {
	toolMu.Lock()
	defer toolMu.Unlock()
	name := strings.TrimSpace(os.Getenv(envOMPTTool))
	out, err := toolenv.OpenOutput(os.Getenv(envOMPTOutput))
	if err != nil {
		fmt.Fprintf(os.Stderr, "pomp2: %s: %v; no Go tool\n", envOMPTOutput, err)
		return false
	}
	tool, err := toolenv.New(name, out.W, os.Getenv(envOMPTSequences))
	if err != nil {
		out.Abandon()
		fmt.Fprintf(os.Stderr, "pomp2: %s=%q: want %s or off; no Go tool\n", envOMPTTool, name, toolenv.Names)
		return false
	}
	s, err := session.Start(recorder.Records{}, session.Config{
		OMPVersion: rt.OMPVersion, RuntimeVersion: rt.RuntimeVersion, Support: rt.Support, MutexImpls: rt.MutexImpls,
		Tool: tool, Out: out, Name: "pomp2", ExitCodeEnv: envOMPTExitCode,
	})
	if err != nil {
		out.Abandon()
		fmt.Fprintf(os.Stderr, "pomp2: %v; no Go tool\n", err)
		return false
	}
	toolRun, toolOf = s, tool
	return true
}

// finishGoTool ends the Go tool's session (the provider finalizes its
// tool in POMP2_Finalize, before the library's outputs are written) and
// keeps the status the process ends with.
func finishGoTool() int {
	toolMu.Lock()
	s, tool := toolRun, toolOf
	toolMu.Unlock()
	if s == nil {
		return 0
	}
	// the POMP2 calls that did not fit the model reached no tool: the
	// run failed
	var what *C.char
	var region C.uint32_t
	if n := C.pomp2_misfits(&what, &region); n > 0 {
		where := ""
		if region != 0 {
			where = " (" + state.reg.Get(uint32(region)).Describe() + ")"
		}
		tool.Violation(fmt.Sprintf("pomp2: %d POMP2 calls did not fit the OpenMP model, the first %s%s", n, C.GoString(what), where))
	}
	status := s.Finalize()
	toolMu.Lock()
	exitStatus = status
	toolMu.Unlock()
	return status
}
