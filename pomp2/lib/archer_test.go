package main

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

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

// tsanBuilder builds a program of testdata/archer with
// -fsanitize=thread through the installation's opari2-gcc into work
// (skips the test where gcc has no ThreadSanitizer).
func tsanBuilder(t *testing.T, work string) func(name string) string {
	t.Helper()
	prefix := installation.Prefix(t)
	probe := filepath.Join(work, "probe.c")
	if err := os.WriteFile(probe, []byte("int main(void){return 0;}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("gcc", "-fsanitize=thread", probe, "-o", filepath.Join(work, "probe")).CombinedOutput(); err != nil {
		t.Skipf("gcc has no ThreadSanitizer here: %v\n%s", err, out)
	}
	return func(name string) string {
		prog := filepath.Join(work, name)
		src := filepath.Join(testlib.RepoRoot(), "testdata", "archer", name+".c")
		testlib.Run(t, work, nil, filepath.Join(prefix, "bin", "opari2-gcc"), "-fopenmp", "-g", "-fsanitize=thread", src, "-o", prog)
		return prog
	}
}

// TestStopSignalUnderTSan: a job built with -fsanitize=thread that hangs
// in OpenMP (both threads in libgomp's waits) ends at SIGTERM, killed by
// it, with its measurement written and marked partial. TSan's own
// sigaction delivers a signal only when the thread enters one of its
// interceptors, which a thread waiting in libgomp never does: libpomp2
// installs its handler past it (signals.c).
func TestStopSignalUnderTSan(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a sanitized program")
	}
	work := t.TempDir()
	prog := tsanBuilder(t, work)("hang")
	out := t.TempDir()
	cmd := exec.Command(prog)
	cmd.Dir = work
	cmd.Env = append(os.Environ(), "OMP_NUM_THREADS=2", "POMP2_OUTPUT_DIR="+out, "TSAN_OPTIONS=ignore_noninstrumented_modules=1")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	if line, err := bufio.NewReader(stdout).ReadString('\n'); err != nil || line != "running\n" {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("did not start: %q %v\n%s", line, err, stderr.String())
	}
	time.Sleep(300 * time.Millisecond) // in the lock's wait
	cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		cmd.Process.Kill()
		<-done
		t.Fatalf("still running 20 s after SIGTERM:\n%s", stderr.String())
	}
	if ws := cmd.ProcessState.Sys().(syscall.WaitStatus); !ws.Signaled() || ws.Signal() != syscall.SIGTERM {
		t.Errorf("exit status %v, want killed by SIGTERM", cmd.ProcessState)
	}
	if !strings.Contains(stderr.String(), "pomp2: stopped by SIGTERM") {
		t.Errorf("no stop message:\n%s", stderr.String())
	}
	b, err := os.ReadFile(filepath.Join(outputDir(t, out), "profile.txt"))
	if err != nil || !strings.Contains(string(b), "PARTIAL: the run was stopped by SIGTERM") {
		t.Errorf("profile.txt not marked partial: %v", err)
	}
}

// TestArcher: the race-free program of testdata/archer (worksharing
// loops, a reduction, sections, single, critical, atomic, ordered, a
// lock, barriers, master, tasks with depend clauses, taskwait, a
// taskgroup, a parallel region's reduction and firstprivate copies,
// copyprivate, linear) runs without a report, 3 times, and computes
// what it should; without the tool TSan reports false races in it (so
// the program tells); the race of each racy program (a plain shared
// increment, a sum without reduction, a read across a nowait loop) is
// reported at its line, each time; nothing crashes.
func TestArcher(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs sanitized programs")
	}
	archer := archerLibrary()
	if archer == "" {
		t.Skip("libarcher.so not found (libomp-dev; or set OPARI2_ARCHER)")
	}
	work := t.TempDir()
	build := tsanBuilder(t, work)
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
	const want = "499500 1 2 2 2 123 7 7 8 10 6 100 105\n"
	for i := 0; i < 3; i++ {
		out, err := run(free, true)
		if reports := tsanReport.FindAllString(out, -1); len(reports) > 0 || err != nil {
			t.Fatalf("run %d: %d reports on a race-free program (%v):\n%s", i+1, len(reports), err, out)
		}
		if !strings.Contains(out, want) {
			t.Fatalf("run %d: the program computed otherwise, want %q:\n%s", i+1, want, out)
		}
	}
	// what the team wrote, read after a combined loop's region (at the
	// region's last barrier the primary thread's edge is needed)
	join := build("join")
	for i := 0; i < 3; i++ {
		out, err := run(join, true)
		if reports := tsanReport.FindAllString(out, -1); len(reports) > 0 || err != nil || !strings.Contains(out, "100 100 150 298\n") {
			t.Fatalf("join, run %d: %d reports on a race-free program (%v):\n%s", i+1, len(reports), err, out)
		}
	}
	out, _ := run(free, false)
	if n := len(tsanReport.FindAllString(out, -1)); n == 0 {
		t.Errorf("without Archer, TSan reports nothing on the race-free program: it shows nothing of Archer's work")
	} else {
		t.Logf("without Archer: %d false reports; with it: none", n)
	}

	for _, racy := range []struct {
		name string
		line int
	}{{"racy", 10}, {"racy_loop", 10}, {"racy_nowait", 14}} {
		prog := build(racy.name)
		for i := 0; i < 3; i++ {
			out, _ := run(prog, true)
			if !strings.Contains(out, "WARNING: ThreadSanitizer: data race") || !strings.Contains(out, fmt.Sprintf("%s.c:%d", racy.name, racy.line)) {
				t.Fatalf("%s, run %d: the race at line %d is not reported:\n%s", racy.name, i+1, racy.line, out)
			}
		}
	}
}
