package rewrite

import (
	"bytes"
	"strings"

	"opari2/parser"
)

// The parser.FHandler events: each edits the Fortran source at the
// position the scanner reports (sourceEditor). Statement groups are
// written again line by line, so that the instrumentation can go between
// two statements of a line (cut at the ';' between them).

// fStatement is the statement group being written: its lines, and the
// cursor up to which they are written.
type fStatement struct {
	lines  []parser.StmtLine
	file   string
	curIdx int // index into lines
	curCol int
	// restart: the cursor's line was cut at a ';' (fixed form needs the
	// statement field again); uncont: the next code line continued a
	// statement that was cut, it starts a statement of its own now
	restart, uncont bool
}

// Line implements parser.FHandler: at rest, what was written before is
// final (drained into the sink) and its regions are settled.
func (f *fInstrumenter) Line(off int, atRest bool) {
	if !atRest {
		return
	}
	f.ed.lineStart(off)
	if f.keepsNone() {
		f.reg.settle()
	}
}

// keepsNone reports that no construct is open and no atomic waits for
// its statement: every region can settle, and then the instrumenter
// keeps nothing of the directives it was told of (fPipe.release).
func (f *fInstrumenter) keepsNone() bool { return f.reg.idle() && f.single == nil }

// Attach implements parser.FHandler: the line goes with the directive
// (its Attached).
func (f *fInstrumenter) Attach(at parser.Span) {
	f.ed.copyTo(at.Start)
	f.ed.replaceLines(at)
}

// Directive implements parser.FHandler: the directive's lines are
// replaced by its instrumentation.
func (f *fInstrumenter) Directive(d *parser.Directive, at parser.Span, after []string) error {
	f.ed.copyTo(at.Start)
	f.reline = false
	if err := f.directive(d); err != nil {
		return err
	}
	f.writeLines(d.Attached) // none was written (task=remove)
	f.writeLines(after)
	f.ed.replaceLines(at)
	return nil
}

// OtherDirective implements parser.FHandler: a directive that is not
// instrumented is written lower-cased, as the reference does.
func (f *fInstrumenter) OtherDirective(d *parser.Directive, at parser.Span, lower, after []string) {
	f.ed.copyTo(at.Start)
	if f.reline {
		f.reline = false
		f.dropLastLineMarker()
		f.lineDirective(d.Line, d.File)
	}
	f.writeLines(d.Attached)
	f.writeLines(lower)
	f.writeLines(after)
	f.ed.replaceLines(at)
}

func (f *fInstrumenter) writeLines(lines []string) {
	for _, l := range lines {
		f.writeLine(l)
	}
}

func (f *fInstrumenter) writeLine(l string) {
	f.out.WriteString(l)
	f.out.WriteByte('\n')
}

// EndLoop implements parser.FHandler. The end's line number leaves out
// the comment lines before it (the reference's numbering), so the #line
// after it is short of the next line: an instrumented directive writes
// its own, a copied one gets the right one (reline), anything else gets
// it here.
func (f *fInstrumenter) EndLoop(e parser.LoopEnd) error {
	if e.At >= 0 {
		f.ed.copyTo(e.At)
	}
	if e.Else {
		f.out.WriteString("#else\n")
	}
	if err := f.endLoop(e.Line); err != nil {
		return err
	}
	if e.Skipped && f.opts.KeepSrcInfo {
		switch e.Next {
		case parser.NextDirective:
			f.reline = true
		case parser.NextOther:
			f.dropLastLineMarker()
			f.lineDirective(e.NextLine, e.File)
		}
	}
	return nil
}

// HeaderEnd implements parser.FHandler.
func (f *fInstrumenter) HeaderEnd(at, line int, file string) {
	if at >= 0 {
		f.ed.copyTo(at)
	}
	f.headerEnd(line, file)
}

// Statement implements parser.FHandler: the group's lines are written
// from here on, up to each cut.
func (f *fInstrumenter) Statement(lines []parser.StmtLine, at parser.Span, file string) {
	f.ed.copyTo(at.Start)
	f.ed.replaceLines(at)
	f.stmt = fStatement{lines: lines, file: file}
}

