package main

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"opari2/internal/testlib"
)

// TestGompTaskArguments: libpomp2's GOMP_task (gomp.c) hands libgomp the
// task's arguments behind a header of its own while a tool is live:
// testdata/pomp2/taskargs.c (a firstprivate array larger than the
// wrapper's buffer, a 64-byte aligned variable, a VLA copied by gcc's
// copy function, if(0), detach, nested tasks, teams of one and two),
// built through opari2-gcc, sees its values with and without a tool, and
// the inquiry tool finds every task's frames and ancestors as libomp
// gives them.
func TestGompTaskArguments(t *testing.T) {
	prefix := installation.Prefix(t)
	work := t.TempDir()
	prog := filepath.Join(work, "taskargs")
	src := filepath.Join(testlib.RepoRoot(), "testdata", "pomp2", "taskargs.c")
	if out, err := exec.Command(filepath.Join(prefix, "bin", "opari2-gcc"), "-fopenmp", src, "-o", prog).CombinedOutput(); err != nil {
		t.Fatalf("opari2-gcc: %v\n%s", err, out)
	}
	for _, tool := range []string{"", cTool(t, "inquiry", "so")} {
		cmd := exec.Command(prog)
		cmd.Dir = work
		cmd.Env = append(cmd.Environ(), "POMP2_QUIET=1", "POMP2_PROFILE=0", "OMP_TOOL_LIBRARIES="+tool)
		out, err := cmd.CombinedOutput()
		if err != nil || !strings.Contains(string(out), "taskargs: 0 bad") {
			t.Fatalf("tool %q: %v\n%s", tool, err, out)
		}
		if tool != "" && !strings.Contains(string(out), " failures=0 ") {
			t.Errorf("the inquiry tool found failures:\n%s", out)
		}
	}
}
