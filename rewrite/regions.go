package rewrite

import (
	"fmt"
	"iter"
	"slices"
	"strconv"
	"strings"

	"opari2/ctc"
	"opari2/parser"
)

// paradigm tells OpenMP regions from POMP user regions.
type paradigm int

const (
	ompParadigm paradigm = iota
	pompParadigm
	offloadParadigm
	teamsParadigm // a teams construct: not instrumented, its block followed
)

// node is a directive together with the region bookkeeping of the
// instrumenter: its id, source range, nesting and the handles that must be
// shared into the parallel regions around it.
type node struct {
	*parser.Directive
	paradigm paradigm
	kind     construct // an OpenMP directive's (an end directive's: the construct it ends)
	active   bool      // the directive's kind is not disabled

	id          int
	endFile     string // file of the end (the directive's own File begins it)
	beginFirst  int
	beginLast   int
	endFirst    int
	endLast     int
	outer       bool
	enclosing   *node
	descrs      []int // the handles it shares: its own and those of the regions inside, in order
	numSections int
	// shareExtra: a shared clause the parallel part of a combined
	// construct needs (Fortran default(private))
	shareExtra string
	// final: a task's final clause, replaced by final(pomp2_final)
	// (opari2 wrap, C and C++: finalVar)
	final bool
	// cond: the branches of conditional groups the directive is in;
	// alts: the constructs that the other branches of a group open in
	// its place (Fortran: the scanner follows one branch), ended with it.
	cond []condRef
	alts []*node
	// endFor makes the end of an alternative (an inferred end do names
	// its own construct); nil: a copy of this end.
	endFor func(alt *node) (*node, error)
}

// The names of a region's handle and CTC string: opari2_region_<id> and
// opari2_ctc_<id>, in a self-contained unit members of the struct
// opari2_unit (a parallel region's shared clause names the struct, which
// is known before the regions inside the parallel region are).
const (
	regionPrefix = "opari2_region_"
	ctcPrefix    = "opari2_ctc_"
	unitStruct   = "opari2_unit"
)

// registry holds the regions of one compilation unit in the order their
// handles are declared in the include file.
type registry struct {
	count    int       // ids handed out
	outer    *node     // innermost enclosing parallel/task region
	stack    []*node   // open directives
	conds    []condRef // open conditional groups, outermost first
	saved    []*node   // regions with a handle, in declaration order, after done
	ompCount int       // regions begun of each paradigm, sections too (the init function's name)
	usrCount int
	// done are the regions no directive can change any more, reduced to
	// what the include file needs: a region's directive and clause list
	// take about 1 KB, kept for every region of a file until its end
	done     doneList
	ctcBlock []byte // where the next CTC strings go, one after the other
	// declare, when set, writes the declarations of settled regions (the
	// Fortran include file's) a block of CTC strings at a time (pending),
	// and their CTC strings are not kept: the block is used again. (One
	// region at a time, as it settled, put the declarations' code
	// between every two directives: twice the instruction cache misses
	// on a file of taskwait directives.)
	declare func(d *doneRegion)
	pending []*doneRegion
	// combinedSections: a parallel sections region's CTC string counts
	// its sections too (opari2 wrap: an OMPT tool gets the count; the
	// reference writes it for sections only)
	combinedSections bool
}

// doneList holds the settled regions in blocks, which are never copied
// as the list grows (one region per directive: a growing slice was
// copied over and over on dense input).
type doneList struct {
	blocks [][]doneRegion
	n      int
}

func (l *doneList) add(d doneRegion) {
	k := len(l.blocks) - 1
	if k < 0 || len(l.blocks[k]) == cap(l.blocks[k]) {
		size := 16
		if k >= 0 {
			size = min(2*cap(l.blocks[k]), 1024)
		}
		l.blocks = append(l.blocks, make([]doneRegion, 0, size))
		k++
	}
	l.blocks[k] = append(l.blocks[k], d)
	l.n++
}

// last is the region added last (its place does not change).
func (l *doneList) last() *doneRegion {
	b := l.blocks[len(l.blocks)-1]
	return &b[len(b)-1]
}

// Len is the number of regions.
func (l *doneList) Len() int { return l.n }

// any reports a region of paradigm p.
func (l *doneList) any(p paradigm) bool {
	for r := range l.All() {
		if r.paradigm == p {
			return true
		}
	}
	return false
}

