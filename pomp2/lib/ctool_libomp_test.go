package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"opari2/internal/testlib"
)

// clangOpenMP compiles sources (not instrumented) with clang -fopenmp,
// for LLVM's libomp; it skips the test when clang or libomp is missing.
func clangOpenMP(t *testing.T, dir string, sources []string) string {
	t.Helper()
	if _, err := exec.LookPath("clang"); err != nil {
		t.Skip("clang not installed: no libomp side")
	}
	prog := filepath.Join(t.TempDir(), "prog-clang")
	args := append([]string{"-O2", "-fopenmp", "-o", prog}, sources...)
	cmd := exec.Command("clang", append(args, "-lm")...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Skipf("clang -fopenmp cannot build the program (libomp-dev missing?): %v\n%s", err, out)
	}
	return prog
}

var (
	agreeDrop  = regexp.MustCompile(`(: |, )(codeptr_ra|count|impl|parent_task_frame\.exit|reenter|parent_task_id)=[^,]*`)
	agreeEnd   = regexp.MustCompile(`^(  ompt_event_(?:wait_)?barrier_implicit\w*_end|  ompt_event_(?:implicit|initial)_task_end): parallel_id=\d+, (task_id=\d+)(?:, team_size=\d+)?`)
	agreeNames = strings.NewReplacer(
		"ompt_event_barrier_implicit_parallel_", "ompt_event_barrier_implicit_",
		"ompt_event_barrier_implicit_workshare_", "ompt_event_barrier_implicit_",
		"ompt_event_wait_barrier_implicit_parallel_", "ompt_event_wait_barrier_implicit_",
		"ompt_event_wait_barrier_implicit_workshare_", "ompt_event_wait_barrier_implicit_",
		"_test_lock:", "_lock:", "_test_nest_lock:", "_nest_lock:")
)

// agreeable is a canonical printer output (testlib.Canonical) with the
// differences between libomp and libpomp2 that TestCToolAgreesWithLibomp
// explains taken out.
func agreeable(canonical string) string {
	var b strings.Builder
	for _, l := range strings.Split(canonical, "\n") {
		switch {
		case strings.HasPrefix(l, "tool: "), strings.HasPrefix(l, "threads: "), strings.HasPrefix(l, "dispatched "),
			strings.Contains(l, "barrier_implementation_"), strings.Contains(l, "ompt_event_reduction_"), strings.Contains(l, "_atomic:"):
			continue
		}
		l = agreeDrop.ReplaceAllStringFunc(l, func(s string) string {
			if strings.HasPrefix(s, ": ") {
				return ": "
			}
			return ""
		})
		l = agreeEnd.ReplaceAllString(agreeNames.Replace(l), "$1: $2")
		b.WriteString(l + "\n")
	}
	// ids again in order of appearance: dropped lines had some
	return testlib.Renumber(b.String())
}

