package parser

import (
	"fmt"
	"strings"
)

// CHandler receives what the C/C++ scanner finds, in source order, each
// with where it is: byte offsets into the scanned source. The scanner
// writes nothing: the handler makes its output from the source and these
// events (rewrite's sourceEditor), and shares no state with the scanner.
type CHandler interface {
	// Line is told that physical line phys (from 1) starts at byte off:
	// what was reported before is final (C has no branch-wise rescans).
	// The continuation lines of a preprocessor statement are not told.
	Line(phys, off int)
	// Pragma is offered every #pragma (or _Pragma line) whose first word
	// after "pragma" is prefix[2] (omp, pomp, offload, ...), on the lines
	// at. Its answer's Block has the end of the structured block after
	// the directive reported (EndBlocks).
	Pragma(d *Directive, at Span) (CClass, error)
	// EndBlocks is told where followed structured blocks end.
	EndBlocks(e BlockEnd) error
	// Declspec is told of a line starting with __declspec (an Intel
	// offload attribute: code up to the end of the declaration is not
	// instrumented); attr is the attribute, from the line's start. The
	// end of the declaration is reported as a block's end.
	Declspec(d *Directive, attr Span) error
	// Identifier is told every identifier of regular code (the OpenMP
	// lock API becomes the POMP2 wrappers).
	Identifier(id Ident)
	// Include is told every #include, on the lines at; header is the
	// name as written, with its quotes or brackets.
	Include(header string, at Span)
	// IncludeMarker is told of the ___POMP2_INCLUDE___ line of an
	// already preprocessed input (CScanner.FindIncludeMarker).
	IncludeMarker(at Span)
	// LeaveHeader is told where the text of an included file ends (the
	// line marker with flag 2 at byte at), at file scope.
	LeaveHeader(at int, header string)
	// Conditional is told every line of a conditional group: word is
	// "if", "ifdef", "ifndef", "elif", "else", "elifdef", "elifndef" or
	// "endif", lines the directive's lines with comments blanked. The
	// instrumentation of a block that ends after the group its directive
	// is in goes under the same conditions.
	Conditional(word string, lines []string)
	// Warn reports a problem that does not stop the instrumentation.
	Warn(file string, line int, msg string)
}

// CClass is what the handler tells the C scanner about a directive.
type CClass struct {
	Block bool   // the directive owns a structured block, to be followed
	Name  string // its name, as messages spell it after prefix[2]
}

// Span is a range of the scanned source in bytes, [Start, End). The
// lines of a directive end after their last '\n' (or at the end of the
// input).
type Span struct{ Start, End int }

// Ident is an identifier of regular code.
type Ident struct {
	Name string
	At   int // its first byte
	// Call: followed by '(' and not preceded by a type name, i.e. a
	// function call rather than a declaration.
	Call bool
	// File is the file it is in by the line markers; System: that file
	// is a system header's text (marker flag 3).
	File   string
	System bool
}

