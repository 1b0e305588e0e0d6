package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"opari2/internal/testlib"
	"opari2/ompt/tools/checker"
)

// The end-to-end tests build the tool library once (go build
// -buildmode=c-shared of this package), compile OpenMP programs with
// clang -fopenmp, run them under LLVM's libomp with OMP_TOOL_LIBRARIES
// naming the library, and check what the Go tools report.

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// toolLib is libopari2-ompt.so, built for the tests.
var toolLib = &testlib.Library{Dir: filepath.Join(testlib.RepoRoot(), "ompt", "libomp"), Mode: "c-shared", Name: "libopari2-ompt.so"}

// TestMain removes the library built for the tests.
func TestMain(m *testing.M) {
	code := m.Run()
	toolLib.Remove()
	testHooksLib.Remove()
	os.Exit(code)
}

// needClang skips the test unless clang can build and run an OpenMP
// program against libomp.
func needClang(t *testing.T) {
	t.Helper()
	if raceDetector {
		// ThreadSanitizer cannot start inside a library libomp loads with
		// dlopen; the Go side's concurrency is the replay's, race-tested
		// in package replay
		t.Skip("the end-to-end tests run the tool library inside a C program: skipped under -race")
	}
	if _, err := exec.LookPath("clang"); err != nil {
		t.Skip("clang not installed (the tests of the libomp tool library need clang and libomp-dev)")
	}
	clangOnce.Do(func() {
		dir, err := os.MkdirTemp("", "ompt-clang")
		if err != nil {
			clangErr = err
			return
		}
		defer os.RemoveAll(dir)
		src := filepath.Join(dir, "t.c")
		os.WriteFile(src, []byte("#include <omp.h>\nint main(void){int n=0;\n#pragma omp parallel\nn=omp_get_num_threads();\nreturn n<1;}\n"), 0o644)
		out, err := exec.Command("clang", "-fopenmp", "-o", filepath.Join(dir, "t"), src).CombinedOutput()
		if err == nil {
			out, err = exec.Command(filepath.Join(dir, "t")).CombinedOutput()
		}
		if err != nil {
			clangErr = fmt.Errorf("clang -fopenmp cannot build and run a program (is libomp-dev installed?): %v\n%s", err, out)
		}
	})
	if clangErr != nil {
		t.Skip(clangErr)
	}
}

var (
	clangOnce sync.Once
	clangErr  error
)

// toolLibrary builds libopari2-ompt.so once per test binary.
func toolLibrary(t *testing.T) string {
	t.Helper()
	return toolLib.Path(t)
}

// compile builds an OpenMP program from C sources with clang (C++ with
// clang++).
func compile(t *testing.T, srcs ...string) string {
	t.Helper()
	needClang(t)
	prog := filepath.Join(t.TempDir(), strings.TrimSuffix(filepath.Base(srcs[0]), filepath.Ext(srcs[0])))
	cc, args := "clang", append([]string{"-O2", "-fopenmp", "-o", prog}, srcs...)
	if filepath.Ext(srcs[0]) == ".cpp" {
		cc, args = "clang++", append(args, "-pthread")
	}
	if out, err := exec.Command(cc, append(args, "-lm")...).CombinedOutput(); err != nil {
		t.Fatalf("%s %s: %v\n%s", cc, strings.Join(args, " "), err, out)
	}
	return prog
}

// run runs prog with the tool library and env (NAME=value); it returns
// the tool's output (OPARI2_OMPT_OUTPUT) and the program's stderr.
func run(t *testing.T, prog string, env ...string) (output, stderr string) {
	t.Helper()
	output, stderr, code := runWith(t, toolLibrary(t), prog, nil, env...)
	if code != 0 {
		t.Fatalf("%s: exit status %d\ntool output:\n%s\nstderr:\n%s", prog, code, output, stderr)
	}
	return output, stderr
}

