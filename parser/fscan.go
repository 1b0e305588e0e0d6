package parser

import (
	"fmt"
	"strings"

	"opari2/internal/slab"
)

// FClass is what the handler tells the scanner about a directive.
type FClass struct {
	Known    bool // instrumented (unknown directives are copied)
	Loop     bool // opens a loop construct: a do statement must follow
	EndsLoop bool // "end do", "end parallel do"
	// EndsSingle: "end atomic", which may follow the statement of an
	// atomic directive
	EndsSingle bool
	// Name is the directive's name, as messages spell it with
	// FortranName ("paralleldo"); End, of a Loop directive, the words of
	// the end directive that closes it, blanks removed ("endparalleldo").
	Name, End string
	// Single: the directive applies to the next statement, and an end
	// directive may follow it (atomic).
	Single bool
}

// FHandler receives what the Fortran scanner finds, in source order, each
// with where it is: byte offsets into the scanned source, or a cut in the
// statement being told. The scanner writes nothing: the handler makes
// its output from the source and these events, and keeps its own state
// across the branches of conditional groups.
type FHandler interface {
	// Line is told where a line starts, at the top level of the scan;
	// atRest: outside conditional groups, with no loop end pending, so
	// what was told before is final.
	Line(off int, atRest bool)
	// Attach is told of a directive line of another tool (!DIR$, !$acc)
	// at at that goes with the OpenMP directive after it (whose
	// Attached holds it): it is not copied where it is.
	Attach(at Span)
	// Classify reads a directive's name (its lines are lower-cased, as the
	// reference prints them).
	Classify(d *Directive) FClass
	// Directive is told of a directive that Classify knows, on the lines
	// at (with the comment lines among them, and in fixed form those
	// after them); after are the lines of other tools' directives among
	// those, which go after it.
	Directive(d *Directive, at Span, after []string) error
	// OtherDirective is told of a directive that Classify does not know,
	// as Directive is; lower are its lines lower-cased (the reference
	// prints them so).
	OtherDirective(d *Directive, at Span, lower, after []string)
	// EndLoop is told where a loop construct ends whose do loop has no
	// end directive.
	EndLoop(e LoopEnd) error
	// HeaderEnd is told where the declarations of a program unit may end
	// (the include line goes there): before byte at, or at the last Cut
	// of the statement being told (at -1).
	HeaderEnd(at, line int, file string)
	// Statement is told of a statement group (a statement with its
	// continuation lines and the lines among them) on the lines at, in
	// the file file; what it is told up to StatementDone happens at
	// cuts inside it (Cut).
	Statement(lines []StmtLine, at Span, file string)
	// Cut is told that what follows goes after the text up to column col
	// of line idx of the statement group (the ';' that ends a statement
	// there), or after the whole group (idx -1).
	Cut(idx, col int)
	// StatementDone ends the statement group.
	StatementDone()
	// Plain asks whether a statement on one line, at, stays as it is
	// written (text: the statement, literals blanked and in lower case;
	// one without literals may come as written, in either case). The
	// scanner then tells neither Statement nor StatementDone of it,
	// unless it must tell something in it (HeaderEnd, EndLoop,
	// SingleLine): the handler's copy of the input writes it.
	Plain(at Span, text string) bool
	// SingleLine ends a directive that applies to one statement (atomic)
	// after the statement on line (at the last Cut).
	SingleLine(line int) error
	// The branches of a conditional group (#if/#elif/#else/#endif) are
	// each scanned from the state before the group; the handler keeps
	// its own. GroupStart is told where a group opens.
	GroupStart()
	// BranchEnd is told where a branch of the innermost group ends, at
	// the line at (and once more, at -1, for the configuration that
	// takes none of them, when the group has no #else): the handler
	// records its state and goes back to the one before the group.
	// opens: constructs are open that were not before the group;
	// likeFirst: the same ones as at the end of the group's first branch.
	BranchEnd(at int) (opens, likeFirst bool)
	// MergeBranches is asked at the end of a group whose branches leave
	// different constructs open (the do loops and program units agree):
	// primary is the first branch that opens constructs. It succeeds
	// when every branch opens none or as many as the primary,
	// alternatives of its constructs, which then end with them.
	MergeBranches(primary int) bool
	// GroupEnd is told that the innermost group ends.
	GroupEnd(e GroupEnd)
	// Conditional is told every line of a conditional group, as
	// CHandler's.
	Conditional(word string, lines []string)
	// Warn reports a problem that does not stop the instrumentation.
	Warn(file string, line int, msg string)
}

