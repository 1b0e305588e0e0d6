package parser

// Statements: a line group (a statement with its continuation lines) is
// read whole, split at ";" into statements, classified, and written back
// line for line; where the handler must write between two statements of
// one line, the line is split there.

import (
	"bytes"
	"strings"
)

// groupLine is one physical line of a statement: code, or a comment /
// blank / preprocessor line between continuation lines.
type groupLine struct {
	code   bool
	cl     codeLine
	raw    string
	lineno int
}

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
				s.fail(s.group[len(s.group)-1].lineno, "missing continuation line (the statement ends with '&')")
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
			semi := IndexFrom(cl.low[:cl.to], ";", from)
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
		case !s.nextIsEnd(s.next, true, "end"+strings.Join(ended.Words(), "")):
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
				marker := s.lineMarkerLine(g.lineno)
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
			semi := IndexFrom(low[:stop], ";", from)
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