// runWith runs prog with args under the tool library lib and env; it
// returns the tool's output, the program's stderr and its exit status.
func runWith(t *testing.T, lib, prog string, args []string, env ...string) (output, stderr string, code int) {
	t.Helper()
	outFile := filepath.Join(t.TempDir(), "ompt.out")
	cmd := exec.Command(prog, args...)
	cmd.Dir = t.TempDir()
	cmd.Env = append(os.Environ(), "OMP_TOOL=enabled", "OMP_TOOL_LIBRARIES="+lib, "OPARI2_OMPT_OUTPUT="+outFile)
	cmd.Env = append(cmd.Env, env...)
	var errb strings.Builder
	cmd.Stderr = &errb
	if err := cmd.Run(); err != nil {
		var exit *exec.ExitError
		if !errors.As(err, &exit) {
			t.Fatalf("%s: %v\n%s", prog, err, errb.String())
		}
		code = exit.ExitCode()
	}
	b, err := os.ReadFile(outFile)
	if err != nil {
		t.Fatalf("%s wrote no tool output: %v\nstderr:\n%s", prog, err, errb.String())
	}
	return string(b), errb.String(), code
}

func testdata(name string) string {
	return filepath.Join(testlib.RepoRoot(), "ompt", "libomp", "testdata", name)
}

// golden compares got with testdata/name (rewritten with -update).
func golden(t *testing.T, name, got string) {
	t.Helper()
	testlib.Golden(t, testdata(name), got, *update)
}

// TestConstructsPrinterGolden: the printer's output of a program with
// one of each construct per thread, normalized, is the golden; its events
// are the same on every run.
func TestConstructsPrinterGolden(t *testing.T) {
	prog := compile(t, testdata("constructs.c"))
	out, stderr := run(t, prog, "OPARI2_OMPT_TOOL=printer")
	if stderr != "" {
		t.Errorf("stderr: %s", stderr)
	}
	golden(t, "constructs.golden", testlib.NormalizePrinter(out, false))
}

// TestCodeptrs: the codeptr_ra libomp passes reach the tool: every
// construct's begin event has one, the begin events of the same construct
// in different parallel regions have the same, and a parallel region ends
// with the codeptr_ra it began with.
func TestCodeptrs(t *testing.T) {
	prog := compile(t, testdata("constructs.c"))
	out, _ := run(t, prog, "OPARI2_OMPT_TOOL=printer")
	perEvent := map[string]map[string]bool{} // event: codeptrs seen
	regions := map[string]string{}           // parallel_id: codeptr of its begin
	began := 0
	parID := regexp.MustCompile(`\bparallel_id=(\d+)`)
	codeptrField := regexp.MustCompile(`\bcodeptr_ra=(0x[0-9a-f]+)`)
	for _, line := range strings.Split(out, "\n") {
		_, rest, _ := strings.Cut(line, ": ")
		event, _, _ := strings.Cut(rest, ":")
		switch event {
		case "ompt_event_parallel_begin":
			regions[parID.FindStringSubmatch(line)[1]] = codeptrField.FindStringSubmatch(line)[1]
			began++
		case "ompt_event_parallel_end":
			id := parID.FindStringSubmatch(line)[1]
			if codeptrField.FindStringSubmatch(line)[1] != regions[id] {
				t.Errorf("region %s began at codeptr_ra %s: %s", id, regions[id], line)
			}
			delete(regions, id)
			continue
		case "ompt_event_loop_begin", "ompt_event_master_begin",
			"ompt_event_task_create", "ompt_event_taskwait_begin", "ompt_event_flush":
		default:
			continue
		}
		m := codeptrField.FindStringSubmatch(line)
		if event == "ompt_event_task_create" && strings.Contains(line, "ompt_task_undeferred") && m != nil && m[1] == "0x0" {
			// libomp 14 now and then (on a loaded machine) makes a task
			// undeferred, and passes no code address for it then
			continue
		}
		if m == nil || m[1] == "0x0" {
			t.Errorf("no codeptr_ra: %s", line)
			continue
		}
		if perEvent[event] == nil {
			perEvent[event] = map[string]bool{}
		}
		perEvent[event][m[1]] = true
	}
	if began != 3 || len(regions) != 0 {
		t.Errorf("%d parallel regions began (want 3), %d did not end: %v", began, len(regions), regions)
	}
	// constructs.c: 3 loops, one of each other construct (inside the
	// outlined body, one copy however clang unrolls the loop of regions)
	want := map[string]int{"ompt_event_loop_begin": 3, "ompt_event_master_begin": 1,
		"ompt_event_task_create": 1, "ompt_event_taskwait_begin": 1, "ompt_event_flush": 1}
	for event, n := range want {
		if len(perEvent[event]) != n {
			t.Errorf("%s: %d distinct codeptr_ra, want %d", event, len(perEvent[event]), n)
		}
	}
}

