package parser

// Statements: a line group (a statement with its continuation lines) is
// read whole, told to the handler, split at ";" into statements and
// classified; where the handler must write after a statement, the
// scanner tells it the cut (the ';' after it, or the group's end).

import (
	"strings"
)

// codeStmtLine is a code line of a statement as it is told.
func codeStmtLine(cl codeLine, line int) StmtLine {
	return StmtLine{Code: true, Raw: cl.raw, Line: line, Low: cl.low, From: cl.from, To: cl.to, Com: cl.com}
}

// collectStatement reads the physical lines of the statement that starts
// at the next line: its continuation lines and the comment, blank and
// preprocessor lines between them.
func (s *FScanner) collectStatement() bool {
	s.group = s.group[:0]
	first := s.peek(s.next)
	cl := lexCode(first, s.Form, false, 0)
	s.label = cl.label
	s.group = append(s.group, codeStmtLine(cl, s.take()))
	for {
		if s.Form == FormFree && !cl.cont {
			return true
		}
		k := s.next
		for k < s.lines.n {
			l := s.peek(k)
			if l.kind == flBlank || l.kind == flComment || l.kind == flPP || (s.Form == FormFree && l.kind == flDirective) {
				k++
				continue
			}
			break
		}
		if s.Form == FormFree {
			if k >= s.lines.n {
				s.fail(s.group[len(s.group)-1].Line, "missing continuation line (the statement ends with '&')")
				return false
			}
		} else if k >= s.lines.n || s.peek(k).kind != flCode || !isFixedContinuation(s.peek(k).low) {
			return true
		}
		for s.next < k {
			l := s.peek(s.next)
			n := s.take()
			if l.kind == flPP {
				s.lineMarker(strings.TrimLeft(l.raw, " \t")[1:])
			}
			s.group = append(s.group, StmtLine{Raw: l.raw, Line: n, Com: -1})
		}
		l := s.peek(k)
		cl = lexCode(l, s.Form, true, cl.quote)
		s.group = append(s.group, codeStmtLine(cl, s.take()))
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
	cur.label = s.label
	for gi, g := range s.group {
		if !g.Code {
			continue
		}
		from := g.From
		for {
			semi := IndexFrom(g.Low[:g.To], ";", from)
			end := g.To
			if semi >= 0 {
				end = semi
			}
			if cur.startLine < 0 && strings.TrimSpace(g.Low[from:end]) != "" {
				cur.startLine = g.Line
			}
			add(g.Low[from:end])
			if semi < 0 {
				break
			}
			flush(gi, semi, g.Line)
			from = semi + 1
		}
	}
	flush(-1, 0, s.group[len(s.group)-1].Line)
	if n := len(segs); n > 0 {
		segs[n-1].endIdx = -1 // the last statement ends with the group
	}
	s.segs = segs
	return segs
}

// statement handles the statements of one line group.
func (s *FScanner) statement() {
	if s.plainStatement() {
		return
	}
	start := s.next
	if !s.collectStatement() {
		return
	}
	s.h.Statement(s.group, Span{s.lineOff(start), s.lineOff(s.next)}, s.File)
	segs := s.segments()
	for k := range segs {
		if s.processSegment(segs, k); s.err != nil {
			return
		}
	}
	s.h.StatementDone()
}

// plainStatement handles the usual statement without telling the
// handler: one statement on one line, written as it is read, that the
// handler leaves as it is (Plain) and whose classification makes the
// scanner tell nothing (no include line, no loop end, no atomic end).
// The source editor then copies it, as the handler would have written
// it. It reports false, having changed nothing, for any other line.
func (s *FScanner) plainStatement() bool {
	if s.waitLoop != nil || s.waitSingle != nil {
		return false
	}
	l := s.peek(s.next)
	if l.raw != s.lines.line(s.next) {
		return false // a '\r' dropped or a "!p$" sentinel blanked
	}
	cl := lexCode(l, s.Form, false, 0)
	if cl.cont || cl.quote != 0 {
		return false // continued
	}
	if s.Form == FormFixed && s.next+1 < s.lines.n {
		if n := s.peek(s.next + 1); n.kind != flDirective && (n.kind != flCode || isFixedContinuation(n.low)) {
			return false // continued, maybe after comment lines
		}
	}
	text := cl.low[cl.from:cl.to]
	if strings.IndexByte(text, ';') >= 0 || strings.TrimSpace(text) == "" {
		return false
	}
	return s.plainTail(text, cl.label)
}

// plainTail ends plainStatement and the quick front's keyword lines:
// the statement text (lower case, on the next line, labelled label in
// fixed form) is left to the copy if the handler agrees and its
// classification makes the scanner tell nothing; it is followed
// (applyStmt) as it would have been told.
func (s *FScanner) plainTail(text, label string) bool {
	if !s.h.Plain(Span{s.lineOff(s.next), s.lineOff(s.next + 1)}, text) {
		return false
	}
	st := classifyStmt(text, s.Form == FormFree, s.interfaces > 0)
	seg := segment{text: text, label: label, endIdx: -1}
	if !s.tellsNothing(st, stmtLabel(st, seg, 0)) {
		return false
	}
	seg.startLine = s.take()
	seg.endLine = seg.startLine
	s.segs = append(s.segs[:0], seg)
	s.applyStmt(s.segs, 0, st)
	return true
}

// stmtLabel is the label of statement k of a line group, seg, classified
// st: free form's own, else fixed form's label field of the group's first
// statement.
func stmtLabel(st fStmt, seg segment, k int) string {
	if st.label == "" && k == 0 {
		return seg.label
	}
	return st.label
}

// tellsNothing reports whether applyStmt would tell the handler nothing
// of the statement st, labelled label (the only one of its line group).
func (s *FScanner) tellsNothing(st fStmt, label string) bool {
	switch st.kind {
	case fsUnit:
	case fsHeader:
		if len(s.units) == 0 {
			return false // a main program without program statement starts
		}
	default:
		if len(s.units) == 0 || s.inHeader {
			return false // the include line goes before it
		}
	}
	if n := len(s.loops); n > 0 {
		top := s.loops[n-1]
		if label != "" && top.label == label {
			return false // it ends labelled loops
		}
		if st.kind == fsEndDo && top.label == "" && top.dir != nil {
			return false // it ends a loop construct
		}
	}
	return true
}

func (s *FScanner) processSegment(segs []segment, k int) {
	s.applyStmt(segs, k, classifyStmt(segs[k].text, s.Form == FormFree, s.interfaces > 0))
}

// applyStmt follows statement k of segs, classified st: program units,
// the include line, do loops and the constructs they end.
func (s *FScanner) applyStmt(segs []segment, k int, st fStmt) {
	seg := segs[k]
	label := stmtLabel(st, seg, k)
	if s.waitLoop != nil && st.kind != fsDo {
		s.fail(s.waitLoop.line, "%s directive is not followed by a do loop", FortranName(s.waitLoop.name))
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
			s.h.HeaderEnd(-1, seg.startLine, s.File)
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
	var ended *fOpen
	byLabel := false
	if label != "" {
		for len(s.loops) > 0 && s.loops[len(s.loops)-1].label == label {
			l := s.loops[len(s.loops)-1]
			s.loops = s.loops[:len(s.loops)-1]
			byLabel = true
			if ended != nil {
				s.fail(ended.line, "the do loop of this %s directive shares its terminal statement (label %s) with an enclosing do loop; OpenMP allows an end directive only after the outermost of them, so there is no place for the instrumentation: give the loop a terminal statement of its own", FortranName(ended.name), label)
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
			if err := s.h.EndLoop(LoopEnd{At: -1, Line: seg.endLine, File: s.File}); err != nil {
				s.err = err
				return
			}
		case !s.nextIsEnd(s.next, true, ended.end):
			s.pendingEnd, s.endLine = true, seg.endLine
		default:
			s.awaitEnd = ended
		}
	}
	if s.waitSingle != nil {
		s.waitSingle = nil
		s.boundary(seg)
		if !last || !s.nextIsEnd(s.next, false, "endatomic") {
			if err := s.h.SingleLine(seg.endLine); err != nil {
				s.err = err
			}
		}
	}
}

// boundary tells the handler the cut after a statement, so that it can
// write there: the end of the group, or the ';' after the statement.
func (s *FScanner) boundary(seg segment) {
	if seg.endIdx < 0 {
		s.h.Cut(-1, 0)
		return
	}
	s.h.Cut(seg.endIdx, seg.endCol)
}
