package rewrite

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

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
	// plain statements copied: the last line without its '\n', "\r\n"
	f.Add([]byte("program p\n  x = 1\n!$omp parallel\n  y = 2\n!$omp end parallel\n  z = 3"), false)
	f.Add([]byte("      program p\r\n      x = 1\r\n!$omp barrier\r\n      end"), true)
	// lines the scanner's one-pass front (quickPlain) takes or leaves:
	// either case, lock calls, construct names, keywords glued to names,
	// literals, comments, ';', '&', tabs and form feeds
	f.Add([]byte("program p\n  INTEGER :: n\n  x = 0\n  Call OMP_Set_Lock(l)\n  x = Omp_Get_Wtime()\n"+
		"  outer: do i = 1, n\n  END DO outer\n  DO i = 1, 2\n  EndDo\n  if (x > 1) y = 2\n  x = 1 ;y = 2\n"+
		"  s = 'a!b'\n  t =\t1\f\n  ENDIF_flag = 1\n  do_loop = 1\n  ompx_1 = 2\n!$omp parallel\n  X = 1 &\n    + 2\n"+
		"  lab : x = 1\n!$omp end parallel\n!$omp do\n  y = 1\n  do i = 1, 2\n  end do\nend program p\n"), false)
	f.Add([]byte("      PROGRAM P\n      INTEGER N\n      X = 0\n      CALL OMP_SET_LOCK(L)\n      X = X +\n     &    1\n      Y = 1\nC comment\n"+
		"     &+ 2\n      D O 10 I = 1, 2\n      X = 1\n   10 CONTINUE\n      DOT_0 = 1\n      Z = 1\n!$OMP BARRIER\n      A(1:2) = 0\n"+
		"      X\t= 1\n      X = 'A'\n      END\n"), true)
	f.Fuzz(func(t *testing.T, src []byte, fixed bool) {
		opts := DefaultOptions()
		opts.Lang, opts.Form = parser.LangF90, parser.FormFree
		if fixed {
			opts.Lang, opts.Form = parser.LangF77, parser.FormFixed
		}
		in := Input{Path: "fuzz.f", IncludePath: "fuzz.f.opari.inc", IncludeName: "fuzz.f.opari.inc", Src: src}
		instrumentTwice(t, opts, in)
		// the scanner's shortcut for plain statements writes what
		// telling them would have written
		fast, errFast := Instrument(opts, in)
		plainStatements = false
		slow, errSlow := Instrument(opts, in)
		plainStatements = true
		if (errFast == nil) != (errSlow == nil) || errFast != nil && errFast.Error() != errSlow.Error() {
			t.Fatalf("plain statements told: error %v, not told: %v", errSlow, errFast)
		}
		if errFast == nil {
			if diff := cmp.Diff(string(slow.Source), string(fast.Source)); diff != "" {
				t.Fatalf("plain statements not told change the output (-told +not told):\n%s", diff)
			}
		}
		// the scanner beside the instrumenter writes what the scanner
		// calling it writes
		pipelined = false
		called, errCalled := Instrument(opts, in)
		pipelined = true
		sameResult(t, "called", "pipelined", called, errCalled, fast, errFast)
		// batches of two events and a line start at every line: they
		// go round, and the directives with them, in a small input too
		defer func(n, g, h int) { batchEvents, lineGap, heldMany = n, g, h }(batchEvents, lineGap, heldMany)
		// no line start recorded but the last: the directives are made
		// spare at constructs' ends alone
		batchEvents, lineGap, heldMany = 2, 1<<30, 1
		ends, errEnds := Instrument(opts, in)
		sameResult(t, "called", "pipelined, spare at constructs' ends", called, errCalled, ends, errEnds)
		lineGap, heldMany = 1, 1<<30
		small, errSmall := Instrument(opts, in)
		sameResult(t, "called", "pipelined in batches of 2", called, errCalled, small, errSmall)
		// every code line is kept (lock calls left as they are): the
		// statements are written again from the lines the scanner tells
		opts.Disabled.locks = true
		res, err := Instrument(opts, in)
		if err != nil {
			return
		}
		out := squeezeCode(string(res.Source))
		for _, l := range strings.Split(string(src), "\n") {
			if !codeLine(l, fixed) {
				continue
			}
			// a continuation line whose statement now starts on it (the
			// line before was cut at its last ';') loses its column-6 mark
			unmarked := l
			if fixed && len(l) > 6 && !strings.Contains(l[:6], "\t") {
				unmarked = l[:5] + l[6:]
			}
			for i, stmt := range strings.Split(l, ";") { // (the instrumentation may go between)
				if !strings.Contains(out, squeezeCode(stmt)) && (i > 0 || !strings.Contains(out, squeezeCode(strings.Split(unmarked, ";")[0]))) {
					t.Fatalf("code line %q lost; output:\n%s", l, res.Source)
				}
			}
		}
	})
}

// codeLine tells a line of code, roughly: not blank, a comment, a
// directive or a preprocessor line. In fixed form a 'd' in column 1 is
// a debug line, a comment unless the compiler is told otherwise.
func codeLine(l string, fixed bool) bool {
	t := strings.TrimLeft(l, " \t\r")
	if t == "" || t[0] == '!' || t[0] == '#' {
		return false
	}
	return !fixed || !strings.ContainsRune("cC*!dD", rune(l[0]))
}

// squeezeCode drops what the instrumenter may change in code: blanks,
// ';', '&' and line ends (a line split at ';', a continuation mark
// removed, a long line continued).
func squeezeCode(s string) string {
	return strings.Map(func(r rune) rune {
		if r == ' ' || r == '\t' || r == ';' || r == '&' || r == '\r' || r == '\n' {
			return -1
		}
		return r
	}, s)
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

// TestMentionsOMP: the test that keeps a statement from the copy when it
// may call an OpenMP lock routine, in any case.
func TestMentionsOMP(t *testing.T) {
	for text, want := range map[string]bool{
		"call omp_set_lock(l)": true, "CALL OMP_SET_LOCK(L)": true, "x = Omp_Get_Wtime()": true,
		"ompx_1 = 2": false, "x_omp = 1": false, "om_p = 1": false, "mp_x = 1": false, "a_b_c = omp_": true,
		"_": false, "omp": false, "x = 1": false, "o_mp_ = 1": false, "xomp_y = 1": true,
	} {
		if got := mentionsOMP(text); got != want {
			t.Errorf("mentionsOMP(%q) = %v, want %v", text, got, want)
		}
	}
}