// constructCounts are the callbacks constructs.c must produce, from its
// structure: R parallel regions of T threads, in each, per thread, three
// loops, the reduction's barrier, an explicit barrier, critical, lock,
// one ordered per iteration of the third loop, an undeferred task,
// taskwait and flush, and master on thread 0.
func constructCounts() string {
	const R, T, N = 3, 2, 8
	var b strings.Builder
	total := 0
	line := func(name string, n int) {
		fmt.Fprintf(&b, "%s: %d\n", name, n)
		total += n
	}
	syncs := R * T * (3 + 1 + 1 + 1 + 1) // 3 loop barriers, reduction, explicit, taskwait, region end
	mutex := R*T + R*T + R*N             // critical, lock, ordered
	line("ompt_callback_thread_begin", T)
	line("ompt_callback_thread_end", T)
	line("ompt_callback_parallel_begin", R)
	line("ompt_callback_parallel_end", R)
	line("ompt_callback_task_create", R*T)
	line("ompt_callback_task_schedule", 2*R*T)
	line("ompt_callback_implicit_task begin", R*T+1) // and the initial task
	line("ompt_callback_implicit_task end", R*T+1)
	line("ompt_callback_sync_region_wait begin", syncs)
	line("ompt_callback_sync_region_wait end", syncs)
	line("ompt_callback_mutex_released", mutex)
	line("ompt_callback_work begin", 3*R*T)
	line("ompt_callback_work end", 3*R*T)
	line("ompt_callback_master begin", R)
	line("ompt_callback_master end", R)
	line("ompt_callback_sync_region begin", syncs)
	line("ompt_callback_sync_region end", syncs)
	line("ompt_callback_lock_init", 1)
	line("ompt_callback_lock_destroy", 1)
	line("ompt_callback_mutex_acquire", mutex)
	line("ompt_callback_mutex_acquired", mutex)
	line("ompt_callback_flush", R*T)
	fmt.Fprintf(&b, "total: %d\n", total)
	return b.String()
}

// TestConstructsCountsAndChecker: the count tool counts exactly the
// callbacks the program's structure implies, and the checker, run on the
// same program, sees as many and finds no rule violated.
func TestConstructsCountsAndChecker(t *testing.T) {
	prog := compile(t, testdata("constructs.c"))
	counts, stderr := run(t, prog, "OPARI2_OMPT_TOOL=count")
	if stderr != "" {
		t.Errorf("stderr: %s", stderr)
	}
	if d := cmp.Diff(constructCounts(), counts); d != "" {
		t.Errorf("callback counts differ (-want +got):\n%s", d)
	}
	total := strings.TrimSpace(counts[strings.LastIndex(counts, "total: ")+len("total: "):])
	for i := 0; i < 3; i++ {
		report, stderr := run(t, prog, "OPARI2_OMPT_TOOL=checker")
		want := fmt.Sprintf("opari2-ompt checker: %s events, 2 threads, 0 violations\n", total)
		if report != want || stderr != "" {
			t.Fatalf("checker report:\n%s\nwant:\n%s\nstderr: %s", report, want, stderr)
		}
	}
}

// TestTasksAndLocksChecker: deferred tasks with dependences run by other
// threads, taskgroup, taskyield, nested parallelism, nest locks and lock
// tests follow the rules the checker checks, on every run.
func TestTasksAndLocksChecker(t *testing.T) {
	prog := compile(t, testdata("tasks.c"))
	for i := 0; i < 5; i++ {
		report, stderr := run(t, prog, "OPARI2_OMPT_TOOL=checker", "OMP_NUM_THREADS=3", "OMP_MAX_ACTIVE_LEVELS=2")
		if !strings.HasSuffix(report, " 0 violations\n") || stderr != "" {
			t.Fatalf("run %d: checker report:\n%s\nstderr: %s", i, report, stderr)
		}
	}
	counts, _ := run(t, prog, "OPARI2_OMPT_TOOL=count", "OMP_NUM_THREADS=3", "OMP_MAX_ACTIVE_LEVELS=2")
	for _, want := range []string{"ompt_callback_task_create: 66\n", "ompt_callback_task_dependences: 40\n", "ompt_callback_nest_lock begin: 3\n"} {
		if !strings.Contains(counts, want) {
			t.Errorf("counts lack %q:\n%s", want, counts)
		}
	}
}

