package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"opari2/internal/testlib"
)

// The tests of the OMPT provider for C tools (provider*.c, docs/ompt.md
// "C tools"): the C tools of testdata/ompt/ctools, written only against
// omp-tools.h, built as shared libraries (loaded through
// OMP_TOOL_LIBRARIES) or linked into the instrumented programs (their
// ompt_start_tool then is in the program).

// cTools are the tools built for the tests, by name and kind.
var cTools struct {
	sync.Mutex
	dir   string
	built map[string]string
}

// cTool builds testdata/ompt/ctools/<name>.c once per test binary, as a
// shared library (kind "so") or an object to link into a program ("o").
func cTool(t *testing.T, name, kind string) string {
	t.Helper()
	library(t) // skips without gcc
	cTools.Lock()
	defer cTools.Unlock()
	key := name + "." + kind
	if p, ok := cTools.built[key]; ok {
		return p
	}
	if cTools.dir == "" {
		d, err := os.MkdirTemp("", "ctools")
		if err != nil {
			t.Fatal(err)
		}
		cTools.dir, cTools.built = d, map[string]string{}
	}
	src := filepath.Join(testlib.RepoRoot(), "testdata", "ompt", "ctools", name+".c")
	inc := filepath.Join(testlib.RepoRoot(), "internal", "omptools")
	out := filepath.Join(cTools.dir, key)
	args := []string{"-O2", "-Wall", "-Wextra", "-I", inc, "-o", out}
	if kind == "so" {
		args = append(args, "-fPIC", "-shared", src)
	} else {
		args = append(args, "-c", src)
	}
	testlib.Run(t, cTools.dir, nil, "gcc", args...)
	cTools.built[key] = out
	return out
}

func removeCTools() {
	if cTools.dir != "" {
		os.RemoveAll(cTools.dir)
	}
}

// linkedWith links the instrumented program built in dir (sharedProgram)
// again, with the C tool object tool in it; once per program and tool.
func linkedWith(t *testing.T, dir, tool string, extra ...string) string {
	t.Helper()
	shared.Lock()
	defer shared.Unlock()
	key := dir + "|" + tool
	if p, ok := shared.progs[key]; ok {
		return p[1]
	}
	tmp, err := os.MkdirTemp("", "pomp2prog")
	if err != nil {
		t.Fatal(err)
	}
	shared.dirs = append(shared.dirs, tmp)
	prog := filepath.Join(tmp, "prog-"+filepath.Base(tool))
	link(t, tmp, prog, append([]string{filepath.Join(dir, "init.c")}, objects(t, dir)...), lib.Path(t), append([]string{tool}, extra...)...)
	shared.progs[key] = [2]string{tmp, prog}
	return prog
}

// runCTool runs prog with env and returns what the C tool wrote (each of
// the tools writes to the file its OMPT_*_OUTPUT names) and the program's
// output.
func runCTool(t *testing.T, dir, prog string, env ...string) (toolOut, progOut string) {
	t.Helper()
	outFile := filepath.Join(t.TempDir(), "tool.out")
	env = append([]string{"OMP_NUM_THREADS=2", "POMP2_PROFILE=0", "POMP2_QUIET=1", "OMPT_PRINTER_OUTPUT=" + outFile,
		"OMPT_COUNT_OUTPUT=" + outFile, "OMPT_INQUIRY_OUTPUT=" + outFile}, env...)
	progOut = testlib.Run(t, dir, env, prog)
	b, err := os.ReadFile(outFile)
	if err != nil {
		t.Fatalf("the tool wrote no output: %v\n%s", err, progOut)
	}
	return string(b), progOut
}

// cToolProgram is a program of the C tool tests: sources in srcDir
// (testdata/pomp2 or the corpus' jacobi), instrumented with untied tasks
// kept.
type cToolProgram struct {
	name    string
	corpus  string // the corpus directory of the sources, "" for testdata/pomp2
	sources []string
	link    []string
}

