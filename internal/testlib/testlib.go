// Package testlib holds what the end-to-end tests of the C-callable Go
// libraries (pomp2/lib, ompt/libomp) share: building the library once
// per test binary, and golden files.
package testlib

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Library is a Go package built as a C library (go build -buildmode=Mode)
// once per test binary, into a temporary directory.
type Library struct {
	Dir   string   // the package's directory
	Mode  string   // "c-archive" or "c-shared"
	Name  string   // the file name: libpomp2.a
	Flags []string // more go build flags (-race)

	once sync.Once
	path string
	err  error
}

// Path builds the library on the first call and returns its path; a
// failed build fails t (every later call too).
func (l *Library) Path(t testing.TB) string {
	t.Helper()
	l.once.Do(func() {
		dir, err := os.MkdirTemp("", "testlib")
		if err != nil {
			l.err = err
			return
		}
		path := filepath.Join(dir, l.Name)
		args := append([]string{"build", "-buildmode=" + l.Mode}, l.Flags...)
		cmd := exec.Command("go", append(args, "-o", path, ".")...)
		cmd.Dir = l.Dir
		if out, err := cmd.CombinedOutput(); err != nil {
			os.RemoveAll(dir)
			l.err = fmt.Errorf("building %s: %v\n%s", l.Name, err, out)
			return
		}
		l.path = path
	})
	if l.err != nil {
		t.Fatal(l.err)
	}
	return l.path
}

// Remove deletes the library built (call it from TestMain).
func (l *Library) Remove() {
	if l.path != "" {
		os.RemoveAll(filepath.Dir(l.path))
	}
}

// Golden compares got with the file at path, byte for byte, showing a
// go-cmp diff; with update it writes the file first.
func Golden(t testing.TB, path, got string, update bool) {
	t.Helper()
	if update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if d := cmp.Diff(string(want), got); d != "" {
		t.Errorf("%s differs (-want +got):\n%s", filepath.Base(path), d)
	}
}