// All yields the regions in order.
func (l *doneList) All() iter.Seq[*doneRegion] {
	return func(yield func(*doneRegion) bool) {
		for _, b := range l.blocks {
			for i := range b {
				if !yield(&b[i]) {
					return
				}
			}
		}
	}
}

// doneRegion is what the include file needs of a finished region.
type doneRegion struct {
	id       int
	paradigm paradigm
	ctc      []byte // the CTC string, in a shared block
	shared   []int  // the shared-handle list of a parallel region, in order
}

// settle reduces the saved regions to what the include file needs; it is
// called where every saved region is finished: at the end, and where the
// scanner is at rest (outside a conditional group, whose branches restore
// the open directives) and no directive is open (idle).
func (r *registry) settle() {
	if len(r.saved) == 0 {
		return // (asked at every line at rest)
	}
	for _, n := range r.saved {
		d := doneRegion{id: n.id, paradigm: n.paradigm}
		// blocks of 64 KB, not one growing buffer (copied as it grows)
		if cap(r.ctcBlock)-len(r.ctcBlock) < 1024 {
			if len(r.pending) > 0 {
				r.declarePending() // (which empties the block)
			} else {
				r.ctcBlock = make([]byte, 0, 64<<10)
			}
		}
		from := len(r.ctcBlock)
		r.ctcBlock = n.appendCTC(r.ctcBlock, r.combinedSections)
		d.ctc = r.ctcBlock[from:len(r.ctcBlock):len(r.ctcBlock)]
		if n.paradigm == ompParadigm && len(n.descrs) > 0 {
			d.shared = n.descrs
		}
		r.done.add(d)
		if r.declare != nil {
			r.pending = append(r.pending, r.done.last())
		}
	}
	clear(r.saved)
	r.saved = r.saved[:0]
}

// declarePending declares the regions settled since the last time and
// empties the block of their CTC strings.
func (r *registry) declarePending() {
	for _, d := range r.pending {
		r.declare(d)
		d.ctc = nil
	}
	clear(r.pending)
	r.pending = r.pending[:0]
	r.ctcBlock = r.ctcBlock[:0]
}

// settleEarly: regions are settled as soon as they are finished, not
// only at the end (a test compares both).
var settleEarly = true

// idle reports that no directive is open.
func (r *registry) idle() bool { return settleEarly && len(r.stack) == 0 && r.outer == nil }

// initRegion gives n a new id and source range and records it in the
// shared-handle lists of the regions around it.
func (r *registry) initRegion(n *node, outer bool) {
	r.count++
	n.id = r.count
	// the init function's name counts every region begun, a section
	// too (it shares its sections' id), as the reference counts them
	if n.paradigm == pompParadigm {
		r.usrCount++
	} else {
		r.ompCount++
	}
	n.beginFirst = n.Line
	n.beginLast = n.Line + len(n.Lines) - 1
	n.endFile = n.File
	n.endFirst = n.Line
	n.endLast = n.beginLast
	n.outer = outer
	n.enclosing = r.outer
	if outer {
		r.outer = n
	}
	if r.outer != nil {
		r.outer.share(n.id)
	}
	for _, s := range r.stack {
		if len(s.descrs) > 0 {
			s.share(n.id)
		}
	}
}

// share adds id to the handles n shares. Ids are handed out in
// increasing order, so the list stays sorted; a section's id, its
// sections region's, may come twice in a row.
func (n *node) share(id int) {
	if k := len(n.descrs); k == 0 || n.descrs[k-1] != id {
		n.descrs = append(n.descrs, id)
	}
}

// initRegionAs makes n share the region (and id) of parent, as a section
// shares its sections region.
func (r *registry) initRegionAs(n, parent *node) {
	r.count--
	r.initRegion(n, false)
	n.id = parent.id
}

// enterRegion starts a region that has an end.
func (r *registry) enterRegion(n *node, outer bool) {
	r.initRegion(n, outer)
	r.save(n)
	r.push(n)
}

func (r *registry) save(n *node) { r.saved = append(r.saved, n) }

// push opens n in the conditional branches it is written in.
func (r *registry) push(n *node) {
	n.cond = r.conds
	r.stack = append(r.stack, n)
}

