package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"opari2/internal/testlib"
)

// What LLVM's libomp 14 does that the model had to learn (issue 14):
// tasks that suspend and resume (untied tasks, taskyield, switches inside
// waits, switch(X -> X)), that migrate, that are discarded by
// cancellation, several initial threads, host teams and the 5.x events.
// Each program runs with the checker and the printer.

// runs is how often each program runs freely (its threads not kept in
// step) under the checker: task scheduling varies from run to run. `make
// ompt-repeat` runs each 20 times.
var runs = flag.Int("runs", 2, "free runs of each model program under the checker")

type modelProgram struct {
	src string   // in testdata
	env []string // beyond the tool's
	// golden: the printer's output of the program run in step (its
	// threads wait for each other so that every run does the same),
	// normalized, is testdata/<name>.golden
	golden bool
}

var modelPrograms = []modelProgram{
	{src: "migrate.c", golden: true},
	{src: "taskyield.c", golden: true},
	{src: "cancel_taskgroup.c", env: []string{"OMP_CANCELLATION=true"}, golden: true},
	{src: "cancel.c", env: []string{"OMP_CANCELLATION=true"}, golden: true},
	{src: "threads.cpp", golden: true},
	{src: "teams.c", env: []string{"KMP_TEAMS_THREAD_LIMIT=4"}, golden: true},
	{src: "events51.c", golden: true},
}

// TestModelProgramsPrinterGolden: run in step, each program's printer
// output, grouped per thread and normalized, is its golden; the checker
// finds no violation in that run either.
func TestModelProgramsPrinterGolden(t *testing.T) {
	for _, p := range modelPrograms {
		t.Run(p.src, func(t *testing.T) {
			prog := compile(t, testdata(p.src))
			out, stderr, code := runWith(t, toolLibrary(t), prog, nil, append(p.env, "OPARI2_OMPT_TOOL=printer")...)
			if code != 0 || strings.Contains(stderr, "opari2-ompt") {
				t.Fatalf("exit status %d, stderr:\n%s", code, stderr)
			}
			name := strings.TrimSuffix(p.src, filepath.Ext(p.src)) + ".golden"
			golden(t, name, testlib.NormalizePrinter(out, false))
			report, stderr, code := runWith(t, toolLibrary(t), prog, nil, append(p.env, "OPARI2_OMPT_TOOL=checker")...)
			if code != 0 || !strings.HasSuffix(report, " 0 violations\n") {
				t.Fatalf("checker: exit status %d\n%s\nstderr:\n%s", code, report, stderr)
			}
		})
	}
}

// TestModelProgramsChecker: run freely (argument "free": more tasks, no
// waiting for each other), each program follows the rules the checker
// checks and the replay places every record (a record it could not place
// would be a violation), on every run (-runs, 20 in make ompt-repeat).
func TestModelProgramsChecker(t *testing.T) {
	for _, p := range modelPrograms {
		t.Run(p.src, func(t *testing.T) {
			prog := compile(t, testdata(p.src))
			for i := 0; i < *runs; i++ {
				report, stderr, code := runWith(t, toolLibrary(t), prog, []string{"free"}, append(p.env, "OPARI2_OMPT_TOOL=checker")...)
				if code != 0 || !strings.HasSuffix(report, " 0 violations\n") || strings.Contains(stderr, "opari2-ompt") {
					t.Fatalf("run %d: exit status %d\n%s\nstderr:\n%s", i, code, report, stderr)
				}
			}
		})
	}
}

// testHooksLib is the tool library built with the test hooks (-tags
// ompgotest: ompgo_test_record writes a record as if libomp had).
var testHooksLib = &testlib.Library{Dir: filepath.Join(testlib.RepoRoot(), "ompt", "libomp"), Mode: "c-shared",
	Name: "libopari2-ompt-hooks.so", Flags: []string{"-tags", "ompgotest"}}

