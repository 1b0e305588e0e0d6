package main

import (
	"archive/tar"
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"opari2/internal/testlib"
	"opari2/pomp2/report"
)

// runProfile writes a small profile.json into a new run directory: a
// parallel for on two threads whose thread 1 waits wait ms in the barrier.
func runProfile(t *testing.T, program string, wait float64) (string, *report.Profile) {
	t.Helper()
	p := &report.Profile{Schema: report.Schema, Version: report.Version, Program: program, WallNs: 100e6, Events: 1000, Runs: 1, Root: &report.Node{}}
	fork := p.Root.Child("parallelfor @ a.c:3-9", "parallelfor", "fork/join")
	fork.AddStat(report.Stat{Thread: 0, Visits: 1, InclNs: 100e6, ExclNs: 1e6})
	par := fork.Child("parallelfor @ a.c:3-9", "parallelfor", "parallel")
	loop := par.Child("parallelfor @ a.c:3-9", "parallelfor", "for")
	bar := loop.Child("parallelfor @ a.c:3-9", "parallelfor", "implicit barrier")
	for th, w := range []float64{0, wait} {
		par.AddStat(report.Stat{Thread: th, Visits: 1, InclNs: 99e6})
		loop.AddStat(report.Stat{Thread: th, Visits: 1, InclNs: 99e6, ExclNs: 99e6 - w*1e6})
		bar.AddStat(report.Stat{Thread: th, Visits: 1, InclNs: w * 1e6, ExclNs: w * 1e6})
		p.Threads = append(p.Threads, report.Thread{Index: th, OMPThread: th, WallNs: 100e6})
	}
	dir := filepath.Join(t.TempDir(), "pomp2-"+program+"-1")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := p.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "profile.json"), b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir, p
}

// TestReportCommand: `opari2 report DIR` prints what the library writes as
// profile.txt; two directories aggregate (threads r0.*, r1.*); --threads
// keeps some threads; --folded prints folded stacks; --diff compares; a
// file that is no profile is an error naming it.
func TestReportCommand(t *testing.T) {
	a, pa := runProfile(t, "prog", 30)
	b, _ := runProfile(t, "prog", 60)
	var want bytes.Buffer
	if err := pa.WriteText(&want, report.Options{}); err != nil {
		t.Fatal(err)
	}
	out, stderr, code := run(t, ".", binary, "report", a)
	if code != 0 {
		t.Fatalf("report: exit %d: %s", code, stderr)
	}
	if d := cmp.Diff(want.String(), out); d != "" {
		t.Errorf("opari2 report differs from the library's report (-library +report):\n%s", d)
	}
	out, _, code = run(t, ".", binary, "report", a, b)
	if code != 0 || !strings.Contains(out, "(2 runs)") || !strings.Contains(out, "r1.1: 60.000") {
		t.Errorf("aggregate of two runs: exit %d:\n%s", code, out)
	}
	out, _, _ = run(t, ".", binary, "report", "--threads", "1", "--per-thread", a)
	if !strings.Contains(out, "threads 1,") || !strings.Contains(out, "thread 1") || strings.Contains(out, "thread 0\n") {
		t.Errorf("--threads 1:\n%s", out)
	}
	out, _, _ = run(t, ".", binary, "report", "--folded", a)
	if !strings.Contains(out, "thread 1;parallelfor @ a.c:3;fork/join;parallel;for;implicit barrier 30000\n") {
		t.Errorf("--folded:\n%s", out)
	}
	out, _, _ = run(t, ".", binary, "report", "--diff", a, b)
	if !strings.Contains(out, "2.00x") || !strings.Contains(out, "parallelfor @ a.c:3-9 [implicit barrier]") {
		t.Errorf("--diff:\n%s", out)
	}
	bad := filepath.Join(t.TempDir(), "profile.json")
	os.WriteFile(bad, []byte(`{"schema":"x"}`), 0o644)
	if _, stderr, code := run(t, ".", binary, "report", bad); code != 1 || !strings.Contains(stderr, bad) {
		t.Errorf("a file that is no profile: exit %d, %q", code, stderr)
	}
	if _, stderr, code := run(t, ".", binary, "report", "--threads", "2-1", a); code != 1 || !strings.Contains(stderr, "bad thread list") {
		t.Errorf("bad --threads: exit %d, %q", code, stderr)
	}
}

