package toolenv

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"opari2/ompt"
)

// TestNew: every name of Names makes a tool (none: no start function);
// others are ErrUnknown.
func TestNew(t *testing.T) {
	for _, name := range strings.Split(Names, ", ") {
		tool, err := New(" "+name+" ", os.Stderr, "")
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if (tool.Start == nil) != (name == "none") {
			t.Errorf("%s: start function %v", name, tool.Start != nil)
		}
	}
	if _, err := New("bogus", os.Stderr, ""); !errors.Is(err, ErrUnknown) {
		t.Errorf("bogus: %v", err)
	}
}

// TestCheckerFinish: the checker's summary goes to the writer with the
// prefix, its sequences to their file.
func TestCheckerFinish(t *testing.T) {
	dir := t.TempDir()
	seq := filepath.Join(dir, "seq")
	var b strings.Builder
	tool, err := New("checker", &b, seq)
	if err != nil {
		t.Fatal(err)
	}
	rt, err := ompt.Start(ompt.Config{Tool: tool.Start})
	if err != nil {
		t.Fatal(err)
	}
	th := rt.ThreadBegin(ompt.ThreadInitial)
	th.InitialTaskBegin()
	rt.Shutdown(th)
	if err := tool.Finish(&b, "x "); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(b.String(), "x checker: ") || !strings.HasSuffix(b.String(), " 0 violations\n") {
		t.Errorf("summary %q", b.String())
	}
	if got, err := os.ReadFile(seq); err != nil || !strings.HasPrefix(string(got), "# thread ") {
		t.Errorf("sequences: %q, %v", got, err)
	}
}

// TestOutput: a file output appears only when closed; an abandoned one
// leaves nothing.
func TestOutput(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out")
	o, err := OpenOutput(path)
	if err != nil {
		t.Fatal(err)
	}
	o.W.WriteString("hello\n")
	if _, err := os.Stat(path); err == nil {
		t.Error("the output exists before Close")
	}
	if err := o.Close(); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(path); err != nil || string(b) != "hello\n" {
		t.Errorf("output %q, %v", b, err)
	}
	a, err := OpenOutput(filepath.Join(dir, "abandoned"))
	if err != nil {
		t.Fatal(err)
	}
	a.Abandon()
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		t.Errorf("files left: %v", ents)
	}
	if _, err := OpenOutput(filepath.Join(dir, "no", "such", "dir")); err == nil {
		t.Error("no error for an output in a missing directory")
	}
}
