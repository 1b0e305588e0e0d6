package parser

import (
	"encoding/binary"
	"math/bits"
	"strings"
)

// What a physical line of a Fortran source is, before statements are
// assembled: the scanner decides by the first characters alone.
type fLineKind uint8

const (
	flBlank     fLineKind = iota
	flComment             // comment line (also a directive of another tool: !DIR$, !DEC$, ...)
	flPP                  // preprocessor line (#if, #line, ...)
	flDirective           // OpenMP or POMP directive line (!$omp, c$omp, *$omp, !$pomp, !pomp$, ...)
	flCode                // code, including conditional-compilation lines (!$ , c$ ...)
)

// Fortran sentinels of OpenMP and POMP directives: every spelling the
// reference accepts, the POMP ones also with the '$' last ("cpomp$").
var fortranSentinels = []string{"!$omp", "c$omp", "*$omp", "!$pomp", "c$pomp", "*$pomp", "!pomp$", "cpomp$", "*pomp$"}

// IsPOMPSentinel reports a sentinel of POMP user directives (Fortran
// "!$pomp", "cpomp$", ...; C "pomp").
func IsPOMPSentinel(s string) bool { return indexFold(s, "pomp") >= 0 }

// fLine is one physical line with its classification. For code lines raw
// may differ from the input: the "!p$" sentinel of POMP conditional lines
// is blanked, as the reference does, because the line is code only once
// instrumented.
type fLine struct {
	kind fLineKind
	// plainDir: a directive line with no quote and no '!' after its
	// sentinel, whose prepared text (prepareFortranLine) is low itself
	// as long as no literal goes on into it
	plainDir bool
	senLen   uint8  // directive lines: the length of the sentinel
	raw      string // the text to write (no line end)
	low      string // lower-case copy; conditional-compilation sentinels blanked
	afterSen int    // directive lines: where the text after the sentinel starts
}

// sentinel is a directive line's sentinel, lower case (it ends at afterSen).
func (l *fLine) sentinel() string { return l.low[l.afterSen-int(l.senLen) : l.afterSen] }

// classify makes l the classification of one physical line, in place
// (peek's slot: the line is not copied from a result into it).
func (l *fLine) classify(text string, form Form) {
	raw := strings.TrimSuffix(text, "\r")
	*l = fLine{raw: raw, low: lowerASCII(raw)}
	first := firstNotOf(l.low, " \t", 0)
	switch {
	case first < 0:
		l.kind = flBlank
		return
	case l.low[first] == '#':
		l.kind = flPP
		return
	}
	if sen := directiveSentinel(l.low, form, first); sen != "" {
		l.kind, l.senLen, l.afterSen = flDirective, uint8(len(sen)), len(sen)
		if form == FormFree {
			l.afterSen += first // (fixed form: in column 1)
		}
		l.plainDir = (form == FormFree || len(raw) <= 72) && !hasQuoteOrBang(l.low[l.afterSen:])
		return
	}
	// blank is called at most once a line: the copies are made there
	blank := func(from, n int, inRaw bool) {
		low, r := []byte(l.low), []byte(l.raw)
		for i := from; i < from+n && i < len(low); i++ {
			low[i] = ' '
			if inRaw {
				r[i] = ' '
			}
		}
		if inRaw {
			l.raw = string(r)
		}
		l.low = string(low)
	}
	if form == FormFixed {
		c := l.low[0]
		if c == '!' || c == '*' || c == 'c' {
			// "!$", "c$", "*$" followed by a label field: conditional
			// compilation; "!p$": the same for POMP
			switch {
			case at(l.low, 1) == '$' && firstNotOfOrLen(l.low, " \t0123456789", 2) > 5:
				blank(0, 2, false)
				l.kind = flCode
			case at(l.low, 1) == 'p' && at(l.low, 2) == '$' && firstNotOfOrLen(l.low, " \t0123456789", 3) > 5:
				blank(0, 3, true)
				l.kind = flCode
			default:
				l.kind = flComment
			}
			return
		}
		if c == 'd' { // debug line: a comment unless the compiler is told otherwise
			l.kind = flComment
			return
		}
		// a '!' that starts the line (outside column 6) is a comment line
		if l.low[first] == '!' && first != 5 {
			l.kind = flComment
			return
		}
		l.kind = flCode
		return
	}
	if l.low[first] == '!' {
		next := at(l.low, first+2)
		switch {
		case at(l.low, first+1) == '$' && (next == ' ' || next == '\t'):
			blank(first, 2, false)
			l.kind = flCode
		case at(l.low, first+1) == 'p' && next == '$' && (at(l.low, first+3) == ' ' || at(l.low, first+3) == '\t'):
			blank(first, 3, true)
			l.kind = flCode
		default:
			l.kind = flComment
		}
		return
	}
	l.kind = flCode
}

