package main

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"opari2/internal/testlib"
	"opari2/pomp2/report"
	"opari2/rewrite"
)

// startStopped runs prog with args until it printed "running", sends it
// sig 300 ms later and waits for it: it returns the process state, its
// stdout after "running" and its stderr.
func startStopped(t *testing.T, dir, prog string, env []string, sig syscall.Signal, args ...string) (*os.ProcessState, string, string) {
	t.Helper()
	cmd := exec.Command(prog, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	r := bufio.NewReader(out)
	if line, err := r.ReadString('\n'); err != nil || line != "running\n" {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("%s did not start: %q %v\n%s", prog, line, err, stderr.String())
	}
	time.Sleep(300 * time.Millisecond)
	cmd.Process.Signal(sig)
	var rest strings.Builder
	buf := make([]byte, 4096)
	for {
		n, err := r.Read(buf)
		rest.Write(buf[:n])
		if err != nil {
			break
		}
	}
	cmd.Wait()
	return cmd.ProcessState, rest.String(), stderr.String()
}

// TestStopSignals: a program stopped by SIGTERM, SIGINT, SIGXCPU,
// SIGUSR1 or SIGUSR2 in the middle of its loop writes its profile (and
// trace), marked as partial with the signal, whose visits are exactly the
// events recorded up to the stop (each echoed "enter critical" and "begin
// critical" is a visit), and ends with the status of the plain program
// killed by the same signal. A program with its own SIGTERM handler keeps
// it: after the outputs are written, its handler runs and the program
// ends as it chooses.
func TestStopSignals(t *testing.T) {
	dir, prog := buildProgramOpts(t, filepath.Join(testlib.RepoRoot(), "testdata", "pomp2"), []string{"stop.c"}, nil)
	plain := filepath.Join(dir, "stop.plain")
	testlib.Run(t, dir, nil, "gcc", "-fopenmp", "-o", plain, filepath.Join(dir, "stop.c"))
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGINT, syscall.SIGXCPU, syscall.SIGUSR1, syscall.SIGUSR2} {
		name := stopSignals[sig]
		t.Run(name, func(t *testing.T) {
			want, _, _ := startStopped(t, dir, plain, []string{"OMP_NUM_THREADS=2"}, sig)
			out := t.TempDir()
			env := []string{"OMP_NUM_THREADS=2", "POMP2_OUTPUT_DIR=" + out, "POMP2_ECHO=1", "POMP2_TRACE=1"}
			got, _, stderr := startStopped(t, dir, prog, env, sig)
			if got.Sys().(syscall.WaitStatus) != want.Sys().(syscall.WaitStatus) {
				t.Errorf("exit status %v, the plain program's %v", got, want)
			}
			if !strings.Contains(stderr, "pomp2: stopped by "+name) {
				t.Errorf("no stop message:\n%s", tail(stderr))
			}
			p, err := report.Read(outputDir(t, out))
			if err != nil {
				t.Fatal(err)
			}
			if p.Partial == nil || p.Partial.Signal != name || p.Partial.TimeNs <= 0 || p.Partial.TimeNs > p.WallNs+1 {
				t.Errorf("partial: %+v (wall %v ns)", p.Partial, p.WallNs)
			}
			visits := map[string]int64{}
			for _, r := range p.Rows() {
				visits[r.Activity] += r.Visits
			}
			for activity, echo := range map[string]string{"critical (enter/exit)": ": enter critical", "critical (body)": ": begin critical"} {
				if n := int64(strings.Count(stderr, echo)); n == 0 || visits[activity] != n {
					t.Errorf("%s: %d visits, %d events %q echoed", activity, visits[activity], n, echo)
				}
			}
			od := outputDir(t, out)
			for file, mark := range map[string]string{"profile.txt": "PARTIAL: the run was stopped by " + name,
				"profile.folded": "# partial: stopped by " + name, "trace.json": `"otherData":{"partial":"stopped by ` + name,
				"profile.cubex": `<attr key="opari2::partial" value="stopped by ` + name} {
				b, err := os.ReadFile(filepath.Join(od, file))
				if err != nil || !strings.Contains(string(b), mark) {
					t.Errorf("%s is not marked partial (%q): %v", file, mark, err)
				}
			}
			if tmp, _ := filepath.Glob(filepath.Join(od, ".*tmp*")); len(tmp) > 0 {
				t.Errorf("temporary files left: %v", tmp)
			}
		})
	}
	t.Run("SIGTERM, OTF2", func(t *testing.T) {
		print, err := exec.LookPath("otf2-print")
		if err != nil {
			t.Skip("otf2-print not installed (Debian otf2-tools)")
		}
		out := t.TempDir()
		startStopped(t, dir, prog, []string{"OMP_NUM_THREADS=2", "POMP2_OUTPUT_DIR=" + out, "POMP2_ECHO=1", "POMP2_TRACE=otf2"}, syscall.SIGTERM)
		info, err := exec.Command(print, "-I", filepath.Join(outputDir(t, out), "traces.otf2")).CombinedOutput()
		if err != nil || !strings.Contains(string(info), "OPARI2::PARTIAL") || !strings.Contains(string(info), "stopped by SIGTERM") {
			t.Errorf("the archive of a stopped run is not marked partial (%v):\n%s", err, info)
		}
	})
	t.Run("own handler", func(t *testing.T) {
		out := t.TempDir()
		got, stdout, stderr := startStopped(t, dir, prog, []string{"OMP_NUM_THREADS=2", "POMP2_OUTPUT_DIR=" + out}, syscall.SIGTERM, "own")
		if !got.Success() || stdout != "handled 1\n" {
			t.Errorf("the program's own handler: %v, printed %q\n%s", got, stdout, tail(stderr))
		}
		p, err := report.Read(outputDir(t, out))
		if err != nil || p.Partial == nil || p.Partial.Signal != "SIGTERM" {
			t.Errorf("profile: %v, %+v", err, p)
		}
	})
	t.Run("POMP2_SIGNALS=0", func(t *testing.T) {
		out := t.TempDir()
		got, _, _ := startStopped(t, dir, prog, []string{"OMP_NUM_THREADS=2", "POMP2_OUTPUT_DIR=" + out, "POMP2_SIGNALS=0"}, syscall.SIGTERM)
		if ws := got.Sys().(syscall.WaitStatus); !ws.Signaled() || ws.Signal() != syscall.SIGTERM {
			t.Errorf("status %v", got)
		}
		if files, _ := filepath.Glob(filepath.Join(outputDir(t, out), "profile.*")); len(files) != 0 {
			t.Errorf("profile written with POMP2_SIGNALS=0: %v", files)
		}
	})
}

