package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"opari2/internal/testlib"

	"github.com/google/go-cmp/cmp"
)

// TestProfileSourcesAgree: the profile the recording threads keep
// (profile.h) is the profile built from the records, byte for byte, in
// every output made from it (profile.json, .txt, .folded, .cubex).
// POMP2_PROFILE_SOURCE=both writes both from the same events, with the
// same time stamps, on the test programs: tasks (tied and untied, and
// recursive trees of them: tasks that run inside tasks), nested
// teams, locks, on/off, threads that exit early, a finalize inside a
// parallel region (intervals left open), in C and Fortran; and paths.c:
// hundreds of paths, 100 deep (the tree's arrays grow), dropped and
// unmatched intervals.
func TestProfileSourcesAgree(t *testing.T) {
	src := filepath.Join(testlib.RepoRoot(), "testdata", "pomp2")
	inc := filepath.Join(testlib.RepoRoot(), "pomp2", "include")
	for _, tc := range []struct {
		name    string
		sources []string // instrumented with the library's flow; else built as is
		plain   string   // a program calling the POMP2 API itself
		threads string
		link    []string
	}{
		{name: "counts_c", sources: []string{"counts.c"}, threads: "2"},
		{name: "counts_f90", sources: []string{"counts.f90"}, threads: "2", link: []string{"-lgfortran"}},
		{name: "tasks_c", sources: []string{"tasks.c"}, threads: "3"},
		{name: "tasks_f90", sources: []string{"tasks.f90"}, threads: "2", link: []string{"-lgfortran"}},
		{name: "taskrec_c", sources: []string{"taskrec.c"}, threads: "3"},
		{name: "sync_c", sources: []string{"sync.c"}, threads: "2"},
		{name: "sync_f90", sources: []string{"sync.f90"}, threads: "2", link: []string{"-lgfortran"}},
		{name: "nested_c", sources: []string{"nested.c"}, threads: "2"},
		{name: "onoff_c", sources: []string{"onoff.c"}, threads: "2"},
		{name: "finalize_c", sources: []string{"finalize.c"}, threads: "2"},
		{name: "threads_c", plain: "threads.c"},
		{name: "paths_c", plain: "paths.c"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var dir, prog string
			if tc.plain != "" {
				dir = t.TempDir()
				prog = filepath.Join(dir, "prog")
				testlib.Run(t, dir, nil, "gcc", "-O2", "-fopenmp", "-I", inc, "-o", prog, filepath.Join(src, tc.plain), library(t), "-lpthread")
			} else {
				dir, prog = buildProgram(t, src, tc.sources, tc.link...)
			}
			out := t.TempDir()
			testlib.Run(t, dir, []string{"POMP2_PROFILE_SOURCE=both", "POMP2_OUTPUT_DIR=" + out, "OMP_NUM_THREADS=" + tc.threads, "POMP2_QUIET=1"}, prog)
			run := outputDir(t, out)
			// every output made from the profile: the tree, the report,
			// the folded stacks and the Cube experiment
			for _, ext := range []string{".json", ".txt", ".folded", ".cubex"} {
				fromThreads, err := os.ReadFile(filepath.Join(run, "profile"+ext))
				if err != nil {
					t.Fatal(err)
				}
				fromRecords, err := os.ReadFile(filepath.Join(run, "profile-records"+ext))
				if err != nil {
					t.Fatal(err)
				}
				if ext == ".json" && !strings.Contains(string(fromThreads), `"visits"`) {
					t.Fatalf("an empty profile:\n%s", fromThreads)
				}
				if ext == ".cubex" {
					if !bytes.Equal(fromThreads, fromRecords) {
						t.Errorf("profile.cubex from the threads' trees differs from the one from records")
					}
					continue
				}
				if d := cmp.Diff(string(fromRecords), string(fromThreads)); d != "" {
					t.Errorf("profile%s from the threads' trees (+) against the one from records (-):\n%s", ext, d)
				}
			}
		})
	}
}
