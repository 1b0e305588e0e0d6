package count

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"opari2/ompt"
)

// TestCounts drives the model through a known sequence (a team of one
// with a barrier, a loop and a critical) and checks every line of the
// counts: events counted per endpoint, endpoint-less events without one,
// events that did not occur left out, and the total.
func TestCounts(t *testing.T) {
	var c Counter
	r, err := ompt.Start(ompt.Config{Tool: c.StartTool})
	if err != nil {
		t.Fatal(err)
	}
	m := r.ThreadBegin(ompt.ThreadInitial)
	m.InitialTaskBegin()
	p := m.ParallelBegin(1, 1, ompt.InvokerProgram, 0)
	m.ImplicitTaskBegin(p, 0)
	for range 2 {
		m.SyncRegion(ompt.SyncRegionBarrier, ompt.ScopeBegin, 0)
		m.SyncRegionWait(ompt.SyncRegionBarrier, ompt.ScopeBegin, ompt.StateWaitBarrierImplicitParallel, 0)
		m.SyncRegionWait(ompt.SyncRegionBarrier, ompt.ScopeEnd, ompt.StateWaitBarrierImplicitParallel, 0)
		m.SyncRegion(ompt.SyncRegionBarrier, ompt.ScopeEnd, 0)
	}
	m.ImplicitTaskEnd()
	m.ParallelEnd(p, 0)
	r.Shutdown(m)

	var out strings.Builder
	if err := c.Write(&out); err != nil {
		t.Fatal(err)
	}
	want := []string{
		"ompt_callback_thread_begin: 1",
		"ompt_callback_thread_end: 1",
		"ompt_callback_parallel_begin: 1",
		"ompt_callback_parallel_end: 1",
		"ompt_callback_implicit_task begin: 2",
		"ompt_callback_implicit_task end: 2",
		"ompt_callback_sync_region_wait begin: 2",
		"ompt_callback_sync_region_wait end: 2",
		"ompt_callback_sync_region begin: 2",
		"ompt_callback_sync_region end: 2",
		"total: 16",
	}
	got := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("counts (-want +got):\n%s", diff)
	}
}
