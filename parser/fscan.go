package parser

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
)

// FClass is what the handler tells the scanner about a directive.
type FClass struct {
	Known    bool // instrumented (unknown directives are copied)
	Loop     bool // opens a loop construct: a do statement must follow
	EndsLoop bool // "end do", "end parallel do"
	// Single: the directive applies to the next statement, and an end
	// directive may follow it (atomic).
	Single bool
}

// FHandler receives what the Fortran scanner finds; everything it writes
// goes to the scanner's output in source order.
type FHandler interface {
	// Classify reads a directive's name (its lines are lower-cased, as the
	// reference prints them).
	Classify(d *Directive) FClass
	// Directive writes the instrumentation of a classified directive.
	Directive(d *Directive) error
	// EndLoop closes the loop construct whose do loop ended on line and
	// has no end directive.
	EndLoop(line int) error
	// HeaderEnd is called where the declarations of a program unit may
	// go: the handler writes the include line.
	HeaderEnd(line int, file string)
	// Statement may replace runtime API calls in a piece of a statement.
	Statement(low, line, file string) string
	// SingleLine ends a directive that applies to one statement (atomic)
	// after the statement on line.
	SingleLine(line int) error
	// The branches of a conditional group (#if/#elif/#else/#endif) are
	// each scanned from the state before the group; the handler keeps
	// its own. GroupStart is told where a group opens.
	GroupStart()
	// BranchEnd is told where a branch of the innermost group ends (and
	// once more for the configuration that takes none of them, when the
	// group has no #else): the handler records its state and goes back
	// to the one before the group. opens: constructs are open that were
	// not before the group; likeFirst: the same ones as at the end of
	// the group's first branch.
	BranchEnd() (opens, likeFirst bool)
	// MergeBranches is asked at the end of a group whose branches leave
	// different constructs open (the do loops and program units agree):
	// primary is the first branch that opens constructs. It succeeds
	// when every branch opens none or as many as the primary,
	// alternatives of its constructs, which then end with them.
	MergeBranches(primary int) bool
	// GroupEnd is told that the innermost group ends, and which branch's
	// state goes on.
	GroupEnd(chosen int)
	// Conditional is told every line of a conditional group, as
	// CHandler's.
	Conditional(word string, lines []string)
	// Warn reports a problem that does not stop the instrumentation.
	Warn(file string, line int, msg string)
}

// FScanner walks a Fortran source statement by statement. It copies the
// text, hands directives to the handler, finds where the declarations of
// each program unit may go (the include line), and tracks do loops so
// that a missing "end do" can be supplied. Output is line for line the
// reference's wherever the reference got the structure right.
type FScanner struct {
	Out  bytes.Buffer
	File string
	Form Form
	// LineMarkers: write "#line" where the rest of a line that was split
	// at a ';' follows the instrumentation.
	LineMarkers bool
	// Sink takes Out as the scan goes, outside #if groups.
	Sink Sink
	// AtRest, when set, is called at the start of a line outside #if
	// groups (whose branches restore the handler's state) when no loop
	// end is pending: what the handler did before it is final.
	AtRest func()

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
	waitLoop   *Directive // a loop directive whose do statement has not come yet
	waitSingle *Directive // an atomic directive waiting for its statement
	pendingEnd bool       // a loop construct ended without end directive
	endLine    int        // where it ended (plus the blank lines after it)
	endSkipped bool       // comment lines went before that end
	reline     bool       // write #line before the next directive if it is copied
	// awaitEnd: a loop construct whose loop ended, and whose end
	// directive starts a conditional group after it (#ifdef A / !$omp
	// end do nowait / #else / !$omp end do / #endif). A branch without
	// the end directive ends the construct at its start, as pendingEnd
	// does.
	awaitEnd *Directive

	seen     [4]seenLine
	seenNext int

	cond     []fCond  // open #if groups
	attached []string // tool directives right before an OpenMP directive

	// output cursor inside the statement being written
	group  []groupLine
	curIdx int // index into group
	curCol int
	// restart: the cursor's line was cut at a ';' (fixed form needs the
	// statement field again); uncont: the next code line continued a
	// statement that was cut, it starts a statement of its own now
	restart, uncont bool
	segs            []segment // reused between statements
	join            []byte
}

