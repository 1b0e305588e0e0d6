package parser

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
)

// CHandler receives what the C/C++ scanner finds. Everything it writes goes
// to the scanner's output, in source order.
type CHandler interface {
	// Pragma is offered every #pragma whose first word after "pragma" is
	// prefix[2] (omp, pomp, offload, ...). It returns handled=false to have
	// the lines passed through unchanged; otherwise it has written the
	// instrumented form and reports whether the directive owns a structured
	// block (requireEnd) and whether that block is a for loop.
	Pragma(d *Directive) (handled, requireEnd, isFor bool, err error)
	// EndBlock is called where the innermost open structured block ends;
	// line is the line it ends on.
	EndBlock(line int) error
	// Declspec is called for a line starting with __declspec (an Intel
	// offload attribute: code up to the end of the declaration is not
	// instrumented).
	Declspec(d *Directive) error
	// Identifier may replace an identifier of regular code (the OpenMP
	// lock API becomes the POMP2 wrappers). call reports that it is
	// followed by '(' and not preceded by a type name, i.e. that it is a
	// function call rather than a declaration.
	Identifier(ident string, call bool) string
	// DropInclude reports whether an #include of this header is removed.
	DropInclude(header string) bool
	// Conditional is told every line of a conditional group: word is
	// "if", "ifdef", "ifndef", "elif", "else", "elifdef", "elifndef" or
	// "endif", lines the directive's lines with comments blanked. The
	// instrumentation of a block that ends after the group its directive
	// is in goes under the same conditions.
	Conditional(word string, lines []string)
	// Warn reports a problem that does not stop the instrumentation.
	Warn(file string, line int, msg string)
}

// includeMarker is the line a build system puts into a source before
// preprocessing it, to be replaced by the #include of the .opari.inc.
const includeMarker = "___POMP2_INCLUDE___"

// SyntaxError is a problem in the input, with its position.
type SyntaxError struct {
	File string
	Line int
	Msg  string
}

func (e *SyntaxError) Error() string { return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg) }

// CScanner walks a C or C++ source line by line, copying it to Out, and
// tracks comments, literals, braces and statements so that it knows where
// the structured block after each directive ends. It mirrors the line
// oriented algorithm of the reference Opari2 so that the output lines up
// with it byte for byte.
type CScanner struct {
	Out  bytes.Buffer
	File string // file name used in #line and CTC strings
	Lang Lang
	// IncludeLine replaces the ___POMP2_INCLUDE___ marker line of an
	// already preprocessed input (--preprocessed).
	IncludeLine string
	// System: the text being read is a system header's, by the flags of
	// the last line marker; its directives are passed through.
	System bool
	// LeaveHeader, when set, is asked for text to write where the text of
	// an included file ends (before a line marker with flag 2), at file
	// scope; header is the file that ends.
	LeaveHeader func(header string) string
	// IncludeText is written before line IncludeAt+1 (after the feature
	// test macros a source starts with).
	IncludeAt   int
	IncludeText string
	// Sink takes Out as the scan goes (nothing refers back into it).
	Sink Sink
	// AtRest, when set, is called at the start of every line: what the
	// handler did before it is final (C has no branch-wise rescans).
	AtRest func()

	h CHandler

	line        string
	pos         int
	lineno      int
	inComment   bool
	inString    bool
	inRaw       string // closing delimiter of an open C++ raw string
	preCont     bool
	requireEnd  bool
	blockEnded  bool
	level       int
	lstart      int
	preStmt     []string
	preOrig     []string   // the original text of a synthesized preStmt
	commentLine int        // where the open comment started
	ends        []blockEnd // open structured blocks, innermost last
	phys        int        // physical line number (unaffected by #line)
	lines       lineIndex
	ts          TokenStream // reused by every statement search
	condDepth   int         // open conditional groups (#if ... #endif)
	err         error
}

// blockEnd is where an open structured block ends: at a token position
// found by StatementEnd, or (for __declspec) when the brace level drops
// back to where it was.
type blockEnd struct {
	byLevel   bool
	level     int
	line, col int // position of the block's last token (physical line)
}

// NewCScanner prepares a scan of src, which must not change while the
// scanner or the text it hands out is in use (see inputText).
func NewCScanner(file string, lang Lang, src []byte, h CHandler) *CScanner {
	s := &CScanner{File: file, Lang: lang, h: h, requireEnd: true}
	s.lines = newLineIndex(src)
	return s
}

// endsAt reports whether the innermost open block ends at the current
// '}' (mid-line check) .
func (s *CScanner) endsAt(line, col int) bool {
	if len(s.ends) == 0 {
		return false
	}
	e := s.ends[len(s.ends)-1]
	if e.byLevel {
		return e.level == s.level
	}
	return e.line == line && e.col == col
}

