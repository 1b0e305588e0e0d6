package parser

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
)

// FHandler receives what the Fortran scanner finds; everything it writes
// goes to the scanner's output in source order.
type FHandler interface {
	// Classify reads a directive's name (its lines are lower-cased, as the
	// reference prints them) and reports whether it is known, whether it
	// opens a loop construct that a missing "end do" closes, and whether
	// it is such an "end do" itself.
	Classify(d *Directive) (known, loop, endsLoop bool)
	// Directive writes the instrumentation of a classified directive.
	Directive(d *Directive) error
	// EndLoop closes the innermost loop construct whose "end do" is
	// missing, after the loop that ended on line.
	EndLoop(line int) error
	// HeaderEnd is called where the declarations of a program unit may
	// go: the handler writes the include line.
	HeaderEnd(line int, file string)
	// Statement may replace runtime API calls in a statement.
	Statement(low, line, file string) string
	// SingleLine ends a directive that applies to one statement (atomic)
	// after the statement on line.
	SingleLine(line int) error
}

// Fortran sentinels of OpenMP and POMP directives.
var fortranSentinels = []string{"!$omp", "c$omp", "*$omp", "!$pomp", "c$pomp", "*$pomp"}

// FScanner walks a Fortran source line by line, like the reference: it
// copies ordinary lines, collects directive lines with their
// continuations, finds where declarations end in each program unit, and
// tracks do loops so that a missing "end do" can be supplied.
type FScanner struct {
	Out  bytes.Buffer
	File string
	Form Form

	h     FHandler
	lines []string
	next  int

	line, low     string
	lineno        int
	inString      byte
	inHeader      bool
	continuation  bool
	unprocessed   bool
	sentinel      string
	needPragma    bool
	loops         []loopDesc
	loopDirs      []bool // open loop directives (true: still needs an end do)
	waitLoopStart bool
	waitLoopEnd   bool
	linenoLoopEnd int

	// state of the program-unit header detection
	hdrContinuation bool
	openBrackets    int
	inProgram       bool
	inModule        bool
	inInterface     bool
	inContains      bool

	err error
}

type loopDesc struct {
	label       string
	isDirective bool
}

// NewFScanner prepares a scan of src.
func NewFScanner(file string, form Form, src []byte, h FHandler) *FScanner {
	s := &FScanner{File: file, Form: form, h: h}
	text := strings.TrimSuffix(string(src), "\n")
	if text != "" || len(src) > 0 {
		s.lines = strings.Split(text, "\n")
	}
	return s
}

func (s *FScanner) fail(line int, format string, args ...any) {
	if s.err == nil {
		s.err = &SyntaxError{File: s.File, Line: line, Msg: fmt.Sprintf(format, args...)}
	}
}

func (s *FScanner) getLine() bool {
	if s.next >= len(s.lines) {
		return false
	}
	s.line = strings.TrimSuffix(s.lines[s.next], "\r")
	s.next++
	s.lineno++
	s.low = strings.ToLower(s.line)
	if s.Form == FormFree {
		amp := lastNotOf(s.line, " \t")
		s.continuation = amp >= 0 && s.line[amp] == '&'
	}
	return true
}

func lastNotOf(l, set string) int {
	for i := len(l) - 1; i >= 0; i-- {
		if strings.IndexByte(set, l[i]) < 0 {
			return i
		}
	}
	return -1
}

// Run scans the whole input.
func (s *FScanner) Run() error {
	for s.err == nil && (s.unprocessed || s.getLine()) {
		s.unprocessed = false
		lstart := firstNotOf(s.line, " \t", 0)
		switch {
		case s.inString != 0 && !s.isComment():
			s.delStringsAndComments()
			s.Out.WriteString(s.h.Statement(s.low, s.line, s.File))
			s.Out.WriteByte('\n')
		case lstart >= 0 && s.line[lstart] == '#':
			s.lineDirective(lstart)
		case s.isDirective():
			s.directive()
		default:
			s.normalLine()
		}
	}
	return s.err
}

