// Package count is the cheapest tool: it counts the callbacks per event
// and endpoint and prints the counts at finalize.
package count

import (
	"fmt"
	"io"

	"opari2/ompt"
)

// Counter counts callbacks. Replaying sources call it from one goroutine,
// so plain counters do; it is not safe for concurrent callbacks.
type Counter struct {
	n [ompt.CallbackLast + 1][3]uint64 // [event][0: no endpoint, begin, end]
}

// StartTool is the tool's ompt_start_tool.
func (c *Counter) StartTool(uint32, string) *ompt.Fns {
	return &ompt.Fns{Initialize: c.initialize, Finalize: func(*ompt.Data) {}}
}

func (c *Counter) add(k ompt.CallbackKind, ep ompt.ScopeEndpoint) { c.n[k][ep]++ }

func (c *Counter) initialize(lookup ompt.FunctionLookup, _ int, _ *ompt.Data) int {
	set := lookup("ompt_set_callback").(ompt.SetCallbackFunc)
	for _, k := range ompt.AllCallbacks() {
		if cb := c.callback(k); cb != nil {
			set(k, cb)
		}
	}
	return 1
}

// callback is the counting callback of event k (nil: device events).
func (c *Counter) callback(k ompt.CallbackKind) ompt.Callback {
	return ompt.GenericCallback(k, func(_ *ompt.Thread, ep ompt.ScopeEndpoint) { c.add(k, ep) })
}

// Write prints one line per event and endpoint that occurred, in the
// order of the callback codes ("ompt_callback_work begin: 20"), then the
// total.
func (c *Counter) Write(w io.Writer) error {
	var total uint64
	for k := range c.n {
		for ep, n := range c.n[k] {
			if n == 0 {
				continue
			}
			total += n
			name := ompt.CallbackKind(k).String()
			if ep != 0 {
				name += " " + ompt.ScopeEndpoint(ep).Short()
			}
			if _, err := fmt.Fprintf(w, "%s: %d\n", name, n); err != nil {
				return err
			}
		}
	}
	_, err := fmt.Fprintf(w, "total: %d\n", total)
	return err
}
