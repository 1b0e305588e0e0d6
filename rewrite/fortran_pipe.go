package rewrite

import (
	"errors"
	"sync/atomic"

	"opari2/parser"
)

// The Fortran scanner and the instrumenter run on two goroutines, one
// after the other in a pipeline: the scanner finds lines, statements and
// directives and records what it would tell the instrumenter as events,
// in batches; the instrumenter takes the batches in order and writes.
// The output is the same as when the scanner calls the instrumenter
// (TestFortranPipelineIdentical): the instrumenter sees the same calls
// in the same order, and what the scanner asks it answers the same.
//
// What the scanner must know at once, the pipeline answers from what
// the scanner hands it alone: whether a directive is one the
// instrumenter knows (classifyFortran, with warnings of its own that go
// into the stream in their place) and whether a statement is plain
// (Plain). Where it asks for the instrumenter's state (the branches of
// a conditional group), it waits until the instrumenter has taken every
// event before, and asks it then.
//
// Nothing is shared while both run: what an event holds is the
// scanner's no more (a directive; the lists it makes for each call), or
// is copied (a statement's lines, whose buffer the scanner reuses).
// Where the instrumenter keeps none of the directives it was told of
// (idle, its regions settled), it hands them back with a batch, and the
// scanner makes its next directives of them: their memory is used again
// while it is in the caches (docs/performance.md, "The scanner beside
// the instrumenter").

// pipelined runs the Fortran scanner beside the instrumenter; the tests
// turn it off to compare with the scanner calling the instrumenter.
var pipelined = true

// fEventKind is the FHandler call an event records.
type fEventKind uint8

const (
	evLine fEventKind = iota
	evAttach
	evDirective
	evOther
	evEndLoop
	evHeaderEnd
	evStatement
	evCut
	evStatementDone
	evSingleLine
	evGroupStart
	evGroupEnd
	evConditional
	evWarning
)

// fEvent is one call of FHandler: its numbers in a and b (a span, an
// offset, a line), a string and a directive; lists, a
// statement's lines, a loop or group end are in the batch's tables at x.
type fEvent struct {
	kind fEventKind
	x    int32
	a, b int
	s    string
	d    *parser.Directive
}

// fBatch is a run of events handed over at once.
type fBatch struct {
	events []fEvent
	lists  [][]string
	stmts  [][]parser.StmtLine
	loops  []parser.LoopEnd
	groups []parser.GroupEnd
	// wait: the scanner waits until the instrumenter has taken it
	wait bool
	// released: directives the instrumenter is done with, back to the
	// scanner with the batch (FScanner.Reuse)
	released []*parser.Directive
}

const (
	batchCount = 4 // batches in flight: filled, queued, taken
	arenaLines = 1024
)

// batchEvents is the number of events per batch, and lineGap the bytes
// of input between two line starts recorded (Line). The tests make both
// small, so that batches and directives go round in small inputs too.
var (
	batchEvents = 512
	lineGap     = 4096
)

// errStopped stops the scanner once the instrumenter has failed: its
// error is the one reported.
var errStopped = errors.New("stopped: the instrumentation failed")

// fPipe is the scanner's FHandler in the pipeline, and the instrumenter's
// loop over the batches.
type fPipe struct {
	// between the two sides: full carries batches to the instrumenter,
	// free back to the scanner; taken says that a batch the scanner
	// waits for has been taken, done that the instrumenter has ended
	full, free chan *fBatch
	taken      chan struct{}
	done       chan struct{}
	failed     atomic.Bool

	// the scanner's side
	sc  *parser.FScanner
	cls warner // the classifier's warnings, before they go into the stream
	cur *fBatch
	// arena holds copies of statements' lines; a full one is left to
	// the statements that hold it and a new one begun
	arena []parser.StmtLine
	// a line at rest is recorded lineGap bytes after the last one, at
	// nextLine or after (Line)
	lineGap, nextLine int

	// the instrumenter's side
	h   *fInstrumenter
	err error // its error (read by the scanner's side after done)
	// held are the directives it was told of since it was last idle
	held []*parser.Directive
}

// runFortran scans src and instruments it through h: on two goroutines
// (fPipe), or with the scanner calling h when pipelined is off.
func runFortran(h *fInstrumenter, path string, form parser.Form, src []byte) error {
	if !pipelined {
		return parser.NewFScanner(path, form, src, h).Run()
	}
	h.recycleNodes = true
	p := &fPipe{
		h:       h,
		lineGap: lineGap,
		cls:     warner{warned: map[string]bool{}},
		full:    make(chan *fBatch, batchCount),
		free:    make(chan *fBatch, batchCount),
		taken:   make(chan struct{}),
		done:    make(chan struct{}),
	}
	if h.ed.sink.W != nil {
		// (a streamed output of small chunks is written a line at a
		// time: the tests' check that it is streamed)
		p.lineGap = min(p.lineGap, max(h.ed.sink.Chunk, 1))
	}
	for range batchCount - 1 {
		p.free <- newBatch()
	}
	p.cur = newBatch()
	p.sc = parser.NewFScanner(path, form, src, p)
	go p.instrument()
	err := p.sc.Run()
	p.full <- p.cur
	close(p.full)
	<-p.done
	if p.err != nil {
		return p.err
	}
	return err
}

