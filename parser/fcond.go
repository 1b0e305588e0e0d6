package parser

// Preprocessor lines in Fortran sources: "#line" markers renumber the
// lines, and the branches of "#if/#elif/#else/#endif" groups are each
// scanned from the state before the group.

import (
	"bytes"
	"fmt"
	"strings"
)

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
	if m, ok := parseLineSpec(spec); ok {
		s.lineno = m.Line - 1
		if m.File != "" {
			s.File = m.File
		}
	}
}
