// Package measure holds the measurement library's outputs, the profile
// and the trace, as OMPT tools on the POMP2 bridge (pomp2/bridge). A tool
// registers every host callback and the bridge's extension callback, and
// hands each POMP2 event behind them (asked with the bridge's get_event
// entry point: OMPT callbacks carry no time, and the outputs are made of
// POMP2's activities) to the output under the recording thread's index
// (get_thread_index). Since the bridge replays each thread's events in
// their order, each thread's part of the output is the one made from the
// records directly; pomp2/lib's TestProfileToolMatchesDrain and
// TestTraceToolMatchesStore check it byte for byte.
package measure

import (
	"opari2/ompt"
	"opari2/pomp2"
	"opari2/pomp2/bridge"
)

// Tool hands the events to an output. Like the bridge that calls it, it
// is not safe for concurrent use.
type Tool struct {
	consume func(thread int, e *pomp2.Event)
	event   bridge.GetEventFunc
	index   bridge.GetThreadIndexFunc
	last    *pomp2.Event // the event fed last: an event may have several callbacks
	lastT   *ompt.Thread // the thread of the event fed last, and its index
	lastI   int
}

// Profile is the profile tool: it adds the events to p.
func Profile(p *pomp2.Profile) *Tool { return &Tool{consume: p.Add} }

// Trace is the trace tool: it converts the events with w.
func Trace(w *pomp2.TraceWriter) *Tool { return &Tool{consume: w.AddEvent} }

// StartTool is the tool's ompt_start_tool.
func (p *Tool) StartTool(uint32, string) *ompt.Fns {
	return &ompt.Fns{Initialize: p.initialize, Finalize: func(*ompt.Data) {}}
}

func (p *Tool) initialize(lookup ompt.FunctionLookup, _ int, _ *ompt.Data) int {
	ev, ok1 := lookup(bridge.LookupGetEvent).(bridge.GetEventFunc)
	idx, ok2 := lookup(bridge.LookupGetThreadIndex).(bridge.GetThreadIndexFunc)
	setExt, ok3 := lookup(bridge.LookupSetCallback).(bridge.SetCallbackFunc)
	if !ok1 || !ok2 || !ok3 {
		return 0 // not the POMP2 bridge: nothing to measure
	}
	p.event, p.index = ev, idx
	set := lookup("ompt_set_callback").(ompt.SetCallbackFunc)
	for _, k := range ompt.AllCallbacks() {
		if cb := ompt.GenericCallback(k, p.callback); cb != nil {
			set(k, cb)
		}
	}
	setExt(func(t *ompt.Thread, e *pomp2.Event) { p.feed(t, e) })
	return 1
}

func (p *Tool) callback(t *ompt.Thread, _ ompt.ScopeEndpoint) {
	if e := p.event(t); e != nil {
		p.feed(t, e)
	}
}

func (p *Tool) feed(t *ompt.Thread, e *pomp2.Event) {
	if e == p.last {
		return
	}
	p.last = e
	if t != p.lastT || p.lastT == nil {
		p.lastT, p.lastI = t, p.index(t)
	}
	if p.lastI >= 0 {
		p.consume(p.lastI, e)
	}
}
