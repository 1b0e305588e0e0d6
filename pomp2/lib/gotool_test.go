package main

import (
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"

	"opari2/internal/testlib"
	"opari2/ompt/tools/checker"
)

// The tests of Go tools on libpomp2 (the provider's callbacks, recorded
// and replayed): programs instrumented with the rewriter, linked with libpomp2 and run with POMP2_OMPT_TOOL, whose
// tool output is compared with goldens (printer) or checked (checker).

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

func golden(t *testing.T, name, got string) {
	t.Helper()
	testlib.Golden(t, filepath.Join("testdata", name), got, *update)
}

// runTool runs prog with the Go tool and returns what the tool
// wrote and the program's output.
func runTool(t *testing.T, dir, prog, tool string, env ...string) (toolOut, progOut string) {
	t.Helper()
	outFile := filepath.Join(t.TempDir(), "tool.out")
	env = append([]string{"OMP_NUM_THREADS=2", "POMP2_PROFILE=0", "POMP2_QUIET=1",
		"POMP2_OMPT_TOOL=" + tool, "POMP2_OMPT_OUTPUT=" + outFile}, env...)
	progOut = testlib.Run(t, dir, env, prog)
	b, err := os.ReadFile(outFile)
	if err != nil {
		t.Fatalf("the tool wrote no output: %v\n%s", err, progOut)
	}
	return string(b), progOut
}

// TestGoToolPrinterJacobiC: the reference's jacobi C program, instrumented
// and linked with the library, run with 2 threads and the printer behind
// the Go printer: the callbacks of every thread are the golden's. The drain
// runs as configured by default (events replayed while the program runs).
// The output is normalized as that of libomp runs (testlib.NormalizePrinter:
// per thread, ids and addresses renumbered), codeptr_ra (region ids)
// renumbered too.
func TestGoToolPrinterJacobiC(t *testing.T) {
	checkGoPrinter(t, "C", []string{"jacobi.c", "main.c"}, "gotool_jacobi_c.golden")
}

// TestGoToolPrinterJacobiFortran is TestGoToolPrinterJacobiC for the
// Fortran 90 jacobi.
func TestGoToolPrinterJacobiFortran(t *testing.T) {
	checkGoPrinter(t, "F", []string{"VariableDef.f90", "jacobi.F90", "main.F90"}, "gotool_jacobi_f.golden", "-lgfortran")
}

func checkGoPrinter(t *testing.T, lang string, sources []string, goldenName string, link ...string) {
	src := filepath.Join(testlib.Corpus(t), "jacobi", lang)
	dir, prog := sharedProgram(t, src, sources, link...)
	out, _ := runTool(t, dir, prog, "printer")
	golden(t, goldenName, testlib.NormalizePrinter(out, true))
}

var checkerReport = regexp.MustCompile(`(?m)^pomp2 checker: \d+ events, (\d+) threads, 0 violations\n\z`)

// TestGoToolChecker: our test programs (tasks, sync, counts; C and
// Fortran) with the Go checker: every callback
// pairs up (begin/end, acquire/acquired/released, task create/schedule)
// and carries the right parallel and task data, per 002's rules as the
// checker knows them; the replay finds no inconsistency. Run once with
// the drain as configured by default and once with a 1 ms drain, so that
// events are replayed in many small batches while the program runs.
func TestGoToolChecker(t *testing.T) {
	forPrograms(t, []string{"tasks", "sync", "counts"}, false, func(t *testing.T, dir, prog string) {
		for _, drain := range []string{"5", "1"} {
			report, out := runTool(t, dir, prog, "checker", "POMP2_DRAIN_MS="+drain)
			m := checkerReport.FindStringSubmatch(report)
			if m == nil || m[1] != "2" {
				t.Errorf("drain %s ms: checker report:\n%s", drain, report)
			}
			if strings.Contains(out, "pomp2:") {
				t.Errorf("drain %s ms: the library reported:\n%s", drain, out)
			}
		}
	})
}

