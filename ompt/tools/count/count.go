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
	n [ompt.CallbackIdle + 1][3]uint64 // [event][0: no endpoint, begin, end]
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
	switch k {
	case ompt.CallbackThreadBegin:
		return ompt.ThreadBeginFunc(func(*ompt.Thread, ompt.ThreadType, *ompt.Data) { c.add(k, 0) })
	case ompt.CallbackThreadEnd:
		return ompt.ThreadEndFunc(func(*ompt.Thread, *ompt.Data) { c.add(k, 0) })
	case ompt.CallbackParallelBegin:
		return ompt.ParallelBeginFunc(func(*ompt.Thread, *ompt.Data, *ompt.Frame, *ompt.Data, uint32, ompt.Invoker, uintptr) {
			c.add(k, 0)
		})
	case ompt.CallbackParallelEnd:
		return ompt.ParallelEndFunc(func(*ompt.Thread, *ompt.Data, *ompt.Data, ompt.Invoker, uintptr) { c.add(k, 0) })
	case ompt.CallbackImplicitTask:
		return ompt.ImplicitTaskFunc(func(_ *ompt.Thread, ep ompt.ScopeEndpoint, _, _ *ompt.Data, _, _ uint32, _ ompt.TaskType) {
			c.add(k, ep)
		})
	case ompt.CallbackTaskCreate:
		return ompt.TaskCreateFunc(func(*ompt.Thread, *ompt.Data, *ompt.Frame, *ompt.Data, ompt.TaskType, bool, uintptr) {
			c.add(k, 0)
		})
	case ompt.CallbackTaskSchedule:
		return ompt.TaskScheduleFunc(func(*ompt.Thread, *ompt.Data, ompt.TaskStatus, *ompt.Data) { c.add(k, 0) })
	case ompt.CallbackTaskDependences:
		return ompt.TaskDependencesFunc(func(*ompt.Thread, *ompt.Data, []ompt.TaskDependence) { c.add(k, 0) })
	case ompt.CallbackTaskDependence:
		return ompt.TaskDependenceFunc(func(*ompt.Thread, *ompt.Data, *ompt.Data) { c.add(k, 0) })
	case ompt.CallbackWork:
		return ompt.WorkFunc(func(_ *ompt.Thread, _ ompt.WorkType, ep ompt.ScopeEndpoint, _, _ *ompt.Data, _ uint64, _ uintptr) {
			c.add(k, ep)
		})
	case ompt.CallbackMaster:
		return ompt.MasterFunc(func(_ *ompt.Thread, ep ompt.ScopeEndpoint, _, _ *ompt.Data, _ uintptr) { c.add(k, ep) })
	case ompt.CallbackSyncRegion, ompt.CallbackSyncRegionWait:
		return ompt.SyncRegionFunc(func(_ *ompt.Thread, _ ompt.SyncRegionKind, ep ompt.ScopeEndpoint, _, _ *ompt.Data, _ uintptr) {
			c.add(k, ep)
		})
	case ompt.CallbackMutexAcquire, ompt.CallbackLockInit:
		return ompt.MutexAcquireFunc(func(*ompt.Thread, ompt.MutexKind, uint32, uint32, ompt.WaitID, uintptr) { c.add(k, 0) })
	case ompt.CallbackMutexAcquired, ompt.CallbackMutexReleased, ompt.CallbackLockDestroy:
		return ompt.MutexFunc(func(*ompt.Thread, ompt.MutexKind, ompt.WaitID, uintptr) { c.add(k, 0) })
	case ompt.CallbackNestLock:
		return ompt.NestLockFunc(func(_ *ompt.Thread, ep ompt.ScopeEndpoint, _ ompt.WaitID, _ uintptr) { c.add(k, ep) })
	case ompt.CallbackFlush:
		return ompt.FlushFunc(func(*ompt.Thread, *ompt.Data, uintptr) { c.add(k, 0) })
	case ompt.CallbackCancel:
		return ompt.CancelFunc(func(*ompt.Thread, *ompt.Data, ompt.CancelFlag, uintptr) { c.add(k, 0) })
	case ompt.CallbackControlTool:
		return ompt.ControlToolFunc(func(*ompt.Thread, uint64, uint64, any, uintptr) int { c.add(k, 0); return 0 })
	}
	return nil
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
