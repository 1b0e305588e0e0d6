package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"opari2/internal/testlib"
)

// LLVM's data race detector Archer (libarcher.so, shipped with libomp) is
// an OMPT tool that tells ThreadSanitizer about OpenMP's
// synchronization. On a gcc program built with -fsanitize=thread through
// opari2-gcc it gets libpomp2's callbacks: a gcc user gets a race
// detector for OpenMP (plain gcc + TSan reports races that are not
// there, see docs/ompt.md "Finding data races").

// archerLibrary is libarcher.so ($OPARI2_ARCHER, else LLVM's), "" if none.
func archerLibrary() string {
	if p := os.Getenv("OPARI2_ARCHER"); p != "" {
		return p
	}
	found, _ := filepath.Glob("/usr/lib/llvm-*/lib/libarcher.so")
	if len(found) == 0 {
		return ""
	}
	return found[len(found)-1]
}

var tsanReport = regexp.MustCompile(`WARNING: ThreadSanitizer: (.*)`)

// TestArcher: the race-free program of testdata/archer (worksharing
// loops, a reduction, sections, single, critical, atomic, ordered, a
// lock, barriers, master, tasks with depend clauses, taskwait, a
// parallel region's reduction and firstprivate copies) runs
// without a report, 3 times, and computes what it should; without the
// tool TSan reports false races in it (so the program tells); the racy
// program's race is reported at its line, each time; nothing crashes.
func TestArcher(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs sanitized programs")
	}
	archer := archerLibrary()
	if archer == "" {
		t.Skip("libarcher.so not found (libomp-dev; or set OPARI2_ARCHER)")
	}
	prefix := installation.Prefix(t)
	work := t.TempDir()
	probe := filepath.Join(work, "probe.c")
	if err := os.WriteFile(probe, []byte("int main(void){return 0;}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("gcc", "-fsanitize=thread", probe, "-o", filepath.Join(work, "probe")).CombinedOutput(); err != nil {
		t.Skipf("gcc has no ThreadSanitizer here: %v\n%s", err, out)
	}
	build := func(name string) string {
		prog := filepath.Join(work, name)
		src := filepath.Join(testlib.RepoRoot(), "testdata", "archer", name+".c")
		testlib.Run(t, work, nil, filepath.Join(prefix, "bin", "opari2-gcc"), "-fopenmp", "-g", "-fsanitize=thread", src, "-o", prog)
		return prog
	}
	run := func(prog string, tool bool) (out string, exitErr error) {
		cmd := exec.Command(prog)
		cmd.Dir = work
		cmd.Env = append(os.Environ(), "OMP_NUM_THREADS=2", "POMP2_QUIET=1", "POMP2_PROFILE=0",
			"TSAN_OPTIONS=ignore_noninstrumented_modules=1")
		if tool {
			cmd.Env = append(cmd.Env, "OMP_TOOL_LIBRARIES="+archer)
		}
		b, err := cmd.CombinedOutput()
		if ee, ok := err.(*exec.ExitError); ok && ee.ExitCode() < 0 {
			t.Fatalf("%s crashed: %v\n%s", filepath.Base(prog), err, b)
		}
		return string(b), err
	}

	free := build("racefree")
	const want = "499500 1 2 2 2 123 7 7 8 6\n"
	for i := 0; i < 3; i++ {
		out, err := run(free, true)
		if reports := tsanReport.FindAllString(out, -1); len(reports) > 0 || err != nil {
			t.Fatalf("run %d: %d reports on a race-free program (%v):\n%s", i+1, len(reports), err, out)
		}
		if !strings.Contains(out, want) {
			t.Fatalf("run %d: the program computed otherwise, want %q:\n%s", i+1, want, out)
		}
	}
	out, _ := run(free, false)
	if n := len(tsanReport.FindAllString(out, -1)); n == 0 {
		t.Errorf("without Archer, TSan reports nothing on the race-free program: it shows nothing of Archer's work")
	} else {
		t.Logf("without Archer: %d false reports; with it: none", n)
	}

	racy := build("racy")
	for i := 0; i < 3; i++ {
		out, _ := run(racy, true)
		if !strings.Contains(out, "WARNING: ThreadSanitizer: data race") || !strings.Contains(out, fmt.Sprintf("racy.c:%d", 10)) {
			t.Fatalf("run %d: the race at racy.c:10 is not reported:\n%s", i+1, out)
		}
	}
}