var cToolPrograms = []cToolProgram{
	{name: "tasks_c", sources: []string{"tasks.c"}},
	{name: "tasks_f", sources: []string{"tasks.f90"}, link: []string{"-lgfortran"}},
	{name: "sync_c", sources: []string{"sync.c"}},
	{name: "sync_f", sources: []string{"sync.f90"}, link: []string{"-lgfortran"}},
	{name: "counts_c", sources: []string{"counts.c"}},
	{name: "counts_f", sources: []string{"counts.f90"}, link: []string{"-lgfortran"}},
	{name: "nested_c", sources: []string{"nested.c"}},
	{name: "jacobi_c", corpus: "jacobi/C", sources: []string{"jacobi.c", "main.c"}},
	{name: "jacobi_f", corpus: "jacobi/F", sources: []string{"VariableDef.f90", "jacobi.F90", "main.F90"}, link: []string{"-lgfortran"}},
}

func (p cToolProgram) build(t *testing.T) (dir, prog string) {
	t.Helper()
	src := filepath.Join(testlib.RepoRoot(), "testdata", "pomp2")
	if p.corpus != "" {
		src = filepath.Join(testlib.Corpus(t), p.corpus)
	}
	return sharedProgram(t, src, p.sources, p.link...)
}

// TestCToolPrinter: the C event printer on the construct programs of
// testdata/pomp2 (C and Fortran: tasks with nested, untied and if(0)
// tasks; locks, nest locks, critical, sections, ordered, single, master,
// flush, barriers; nested parallel regions) and the corpus' jacobi, two
// threads, loaded through OMP_TOOL_LIBRARIES and linked into the program:
// both give the same callbacks, per task and thread in a team, as the
// golden testdata/ctool_<program>.golden (testlib.Canonical: what the
// runtime decides, such as which thread runs a task, is factored out, and
// checked).
func TestCToolPrinter(t *testing.T) {
	for _, p := range cToolPrograms {
		t.Run(p.name, func(t *testing.T) {
			dir, prog := p.build(t)
			ways := map[string]string{}
			out, _ := runCTool(t, dir, prog, "OMP_TOOL_LIBRARIES="+cTool(t, "printer", "so"))
			ways["OMP_TOOL_LIBRARIES"] = out
			out, _ = runCTool(t, dir, linkedWith(t, dir, cTool(t, "printer", "o"), p.link...))
			ways["linked"] = out
			for way, out := range ways {
				got, errs := testlib.Canonical(out, testlib.CanonicalOptions{})
				for _, e := range errs {
					t.Errorf("%s: %s", way, e)
				}
				if strings.Contains(out, "(called on another thread)") {
					t.Errorf("%s: a thread_end not called on the ending thread itself:\n%s", way, out)
				}
				if !strings.Contains(out, `runtime_version="opari2 libpomp2 OMPT 1.0"`) || strings.Count(out, "ompt_event_runtime_shutdown") != 1 {
					t.Errorf("%s: tool not started by libpomp2 or not finalized once:\n%s", way, out)
				}
				golden(t, "ctool_"+p.name+".golden", got)
			}
		})
	}
}

// TestCToolInquiry: the inquiry tool (testdata/ompt/ctools/inquiry.c)
// checks from inside every callback that ompt_get_task_info and
// ompt_get_parallel_info at levels 0..2 answer what it set at the
// matching task_create, implicit_task and parallel_begin, that thread
// data persists, that states and frames are right, that begin data is
// read back at the end and that unique ids are unique across threads: on
// nested tasks (tasks, C and Fortran), nested parallel regions (nested)
// and the synchronization program. The counts of successful checks per
// level show that the levels were reached.
func TestCToolInquiry(t *testing.T) {
	for _, tc := range []struct {
		program            cToolProgram
		taskLevel2, parLv2 bool
	}{
		{cToolPrograms[0], true, false},
		{cToolPrograms[1], true, false},
		{cToolPrograms[2], false, false},
		{cToolPrograms[6], true, true},
	} {
		t.Run(tc.program.name, func(t *testing.T) {
			dir, prog := tc.program.build(t)
			for _, env := range [][]string{{"OMP_TOOL_LIBRARIES=" + cTool(t, "inquiry", "so")}, {"OMP_NUM_THREADS=4", "OMP_TOOL_LIBRARIES=" + cTool(t, "inquiry", "so")}} {
				out, _ := runCTool(t, dir, prog, env...)
				var checks, failures, t0, t1, t2, p0, p1, p2, ids int
				line := out
				if i := strings.Index(out, "inquiry: checks="); i >= 0 {
					line = out[i:]
				}
				if _, err := fmt.Sscanf(line, "inquiry: checks=%d failures=%d task_levels=%d,%d,%d parallel_levels=%d,%d,%d ids=%d",
					&checks, &failures, &t0, &t1, &t2, &p0, &p1, &p2, &ids); err != nil || failures != 0 {
					t.Fatalf("%v: %v\n%s", env, err, out)
				}
				if checks < 500 || t0 == 0 || t1 == 0 || p0 == 0 || p1 == 0 || (tc.taskLevel2 && t2 == 0) || (tc.parLv2 && p2 == 0) || ids < 5 {
					t.Errorf("%v: too few checks reached:\n%s", env, out)
				}
			}
		})
	}
}

