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
	// SaveState and RestoreState let the scanner follow the branches of
	// #if/#else/#endif; key describes the open constructs, so that
	// branches that leave different ones open can be told apart.
	SaveState() (state any, key string)
	RestoreState(state any)
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

	h      FHandler
	lines  []string
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

// groupLine is one physical line of a statement: code, or a comment /
// blank / preprocessor line between continuation lines.
type groupLine struct {
	code   bool
	cl     codeLine
	raw    string
	lineno int
}

// fScanState is what a branch of a conditional group can change.
type fScanState struct {
	units      []fUnitKind
	interfaces int
	inHeader   bool
	loops      []fLoop
	waitLoop   *Directive
	waitSingle *Directive
	handler    any
	key        string
}

// fCond is an open #if group.
type fCond struct {
	line     int
	start    fScanState
	first    *fScanState // state at the end of the first branch
	branches []fBranchEnd
}

type fBranchEnd struct {
	offset   int // output offset where the branch ended
	lineno   int
	inHeader bool
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

// Err returns the first error seen.
func (s *FScanner) Err() error { return s.err }

// peek classifies line i. Lines are looked at a few times each (to see
// where a statement or directive ends, then to read it): the last few
// are remembered.
func (s *FScanner) peek(i int) fLine {
	for k := range s.seen {
		if s.seen[k].idx == i+1 {
			return s.seen[k].line
		}
	}
	l := classifyLine(s.lines[i], s.Form)
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
	for s.err == nil && s.next < len(s.lines) {
		l := s.peek(s.next)
		if l.kind == flBlank {
			s.take()
			s.writeLine(l.raw)
			if s.pendingEnd {
				s.endLine++
			}
			continue
		}
		s.flushEnd()
		if s.err != nil {
			break
		}
		switch l.kind {
		case flComment:
			s.take()
			if isToolDirective(l, s.Form) && s.ompDirectiveFollows(s.next) {
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
// the next line that is not blank.
func (s *FScanner) flushEnd() {
	if !s.pendingEnd {
		return
	}
	s.pendingEnd = false
	if err := s.h.EndLoop(s.endLine); err != nil {
		s.err = err
	}
}

// ---- preprocessor lines ----

func (s *FScanner) preprocessor(l fLine) {
	rest := strings.TrimLeft(l.raw, " \t")[1:]
	word := strings.TrimLeft(rest, " \t")
	if i := strings.IndexAny(word, " \t(\"<"); i >= 0 {
		word = word[:i]
	}
	switch word {
	case "if", "ifdef", "ifndef":
		s.cond = append(s.cond, fCond{line: s.lineno, start: s.saveState()})
	case "elif", "else":
		if len(s.cond) > 0 {
			c := &s.cond[len(s.cond)-1]
			s.endBranch(c)
			s.restoreState(c.start)
		}
	case "endif":
		if len(s.cond) > 0 {
			c := &s.cond[len(s.cond)-1]
			s.endBranch(c)
			s.endGroup(c)
			s.cond = s.cond[:len(s.cond)-1]
		}
	default:
		s.lineMarker(rest)
	}
	s.writeLine(l.raw)
}

func (s *FScanner) saveState() fScanState {
	st := fScanState{
		units:      append([]fUnitKind(nil), s.units...),
		interfaces: s.interfaces,
		inHeader:   s.inHeader,
		loops:      append([]fLoop(nil), s.loops...),
		waitLoop:   s.waitLoop,
		waitSingle: s.waitSingle,
	}
	st.handler, st.key = s.h.SaveState()
	return st
}

func (s *FScanner) restoreState(st fScanState) {
	s.units = append(s.units[:0], st.units...)
	s.interfaces = st.interfaces
	s.inHeader = st.inHeader
	s.loops = append(s.loops[:0], st.loops...)
	s.waitLoop = st.waitLoop
	s.waitSingle = st.waitSingle
	s.h.RestoreState(st.handler)
}

// sameShape compares two states apart from the include line.
func sameShape(a, b *fScanState) bool {
	if a.key != b.key || a.interfaces != b.interfaces || len(a.units) != len(b.units) || len(a.loops) != len(b.loops) ||
		(a.waitLoop == nil) != (b.waitLoop == nil) || (a.waitSingle == nil) != (b.waitSingle == nil) {
		return false
	}
	for i := range a.units {
		if a.units[i] != b.units[i] {
			return false
		}
	}
	for i := range a.loops {
		if a.loops[i].label != b.loops[i].label || (a.loops[i].dir == nil) != (b.loops[i].dir == nil) {
			return false
		}
	}
	return true
}

// endBranch records the state at the end of a branch. Every branch is
// scanned from the state before the group; the first branch's end state
// is kept after it (as the C instrumenter parses only the first branch),
// and branches that leave other constructs open are reported.
func (s *FScanner) endBranch(c *fCond) {
	st := s.saveState()
	c.branches = append(c.branches, fBranchEnd{offset: s.Out.Len(), lineno: s.lineno, inHeader: s.inHeader})
	if c.first == nil {
		c.first = &st
		return
	}
	if !sameShape(c.first, &st) {
		s.h.Warn(s.File, s.lineno, fmt.Sprintf("the branches of the conditional group at line %d open or close different OpenMP constructs or do loops; the instrumentation follows the first branch", c.line))
	}
}

// endGroup ends a conditional group: the first branch's state goes on,
// and every configuration gets exactly one include line: a branch that
// is still in the declarations when another one has ended them gets the
// include line at its end (an #else is added when the group has none).
func (s *FScanner) endGroup(c *fCond) {
	hasElse := len(c.branches) > 1
	if !hasElse {
		c.branches = append(c.branches, fBranchEnd{offset: -1, inHeader: c.start.inHeader})
	}
	ended := false
	for _, b := range c.branches {
		if !b.inHeader {
			ended = true
		}
	}
	first := *c.first
	if ended {
		first.inHeader = false
	}
	s.restoreState(first)
	if !ended {
		return
	}
	// late include lines, inserted from the last offset backwards
	var inserts []struct {
		off  int
		text []byte
	}
	for _, b := range c.branches {
		if !b.inHeader {
			continue
		}
		mark := s.Out.Len()
		off, line := b.offset, b.lineno
		if off < 0 {
			off, line = mark, s.lineno
			s.writeLine("#else")
		}
		s.h.HeaderEnd(line, s.File)
		text := append([]byte(nil), s.Out.Bytes()[mark:]...)
		s.Out.Truncate(mark)
		inserts = append(inserts, struct {
			off  int
			text []byte
		}{off, text})
	}
	out := s.Out.Bytes()
	var b bytes.Buffer
	b.Grow(len(out) + 256)
	prev := 0
	for _, in := range inserts {
		b.Write(out[prev:in.off])
		b.Write(in.text)
		prev = in.off
	}
	b.Write(out[prev:])
	s.Out = b
}

// lineMarker follows "# 12 file" and "#line 12 file" markers.
func (s *FScanner) lineMarker(rest string) {
	n := firstNotOf(rest, " \t", 0)
	spec := ""
	if n >= 0 && rest[n] >= '0' && rest[n] <= '9' {
		spec = rest[n:]
	} else if strings.HasPrefix(rest, "line ") {
		if m := firstNotOf(rest, " \t", 4); m >= 0 && rest[m] >= '0' && rest[m] <= '9' {
			spec = rest[m:]
		}
	}
	if spec == "" {
		return
	}
	if n, file, ok := parseLineSpec(spec); ok {
		s.lineno = n - 1
		if file != "" {
			s.File = file
		}
	}
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
		for k < len(s.lines) {
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
		if k < len(s.lines) {
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
		attached = append(attached, s.lines[j])
	}
	defer func() {
		for _, j := range after {
			s.writeLine(s.lines[j])
		}
	}()
	low := make([]string, len(lines))
	for i, l := range lines {
		low[i] = l.low
	}
	d, err := NewDirective(LangF90, s.File, first, low, []string{lines[0].sentinel})
	if err != nil {
		s.err = err
		return
	}
	d.Attached = attached
	class := s.h.Classify(d)
	if !class.Known {
		for _, l := range attached {
			s.writeLine(l)
		}
		for _, l := range low {
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

// continues reports a free-form directive line that ends with '&'.
func (s *FScanner) continues(l fLine) bool {
	com := len(l.sentinel) + strings.Index(l.low, l.sentinel)
	t := strings.TrimRight(l.low, " \t")
	if c := indexFrom(t, "!", com); c >= 0 {
		t = strings.TrimRight(t[:c], " \t")
	}
	return len(t) > com && t[len(t)-1] == '&'
}

// ompDirectiveFollows reports whether the next line that is not a comment
// is an OpenMP directive.
func (s *FScanner) ompDirectiveFollows(from int) bool {
	for k := from; k < len(s.lines); k++ {
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
// directive whose words (blanks removed) start with one of ends.
func (s *FScanner) nextIsEnd(from int, ends ...string) bool {
	k := from
	for k < len(s.lines) {
		if l := s.peek(k); l.kind == flBlank || l.kind == flComment {
			k++
			continue
		}
		break
	}
	if k >= len(s.lines) {
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

// ---- statements ----

// collectStatement reads the physical lines of the statement that starts
// at the next line: its continuation lines and the comment, blank and
// preprocessor lines between them.
func (s *FScanner) collectStatement() bool {
	s.group = s.group[:0]
	first := s.peek(s.next)
	cl := lexCode(first, s.Form, false, 0)
	s.group = append(s.group, groupLine{code: true, cl: cl, raw: first.raw, lineno: s.take()})
	for {
		if s.Form == FormFree && !cl.cont {
			return true
		}
		k := s.next
		for k < len(s.lines) {
			l := s.peek(k)
			if l.kind == flBlank || l.kind == flComment || l.kind == flPP || (s.Form == FormFree && l.kind == flDirective) {
				k++
				continue
			}
			break
		}
		if s.Form == FormFree {
			if k >= len(s.lines) {
				s.fail(s.group[len(s.group)-1].lineno, "missing continuation line (the statement ends with '&')")
				return false
			}
		} else if k >= len(s.lines) || s.peek(k).kind != flCode || !isFixedContinuation(s.peek(k).low) {
			return true
		}
		for s.next < k {
			l := s.peek(s.next)
			n := s.take()
			if l.kind == flPP {
				s.lineMarker(strings.TrimLeft(l.raw, " \t")[1:])
			}
			s.group = append(s.group, groupLine{raw: l.raw, lineno: n})
		}
		l := s.peek(k)
		cl = lexCode(l, s.Form, true, cl.quote)
		s.group = append(s.group, groupLine{code: true, cl: cl, raw: l.raw, lineno: s.take()})
	}
}

// segment is one statement of a line group (statements are separated by
// ';'): its text and where it ends.
type segment struct {
	text      string
	label     string // fixed form: the label field
	startLine int    // line number of its first line
	endLine   int
	endIdx    int // group index of the ';' that ends it, or -1 for the group end
	endCol    int
}

func (s *FScanner) segments() []segment {
	segs := s.segs[:0]
	// a statement on one line is a substring of it; only statements
	// continued over lines are joined (in a reused buffer)
	var one string
	pieces := 0
	s.join = s.join[:0]
	cur := segment{startLine: -1}
	add := func(piece string) {
		if pieces == 1 {
			s.join = append(s.join[:0], one...)
		}
		if pieces >= 1 {
			s.join = append(s.join, piece...)
		} else {
			one = piece
		}
		pieces++
	}
	flush := func(idx, col, line int) {
		text := one
		if pieces > 1 {
			text = string(s.join)
		}
		if strings.TrimSpace(text) != "" {
			cur.text = text
			cur.endIdx, cur.endCol, cur.endLine = idx, col, line
			segs = append(segs, cur)
		}
		one, pieces = "", 0
		cur = segment{startLine: -1}
	}
	for gi, g := range s.group {
		if !g.code {
			continue
		}
		cl := g.cl
		if gi == 0 && cl.label != "" {
			cur.label = cl.label
		}
		from := cl.from
		for {
			semi := indexFrom(cl.low[:cl.to], ";", from)
			end := cl.to
			if semi >= 0 {
				end = semi
			}
			if cur.startLine < 0 && strings.TrimSpace(cl.low[from:end]) != "" {
				cur.startLine = g.lineno
			}
			add(cl.low[from:end])
			if semi < 0 {
				break
			}
			flush(gi, semi, g.lineno)
			from = semi + 1
		}
	}
	flush(-1, 0, s.group[len(s.group)-1].lineno)
	if n := len(segs); n > 0 {
		segs[n-1].endIdx = -1 // the last statement ends with the group
	}
	s.segs = segs
	return segs
}

// statement handles the statements of one line group.
func (s *FScanner) statement() {
	if !s.collectStatement() {
		return
	}
	segs := s.segments()
	s.curIdx, s.curCol, s.restart, s.uncont = 0, 0, false, false
	for k := range segs {
		if s.processSegment(segs, k); s.err != nil {
			return
		}
	}
	s.emit(-1, 0)
}

func (s *FScanner) processSegment(segs []segment, k int) {
	seg := segs[k]
	st := classifyStmt(seg.text, s.Form == FormFree, s.interfaces > 0)
	label := st.label
	if label == "" && k == 0 {
		label = seg.label
	}
	if s.waitLoop != nil && st.kind != fsDo {
		s.fail(s.waitLoop.Line, "%s directive is not followed by a do loop", FortranName(s.waitLoop.Name))
		return
	}

	// program units and the include line
	switch st.kind {
	case fsUnit:
		s.units = append(s.units, st.unit)
		switch {
		case s.interfaces > 0, st.pure, st.unit == fuModule, st.unit == fuSubmodule, st.unit == fuBlockData:
			// interface bodies, pure procedures, modules and block data
			// have no executable part
			s.inHeader = false
		default:
			s.inHeader = true
		}
	case fsHeader:
		if len(s.units) == 0 {
			s.units = append(s.units, fuProgram) // main program without program statement
			s.inHeader = true
		}
	default:
		if len(s.units) == 0 && st.kind != fsEndUnit {
			s.units = append(s.units, fuProgram)
			s.inHeader = true
		}
		if s.inHeader {
			if k > 0 {
				s.boundary(segs[k-1])
			}
			s.inHeader = false
			s.h.HeaderEnd(seg.startLine, s.File)
		}
		switch st.kind {
		case fsEndUnit:
			if len(s.units) > 0 {
				s.units = s.units[:len(s.units)-1]
			}
		case fsInterface:
			s.interfaces++
		case fsEndInterface:
			if s.interfaces > 0 {
				s.interfaces--
			}
		}
	}

	// do loops: a labelled statement ends every labelled loop on top with
	// that label, "end do" the innermost block loop
	var ended *Directive
	byLabel := false
	if label != "" {
		for len(s.loops) > 0 && s.loops[len(s.loops)-1].label == label {
			l := s.loops[len(s.loops)-1]
			s.loops = s.loops[:len(s.loops)-1]
			byLabel = true
			if ended != nil {
				s.fail(ended.Line, "the do loop of this %s directive shares its terminal statement (label %s) with an enclosing do loop; OpenMP allows an end directive only after the outermost of them, so there is no place for the instrumentation: give the loop a terminal statement of its own", FortranName(ended.Name), label)
				return
			}
			ended = l.dir
		}
	}
	if st.kind == fsEndDo && !byLabel && len(s.loops) > 0 && s.loops[len(s.loops)-1].label == "" {
		ended = s.loops[len(s.loops)-1].dir
		s.loops = s.loops[:len(s.loops)-1]
	}
	if st.kind == fsDo {
		s.loops = append(s.loops, fLoop{label: st.doLabel, dir: s.waitLoop})
		s.waitLoop = nil
	}
	last := k == len(segs)-1

	if ended != nil {
		s.boundary(seg)
		switch {
		case !last:
			if err := s.h.EndLoop(seg.endLine); err != nil {
				s.err = err
				return
			}
		case !s.nextIsEnd(s.next, "enddo", "endparalleldo"):
			s.pendingEnd, s.endLine = true, seg.endLine
		}
	}
	if s.waitSingle != nil {
		s.waitSingle = nil
		s.boundary(seg)
		if !last || !s.nextIsEnd(s.next, "endatomic") {
			if err := s.h.SingleLine(seg.endLine); err != nil {
				s.err = err
			}
		}
	}
}

// emit writes the group's text from the cursor up to (idx, col); idx -1
// writes everything. Lock calls are replaced piece by piece, each piece
// ending at a ';' as in the reference.
func (s *FScanner) emit(idx, col int) {
	for s.curIdx < len(s.group) {
		g := s.group[s.curIdx]
		if !g.code {
			s.writeLine(g.raw)
			s.curIdx++
			s.curCol = 0
			continue
		}
		stopHere := idx >= 0 && s.curIdx == idx
		stop := len(g.raw)
		if stopHere {
			stop = col
		}
		raw, low := g.raw, g.cl.low
		if s.uncont && s.curCol == 0 {
			raw, low = uncontinue(raw, low, g.cl, s.Form)
			s.uncont = false
		}
		from := s.curCol
		if s.restart {
			// the line was cut at the ';' before from
			s.restart = false
			if strings.TrimSpace(low[from:g.cl.to]) == "" {
				// only a continuation mark or a comment is left: keep the
				// comment, the next line starts the next statement
				if g.cl.com >= 0 {
					if s.Form == FormFixed {
						s.writeLine(raw[g.cl.com:])
					} else {
						s.writeLine(strings.Repeat(" ", g.cl.com) + raw[g.cl.com:])
					}
				}
				s.uncont = true
				s.curIdx++
				s.curCol = 0
				continue
			}
			if s.LineMarkers {
				marker := "#line " + strconv.Itoa(g.lineno) + " \"" + s.File + "\"\n"
				if !bytes.HasSuffix(s.Out.Bytes(), []byte(marker)) {
					s.Out.WriteString(marker)
				}
			}
		}
		lineStart, rawLen := s.Out.Len(), stop-from
		codeEnd := min(g.cl.to, stop) - from
		if s.curCol > 0 && s.Form == FormFixed {
			s.Out.WriteString("      ") // the rest of a line cut at ';'
			rawLen += 6
			codeEnd += 6
		}
		for from < stop {
			semi := indexFrom(low[:stop], ";", from)
			end := stop
			if semi >= 0 {
				end = semi
			}
			s.Out.WriteString(s.h.Statement(low[from:end], raw[from:end], s.File))
			if semi < 0 {
				break
			}
			s.Out.WriteByte(';')
			from = semi + 1
		}
		s.fitLine(lineStart, rawLen, codeEnd)
		if stopHere {
			s.curCol = col
			return
		}
		s.Out.WriteByte('\n')
		s.curIdx++
		s.curCol = 0
	}
}

// fitLine keeps a code line within the line length of its form (72
// columns fixed, 132 free) when a lock call's longer POMP2 name pushed it
// over: the line continues on a new one. Lines whose code was longer
// already (extended line lengths) are left alone.
func (s *FScanner) fitLine(start, rawLen, codeEnd int) {
	limit := 132
	if s.Form == FormFixed {
		limit = 72
	}
	grown := s.Out.Len() - start - rawLen
	if grown <= 0 || codeEnd > limit || codeEnd+grown <= limit {
		return
	}
	// fixed form joins continuation lines column by column, free form
	// with '&' at both ends: either may split anywhere, even in a literal
	at, brk := limit, "\n     &"
	if s.Form == FormFree {
		at, brk = limit-1, "&\n     &"
	}
	for s.Out.Len()-start > limit {
		tail := append([]byte(nil), s.Out.Bytes()[start+at:]...)
		s.Out.Truncate(start + at)
		s.Out.WriteString(brk)
		start = s.Out.Len() - 6
		s.Out.Write(tail)
	}
}

// uncontinue removes the continuation mark of a line whose statement now
// starts on it.
func uncontinue(raw, low string, cl codeLine, form Form) (string, string) {
	p := cl.from - 1
	if p < 0 || p >= len(low) || (form == FormFree && low[p] != '&') {
		return raw, low
	}
	r, l := []byte(raw), []byte(low)
	r[p], l[p] = ' ', ' '
	return string(r), string(l)
}

// boundary makes the output stop after a statement, so that the handler
// can write there: at the end of the group, or by ending the line at the
// ';' after the statement (the rest of the line follows the handler's
// text as a line of its own).
func (s *FScanner) boundary(seg segment) {
	if seg.endIdx < 0 {
		s.emit(-1, 0)
		return
	}
	if s.curIdx > seg.endIdx || (s.curIdx == seg.endIdx && s.curCol > seg.endCol) {
		return // cut here already
	}
	s.emit(seg.endIdx, seg.endCol)
	s.Out.WriteByte('\n')
	s.curCol = seg.endCol + 1
	s.restart = true
}