// endsBefore reports whether the innermost open block ended on an earlier
// line.
func (s *CScanner) endsBefore(line int) bool {
	if len(s.ends) == 0 {
		return false
	}
	e := s.ends[len(s.ends)-1]
	if e.byLevel {
		return e.level == s.level
	}
	return e.line < line
}

func (s *CScanner) fail(line int, format string, args ...any) {
	if s.err == nil {
		s.err = &SyntaxError{File: s.File, Line: line, Msg: fmt.Sprintf(format, args...)}
	}
}

// Run scans the whole input.
func (s *CScanner) Run() error {
	for s.nextLine() {
		if err := s.Sink.drain(&s.Out); err != nil {
			return err
		}
		if s.AtRest != nil {
			s.AtRest()
		}
		if s.IncludeText != "" && s.phys == s.IncludeAt+1 {
			s.Out.WriteString(s.IncludeText)
			s.IncludeText = ""
		}
		if s.blockEnded {
			s.closeEnded(s.phys)
			s.blockEnded = false
		}
		if s.err != nil {
			return s.err
		}
		if !s.inComment && s.inRaw == "" && !s.inString {
			if ls := firstNotOf(s.line, " \t", 0); ls >= 0 && strings.HasPrefix(s.line[ls:], "__declspec") {
				s.declspec()
			}
		}
		switch {
		case s.preCont:
			s.preprocessorContinuation()
		case s.IncludeLine != "" && !s.inComment && (s.line == includeMarker || s.line == includeMarker+" "):
			// a preprocessed file marks where the .opari.inc goes
			s.Out.WriteString(s.IncludeLine)
			s.Out.WriteByte('\n')
		case !s.inComment && s.inRaw == "" && !s.inString && s.isPreprocessorLine():
			s.preprocessor()
		case !s.inComment && s.inRaw == "" && !s.inString && strings.Contains(s.line, "_Pragma") && pragmaOperator.MatchString(s.line):
			s.pragmaOp()
		default:
			s.regularLine()
		}
		if s.err != nil {
			return s.err
		}
	}
	if s.blockEnded {
		// a block that ends on the last line closes after it
		s.closeEnded(s.phys + 1)
		s.blockEnded = false
	}
	if s.err != nil {
		return s.err
	}
	switch {
	case s.inComment:
		s.fail(s.commentLine, "unterminated comment (opened here)")
	case s.inString:
		s.fail(s.lineno, "unterminated string literal")
	case s.inRaw != "":
		s.fail(s.lineno, "unterminated raw string literal")
	case len(s.ends) > 0:
		s.fail(s.lineno, "could not determine the end of an OpenMP construct (braces mismatch?)")
	}
	return s.err
}

// Flush writes what Out still holds to the sink (after Run and what the
// caller appended): the first write error, if any.
func (s *CScanner) Flush() error { return s.Sink.flush(&s.Out) }

func startsWithElse(l string) bool {
	i := firstNotOf(l, " \t", 0)
	return i >= 0 && len(l)-i > 3 && strings.HasPrefix(l[i:], "else")
}

func (s *CScanner) nextLine() bool {
	if s.phys >= s.lines.n {
		s.lineno++
		return false
	}
	s.line = s.lines.line(s.phys)
	s.phys++
	s.lineno++
	s.pos = 0
	s.line = strings.TrimSuffix(s.line, "\r")
	return true
}

// declspec handles "__declspec(...)" at the start of a line: the attribute
// is printed on a line of its own and blanked out of the line, whose rest
// is then scanned as usual.
func (s *CScanner) declspec() {
	d := &Directive{File: s.File, Line: s.lineno, Lines: []string{s.line}, Prefix: []string{"__declspec"}, Lang: s.Lang, Name: "declspec"}
	if err := s.h.Declspec(d); err != nil {
		s.err = err
		return
	}
	s.ends = append(s.ends, blockEnd{byLevel: true, level: s.level})
	b := []byte(s.line)
	closing := 0
	i := 0
	for closing < 2 && i < len(b) {
		if b[i] == ')' {
			closing++
		}
		s.Out.WriteByte(b[i])
		b[i] = ' '
		i++
	}
	s.Out.WriteByte('\n')
	s.line = string(b)
}

// closeEnded closes, at the start of a line, every block that ended
// before line (after a ';' or a '}' that ended its line).
func (s *CScanner) closeEnded(line int) {
	for s.endsBefore(line) && s.err == nil {
		e := s.ends[len(s.ends)-1]
		if e.byLevel && startsWithElse(s.line) {
			return
		}
		l := s.lineno - 1
		if err := s.h.EndBlock(l); err != nil {
			s.err = err
			return
		}
		s.ends = s.ends[:len(s.ends)-1]
	}
}

