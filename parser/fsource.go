package parser

// FortranSource is what the Fortran scanner made a directive of. With
// it another goroutine makes the same directive again (Make), in memory
// of its own: the pipeline's instrumenter does, so that no directive's
// memory goes back and forth between the cores (docs/performance.md,
// "What crosses the cores"). It is small for the same reason: the
// pipeline hands one over for every directive.
type FortranSource struct {
	File string
	// Lines are the directive's lines as the scanner made them:
	// comments blanked, lowered outside literals (newDirective).
	Lines []string
	Line  int
	// where the sentinel is on the first line
	from, to int32
	Form     Form
}

// Source returns what d was made of, and its lines: Lines are d's, a
// caller that keeps them past d's next use copies them; d.Attached are
// not in it. It is for the directives the Fortran scanner makes, before
// their lines are edited (Classify reads them only).
func (d *Directive) Source() FortranSource {
	w := d.prefixSpans[0]
	return FortranSource{File: d.File, Lines: d.Lines, Line: d.Line, Form: d.Form, from: int32(w.from), to: int32(w.to)}
}

// Make makes the directive of src as the scanner made it, before any
// word of its name is read, in reuse's memory (a directive its caller
// is done with, or nil for a new one). Its lines are its own: it edits
// them in place.
func (src FortranSource) Make(reuse *Directive) *Directive {
	d := reuse
	if d == nil {
		d = &Directive{}
	} else {
		d.reset()
	}
	lines := append(d.linesBuf[:0:len(d.linesBuf)], src.Lines...)
	// (fixed form too: the sentinel is the first word there, which init
	// would read again to the same place)
	return d.initSentinel(src.Form, src.File, src.Line, lines, int(src.from), int(src.to))
}