// TestCToolTwoWaysAgree: the whole printer output (not canonical) of the
// library way and the linked way differ only in what changes from run to
// run anyway: after NormalizePrinter both have the same lines per thread
// for jacobi, whose threads do the same on every run.
func TestCToolTwoWaysAgree(t *testing.T) {
	p := cToolPrograms[7]
	dir, prog := p.build(t)
	a, _ := runCTool(t, dir, prog, "OMP_TOOL_LIBRARIES="+cTool(t, "printer", "so"))
	b, _ := runCTool(t, dir, linkedWith(t, dir, cTool(t, "printer", "o")))
	if d := cmp.Diff(testlib.NormalizePrinter(a, true), testlib.NormalizePrinter(b, true)); d != "" {
		t.Errorf("OMP_TOOL_LIBRARIES and linked (-library +linked):\n%s", d)
	}
}

// TestCToolActivation: a tool is found as the OpenMP specification (002)
// says: the ompt_start_tool of the program first; the libraries of
// OMP_TOOL_LIBRARIES, in order, only when the program has none (one that
// declines there means no tool); a library that does not load or whose
// ompt_start_tool declines is passed over; an initializer returning 0
// leaves the tool inactive (no finalize); OMP_TOOL is read as 002 says
// (any case, blanks around; another value is an error: no tool). The
// tool's finalize runs once: at the program's POMP2_Finalize, with no
// callback afterwards, at exit, or when the tool calls
// ompt_finalize_tool.
func TestCToolActivation(t *testing.T) {
	p := cToolPrograms[2] // sync.c
	dir, prog := p.build(t)
	printerSO, countSO := cTool(t, "printer", "so"), cTool(t, "count", "so")
	withPrinter := linkedWith(t, dir, cTool(t, "printer", "o"))
	withCount := linkedWith(t, dir, cTool(t, "count", "o"))
	run := func(prog string, env ...string) (printer, count, progOut string) {
		t.Helper()
		tmp := t.TempDir()
		pf, cf := filepath.Join(tmp, "printer.out"), filepath.Join(tmp, "count.out")
		env = append([]string{"OMP_NUM_THREADS=2", "POMP2_PROFILE=0", "POMP2_QUIET=1", "OMPT_PRINTER_OUTPUT=" + pf, "OMPT_COUNT_OUTPUT=" + cf}, env...)
		progOut = testlib.Run(t, dir, env, prog)
		b1, _ := os.ReadFile(pf)
		b2, _ := os.ReadFile(cf)
		return string(b1), string(b2), progOut
	}
	started := func(out string) bool { return strings.Contains(out, "ompt_start_tool") }
	finalized := func(printer, count string) bool {
		return strings.Count(printer, "ompt_event_runtime_shutdown") == 1 || strings.Count(count, "count: total:") == 1
	}

	pr, co, _ := run(withPrinter, "OMP_TOOL_LIBRARIES="+countSO)
	if !started(pr) || !finalized(pr, "") || started(co) {
		t.Errorf("program's tool and a library: the program's must be the tool:\nprinter:\n%s\ncount:\n%s", pr, co)
	}
	pr, co, _ = run(withCount, "OMPT_COUNT_DECLINE=1", "OMP_TOOL_LIBRARIES="+printerSO)
	if !strings.Contains(co, "count: declines") || started(pr) {
		t.Errorf("the program's tool declines: no tool (the libraries are not asked):\nprinter:\n%s\ncount:\n%s", pr, co)
	}
	pr, co, _ = run(prog, "OMPT_COUNT_DECLINE=1", "OMP_TOOL_LIBRARIES="+filepath.Join(t.TempDir(), "missing.so")+":"+countSO+":"+printerSO)
	if !strings.Contains(co, "count: declines") || !started(pr) || !finalized(pr, "") {
		t.Errorf("libraries in order, the missing and the declining passed over:\nprinter:\n%s\ncount:\n%s", pr, co)
	}
	_, co, _ = run(prog, "OMPT_COUNT_NOINIT=1", "OMP_TOOL_LIBRARIES="+countSO)
	if !strings.Contains(co, "count: initializer returns 0") || strings.Contains(co, "count: total:") || strings.Contains(co, "thread_begin") {
		t.Errorf("initializer returning 0: no callbacks, no finalize:\n%s", co)
	}
	_, co, out := run(prog, "OMP_TOOL=bogus", "OMP_TOOL_LIBRARIES="+countSO)
	if started(co) || !strings.Contains(out, "pomp2: OMP_TOOL=bogus: want enabled or disabled; no OMPT tool") {
		t.Errorf("OMP_TOOL=bogus: want an error and no tool:\n%s\n%s", co, out)
	}
	_, co, _ = run(prog, "OMP_TOOL= Enabled ", "OMP_TOOL_LIBRARIES="+countSO)
	if !started(co) || !finalized("", co) {
		t.Errorf("OMP_TOOL=' Enabled ': want the tool:\n%s", co)
	}

	_, co, _ = run(prog, "OMPT_COUNT_FINALIZE=1", "OMP_TOOL_LIBRARIES="+countSO)
	if strings.Count(co, "count: total:") != 1 || !strings.Contains(co, "count: parallel_end: 1\n") ||
		!strings.Contains(co, "count: thread_end: 2\n") || !strings.Contains(co, "count: initial_task end: 1\n") {
		t.Errorf("ompt_finalize_tool at the parallel end: the threads end, the tool is finalized once:\n%s", co)
	}

	fdir, fprog := sharedProgram(t, filepath.Join(testlib.RepoRoot(), "testdata", "pomp2"), []string{"finalize.c"})
	out, progOut := runCTool(t, fdir, fprog, "OMP_TOOL_LIBRARIES="+printerSO)
	if strings.Count(out, "ompt_event_runtime_shutdown") != 1 || strings.Count(out, "ompt_event_parallel_begin") != 1 ||
		!strings.HasSuffix(out, "ompt_event_runtime_shutdown\n") || !strings.Contains(progOut, "4\n") {
		t.Errorf("POMP2_Finalize by the program: one finalize, nothing after it:\n%s\n%s", out, progOut)
	}
}