// TestReportCube: `opari2 report --cube OUT DIR...` writes one Cube
// experiment of the runs, each a process by the rank in its directory's
// name; cubelib's cube_info reads it where cubelib is built; a run that
// is no profile fails and writes nothing.
func TestReportCube(t *testing.T) {
	var dirs []string
	for i, rank := range []string{"3", "5"} {
		d, _ := runProfile(t, "prog", float64(10*(i+1)))
		ranked := d + "-rank" + rank
		if err := os.Rename(d, ranked); err != nil {
			t.Fatal(err)
		}
		dirs = append(dirs, ranked)
	}
	out := filepath.Join(t.TempDir(), "prog.cubex")
	if stdout, stderr, code := run(t, ".", binary, append([]string{"report", "--cube", out}, dirs...)...); code != 0 || stdout != "" {
		t.Fatalf("report --cube: exit %d: %s%s", code, stdout, stderr)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var names []string
	var anchor []byte
	tr := tar.NewReader(f)
	for {
		h, err := tr.Next()
		if err != nil {
			break
		}
		names = append(names, h.Name)
		if h.Name == "anchor.xml" {
			anchor, _ = io.ReadAll(tr)
		}
	}
	if d := cmp.Diff([]string{"anchor.xml", "0.index", "0.data", "1.index", "1.data", "2.index", "2.data", "3.index", "3.data"}, names); d != "" {
		t.Errorf("archive (-want +got):\n%s", d)
	}
	for _, want := range []string{"<name>MPI Rank 3</name>", "<name>MPI Rank 5</name>", "<name>!$omp implicit barrier @a.c:9</name>"} {
		if !bytes.Contains(anchor, []byte(want)) {
			t.Errorf("anchor.xml lacks %s", want)
		}
	}
	if bin := testlib.CubeTools(); bin != "" {
		if b, err := exec.Command(filepath.Join(bin, "cube_info"), out).CombinedOutput(); err != nil {
			t.Errorf("cube_info: %v\n%s", err, b)
		}
	}
	bad := filepath.Join(t.TempDir(), "bad.cubex")
	if _, stderr, code := run(t, ".", binary, "report", "--cube", bad, dirs[0], "nowhere"); code == 0 || !strings.Contains(stderr, "nowhere") {
		t.Errorf("a missing run: exit %d: %s", code, stderr)
	}
	if _, err := os.Stat(bad); !os.IsNotExist(err) {
		t.Errorf("a failed run wrote %s", bad)
	}
}

// TestParallelWriters: processes that write one file at once, as a
// parallel make does (here `opari2 wrap --create`, eight at a time,
// writing one wrapper script), all succeed and leave the file whole and
// no temporary file beside it (internal/atomicfile: a temporary name per
// writer, where a fixed FILE.tmp was shared).
func TestParallelWriters(t *testing.T) {
	dir := t.TempDir()
	var want string
	for round := 0; round < 3; round++ {
		cmds := make([]*exec.Cmd, 8)
		outs := make([]bytes.Buffer, 8)
		for i := range cmds {
			cmds[i] = exec.Command(binary, "wrap", "--create", "gcc", dir)
			cmds[i].Stdout, cmds[i].Stderr = &outs[i], &outs[i]
			if err := cmds[i].Start(); err != nil {
				t.Fatal(err)
			}
		}
		for i, c := range cmds {
			if err := c.Wait(); err != nil {
				t.Fatalf("writer %d: %v\n%s", i, err, outs[i].String())
			}
		}
		b, err := os.ReadFile(filepath.Join(dir, "opari2-gcc"))
		if err != nil {
			t.Fatal(err)
		}
		if want == "" {
			want = string(b)
		}
		if string(b) != want || !strings.HasPrefix(want, "#!") {
			t.Fatalf("round %d: the script is not whole:\n%s", round, b)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("left beside the script: %v", entries)
	}
}

// TestReportHTML: `opari2 report --html OUT DIR...` writes the page of the
// runs, `--html OUT --diff A B` the page comparing two; the report itself
// is not printed.
func TestReportHTML(t *testing.T) {
	a, _ := runProfile(t, "prog", 30)
	b, _ := runProfile(t, "prog", 60)
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"report", "--html", filepath.Join(dir, "one.html"), a, b}, "<title>opari2 profile of prog</title>"},
		{[]string{"report", "--html", filepath.Join(dir, "diff.html"), "--diff", a, b}, "<title>opari2 profile diff: A = prog, B = prog</title>"},
	} {
		out, stderr, code := run(t, ".", binary, c.args...)
		if code != 0 || out != "" {
			t.Fatalf("%v: exit %d: %s%s", c.args, code, out, stderr)
		}
		page, err := os.ReadFile(c.args[2])
		if err != nil || !bytes.Contains(page, []byte(c.want)) {
			t.Errorf("%s: %v, no %s", c.args[2], err, c.want)
		}
	}
}