// GroupEnd is the end of a conditional group, before its #endif line at
// At: the state of branch Chosen (of those told to BranchEnd) goes on.
// Late are the branches still in a unit's declarations where another
// has ended them: the include line goes at their end.
type GroupEnd struct {
	At, Chosen int
	Late       []LateHeader
}

// LateHeader is the include line of a branch (GroupEnd), counted on Line
// of File. The configuration that takes no branch has it at the group's
// end, under an #else of its own when Else is set.
type LateHeader struct {
	Branch, Line int
	File         string
	Else         bool
}

// LoopEnd is where a loop construct ends that its do loop ends.
type LoopEnd struct {
	// At is where the end goes: before byte At (the line after the loop
	// and its blank and comment lines), or at the last Cut (-1).
	At   int
	Line int // the line its end is counted on
	File string
	// Else: the configuration that takes none of the branches of the
	// group whose #endif is at At ends it, under an #else of its own.
	Else bool
	// Skipped: comment lines go before it, which its line number leaves
	// out (the reference's numbering); then Next is what follows it:
	// NextDirective, NextOther or NextNone; NextLine its number.
	Skipped  bool
	Next     NextKind
	NextLine int
}

// NextKind is the kind of the line after a loop's end.
type NextKind int

const (
	NextNone      NextKind = iota // the end of the input
	NextDirective                 // a directive
	NextOther                     // anything else
)

// StmtLine is one physical line of a statement group: code, or a comment,
// blank or preprocessor line among its continuation lines.
type StmtLine struct {
	Code bool
	// Raw is the line's text without its end (a POMP conditional
	// sentinel "!p$" blanked: the line is code once instrumented).
	Raw  string
	Line int // its line number
	// code lines: Low is Raw lower-cased with literals and comment
	// blanked; the statement's text is Low[From:To] (To is before a
	// free-form continuation '&'); Com is where a comment starts, or -1.
	Low      string
	From, To int
	Com      int
}

// FScanner walks a Fortran source statement by statement. It tells its
// handler the directives, the statements, where the declarations of each
// program unit may end (the include line), and where loop constructs end
// (a missing "end do" is supplied). The output that a handler makes from
// these is line for line the reference's wherever the reference got the
// structure right.
type FScanner struct {
	File string
	Form Form

	h      FHandler
	lines  lineIndex
	next   int // index of the next line to read
	lineno int // source line number of the last line read (follows #line)
	err    error

	// program units, for the include line
	units      []fUnitKind
	interfaces int  // open interface blocks
	inHeader   bool // the current unit still needs its include line

	// do loops and the directives waiting for them
	loops      []fLoop
	waitLoop   *fOpen // a loop directive whose do statement has not come yet
	waitSingle *fOpen // an atomic directive waiting for its statement
	pendingEnd bool   // a loop construct ended without end directive
	endLine    int    // where it ended (plus the blank lines after it)
	endSkipped bool   // comment lines went before that end
	// awaitEnd: a loop construct whose loop ended, and whose end
	// directive starts a conditional group after it (#ifdef A / !$omp
	// end do nowait / #else / !$omp end do / #endif). A branch without
	// the end directive ends the construct at its start, as pendingEnd
	// does.
	awaitEnd *fOpen

	seen       [64]seenLine // classified lines, line i in slot i%64
	directives slab.Slab[Directive]
	reused     []*Directive // handed back by the handler (Reuse)
	dirLines   []fLine      // the lines of the directive being read (reused)
	dirRaw     []string     // and their text

	cond     []fCond  // open #if groups
	attached []string // tool directives right before an OpenMP directive

	// the statement group being read
	group []StmtLine // its lines, as told (reused)
	label string     // fixed form: the label field of its initial line
	segs  []segment  // reused between statements
	join  []byte
}

type fLoop struct {
	label string // terminal statement label of a labelled do, or ""
	dir   *fOpen // the loop directive this do loop belongs to
}

// fOpen is a directive whose do loop or statement the scanner waits for,
// as the handler classified it.
type fOpen struct {
	line int
	name string // the directive's name (FClass)
	end  string // the words of its end directive (FClass)
}

