package testlib

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// LLVM's own OMPT tests (runtime/test/ompt of the LLVM OpenMP runtime, in
// ../shared/llvm-ompt-tests or $OPARI2_LLVM_OMPT_TESTS): each program
// includes callback.h, a tool that prints every callback it gets, and its
// FileCheck lines say what libomp delivers. pomp2/lib runs them on gcc
// programs through the wrapper; ompt/libomp runs them under libomp with
// the checker beside callback.h's tool.

// LLVMTest is one test program with a RUN line of the form LLVMRun
// matches.
type LLVMTest struct {
	Name string   // its path in the suite: "tasks/explicit_task.c"
	File string   // its path in the tree LLVMTests copied
	Run  []string // LLVMRun's submatches of its RUN line
}

// LLVMRun is a RUN line the harnesses run: %libomp-compile-and-run (or
// its C++ form, or compile then run with an environment variable),
// piped into FileCheck of the test (%s) or of a file beside it, perhaps
// through %sort-threads and with a check prefix; or a run alone, which
// passes when the program exits with 0. Spaces are collapsed before
// matching. Submatches: 1 the compile-and-run part ("cxx" in it for
// C++), 2 the environment variable, 3 the sort, 4 the check prefix, 5
// the check file.
var LLVMRun = regexp.MustCompile(`^(%libomp-(?:cxx-)?compile-and-run|%libomp-(?:cxx-)?compile && (?:env (\S+=\S+) )?%libomp-run)(?:( \| %sort-threads)? \| FileCheck(?: --check-prefix=(\S+))? (%s|%S/\S+))?$`)

// LLVMTestsDir is the directory of LLVM's OMPT tests, "" when absent.
func LLVMTestsDir() string {
	d := os.Getenv("OPARI2_LLVM_OMPT_TESTS")
	if d == "" {
		d = filepath.Join(RepoRoot(), "..", "shared", "llvm-ompt-tests")
	}
	if _, err := os.Stat(filepath.Join(d, "callback.h")); err != nil {
		return ""
	}
	return d
}

// LLVMTests copies the suite in dir to a temporary tree where callback.h
// finds kmp_platform.h (upstream includes it from the runtime's
// sources), and lists its tests in order (the loadtool tests are
// scripts, left out). It returns the tree's root too.
func LLVMTests(t *testing.T, dir string) (tree string, tests []LLVMTest) {
	t.Helper()
	tree = filepath.Join(t.TempDir(), "ompt")
	if out, err := exec.Command("cp", "-r", dir, tree).CombinedOutput(); err != nil {
		t.Fatalf("copying the tests: %v\n%s", err, out)
	}
	cb := filepath.Join(tree, "callback.h")
	b, err := os.ReadFile(cb)
	if err != nil {
		t.Fatal(err)
	}
	b = []byte(strings.Replace(string(b), `#include "../../src/kmp_platform.h"`, `#include "kmp_platform.h"`, 1))
	if err := os.WriteFile(cb, b, 0o644); err != nil {
		t.Fatal(err)
	}
	var files []string
	filepath.WalkDir(tree, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && (strings.HasSuffix(p, ".c") || strings.HasSuffix(p, ".cpp")) && !strings.Contains(p, "loadtool") {
			files = append(files, p)
		}
		return nil
	})
	sort.Strings(files)
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var run string
		for _, l := range strings.Split(string(src), "\n") {
			if r, ok := strings.CutPrefix(l, "// RUN: "); ok {
				run = r
				break
			}
		}
		if m := LLVMRun.FindStringSubmatch(strings.Join(strings.Fields(run), " ")); m != nil {
			tests = append(tests, LLVMTest{Name: strings.TrimPrefix(file, tree+"/"), File: file, Run: m})
		}
	}
	return tree, tests
}
