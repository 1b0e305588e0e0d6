package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

var binary string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "opari2bin")
	if err != nil {
		panic(err)
	}
	binary = filepath.Join(dir, "opari2")
	if out, err := exec.Command("go", "build", "-o", binary, ".").CombinedOutput(); err != nil {
		os.Stderr.Write(out)
		os.Exit(1)
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

func run(t *testing.T, dir string, name string, args ...string) (string, string, int) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return out.String(), errb.String(), code
}

// TestCLIInstrument: default names, warnings on stderr, exit status 0.
func TestCLIInstrument(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "a.c"), []byte("void f(){\n#pragma omp task untied\n;\n}\n"), 0o644)
	_, stderr, code := run(t, dir, binary, "a.c")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stderr, "a.c:2: warning: untied") {
		t.Errorf("stderr: %q", stderr)
	}
	for _, f := range []string{"a.mod.c", "a.c.opari.inc"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Error(err)
		}
	}
	_, _, code = run(t, dir, binary, "--nosrc", "--omp-task-untied=keep,no-warn", "--disable=omp:atomic", "a.c", "out.c")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "out.c")); strings.Contains(string(b), "#line") || !strings.Contains(string(b), "Untied_task") {
		t.Errorf("options ignored:\n%s", b)
	}
	if out, _, _ := run(t, dir, binary, "--version"); !strings.Contains(out, "2.0.5") {
		t.Errorf("--version: %q", out)
	}
}

// TestCLIBadInput: file:line: message on stderr, exit status 1, nothing
// written.
func TestCLIBadInput(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "bad.c"), []byte("void f(){\n#pragma omp parallel\n}\n"), 0o644)
	_, stderr, code := run(t, dir, binary, "bad.c")
	if code != 1 || !strings.Contains(stderr, "bad.c:2: omp parallel directive has no structured block") {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 1 {
		t.Errorf("%d files in the directory", len(ents))
	}
	if _, stderr, code := run(t, dir, binary, "--task=sometimes", "bad.c"); code != 1 || !strings.Contains(stderr, "--task") {
		t.Errorf("bad option: exit %d, %q", code, stderr)
	}
	if _, stderr, code := run(t, dir, binary, "x.unknown"); code != 1 || !strings.Contains(stderr, "x.unknown") {
		t.Errorf("unknown language: exit %d, %q", code, stderr)
	}
}

// TestOpari2ConfigAlias: the binary under the name opari2-config is the
// config command.
func TestOpari2ConfigAlias(t *testing.T) {
	dir := t.TempDir()
	link := filepath.Join(dir, "opari2-config")
	if err := os.Symlink(binary, link); err != nil {
		t.Fatal(err)
	}
	out, stderr, code := run(t, dir, link, "--version")
	if code != 0 || strings.TrimSpace(out) != "2.0.5" {
		t.Errorf("opari2-config --version: %q %q %d", out, stderr, code)
	}
	out, _, _ = run(t, dir, link, "--egrep")
	if strings.TrimSpace(out) != "grep -E" {
		t.Errorf("--egrep: %q", out)
	}
}

// TestOutputIsInput: an output path that names the input (also as ./in.c,
// through a symbolic or a hard link) or its include file is refused with
// exit 1 and a message, and the input stays as it was (issue 13 item 8).
func TestOutputIsInput(t *testing.T) {
	dir := t.TempDir()
	src := "int main(void)\n{\n#pragma omp parallel\n    ;\n    return 0;\n}\n"
	in := filepath.Join(dir, "in.c")
	if err := os.WriteFile(in, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("in.c", filepath.Join(dir, "sym.c")); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(in, filepath.Join(dir, "hard.c")); err != nil {
		t.Fatal(err)
	}
	for _, out := range []string{"in.c", "./in.c", in, "sym.c", "hard.c", "in.c.opari.inc"} {
		_, stderr, code := run(t, dir, binary, "in.c", out)
		if code != 1 || !strings.Contains(stderr, "in.c: the output file") {
			t.Errorf("opari2 in.c %s: exit %d, %q; want exit 1 and a message", out, code, stderr)
		}
		if b, _ := os.ReadFile(in); string(b) != src {
			t.Fatalf("opari2 in.c %s changed the input:\n%s", out, b)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "in.c.opari.inc")); err == nil {
		t.Errorf("a refused run wrote the include file")
	}
}
