package parser

// The quick front of the Fortran statement path: most lines of a
// program are one plain statement each, and reading them in one pass
// over their bytes, before the line is classified and lexed, spares them
// what the general path does for every line (plainStatement). Every
// line it takes, the scanner would have read the same way: the tests in
// fquick_test.go check it against that reading.

import "strings"

// quickPlain is plainStatement's answer for the usual line of code,
// found in one pass over its bytes before the line is classified
// (quickPlainLine, quickFixedLine), where nothing waits for a statement:
// a statement the classifier calls fsOther is left to the copy if the
// handler agrees (Plain); one that starts with a keyword is classified
// and followed without the line's classification. Lines it does not
// take go the whole way, which gives the same output
// (FuzzInstrumentFortran compares).
func (s *FScanner) quickPlain() bool {
	if s.pendingEnd || s.inHeader || len(s.units) == 0 || s.waitLoop != nil || s.waitSingle != nil {
		return false
	}
	t := s.lines.line(s.next)
	var from int
	var class quickClass
	var upper bool
	if s.Form == FormFree {
		from, class, upper = quickPlainLine(t)
	} else {
		last := s.next+1 >= s.lines.n
		next := ""
		if !last {
			next = s.lines.line(s.next + 1)
		}
		from, class, upper = quickFixedLine(t, next, last)
	}
	switch class {
	case quickOther:
		if !s.h.Plain(Span{s.lineOff(s.next), s.lineOff(s.next + 1)}, t[from:]) {
			return false
		}
		s.take()
		return true
	case quickKeyword:
		// the classifier reads lower case (a copy only when the line has
		// upper case, as the line's classification makes it)
		text := t[from:]
		if upper {
			text = lowerASCII(text)
		}
		return s.plainTail(text, "")
	}
	return false
}

// quickClass is what the quick front makes of a line.
type quickClass int

const (
	quickNone    quickClass = iota // the whole way
	quickOther                     // a statement the classifier calls fsOther, no label
	quickKeyword                   // a statement that starts with a word the classifier looks for
)

// quickPlainLine reads a free-form line in one pass over its bytes: one
// statement without label, construct name, literal, comment, ';' or '&'
// (from: where its text starts, as lexCode has it). It is quickOther
// when its first name is not a word the classifier looks for and not
// "end..." (an assignment, a call, an if statement): the classifier
// calls it fsOther, and applyStmt does nothing with it outside a
// specification part; else quickKeyword, and then upper says whether
// the text has upper-case letters (seen in the same pass: the
// classifier reads lower case). TestQuickPlainLine and
// FuzzQuickPlainLine check it against the scanner's reading.
func quickPlainLine(t string) (from int, class quickClass, upper bool) {
	i := 0
	for i < len(t) && (t[i] == ' ' || t[i] == '\t') {
		i++
	}
	if i == len(t) || !isAlpha(t[i]) {
		return 0, quickNone, false // a label, a comment, a directive, a blank line
	}
	word := i
	for i < len(t) && isIdentChar(t[i]) {
		i++
	}
	class = quickOther
	if classifierWord(t[word:i]) {
		class = quickKeyword
	}
	after := i
	for after < len(t) && (t[after] == ' ' || t[after] == '\t') {
		after++
	}
	if class == quickKeyword && declaration(t[word:i], t[after:]) {
		class = quickOther
	} else if after < len(t) && t[after] == ':' {
		return 0, quickNone, false // a construct name, or a declaration's "::"
	}
	if class == quickOther {
		// (the common line: stops at the first quickStop byte, and written
		// here, not as quickBits or a call, it costs the least per byte)
		for ; i < len(t); i++ {
			if quickBytes[t[i]]&quickStop != 0 {
				return 0, quickNone, false
			}
		}
		return 0, class, false
	}
	seen := quickBits(t[word:]) // (the first word's bytes again: upper case)
	if seen&quickStop != 0 {
		return 0, quickNone, false
	}
	return 0, class, seen&quickUpper != 0
}

// quickBits are the quickBytes bits of the bytes of s, or'ed.
func quickBits(s string) (seen byte) {
	for j := 0; j < len(s); j++ {
		seen |= quickBytes[s[j]]
	}
	return seen
}

// declaration reports a free-form type declaration statement: its
// first word w is an intrinsic type, and rest (after w's blanks) is a kind
// selector or none, then ',' or "::" ("integer, intent(in) :: n",
// "real(kind=8) :: x"). The classifier reads the type and stops before
// the ',' or "::" (none of the words it looks for after a type comes
// there): the statement is fsOther, and applyStmt does nothing with it
// outside a unit's header. (A quote in the selector keeps the line from
// the quick front anyway.)
func declaration(w, rest string) bool {
	var typ bool
	switch len(w) {
	case 4:
		typ = equalLower(w, "real")
	case 7:
		typ = equalLower(w, "integer") || equalLower(w, "logical") || equalLower(w, "complex")
	case 9:
		typ = equalLower(w, "character")
	}
	if !typ {
		return false
	}
	i := 0
	if c := (fcur{s: rest}); c.peek() == '(' {
		if !c.parens() {
			return false // unbalanced
		}
		if i = firstNotOf(rest, " \t", c.p); i < 0 {
			return false
		}
	}
	return i < len(rest) && (rest[i] == ',' || strings.HasPrefix(rest[i:], "::"))
}