// TestCToolAgreesWithLibomp: the same C tool (the event printer) on the
// same C programs, compiled with clang and run under LLVM's libomp, and
// instrumented, compiled with gcc and run with libpomp2: the callbacks of
// every task and team thread (testlib.Canonical) agree for everything
// both report. The remaining differences, taken out by agreeable:
//
//   - libomp 14 reports both implicit barriers with the 5.0 kind
//     barrier_implicit; libpomp2 tells barrier_implicit_parallel from
//     barrier_implicit_workshare (5.1);
//   - libomp reports the reduction's own barrier (barrier_implementation)
//     and reductions; POMP2 has no event for them;
//   - libomp reports if(0) tasks (undeferred: created and run at once);
//     the instrumented code calls nothing for them (Canonical inlines
//     libomp's, so their events are the creating task's, and the parent
//     task of the tasks they create is not compared);
//   - libomp reports lock tests with the lock's kind, libpomp2 with
//     test_lock and test_nest_lock (5.x);
//   - libomp passes loop trip counts and no section counts (libpomp2: 0
//     and the section count), a mutex implementation of its own, the
//     return addresses of its entry points as codeptr_ra (libpomp2: one
//     per construct) and frames with other conventions;
//   - libomp does not implement dispatch; the tool lines (runtime
//     version, set_callback answers, states) and the number of threads
//     (libomp reuses them for nested teams) differ.
func TestCToolAgreesWithLibomp(t *testing.T) {
	for _, p := range []cToolProgram{cToolPrograms[0], cToolPrograms[2], cToolPrograms[4], cToolPrograms[6], cToolPrograms[7]} {
		t.Run(p.name, func(t *testing.T) {
			src := filepath.Join(testlib.RepoRoot(), "testdata", "pomp2")
			if p.corpus != "" {
				src = filepath.Join(testlib.Corpus(t), p.corpus)
			}
			clangProg := clangOpenMP(t, src, p.sources)
			dir, prog := p.build(t)
			printer := "OMP_TOOL_LIBRARIES=" + cTool(t, "printer", "so")
			llvm, _ := runCTool(t, src, clangProg, printer, "OMP_TOOL=enabled")
			if !strings.Contains(llvm, `runtime_version="LLVM OMP`) {
				t.Fatalf("the libomp run has no tool:\n%s", llvm)
			}
			ours, _ := runCTool(t, dir, prog, printer)
			lc, errs := testlib.Canonical(llvm, testlib.CanonicalOptions{InlineUndeferred: true})
			for _, e := range errs {
				t.Errorf("libomp: %s", e)
			}
			oc, errs := testlib.Canonical(ours, testlib.CanonicalOptions{})
			for _, e := range errs {
				t.Errorf("libpomp2: %s", e)
			}
			if d := cmp.Diff(agreeable(lc), agreeable(oc)); d != "" {
				t.Errorf("callbacks (-libomp +libpomp2):\n%s", d)
			}
		})
	}
}

// clangInstrumented compiles the instrumented C sources of a program
// sharedProgram built in dir with clang -fopenmp and links them with
// libpomp2 (and extra): a POMP2 program under LLVM's libomp.
func clangInstrumented(t *testing.T, dir string, sources []string, extra ...string) string {
	t.Helper()
	if _, err := exec.LookPath("clang"); err != nil {
		t.Skip("clang not installed")
	}
	out := t.TempDir()
	inc := filepath.Join(testlib.RepoRoot(), "pomp2", "include")
	var objs []string
	for _, s := range sources {
		base := strings.TrimSuffix(s, filepath.Ext(s))
		obj := filepath.Join(out, base+".o")
		cmd := exec.Command("clang", "-O1", "-fopenmp", "-I", inc, "-c", "-o", obj, filepath.Join(dir, base+".mod.c"))
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Skipf("clang -fopenmp: %v\n%s", err, b)
		}
		objs = append(objs, obj)
	}
	writeInitFile(t, out, objs)
	prog := filepath.Join(out, "prog-clang")
	args := append([]string{"-fopenmp", "-o", prog, filepath.Join(out, "init.c")}, objs...)
	args = append(args, lib.Path(t), "-lpthread", "-lm")
	testlib.Run(t, out, nil, "clang", append(args, extra...)...)
	return prog
}

// runMaybeTool runs prog with env and returns what the count tool wrote,
// "" if it was not started.
func runMaybeTool(t *testing.T, dir, prog string, env ...string) string {
	t.Helper()
	outFile := filepath.Join(t.TempDir(), "count.out")
	env = append([]string{"OMP_NUM_THREADS=2", "POMP2_PROFILE=0", "POMP2_QUIET=1", "OMPT_COUNT_OUTPUT=" + outFile}, env...)
	testlib.Run(t, dir, env, prog)
	b, _ := os.ReadFile(outFile)
	return string(b)
}