// directiveSentinel returns the sentinel a directive line starts with, or
// "". Fixed form: in column 1 (column 6 is the continuation column, any
// character may follow). Free form: at the first non-blank, followed by a
// blank, '&' or the end of the line ("!$ompx" is a comment).
func directiveSentinel(low string, form Form, first int) string {
	pos := first
	if form == FormFixed {
		pos = 0
	}
	c := at(low, pos)
	if c != '!' && (form != FormFixed || (c != 'c' && c != '*')) {
		return ""
	}
	for _, sen := range fortranSentinels {
		if !strings.HasPrefix(low[pos:], sen) {
			continue
		}
		if form == FormFree {
			if n := at(low, pos+len(sen)); n != 0 && n != ' ' && n != '\t' && n != '&' {
				return ""
			}
		}
		return sen
	}
	return ""
}

func firstNotOfOrLen(s, set string, from int) int {
	i := firstNotOf(s, set, from)
	if i < 0 {
		return len(s) + 1
	}
	return i
}

// codeLine is a physical line of a statement, lexed: the statement text
// on it is [from,to) and low has literal contents replaced by '@' and the
// comment blanked, so that keywords inside either are never seen.
type codeLine struct {
	raw, low string
	from, to int
	label    string // fixed form: the label field of an initial line
	com      int    // where a comment starts, or -1
	cont     bool   // free form: ends with '&', the statement continues
	quote    byte   // the character literal still open at the end, or 0
}

// isFixedContinuation reports whether a fixed-form code line continues
// the statement before it: a character other than blank or '0' in column
// 6 (or a tab in the label field followed by a digit 1-9).
func isFixedContinuation(low string) bool {
	if t := tabInLabel(low); t >= 0 {
		c := at(low, t+1)
		return c >= '1' && c <= '9'
	}
	c := at(low, 5)
	return c != 0 && c != ' ' && c != '0'
}

// tabInLabel returns the position of a tab within the first six columns
// (tab format), or -1.
func tabInLabel(low string) int {
	for i := 0; i < 6 && i < len(low); i++ {
		if low[i] == '\t' {
			return i
		}
		if low[i] != ' ' && (low[i] < '0' || low[i] > '9') {
			return -1
		}
	}
	return -1
}

// lexCode lexes one code line of a statement; quote is the literal left
// open by the line before (free form: continued with '&').
func lexCode(l fLine, form Form, continuation bool, quote byte) codeLine {
	c := codeLine{raw: l.raw, quote: quote, com: -1}
	low := l.low // copied into a byte slice only when something is blanked
	if form == FormFixed {
		if t := tabInLabel(l.low); t >= 0 {
			c.from = t + 1
			if continuation {
				c.from = t + 2
			} else {
				c.label = strings.TrimSpace(l.low[:t])
			}
		} else {
			c.from = 6
			if !continuation {
				c.label = strings.TrimSpace(l.low[:min(5, len(l.low))])
			}
		}
		if c.from > len(low) {
			c.from = len(low)
		}
	} else if continuation {
		if p := firstNotOf(l.low, " \t", 0); p >= 0 && low[p] == '&' {
			c.from = p + 1
		} else if quote != 0 {
			c.from = 0
		}
	}
	c.to = len(low)
	if quote == 0 && !hasQuoteOrBang(low[c.from:]) {
		// nothing to blank: the common case needs no copy
		c.low = low
		if form == FormFree {
			if t := lastNotOf(low, " \t"); t >= c.from && low[t] == '&' {
				c.cont, c.to = true, t
			}
		}
		return c
	}
	return lexLiterals(c, []byte(low), form)
}