// Cut implements parser.FHandler: the group is written up to the cut; in
// mid-line the line ends there, its rest follows the instrumentation as
// a line of its own.
func (f *fInstrumenter) Cut(idx, col int) {
	st := &f.stmt
	if idx < 0 {
		f.emit(-1, 0)
		return
	}
	if st.curIdx > idx || (st.curIdx == idx && st.curCol > col) {
		return // cut here already
	}
	f.emit(idx, col)
	f.out.WriteByte('\n')
	st.curCol = col + 1
	st.restart = true
}

// StatementDone implements parser.FHandler.
func (f *fInstrumenter) StatementDone() { f.emit(-1, 0) }

// Plain implements parser.FHandler: a statement stays as it is written
// unless it may call the OpenMP lock routines (lockCalls).
func (f *fInstrumenter) Plain(_ parser.Span, text string) bool { return isPlain(text) }

// isPlain is Plain's answer, from the statement's text alone.
func isPlain(text string) bool { return plainStatements && !mentionsOMP(text) }

// mentionsOMP reports "omp_" in text, in any case: the prefix of the
// OpenMP routines, among them the lock routines lockCalls replaces.
func mentionsOMP(text string) bool {
	for i := strings.IndexByte(text, '_'); i >= 0; {
		if i >= 3 && text[i-3]|0x20 == 'o' && text[i-2]|0x20 == 'm' && text[i-1]|0x20 == 'p' {
			return true
		}
		next := strings.IndexByte(text[i+1:], '_')
		if next < 0 {
			return false
		}
		i += 1 + next
	}
	return false
}

// plainStatements lets the scanner leave plain statements to the copy
// (Plain); FuzzInstrumentFortran turns it off to compare.
var plainStatements = true

// emit writes the group's text from the cursor up to (idx, col); idx -1
// writes everything. Lock calls are replaced piece by piece, each piece
// ending at a ';' as in the reference.
func (f *fInstrumenter) emit(idx, col int) {
	st := &f.stmt
	fixed := f.opts.Form == parser.FormFixed
	for st.curIdx < len(st.lines) {
		g := st.lines[st.curIdx]
		if !g.Code {
			f.writeLine(g.Raw)
			st.curIdx++
			st.curCol = 0
			continue
		}
		stopHere := idx >= 0 && st.curIdx == idx
		stop := len(g.Raw)
		if stopHere {
			stop = col
		}
		raw, low := g.Raw, g.Low
		if st.uncont && st.curCol == 0 {
			raw, low = uncontinue(raw, low, g.From, fixed)
			st.uncont = false
		}
		from := st.curCol
		if st.restart {
			// the line was cut at the ';' before from
			st.restart = false
			if strings.TrimSpace(low[from:g.To]) == "" {
				// only a continuation mark or a comment is left: keep the
				// comment, the next line starts the next statement
				if g.Com >= 0 {
					if !fixed {
						f.out.WriteString(strings.Repeat(" ", g.Com))
					}
					f.writeLine(raw[g.Com:])
				}
				st.uncont = true
				st.curIdx++
				st.curCol = 0
				continue
			}
			if f.opts.KeepSrcInfo {
				marker := lineMarkerLine(g.Line, st.file)
				if !bytes.HasSuffix(f.out.Bytes(), []byte(marker)) {
					f.out.WriteString(marker)
				}
			}
		}
		lineStart, rawLen := f.out.Len(), stop-from
		codeEnd := min(g.To, stop) - from
		if st.curCol > 0 && fixed {
			f.out.WriteString("      ") // the rest of a line cut at ';'
			rawLen += 6
			codeEnd += 6
		}
		for from < stop {
			semi := parser.IndexFrom(low[:stop], ";", from)
			end := stop
			if semi >= 0 {
				end = semi
			}
			f.out.WriteString(f.lockCalls(low[from:end], raw[from:end], st.file))
			if semi < 0 {
				break
			}
			f.out.WriteByte(';')
			from = semi + 1
		}
		f.fitLine(lineStart, rawLen, codeEnd)
		if stopHere {
			st.curCol = col
			return
		}
		f.out.WriteByte('\n')
		st.curIdx++
		st.curCol = 0
	}
}

