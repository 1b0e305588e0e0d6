package parser

import (
	"strings"
	"testing"
)

// TestQuickPlainLine checks the scanner's one-pass front against the
// classifier: every keyword (and pair written together) alone, glued to
// names, cut short and followed by statements, in lower, upper and mixed
// case, and the usual statements.
func TestQuickPlainLine(t *testing.T) {
	var texts []string
	words := []string{"endif_flag", "enddo", "end", "dot_0", "do_loop", "x", "call", "if", "else", "print"}
	for _, ks := range append(keywordsByLetter[:], gluedByLetter[:]...) {
		words = append(words, ks...)
	}
	for _, w := range words {
		for n := 1; n <= len(w); n++ {
			for _, tail := range []string{"", " = 1", "x = 1", "_1 = 2", "(1) = 2", " x", " i = 1, n", " :: x", ": do i = 1, 2", " name", "(t) x",
				", intent(in) :: n", "(kind=8) :: x", " (8), save :: y", "((4)) :: z", "(8 :: w", "(8): x", "::x", ",y", " function f(x)"} {
				texts = append(texts, w[:n]+tail, "  "+w[:n]+tail)
			}
		}
	}
	texts = append(texts, "x = 1", "  call f(a, b)", "if (a) b = 1", "10 x = 1", "x = 'a'", "x = 1 ! c", "x = 1; y = 2",
		"x = 1 &", "\tx = 1", "x = 1\r", "x\f= 1", "", "   ", "#define x", "!$omp barrier", "!$ x = 1", "_x = 1", "é = 1")
	taken := 0
	for _, text := range texts {
		for _, v := range []string{text, strings.ToUpper(text), mixCase(text)} {
			if checkQuickPlainLine(t, v) {
				taken++
			}
		}
	}
	if taken < len(texts) {
		t.Errorf("only %d of %d lines taken: the test no longer tests", taken, 3*len(texts))
	}
}

// checkQuickPlainLine reports whether quickPlainLine takes line as a
// statement the classifier calls fsOther, and fails t when the scanner's
// reading disagrees with what it says of the line.
func checkQuickPlainLine(t *testing.T, line string) bool {
	t.Helper()
	from, class, upper := quickPlainLine(line)
	if class == quickNone {
		return false
	}
	if class == quickKeyword {
		checkUpper(t, line[from:], upper)
	}
	return checkQuickReading(t, line, "", true, FormFree, from, class)
}

// checkUpper fails t when the quick front's upper says other than text.
func checkUpper(t *testing.T, text string, upper bool) {
	t.Helper()
	if want := lowerASCII(text) != text; upper != want {
		t.Errorf("%q: upper %v, want %v", text, upper, want)
	}
}

// checkQuickReading fails t when the scanner's reading of line (followed
// by next, or the last line) disagrees with the quick front's class:
// one code line, not continued, without label or literal, its text from
// from on (lower case, as the classifier gets it, when it is so
// written); fsOther without label for quickOther. It reports whether the
// line is quickOther.
func checkQuickReading(t *testing.T, line, next string, last bool, form Form, from int, class quickClass) bool {
	t.Helper()
	l := classifyLine(line, form)
	cl := lexCode(l, form, false, 0)
	text := cl.low[cl.from:cl.to]
	if l.kind != flCode || l.raw != line || cl.cont || cl.quote != 0 || cl.label != "" || from != cl.from ||
		strings.IndexByte(text, ';') >= 0 || strings.TrimSpace(text) == "" || text != lowerASCII(line[from:]) {
		t.Fatalf("quick front took %q: a %v line, continued %v, quote %q, label %q, text %q from %d (not %d)", line, l.kind, cl.cont, cl.quote, cl.label, text, cl.from, from)
	}
	if form == FormFixed && !last {
		if n := classifyLine(next, FormFixed); n.kind != flDirective && (n.kind != flCode || isFixedContinuation(n.low)) {
			t.Fatalf("quick front took %q before %q, a %v line (continuation %v)", line, next, n.kind, isFixedContinuation(n.low))
		}
	}
	if class != quickOther {
		return false
	}
	for _, inInterface := range []bool{false, true} {
		if st := classifyStmt(text, form == FormFree, inInterface); st != (fStmt{}) {
			t.Fatalf("quick front took %q as plain, which the classifier calls %+v", line, st)
		}
	}
	return true
}

