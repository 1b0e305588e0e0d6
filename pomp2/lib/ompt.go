package main

import (
	"fmt"
	"os"
	"strings"

	"opari2/ompt"
	"opari2/ompt/tools/toolenv"
	"opari2/pomp2"
	"opari2/pomp2/bridge"
)

// The OMPT bridge of the library (docs/ompt.md, "The POMP2 bridge"): with
// POMP2_OMPT_TOOL set, the drain replays the decoded events into the ompt
// model, where the named tool gets OMPT-shaped callbacks. Nothing of it
// runs in the POMP2 calls: the drain (poll, catchUp, finalize) feeds the
// bridge under drainMu.
const (
	envOMPTTool      = "POMP2_OMPT_TOOL"      // printer, checker, count, none; "" or off: no bridge
	envOMPTOutput    = "POMP2_OMPT_OUTPUT"    // the tool's output file ("": stderr)
	envOMPTSequences = "POMP2_OMPT_SEQUENCES" // the checker's construct sequences file
)

// omptSession is the bridge of this process and its tool; nil without.
var omptSession *omptState

type omptState struct {
	b    *bridge.Bridge
	tool *toolenv.Tool
	out  *toolenv.Output
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
	omptSession = &omptState{b: b, tool: tool, out: out}
}

// feed hands a drained batch to the bridge. The decoder reuses its slice,
// so the bridge gets a copy: events may wait there for other threads'.
func (o *omptState) feed(thread int, evs []pomp2.Event) {
	if o == nil || len(evs) == 0 {
		return
	}
	o.b.Feed(thread, append([]pomp2.Event(nil), evs...), nil)
}

// run replays what is ready; called at the end of every drain.
func (o *omptState) run() {
	if o != nil {
		o.b.Run()
	}
}

// finish replays the rest, ends the threads (the tool's finalizer runs)
// and writes the tool's summary and output; called at finalize after the
// last drain.
func (o *omptState) finish() {
	if o == nil {
		return
	}
	if err := o.b.Finish(); err != nil {
		fmt.Fprintf(os.Stderr, "pomp2: OMPT bridge: %v\n", err)
	}
	if err := o.tool.Finish(o.out.W, "pomp2 "); err != nil {
		fmt.Fprintf(os.Stderr, "pomp2: OMPT tool: %v\n", err)
	}
	if err := o.out.Close(); err != nil {
		fmt.Fprintf(os.Stderr, "pomp2: OMPT tool: %v\n", err)
	}
}
