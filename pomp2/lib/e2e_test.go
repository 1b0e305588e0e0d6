package main

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/google/go-cmp/cmp"

	"opari2/initgen"
	"opari2/internal/testlib"
	"opari2/rewrite"
)

// The end-to-end tests build libpomp2.a once (a c-archive of this package),
// instrument programs with the rewriter, compile them with gcc/gfortran,
// link them with an init file and the library, run them and check what the
// library reports.

// lib is libpomp2.a, built for the tests.
var lib = &testlib.Library{Dir: filepath.Join(testlib.RepoRoot(), "pomp2", "lib"), Mode: "c-archive", Name: "libpomp2.a"}

// TestMain removes the library built for the tests.
func TestMain(m *testing.M) {
	code := m.Run()
	removeSharedPrograms()
	removeCTools()
	sharedLib.Remove()
	lib.Remove()
	toolLib.Remove()
	installation.Remove()
	os.Exit(code)
}

func library(t *testing.T) string {
	t.Helper()
	for _, tool := range []string{"gcc"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed", tool)
		}
	}
	return lib.Path(t)
}

// buildProgram instruments sources (copied to a scratch dir), compiles and
// links them with an init file and libpomp2.a; it returns the program.
func buildProgram(t *testing.T, srcDir string, sources []string, extra ...string) (dir, prog string) {
	t.Helper()
	return buildProgramOpts(t, srcDir, sources, nil, extra...)
}

// buildProgramOpts is buildProgram with instrumenter options ("--untied=keep").
func buildProgramOpts(t *testing.T, srcDir string, sources []string, flags []string, extra ...string) (dir, prog string) {
	t.Helper()
	return buildProgramIn(t, t.TempDir(), srcDir, sources, flags, extra...)
}

// buildProgramIn is buildProgramOpts building in dir.
func buildProgramIn(t *testing.T, dir, srcDir string, sources []string, flags []string, extra ...string) (_, prog string) {
	t.Helper()
	lib := library(t)
	ents, _ := os.ReadDir(srcDir)
	for _, e := range ents {
		b, err := os.ReadFile(filepath.Join(srcDir, e.Name()))
		if err == nil {
			os.WriteFile(filepath.Join(dir, e.Name()), b, 0o644)
		}
	}
	inc := filepath.Join(testlib.RepoRoot(), "pomp2", "include")
	var objs []string
	for _, s := range sources {
		opts := rewrite.DefaultOptions()
		for _, f := range flags {
			name, value, _ := strings.Cut(strings.TrimPrefix(f, "--"), "=")
			if err := opts.ApplyFlag(name, value); err != nil {
				t.Fatal(err)
			}
		}
		if err := opts.Resolve(s); err != nil {
			t.Fatal(err)
		}
		in := filepath.Join(dir, s)
		out, _ := rewrite.OutputName(in, opts.Lang.IsFortran(), opts.KeepSrcInfo)
		if _, err := rewrite.RunFiles(opts, in, out); err != nil {
			t.Fatal(err)
		}
		obj := strings.TrimSuffix(out, filepath.Ext(out)) + ".o"
		cc := "gcc"
		if opts.Lang.IsFortran() {
			cc = "gfortran"
			if _, err := exec.LookPath(cc); err != nil {
				t.Skip("gfortran not installed")
			}
		}
		testlib.Run(t, dir, nil, cc, "-fopenmp", "-O1", "-I", inc, "-c", "-o", obj, out)
		objs = append(objs, obj)
	}
	writeInitFile(t, dir, objs)
	prog = filepath.Join(dir, "prog")
	link(t, dir, prog, append([]string{"init.c"}, objs...), lib, extra...)
	return dir, prog
}

// writeInitFile writes dir/init.c, the init file of the objects.
func writeInitFile(t *testing.T, dir string, objs []string) {
	t.Helper()
	funcs, err := initgen.Scan(objs)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "init.c"), initgen.Write(funcs), 0o644); err != nil {
		t.Fatal(err)
	}
}

// link links a program from the objects (or sources) in dir and a
// libpomp2 archive.
func link(t *testing.T, dir, prog string, inputs []string, lib string, extra ...string) {
	t.Helper()
	args := append([]string{"-fopenmp", "-o", prog}, inputs...)
	args = append(args, lib, "-lpthread", "-lm")
	testlib.Run(t, dir, nil, "gcc", append(args, extra...)...)
}

// objects are the instrumented objects buildProgram compiled in dir.
func objects(t *testing.T, dir string) []string {
	objs, err := filepath.Glob(filepath.Join(dir, "*.o"))
	if err != nil || len(objs) == 0 {
		t.Fatalf("no objects in %s (%v)", dir, err)
	}
	return objs
}

// perThread splits echo output into the lines of each thread ("  N: ...").
func perThread(out string) map[int][]string {
	m := map[int][]string{}
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		l := sc.Text()
		var n int
		if len(l) > 5 && l[3] == ':' {
			if _, err := fmt.Sscanf(strings.TrimSpace(l[:3]), "%d", &n); err == nil {
				m[n] = append(m[n], l)
			}
		}
	}
	return m
}

// TestJacobiEchoC runs the reference's jacobi C program instrumented and
// linked with our library: every thread's echo lines equal the reference
// adapter's (jacobi_test_N.out).
func TestJacobiEchoC(t *testing.T) {
	checkJacobiEcho(t, "C", []string{"jacobi.c", "main.c"})
}

// TestJacobiEchoFortran is TestJacobiEchoC for the Fortran 90 jacobi
// (free form, a module and two preprocessed units).
func TestJacobiEchoFortran(t *testing.T) {
	checkJacobiEcho(t, "F", []string{"VariableDef.f90", "jacobi.F90", "main.F90"}, "-lgfortran")
}

