package rewrite

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"opari2/parser"
)

var fuzzErrorPosition = regexp.MustCompile(`^[^\n]*:-?\d+: `)

// FuzzInstrumentFortran runs the whole Fortran instrumenter (scanner,
// directive model, templates, include file) on any input in either form:
// it succeeds, with the same bytes on a second run, or returns a
// "file:line: message" error; it never panics. The seeds are the inputs
// of testdata/fortran.
func FuzzInstrumentFortran(f *testing.F) {
	ents, _ := os.ReadDir(fTestdata)
	for _, e := range ents {
		if parser.LangFromName(e.Name()).IsFortran() {
			if b, err := os.ReadFile(filepath.Join(fTestdata, e.Name())); err == nil {
				f.Add(b, parser.FormFromName(e.Name()) == parser.FormFixed)
			}
		}
	}
	f.Add([]byte("!$omp parallel do num_threads(\n"), false)
	f.Add([]byte("!$omp critical (\n!$omp end critical\n"), true)
	f.Fuzz(func(t *testing.T, src []byte, fixed bool) {
		opts := DefaultOptions()
		opts.Lang, opts.Form = parser.LangF90, parser.FormFree
		if fixed {
			opts.Lang, opts.Form = parser.LangF77, parser.FormFixed
		}
		instrumentTwice(t, opts, Input{Path: "fuzz.f", IncludePath: "fuzz.f.opari.inc", IncludeName: "fuzz.f.opari.inc", Src: src})
	})
}

// instrumentTwice instruments in twice: it succeeds with the same bytes,
// or fails with a "file:line: message" error.
func instrumentTwice(t *testing.T, opts Options, in Input) {
	res, err := Instrument(opts, in)
	if err != nil {
		if !fuzzErrorPosition.MatchString(err.Error()) {
			t.Fatalf("error without position: %v", err)
		}
		return
	}
	again, err := Instrument(opts, in)
	if err != nil || string(again.Source) != string(res.Source) || string(again.Include) != string(res.Include) {
		t.Fatalf("a second run differs (%v)", err)
	}
}