func (s *FScanner) lineDirective(lstart int) {
	rest := s.line[lstart+1:]
	n := firstNotOf(rest, " \t", 0)
	spec := ""
	if n >= 0 && rest[n] >= '0' && rest[n] <= '9' {
		spec = rest[n:]
	} else if strings.HasPrefix(rest, "line ") {
		if m := firstNotOf(rest, " \t", 4); m >= 0 && rest[m] >= '0' && rest[m] <= '9' {
			spec = rest[m:]
		}
	}
	if spec != "" {
		end := firstOf(spec, " \t", 0)
		num := spec
		if end >= 0 {
			num = spec[:end]
		}
		if v, err := strconv.Atoi(num); err == nil {
			s.lineno = v - 1
			if end >= 0 {
				f := strings.Trim(strings.TrimSpace(spec[end:]), "\"")
				if i := strings.IndexAny(f, " \t\""); i >= 0 {
					f = f[:i]
				}
				if f != "" {
					s.File = f
				}
			}
		}
	}
	s.Out.WriteString(s.line)
	s.Out.WriteByte('\n')
}

// isComment reports a comment line; conditional-compilation lines ("!$ "
// or "c$" in fixed form) are made visible in the lower-case copy.
func (s *FScanner) isComment() bool {
	low := []byte(s.low)
	defer func() { s.low = string(low) }()
	// "!p$" lines are code only after instrumentation: blank the sentinel
	// in the output line too
	blankLine := func(from, n int) {
		b := []byte(s.line)
		for i := from; i < from+n && i < len(b); i++ {
			b[i] = ' '
			low[i] = ' '
		}
		s.line = string(b)
	}
	if s.Form == FormFixed && len(low) > 0 && (low[0] == '!' || low[0] == '*' || low[0] == 'c') {
		if at(s.low, 1) == '$' && firstNotOfOrLen(s.low, " \t0123456789", 2) > 5 {
			low[0], low[1] = ' ', ' '
			return false
		}
		if at(s.low, 1) == 'p' && at(s.low, 2) == '$' && firstNotOfOrLen(s.low, " \t0123456789", 3) > 5 {
			blankLine(0, 3)
			return false
		}
		return true
	}
	first := firstNotOf(s.low, " \t", 0)
	if first >= 0 && low[first] == '!' {
		if at(s.low, first+1) == '$' && (at(s.low, first+2) == ' ' || at(s.low, first+2) == '\t') {
			low[first], low[first+1] = ' ', ' '
			return false
		}
		if at(s.low, first+1) == 'p' && at(s.low, first+2) == '$' && (at(s.low, first+3) == ' ' || at(s.low, first+3) == '\t') {
			blankLine(first, 3)
			return false
		}
		return true
	}
	return false
}

func firstNotOfOrLen(s, set string, from int) int {
	i := firstNotOf(s, set, from)
	if i < 0 {
		return len(s) + 1
	}
	return i
}

func (s *FScanner) isDirective() bool {
	s.sentinel = ""
	pos := -1
	if s.Form == FormFixed {
		if len(s.low) > 0 && (s.low[0] == '!' || s.low[0] == 'c' || s.low[0] == '*') {
			pos = 0
		}
	} else {
		p := firstNotOf(s.low, " \t", 0)
		if p >= 0 && len(s.low) > p+1 && s.low[p] == '!' {
			pos = p
		}
	}
	if pos < 0 {
		return false
	}
	for _, sen := range fortranSentinels {
		if strings.Index(s.low, sen) == pos {
			// "!$omp" must not be a prefix of a longer word ("!$omparallel" is not)
			s.sentinel = sen
			return true
		}
	}
	return false
}

func (s *FScanner) isEmptyLine() bool { return firstNotOf(s.low, " \t", 0) < 0 }