// TestDroppedRecordFailsRun: a record the replay cannot place (the
// completion of a task that is not the thread's current task) is a
// violation: the checker counts and lists it, another tool's summary
// names it, and the program exits with status 66 (OPARI2_OMPT_EXITCODE
// sets another).
func TestDroppedRecordFailsRun(t *testing.T) {
	prog := compile(t, testdata("drop.c"))
	lib := testHooksLib.Path(t)
	report, _, code := runWith(t, lib, prog, nil, "OPARI2_OMPT_TOOL=checker")
	const msg = "replay: thread index 0: task_schedule from task 0x7, which is not the current task\n"
	if code != 66 || !strings.HasSuffix(report, " 1 violations\n"+msg) {
		t.Errorf("checker: exit status %d, report:\n%s", code, report)
	}
	out, _, code := runWith(t, lib, prog, nil, "OPARI2_OMPT_TOOL=count", "OPARI2_OMPT_EXITCODE=3")
	if code != 3 || !strings.HasSuffix(out, "\nopari2-ompt "+msg) {
		t.Errorf("count: exit status %d, output:\n%s", code, out)
	}
	// without the bad record the same program passes
	report, _, code = runWith(t, lib, prog, []string{"clean"}, "OPARI2_OMPT_TOOL=checker")
	if code != 0 || !strings.HasSuffix(report, " 0 violations\n") {
		t.Errorf("clean run: exit status %d, report:\n%s", code, report)
	}
}

// TestLibompDataReachesGoTools: the probe tool of the tests' library
// (toollib/testprobe.go) sees, in every callback, the record's time (per
// thread in order, within the run) and processor (= ompt_get_proc_id),
// libomp's places (OMP_PLACES=cores, threads bound) and mutex
// implementations, libomp's frames in parallel_begin and task_create, and
// the discarded tasks cancel names (each the current task in its event).
func TestLibompDataReachesGoTools(t *testing.T) {
	prog := compile(t, testdata("cancel_taskgroup.c"))
	out, stderr, code := runWith(t, testHooksLib.Path(t), prog, nil, "OPARI2_OMPT_TOOL=probe", "OMP_CANCELLATION=true",
		"OMP_PLACES=cores", "OMP_PROC_BIND=true")
	discarded := strings.TrimSuffix(strings.Repeat("ompt_cancel_taskgroup|ompt_cancel_discarded_task ", 4), " ")
	want := "opari2-ompt probe: 52 events, 0 problems []; places N, events on a bound thread true; " +
		"mutex implementations [kmp_mutex_impl_spin kmp_mutex_impl_queuing kmp_mutex_impl_speculative]; " +
		"libomp frames in parallel_begin 1/1, task_create 5/5; discarded [" + discarded + "]\n"
	got := regexp.MustCompile(`places [1-9]\d*,`).ReplaceAllString(out, "places N,")
	if code != 0 || got != want {
		t.Errorf("exit status %d\n got %s\nwant %s\nstderr:\n%s", code, out, want, stderr)
	}
}

// TestToolFromOutside: the example of docs/ompt.md, a Go tool in a module
// of its own (testdata/mytool), built into a tool library with the
// project's toollib and found by OPARI2_OMPT_TOOL: no project package is
// edited. The example in the documentation is this file.
func TestToolFromOutside(t *testing.T) {
	needClang(t)
	src, err := os.ReadFile(testdata(filepath.Join("mytool", "main.go")))
	if err != nil {
		t.Fatal(err)
	}
	doc, err := os.ReadFile(filepath.Join(testlib.RepoRoot(), "docs", "ompt.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(doc), string(src)) {
		t.Error("docs/ompt.md does not show testdata/mytool/main.go as it is")
	}
	dir := t.TempDir()
	root := testlib.RepoRoot()
	gomod := fmt.Sprintf("module example.com/mytool\n\ngo 1.26\n\nrequire opari2 v0.0.0\n\nreplace opari2 => %s\n", root)
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{"go.mod": []byte(gomod), "go.sum": sum, "main.go": src} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	lib := filepath.Join(dir, "libmytool-ompt.so")
	cmd := exec.Command("go", "build", "-buildmode=c-shared", "-o", lib, ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build of the outside tool: %v\n%s", err, out)
	}
	prog := compile(t, testdata("migrate.c"))
	out, stderr, code := runWith(t, lib, prog, nil, "OPARI2_OMPT_TOOL=migrations")
	want := "opari2-ompt migrations: 1 tasks, 2 switches into them, 1 resumed on another thread\n"
	if code != 0 || out != want {
		t.Errorf("exit status %d, output %q, want %q\nstderr:\n%s", code, out, want, stderr)
	}
	// the library's own tools are still there
	report, _, code := runWith(t, lib, prog, nil, "OPARI2_OMPT_TOOL=checker")
	if code != 0 || !strings.HasSuffix(report, " 0 violations\n") {
		t.Errorf("checker: exit status %d\n%s", code, report)
	}
}