// TestNoRecordLost: many records per thread (hundreds of full buffers,
// handed over while the program runs) all reach the tool.
func TestNoRecordLost(t *testing.T) {
	prog := compile(t, testdata("many.c"))
	const reps = 200000 // per thread, many.c's default
	counts, stderr := run(t, prog, "OPARI2_OMPT_TOOL=count", "OMP_NUM_THREADS=2")
	if stderr != "" {
		t.Errorf("stderr: %s", stderr)
	}
	for _, want := range []string{
		fmt.Sprintf("ompt_callback_mutex_acquire: %d\n", 2*reps),
		fmt.Sprintf("ompt_callback_mutex_acquired: %d\n", 2*reps),
		fmt.Sprintf("ompt_callback_mutex_released: %d\n", 2*reps),
	} {
		if !strings.Contains(counts, want) {
			t.Errorf("counts lack %q:\n%s", want, counts)
		}
	}
}

// TestJacobiSequences: jacobi (C) under libomp with 4 threads; the
// checker finds no violation and the per-thread construct sequences are
// testdata/jacobi_c.seq, kept for the comparison with the Go tools on libpomp2.
func TestJacobiSequences(t *testing.T) {
	dir := filepath.Join(testlib.Corpus(t), "jacobi", "C")
	prog := compile(t, filepath.Join(dir, "jacobi.c"), filepath.Join(dir, "main.c"))
	seqFile := filepath.Join(t.TempDir(), "jacobi.seq")
	report, stderr := run(t, prog, "OPARI2_OMPT_TOOL=checker", "OPARI2_OMPT_SEQUENCES="+seqFile, "OMP_NUM_THREADS=4")
	if !strings.HasSuffix(report, " 4 threads, 0 violations\n") || stderr != "" {
		t.Fatalf("checker report:\n%s\nstderr: %s", report, stderr)
	}
	b, err := os.ReadFile(seqFile)
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "jacobi_c.seq", string(b))
	seqs, err := checker.ReadSequences(strings.NewReader(string(b)))
	if err != nil {
		t.Fatal(err)
	}
	if len(seqs) != 4 {
		t.Fatalf("%d threads in the sequences, want 4", len(seqs))
	}
	for i, s := range seqs {
		if s.Thread != i {
			t.Errorf("sequence %d is of thread %d", i, s.Thread)
		}
	}
}

// TestToolSelection: OPARI2_OMPT_TOOL=off declines in ompt_start_tool;
// an unknown tool name is reported and the program runs untouched.
func TestToolSelection(t *testing.T) {
	prog := compile(t, testdata("constructs.c"))
	lib := toolLibrary(t)
	for _, tc := range []struct{ tool, stderr string }{
		{"off", ""},
		{"bogus", `opari2-ompt: OPARI2_OMPT_TOOL="bogus": want checker, count, none, printer or off; the tool is off` + "\n"},
	} {
		outFile := filepath.Join(t.TempDir(), "out")
		cmd := exec.Command(prog)
		cmd.Env = append(os.Environ(), "OMP_TOOL_LIBRARIES="+lib, "OPARI2_OMPT_TOOL="+tc.tool, "OPARI2_OMPT_OUTPUT="+outFile)
		var errb strings.Builder
		cmd.Stderr = &errb
		out, err := cmd.Output()
		if err != nil || !strings.HasPrefix(string(out), "sum=84 ") {
			t.Errorf("%s: %v, output %q", tc.tool, err, out)
		}
		if errb.String() != tc.stderr {
			t.Errorf("%s: stderr %q, want %q", tc.tool, errb.String(), tc.stderr)
		}
		if _, err := os.Stat(outFile); err == nil {
			t.Errorf("%s: an output file was written", tc.tool)
		}
	}
}
