package rewrite

import (
	"testing"

	"opari2/internal/testlib"
	"opari2/parser"
)

// TestCorpusFortran runs every Fortran case of the reference corpus: fixed
// and free form, the --disable variants and --omp-tpd; each output must
// equal the expected file after the corpus normalization.
func TestCorpusFortran(t *testing.T) {
	dir := testlib.Corpus(t)
	n := 0
	for _, c := range readManifest(t, dir) {
		if !parser.LangFromName(c.input).IsFortran() {
			continue
		}
		n++
		t.Run(c.name, func(t *testing.T) { runCorpusCase(t, dir, c) })
	}
	if n == 0 {
		t.Fatal("no Fortran case in the corpus manifest")
	}
}