// TestCToolThreadsExit: threads the program creates and ends (pthreads
// calling the POMP2 API, testdata/pomp2/threads.c) end on their own
// thread, at their exit: every thread's callbacks are counted exactly.
// Each program thread is an initial thread with its initial task, as
// under libomp.
func TestCToolThreadsExit(t *testing.T) {
	lib := library(t)
	dir := t.TempDir()
	prog := filepath.Join(dir, "threads")
	testlib.Run(t, dir, nil, "gcc", "-O2", "-fopenmp", "-I", filepath.Join(testlib.RepoRoot(), "pomp2", "include"), "-o", prog,
		filepath.Join(testlib.RepoRoot(), "testdata", "pomp2", "threads.c"), lib, "-lpthread")
	out, _ := runCTool(t, dir, prog, "OMP_TOOL_LIBRARIES="+cTool(t, "count", "so"))
	for _, want := range []string{"count: thread_begin: 9\n", "count: thread_end: 9\n", "count: mutex_acquire: 9000\n",
		"count: mutex_acquired: 9000\n", "count: mutex_released: 9000\n", "count: initial_task begin: 9\n", "count: initial_task end: 9\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("want %q:\n%s", want, out)
		}
	}
}

// TestCToolStress: 16 threads (on however few cores) and the count tool:
// every callback arrives, counted exactly. testdata/pomp2/ompt_stress.c
// has R regions of T threads with K loop iterations per thread; the
// counts follow from its structure (see there). A sync region's wait
// goes on while a task runs in it, as under libomp: one wait per sync
// region, however many tasks the tool sees switched to in it
// (task_switches_in_sync).
// Then the stress program of the library (testdata/pomp2/stress.c: the
// POMP2 API called directly, 16 x 20000 atomic regions), with the
// measurement on and off: the callbacks do not depend on it.
func TestCToolStress(t *testing.T) {
	if testing.Short() {
		t.Skip("stress test")
	}
	const T, R, K = 16, 20, 64
	dir, prog := sharedProgram(t, filepath.Join(testlib.RepoRoot(), "testdata", "pomp2"), []string{"ompt_stress.c"})
	count := "OMP_TOOL_LIBRARIES=" + cTool(t, "count", "so")
	out, progOut := runCTool(t, dir, prog, count, "OMP_WAIT_POLICY=passive")
	if !strings.Contains(progOut, fmt.Sprintf("%d %d %d\n", T*K*R, T*K*R, T*R)) {
		t.Fatalf("program output: %s", progOut)
	}
	got := map[string]int{}
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		name, n, ok := strings.Cut(strings.TrimPrefix(l, "count: "), ": ")
		if v, err := strconv.Atoi(n); ok && err == nil {
			got[name] = v
		}
	}
	in := got["task_switches_in_sync"]
	tr, tkr := T*R, T*K*R
	want := map[string]int{
		"thread_begin": T, "thread_end": T, "parallel_begin": R, "parallel_end": R,
		"initial_task begin": 1, "initial_task end": 1, "implicit_task begin": tr, "implicit_task end": tr,
		"work begin": 2 * tr, "work end": 2 * tr, "masked begin": R, "masked end": R, "dispatch": 0,
		"task_create": tr, "task_schedule switch": tr, "task_schedule complete": tr, "task_switches_in_sync": in,
		// per thread and region: for, taskwait, barrier, single, parallel
		"sync_region begin": 5 * tr, "sync_region end": 5 * tr,
		"sync_region_wait begin": 5 * tr, "sync_region_wait end": 5 * tr,
		// critical and atomic per iteration; atomic per task; lock; nest lock twice
		"mutex_acquire": 2*tkr + tr + tr + 2*tr, "mutex_acquired": 2*tkr + tr + tr + tr,
		"mutex_released": 2*tkr + tr + tr + tr, "nest_lock begin": tr, "nest_lock end": tr,
		"lock_init": 2, "lock_destroy": 2, "flush": 0,
	}
	total := 0
	for k, v := range want {
		if k != "task_switches_in_sync" {
			total += v
		}
	}
	want["total"] = total
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("callback counts (-want +got):\n%s", d)
	}
	if in > tr {
		t.Errorf("%d task switches in sync regions, more than the %d tasks", in, tr)
	}

	lib := library(t)
	sdir := t.TempDir()
	stress := filepath.Join(sdir, "stress")
	testlib.Run(t, sdir, nil, "gcc", "-O2", "-fopenmp", "-I", filepath.Join(testlib.RepoRoot(), "pomp2", "include"), "-o", stress,
		filepath.Join(testlib.RepoRoot(), "testdata", "pomp2", "stress.c"), lib, "-lpthread")
	for _, env := range [][]string{{"POMP2_OUTPUT_DIR=" + sdir}, {"POMP2_ENABLE=0"}} {
		outFile := filepath.Join(t.TempDir(), "count.out")
		testlib.Run(t, sdir, append(env, count, "OMPT_COUNT_OUTPUT="+outFile, "OMP_NUM_THREADS=16", "OMP_WAIT_POLICY=passive", "POMP2_QUIET=1"), stress, "20000")
		b, _ := os.ReadFile(outFile)
		out := string(b)
		for _, w := range []string{"count: thread_begin: 16\n", "count: thread_end: 16\n", "count: mutex_acquire: 320000\n",
			"count: mutex_acquired: 320000\n", "count: mutex_released: 320000\n", "count: total: 960034\n"} {
			if !strings.Contains(out, w) {
				t.Errorf("%v: want %q:\n%s", env, w, out)
			}
		}
	}
}

