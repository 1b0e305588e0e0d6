package parser

import (
	"bytes"
	"fmt"
	"regexp"
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

func (s *CScanner) isPreprocessorLine() bool {
	s.lstart = firstNotOf(s.line, " \t", 0)
	return s.lstart >= 0 && s.line[s.lstart] == '#'
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

func (s *CScanner) preprocessor() {
	rest := s.line[s.lstart+1:]
	if n := firstNotOf(rest, " \t", 0); n >= 0 && rest[n] >= '0' && rest[n] <= '9' {
		s.lineDirective(rest[n:])
		return
	}
	if strings.HasPrefix(rest, "line ") {
		if n := firstNotOf(rest, " \t", 4); n >= 0 && rest[n] >= '0' && rest[n] <= '9' {
			s.lineDirective(rest[n:])
			return
		}
	}
	s.preStmt = append(s.preStmt, s.line)
	if strings.HasSuffix(s.line, "\\") {
		s.preCont = true
		return
	}
	s.finishPreStmt(s.lineno)
}

// lineDirective follows "#line N file" / "# N file flags" so that later
// #line output and CTC strings name the right place. A compiler's marker
// flags say more: 2 returns from an included file (LeaveHeader may write
// text at the end of that file's text, before the marker), 3 marks the
// text of a system header, whose directives and lock calls stay as they
// are.
func (s *CScanner) lineDirective(spec string) {
	if m, ok := parseLineSpec(spec); ok {
		if m.Leave && s.LeaveHeader != nil && s.level == 0 {
			s.Out.WriteString(s.LeaveHeader(s.File))
		}
		s.lineno = m.Line - 1
		if m.File != "" {
			s.File = m.File
			s.System = m.System
		}
	}
	s.Out.WriteString(s.line)
	s.Out.WriteByte('\n')
}

// lineMarker is what a "#line" or "#" line marker says.
type lineMarker struct {
	Line   int    // number of the next line
	File   string // "" when the marker names none
	Leave  bool   // flag 2: back from an included file
	System bool   // flag 3: the text of a system header
}

// parseLineSpec reads "N", "N file" or "N file flags" (after "#line " or
// "# ").
func parseLineSpec(spec string) (m lineMarker, ok bool) {
	end := firstOf(spec, " \t", 0)
	num := spec
	if end >= 0 {
		num = spec[:end]
	}
	n, err := strconv.Atoi(num)
	if err != nil {
		return m, false
	}
	m.Line = n
	if end < 0 {
		return m, true
	}
	rest := strings.TrimSpace(spec[end:])
	if !strings.HasPrefix(rest, "\"") {
		m.File = rest
		if i := strings.IndexAny(rest, " \t"); i >= 0 {
			m.File = rest[:i]
		}
		return m, true
	}
	// a quoted name, with the escapes the preprocessor writes (\\, \")
	var b strings.Builder
	i := 1
	for ; i < len(rest) && rest[i] != '"'; i++ {
		if rest[i] == '\\' && i+1 < len(rest) {
			i++
		}
		b.WriteByte(rest[i])
	}
	m.File = b.String()
	for _, f := range strings.Fields(rest[min(i+1, len(rest)):]) {
		switch f {
		case "2":
			m.Leave = true
		case "3":
			m.System = true
		}
	}
	return m, true
}

// pragmaOperator matches a line holding only _Pragma("...").
var pragmaOperator = regexp.MustCompile(`^([ \t]*)_Pragma[ \t]*\([ \t]*"((?:[^"\\]|\\.)*)"[ \t]*\)[ \t]*(//.*)?$`)

// pragmaOp treats a _Pragma("omp ...") line like the #pragma it stands
// for; the instrumented output spells it as a #pragma line.
func (s *CScanner) pragmaOp() {
	m := pragmaOperator.FindStringSubmatch(s.line)
	text := strings.NewReplacer(`\"`, `"`, `\\`, `\`).Replace(m[2])
	s.preStmt = []string{m[1] + "#pragma " + text}
	s.preOrig = []string{s.line}
	s.finishPreStmt(s.lineno)
	s.preOrig = nil
}

func (s *CScanner) preprocessorContinuation() {
	s.preStmt = append(s.preStmt, s.line)
	s.inComment = commentOpenAfter(s.line, s.inComment)
	if !strings.HasSuffix(s.line, "\\") && !s.inComment {
		s.preCont = false
		s.finishPreStmt(s.lineno - len(s.preStmt) + 1)
	}
}

func (s *CScanner) finishPreStmt(first int) {
	d := s.processPreStmt(first)
	handled := d != nil
	if s.err != nil {
		return
	}
	if handled && s.requireEnd {
		// the statement starts on the line after the directive: in the
		// tokens of the statement search before, when it read that far
		// (a directive inside the block of another), or tokenized anew
		ts := &s.ts
		from := ts.Resume(s.phys + 1)
		if from < 0 {
			off := len(s.lines.src)
			if s.phys < len(s.lines.off) {
				off = int(s.lines.off[s.phys])
			}
			ts.Reset(s.lines.src[off:], s.Lang == LangCXX, s.phys+1)
			from = 0
		}
		end, err := StatementEnd(ts, from)
		if err != nil && s.condDepth > 0 {
			// The compiler accepts such a directive only in a section
			// that a conditional leaves out: its region closes at once.
			s.h.Warn(s.File, first, fmt.Sprintf("%s %s directive has no structured block after it (%v): the compiler accepts it only where a conditional leaves it out; its region ends right after it", d.Prefix[2], d.Name, err))
			s.ends = append(s.ends, blockEnd{line: s.phys, col: -1})
			s.blockEnded = true
			s.preStmt = s.preStmt[:0]
			return
		}
		if err != nil {
			s.fail(first, "%s %s directive has no structured block after it: %v", d.Prefix[2], d.Name, err)
			return
		}
		t, _ := ts.Get(end)
		if t.Kind == TokPP {
			s.ends = append(s.ends, blockEnd{line: int(t.EndLine), col: -1})
		} else {
			s.ends = append(s.ends, blockEnd{line: int(t.Line), col: int(t.Col)})
		}
	}
	// a block may end with this very line (#endif of a conditional group)
	if len(s.ends) > 0 {
		if e := s.ends[len(s.ends)-1]; !e.byLevel && e.col < 0 && e.line == s.phys {
			s.blockEnded = true
		}
	}
	s.preStmt = s.preStmt[:0] // the handler copied what it keeps
}

// blankComments replaces the comments of a preprocessor statement by
// blanks, keeping every column.
func blankComments(lines []string) []string {
	has := false
	for _, l := range lines {
		if strings.IndexByte(l, '/') >= 0 {
			has = true
			break
		}
	}
	if !has {
		return lines
	}
	out := make([]string, len(lines))
	in := false
	var quote byte // an open string or character literal (comments are not looked for inside)
	for i, l := range lines {
		b := []byte(l)
		for p := 0; p < len(b); {
			switch {
			case quote != 0:
				if b[p] == '\\' {
					p++
				} else if b[p] == quote {
					quote = 0
				}
				p++
			case !in && (b[p] == '"' || b[p] == '\''):
				quote = b[p]
				p++
			case in:
				if b[p] == '*' && p+1 < len(b) && b[p+1] == '/' {
					b[p] = ' '
					p++
					in = false
				}
				b[p] = ' '
				p++
			case b[p] == '/' && p+1 < len(b) && b[p+1] == '/':
				for ; p < len(b); p++ {
					b[p] = ' '
				}
			case b[p] == '/' && p+1 < len(b) && b[p+1] == '*':
				b[p], b[p+1] = ' ', ' '
				p += 2
				in = true
			default:
				p++
			}
		}
		if quote != 0 && !strings.HasSuffix(l, "\\") {
			quote = 0 // unterminated: the compiler says so
		}
		out[i] = string(b)
	}
	return out
}

// preWord reads the next word of a preprocessor statement the way the
// reference does (split at blanks and parentheses, skipping continuations).
func preWord(lines []string, pline, ppos *int) string {
	for *pline < len(lines) {
		l := lines[*pline]
		wbeg := firstNotOf(l, " \t", *ppos)
		if wbeg < 0 || l[wbeg] == '\\' {
			*pline++
			if *pline >= len(lines) {
				return ""
			}
			*ppos = 0
			continue
		}
		e := firstOf(l, " \t()\\", wbeg)
		if e < 0 {
			*ppos = len(l)
			return l[wbeg:]
		}
		*ppos = e
		return l[wbeg:e]
	}
	return ""
}

// processPreStmt offers a preprocessor statement to the handler; it
// returns the directive that the handler instrumented, or nil when the
// lines were copied.
func (s *CScanner) processPreStmt(first int) *Directive {
	orig := s.preStmt
	blanked := blankComments(orig)
	pline, ppos := 0, firstNotOf(blanked[0], " \t", 0)+1
	word := preWord(blanked, &pline, &ppos)
	keep := true
	switch word {
	case "pragma":
		paradigm := preWord(blanked, &pline, &ppos)
		if paradigm != "" && !s.System {
			d, err := NewDirective(s.Lang, s.File, first, blanked, []string{"#", "pragma", paradigm})
			if err == nil {
				handled, requireEnd, _, herr := s.h.Pragma(d)
				if herr != nil {
					s.err = herr
					return nil
				}
				if handled {
					s.requireEnd = requireEnd
					return d
				}
			}
		}
	case "include":
		if s.h.DropInclude(preWord(blanked, &pline, &ppos)) {
			keep = false
		}
	case "if", "ifdef", "ifndef", "elif", "else", "elifdef", "elifndef", "endif":
		switch word {
		case "if", "ifdef", "ifndef":
			s.condDepth++
		case "endif":
			s.condDepth = max(s.condDepth-1, 0)
		}
		s.h.Conditional(word, blanked)
	}
	if keep {
		if s.preOrig != nil {
			orig = s.preOrig
		}
		for _, l := range orig {
			s.Out.WriteString(l)
			s.Out.WriteByte('\n')
		}
	}
	return nil
}

func isIdentStart(c byte) bool { return c == '_' || (c|0x20 >= 'a' && c|0x20 <= 'z') }
func isIdentChar(c byte) bool  { return isIdentStart(c) || (c >= '0' && c <= '9') }

// rawPrefix reports whether ident introduces a C++ raw string literal.
func rawPrefix(ident string) bool {
	switch ident {
	case "R", "LR", "uR", "UR", "u8R":
		return true
	}
	return false
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

// Err returns the first error seen.
func (s *CScanner) Err() error { return s.err }