// BlockEnd is where one or more followed structured blocks end.
type BlockEnd struct {
	// At is where the end goes: the start of the line after the blocks'
	// last line, or, MidLine, right after their last token ('}' or ';'),
	// which more text follows on its line. That text then goes on a line
	// of its own after a #line of Line, from column Col.
	At      int
	MidLine bool
	Col     int
	N       int    // blocks that end here, innermost first
	Line    int    // the line they end on, as #line numbers it
	File    string // the file it is in, by the line markers
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

// CScanner walks a C or C++ source line by line and tracks comments, literals, braces and statements so that it knows where
// the structured block after each directive ends. It mirrors the line
// oriented algorithm of the reference Opari2 so that the output lines up
// with it byte for byte.
type CScanner struct {
	File string // file name by the line markers (CTC strings, messages)
	Lang Lang
	// FindIncludeMarker: the input is already preprocessed
	// (--preprocessed), its ___POMP2_INCLUDE___ line is reported.
	FindIncludeMarker bool

	h CHandler

	line        string
	pos         int
	lineno      int
	inComment   bool
	inString    bool
	inRaw       string // closing delimiter of an open C++ raw string
	preCont     bool
	blockEnded  bool
	level       int
	lstart      int
	preStmt     []string
	commentLine int        // where the open comment started
	ends        []blockEnd // open structured blocks, innermost last
	phys        int        // physical line number (unaffected by #line)
	lines       lineIndex
	ts          TokenStream // reused by every statement search
	system      bool        // the text being read is a system header's (line marker flags)
	lineOff     int         // where the current line starts
	preStart    int         // where the preprocessor statement being read starts
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
	s := &CScanner{File: file, Lang: lang, h: h}
	s.lines = newLineIndex(src)
	return s
}

// endsAt reports whether the innermost open block ends at the current
// '}' or ';' (at column col of physical line line).
func (s *CScanner) endsAt(line, col int) bool {
	return len(s.ends) > 0 && s.endsHere(s.ends[len(s.ends)-1], line, col)
}

// endsHere reports whether block e, open inside the ones before it,
// ends at the current '}' or ';'.
func (s *CScanner) endsHere(e blockEnd, line, col int) bool {
	if e.byLevel {
		return e.level == s.level
	}
	return e.line == line && e.col == col
}

// endedBefore reports whether block e, open inside the ones before it,
// ended on a line before line.
func (s *CScanner) endedBefore(e blockEnd, line int) bool {
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
		if !s.preCont { // (a directive's lines are told at once)
			s.h.Line(s.phys, s.lineOff)
		}
		if s.blockEnded {
			s.closeEnded(s.phys, s.lineOff)
			s.blockEnded = false
		}
		if s.err != nil {
			return s.err
		}
		// (a continuation line of a preprocessor statement is its text)
		if !s.inComment && s.inRaw == "" && !s.inString && !s.preCont {
			if ls := firstNotOf(s.line, " \t", 0); ls >= 0 && strings.HasPrefix(s.line[ls:], "__declspec") {
				s.declspec()
			}
		}
		switch {
		case s.preCont:
			s.preprocessorContinuation()
		case s.FindIncludeMarker && !s.inComment && (s.line == includeMarker || s.line == includeMarker+" "):
			// a preprocessed file marks where the .opari.inc goes
			s.h.IncludeMarker(Span{s.lineOff, s.nextLineOff()})
		case !s.inComment && s.inRaw == "" && !s.inString && s.isPreprocessorLine():
			s.preprocessor()
		case !s.inComment && s.inRaw == "" && !s.inString && strings.Contains(s.line, "_Pragma") && pragmaOperator().MatchString(s.line):
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
		s.closeEnded(s.phys+1, len(s.lines.src))
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
	s.lineOff = int(s.lines.off[s.phys])
	s.phys++
	s.lineno++
	s.pos = 0
	s.line = strings.TrimSuffix(s.line, "\r")
	return true
}

// nextLineOff is where the line after the current one starts (the end
// of the input after the last line).
func (s *CScanner) nextLineOff() int {
	if s.phys < len(s.lines.off) {
		return int(s.lines.off[s.phys])
	}
	return len(s.lines.src)
}

// declspec handles "__declspec(...)" at the start of a line: the
// attribute (up to its second ')') is reported and blanked out of the
// line, whose rest is then scanned as usual.
func (s *CScanner) declspec() {
	b := []byte(s.line)
	closing := 0
	i := 0
	for closing < 2 && i < len(b) {
		if b[i] == ')' {
			closing++
		}
		b[i] = ' '
		i++
	}
	d := &Directive{File: s.File, Line: s.lineno, Lines: []string{s.line}, Prefix: []string{"__declspec"}, Lang: s.Lang, Name: "declspec"}
	if err := s.h.Declspec(d, Span{s.lineOff, s.lineOff + i}); err != nil {
		s.err = err
		return
	}
	s.ends = append(s.ends, blockEnd{byLevel: true, level: s.level})
	s.line = string(b)
}

// closeEnded closes, at the start of a line (at byte at), every block
// that ended before line (after a ';' or a '}' that ended its line).
func (s *CScanner) closeEnded(line, at int) {
	n := 0
	for ; n < len(s.ends); n++ {
		e := s.ends[len(s.ends)-1-n]
		if !s.endedBefore(e, line) || e.byLevel && startsWithElse(s.line) {
			break
		}
	}
	s.reportEnds(BlockEnd{At: at, N: n, Line: s.lineno - 1, File: s.File})
}

// reportEnds tells the handler of the e.N innermost blocks' end and
// closes them.
func (s *CScanner) reportEnds(e BlockEnd) {
	if e.N == 0 || s.err != nil {
		return
	}
	if err := s.h.EndBlocks(e); err != nil {
		s.err = err
		return
	}
	s.ends = s.ends[:len(s.ends)-e.N]
}

// closedBlock is reached after a '}' or ';' that has more text after it
// on its line: every block that ends at it is closed right here, and the
// rest of the line follows after a #line directive.
func (s *CScanner) closedBlock(col int) {
	if !s.endsAt(s.phys, col) {
		return
	}
	next := firstNotOf(s.line, " \t", s.pos)
	if e := s.ends[len(s.ends)-1]; e.byLevel && next >= 0 && strings.HasPrefix(s.line[next:], "else") {
		return
	}
	n := 1
	for n < len(s.ends) && s.endsHere(s.ends[len(s.ends)-1-n], s.phys, col) {
		n++
	}
	s.reportEnds(BlockEnd{At: s.lineOff + s.pos, MidLine: true, Col: s.pos, N: n, Line: s.lineno, File: s.File})
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

// regularLine follows the comments, literals, braces and statements of
// a line of code, and reports its identifiers.
func (s *CScanner) regularLine() {
	l := s.line
	for s.pos < len(l) && s.err == nil {
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
			s.h.Identifier(Ident{Name: ident, At: s.lineOff + start, Call: isCall(l, start, s.pos), File: s.File, System: s.system})
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
				s.fail(s.lineno, "unbalanced '}'")
				return
			}
			if firstNotOf(l, " \t", s.pos) >= 0 {
				s.closedBlock(col)
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
					s.closedBlock(col)
				} else {
					s.blockEnded = true
				}
			}
		}
	}
}

// Err returns the first error seen.
func (s *CScanner) Err() error { return s.err }