// fitLine keeps a code line within the line length of its form (72
// columns fixed, 132 free) when a lock call's longer POMP2 name pushed it
// over: the line continues on a new one. Lines whose code was longer
// already (extended line lengths) are left alone.
func (f *fInstrumenter) fitLine(start, rawLen, codeEnd int) {
	limit := 132
	if f.opts.Form == parser.FormFixed {
		limit = 72
	}
	grown := f.out.Len() - start - rawLen
	if grown <= 0 || codeEnd > limit || codeEnd+grown <= limit {
		return
	}
	// fixed form joins continuation lines column by column, free form
	// with '&' at both ends: either may split anywhere, even in a literal
	at, brk := limit, "\n     &"
	if f.opts.Form == parser.FormFree {
		at, brk = limit-1, "&\n     &"
	}
	for f.out.Len()-start > limit {
		tail := append([]byte(nil), f.out.Bytes()[start+at:]...)
		f.out.Truncate(start + at)
		f.out.WriteString(brk)
		start = f.out.Len() - 6
		f.out.Write(tail)
	}
}

// uncontinue removes the continuation mark of a line whose statement now
// starts on it (the code starts at from).
func uncontinue(raw, low string, from int, fixed bool) (string, string) {
	p := from - 1
	if p < 0 || p >= len(low) || (!fixed && low[p] != '&') {
		return raw, low
	}
	r, l := []byte(raw), []byte(low)
	r[p], l[p] = ' ', ' '
	return string(r), string(l)
}

// dropLastLineMarker removes a #line line that ends the output.
func (f *fInstrumenter) dropLastLineMarker() {
	out := f.out.Bytes()
	start := bytes.LastIndexByte(out[:max(len(out)-1, 0)], '\n') + 1
	if bytes.HasPrefix(out[start:], []byte("#line ")) {
		f.out.Truncate(start)
	}
}

// GroupStart implements parser.FHandler.
func (f *fInstrumenter) GroupStart() {
	f.groups = append(f.groups, fGroup{start: f.saveState()})
}

// BranchEnd implements parser.FHandler.
func (f *fInstrumenter) BranchEnd(at int) (opens, likeFirst bool) {
	if len(f.groups) == 0 {
		return false, true
	}
	g := &f.groups[len(f.groups)-1]
	out := -1
	if at >= 0 {
		f.ed.copyTo(at)
		out = f.out.Len()
	}
	end := f.saveState()
	g.ends = append(g.ends, end)
	g.outs = append(g.outs, out)
	f.restoreState(g.start)
	return !end.sameOpen(g.start), end.sameOpen(g.ends[0])
}

// GroupEnd implements parser.FHandler: the chosen branch's state goes
// on; the include lines of the branches that were still in a unit's
// declarations go at their ends (each written here, then moved there:
// the output of a group stays in memory).
func (f *fInstrumenter) GroupEnd(e parser.GroupEnd) {
	if len(f.groups) == 0 {
		return
	}
	g := f.groups[len(f.groups)-1]
	f.groups = f.groups[:len(f.groups)-1]
	if e.Chosen < len(g.ends) {
		f.restoreState(g.ends[e.Chosen])
	}
	if len(e.Late) == 0 {
		return
	}
	f.ed.copyTo(e.At)
	type insert struct {
		off  int
		text []byte
	}
	var inserts []insert
	for _, h := range e.Late {
		mark := f.out.Len()
		off := mark
		if h.Branch < len(g.outs) && g.outs[h.Branch] >= 0 {
			off = g.outs[h.Branch]
		} else if h.Else {
			f.out.WriteString("#else\n")
		}
		f.headerEnd(h.Line, h.File)
		text := append([]byte(nil), f.out.Bytes()[mark:]...)
		f.out.Truncate(mark)
		inserts = append(inserts, insert{off, text})
	}
	out := f.out.Bytes()
	b := make([]byte, 0, len(out)+256)
	prev := 0
	for _, in := range inserts {
		b = append(append(b, out[prev:in.off]...), in.text...)
		prev = in.off
	}
	f.ed.out = textBuf{append(b, out[prev:]...)}
}