// TestGoToolCountSync: the sync program with the Go count
// tool (C and Fortran): every construct gives the callbacks the mapping
// of docs/ompt.md says, counted exactly. Locks: 2 set_lock and 2
// successful test_lock acquire, 4 unset release; the nest lock is
// acquired twice (mutex_acquired) and nested twice (nest_lock begin);
// ordered 4 acquired/released. Work: sections, loop and single on both
// threads; sync regions: the explicit barrier and the implicit barriers
// of sections, for and parallel on both threads. The implicit tasks
// include the initial task. mutex_acquire counts the failed test_lock
// calls too, so it is only bounded.
func TestGoToolCountSync(t *testing.T) {
	forPrograms(t, []string{"sync"}, false, func(t *testing.T, dir, prog string) {
		out, _ := runTool(t, dir, prog, "count")
		got := map[string]int{}
		for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
			name, n, ok := strings.Cut(line, ": ")
			v, err := strconv.Atoi(n)
			if !ok || err != nil {
				t.Fatalf("count line %q", line)
			}
			got[name] = v
		}
		if got["ompt_callback_mutex_acquire"] < 12 {
			t.Errorf("mutex_acquire: %d, want at least 12", got["ompt_callback_mutex_acquire"])
		}
		delete(got, "ompt_callback_mutex_acquire")
		delete(got, "total")
		want := map[string]int{
			"ompt_callback_thread_begin": 2, "ompt_callback_thread_end": 2,
			"ompt_callback_parallel_begin": 1, "ompt_callback_parallel_end": 1,
			"ompt_callback_implicit_task begin": 3, "ompt_callback_implicit_task end": 3,
			"ompt_callback_sync_region begin": 8, "ompt_callback_sync_region end": 8,
			"ompt_callback_sync_region_wait begin": 8, "ompt_callback_sync_region_wait end": 8,
			"ompt_callback_work begin": 6, "ompt_callback_work end": 6,
			"ompt_callback_master begin": 1, "ompt_callback_master end": 1,
			"ompt_callback_lock_init": 2, "ompt_callback_lock_destroy": 2,
			"ompt_callback_mutex_acquired": 10, "ompt_callback_mutex_released": 10,
			"ompt_callback_nest_lock begin": 2, "ompt_callback_nest_lock end": 2,
			"ompt_callback_flush": 2, "ompt_callback_dispatch": 2,
		}
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("callback counts (-want +got):\n%s", d)
		}
	})
}

// TestGoToolAgreesWithLibomp: jacobi (C) on libpomp2, 4 threads,
// and the same program compiled with clang and run under LLVM's libomp
// with the tool library (ompt/libomp): per thread, the construct
// sequences of the checker (parallel, implicit tasks, worksharing,
// master, barriers by kind; checker.Constructs) agree. The libomp side is
// a live run when clang and libomp are installed (the tool library built
// for the test), and always ompt/libomp/testdata/jacobi_c.seq, which
// ompt/libomp's TestJacobiSequences checks against a live run too.
//
// Normalization, in normalizeSequences: libomp's reduction barrier
// (barrier_implementation, the runtime's own barrier inside the reduction
// loop's region) is dropped: POMP2 has no event for it. The implicit
// barrier of the combined parallel for in main.c needs none: POMP2 records
// one implicit barrier for the combined construct, which the provider
// reports as the parallel region's (implicit_parallel), where libomp
// reports one barrier too; the test checks that both sequences have it so.
func TestGoToolAgreesWithLibomp(t *testing.T) {
	saved := readSequences(t, filepath.Join(testlib.RepoRoot(), "ompt", "libomp", "testdata", "jacobi_c.seq"))
	src := filepath.Join(testlib.Corpus(t), "jacobi", "C")
	sources := map[string][]checker.Sequence{"saved": saved}
	if live := libompSequences(t, src); live != nil {
		sources["live"] = live
	}
	dir, prog := sharedProgram(t, src, []string{"jacobi.c", "main.c"})
	seqFile := filepath.Join(t.TempDir(), "libpomp2.seq")
	report, _ := runTool(t, dir, prog, "checker", "OMP_NUM_THREADS=4", "POMP2_OMPT_SEQUENCES="+seqFile)
	if m := checkerReport.FindStringSubmatch(report); m == nil || m[1] != "4" {
		t.Fatalf("checker report:\n%s", report)
	}
	got := readSequences(t, seqFile)
	if !combinedForBarrier(got[0].Events) {
		t.Errorf("libpomp2: thread 0 has no combined parallel-for shape (loop_end, barrier_implicit_parallel_begin/end, implicit_task_end):\n%v", got[0].Events)
	}
	for name, want := range sources {
		if !combinedForBarrier(want[0].Events) {
			t.Errorf("libomp (%s): thread 0 has no combined parallel-for shape:\n%v", name, want[0].Events)
		}
		if d := cmp.Diff(normalizeSequences(want), normalizeSequences(got)); d != "" {
			t.Errorf("construct sequences (-libomp %s +libpomp2):\n%s", name, d)
		}
	}
}