// FuzzQuickPlainLine: no line quickPlainLine takes is anything but a plain
// statement to the classifier.
func FuzzQuickPlainLine(f *testing.F) {
	for _, s := range []string{"x = 1", "dot_0 = dot_0 + a(i)", "endif_flag = 1", "doubleprecision x", "outer: do i = 1, n", "Call OMP_set_lock(l)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		if strings.IndexByte(line, '\n') < 0 {
			checkQuickPlainLine(t, line)
		}
	})
}

// mixCase upper-cases every other letter.
func mixCase(s string) string {
	b := []byte(s)
	for i := 0; i < len(b); i += 2 {
		if b[i] >= 'a' && b[i] <= 'z' {
			b[i] -= 'a' - 'A'
		}
	}
	return string(b)
}

// TestQuickFixedLine checks the fixed-form front against the scanner's
// reading: the keywords with blanks inside and around them, in either
// case, labels, continuation marks, and the lines that may follow.
func TestQuickFixedLine(t *testing.T) {
	var texts []string
	words := []string{"x", "call", "if", "dot_0", "do_loop", "enddo", "endif_flag", "print"}
	for _, ks := range append(keywordsByLetter[:], gluedByLetter[:]...) {
		words = append(words, ks...)
	}
	for _, w := range words {
		for n := 1; n <= len(w); n++ {
			spaced := w[:n/2] + " " + w[n/2:n]
			for _, tail := range []string{"", " = 1", "x = 1", "10 i = 1, 10", "10i=1.10", "(1) = 2", " x", " :: x", "(t) x"} {
				texts = append(texts, "      "+w[:n]+tail, "      "+spaced+tail, "       "+w[:n]+tail)
			}
		}
	}
	texts = append(texts, "      x = 1", "   10 x = 1", "     &x = 1", "     0x = 1", "\tx = 1", "c     x = 1", "*", "      x = 'a'",
		"      x = 1 ! c", "      x = 1; y = 2", "      x\t= 1", "      x = 1\r", "      a(1:2) = 0", "      lab: do i = 1, 2", "      ", "      #x", "")
	nexts := []string{"      y = 2", "     &+ 1", "     1+ 1", "     0+ 1", "c comment", "C", "!$omp barrier", "", "   ", "\r", "      \t", "#endif",
		"   10 continue", "   10", "\t+ 1", "  \tx", "     !x", "!x", "      y = 2\r", "d debug", "\f"}
	taken := 0
	for _, text := range texts {
		for _, v := range []string{text, strings.ToUpper(text), mixCase(text)} {
			for _, next := range nexts {
				if checkQuickFixedLine(t, v, next, false) {
					taken++
				}
			}
			checkQuickFixedLine(t, v, "", true)
		}
	}
	if taken < len(texts) {
		t.Errorf("only %d lines taken: the test no longer tests", taken)
	}
}

// checkQuickFixedLine is checkQuickPlainLine for fixed form.
func checkQuickFixedLine(t *testing.T, line, next string, last bool) bool {
	t.Helper()
	from, class, upper := quickFixedLine(line, next, last)
	if class == quickNone {
		return false
	}
	if class == quickKeyword {
		checkUpper(t, line[from:], upper)
	}
	return checkQuickReading(t, line, next, last, FormFixed, from, class)
}

// FuzzQuickFixedLine: no line quickFixedLine takes is anything but a
// plain statement, not continued, to the scanner.
func FuzzQuickFixedLine(f *testing.F) {
	for _, s := range [][2]string{{"      x = 1", "      y = 2"}, {"      DO 10 I = 1, 10", "   10 CONTINUE"}, {"      D OT_0 = 1", "     &+ 2"}, {"      CALL OMP_SET_LOCK(L)", "c"}} {
		f.Add(s[0], s[1], false)
	}
	f.Fuzz(func(t *testing.T, line, next string, last bool) {
		if strings.IndexByte(line, '\n') < 0 && strings.IndexByte(next, '\n') < 0 {
			checkQuickFixedLine(t, line, next, last)
		}
	})
}
