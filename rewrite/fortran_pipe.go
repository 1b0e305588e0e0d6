package rewrite

import (
	"errors"
	"sync/atomic"

	"opari2/internal/slab"
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
// scanner's no more (the lists it makes for each call), or is copied (a
// statement's lines, a directive's, whose buffers the scanner reuses).
// A directive does not cross at all: the event holds what the scanner
// made it of (parser.FortranSource), the instrumenter makes its own of
// that and reads its name again, and the scanner's goes back to the
// scanner at once. Each side's directives stay in its own core's cache:
// a directive is a kilobyte, and handing it over and back cost more
// than making it twice (docs/performance.md, "What crosses the cores").
// Where the instrumenter keeps none of the directives it was told of
// (idle, its regions settled), it makes its next ones of them.

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
// offset, a line) and a string; lists, a directive, a statement's lines,
// a loop or group end are in the batch's tables at x.
type fEvent struct {
	kind fEventKind
	x    int32
	a, b int
	s    string
}

// fDirective is a directive told of; what is rare (other tools'
// directives attached or after it, an unknown directive's lower-case
// lines) is in the batch's lists at more, or more is -1.
type fDirective struct {
	src  parser.FortranSource
	more int32
}

// fBatch is a run of events handed over at once.
type fBatch struct {
	events []fEvent
	lists  [][]string
	dirs   []fDirective
	stmts  [][]parser.StmtLine
	loops  []parser.LoopEnd
	groups []parser.GroupEnd
	// wait: the scanner waits until the instrumenter has taken it
	wait bool
}

const (
	batchCount = 4 // batches in flight: filled, queued, taken
	arenaLines = 1024
)

// batchEvents is the number of events per batch, lineGap the bytes of
// input between two line starts recorded (Line), heldMany the directives
// held before they are made spare at a construct's end (releaseAtEnd).
// The tests make them small, so that batches and directives go round in
// small inputs too, and lineGap large, to make them spare at
// constructs' ends alone.
var (
	batchEvents = 512
	lineGap     = 4096
	heldMany    = 64
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
	// arena holds copies of statements' lines, dirArena of directives';
	// a full one is left to what holds it and a new one begun
	arena    []parser.StmtLine
	dirArena []string
	// told is the directive just told of, handed back (FScanner.Reuse)
	told [1]*parser.Directive
	// a line at rest is recorded lineGap bytes after the last one, at
	// nextLine or after (Line)
	lineGap, nextLine int

	// the instrumenter's side
	h   *fInstrumenter
	err error // its error (read by the scanner's side after done)
	// held are the directives it made since it was last idle, spare
	// those it made before and keeps no more, new where more come from
	held, spare []*parser.Directive
	new         slab.Slab[parser.Directive]
	// reclass reads a directive's name again (its warnings were given
	// on the scanner's side, in their place in the stream)
	reclass warner
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
		reclass: warner{warned: map[string]bool{}},
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
	clear(b.dirs) // (their lines and lists, for the collector)
	b.dirs = b.dirs[:0]
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
			p.release()
		case evAttach:
			h.Attach(parser.Span{Start: e.a, End: e.b})
		case evDirective, evOther:
			fd := &b.dirs[e.x]
			var attached, lower, after []string
			if fd.more >= 0 {
				attached, lower, after = b.lists[fd.more], b.lists[fd.more+1], b.lists[fd.more+2]
			}
			d := p.makeDirective(fd.src, attached)
			at := parser.Span{Start: e.a, End: e.b}
			if e.kind == evDirective {
				err = h.Directive(d, at, after)
				p.releaseAtEnd()
			} else {
				h.OtherDirective(d, at, lower, after)
			}
		case evEndLoop:
			err = h.EndLoop(b.loops[e.x])
			p.releaseAtEnd()
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

// makeDirective makes the instrumenter's own directive of src, and
// reads its name as the scanner's side did (Classify): handing over what
// that side read was cheaper in the machine's fast state, but dearer in
// its slow one, where every byte handed over costs.
func (p *fPipe) makeDirective(src parser.FortranSource, attached []string) *parser.Directive {
	var reuse *parser.Directive
	if n := len(p.spare); n > 0 {
		reuse = p.spare[n-1]
		p.spare = p.spare[:n-1]
	} else {
		reuse = p.new.Next()
	}
	d := src.Make(reuse)
	d.Attached = attached
	classifyFortran(&p.reclass, d)
	p.reclass.warnings = p.reclass.warnings[:0]
	p.held = append(p.held, d)
	return d
}

// release makes the directives held spare when the instrumenter keeps
// none of them: at a line at rest with no construct open, where it has
// settled its regions (reduced them to their ids and CTC strings:
// fInstrumenter.Line). Their memory is then used again while it is
// still in the cache, instead of a new kilobyte per directive (dense
// f90: 104,000 of them).
func (p *fPipe) release() {
	if len(p.held) == 0 || !p.h.keepsNone() {
		return
	}
	p.makeSpare()
}

// releaseAtEnd makes the directives held spare, once there are
// heldMany of them, where a construct has just ended and none is open,
// outside conditional groups (whose branches restore the directives
// open at their start): the regions settle there as they would at the
// next line. In a unit of many constructs the lines recorded, every few
// kilobytes, were nearly all inside one (pdo.f90: 2 idle of 556), and
// every directive was new memory. Where the lines do (dense f90), this
// is not needed: settling at every construct's end cost more there.
func (p *fPipe) releaseAtEnd() {
	if len(p.held) < heldMany || len(p.h.groups) > 0 || !p.h.keepsNone() {
		return
	}
	p.h.reg.settle()
	p.makeSpare()
}

// makeSpare makes the directives held spare, and the nodes made of them.
func (p *fPipe) makeSpare() {
	p.spare = append(p.spare, p.held...)
	clear(p.held)
	p.held = p.held[:0]
	p.h.reuseNodes()
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

// send hands the batch over and takes a free one.
func (p *fPipe) send(wait bool) {
	p.cur.wait = wait
	p.full <- p.cur
	p.cur = <-p.free
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
	p.addDirective(evDirective, d, at, nil, after)
	return p.stopped()
}

func (p *fPipe) OtherDirective(d *parser.Directive, at parser.Span, lower, after []string) {
	p.addDirective(evOther, d, at, lower, after)
}

// copyInto copies s to the end of the arena *block, begun anew when
// full, and returns the copy.
func copyInto[T any](block *[]T, s []T) []T {
	if cap(*block)-len(*block) < len(s) {
		*block = make([]T, 0, max(arenaLines, len(s)))
	}
	n := len(*block)
	*block = append(*block, s...)
	return (*block)[n:len(*block):len(*block)]
}

// addDirective records what d was made of, its lines copied, and hands
// d back to the scanner.
func (p *fPipe) addDirective(kind fEventKind, d *parser.Directive, at parser.Span, lower, after []string) {
	e := p.add(kind)
	e.a, e.b = at.Start, at.End
	src := d.Source()
	src.Lines = copyInto(&p.dirArena, src.Lines)
	more := int32(-1)
	if d.Attached != nil || lower != nil || after != nil {
		more = int32(len(p.cur.lists))
		p.cur.lists = append(p.cur.lists, d.Attached, lower, after)
	}
	p.cur.dirs = append(p.cur.dirs, fDirective{src: src, more: more})
	e.x = int32(len(p.cur.dirs) - 1)
	p.told[0] = d
	p.sc.Reuse(p.told[:])
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
	p.cur.stmts = append(p.cur.stmts, copyInto(&p.arena, lines))
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