// TestPOMP2OMPTSetting: POMP2_OMPT decides who delivers the events of a
// POMP2 program to an OMPT tool when the OpenMP runtime has its own OMPT
// (clang + libomp): auto (the default) leaves it to the runtime, on makes
// libpomp2 deliver them and keeps the runtime from starting the tool, off
// never starts a tool from libpomp2. Under gcc (libgomp, no OMPT) auto and
// on start it in libpomp2. In every case the tool (the count tool, loaded
// through OMP_TOOL_LIBRARIES or linked into the program) is started once
// and gets every event once: one parallel region, two threads;
// OMP_TOOL=disabled starts none.
func TestPOMP2OMPTSetting(t *testing.T) {
	p := cToolPrograms[2] // sync.c
	dir, gccProg := p.build(t)
	countSO, countO := cTool(t, "count", "so"), cTool(t, "count", "o")
	progs := map[string]map[string]string{
		"gcc":   {"library": gccProg, "linked": linkedWith(t, dir, countO)},
		"clang": {"library": clangInstrumented(t, dir, p.sources), "linked": clangInstrumented(t, dir, p.sources, countO)},
	}
	const (
		llvm  = `runtime_version="LLVM OMP`
		ours  = `runtime_version="opari2 libpomp2 OMPT`
		none  = ""
		unset = "(unset)"
	)
	want := map[string]map[string]string{
		"gcc":   {unset: ours, "auto": ours, "on": ours, "off": none},
		"clang": {unset: llvm, "auto": llvm, "on": ours, "off": llvm},
	}
	for rt, ways := range progs {
		for way, prog := range ways {
			for mode, who := range want[rt] {
				for _, disabled := range []bool{false, true} {
					env := []string{}
					if mode != unset {
						env = append(env, "POMP2_OMPT="+mode)
					}
					if way == "library" {
						env = append(env, "OMP_TOOL_LIBRARIES="+countSO)
					}
					if disabled {
						env = append(env, "OMP_TOOL=disabled")
					}
					out := runMaybeTool(t, dir, prog, env...)
					name := fmt.Sprintf("%s %s POMP2_OMPT=%s disabled=%v", rt, way, mode, disabled)
					if disabled || who == none {
						if out != "" {
							t.Errorf("%s: a tool was started:\n%s", name, out)
						}
						continue
					}
					if strings.Count(out, "count: ompt_start_tool") != 1 || !strings.Contains(out, who) {
						t.Errorf("%s: want one start by %s:\n%s", name, who, out)
						continue
					}
					for _, c := range []string{"count: parallel_begin: 1\n", "count: parallel_end: 1\n", "count: thread_begin: 2\n",
						"count: implicit_task begin: 2\n", "count: lock_init: 2\n"} {
						if !strings.Contains(out, c) {
							t.Errorf("%s: want %q:\n%s", name, c, out)
						}
					}
				}
			}
		}
	}
}

var (
	goPrinterNames = strings.NewReplacer("ompt_event_master_", "ompt_event_masked_",
		"prior_task_status=ompt_task_others", "prior_task_status=ompt_task_switch",
		"invoker=ompt_invoker_runtime", "flags=ompt_parallel_invoker_runtime|ompt_parallel_team", "has_dependences=false", "has_dependences=no")
	cPrinterNames = strings.NewReplacer(
		"ompt_event_barrier_implicit_begin", "ompt_event_barrier_begin",
		"ompt_event_barrier_implicit_end", "ompt_event_barrier_end",
		"ompt_event_wait_barrier_implicit_begin", "ompt_event_wait_barrier_begin",
		"ompt_event_wait_barrier_implicit_end", "ompt_event_wait_barrier_end",
		"ompt_event_barrier_implicit_parallel_", "ompt_event_barrier_",
		"ompt_event_barrier_implicit_workshare_", "ompt_event_barrier_",
		"ompt_event_barrier_explicit_", "ompt_event_barrier_",
		"ompt_event_wait_barrier_implicit_parallel_", "ompt_event_wait_barrier_",
		"ompt_event_wait_barrier_implicit_workshare_", "ompt_event_wait_barrier_",
		"ompt_event_wait_barrier_explicit_", "ompt_event_wait_barrier_",
		"_test_lock:", "_lock:", "_test_nest_lock:", "_nest_lock:")
	printerDrop = regexp.MustCompile(`, (codeptr_ra|parent_task_frame\.exit|reenter)=[^,]*`)
	// at the end of a region's last barrier the provider passes no
	// parallel data, as libomp (the region ended in the barrier); the Go
	// model passes the region's
	printerBarrierEnd = regexp.MustCompile(`^(  ompt_event_(?:wait_)?barrier_end): parallel_id=(?:\d+|end),`)
)