func (r *registry) top(n *node) (*node, error) {
	if len(r.stack) == 0 {
		return nil, fmt.Errorf("%s:%d: unbalanced pragma/directive nesting for %s directive", n.File, n.Line, n.Name)
	}
	return r.stack[len(r.stack)-1], nil
}

func (r *registry) pop() {
	if len(r.stack) > 0 {
		r.stack = r.stack[:len(r.stack)-1]
	}
}

// exitRegion ends the innermost open region at end's position and returns
// it. endOuter also leaves the enclosing parallel/task scope.
func (r *registry) exitRegion(end *node, endOuter bool) (*node, error) {
	top, err := r.top(end)
	if err != nil {
		return nil, err
	}
	if end.Name[0] != '$' && strings.TrimPrefix(end.Name, "end") != top.Name {
		return nil, fmt.Errorf("%s:%d: %s directive does not match %s directive at line %d", end.File, end.Line, end.Name, top.Name, top.Line)
	}
	top.endFile = end.File
	if len(end.Lines) > 0 {
		top.endFirst, top.endLast = end.Line, end.Line+len(end.Lines)-1
	} else {
		top.endFirst, top.endLast = end.Line, end.Line
	}
	if endOuter && top.outer {
		r.outer = top.enclosing
	}
	r.pop()
	return top, nil
}

// appendCTC appends the region's compile-time context to dst the way the
// reference encodes it: region type, source range, then the
// region-specific keys and one key per recorded clause, in clause-name
// order. The source range names the
// file that the last line marker before each end gave (in preprocessed
// input the user's file, not the .prep file), as the reference does.
func (n *node) appendCTC(dst []byte, combinedSections bool) []byte {
	var buf [8]ctc.Field
	fields := buf[:0]
	regionType := n.Name
	switch {
	case n.paradigm == pompParadigm:
		if n.Name == "userRegion" {
			fields = append(fields, ctc.Field{Key: "userRegionName", Value: n.UserName})
		}
	case n.kind == cCritical:
		if n.UserName != "" {
			fields = append(fields, ctc.Field{Key: "criticalName", Value: n.UserName})
		}
	case n.kind == cSections || n.kind == cParallelSections && combinedSections:
		fields = append(fields, ctc.Field{Key: "numSections", Value: strconv.Itoa(n.numSections)})
	}
	if n.paradigm == ompParadigm && len(n.Clauses) > 0 {
		// the recorded clauses in name order: the directive's few,
		// sorted (not a look-up of every known name)
		var buf [8]string
		names := buf[:0]
		for _, c := range n.Clauses {
			if _, ok := clauseKeys[c.Name]; ok {
				names = append(names, c.Name)
			}
		}
		slices.Sort(names)
		for _, c := range names {
			switch c {
			case "private", "lastprivate", "firstprivate", "copyin":
				continue
			case "default":
				if !changedDefault(n) {
					continue
				}
			}
			v := "1"
			if c == "schedule" || c == "default" {
				v = strings.ReplaceAll(n.ClauseArg(c), "*", "@")
			}
			fields = append(fields, ctc.Field{Key: clauseKey(c), Value: v})
		}
	}
	return ctc.AppendFields(dst, regionType,
		ctc.Location{File: n.File, Line1: n.beginFirst, Line2: n.beginLast},
		ctc.Location{File: n.endFile, Line1: n.endFirst, Line2: n.endLast}, fields)
}

// clauseKeys maps every clause the instrumenter records to its CTC key;
// the keys appear in CTC strings in the order of the clause names.
var clauseKeys = map[string]string{}

// clauseKey is the CTC key of a clause: "has" and the capitalized name.
func clauseKey(c string) string {
	if k, ok := clauseKeys[c]; ok {
		return k
	}
	return "has" + strings.ToUpper(c[:1]) + c[1:]
}

func init() {
	for _, cl := range directiveClauses {
		for _, c := range cl {
			if _, ok := clauseKeys[c]; !ok { // (most clauses are in several lists)
				clauseKeys[c] = "has" + strings.ToUpper(c[:1]) + c[1:]
			}
		}
	}
}

// changedDefault reports a default(none) or default(private) clause, which
// makes the instrumenter share its own variables explicitly (Fortran).
func changedDefault(n *node) bool {
	v := n.ClauseArg("default") // "" without the clause
	return strings.EqualFold(v, "none") || strings.EqualFold(v, "private")
}
