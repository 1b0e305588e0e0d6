// Package reporttest holds what the tests of the report formats share:
// the profiles of real runs.
package reporttest

import (
	"path/filepath"
	"testing"

	"opari2/internal/testlib"
	"opari2/pomp2/report"
)

// Fixture reads testdata/pomp2/cube/<name>.json, the profile of a
// real run: "answers" (testdata/pomp2/answers.c, 2 threads: nested teams,
// tasks, a user region), "answers-tasks-nested" (the same, written before
// tasks were laid out under TASKS: a task's tree where it ran, inside the
// tasks it ran in), "hybrid-rank0" and "hybrid-rank1"
// (testdata/pomp2/hybrid.c on two MPI ranks of 2 threads).
func Fixture(t testing.TB, name string) *report.Profile {
	t.Helper()
	p, err := report.Read(filepath.Join(testlib.RepoRoot(), "testdata", "pomp2", "cube", name+".json"))
	if err != nil {
		t.Fatal(err)
	}
	return p
}