// NewFScanner prepares a scan of src, which must not change while the
// scanner or the text it hands out is in use (see inputText).
func NewFScanner(file string, form Form, src []byte, h FHandler) *FScanner {
	return &FScanner{File: file, Form: form, h: h, lines: newLineIndex(src)}
}

// Reuse hands directives the scanner told of back to it, for the next
// ones: the handler keeps nothing of them, nor of what they hold. A
// handler may hand back the directive it is told of in the call itself
// (Directive, OtherDirective): the scanner reads it no more after that.
func (s *FScanner) Reuse(ds []*Directive) { s.reused = append(s.reused, ds...) }

// nextDirective is a zero directive: one handed back, else a new one.
func (s *FScanner) nextDirective() *Directive {
	if n := len(s.reused); n > 0 {
		d := s.reused[n-1]
		s.reused = s.reused[:n-1]
		d.reset()
		return d
	}
	return s.directives.Next()
}

func (s *FScanner) fail(line int, format string, args ...any) {
	if s.err == nil {
		s.err = &SyntaxError{File: s.File, Line: line, Msg: fmt.Sprintf(format, args...)}
	}
}

// peek classifies line i. Lines are looked at a few times each (to see
// where a statement or directive ends, then to read it, and ahead for
// an end directive): the last 64 are remembered, each in its own slot.
func (s *FScanner) peek(i int) fLine {
	slot := &s.seen[i%len(s.seen)]
	if slot.idx != i+1 {
		slot.idx = i + 1
		slot.line.classify(s.lines.line(i), s.Form)
	}
	return slot.line
}

type seenLine struct {
	idx  int // line index + 1 (0: empty slot)
	line fLine
}

// take reads line i (the next one) and returns its line number.
func (s *FScanner) take() int {
	s.next++
	s.lineno++
	return s.lineno
}

// lineOff is where line i starts (the end of the input after the last).
func (s *FScanner) lineOff(i int) int {
	if i < len(s.lines.off) {
		return int(s.lines.off[i])
	}
	return len(s.lines.src)
}

// Run scans the whole input.
func (s *FScanner) Run() error {
	for s.err == nil && s.next < s.lines.n {
		s.h.Line(s.lineOff(s.next), len(s.cond) == 0 && !s.pendingEnd)
		if s.quickPlain() {
			continue
		}
		l := s.peek(s.next)
		if l.kind == flBlank {
			s.take()
			if s.pendingEnd {
				s.endLine++
			}
			continue
		}
		tool := l.kind == flComment && isToolDirective(l, s.Form)
		if l.kind == flComment && !tool {
			// comment lines after a loop whose end directive is supplied
			// go before it, as in the reference (which does not count
			// them in the end's line number, blank lines it does)
			s.take()
			s.endSkipped = s.endSkipped || s.pendingEnd
			continue
		}
		// a directive of another tool (!GCC$ ivdep) applies to what
		// follows: the end goes before it
		s.flushEnd()
		if s.err != nil {
			break
		}
		switch l.kind {
		case flComment:
			if s.ompDirectiveFollows(s.next + 1) {
				s.h.Attach(Span{s.lineOff(s.next), s.lineOff(s.next + 1)})
				s.attached = append(s.attached, l.raw)
			}
			s.take()
		case flPP:
			s.take()
			s.preprocessor(l)
		case flDirective:
			s.directive()
		default:
			s.statement()
		}
	}
	if s.err == nil {
		s.flushEnd()
	}
	if s.err == nil && s.waitLoop != nil {
		s.fail(s.waitLoop.line, "%s directive is not followed by a do loop", FortranName(s.waitLoop.name))
	}
	if s.err == nil && s.waitSingle != nil {
		s.fail(s.waitSingle.line, "%s directive is not followed by a statement", FortranName(s.waitSingle.name))
	}
	return s.err
}

// FortranName spells a directive name the way it is written
// ("paralleldo" is "parallel do", "endparalleldo" "end parallel do").
func FortranName(name string) string {
	var parts []string
	if strings.HasPrefix(name, "end") && name != "end" {
		parts = append(parts, "end")
		name = name[3:]
	}
	if strings.HasPrefix(name, "parallel") && name != "parallel" {
		parts = append(parts, "parallel")
		name = name[len("parallel"):]
	}
	return strings.Join(append(parts, name), " ")
}

