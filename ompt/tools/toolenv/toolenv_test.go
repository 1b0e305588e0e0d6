package toolenv

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"opari2/ompt"
)

// TestNew: every name of Names makes a tool (none: no start function);
// others are ErrUnknown.
func TestNew(t *testing.T) {
	if got := Names.String(); got != "checker, count, none, printer" {
		t.Errorf("Names = %q", got)
	}
	for _, name := range strings.Split(Names.String(), ", ") {
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
	tool := runChecker(t, &b, seq)
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

// TestRegisteredTool: a tool registered in ompt's registry from another
// package is found by name, gets its settings and output, and its
// summary is written; the source's violations go to its summary and fail
// the run.
func TestRegisteredTool(t *testing.T) {
	var started bool
	err := ompt.RegisterToolMaker("test-tool", func(env ompt.ToolEnv) (*ompt.Tool, error) {
		level := env.Setting("LEVEL")
		return &ompt.Tool{
			Start: func(uint32, string) *ompt.Fns { started = true; return nil },
			Summary: func(w io.Writer, prefix string) error {
				_, err := fmt.Fprintf(w, "%stest-tool: level %s\n", prefix, level)
				return err
			},
		}, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	defer ompt.UnregisterTool("test-tool")
	var b strings.Builder
	tool, err := NewFromEnv("test-tool", &b, func(s string) string { return map[string]string{"LEVEL": "3"}[s] })
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ompt.Start(ompt.Config{Tool: tool.Start}); err != nil || !started {
		t.Fatalf("start: %v, started %v", err, started)
	}
	if tool.Failed() {
		t.Error("failed before any violation")
	}
	tool.Violation("replay: thread index 1: 3 events not replayed")
	if err := tool.Finish(&b, "x "); err != nil {
		t.Fatal(err)
	}
	want := "x test-tool: level 3\nx replay: thread index 1: 3 events not replayed\n"
	if b.String() != want || !tool.Failed() {
		t.Errorf("summary %q (want %q), failed %v", b.String(), want, tool.Failed())
	}
}

// TestCheckerViolation: the source's violations are the checker's: in its
// count and list, and they fail the run.
func TestCheckerViolation(t *testing.T) {
	var b strings.Builder
	tool := runChecker(t, &b, "")
	tool.Violation("replay: thread index 0: task_schedule to unknown task 0x9")
	if err := tool.Finish(&b, "x "); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), " 1 violations\nreplay: thread index 0: task_schedule to unknown task 0x9\n") || !tool.Failed() {
		t.Errorf("summary %q, failed %v", b.String(), tool.Failed())
	}
}

// runChecker runs an initial thread that does nothing under the checker
// writing to w (its sequences to seq).
func runChecker(t *testing.T, w io.Writer, seq string) *Tool {
	t.Helper()
	tool, err := New("checker", w, seq)
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
	return tool
}

// TestOutputToDevice: a device (/dev/null) is written in place: a
// temporary file renamed over it would replace it.
func TestOutputToDevice(t *testing.T) {
	before, err := os.Stat(os.DevNull)
	if err != nil || before.Mode().IsRegular() {
		t.Skipf("%s is not a device here: %v", os.DevNull, err)
	}
	o, err := OpenOutput(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	o.W.WriteString("discarded\n")
	if err := o.Close(); err != nil {
		t.Fatal(err)
	}
	after, err := os.Stat(os.DevNull)
	if err != nil || after.Mode() != before.Mode() {
		t.Fatalf("%s: mode %v, was %v (%v)", os.DevNull, after.Mode(), before.Mode(), err)
	}
	if _, err := os.Stat(os.DevNull + ".tmp"); err == nil {
		t.Errorf("%s.tmp was made", os.DevNull)
	}
}
