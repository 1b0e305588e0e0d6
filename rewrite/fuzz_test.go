package rewrite

import (
	"os"
	"path/filepath"
	"testing"

	"opari2/parser"
)

// FuzzInstrumentC runs the whole C/C++ instrumenter (scanner, clause
// list, combined constructs, include file) on any input: it succeeds,
// with the same bytes on a second run, or returns a "file:line: message"
// error; it never panics. The seeds are the C and C++ programs of
// testdata/c and testdata/directives.
func FuzzInstrumentC(f *testing.F) {
	for _, dir := range []string{cTestdata, directivesTestdata} {
		ents, _ := os.ReadDir(dir)
		for _, e := range ents {
			if parser.LangFromName(e.Name()).IsC() {
				if b, err := os.ReadFile(filepath.Join(dir, e.Name())); err == nil {
					f.Add(b, parser.LangFromName(e.Name()) == parser.LangCXX)
				}
			}
		}
	}
	f.Add([]byte("#pragma omp parallel for if(\"\\\")\") private(a,\\\n b)\nfor(;;);\n"), false)
	f.Add([]byte("_Pragma(\"omp parallel num_threads(strlen(\\\"(\\\"))\")\n;\n"), true)
	f.Fuzz(func(t *testing.T, src []byte, cxx bool) {
		opts := DefaultOptions()
		opts.Lang = parser.LangC
		if cxx {
			opts.Lang = parser.LangCXX
		}
		instrumentTwice(t, opts, Input{Path: "fuzz.c", IncludePath: "fuzz.c.opari.inc", Src: src})
	})
}
