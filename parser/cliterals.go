package parser

import (
	"strings"
)

// The C scanner's literals and identifiers: strings, characters, raw
// strings, and where code goes on after them.

func isIdentStart(c byte) bool { return c == '_' || (c|0x20 >= 'a' && c|0x20 <= 'z') }

// isIdentChar reports a byte of a C or Fortran name. It looks in a table:
// that costs the inliner less than the comparisons (the Fortran
// classifier's kw is inlined with it).
func isIdentChar(c byte) bool { return identChars[c] }

var identChars = func() (t [256]bool) {
	for c := range t {
		t[c] = isIdentStart(byte(c)) || (c >= '0' && c <= '9')
	}
	return t
}()

// rawPrefix reports whether ident introduces a C++ raw string literal.
func rawPrefix(ident string) bool {
	switch ident {
	case "R", "LR", "uR", "UR", "u8R":
		return true
	}
	return false
}

// stringLiteral reads past a string literal; a backslash at the end of
// the line continues it on the next line.
func (s *CScanner) stringLiteral() {
	l := s.line
	if s.inString {
		s.inString = false
	} else {
		s.pos++
	}
	for {
		if s.pos >= len(l) {
			s.fail(s.lineno, "unterminated string literal")
			return
		}
		c := l[s.pos]
		if c == '"' {
			break
		}
		if c == '\\' {
			// A backslash that ends the line splices the next line in.
			if s.pos+1 == len(l) || (l[s.pos+1] == '\\' && s.pos+2 == len(l)) {
				s.pos = len(l)
				s.inString = true
				return
			}
			s.pos += 2
			continue
		}
		s.pos++
	}
	s.pos++
}

func (s *CScanner) charLiteral() {
	l := s.line
	s.pos++
	for {
		if s.pos >= len(l) {
			s.fail(s.lineno, "unterminated character literal")
			return
		}
		c := l[s.pos]
		if c == '\\' {
			s.pos++
			if s.pos >= len(l) {
				s.fail(s.lineno, "unterminated character literal")
				return
			}
			s.pos++
			continue
		}
		s.pos++
		if c == '\'' {
			return
		}
	}
}

// rawString reads past the start of a C++ raw string literal
// R"delim( ... )delim" (the cursor is after its prefix), which may span
// lines and contain anything.
func (s *CScanner) rawString() {
	l := s.line
	open := strings.IndexByte(l[s.pos:], '(')
	if open < 0 {
		s.fail(s.lineno, "malformed raw string literal")
		return
	}
	delim := l[s.pos+1 : s.pos+open]
	s.pos += open + 1
	s.inRaw = ")" + delim + "\""
}

// isCall reports whether the identifier at l[start:end] is called: a '('
// follows, and the word before it (if any) is not a type or qualifier of a
// declaration. Keywords that may precede a call do not count as types.
func isCall(l string, start, end int) bool {
	n := firstNotOf(l, " \t", end)
	if n < 0 || l[n] != '(' {
		return false
	}
	p := start - 1
	for p >= 0 && (l[p] == ' ' || l[p] == '\t') {
		p--
	}
	if p < 0 || !isIdentChar(l[p]) {
		return true
	}
	e := p + 1
	for p >= 0 && isIdentChar(l[p]) {
		p--
	}
	switch l[p+1 : e] {
	case "return", "else", "do", "case", "goto", "throw", "co_return", "co_await":
		return true
	}
	return false
}

// commentOpenAfter reports whether a /* */ comment is open at the end of
// line l of a preprocessor statement (in: one was open at its start);
// literals are skipped, a // comment runs to the end of the line.
func commentOpenAfter(l string, in bool) bool {
	for i := 0; i < len(l); i++ {
		c := l[i]
		switch {
		case in:
			if c == '*' && at(l, i+1) == '/' {
				in = false
				i++
			}
		case c == '"' || c == '\'':
			i = LiteralEnd(l, i)
		case c == '/' && at(l, i+1) == '/':
			return false
		case c == '/' && at(l, i+1) == '*':
			in = true
			i++
		}
	}
	return in
}

// LiteralEnd is the index of the quote that closes the C string or
// character literal opening at s[i] (backslash escapes skipped), or
// len(s) when it is not closed.
func LiteralEnd(s string, i int) int {
	q := s[i]
	for i++; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case q:
			return i
		}
	}
	return len(s)
}

// codeFollows reports code after position p of line l (not only blanks
// and comments).
func codeFollows(l string, p int) bool {
	for {
		p = firstNotOf(l, " \t", p)
		switch {
		case p < 0, strings.HasPrefix(l[p:], "//"):
			return false
		case strings.HasPrefix(l[p:], "/*"):
			e := strings.Index(l[p+2:], "*/")
			if e < 0 {
				return false
			}
			p += e + 4
		default:
			return true
		}
	}
}
