package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"opari2/internal/testlib"
	"opari2/pomp2/report"
)

// checkCube checks the run directory's profile.cubex against its
// profile.json: with cubelib's tools, cube_dump reads it and its visits
// are the profile's (each task's twice: its leaf where it ran and its
// subtree under TASKS), and one for the program; without them, that it is
// there.
func checkCube(t *testing.T, runDir string) {
	t.Helper()
	cubex := filepath.Join(runDir, "profile.cubex")
	if _, err := os.Stat(cubex); err != nil {
		t.Fatalf("no profile.cubex: %v", err)
	}
	bin := testlib.CubeTools()
	if bin == "" {
		return
	}
	p, err := report.Read(runDir)
	if err != nil {
		t.Fatal(err)
	}
	want := int64(1) // the program, on the primary thread
	p.Root.Walk(func(_ []*report.Node, n *report.Node) {
		switch n.Activity {
		case "fork/join": // no call path of Score-P's
		default: // a task's run where it ran and its tree under TASKS too
			want += n.Sum(nil).Visits
		}
	})
	out, err := exec.Command(filepath.Join(bin, "cube_dump"), "-m", "visits", "-z", "excl", "-s", "csv2", cubex).CombinedOutput()
	if err != nil {
		t.Fatalf("cube_dump: %v\n%s", err, out)
	}
	var got int64
	for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n")[1:] {
		f := strings.Split(l, ",")
		v, _ := strconv.ParseInt(f[len(f)-1], 10, 64)
		got += v
	}
	if got != want {
		t.Errorf("cube_dump: %d visits in all, profile.json %d", got, want)
	}
}

// TestCubeOff: POMP2_CUBE=0 writes no profile.cubex.
func TestCubeOff(t *testing.T) {
	forEachLanguage(t, "sync", nil, func(t *testing.T, l language, dir, prog string) {
		out := t.TempDir()
		testlib.Run(t, dir, []string{"OMP_NUM_THREADS=2", "POMP2_QUIET=1", "POMP2_CUBE=0", "POMP2_OUTPUT_DIR=" + out}, prog)
		if _, err := os.Stat(filepath.Join(outputDir(t, out), "profile.cubex")); !os.IsNotExist(err) {
			t.Errorf("POMP2_CUBE=0 wrote profile.cubex (%v)", err)
		}
	})
}

// TestHTMLPage: POMP2_HTML=1 writes profile.html, the report as a web
// page with the run's profile in it; without it there is none.
func TestHTMLPage(t *testing.T) {
	forEachLanguage(t, "sync", nil, func(t *testing.T, l language, dir, prog string) {
		for _, on := range []bool{true, false} {
			out := t.TempDir()
			env := []string{"OMP_NUM_THREADS=2", "POMP2_QUIET=1", "POMP2_OUTPUT_DIR=" + out}
			if on {
				env = append(env, "POMP2_HTML=1")
			}
			testlib.Run(t, dir, env, prog)
			b, err := os.ReadFile(filepath.Join(outputDir(t, out), "profile.html"))
			switch {
			case on && (err != nil || !strings.Contains(string(b), `<script type="application/json" id="data">`)):
				t.Errorf("POMP2_HTML=1: no page (%v)", err)
			case !on && err == nil:
				t.Errorf("a page without POMP2_HTML")
			}
		}
	})
}