// TestCLayerSanitized: the C layer of the library (pomp2.c, provider*.c,
// fortran.c, signals.c, calibrate.c, gomp.c: the recording, the OMPT provider,
// the stop signals' handlers, the cost estimate) built with
// -fsanitize=address,undefined, without the Go side
// (testdata/sanitize/gostub.c stands in for it), linked into the
// instrumented programs and run with the C tools: no memory error, no
// undefined behaviour, no leak (the inquiry tool keeps its records, so
// leaks are not looked for with it). AddressSanitizer rather than
// ThreadSanitizer: libgomp is not built with TSan, whose reports about
// data handed over through the runtime's own synchronization would be
// false.
func TestCLayerSanitized(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the C layer and the programs with sanitizers")
	}
	library(t) // skips without gcc
	root := testlib.RepoRoot()
	work := t.TempDir()
	san := []string{"-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-fno-omit-frame-pointer"}
	var objs []string
	// every C file of the library but the OTF2 writer (called from Go only)
	srcs, err := filepath.Glob(filepath.Join(root, "pomp2/lib/*.c"))
	if err != nil {
		t.Fatal(err)
	}
	for i := range srcs {
		srcs[i], _ = filepath.Rel(root, srcs[i])
	}
	srcs = slices.DeleteFunc(srcs, func(s string) bool { return s == "pomp2/lib/otf2.c" })
	for _, src := range append(srcs, "ompt/libomp/recorder/recorder.c", "pomp2/lib/testdata/sanitize/gostub.c") {
		obj := filepath.Join(work, strings.TrimSuffix(filepath.Base(src), ".c")+".o")
		args := append([]string{"-O1", "-g", "-std=gnu11", "-fopenmp", "-Wall"}, san...)
		args = append(args, "-I", filepath.Join(root, "pomp2/lib/testdata/sanitize"), "-I", filepath.Join(root, "pomp2/lib"),
			"-I", filepath.Join(root, "internal/chunkq"), "-I", filepath.Join(root, "ompt/libomp/recorder"),
			"-I", filepath.Join(root, "internal/omptools"), "-I", filepath.Join(root, "pomp2/include/opari2"), "-c", "-o", obj, filepath.Join(root, src))
		cmd := exec.Command("gcc", args...)
		if out, err := cmd.CombinedOutput(); err != nil {
			if strings.Contains(string(out), "asan") || strings.Contains(string(out), "sanitize") {
				t.Skipf("no sanitizer here: %s", out)
			}
			t.Fatalf("%v\n%s", err, out)
		}
		objs = append(objs, obj)
	}
	asanLib := filepath.Join(work, "libpomp2asan.a")
	testlib.Run(t, work, nil, "ar", append([]string{"rcs", asanLib}, objs...)...)

	printer, inquiry, count := cTool(t, "printer", "so"), cTool(t, "inquiry", "so"), cTool(t, "count", "so")
	for _, tc := range []struct {
		name    string
		sources []string
		link    []string
		tools   []string
	}{
		{"tasks_c", []string{"tasks.c"}, nil, []string{printer, inquiry}},
		{"tasks_f", []string{"tasks.f90"}, []string{"-lgfortran"}, []string{printer, inquiry}},
		{"sync_c", []string{"sync.c"}, nil, []string{printer, inquiry, count}},
		{"sync_f", []string{"sync.f90"}, []string{"-lgfortran"}, []string{printer}},
		{"nested_c", []string{"nested.c"}, nil, []string{printer, inquiry, count}},
		{"ompt_stress_c", []string{"ompt_stress.c"}, nil, []string{count}},
		{"finalize_c", []string{"finalize.c"}, nil, []string{printer}},
		{"taskrec_c", []string{"taskrec.c"}, nil, []string{count}}, // the profile's nested task runs
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir, _ := sharedProgram(t, filepath.Join(root, "testdata", "pomp2"), tc.sources, tc.link...)
			prog := filepath.Join(t.TempDir(), "prog-asan")
			args := append([]string{"-fopenmp", "-o", prog, filepath.Join(dir, "init.c")}, objects(t, dir)...)
			args = append(append(args, asanLib, "-lpthread", "-lm"), san...)
			testlib.Run(t, dir, nil, "gcc", append(args, tc.link...)...)
			for _, tool := range tc.tools {
				leaks := "1"
				if tool == inquiry {
					leaks = "0"
				}
				out, progOut := runCTool(t, dir, prog, "OMP_TOOL_LIBRARIES="+tool, "OMP_WAIT_POLICY=passive",
					"ASAN_OPTIONS=detect_leaks="+leaks+":abort_on_error=0", "UBSAN_OPTIONS=print_stacktrace=1")
				if strings.Contains(progOut, "Sanitizer") || strings.Contains(progOut, "runtime error") || strings.Contains(out, "failures=") && !strings.Contains(out, "failures=0") {
					t.Errorf("%s:\n%s\n%s", filepath.Base(tool), progOut, out)
				}
			}
			// the recorder, the provider's tool for a Go tool (the stub
			// keeps its records)
			progOut := testlib.Run(t, dir, []string{"OMP_NUM_THREADS=2", "POMP2_PROFILE=0", "POMP2_QUIET=1", "POMP2_OMPT_TOOL=printer",
				"OMP_WAIT_POLICY=passive", "ASAN_OPTIONS=detect_leaks=0:abort_on_error=0", "UBSAN_OPTIONS=print_stacktrace=1"}, prog)
			if strings.Contains(progOut, "Sanitizer") || strings.Contains(progOut, "runtime error") {
				t.Errorf("recorder:\n%s", progOut)
			}
		})
	}
	// the profile trees grown past their first block (hundreds of paths,
	// 100 deep), on two threads
	t.Run("paths_c", func(t *testing.T) {
		dir := t.TempDir()
		prog := filepath.Join(dir, "paths-asan")
		args := append([]string{"-O1", "-g", "-fopenmp", "-I", filepath.Join(root, "pomp2/include"), "-o", prog,
			filepath.Join(root, "testdata/pomp2/paths.c"), asanLib, "-lpthread", "-lm"}, san...)
		testlib.Run(t, dir, nil, "gcc", args...)
		out := testlib.Run(t, dir, []string{"ASAN_OPTIONS=detect_leaks=1:abort_on_error=0", "UBSAN_OPTIONS=print_stacktrace=1"}, prog)
		if strings.Contains(out, "Sanitizer") || strings.Contains(out, "runtime error") || !strings.Contains(out, "done") {
			t.Errorf("paths:\n%s", out)
		}
	})
}