// goDispatch is a dispatch of a section as the Go printer writes it.
var goDispatch = regexp.MustCompile(`ompt_event_dispatch: parallel_id=(\d+), task_id=(\d+), kind=ompt_dispatch_section, instance=(\d+)`)

// goDispatchAsC writes the Go printer's dispatch of a section as the C
// printer does, for Canonical to count them.
func goDispatchAsC(s string) string {
	return goDispatch.ReplaceAllStringFunc(s, func(m string) string {
		f := goDispatch.FindStringSubmatch(m)
		addr, _ := strconv.ParseUint(f[3], 10, 64)
		return fmt.Sprintf("ompt_event_dispatch_section: parallel_id=%s, task_id=%s, instance.ptr=%#x", f[1], f[2], addr)
	})
}

// comparableCallbacks is a canonical printer output with what the C
// printer and the Go printer write differently taken out
// (TestGoToolsSeeCToolCallbacks).
func comparableCallbacks(canonical string) string {
	var b strings.Builder
	for _, l := range strings.Split(canonical, "\n") {
		if strings.HasPrefix(l, "tool: ") {
			continue
		}
		l = agreeEnd.ReplaceAllString(cPrinterNames.Replace(printerDrop.ReplaceAllString(l, "")), "$1: $2")
		l = printerBarrierEnd.ReplaceAllString(l, "$1:")
		b.WriteString(l + "\n")
	}
	return testlib.Renumber(b.String())
}

// TestGoToolsSeeCToolCallbacks: one mapping of POMP2 events to OMPT
// callbacks. Every program of the C tool tests, run once with the C
// printer (the provider's callbacks, live) and once with the Go printer
// (the same callbacks, recorded by the OMPT recorder and replayed into
// the Go model): per task and team thread, the same callbacks with the
// same ids (threads, teams, tasks, wait ids), 2 and 4 threads. What the
// two printers write differently is taken out (comparableCallbacks: the Go
// model follows 002's names, master, ompt_task_others, invoker, barrier
// kinds in the wait state, no test_lock kind, no dispatch; frames and
// codeptr_ra are dropped).
func TestGoToolsSeeCToolCallbacks(t *testing.T) {
	for _, p := range cToolPrograms {
		t.Run(p.name, func(t *testing.T) {
			dir, prog := p.build(t)
			goOut := filepath.Join(t.TempDir(), "go.out")
			for _, threads := range []string{"2", "4"} {
				c, _ := runCTool(t, dir, prog, "OMP_NUM_THREADS="+threads, "OMP_TOOL_LIBRARIES="+cTool(t, "printer", "so"))
				testlib.Run(t, dir, []string{"OMP_NUM_THREADS=" + threads, "POMP2_PROFILE=0", "POMP2_QUIET=1",
					"POMP2_OMPT_TOOL=printer", "POMP2_OMPT_OUTPUT=" + goOut}, prog)
				g, err := os.ReadFile(goOut)
				if err != nil {
					t.Fatal(err)
				}
				cc, errs := testlib.Canonical(c, testlib.CanonicalOptions{})
				for _, e := range errs {
					t.Errorf("C: %s", e)
				}
				gc, errs := testlib.Canonical(goDispatchAsC(goPrinterNames.Replace(string(g))), testlib.CanonicalOptions{})
				for _, e := range errs {
					t.Errorf("Go: %s", e)
				}
				if d := cmp.Diff(comparableCallbacks(gc), comparableCallbacks(cc)); d != "" {
					t.Errorf("%s threads: callbacks (-Go +C):\n%s", threads, d)
				}
			}
		})
	}
}