func checkJacobiEcho(t *testing.T, lang string, sources []string, link ...string) {
	src := filepath.Join(testlib.Corpus(t), "jacobi", lang)
	dir, prog := buildProgram(t, src, sources, link...)
	out := testlib.Run(t, dir, []string{"OMP_NUM_THREADS=4", "POMP2_ECHO=1", "POMP2_PROFILE=0", "POMP2_QUIET=1"}, prog)
	got := perThread(out)
	for n := 0; n < 4; n++ {
		want, err := os.ReadFile(filepath.Join(src, fmt.Sprintf("jacobi_test_%d.out", n)))
		if err != nil {
			t.Fatal(err)
		}
		w := strings.Split(strings.TrimRight(string(want), "\n"), "\n")
		if d := cmp.Diff(w, got[n]); d != "" {
			t.Errorf("thread %d echo differs (-want +got):\n%s", n, d)
		}
	}
}

// TestStressNoEventLost: 16 threads, a million events each, more than any
// buffer holds: the profile counts every one. Run twice: as configured by
// default (within the memory budget of docs/pomp2.md: 16 MB + 1 MB for
// each of the 14 further threads), and with the periodic drain off
// (POMP2_DRAIN_MS=0) and a 4 MiB backlog limit, where only the catch-up
// thread drains during the run and memory stays far below the 256 MB of
// records.
func TestStressNoEventLost(t *testing.T) {
	if testing.Short() {
		t.Skip("stress test")
	}
	lib := library(t)
	dir := t.TempDir()
	src := filepath.Join(testlib.RepoRoot(), "testdata", "pomp2", "stress.c")
	prog := filepath.Join(dir, "stress")
	testlib.Run(t, dir, nil, "gcc", "-O2", "-fopenmp", "-I", filepath.Join(testlib.RepoRoot(), "pomp2", "include"), "-o", prog, src, lib, "-lpthread")
	for _, tc := range []struct {
		name     string
		env      []string
		maxRSSMB int64
	}{
		{"default", nil, 30},
		{"backlog", []string{"POMP2_DRAIN_MS=0", "POMP2_BACKLOG_MB=4"}, 40},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := t.TempDir()
			cmd := exec.Command(prog)
			cmd.Env = append(os.Environ(), append(tc.env, "POMP2_OUTPUT_DIR="+out, "OMP_NUM_THREADS=16")...)
			b, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("%v\n%s", err, b)
			}
			if !strings.Contains(string(b), "8000000\n") || !strings.Contains(string(b), "pomp2: 16000002 events") { // + init and finalize
				t.Fatalf("program output: %s", b)
			}
			if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok && tc.maxRSSMB > 0 && ru.Maxrss > tc.maxRSSMB<<10 {
				t.Errorf("peak memory %d MiB, want at most %d", ru.Maxrss>>10, tc.maxRSSMB)
			}
			perThread := map[int]int64{}
			for _, r := range readProfile(t, out) {
				perThread[r.Thread] += r.Visits
			}
			if len(perThread) != 16 {
				t.Errorf("%d threads in the profile", len(perThread))
			}
			for th, v := range perThread {
				if v != 500000 {
					t.Errorf("thread %d: %d visits, want 500000", th, v)
				}
			}
		})
	}
}

// TestExitedThreads: threads that exit long before the program hand their
// partly filled buffers over at their exit; nothing is lost.
func TestExitedThreads(t *testing.T) {
	lib := library(t)
	dir := t.TempDir()
	prog := filepath.Join(dir, "threads")
	testlib.Run(t, dir, nil, "gcc", "-O2", "-fopenmp", "-I", filepath.Join(testlib.RepoRoot(), "pomp2", "include"), "-o", prog, filepath.Join(testlib.RepoRoot(), "testdata", "pomp2", "threads.c"), lib, "-lpthread")
	out := testlib.Run(t, dir, []string{"POMP2_OUTPUT_DIR=" + dir}, prog)
	if !strings.Contains(out, "pomp2: 18002 events") { // 9 threads x 1000 pairs, init, finalize
		t.Errorf("summary: %s", out)
	}
	got := map[int]int64{}
	for _, r := range readProfile(t, dir) {
		got[r.Thread] += r.Visits
	}
	want := map[int]int64{}
	for th := 0; th < 9; th++ {
		want[th] = 1000
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("visits per thread (-want +got):\n%s", d)
	}
}

// TestOnOff: events while the measurement is off are not reported, and
// the task ids of later events are right although the thread's task
// changed back while it was off.
func TestOnOff(t *testing.T) {
	dir, prog := buildProgram(t, filepath.Join(testlib.RepoRoot(), "testdata", "pomp2"), []string{"onoff.c"})
	out := testlib.Run(t, dir, []string{"POMP2_ECHO=1", "POMP2_PROFILE=0", "POMP2_QUIET=1"}, prog)
	var got []string
	for _, l := range perThread(out)[0] {
		got = append(got, strings.TrimSpace(l[4:]))
	}
	if len(got) < 5 || got[4] == "suspend task: 0" || !strings.HasPrefix(got[4], "suspend task: ") {
		t.Fatalf("echo:\n%s", out)
	}
	p := got[4] // the implicit task of the parallel region
	want := []string{"init", "fork  parallel", "begin parallel",
		"begin  taskwait", p, "end  taskwait", "resume" + p[len("suspend"):],
		"task create begin", "task create end",
		"begin  taskwait", p, "task begin", // the task runs, switches off
		"begin  taskwait", p, "end  taskwait", "resume" + p[len("suspend"):], // on again
		"enter implicit barrier of parallel", "exit  implicit barrier of parallel",
		"end   parallel", "join  parallel", "finalize"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("echo (-want +got):\n%s", d)
	}
}
