package rewrite

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestReadInput: an input read in two halves at once (readInput) is the
// file's bytes, for every size around the halves' split and the
// threshold; a directory or a missing file is the error os.ReadFile
// gives.
func TestReadInput(t *testing.T) {
	defer func(n int64) { parallelRead = n }(parallelRead)
	parallelRead = 8
	dir := t.TempDir()
	for size := 0; size < 40; size++ {
		data := make([]byte, size)
		for i := range data {
			data[i] = byte('a' + i%26)
		}
		name := filepath.Join(dir, "in.f90")
		if err := os.WriteFile(name, data, 0o644); err != nil {
			t.Fatal(err)
		}
		got, err := readInput(name)
		if err != nil || !bytes.Equal(got, data) {
			t.Fatalf("size %d: %q, %v", size, got, err)
		}
	}
	for _, name := range []string{dir, filepath.Join(dir, "missing.f90")} {
		_, want := os.ReadFile(name)
		_, err := readInput(name)
		if err == nil || want == nil || err.Error() != want.Error() {
			t.Errorf("%s: error %v, os.ReadFile's %v", name, err, want)
		}
	}
}