// flushEnd tells the end of a loop construct whose loop ended, before
// the next line that is neither blank nor a comment.
func (s *FScanner) flushEnd() {
	if !s.pendingEnd {
		return
	}
	s.pendingEnd = false
	e := LoopEnd{At: s.lineOff(s.next), Line: s.endLine, File: s.File, Skipped: s.endSkipped, NextLine: s.lineno + 1}
	if s.next < s.lines.n {
		e.Next = NextOther
		if s.peek(s.next).kind == flDirective {
			e.Next = NextDirective
		}
	}
	s.endSkipped = false
	if err := s.h.EndLoop(e); err != nil {
		s.err = err
	}
}

// ---- directives ----

// collectDirective finds the lines of the directive that starts at line
// i and its continuation lines. Like the reference it drops the comment
// lines between them, and in fixed form those right after the directive
// too; comment lines that are directives of other tools (!DIR$, !DEC$,
// !$acc, ...) are kept: "between" ones go before the directive, "after"
// ones after it. It only looks; next is the index after the directive.
func (s *FScanner) collectDirective(i int, buf []fLine) (lines []fLine, between, after []int, next int, missing bool) {
	first := s.peek(i)
	lines = append(buf[:0], first)
	next = i + 1
	for {
		more := s.Form == FormFree && s.continues(lines[len(lines)-1])
		if s.Form == FormFree && !more {
			return
		}
		k := next
		var skipped []int
		for k < s.lines.n {
			l := s.peek(k)
			if l.kind == flComment || (s.Form == FormFree && l.kind == flBlank) {
				if isToolDirective(l, s.Form) {
					skipped = append(skipped, k)
				}
				k++
				continue
			}
			break
		}
		if k < s.lines.n {
			if l := s.peek(k); l.kind == flDirective && l.sentinel() == first.sentinel() {
				cont := true
				if s.Form == FormFixed {
					p := l.afterSen
					c := at(l.low, p)
					cont = c != ' ' && c != '\t' && c != '0' && c != 0
				}
				if cont {
					between = append(between, skipped...)
					lines = append(lines, l)
					next = k + 1
					continue
				}
			}
		}
		if more {
			missing = true
			return
		}
		after = skipped
		next = k // fixed form: the comments after the directive go
		return
	}
}

// isToolDirective reports a comment line that is a directive for some
// compiler or tool: the comment character, a word and '$' or '*'
// (!DIR$, CDEC$, !GCC$, !IBM*), or "!$" and a word (!$acc).
func isToolDirective(l fLine, form Form) bool {
	p := 0
	if form == FormFree {
		p = firstNotOf(l.low, " \t", 0)
	}
	if p < 0 || p >= len(l.low) {
		return false
	}
	t := l.low[p+1:]
	if strings.HasPrefix(t, "$") {
		return len(t) > 1 && isAlpha(t[1])
	}
	n := 0
	for n < len(t) && isAlnum(t[n]) {
		n++
	}
	return n > 0 && isAlpha(t[0]) && n < len(t) && (t[n] == '$' || t[n] == '*')
}

func (s *FScanner) directive() {
	start := s.next
	lines, between, after, next, missing := s.collectDirective(start, s.dirLines)
	s.dirLines = lines // (its buffer, for the next directive)
	first := s.lineno + 1
	if missing {
		s.fail(first+len(lines)-1, "missing continuation line for the directive (it ends with '&')")
		return
	}
	for s.next < next {
		s.take()
	}
	if len(s.units) == 0 {
		// a directive before any statement: a main program without
		// program statement starts here
		s.units = append(s.units, fuProgram)
		s.inHeader = true
	}
	at := Span{s.lineOff(start), s.lineOff(next)}
	if s.inHeader {
		s.inHeader = false
		s.h.HeaderEnd(at.Start, first, s.File)
	}
	attached := s.attached
	s.attached = nil
	for _, j := range between {
		attached = append(attached, s.lines.line(j))
	}
	var afterLines []string
	for _, j := range after {
		afterLines = append(afterLines, s.lines.line(j))
	}
	raw := s.dirRaw[:0]
	for _, l := range lines {
		raw = append(raw, l.raw)
	}
	s.dirRaw = raw
	d, err := s.newDirective(first, lines)
	if err != nil {
		s.err = err
		return
	}
	d.Attached = attached
	class := s.h.Classify(d)
	if !class.Known {
		s.h.OtherDirective(d, at, LowerFortranDirective(s.Form, raw, lines[0].sentinel()), afterLines)
		return
	}
	if s.waitLoop != nil {
		s.fail(s.waitLoop.line, "%s directive is not followed by a do loop", FortranName(s.waitLoop.name))
		return
	}
	if s.waitSingle != nil && !class.EndsSingle {
		s.fail(s.waitSingle.line, "%s directive is not followed by a statement", FortranName(s.waitSingle.name))
		return
	}
	if err := s.h.Directive(d, at, afterLines); err != nil {
		s.err = err
		return
	}
	if class.EndsLoop {
		s.awaitEnd = nil
	}
	if class.Loop || class.Single {
		open := &fOpen{line: first, name: class.Name, end: class.End} // (not d.Line: d may be reused)
		if class.Loop {
			s.waitLoop = open
		}
		if class.Single {
			s.waitSingle = open
		}
	}
}