func (s *FScanner) directive() {
	if s.inHeader {
		s.inHeader = false
		s.h.HeaderEnd(s.lineno, s.File)
	}
	lines := []string{s.low}
	prev := s.sentinel
	ignored := 0
	for {
		found := false
		if s.Form == FormFree {
			com := strings.Index(s.low, s.sentinel) + len(s.sentinel)
			end := len(s.low) - 1
			if c := indexFrom(s.low, "!", com); c >= 0 {
				end = c - 1
			}
			for end >= 0 && (s.low[end] == ' ' || s.low[end] == '\t') {
				end--
			}
			if end >= 0 && s.low[end] == '&' {
				found = true
			} else {
				break
			}
		}
		if !s.getLine() {
			if found {
				s.fail(s.lineno, "missing continuation line")
				return
			}
			break
		}
		s.unprocessed = true
		ignored++
		prev = s.sentinel
		switch {
		case s.isDirective():
			if s.Form == FormFixed {
				p := strings.Index(s.low, s.sentinel) + len(s.sentinel)
				if s.sentinel == prev && at(s.low, p) != ' ' && at(s.low, p) != '\t' && at(s.low, p) != '0' && at(s.low, p) != 0 {
					found = true
				}
			}
			if found {
				s.unprocessed = false
				ignored--
				lines = append(lines, s.low)
			}
		case s.isComment():
			found = true
			s.sentinel = prev
		case found && !s.isEmptyLine():
			s.fail(s.lineno-1, "missing continuation line")
			return
		}
		if !found {
			break
		}
	}
	d, err := NewDirective(LangF90, s.File, s.lineno-len(lines)-ignored+1, lines, []string{prev})
	if err != nil {
		s.err = err
		return
	}
	known, loop, endsLoop := s.h.Classify(d)
	if !known {
		for _, l := range lines {
			s.Out.WriteString(l)
			s.Out.WriteByte('\n')
		}
		return
	}
	s.waitLoopStart = loop
	if !endsLoop {
		s.insertEndDo()
		if s.err != nil {
			return
		}
	}
	if err := s.h.Directive(d); err != nil {
		s.err = err
		return
	}
	if loop {
		s.loopDirs = append(s.loopDirs, true)
	} else if endsLoop && len(s.loopDirs) > 0 {
		s.loopDirs = s.loopDirs[:len(s.loopDirs)-1]
		s.waitLoopEnd = false
	}
	s.needPragma = false
}

// insertEndDo supplies the "end do" of a loop construct whose loop ended.
func (s *FScanner) insertEndDo() {
	if len(s.loopDirs) > 0 && s.waitLoopEnd {
		s.waitLoopEnd = false
		if s.loopDirs[len(s.loopDirs)-1] {
			if err := s.h.EndLoop(s.linenoLoopEnd); err != nil {
				s.err = err
			}
			s.loopDirs = s.loopDirs[:len(s.loopDirs)-1]
		}
	}
}

// delStringsAndComments blanks strings (with '@') and comments in the
// lower-case copy, so that keywords inside them are not seen.
func (s *FScanner) delStringsAndComments() {
	low := []byte(s.low)
	for i := 0; i < len(low); i++ {
		if s.inString != 0 {
			if low[i] == s.inString {
				low[i] = '@'
				i++
				if i >= len(low) {
					s.inString = 0
					break
				}
				if low[i] != s.inString {
					s.inString = 0
					i--
					continue
				}
			}
			low[i] = '@'
		} else if low[i] == '!' {
			for ; i < len(low); i++ {
				low[i] = ' '
			}
			break
		} else if low[i] == '\'' || low[i] == '"' {
			s.inString = low[i]
			low[i] = '@'
		}
	}
	s.low = string(low)
}

func (s *FScanner) normalLine() {
	isComment := s.isComment()
	nonBlank := firstNotOf(s.low, " \t", 0) >= 0
	if s.needPragma && !isComment && nonBlank {
		s.fail(s.lineno-1, "missing continuation line")
		return
	} else if len(s.loopDirs) > 0 && !isComment && nonBlank {
		s.insertEndDo()
	}
	switch {
	case isComment:
		s.Out.WriteString(s.line)
		s.Out.WriteByte('\n')
	case len(s.line) == 0 || !nonBlank:
		s.Out.WriteString(s.line)
		s.Out.WriteByte('\n')
		s.linenoLoopEnd++
	default:
		s.statements()
	}
}

