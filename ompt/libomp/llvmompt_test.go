package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"opari2/internal/testlib"
)

// TestLLVMOMPTTestsChecker runs LLVM's own OMPT tests (internal/testlib,
// LLVMTests) under libomp with the checker of the tool library beside
// the tests' own tool: callback.h's ompt_start_tool is the one libomp
// finds, so the tests are compiled with LLVM's ompt-multiplex.h, which
// makes callback.h's tool the first of two and loads the tool library
// (named by OPARI2_CLIENT_TOOL) as the second; both get every callback.
// The programs without a tool of their own get the tool library as
// their tool.
// Every run must be checker-clean and exit with 0.
func TestLLVMOMPTTestsChecker(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs 76 programs")
	}
	needClang(t)
	dir := testlib.LLVMTestsDir()
	if dir == "" {
		t.Skip("LLVM's OMPT tests not found (../shared/llvm-ompt-tests, or set OPARI2_LLVM_OMPT_TESTS)")
	}
	mux, _ := filepath.Glob("/usr/lib/llvm-*/include/ompt-multiplex.h")
	if len(mux) == 0 {
		t.Skip("LLVM's ompt-multiplex.h not installed (libomp-dev)")
	}
	lib := toolLibrary(t)
	tree, tests := testlib.LLVMTests(t, dir)
	muxHeader := filepath.Join(tree, "opari2-multiplex.h")
	if err := os.WriteFile(muxHeader, []byte("#define CLIENT_TOOL_LIBRARIES_VAR \"OPARI2_CLIENT_TOOL\"\n#include <ompt-multiplex.h>\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, lt := range tests {
		t.Run(lt.Name, func(t *testing.T) {
			t.Parallel()
			cc := "clang"
			if strings.Contains(lt.Run[1], "cxx") {
				cc = "clang++"
			}
			prog := filepath.Join(t.TempDir(), "prog")
			args := []string{"-fopenmp", "-I", tree, "-I", filepath.Dir(lt.File), "-I", filepath.Dir(mux[0])}
			env := []string{"OPARI2_OMPT_TOOL=checker"}
			if definesTool(lt.File) {
				args = append(args, "-include", muxHeader)
				env = append(env, "OMP_TOOL_LIBRARIES=", "OPARI2_CLIENT_TOOL="+lib)
			}
			args = append(args, lt.File, "-o", prog, "-lm")
			if out, err := exec.Command(cc, args...).CombinedOutput(); err != nil {
				t.Fatalf("%s %s: %v\n%s", cc, strings.Join(args, " "), err, out)
			}
			if lt.Run[2] != "" {
				env = append(env, lt.Run[2])
			}
			report, stderr, code := runWith(t, lib, prog, nil, env...)
			if code != 0 || !strings.HasSuffix(report, " 0 violations\n") {
				t.Errorf("exit status %d, checker report:\n%s\nstderr:\n%s", code, report, stderr)
			}
		})
	}
}

var (
	includeLocal = regexp.MustCompile(`(?m)^\s*#\s*include\s+"([^"]+)"`)
	startTool    = regexp.MustCompile(`\bompt_start_tool\(\s*unsigned`)
)

// definesTool reports whether file defines ompt_start_tool, itself or in
// a header it includes from its directory or the suite's (callback.h).
func definesTool(file string) bool {
	src, err := os.ReadFile(file)
	if err != nil {
		return false
	}
	if startTool.Match(src) {
		return true
	}
	for _, m := range includeLocal.FindAllStringSubmatch(string(src), -1) {
		for _, d := range []string{filepath.Dir(file), filepath.Dir(filepath.Dir(file)), filepath.Dir(filepath.Dir(filepath.Dir(file)))} {
			if h := filepath.Join(d, m[1]); h != file && definesTool(h) {
				return true
			}
		}
	}
	return false
}