func newBatch() *fBatch { return &fBatch{events: make([]fEvent, 0, batchEvents)} }

// instrument is the instrumenter's side: the batches' events, in order,
// until the first error; then the batches are only handed back.
func (p *fPipe) instrument() {
	defer close(p.done)
	for b := range p.full {
		if !p.failed.Load() {
			if err := p.replay(b); err != nil {
				p.err = err
				p.failed.Store(true)
			}
		}
		wait := b.wait
		b.reset()
		p.free <- b
		if wait {
			p.taken <- struct{}{}
		}
	}
}

func (b *fBatch) reset() {
	b.events = b.events[:0]
	b.lists = b.lists[:0]
	b.stmts = b.stmts[:0]
	b.loops = b.loops[:0]
	b.groups = b.groups[:0]
	b.wait = false
}

// replay makes the calls b records.
func (p *fPipe) replay(b *fBatch) error {
	h := p.h
	for i := range b.events {
		e := &b.events[i]
		var err error
		switch e.kind {
		case evLine:
			h.Line(e.a, true) // (only lines at rest are recorded)
			p.release(b)
		case evAttach:
			h.Attach(parser.Span{Start: e.a, End: e.b})
		case evDirective:
			p.held = append(p.held, e.d)
			err = h.Directive(e.d, parser.Span{Start: e.a, End: e.b}, b.list(e.x))
		case evOther:
			p.held = append(p.held, e.d)
			h.OtherDirective(e.d, parser.Span{Start: e.a, End: e.b}, b.list(e.x), b.list(e.x+1))
		case evEndLoop:
			err = h.EndLoop(b.loops[e.x])
		case evHeaderEnd:
			h.HeaderEnd(e.a, e.b, e.s)
		case evStatement:
			h.Statement(b.stmts[e.x], parser.Span{Start: e.a, End: e.b}, e.s)
		case evCut:
			h.Cut(e.a, e.b)
		case evStatementDone:
			h.StatementDone()
		case evSingleLine:
			err = h.SingleLine(e.a)
		case evGroupStart:
			h.GroupStart()
		case evGroupEnd:
			h.GroupEnd(b.groups[e.x])
		case evConditional:
			h.Conditional(e.s, b.list(e.x))
		case evWarning:
			h.warnings = append(h.warnings, e.s)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// release gives the directives held back to the scanner with b when
// the instrumenter keeps none of them: at a line at rest with no
// construct open, where it has settled its regions (reduced them to
// their ids and CTC strings: fInstrumenter.Line). Their memory is then
// used again while it is still in the cache, instead of a new kilobyte
// per directive (dense f90: 58,000 of them).
func (p *fPipe) release(b *fBatch) {
	if len(p.held) == 0 || !p.h.keepsNone() {
		return
	}
	b.released = append(b.released, p.held...)
	clear(p.held)
	p.held = p.held[:0]
	p.h.reuseNodes() // (and the nodes made of them)
}

// list is the list at x, nil for -1.
func (b *fBatch) list(x int32) []string {
	if x < 0 {
		return nil
	}
	return b.lists[x]
}

// add appends an event to the batch being filled, handing it over when
// it is full.
func (p *fPipe) add(kind fEventKind) *fEvent {
	if len(p.cur.events) == cap(p.cur.events) {
		p.send(false)
	}
	b := p.cur
	b.events = append(b.events, fEvent{kind: kind})
	return &b.events[len(b.events)-1]
}

// send hands the batch over and takes a free one, with the directives
// it brings back.
func (p *fPipe) send(wait bool) {
	p.cur.wait = wait
	p.full <- p.cur
	p.cur = <-p.free
	if r := p.cur.released; len(r) > 0 {
		p.sc.Reuse(r)
		clear(r)
		p.cur.released = r[:0]
	}
}

// sync hands the batch over and waits until the instrumenter has taken
// it: the instrumenter is then idle, and its state the scanner's to ask.
// It reports whether the instrumentation goes on.
func (p *fPipe) sync() bool {
	p.send(true)
	<-p.taken
	return !p.failed.Load()
}

// addList puts l into the batch's tables (-1 for nil).
func (p *fPipe) addList(l []string) int32 {
	if l == nil {
		return -1
	}
	p.cur.lists = append(p.cur.lists, l)
	return int32(len(p.cur.lists) - 1)
}

// stopped is the error that stops the scanner when the instrumenter
// has failed.
func (p *fPipe) stopped() error {
	if p.failed.Load() {
		return errStopped
	}
	return nil
}

// The FHandler calls, recorded.

// Line records a line at rest (the instrumenter does nothing at the
// others) once lineGap bytes of input have passed since the last one it
// recorded: what the instrumenter does there (copy the input up to it,
// write a chunk out, settle its regions, hand back its directives) is
// the same at a later line, only later; a line every few kilobytes keeps
// what it holds small. Of a run of lines with nothing told between, the
// last is recorded.
func (p *fPipe) Line(off int, atRest bool) {
	if !atRest {
		return
	}
	if ev := p.cur.events; len(ev) > 0 && ev[len(ev)-1].kind == evLine {
		ev[len(ev)-1].a = off
		return
	}
	if off < p.nextLine {
		return
	}
	p.nextLine = off + p.lineGap
	p.add(evLine).a = off
}

func (p *fPipe) Attach(at parser.Span) {
	e := p.add(evAttach)
	e.a, e.b = at.Start, at.End
}

func (p *fPipe) Classify(d *parser.Directive) parser.FClass {
	c := classifyFortran(&p.cls, d)
	p.streamWarnings()
	return c
}

// streamWarnings puts the scanner's side's warnings into the stream, in
// their place among the calls.
func (p *fPipe) streamWarnings() {
	for _, w := range p.cls.warnings {
		p.add(evWarning).s = w
	}
	p.cls.warnings = p.cls.warnings[:0]
}

func (p *fPipe) Directive(d *parser.Directive, at parser.Span, after []string) error {
	e := p.add(evDirective)
	e.d, e.a, e.b = d, at.Start, at.End
	e.x = p.addList(after)
	return p.stopped()
}

func (p *fPipe) OtherDirective(d *parser.Directive, at parser.Span, lower, after []string) {
	e := p.add(evOther)
	e.d, e.a, e.b = d, at.Start, at.End
	// the two lists side by side (a nil one kept as an empty one would
	// not be: both go in)
	p.cur.lists = append(p.cur.lists, lower, after)
	e.x = int32(len(p.cur.lists) - 2)
}

func (p *fPipe) EndLoop(l parser.LoopEnd) error {
	e := p.add(evEndLoop)
	p.cur.loops = append(p.cur.loops, l)
	e.x = int32(len(p.cur.loops) - 1)
	return p.stopped()
}

func (p *fPipe) HeaderEnd(at, line int, file string) {
	e := p.add(evHeaderEnd)
	e.a, e.b, e.s = at, line, file
}

// Statement copies the lines: the scanner fills the same buffer for its
// next statement.
func (p *fPipe) Statement(lines []parser.StmtLine, at parser.Span, file string) {
	e := p.add(evStatement)
	e.a, e.b, e.s = at.Start, at.End, file
	if cap(p.arena)-len(p.arena) < len(lines) {
		p.arena = make([]parser.StmtLine, 0, max(arenaLines, len(lines)))
	}
	n := len(p.arena)
	p.arena = append(p.arena, lines...)
	p.cur.stmts = append(p.cur.stmts, p.arena[n:len(p.arena):len(p.arena)])
	e.x = int32(len(p.cur.stmts) - 1)
}

func (p *fPipe) Cut(idx, col int) {
	e := p.add(evCut)
	e.a, e.b = idx, col
}

func (p *fPipe) StatementDone() { p.add(evStatementDone) }

func (p *fPipe) Plain(_ parser.Span, text string) bool { return isPlain(text) }

func (p *fPipe) SingleLine(line int) error {
	p.add(evSingleLine).a = line
	return p.stopped()
}

func (p *fPipe) GroupStart() { p.add(evGroupStart) }

func (p *fPipe) BranchEnd(at int) (opens, likeFirst bool) {
	if !p.sync() {
		return false, false
	}
	return p.h.BranchEnd(at)
}

func (p *fPipe) MergeBranches(primary int) bool {
	if !p.sync() {
		return false
	}
	return p.h.MergeBranches(primary)
}

func (p *fPipe) GroupEnd(g parser.GroupEnd) {
	e := p.add(evGroupEnd)
	p.cur.groups = append(p.cur.groups, g)
	e.x = int32(len(p.cur.groups) - 1)
}

func (p *fPipe) Conditional(word string, lines []string) {
	e := p.add(evConditional)
	e.s, e.x = word, p.addList(lines)
}

func (p *fPipe) Warn(file string, line int, msg string) {
	p.cls.warn(file, line, "%s", msg)
	p.streamWarnings()
}
