package main

import (
	"opari2/internal/testlib"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestLibraryRace runs the library's Go side (drain, catch-up, trace
// store, finalize) under the race detector, inside C programs: libpomp2.a
// built with -race, the stress program with 16 threads in the modes that
// make the Go threads meet (trace spilled, backlog catch-up, echo), and
// the instrumented task program, also with a Go tool (whose session
// drains beside the library) and with a C tool (tasks, nested teams). Programs link
// without PIE: the race runtime needs the fixed layout.
func TestLibraryRace(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the library with -race")
	}
	library(t) // skips without gcc
	dir := t.TempDir()
	lib := filepath.Join(dir, "libpomp2race.a")
	build := exec.Command("go", "build", "-race", "-buildmode=c-archive", "-o", lib, ".")
	build.Dir = filepath.Join(testlib.RepoRoot(), "pomp2", "lib")
	if out, err := build.CombinedOutput(); err != nil {
		t.Skipf("no race-enabled c-archive here: %v\n%s", err, out)
	}
	inc := filepath.Join(testlib.RepoRoot(), "pomp2", "include")
	stress := filepath.Join(dir, "stress")
	testlib.Run(t, dir, nil, "gcc", "-O2", "-fopenmp", "-no-pie", "-I", inc, "-o", stress, filepath.Join(testlib.RepoRoot(), "testdata", "pomp2", "stress.c"), lib, "-lpthread")
	for _, env := range [][]string{
		{"POMP2_TRACE=1", "POMP2_TRACE_BUFFER_MB=1", "POMP2_DRAIN_MS=1"},
		{"POMP2_DRAIN_MS=0", "POMP2_BACKLOG_MB=1"},
		{"POMP2_DRAIN_MS=1", "POMP2_BACKLOG_MB=1", "POMP2_TRACE=1", "POMP2_TRACE_BUFFER_MB=1"},
	} {
		out := testlib.Run(t, dir, append(env, "OMP_NUM_THREADS=16", "POMP2_OUTPUT_DIR="+dir, "GORACE=halt_on_error=1"), stress, "20000")
		if strings.Contains(out, "DATA RACE") || !strings.Contains(out, "pomp2: 640002 events") {
			t.Errorf("%v:\n%s", env, out)
		}
	}
	pdir, prog := buildProgramOpts(t, filepath.Join(testlib.RepoRoot(), "testdata", "pomp2"), []string{"tasks.c"}, []string{"--untied=keep,no-warn"}, "-no-pie")
	// the program was linked with the ordinary library: relink with the
	// race-enabled one
	link(t, pdir, prog, append([]string{"init.c"}, objects(t, pdir)...), lib, "-no-pie")
	out := testlib.Run(t, pdir, []string{"OMP_NUM_THREADS=4", "POMP2_ECHO=1", "POMP2_TRACE=1", "POMP2_OUTPUT_DIR=" + pdir, "GORACE=halt_on_error=1"}, prog)
	if strings.Contains(out, "DATA RACE") || !strings.Contains(out, "8 1\n") {
		t.Errorf("tasks:\n%s", out)
	}
	// a Go tool (the recorder's session drains beside the library's)
	// and a C tool, on tasks and on nested teams, with a 1 ms drain
	ndir, nprog := buildProgramOpts(t, filepath.Join(testlib.RepoRoot(), "testdata", "pomp2"), []string{"nested.c"}, nil, "-no-pie")
	link(t, ndir, nprog, append([]string{"init.c"}, objects(t, ndir)...), lib, "-no-pie")
	for _, p := range [][2]string{{pdir, prog}, {ndir, nprog}} {
		out = testlib.Run(t, p[0], []string{"OMP_NUM_THREADS=4", "POMP2_DRAIN_MS=1", "POMP2_OMPT_TOOL=checker",
			"POMP2_TRACE=1", "POMP2_OUTPUT_DIR=" + p[0], "GORACE=halt_on_error=1"}, p[1])
		if strings.Contains(out, "DATA RACE") || !strings.Contains(out, " 0 violations\n") {
			t.Errorf("%s with a Go tool:\n%s", filepath.Base(p[1]), out)
		}
		toolOut := filepath.Join(t.TempDir(), "printer.out")
		out = testlib.Run(t, p[0], []string{"OMP_NUM_THREADS=4", "POMP2_DRAIN_MS=1", "OMP_TOOL_LIBRARIES=" + cTool(t, "printer", "so"),
			"OMPT_PRINTER_OUTPUT=" + toolOut, "POMP2_OUTPUT_DIR=" + p[0], "GORACE=halt_on_error=1"}, p[1])
		b, _ := os.ReadFile(toolOut)
		if strings.Contains(out, "DATA RACE") || !strings.Contains(string(b), "ompt_event_runtime_shutdown") {
			t.Errorf("%s with a C tool:\n%s", filepath.Base(p[1]), out)
		}
	}
}