// toolLib is the libomp tool library, built for TestGoToolAgreesWithLibomp.
var toolLib = &testlib.Library{Dir: filepath.Join(testlib.RepoRoot(), "ompt", "libomp"), Mode: "c-shared", Name: "libopari2-ompt.so"}

// libompSequences runs jacobi C, compiled with clang, under libomp with
// the tool library's checker (4 threads) and returns its construct
// sequences; nil (logged) without clang or libomp.
func libompSequences(t *testing.T, src string) []checker.Sequence {
	t.Helper()
	if _, err := exec.LookPath("clang"); err != nil {
		t.Log("clang not installed: the libomp side is the saved sequences only")
		return nil
	}
	dir := t.TempDir()
	prog := filepath.Join(dir, "jacobi")
	cmd := exec.Command("clang", "-O2", "-fopenmp", "-o", prog, filepath.Join(src, "jacobi.c"), filepath.Join(src, "main.c"), "-lm")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Logf("clang -fopenmp cannot build jacobi (libomp-dev missing?): the libomp side is the saved sequences only\n%s", out)
		return nil
	}
	seqFile := filepath.Join(dir, "libomp.seq")
	testlib.Run(t, dir, []string{"OMP_NUM_THREADS=4", "OMP_TOOL=enabled", "OMP_TOOL_LIBRARIES=" + toolLib.Path(t),
		"OPARI2_OMPT_TOOL=checker", "OPARI2_OMPT_OUTPUT=" + filepath.Join(dir, "checker.out"), "OPARI2_OMPT_SEQUENCES=" + seqFile}, prog)
	return readSequences(t, seqFile)
}