// quickFixedLine is quickPlainLine for fixed form, where blanks mean
// nothing and a statement may be continued by the line after it (next;
// last: there is none): an initial line without label (columns 1 to 6
// blank) with no literal, comment, ';', ':' (a construct name) or
// control character (a tab either), followed by a code line that does
// not continue it; quickOther when its text does not start with a word
// the classifier looks for (compared with its blanks removed). A
// comment, blank or directive line after it leaves it to the whole way,
// which looks past comments for a continuation. TestQuickFixedLine and
// FuzzQuickFixedLine check it against the scanner's reading.
func quickFixedLine(t, next string, last bool) (from int, class quickClass, upper bool) {
	if len(t) < 7 || t[:6] != "      " {
		return 0, quickNone, false
	}
	i := 6
	for i < len(t) && t[i] == ' ' {
		i++
	}
	if i == len(t) || !isAlpha(t[i]) {
		return 0, quickNone, false
	}
	class = quickOther
	if startsKeywordBlanks(t[i:]) {
		class = quickKeyword
	}
	seen := quickBits(t[i:])
	if seen&(quickStop|quickStopFixed) != 0 {
		return 0, quickNone, false
	}
	if !last && !fixedInitialLine(next) {
		return 0, quickNone, false
	}
	return 6, class, seen&quickUpper != 0
}

// fixedInitialLine reports a fixed-form code line that is not a
// continuation line, seen by its first columns alone (a tab there, a
// comment, directive or preprocessor line, a blank line: not one).
func fixedInitialLine(l string) bool {
	l = strings.TrimSuffix(l, "\r")
	if l == "" {
		return false
	}
	switch l[0] {
	case 'c', 'C', 'd', 'D', '*', '!', '#':
		return false
	}
	if strings.IndexByte(l[:min(6, len(l))], '\t') >= 0 {
		return false // tab format
	}
	for j := 0; j < len(l); j++ {
		switch c := l[j]; {
		case c == ' ', c == '\t':
		case c < ' ' || c == '!' || c == '#':
			return false
		default:
			return len(l) <= 5 || l[5] == ' ' || l[5] == '0'
		}
	}
	return false // a blank line
}

// startsKeywordBlanks is startsKeyword for fixed-form text in either
// case, its blanks left out.
func startsKeywordBlanks(text string) bool {
	var low [24]byte
	n := 0
	for j := 0; j < len(text) && n < len(low); j++ {
		c := text[j]
		if c == ' ' {
			continue
		}
		low[n] = lowerByte(c)
		n++
	}
	if n == 0 || low[0] < 'a' || low[0] > 'z' {
		return false
	}
	for _, k := range keywordsByLetter[low[0]-'a'] {
		if n >= len(k) && string(low[:len(k)]) == k {
			return true
		}
	}
	return false
}

// quickBytes tells the quick front what a byte is: quickStop, a byte
// that keeps a line from quickPlainLine (a literal's quotes, a comment's
// '!', ';' between statements, a continuation's '&', control characters
// but the tab: '\r', form feeds, which the classifier sees to);
// quickStopFixed, one more that keeps it from quickFixedLine (':', the
// tab); quickUpper, an upper-case letter.
var quickBytes = func() (t [256]byte) {
	for c := 0; c < ' '; c++ {
		if c != '\t' {
			t[c] = quickStop
		}
	}
	for _, c := range "'\"!;&" {
		t[c] = quickStop
	}
	t[':'], t['\t'] = quickStopFixed, quickStopFixed
	for c := 'A'; c <= 'Z'; c++ {
		t[c] = quickUpper
	}
	return t
}()

const (
	quickStop byte = 1 << iota
	quickStopFixed
	quickUpper
)

// classifierWord reports a statement's first word (in either case) that
// the free-form classifier may take for a keyword: one of its words, two
// of them written together ("doubleprecision"), or "end" with anything
// glued to it ("enddo", "endif_flag"). In free form a keyword ends at a
// word boundary, so any other first word makes the statement fsOther.
func classifierWord(w string) bool {
	if len(w) >= 3 && lowerByte(w[0]) == 'e' && lowerByte(w[1]) == 'n' && lowerByte(w[2]) == 'd' {
		return true
	}
	c := lowerByte(w[0])
	if c < 'a' || c > 'z' {
		return false
	}
	for _, list := range [2][]string{keywordsByLetter[c-'a'], gluedByLetter[c-'a']} {
		for _, k := range list {
			if len(k) == len(w) && equalLower(w, k) {
				return true
			}
		}
	}
	return false
}

// equalLower reports whether w in either case is k (lower case, as
// long): strings.EqualFold, without its Unicode cases (w is a Fortran
// name, ASCII), costs several times more.
func equalLower(w, k string) bool {
	for i := 0; i < len(k); i++ {
		if lowerByte(w[i]) != k[i] {
			return false
		}
	}
	return true
}

// gluedByLetter are the keyword pairs the classifier reads with or
// without a blank between them (kw2), written together, by first letter.
var gluedByLetter = byFirstLetter("abstractinterface", "blockdata", "doublecomplex", "doubleprecision", "moduleprocedure")