type fLoop struct {
	label string     // terminal statement label of a labelled do, or ""
	dir   *Directive // the loop directive this do loop belongs to
}

// NewFScanner prepares a scan of src, which must not change while the
// scanner or the text it hands out is in use (see inputText).
func NewFScanner(file string, form Form, src []byte, h FHandler) *FScanner {
	return &FScanner{File: file, Form: form, h: h, lines: newLineIndex(src)}
}

func (s *FScanner) fail(line int, format string, args ...any) {
	if s.err == nil {
		s.err = &SyntaxError{File: s.File, Line: line, Msg: fmt.Sprintf(format, args...)}
	}
}

// peek classifies line i. Lines are looked at a few times each (to see
// where a statement or directive ends, then to read it): the last few
// are remembered.
func (s *FScanner) peek(i int) fLine {
	for k := range s.seen {
		if s.seen[k].idx == i+1 {
			return s.seen[k].line
		}
	}
	l := classifyLine(s.lines.line(i), s.Form)
	s.seen[s.seenNext] = seenLine{idx: i + 1, line: l}
	s.seenNext = (s.seenNext + 1) % len(s.seen)
	return l
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

func (s *FScanner) writeLine(text string) {
	s.Out.WriteString(text)
	s.Out.WriteByte('\n')
}

// Run scans the whole input.
func (s *FScanner) Run() error {
	for s.err == nil && s.next < s.lines.n {
		if len(s.cond) == 0 && !s.pendingEnd {
			// endGroup inserts text at the offsets of its branches' ends
			if s.err = s.Sink.Drain(&s.Out); s.err != nil {
				break
			}
			if s.AtRest != nil {
				s.AtRest()
			}
		}
		l := s.peek(s.next)
		if l.kind == flBlank {
			s.take()
			s.writeLine(l.raw)
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
			s.writeLine(l.raw)
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
			s.take()
			if s.ompDirectiveFollows(s.next) {
				s.attached = append(s.attached, l.raw)
			} else {
				s.writeLine(l.raw)
			}
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
		s.fail(s.waitLoop.Line, "%s directive is not followed by a do loop", FortranName(s.waitLoop.Name))
	}
	if s.err == nil && s.waitSingle != nil {
		s.fail(s.waitSingle.Line, "%s directive is not followed by a statement", FortranName(s.waitSingle.Name))
	}
	return s.err
}

// Flush writes what Out still holds to the sink (after Run and what the
// caller appended): the first write error, if any.
func (s *FScanner) Flush() error { return s.Sink.Flush(&s.Out) }

// Drain writes Out to the sink if it holds more than a chunk, as Run
// does, for a caller that appends much text after Run (a write error is
// kept for Flush).
func (s *FScanner) Drain() { s.Sink.Drain(&s.Out) }

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

// flushEnd writes the end of a loop construct whose loop ended, before
// the next line that is neither blank nor a comment.
func (s *FScanner) flushEnd() {
	if !s.pendingEnd {
		return
	}
	s.pendingEnd = false
	if err := s.h.EndLoop(s.endLine); err != nil {
		s.err = err
		return
	}
	if s.endSkipped && s.LineMarkers && s.next < s.lines.n {
		// the end's line number leaves out the comment lines before it
		// (the reference's numbering), so the #line after it is short
		// of the next line: an instrumented directive writes its own,
		// anything else gets the right one here
		if s.peek(s.next).kind == flDirective {
			s.reline = true
		} else {
			s.dropLastLineMarker()
			s.writeLineMarker(s.lineno + 1)
		}
	}
	s.endSkipped = false
}

// dropLastLineMarker removes a #line line that ends the output.
func (s *FScanner) dropLastLineMarker() {
	out := s.Out.Bytes()
	start := bytes.LastIndexByte(out[:max(len(out)-1, 0)], '\n') + 1
	if bytes.HasPrefix(out[start:], []byte("#line ")) {
		s.Out.Truncate(start)
	}
}

// writeLineMarker writes the #line of source line n.
func (s *FScanner) writeLineMarker(n int) { s.Out.WriteString(s.lineMarkerLine(n)) }

// lineMarkerLine is the #line line of source line n.
func (s *FScanner) lineMarkerLine(n int) string {
	return "#line " + strconv.Itoa(n) + " \"" + EscapeFile(s.File) + "\"\n"
}

// ---- directives ----

// collectDirective finds the lines of the directive that starts at line
// i and its continuation lines. Like the reference it drops the comment
// lines between them, and in fixed form those right after the directive
// too; comment lines that are directives of other tools (!DIR$, !DEC$,
// !$acc, ...) are kept: "between" ones go before the directive, "after"
// ones after it. It only looks; next is the index after the directive.
func (s *FScanner) collectDirective(i int) (lines []fLine, between, after []int, next int, missing bool) {
	first := s.peek(i)
	lines = []fLine{first}
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
			if l := s.peek(k); l.kind == flDirective && l.sentinel == first.sentinel {
				cont := true
				if s.Form == FormFixed {
					p := strings.Index(l.low, l.sentinel) + len(l.sentinel)
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
	lines, between, after, next, missing := s.collectDirective(start)
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
	if s.inHeader {
		s.inHeader = false
		s.h.HeaderEnd(first, s.File)
	}
	attached := s.attached
	s.attached = nil
	for _, j := range between {
		attached = append(attached, s.lines.line(j))
	}
	defer func() {
		for _, j := range after {
			s.writeLine(s.lines.line(j))
		}
	}()
	raw := make([]string, len(lines))
	for i, l := range lines {
		raw[i] = l.raw
	}
	d, err := NewFortranDirective(s.Form, s.File, first, raw, lines[0].sentinel)
	if err != nil {
		s.err = err
		return
	}
	d.Attached = attached
	class := s.h.Classify(d)
	reline := s.reline
	s.reline = false
	if !class.Known {
		if reline {
			s.dropLastLineMarker()
			s.writeLineMarker(first)
		}
		for _, l := range attached {
			s.writeLine(l)
		}
		for _, l := range LowerFortranDirective(s.Form, raw, lines[0].sentinel) {
			s.writeLine(l)
		}
		return
	}
	if s.waitLoop != nil {
		s.fail(s.waitLoop.Line, "%s directive is not followed by a do loop", FortranName(s.waitLoop.Name))
		return
	}
	if s.waitSingle != nil && d.Name != "endatomic" {
		s.fail(s.waitSingle.Line, "%s directive is not followed by a statement", FortranName(s.waitSingle.Name))
		return
	}
	if err := s.h.Directive(d); err != nil {
		s.err = err
		return
	}
	if class.EndsLoop {
		s.awaitEnd = nil
	}
	for _, l := range d.Attached { // the handler wrote no directive text (task=remove)
		s.writeLine(l)
	}
	if class.Loop {
		s.waitLoop = d
	}
	if class.Single {
		s.waitSingle = d
	}
}

// continues reports a free-form directive line that ends with '&'
// (before a comment; a '!' in a character literal starts none).
func (s *FScanner) continues(l fLine) bool {
	com := len(l.sentinel) + strings.Index(l.low, l.sentinel)
	t := l.low
	if strings.ContainsAny(t[com:], "'\"!") {
		// a comment, or a literal that may hold a '!'
		t, _ = prepareFortranLine(l.raw, l.sentinel, s.Form, false, 0, false)
	}
	t = strings.TrimRight(t, " \t")
	return len(t) > com && t[len(t)-1] == '&'
}

// ompDirectiveFollows reports whether the next line that is not a comment
// is an OpenMP directive.
func (s *FScanner) ompDirectiveFollows(from int) bool {
	for k := from; k < s.lines.n; k++ {
		switch l := s.peek(k); l.kind {
		case flComment:
			continue
		case flDirective:
			return strings.HasSuffix(l.sentinel, "$omp")
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
	if l.kind != flDirective || !strings.HasSuffix(l.sentinel, "$omp") {
		return false
	}
	lines, _, _, _, _ := s.collectDirective(k)
	var b strings.Builder
	for i, dl := range lines {
		p := strings.Index(dl.low, dl.sentinel) + len(dl.sentinel)
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