func readSequences(t *testing.T, path string) []checker.Sequence {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	seqs, err := checker.ReadSequences(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if len(seqs) == 0 {
		t.Fatalf("%s: no sequences", path)
	}
	return seqs
}

// normalizeSequences drops the runtime's own barriers
// (barrier_implementation_begin/end), which only libomp reports.
func normalizeSequences(seqs []checker.Sequence) []checker.Sequence {
	out := make([]checker.Sequence, len(seqs))
	for i, s := range seqs {
		out[i] = checker.Sequence{Thread: s.Thread, Type: s.Type}
		for _, e := range s.Events {
			if !strings.HasPrefix(e, "barrier_implementation_") {
				out[i].Events = append(out[i].Events, e)
			}
		}
	}
	return out
}

// combinedForBarrier reports whether the events of thread 0 begin with
// main.c's parallel for: its loop, then one barrier, of the parallel
// region, then the end of the implicit task.
func combinedForBarrier(ev []string) bool {
	want := []string{"parallel_begin", "implicit_task_begin", "loop_begin", "loop_end",
		"barrier_implicit_parallel_begin", "barrier_implicit_parallel_end", "implicit_task_end", "parallel_end"}
	return len(ev) >= len(want) && cmp.Equal(want, ev[:len(want)])
}

// forPrograms runs check on our test programs named by bases (tasks,
// sync, counts; C and Fortran, instrumented with untied tasks kept) and,
// with jacobi, on the reference's jacobi C. The programs are built once
// per test binary (sharedProgram): several tests run each.
func forPrograms(t *testing.T, bases []string, jacobi bool, check func(t *testing.T, dir, prog string)) {
	for _, base := range bases {
		t.Run(base, func(t *testing.T) {
			for _, l := range languages {
				t.Run(l.name, func(t *testing.T) {
					dir, prog := sharedProgram(t, filepath.Join(testlib.RepoRoot(), "testdata", "pomp2"), []string{base + l.ext}, l.link...)
					check(t, dir, prog)
				})
			}
		})
	}
	if jacobi {
		t.Run("jacobi", func(t *testing.T) {
			dir, prog := sharedProgram(t, filepath.Join(testlib.Corpus(t), "jacobi", "C"), []string{"jacobi.c", "main.c"})
			check(t, dir, prog)
		})
	}
}

// shared holds the programs sharedProgram built, by sources.
var shared struct {
	sync.Mutex
	dirs  []string
	progs map[string][2]string // dir, program
}

// sharedProgram is buildProgramOpts with untied tasks kept, building each
// program once per test binary (in a directory TestMain removes); the
// tests that share it must not write into its directory.
func sharedProgram(t *testing.T, srcDir string, sources []string, link ...string) (dir, prog string) {
	t.Helper()
	key := srcDir + "|" + strings.Join(sources, ",")
	shared.Lock()
	defer shared.Unlock()
	if p, ok := shared.progs[key]; ok {
		return p[0], p[1]
	}
	tmp, err := os.MkdirTemp("", "pomp2prog")
	if err != nil {
		t.Fatal(err)
	}
	shared.dirs = append(shared.dirs, tmp)
	dir, prog = buildProgramIn(t, tmp, srcDir, sources, []string{"--untied=keep,no-warn"}, link...)
	if shared.progs == nil {
		shared.progs = map[string][2]string{}
	}
	shared.progs[key] = [2]string{dir, prog}
	return dir, prog
}

func removeSharedPrograms() {
	for _, d := range shared.dirs {
		os.RemoveAll(d)
	}
}

// TestGoToolNested: nested parallelism (testdata/pomp2/nested.c: three
// times a team of two, each member forking an inner team of two) through
// the provider, which tells the concurrent inner teams apart: the checker
// finds consistent teams (thread numbers 0 and 1 in each, parent and task
// data matching the inquiry answers), and the counts are the program's (9 regions, 19 implicit tasks with
// the initial one, 12 loops, 48 criticals). With the drain as configured
// and with a 1 ms drain, several runs.
func TestGoToolNested(t *testing.T) {
	dir, prog := sharedProgram(t, filepath.Join(testlib.RepoRoot(), "testdata", "pomp2"), []string{"nested.c"})
	for run := 0; run < 3; run++ {
		for _, drain := range []string{"5", "1"} {
			report, out := runTool(t, dir, prog, "checker", "POMP2_DRAIN_MS="+drain)
			if checkerReport.FindStringSubmatch(report) == nil || strings.Contains(out, "pomp2:") || !strings.HasPrefix(out, "168\n") {
				t.Fatalf("drain %s ms: checker report:\n%s\nprogram:\n%s", drain, report, out)
			}
		}
	}
	counts, _ := runTool(t, dir, prog, "count")
	for _, want := range []string{"ompt_callback_parallel_begin: 9\n", "ompt_callback_parallel_end: 9\n",
		"ompt_callback_implicit_task begin: 19\n", "ompt_callback_implicit_task end: 19\n",
		"ompt_callback_work begin: 12\n", "ompt_callback_mutex_acquired: 48\n"} {
		if !strings.Contains(counts, want) {
			t.Errorf("counts lack %q:\n%s", want, counts)
		}
	}
}

// TestGoToolFailedRun: a POMP2 call the provider cannot place (the exit of
// an implicit barrier never entered) is a violation in the checker's
// summary, and the run ends with POMP2_OMPT_EXITCODE (66 by default, 0
// keeps the program's status); without a tool the status is the
// program's.
func TestGoToolFailedRun(t *testing.T) {
	lib := library(t)
	dir := t.TempDir()
	prog := filepath.Join(dir, "inconsistent")
	testlib.Run(t, dir, nil, "gcc", "-fopenmp", "-I", filepath.Join(testlib.RepoRoot(), "pomp2", "include"), "-o", prog,
		filepath.Join(testlib.RepoRoot(), "testdata", "pomp2", "inconsistent.c"), lib, "-lpthread")
	for _, c := range []struct {
		env    []string
		status int
		report string
	}{
		{[]string{"POMP2_OMPT_TOOL=checker"}, 66, "1 violations"},
		{[]string{"POMP2_OMPT_TOOL=checker", "POMP2_OMPT_EXITCODE=3"}, 3, "the exit of a barrier that was not entered"},
		{[]string{"POMP2_OMPT_TOOL=checker", "POMP2_OMPT_EXITCODE=0"}, 0, "1 violations"},
		{nil, 0, ""},
	} {
		cmd := exec.Command(prog)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), append(c.env, "POMP2_QUIET=1", "POMP2_OUTPUT_DIR="+dir)...)
		out, _ := cmd.CombinedOutput()
		if code := cmd.ProcessState.ExitCode(); code != c.status || !strings.Contains(string(out), "done\n") || !strings.Contains(string(out), c.report) {
			t.Errorf("%v: exit %d, printed:\n%s\nwant exit %d and %q", c.env, code, out, c.status, c.report)
		}
	}
}
