// Package testlib holds what the tests of several packages share: the
// repository and the reference corpus, running commands, building a
// C-callable Go library (pomp2/lib, ompt/libomp) once per test binary, and
// golden files.
package testlib

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// RepoRoot is the repository's root directory.
func RepoRoot() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..")
}

// Corpus is the reference corpus: $OPARI2_CORPUS, or ../shared/opari2-corpus
// beside the repository; the test is skipped when neither is there.
func Corpus(t testing.TB) string {
	t.Helper()
	if d := os.Getenv("OPARI2_CORPUS"); d != "" {
		return d
	}
	d := filepath.Join(RepoRoot(), "..", "shared", "opari2-corpus")
	if _, err := os.Stat(filepath.Join(d, "MANIFEST.tsv")); err != nil {
		t.Skipf("reference corpus not found at %s (set OPARI2_CORPUS): %v", d, err)
	}
	return d
}

// Run runs name with args in dir, with env added to the environment, and
// returns its combined output; a failure fails t with that output.
func Run(t testing.TB, dir string, env []string, name string, args ...string) string {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
	return string(out)
}

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

// Install is an installation-shaped prefix (bin/ with opari2 and the
// one-word compiler wrappers, lib/libpomp2.a, include/ the repository's
// headers) built once per test binary, into a temporary directory that
// Remove deletes.
type Install struct {
	once   sync.Once
	prefix string
	err    error
}

// Prefix builds the installation on the first call and returns it; tests
// that need gcc and make skip without them.
func (in *Install) Prefix(t testing.TB) string {
	t.Helper()
	for _, tool := range []string{"gcc", "make"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed", tool)
		}
	}
	in.once.Do(func() { in.prefix, in.err = buildInstall() })
	if in.err != nil {
		t.Fatal(in.err)
	}
	return in.prefix
}

// Remove deletes the installation (from TestMain).
func (in *Install) Remove() {
	if in.prefix != "" {
		os.RemoveAll(in.prefix)
	}
}

func buildInstall() (string, error) {
	prefix, err := os.MkdirTemp("", "opari2-install")
	if err != nil {
		return "", err
	}
	for _, d := range []string{"bin", "lib"} {
		os.MkdirAll(filepath.Join(prefix, d), 0o755)
	}
	root := RepoRoot()
	for _, args := range [][]string{
		{"build", "-o", filepath.Join(prefix, "bin", "opari2"), "./cmd/opari2"},
		{"build", "-buildmode=c-archive", "-o", filepath.Join(prefix, "lib", "libpomp2.a"), "./pomp2/lib"},
	} {
		cmd := exec.Command("go", args...)
		cmd.Dir = root
		if out, err := cmd.CombinedOutput(); err != nil {
			return prefix, fmt.Errorf("go %v: %v\n%s", args, err, out)
		}
	}
	// the one-word wrappers, as make install links them
	for _, c := range []string{"gcc", "g++", "gfortran", "clang", "clang++"} {
		if err := os.Symlink("opari2", filepath.Join(prefix, "bin", "opari2-"+c)); err != nil {
			return prefix, err
		}
	}
	// the headers, as make install puts them in include/opari2
	inc := filepath.Join(prefix, "include", "opari2")
	if err := os.MkdirAll(inc, 0o755); err != nil {
		return prefix, err
	}
	headers, _ := filepath.Glob(filepath.Join(root, "pomp2", "include", "opari2", "*.h"))
	for _, h := range append(headers, filepath.Join(root, "internal", "omptools", "omp-tools.h")) {
		if err := os.Symlink(h, filepath.Join(inc, filepath.Base(h))); err != nil {
			return prefix, err
		}
	}
	return prefix, nil
}

// CubeTools is the directory of cubelib's tools (cube_dump, cube_stat,
// ...): $CUBE_BIN, the prefix ../shared/cube/build-cubelib.sh installs
// into, or PATH; "" if none is there.
func CubeTools() string {
	for _, d := range []string{os.Getenv("CUBE_BIN"), filepath.Join(os.Getenv("HOME"), ".cache", "opari2-cube", "bin")} {
		if d != "" {
			if _, err := os.Stat(filepath.Join(d, "cube_dump")); err == nil {
				return d
			}
		}
	}
	if p, err := exec.LookPath("cube_dump"); err == nil {
		return filepath.Dir(p)
	}
	return ""
}