// statements handles a line of code, split at ';'.
func (s *FScanner) statements() {
	s.delStringsAndComments()
	line, low := s.line, s.low
	pos := 0
	for {
		// the reference's segments: [0, next ';' after index 0), then
		// (';', next ';') and so on
		start := 0
		if pos > 0 {
			start = pos + 1
		}
		e := indexFrom(low, ";", pos+1)
		end := len(low)
		if e >= 0 {
			end = e
		}
		if start > end {
			start = end
		}
		s.line, s.low = line[start:end], low[start:end]
		last := e < 0
		if s.isUnitHeader() {
			s.inHeader = true
		} else if s.inHeader {
			s.inHeader = false
			s.h.HeaderEnd(s.lineno, s.File)
		}
		s.line = s.h.Statement(s.low, s.line, s.File)
		s.Out.WriteString(s.line)
		if last {
			s.Out.WriteByte('\n')
		} else {
			s.Out.WriteByte(';')
		}
		if !s.continuation {
			if err := s.h.SingleLine(s.lineno); err != nil {
				s.err = err
				return
			}
		}
		if label, ok := s.isLoopStart(); ok {
			s.loops = append(s.loops, loopDesc{label: label, isDirective: s.waitLoopStart})
		} else if len(s.loops) > 0 && s.isLoopEnd() {
			top := s.loops[len(s.loops)-1]
			s.waitLoopEnd = top.isDirective
			s.loops = s.loops[:len(s.loops)-1]
			// several loops may end on the same labelled statement
			for len(s.loops) > 0 && strings.ContainsAny(s.loops[len(s.loops)-1].label, "0123456789") && s.isLoopEnd() {
				s.waitLoopEnd = s.loops[len(s.loops)-1].isDirective
				s.loops = s.loops[:len(s.loops)-1]
			}
			s.linenoLoopEnd = s.lineno
		}
		s.waitLoopStart = false
		if last {
			break
		}
		pos = e
	}
}

// isLoopStart recognizes "do", "name: do" and "do 10 ..." statements.
func (s *FScanner) isLoopStart() (string, bool) {
	if len(s.line) == 0 {
		return "", false
	}
	low := s.low
	pstart := strings.Index(low, "do")
	if pstart < 0 {
		return "", false
	}
	if c := at(low, pstart+2); c != 0 && c != ' ' && c != '\t' {
		return "", false
	}
	pos := firstNotOf(low, " \t", 0)
	label := ""
	if pos != pstart {
		colon := firstOf(low, ":", pos)
		if colon < 0 {
			return "", false
		}
		label = s.line[pos:colon]
		pos = firstNotOf(low, " \t", colon+1)
	}
	pstart = indexFrom(low, "do", pos)
	if pstart != pos || pstart < 0 {
		return "", false
	}
	if c := at(low, pstart+2); c != 0 && c != ' ' && c != '\t' {
		return "", false
	}
	pos = firstNotOf(low, " \t", pos+2)
	if pos >= 0 && low[pos] >= '0' && low[pos] <= '9' {
		e := firstNotOf(low, "0123456789", pos)
		if e < 0 {
			e = len(low)
		}
		label = s.line[pos:e]
	}
	return label, true
}

// isLoopEnd recognizes the end of the innermost loop: its label (a
// nonblock do) or "end do [name]".
func (s *FScanner) isLoopEnd() bool {
	top := s.loops[len(s.loops)-1].label
	if len(s.line) == 0 {
		return false
	}
	low := s.low
	pos := firstNotOf(low, " \t", 0)
	if top != "" && strings.Trim(top, "0123456789") == "" {
		e := firstNotOf(low, "0123456789", pos)
		if e < 0 {
			e = len(low)
		}
		if e == pos {
			return false
		}
		return s.line[pos:e] == top
	}
	pos = indexFrom(low, "end", pos)
	if pos < 0 || pos != firstNotOf(low, " \t0123456789", 0) {
		return false
	}
	pos = firstNotOf(low, " \t", pos+3)
	if pos < 0 || indexFrom(low, "do", pos) != pos {
		return false
	}
	eq, bang := indexFrom(low, "=", pos), indexFrom(low, "!", pos)
	if eq >= 0 && (bang < 0 || eq < bang) {
		return false
	}
	if top != "" {
		p := firstNotOf(low, " \t", pos+2)
		if p < 0 {
			return false
		}
		e := firstOf(low, " \t", p)
		if e < 0 {
			e = len(low)
		}
		return s.line[p:e] == top
	}
	return true
}