// newDirective makes the directive on lines, its first line numbered
// first: comments are blanked and the text is lowered, both outside
// character literals (the reference prints directives in lower case; a
// literal keeps its case), and in fixed form the columns past 72, which
// the compiler ignores, are blanked (prepareFortranLine). A line's
// classification is that text already when it has no literal or
// comment to see to (plainDir).
func (s *FScanner) newDirective(first int, lines []fLine) (*Directive, error) {
	d := s.nextDirective()
	prepared := d.linesBuf[:0:len(d.linesBuf)]
	var quote byte
	for i, l := range lines {
		p := l.low
		if !l.plainDir || quote != 0 {
			p, quote = prepareFortranLine(l.raw, l.sentinel(), s.Form, i > 0, quote, false)
		}
		prepared = append(prepared, p)
	}
	l := lines[0]
	if s.Form == FormFree {
		// the sentinel is a word of its own there (directiveSentinel)
		return d.initSentinel(s.Form, s.File, first, prepared, l.afterSen-int(l.senLen), l.afterSen), nil
	}
	return d.init(LangF90, s.Form, s.File, first, prepared, []string{l.sentinel()})
}

// continues reports a free-form directive line that ends with '&'
// (before a comment; a '!' in a character literal starts none).
func (s *FScanner) continues(l fLine) bool {
	com := l.afterSen
	t := l.low
	if !l.plainDir {
		// a comment, or a literal that may hold a '!'
		t, _ = prepareFortranLine(l.raw, l.sentinel(), s.Form, false, 0, false)
	}
	e := lastNotOf(t, " \t")
	return e >= com && t[e] == '&'
}

// ompDirectiveFollows reports whether the next line that is not a comment
// is an OpenMP directive.
func (s *FScanner) ompDirectiveFollows(from int) bool {
	for k := from; k < s.lines.n; k++ {
		switch l := s.peek(k); l.kind {
		case flComment:
			continue
		case flDirective:
			return strings.HasSuffix(l.sentinel(), "$omp")
		}
		break
	}
	return false
}

// nextIsEnd looks past blank and comment lines for an OpenMP end
// directive whose words (blanks removed) start with one of ends; groups:
// also into the first branch of conditional groups that open there.
func (s *FScanner) nextIsEnd(from int, groups bool, ends ...string) bool {
	k := from
	for k < s.lines.n {
		l := s.peek(k)
		if l.kind == flBlank || l.kind == flComment {
			k++
			continue
		}
		if w := ppWord(l); groups && (w == "if" || w == "ifdef" || w == "ifndef") {
			k++
			continue
		}
		break
	}
	if k >= s.lines.n {
		return false
	}
	l := s.peek(k)
	if l.kind != flDirective || !strings.HasSuffix(l.sentinel(), "$omp") {
		return false
	}
	lines, _, _, _, _ := s.collectDirective(k, nil)
	var b strings.Builder
	for i, dl := range lines {
		p := dl.afterSen
		if i > 0 || s.Form == FormFixed {
			p++ // continuation column / '&'
		}
		text := dl.low[min(p, len(dl.low)):]
		if c := strings.IndexByte(text, '!'); c >= 0 {
			text = text[:c]
		}
		for _, r := range text {
			if r != ' ' && r != '\t' && r != '&' {
				b.WriteRune(r)
			}
		}
	}
	words := b.String()
	for _, e := range ends {
		if strings.HasPrefix(words, e) {
			return true
		}
	}
	return false
}