func tail(s string) string {
	if len(s) > 2000 {
		return "..." + s[len(s)-2000:]
	}
	return s
}

// TestFullDisk: when a file of the measurement cannot be written (here the
// process may write no file over 8 KiB, as on a full disk), no partial
// output is left under any name, and the message names the file and why.
func TestFullDisk(t *testing.T) {
	dir, prog := buildProgramOpts(t, filepath.Join(testlib.RepoRoot(), "testdata", "pomp2"), []string{"counts.c"}, nil)
	out := t.TempDir()
	cmd := exec.Command("sh", "-c", `trap '' XFSZ; ulimit -f 16; exec "$0"`, prog)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "OMP_NUM_THREADS=2", "POMP2_OUTPUT_DIR="+out, "POMP2_TRACE=1")
	b, _ := cmd.CombinedOutput()
	od := outputDir(t, out)
	files, _ := os.ReadDir(od)
	for _, f := range files {
		info, _ := f.Info()
		t.Logf("left: %s (%d bytes)", f.Name(), info.Size())
		if strings.Contains(f.Name(), "tmp") || info.Size() >= 8192 {
			t.Errorf("a partial or temporary file is left: %s", f.Name())
		}
	}
	if !strings.Contains(string(b), "pomp2: writing the trace: cannot write "+filepath.Join(od, "trace.json")+": file too large") {
		t.Errorf("the message does not name the file and the reason:\n%s", b)
	}
}