// isUnitHeader reports whether the statement belongs to the header of a
// program unit (program/subroutine/function statement, use, implicit,
// declarations the reference treats as such), after which the include
// line can go.
func (s *FScanner) isUnitHeader() bool {
	lline := s.low
	if p := firstNotOf(lline, " \t", 0); p >= 0 {
		lline = lline[p:]
	} else {
		lline = ""
	}
	sline := strings.Map(func(r rune) rune {
		if r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\v' || r == '\f' {
			return -1
		}
		return r
	}, lline)
	find := func(hay, needle string) int { // npos as a huge number, like size_t
		i := strings.Index(hay, needle)
		if i < 0 {
			return 1 << 30
		}
		return i
	}
	has := func(hay, needle string) bool { return strings.Contains(hay, needle) }
	if (strings.HasPrefix(sline, "program") && has(lline, "program")) ||
		(strings.HasPrefix(sline, "module") && !s.inProgram && has(lline, "module")) ||
		(strings.HasPrefix(sline, "interface") && s.inModule && has(lline, "interface")) ||
		(strings.HasPrefix(sline, "abstractinterface") && s.inModule) ||
		(has(sline, "contains") && s.inModule && has(lline, "contains")) ||
		(strings.HasPrefix(sline, "subroutine") && has(lline, "subroutine")) ||
		(strings.HasPrefix(sline, "function") && has(lline, "function") && !s.inHeader &&
			(find(sline, "=") >= find(sline, "!") || find(sline, "=") >= find(sline, "kind"))) {
		s.openBrackets = 0
	}
	if s.Form == FormFixed && len(s.low) >= 6 && s.low[5] != ' ' && find(s.low, "\t") > 6 {
		s.hdrContinuation = true
	}
	s.inProgram = s.inProgram || strings.HasPrefix(sline, "program")
	s.inModule = !s.inProgram && (s.inModule || strings.HasPrefix(sline, "module"))
	s.inInterface = s.inModule && (s.inInterface || strings.HasPrefix(sline, "interface") || strings.HasPrefix(sline, "abstractinterface"))
	s.inContains = s.inModule && (s.inContains || has(sline, "contains"))

	word := func(w string) bool {
		i := strings.Index(lline, w)
		if i < 0 {
			return false
		}
		if i > find(lline, "pure") || i > find(lline, "elemental") {
			return false
		}
		if len(lline) >= i+len(w) && (isAlnum(at(lline, i+len(w))) || at(lline, i+len(w)) == '_') {
			return false
		}
		if i != 0 && (isAlnum(lline[i-1]) || lline[i-1] == '_') {
			return false
		}
		j := strings.Index(sline, w)
		c := at(sline, j+len(w))
		return isAlpha(c) || c == '&'
	}
	fn, sub := word("function"), word("subroutine")
	key := s.inHeader && (strings.HasPrefix(sline, "save") || strings.HasPrefix(sline, "result") ||
		strings.HasPrefix(sline, "implicit") || strings.HasPrefix(sline, "use") || strings.HasPrefix(sline, "include"))
	noend := !has(sline, "endfunction") && !has(sline, "endsubroutine") && !has(sline, "endmodule") && !has(sline, "endprogram")
	pe := find(sline, "=")
	validEqual := pe >= find(sline, "!") || pe > find(sline, "kind") || pe > find(sline, "only:") ||
		pe == find(sline, ">")-1 || pe > find(sline, "bind(")
	misc := s.inHeader && (strings.HasPrefix(sline, "#") || strings.HasPrefix(sline, "&") || sline == "" ||
		strings.HasPrefix(sline, "parameter") || strings.HasPrefix(sline, "dimension") ||
		s.openBrackets != 0 || s.hdrContinuation)
	result := false
	if ((strings.HasPrefix(sline, "program") || fn || sub || key) && noend && validEqual) || misc {
		result = !s.inModule || (!s.inInterface && s.inContains)
	}
	s.inProgram = s.inProgram && !has(sline, "endprogram")
	s.inModule = s.inModule && !has(sline, "endmodule")
	s.inInterface = s.inInterface && !has(sline, "endinterface")
	s.inContains = s.inContains && !has(sline, "endmodule")
	s.hdrContinuation = len(sline) > 0 && sline[len(sline)-1] == '&'
	for i := 0; i < len(s.low); i++ {
		switch s.low[i] {
		case '(':
			s.openBrackets++
		case ')':
			s.openBrackets--
		}
		if s.low[i] == '!' {
			break
		}
	}
	return result
}

func isAlpha(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }
func isAlnum(c byte) bool { return isAlpha(c) || (c >= '0' && c <= '9') }

// Err returns the first error seen.
func (s *FScanner) Err() error { return s.err }