// sharedLib is libpomp2.so, built for TestCToolSharedLibrary.
var sharedLib = &testlib.Library{Dir: filepath.Join(testlib.RepoRoot(), "pomp2", "lib"), Mode: "c-shared", Name: "libpomp2.so"}

// TestCToolSharedLibrary: with libpomp2.so (what -lpomp2 picks when both
// libraries are installed) the tool is found both ways too: the weak
// reference of the library resolves to the program's ompt_start_tool at
// load time (the linker exports it, since the library refers to it).
func TestCToolSharedLibrary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds libpomp2.so")
	}
	dir, _ := cToolPrograms[2].build(t) // sync.c
	so := sharedLib.Path(t)
	tmp := t.TempDir()
	objs := append([]string{filepath.Join(dir, "init.c")}, objects(t, dir)...)
	for _, way := range []struct {
		name  string
		extra []string
		env   []string
	}{
		{"linked", []string{cTool(t, "printer", "o")}, nil},
		{"OMP_TOOL_LIBRARIES", nil, []string{"OMP_TOOL_LIBRARIES=" + cTool(t, "printer", "so")}},
	} {
		prog := filepath.Join(tmp, "prog-"+strings.ReplaceAll(way.name, "_", ""))
		args := append(append([]string{"-fopenmp", "-o", prog}, objs...), way.extra...)
		args = append(args, "-L", filepath.Dir(so), "-Wl,-rpath,"+filepath.Dir(so), "-lpomp2", "-lpthread")
		testlib.Run(t, tmp, nil, "gcc", args...)
		out, _ := runCTool(t, dir, prog, way.env...)
		got, errs := testlib.Canonical(out, testlib.CanonicalOptions{})
		for _, e := range errs {
			t.Errorf("%s: %s", way.name, e)
		}
		golden(t, "ctool_sync_c.golden", got)
	}
}
