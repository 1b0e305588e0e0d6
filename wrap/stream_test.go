package wrap

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"opari2/rewrite"
)

// TestStreamedPreprocessedUnit: a preprocessed C++ unit far larger than
// the instrumenter's output chunk, self-contained as wrap instruments it
// (lock declarations placed where the omp.h text ends), gives the same
// bytes streamed to files (instrumentInto) as in memory.
func TestStreamedPreprocessedUnit(t *testing.T) {
	if _, err := exec.LookPath("g++"); err != nil {
		t.Skip("no g++")
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "u.cpp")
	text := `#include <vector>
#include <map>
#include <string>
#include <omp.h>
omp_lock_t l;
int main() {
  std::map<std::string, std::vector<int>> m;
  omp_init_lock(&l);
#pragma omp parallel
  {
    omp_set_lock(&l);
    m["a"].push_back(omp_get_thread_num());
    omp_unset_lock(&l);
  }
  return (int)m["a"].size() > 0 ? 0 : 1;
}
`
	if err := os.WriteFile(src, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	prep := filepath.Join(dir, "u.ii.cpp")
	if out, err := exec.Command("g++", "-fopenmp", "-E", "-o", prep, src).CombinedOutput(); err != nil {
		t.Fatalf("g++ -E: %v\n%s", err, out)
	}
	in, err := os.ReadFile(prep)
	if err != nil {
		t.Fatal(err)
	}
	opts := rewrite.DefaultOptions()
	opts.RegisterAtLoad, opts.Preprocessed, opts.SelfContained = true, true, true
	if err := opts.Resolve(src); err != nil {
		t.Fatal(err)
	}
	inc := filepath.Join(dir, "u.cpp.opari.inc")
	input := rewrite.Input{Path: src, IncludePath: inc, IncludeName: filepath.Base(inc), Src: in}
	mem, err := rewrite.Instrument(opts, input)
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "u.mod.cpp")
	streamed, err := instrumentInto(opts, input, out, inc)
	if err != nil {
		t.Fatal(err)
	}
	gotSrc, _ := os.ReadFile(out)
	gotInc, _ := os.ReadFile(inc)
	if !streamed.CallsPOMP2 || len(gotSrc) < 512<<10 {
		t.Fatalf("unit of %d bytes, calls POMP2 %v: want a large instrumented unit", len(gotSrc), streamed.CallsPOMP2)
	}
	if d := cmp.Diff(string(mem.Source), string(gotSrc)); d != "" {
		t.Errorf("streamed source differs (-memory +streamed):\n%.2000s", d)
	}
	if d := cmp.Diff(string(mem.Include), string(gotInc)); d != "" {
		t.Errorf("streamed include file differs (-memory +streamed):\n%s", d)
	}
}
