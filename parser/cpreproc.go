package parser

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"
)

// The C scanner's preprocessor lines: line markers, _Pragma, and the
// directives written over several lines.

func (s *CScanner) isPreprocessorLine() bool {
	s.lstart = firstNotOf(s.line, " \t", 0)
	return s.lstart >= 0 && s.line[s.lstart] == '#'
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
	s.preStart = s.lineOff
	s.preStmt = append(s.preStmt, s.line)
	if strings.HasSuffix(s.line, "\\") {
		s.preCont = true
		return
	}
	s.finishPreStmt(s.lineno)
}

// lineDirective follows "#line N file" / "# N file flags" so that later
// #line output and CTC strings name the right place. A compiler's marker
// flags say more: 2 returns from an included file (at file scope, the
// handler is told: LeaveHeader), 3 marks the text of a system header,
// whose directives are not offered.
func (s *CScanner) lineDirective(spec string) {
	if m, ok := parseLineSpec(spec); ok {
		if m.Leave && s.level == 0 {
			s.h.LeaveHeader(s.lineOff, s.File)
		}
		s.lineno = m.Line - 1
		if m.File != "" {
			s.File = m.File
			s.system = m.System
		}
	}
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
var pragmaOperator = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^([ \t]*)_Pragma[ \t]*\([ \t]*"((?:[^"\\]|\\.)*)"[ \t]*\)[ \t]*(//.*)?$`)
})

// pragmaOp treats a _Pragma("omp ...") line like the #pragma it stands
// for; the instrumented output spells it as a #pragma line.
func (s *CScanner) pragmaOp() {
	m := pragmaOperator().FindStringSubmatch(s.line)
	text := strings.NewReplacer(`\"`, `"`, `\\`, `\`).Replace(m[2])
	s.preStart = s.lineOff
	s.preStmt = []string{m[1] + "#pragma " + text}
	s.finishPreStmt(s.lineno)
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
	d, name := s.processPreStmt(first)
	if s.err != nil {
		return
	}
	if d != nil {
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
			s.h.Warn(s.File, first, fmt.Sprintf("%s %s directive has no structured block after it (%v): the compiler accepts it only where a conditional leaves it out; its region ends right after it", d.Prefix[2], name, err))
			s.ends = append(s.ends, blockEnd{line: s.phys, col: -1})
			s.blockEnded = true
			s.preStmt = s.preStmt[:0]
			return
		}
		if err != nil {
			s.fail(first, "%s %s directive has no structured block after it: %v", d.Prefix[2], name, err)
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

// processPreStmt tells the handler of a preprocessor statement; it
// returns the directive whose block the handler follows (with the
// handler's name for it), or nil.
func (s *CScanner) processPreStmt(first int) (*Directive, string) {
	at := Span{s.preStart, s.nextLineOff()}
	blanked := blankComments(s.preStmt)
	pline, ppos := 0, firstNotOf(blanked[0], " \t", 0)+1
	word := preWord(blanked, &pline, &ppos)
	switch word {
	case "pragma":
		paradigm := preWord(blanked, &pline, &ppos)
		if paradigm != "" && !s.system {
			d, err := NewDirective(s.Lang, s.File, first, blanked, []string{"#", "pragma", paradigm})
			if err == nil {
				class, herr := s.h.Pragma(d, at)
				if herr != nil {
					s.err = herr
					return nil, ""
				}
				if class.Block {
					return d, class.Name
				}
			}
		}
	case "include":
		s.h.Include(preWord(blanked, &pline, &ppos), at)
	case "if", "ifdef", "ifndef", "elif", "else", "elifdef", "elifndef", "endif":
		switch word {
		case "if", "ifdef", "ifndef":
			s.condDepth++
		case "endif":
			s.condDepth = max(s.condDepth-1, 0)
		}
		s.h.Conditional(word, blanked)
	}
	return nil, ""
}
