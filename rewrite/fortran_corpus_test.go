package rewrite

import (
	"os"
	"testing"

	"opari2/parser"
)

// fortranPending lists the corpus cases the Fortran instrumenter does not
// match yet (work in progress on issue 3); every other Fortran case must
// match byte for byte.
var fortranPending = map[string]bool{
	"test10.f90": true, "test7.f90": true,
}

func TestCorpusFortran(t *testing.T) {
	dir := corpusDir(t)
	for _, c := range readManifest(t, dir) {
		if !parser.LangFromName(c.input).IsFortran() {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			if fortranPending[c.name] && os.Getenv("OPARI2_TEST_PENDING") == "" {
				t.Skip("not matched yet (issue 3 in progress)")
			}
			runCorpusCase(t, dir, c)
		})
	}
}