// TestPluginReloaded: a plugin instrumented with --register-at-load,
// opened and closed three times, registers its region three times; it is
// one region with three visits, not three regions.
func TestPluginReloaded(t *testing.T) {
	lib := library(t)
	dir := t.TempDir()
	inc := filepath.Join(testlib.RepoRoot(), "pomp2", "include")
	for name, text := range map[string]string{
		"plug.c": "int plugin_work(void)\n{\n    int k = 0;\n#pragma omp parallel for reduction(+:k)\n    for (int i = 0; i < 8; i++) k += i;\n    return k;\n}\n",
		"host.c": `#include <dlfcn.h>
#include <stdio.h>
int main(int argc, char **argv)
{
    int sum = 0;
    for (int i = 0; i < 3; i++) {
        void *h = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
        if (!h) { fprintf(stderr, "%s\n", dlerror()); return 1; }
        int (*work)(void) = (int (*)(void))dlsym(h, "plugin_work");
        sum += work();
        dlclose(h);
    }
    printf("%d\n", sum);
    return 0;
}
`,
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	opts := rewrite.DefaultOptions()
	opts.RegisterAtLoad = true
	if err := opts.Resolve("plug.c"); err != nil {
		t.Fatal(err)
	}
	if _, err := rewrite.RunFiles(opts, filepath.Join(dir, "plug.c"), filepath.Join(dir, "plug.mod.c")); err != nil {
		t.Fatal(err)
	}
	testlib.Run(t, dir, nil, "gcc", "-fopenmp", "-fPIC", "-shared", "-I", inc, "-o", "libplug.so", "plug.mod.c")
	// the whole library: the host calls none of it, its plugin does
	testlib.Run(t, dir, nil, "gcc", "-fopenmp", "-rdynamic", "-o", "host", "host.c", "-Wl,--whole-archive", lib, "-Wl,--no-whole-archive", "-ldl", "-lpthread")
	out := t.TempDir()
	got := testlib.Run(t, dir, []string{"OMP_NUM_THREADS=2", "POMP2_OUTPUT_DIR=" + out}, filepath.Join(dir, "host"), filepath.Join(dir, "libplug.so"))
	if !strings.Contains(got, "84\n") || !strings.Contains(got, " 1 regions;") {
		t.Errorf("host printed %q, want 84 and 1 region", got)
	}
	var forks []report.Row
	for _, r := range readProfile(t, out) {
		if r.Activity == "fork/join" {
			forks = append(forks, r)
		}
	}
	if len(forks) != 1 || forks[0].Visits != 3 || forks[0].Region != "parallelfor @ plug.c:4-5" {
		t.Errorf("fork/join rows %+v, want one region with 3 visits", forks)
	}
}

// TestJobEndings: what already worked keeps working: exit() called by a
// team thread inside a parallel region still writes the profile; system()
// works in an instrumented program (its exit status comes back); 64
// threads on 2 cores give the exact event count.
func TestJobEndings(t *testing.T) {
	dir, prog := buildProgramOpts(t, filepath.Join(testlib.RepoRoot(), "testdata", "pomp2"), []string{"endings.c"}, nil)
	for _, c := range []struct {
		mode, output string
		status       int
		visits       int64 // critical (body) visits
	}{
		{"exit", "exit from a team thread\n", 3, 2},
		{"system", "system: 7\n", 0, 2},
		{"many", "64000\n", 0, 64000},
	} {
		t.Run(c.mode, func(t *testing.T) {
			out := t.TempDir()
			cmd := exec.Command(prog, c.mode)
			cmd.Dir = dir
			cmd.Env = append(os.Environ(), "POMP2_OUTPUT_DIR="+out, "POMP2_QUIET=1")
			var stdout, stderr strings.Builder
			cmd.Stdout, cmd.Stderr = &stdout, &stderr
			cmd.Run()
			if cmd.ProcessState.ExitCode() != c.status || stdout.String() != c.output {
				t.Errorf("exit %d, printed %q (stderr %q); want %d and %q", cmd.ProcessState.ExitCode(), stdout.String(), stderr.String(), c.status, c.output)
			}
			var visits int64
			for _, r := range readProfile(t, out) {
				if r.Activity == "critical (body)" {
					visits += r.Visits
				}
			}
			if visits != c.visits {
				t.Errorf("%d visits of the critical section, want %d", visits, c.visits)
			}
		})
	}
}

// TestMemoryBudget: the 2-thread microbenchmark of make bench-pomp2
// (about 19 million events) under the library in profile mode adds at
// most 16 MB to the plain program's resident size (docs/pomp2.md, "Memory
// budget"), and every event is counted: the critical section's visits are
// the program's own count, the loop's are threads x iterations.
func TestMemoryBudget(t *testing.T) {
	if testing.Short() {
		t.Skip("long run")
	}
	src := filepath.Join(testlib.RepoRoot(), "testdata", "pomp2", "bench")
	dir, prog := buildProgramOpts(t, src, []string{"bench.c"}, []string{"--nosrc"})
	plain := filepath.Join(dir, "bench.plain")
	testlib.Run(t, dir, nil, "gcc", "-O2", "-fopenmp", "-o", plain, filepath.Join(dir, "bench.c"))
	const reps = 2400000
	rss := func(prog string, env ...string) (int64, string) {
		cmd := exec.Command(prog, strconv.Itoa(reps))
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), append(env, "OMP_NUM_THREADS=2")...)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("%s: %v", prog, err)
		}
		return cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss, string(out)
	}
	base, _ := rss(plain)
	// the profile on the recording threads (the default), and the one
	// from records, whose buffers and backlog the budget bounds
	for _, source := range []string{"threads", "records"} {
		t.Run(source, func(t *testing.T) {
			out := t.TempDir()
			got, printed := rss(prog, "POMP2_QUIET=1", "POMP2_OUTPUT_DIR="+out, "POMP2_PROFILE_SOURCE="+source)
			if added := (got - base) >> 10; added > 16 {
				t.Errorf("the library added %d MB to the resident size (plain %d MB), budget 16 MB", added, base>>10)
			}
			m := regexp.MustCompile(`x=(\d+)`).FindStringSubmatch(printed)
			if m == nil {
				t.Fatalf("program output %q", printed)
			}
			visits := map[string]int64{}
			for _, r := range readProfile(t, out) {
				visits[r.Activity] += r.Visits
			}
			if x, _ := strconv.ParseInt(m[1], 10, 64); visits["critical (body)"] != x {
				t.Errorf("%d visits of the critical section, the program counted %d", visits["critical (body)"], x)
			}
			if want := int64(2 * reps / 10); visits["for"] != want {
				t.Errorf("%d visits of the loop, want %d", visits["for"], want)
			}
		})
	}
}
