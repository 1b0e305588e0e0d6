package main

// #include <stdint.h>
import "C"

import (
	"fmt"
	"os"
	"strings"

	"opari2/ompt"
	"opari2/ompt/tools/toolenv"
	"opari2/pomp2"
	"opari2/pomp2/bridge"
	"opari2/pomp2/tools/measure"
)

// The OMPT bridge of the library (docs/ompt.md, "The POMP2 bridge"): with
// POMP2_OMPT_TOOL set, the drain replays the decoded events into the ompt
// model, where the named tool gets OMPT-shaped callbacks; with
// POMP2_PROFILE_BRIDGE the profile is made by the profile tool behind a
// bridge of its own. Nothing of it runs in the POMP2 calls: the drain
// (poll, catchUp, finalize) feeds the bridges under drainMu.
const (
	envOMPTTool      = "POMP2_OMPT_TOOL"      // printer, checker, count, none; "" or off: no bridge
	envOMPTOutput    = "POMP2_OMPT_OUTPUT"    // the tool's output file ("": stderr)
	envOMPTSequences = "POMP2_OMPT_SEQUENCES" // the checker's construct sequences file
	envOMPTExitCode  = "POMP2_OMPT_EXITCODE"  // exit status of a run the tool found failed (default 66; 0: the program's)
)

// exitStatus is the status the process ends with at its exit when a
// tool on the bridge found the run failed; 0 keeps the program's.
var exitStatus int

// pomp2GoExitStatus is called by the library's exit handler after
// finalize.
//
//export pomp2GoExitStatus
func pomp2GoExitStatus() C.int { return C.int(exitStatus) }

// bridges are the bridges of this process, each with one tool: the one
// named by POMP2_OMPT_TOOL, and the profile tool (POMP2_PROFILE_BRIDGE).
// The drain feeds every one the same events.
var bridges []*omptState

type omptState struct {
	b    *bridge.Bridge
	tool *toolenv.Tool // nil for the profile tool
	out  *toolenv.Output
}

// startProfileBridge starts a bridge with the library's profile as its
// tool and returns the profile it fills (complete once finishBridges
// returned); nil if the bridge cannot start.
func startProfileBridge() *pomp2.Profile {
	p := &pomp2.Profile{}
	b, err := bridge.Start(ompt.Config{Tool: measure.Profile(p).StartTool, OMPVersion: 201611}, &state.reg, state.meas.Clock)
	if err != nil {
		fmt.Fprintf(os.Stderr, "pomp2: profile through the OMPT bridge: %v; no profile will be written\n", err)
		return nil
	}
	bridges = append(bridges, &omptState{b: b})
	return p
}

// startOMPT starts the bridge named by the environment; called by
// pomp2GoInit under state.mu. Errors switch the bridge off with a
// message: the profile and trace are still made.
func startOMPT() {
	name := strings.TrimSpace(os.Getenv(envOMPTTool))
	if name == "" || name == "off" {
		return
	}
	out, err := toolenv.OpenOutput(os.Getenv(envOMPTOutput))
	if err != nil {
		fmt.Fprintf(os.Stderr, "pomp2: %s: %v; the OMPT bridge is off\n", envOMPTOutput, err)
		return
	}
	tool, err := toolenv.New(name, out.W, os.Getenv(envOMPTSequences))
	if err != nil {
		out.Abandon()
		fmt.Fprintf(os.Stderr, "pomp2: %s=%q: want %s or off; the OMPT bridge is off\n", envOMPTTool, name, toolenv.Names)
		return
	}
	b, err := bridge.Start(ompt.Config{Tool: tool.Start, OMPVersion: 201611}, &state.reg, state.meas.Clock)
	if err != nil {
		out.Abandon()
		fmt.Fprintf(os.Stderr, "pomp2: %v; the OMPT bridge is off\n", err)
		return
	}
	bridges = append(bridges, &omptState{b: b, tool: tool, out: out})
}

// feedBridges hands a drained batch to the bridges. The decoder reuses
// its slice, so the bridges get a copy (events may wait there for other
// threads'); one copy serves them all, since replaying never changes an
// event.
func feedBridges(thread int, evs []pomp2.Event) {
	if len(evs) == 0 || len(bridges) == 0 {
		return
	}
	batch := append([]pomp2.Event(nil), evs...)
	for _, o := range bridges {
		o.b.Feed(thread, batch, nil)
	}
}

// runBridges replays what is ready; called at the end of every drain.
func runBridges() {
	for _, o := range bridges {
		o.b.Run()
	}
}

// finishBridges replays the rest, ends the threads (the tools'
// finalizers run) and writes the tools' summaries and outputs; called at
// finalize after the last drain.
func finishBridges() {
	for _, o := range bridges {
		o.end()
	}
}

func (o *omptState) end() {
	err := o.b.Finish()
	if o.tool == nil {
		if err != nil {
			fmt.Fprintf(os.Stderr, "pomp2: OMPT bridge: %v\n", err)
		}
		return
	}
	// events the bridge could not replay are violations, in the tool's
	// summary (docs/ompt.md)
	o.tool.Violations(o.b.ErrorMessages(), o.b.Errors())
	if err := o.tool.Finish(o.out.W, "pomp2 "); err != nil {
		fmt.Fprintf(os.Stderr, "pomp2: OMPT tool: %v\n", err)
	}
	if o.tool.Failed() {
		exitStatus = toolenv.ExitCode(envOMPTExitCode, "pomp2")
	}
	if err := o.out.Close(); err != nil {
		fmt.Fprintf(os.Stderr, "pomp2: OMPT tool: %v\n", err)
	}
}
