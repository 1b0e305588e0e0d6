package main

import (
	"os/exec"
	"path/filepath"
	"regexp"
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
