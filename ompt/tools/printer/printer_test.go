package printer_test

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"opari2/ompt"
	"opari2/ompt/sim"
	"opari2/ompt/sim/programs"
	"opari2/ompt/tools/printer"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// sourceLine prints a codeptr_ra as the program line of the construct, so
// that goldens do not depend on the binary's addresses.
func sourceLine(pc uintptr) string {
	if pc == 0 {
		return "(nil)"
	}
	f := runtime.FuncForPC(pc - 1)
	if f == nil {
		return fmt.Sprintf("%#x", pc)
	}
	file, line := f.FileLine(pc - 1)
	return fmt.Sprintf("%s:%d", filepath.Base(file), line)
}

func run(t *testing.T, p programs.Program, opts printer.Options) string {
	t.Helper()
	var out bytes.Buffer
	opts.Codeptr = sourceLine
	pr := printer.New(&out, opts)
	if err := sim.Run(p.Options(true, pr.StartTool), p.Run); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// TestGolden runs every sample program deterministically under the
// printer and compares the output with testdata/<program>.golden byte for
// byte (go test ./ompt/tools/printer -update rewrites them).
func TestGolden(t *testing.T) {
	for _, p := range programs.All {
		t.Run(p.Name, func(t *testing.T) {
			got := run(t, p, printer.Options{BufferRecords: 4})
			if again := run(t, p, printer.Options{BufferRecords: 4}); again != got {
				t.Fatalf("two deterministic runs differ:\n%s", cmp.Diff(got, again))
			}
			path := filepath.Join("testdata", p.Name+".golden")
			if *update {
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(string(want), got); diff != "" {
				t.Errorf("%s (-want +got):\n%s", path, diff)
			}
		})
	}
}

// Through OMP_TOOL_LIBRARIES: the printer registered under a name is found
// and gets the runtime's versions.
func TestRegisteredPrinter(t *testing.T) {
	var out bytes.Buffer
	if err := printer.Register("test-printer", &out, printer.Options{}); err != nil {
		t.Fatal(err)
	}
	defer ompt.UnregisterTool("test-printer")
	o := sim.Options{Runtime: ompt.Config{ToolLibraries: "nothing-here:test-printer"}}
	if err := sim.Run(o, func(t *sim.T) {}); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) < 4 || !strings.Contains(lines[0], sim.RuntimeVersion) ||
		lines[len(lines)-1] != "0: ompt_event_runtime_shutdown" {
		t.Fatalf("output:\n%s", out.String())
	}
}

// With OMP_TOOL=disabled nothing is printed.
func TestDisabled(t *testing.T) {
	var out bytes.Buffer
	pr := printer.New(&out, printer.Options{})
	o := sim.Options{Runtime: ompt.Config{Tool: pr.StartTool, ToolVar: "disabled"}}
	if err := sim.Run(o, func(t *sim.T) { t.Parallel(0, func(t *sim.T) {}) }); err != nil {
		t.Fatal(err)
	}
	if out.Len() != 0 {
		t.Fatalf("printed with OMP_TOOL=disabled:\n%s", out.String())
	}
}

// The sample programs make the simulated runtime dispatch every callback:
// each appears in some golden output.
func TestGoldensCoverEveryCallback(t *testing.T) {
	var all strings.Builder
	for _, p := range programs.All {
		b, err := os.ReadFile(filepath.Join("testdata", p.Name+".golden"))
		if err != nil {
			t.Fatal(err)
		}
		all.Write(b)
	}
	text := all.String()
	lines := map[ompt.CallbackKind]string{
		ompt.CallbackThreadBegin: "ompt_event_thread_begin", ompt.CallbackThreadEnd: "ompt_event_thread_end",
		ompt.CallbackParallelBegin: "ompt_event_parallel_begin", ompt.CallbackParallelEnd: "ompt_event_parallel_end",
		ompt.CallbackTaskCreate: "ompt_event_task_create", ompt.CallbackTaskSchedule: "ompt_event_task_schedule",
		ompt.CallbackImplicitTask: "ompt_event_implicit_task_begin", ompt.CallbackTarget: "ompt_event_target_begin",
		ompt.CallbackTargetDataOp: "ompt_event_target_data_op", ompt.CallbackTargetSubmit: "ompt_event_target_submit",
		ompt.CallbackControlTool: "ompt_event_control_tool", ompt.CallbackDeviceInitialize: "ompt_event_device_initialize",
		ompt.CallbackDeviceFinalize: "ompt_event_device_finalize", ompt.CallbackSyncRegionWait: "ompt_event_wait_barrier_begin",
		ompt.CallbackMutexReleased: "ompt_event_release_lock", ompt.CallbackTaskDependences: "ompt_event_task_dependences",
		ompt.CallbackTaskDependence: "ompt_event_task_dependence_pair", ompt.CallbackWork: "ompt_event_loop_begin",
		ompt.CallbackMaster: "ompt_event_master_begin", ompt.CallbackTargetMap: "ompt_event_target_map",
		ompt.CallbackSyncRegion: "ompt_event_taskgroup_begin", ompt.CallbackLockInit: "ompt_event_init_nest_lock",
		ompt.CallbackLockDestroy: "ompt_event_destroy_lock", ompt.CallbackMutexAcquire: "ompt_event_wait_ordered",
		ompt.CallbackMutexAcquired: "ompt_event_acquired_atomic", ompt.CallbackNestLock: "ompt_event_release_nest_lock_prev",
		ompt.CallbackFlush: "ompt_event_flush", ompt.CallbackIdle: "ompt_event_idle_begin",
		ompt.CallbackCancel: "ompt_event_cancel", ompt.CallbackReduction: "ompt_event_reduction_begin",
		ompt.CallbackDispatch: "ompt_event_dispatch", ompt.CallbackError: "ompt_event_error",
	}
	for _, k := range ompt.AllCallbacks() {
		if !strings.Contains(text, lines[k]+":") && !strings.Contains(text, lines[k]+"\n") {
			t.Errorf("%v: no %q in the goldens", k, lines[k])
		}
	}
	for _, rec := range []string{"ompt_record_target_begin", "ompt_record_target_map", "ompt_record_target_data_op",
		"ompt_record_target_kernel", "ompt_record_target_end"} {
		if !strings.Contains(text, rec) {
			t.Errorf("no device record %s in the goldens", rec)
		}
	}
}