// lexLiterals blanks the literals and the comment of a code line.
func lexLiterals(c codeLine, low []byte, form Form) codeLine {
	q := c.quote
	for i := c.from; i < len(low); i++ {
		ch := low[i]
		if q != 0 {
			if ch == q {
				low[i] = '@'
				if i+1 < len(low) && low[i+1] == q {
					low[i+1] = '@'
					i++
					continue
				}
				q = 0
				continue
			}
			if form == FormFree && ch == '&' && firstNotOfBytes(low, " \t", i+1) < 0 {
				c.cont, c.to = true, i
				break
			}
			low[i] = '@'
			continue
		}
		if ch == '!' {
			c.com = i
			for j := i; j < len(low); j++ {
				low[j] = ' '
			}
			c.to = i
			break
		}
		if ch == '\'' || ch == '"' {
			q = ch
			low[i] = '@'
		}
	}
	if form == FormFree && !c.cont && q == 0 {
		t := c.to - 1
		for t >= 0 && (low[t] == ' ' || low[t] == '\t') {
			t--
		}
		if t >= c.from && low[t] == '&' {
			c.cont, c.to = true, t
		}
	}
	if c.to < c.from {
		c.to = c.from
	}
	c.quote = q
	c.low = string(low)
	return c
}

// hasQuoteOrBang reports a quote or a '!' in s: a literal or a comment
// may start there. Three byte scans cost less than strings.ContainsAny's
// set on a line.
func hasQuoteOrBang(s string) bool {
	return strings.IndexByte(s, '\'') >= 0 || strings.IndexByte(s, '"') >= 0 || strings.IndexByte(s, '!') >= 0
}

func firstNotOfBytes(b []byte, set string, from int) int {
	for i := from; i < len(b); i++ {
		if !inSet(set, b[i]) {
			return i
		}
	}
	return -1
}

func lastNotOf(l, set string) int {
	for i := len(l) - 1; i >= 0; i-- {
		if !inSet(set, l[i]) {
			return i
		}
	}
	return -1
}

// lowerASCII lowers the ASCII letters only: strings.ToLower may change
// the length of non-ASCII text (or of invalid UTF-8), and the lower-case
// copy must line up byte for byte with the line.
func lowerASCII(s string) string {
	i := firstUpper(s)
	if i < 0 {
		return s
	}
	b := []byte(s)
	for ; i+8 <= len(b); i += 8 {
		lowerWord(b[i:])
	}
	if i < len(b) && len(b) >= 8 {
		lowerWord(b[len(b)-8:]) // the last eight bytes: lowering lowered bytes again changes nothing
		i = len(b)
	}
	for ; i < len(b); i++ {
		if b[i] >= 'A' && b[i] <= 'Z' {
			b[i] += 'a' - 'A'
		}
	}
	return string(b)
}

// lowerWord lowers the upper-case letters of b's first eight bytes.
func lowerWord(b []byte) {
	x := binary.LittleEndian.Uint64(b)
	binary.LittleEndian.PutUint64(b, x+upperLetters(x)>>2) // (0x80>>2: 'a'-'A')
}

// firstUpper is the index of the first ASCII upper-case letter in s, or
// -1. Every line the scanner classifies is lowered: eight bytes are
// looked at at once (upperLetters).
func firstUpper(s string) int {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		if m := upperLetters(word(s[i : i+8])); m != 0 {
			return i + bits.TrailingZeros64(m)/8 // (little endian: the first byte is the lowest)
		}
	}
	if i < len(s) && len(s) >= 8 {
		// the rest as the last eight bytes: those before i have none
		if m := upperLetters(word(s[len(s)-8:])); m != 0 {
			return len(s) - 8 + bits.TrailingZeros64(m)/8
		}
		return -1
	}
	for ; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' {
			return i
		}
	}
	return -1
}

// word is the eight bytes of w (at least eight), the first the lowest:
// one load, no bounds checks.
func word(w string) uint64 {
	w = w[:8]
	return uint64(w[0]) | uint64(w[1])<<8 | uint64(w[2])<<16 | uint64(w[3])<<24 |
		uint64(w[4])<<32 | uint64(w[5])<<40 | uint64(w[6])<<48 | uint64(w[7])<<56
}

// upperLetters has the top bit set of each byte of x (eight bytes of
// text) that is an ASCII upper-case letter: one below 0x80 to whose low
// seven bits adding 0x80-'A' sets the top bit and adding 0x80-('Z'+1)
// does not (no sum carries into the next byte, so the bits say exactly
// which bytes are letters).
func upperLetters(x uint64) uint64 {
	const ones, high = 0x0101010101010101, 0x8080808080808080
	y := x &^ high
	return (y + (0x80-'A')*ones) &^ (y + (0x80-'Z'-1)*ones) &^ x & high
}

// LowerASCII is lowerASCII for the rewriter.
func LowerASCII(s string) string { return lowerASCII(s) }