// closedBlock is reached after a '}' that has more text after it on its
// line: every block that ends at this brace is closed right here, and the
// rest of the line follows after a #line directive.
func (s *CScanner) closedBlock(col int) bool {
	if !s.endsAt(s.phys, col) {
		return false
	}
	next := firstNotOf(s.line, " \t", s.pos)
	if e := s.ends[len(s.ends)-1]; e.byLevel && next >= 0 && strings.HasPrefix(s.line[next:], "else") {
		return false
	}
	s.Out.WriteByte('\n')
	for s.endsAt(s.phys, col) {
		if err := s.h.EndBlock(s.lineno); err != nil {
			s.err = err
			return true
		}
		s.ends = s.ends[:len(s.ends)-1]
	}
	if next >= 0 {
		s.Out.WriteString("#line ")
		s.Out.WriteString(strconv.Itoa(s.lineno))
		s.Out.WriteString(" \"" + EscapeFile(s.File) + "\"\n")
	}
	s.Out.WriteString(strings.Repeat(" ", s.pos))
	return true
}

// plainByte marks the bytes regularLine passes over without a look:
// not the start of a comment, literal, identifier or number, nor a
// brace or ';'.
var plainByte = func() (t [256]bool) {
	for c := range t {
		b := byte(c)
		t[c] = !(b == '/' || b == '"' || b == '\'' || b == '{' || b == '}' || b == ';' || isIdentStart(b) || b >= '0' && b <= '9')
	}
	return t
}()

// regularLine copies a line of code and follows its comments, literals,
// braces and statements. The text is copied in runs: only an identifier
// that the handler replaces and the end of a block in mid-line write
// anything but the line's own bytes.
func (s *CScanner) regularLine() {
	newline := false
	l := s.line
	mark := s.pos // l[mark:s.pos] is read and not yet written
	for s.pos < len(l) && s.err == nil {
		newline = false
		c := l[s.pos]
		switch {
		case s.inRaw != "":
			if i := strings.Index(l[s.pos:], s.inRaw); i >= 0 {
				s.pos += i + len(s.inRaw)
				s.inRaw = ""
			} else {
				s.pos = len(l)
			}
		case s.inComment:
			if i := strings.Index(l[s.pos:], "*/"); i >= 0 {
				s.pos += i + 2
				s.inComment = false
			} else {
				s.pos = len(l)
			}
		case c == '/':
			s.pos++
			switch at(l, s.pos) {
			case '/':
				s.pos = len(l)
			case '*':
				s.pos++
				s.inComment = true
				s.commentLine = s.lineno
			}
		case s.inString || c == '"':
			s.stringLiteral()
		case plainByte[c]: // (a string continued from the line before comes first)
			s.pos++
			for s.pos < len(l) && plainByte[l[s.pos]] {
				s.pos++
			}
		case c == '\'':
			s.charLiteral()
		case isIdentStart(c):
			start := s.pos
			for s.pos < len(l) && isIdentChar(l[s.pos]) {
				s.pos++
			}
			ident := l[start:s.pos]
			if s.Lang == LangCXX && rawPrefix(ident) && at(l, s.pos) == '"' {
				s.rawString()
				continue
			}
			if r := s.h.Identifier(ident, isCall(l, start, s.pos)); r != ident {
				s.Out.WriteString(l[mark:start])
				s.Out.WriteString(r)
				mark = s.pos
			}
		case c >= '0' && c <= '9':
			// a number, with C++14 digit separators that look like quotes
			for s.pos < len(l) && (isIdentChar(l[s.pos]) || l[s.pos] == '.' ||
				(l[s.pos] == '\'' && s.Lang == LangCXX && isIdentChar(at(l, s.pos+1))) ||
				((l[s.pos] == '+' || l[s.pos] == '-') && (l[s.pos-1]|0x20 == 'e' || l[s.pos-1]|0x20 == 'p'))) {
				s.pos++
			}
		case c == '{':
			s.pos++
			s.level++
		case c == '}':
			col := s.pos
			s.pos++
			s.level--
			if s.level < 0 {
				s.Out.WriteString(l[mark:s.pos])
				s.fail(s.lineno, "unbalanced '}'")
				return
			}
			if firstNotOf(l, " \t", s.pos) >= 0 {
				s.Out.WriteString(l[mark:s.pos])
				mark = s.pos
				newline = s.closedBlock(col)
			} else if s.endsAt(s.phys, col) {
				s.blockEnded = true
			}
		case c == ';':
			col := s.pos
			s.pos++
			if s.endsAt(s.phys, col) {
				if codeFollows(l, s.pos) {
					// a statement after the block on its line: the block
					// ends here, not after the line
					s.Out.WriteString(l[mark:s.pos])
					mark = s.pos
					newline = s.closedBlock(col)
				} else {
					s.blockEnded = true
				}
			}
		}
	}
	s.Out.WriteString(l[mark:min(s.pos, len(l))])
	if !newline {
		s.Out.WriteByte('\n')
	}
}

// Err returns the first error seen.
func (s *CScanner) Err() error { return s.err }
