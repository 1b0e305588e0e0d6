package rewrite

import (
	"bytes"
	"fmt"
	"slices"
	"strings"

	"opari2/parser"
)

// fInstrumenter implements parser.FHandler: the POMP2 instrumentation of
// Fortran, in the reference's layout for fixed and free form. Its
// methods in fortran_templates.go spell the pieces of the instrumentation
// in Fortran.
type fInstrumenter struct {
	instrumenter
	fixed   bool
	f77     bool // F77 declarations in the include file
	incName string
	unit    string
	single  *node // the atomic directive waiting for its statement
	// groups are the open conditional groups, whose branches are each
	// instrumented from the state before the group
	groups []fGroup
	stmt   fStatement // the statement group being written
	// reline: a supplied loop end's #line is short of the next line, a
	// directive copied there writes the right one (EndLoop)
	reline bool
	// callOpen is an event call's opening up to the handle's number
	callOpen string
	// units: the program units of a self-contained output, each with
	// its own include file (fortran_units.go)
	units    []*fUnit
	incFirst string // the include files' names: incFirst + n + incLast
	incLast  string
}

// Classify implements parser.FHandler.
func (f *fInstrumenter) Classify(d *parser.Directive) parser.FClass {
	return classifyFortran(&f.warner, d)
}

// classifyFortran reads a directive's name and tells the scanner what
// it needs to know of it; w takes the warnings about directives that
// are not instrumented. It reads nothing of the instrumenter's state, so
// the scanner's side of the pipeline asks it (fortran_pipe.go).
func classifyFortran(w *warner, d *parser.Directive) parser.FClass {
	if parser.IsPOMPSentinel(d.Prefix[0]) {
		name := d.NextWord()
		if name == "inst" {
			name += d.NextWord()
		}
		d.Name = name
		switch name {
		case "instinit", "instfinalize", "inston", "instoff", "instbegin", "instaltend", "instend", "noinstrument", "instrument":
			return parser.FClass{Known: true}
		}
		return parser.FClass{}
	}
	name, inner := readOMPName(d, true)
	d.Name = name
	base := strings.TrimPrefix(name, "end")
	if isTeams(d, base) {
		w.warnNewer(d, "teams")
		d.Name = strings.TrimSuffix(name, base) + "teams"
		return parser.FClass{Known: true}
	}
	kb := constructOf(base)
	if kb == cOrdered && name == "ordered" && w.standaloneOrdered(d) {
		return parser.FClass{}
	}
	def, ok := kb.def(), kb != cOther
	if !ok {
		if name != "" {
			w.warnOnce(name, d.File, d.Line, "OpenMP directive '%s' is not instrumented; passed through unchanged", base)
		}
		return parser.FClass{}
	}
	loop := def.loop || combinedLoop(kb, inner)
	if strings.HasPrefix(name, "end") {
		return parser.FClass{Known: true, EndsLoop: loop, EndsSingle: name == "endatomic"}
	}
	// "atomic capture" has two statements and a required end atomic
	single := def.singleStatement && d.Clause("capture") == nil
	class := parser.FClass{Known: true, Loop: loop, Single: single, Name: name}
	if loop {
		class.End = "end" + strings.Join(d.Words(), "")
	}
	return class
}

// directive instruments a directive that Classify knows.
func (f *fInstrumenter) directive(d *parser.Directive) error {
	if parser.IsPOMPSentinel(d.Prefix[0]) {
		return f.userDirective(&node{Directive: d, paradigm: pompParadigm, active: true})
	}
	name := d.Name
	if name == "teams" {
		f.enterTeams(d)
		return nil
	}
	if name == "endteams" {
		return f.exitTeams(d)
	}
	n, err := f.ompNode(d, strings.TrimPrefix(name, "end"))
	if err != nil {
		return err
	}
	if !f.fixed {
		// a continuation line that held only a removed clause would be
		// an empty continuation line, which free form forbids
		d.DropEmptyContinuations()
	}
	if strings.HasPrefix(name, "end") {
		return f.endDirective(n)
	}
	if n.kind.def().singleStatement && d.Clause("capture") == nil {
		f.single = n // closed after its statement (or by end atomic)
	}
	return f.enter(n)
}

// exitTeams copies an end teams directive, which closes the innermost
// open construct.
func (f *fInstrumenter) exitTeams(d *parser.Directive) error {
	s := f.reg.stack
	if len(s) == 0 || s[len(s)-1].paradigm != teamsParadigm {
		return fmt.Errorf("%s:%d: end teams directive without a matching teams directive", d.File, d.Line)
	}
	f.reg.pop()
	f.printPlain(&node{Directive: d}, "")
	return nil
}

// endLoop supplies the "end do" the user left out. The loop construct
// is the innermost open region: anything opened inside the loop must
// have been closed inside it.
func (f *fInstrumenter) endLoop(line int) error {
	if len(f.reg.stack) == 0 {
		return fmt.Errorf("%s:%d: internal error: a loop construct ended but none is open", f.file, line)
	}
	top := f.reg.stack[len(f.reg.stack)-1]
	if top.kind != cDo && top.kind != cParallelDo && !combinedLoop(top.kind, top.Inner) {
		return fmt.Errorf("%s:%d: the do loop ends here but the %s directive at line %d inside it is not closed", top.File, line, parser.FortranName(top.Name), top.Line)
	}
	end, err := f.loopEnd(top, line)
	if err != nil {
		return err
	}
	return f.endDirective(end)
}

// loopEnd makes the end directive of a loop construct that its do loop
// ends on line.
func (f *fInstrumenter) loopEnd(top *node, line int) (*node, error) {
	indent := strings.Repeat(" ", strings.Index(parser.LowerASCII(top.Lines[0]), top.Prefix[0]))
	text := indent + top.Prefix[0] + " end " + strings.Join(top.Words(), " ") + " "
	d, err := parser.NewDirective(parser.LangF90, top.File, line, []string{text}, top.Prefix)
	if err != nil {
		return nil, err
	}
	d.Name, _ = readOMPName(d, true)
	if err := f.readClauses(d); err != nil {
		return nil, err
	}
	end := &node{Directive: d, paradigm: ompParadigm, kind: constructOf(strings.TrimPrefix(d.Name, "end"))}
	end.endFor = func(alt *node) (*node, error) { return f.loopEnd(alt, line) }
	return end, nil
}

// fState is the part of the instrumenter that the branches of a
// conditional group (#if/#else/#endif) can change.
type fState struct {
	stack       []*node
	outer       *node
	disable     []int
	single      *node
	inWorkshare bool
}

// fGroup is an open conditional group: the state before it, and the
// state each branch ended with and where in the output (-1: the
// configuration that takes none of them, at the group's end).
type fGroup struct {
	start fState
	ends  []fState
	outs  []int
}

func (f *fInstrumenter) saveState() fState {
	return fState{stack: append([]*node(nil), f.reg.stack...), outer: f.reg.outer,
		disable: append([]int(nil), f.disable...), single: f.single, inWorkshare: f.inWorkshare}
}

func (f *fInstrumenter) restoreState(st fState) {
	f.reg.stack = append(f.reg.stack[:0], st.stack...)
	f.reg.outer = st.outer
	f.disable = append(f.disable[:0], st.disable...)
	f.single = st.single
	f.inWorkshare = st.inWorkshare
}

// sameOpen reports whether two states have the same constructs open,
// noinstrument levels, atomic statement awaited and workshare.
func (a fState) sameOpen(b fState) bool {
	return slices.Equal(a.stack, b.stack) && slices.Equal(a.disable, b.disable) && a.single == b.single && a.inWorkshare == b.inWorkshare
}

// MergeBranches implements parser.FHandler: the constructs that the
// branches of a conditional group open in place of each other (the
// primary's first, each with its alternatives, ended with it). A branch
// must not close what was open before the group, nor change the
// noinstrument levels, and one that opens constructs opens as many as
// the primary, waiting for an atomic statement and in workshare alike.
func (f *fInstrumenter) MergeBranches(primary int) bool {
	if len(f.groups) == 0 {
		return false
	}
	g := f.groups[len(f.groups)-1]
	st := g.start
	base := len(st.stack)
	p := g.ends[primary]
	for _, b := range g.ends {
		if len(b.stack) < base || !slices.Equal(b.stack[:base], st.stack) || !slices.Equal(b.disable, st.disable) {
			return false
		}
		if len(b.stack) == base {
			if b.single != st.single || b.inWorkshare != st.inWorkshare {
				return false
			}
			continue
		}
		if len(b.stack) != len(p.stack) || (b.single == nil) != (p.single == nil) || b.inWorkshare != p.inWorkshare {
			return false
		}
	}
	for i, b := range g.ends {
		if i == primary || len(b.stack) == base {
			continue
		}
		for k := base; k < len(b.stack); k++ {
			p.stack[k].alts = append(p.stack[k].alts, b.stack[k])
		}
	}
	return true
}

// headerEnd writes the include line of the unit (as it is: the file's
// name is not the instrumentation's text, which renaming may change).
func (f *fInstrumenter) headerEnd(line int, file string) {
	switch {
	case f.disabled(levelFull):
	case f.opts.SelfContained:
		f.out.WriteString(fIndent + "include " + includeLiteral(f.startUnit()) + "\n")
	default:
		f.out.WriteString(fIndent + "include " + f.incName + "\n")
	}
	if f.opts.KeepSrcInfo {
		f.lineDirective(line, file)
	}
}

// lockCalls makes the calls of the OpenMP lock API in a piece of a
// statement (low: lower-cased, literals blanked) the POMP2 wrappers' (not
// in "use omp_lib, only:" lists, not in declarations of the test
// functions as logical).
func (f *fInstrumenter) lockCalls(low, line, file string) string {
	if f.opts.Disabled.Locks() || f.opts.OpenMPOff || f.disabled(levelUser) || !strings.Contains(low, "omp_") || runtimeHeader(file) {
		return line
	}
	if u := strings.Index(low, "use"); u >= 0 {
		if o := parser.IndexFrom(low, "omp_lib", u); o >= 0 && parser.IndexFrom(low, "only", o) >= 0 && strings.Contains(low[parser.IndexFrom(low, "only", o):], ":") {
			return line
		}
	}
	// each word that starts with omp_ and is a lock routine's name, in
	// the order they come
	type rep struct{ pos, n int }
	var reps []rep
	for p := 0; ; {
		i := parser.IndexFrom(low, "omp_", p)
		if i < 0 {
			break
		}
		e := i + len("omp_")
		for e < len(low) && isWordByte(low[e]) {
			e++
		}
		p = e
		name := low[i:e]
		if i > 0 && isWordByte(low[i-1]) || lockWrappers[name] == "" {
			continue
		}
		if strings.HasPrefix(name, "omp_test") && strings.Contains(low[:i], "logical") {
			continue
		}
		reps = append(reps, rep{i, len(name)})
	}
	if len(reps) == 0 {
		return line
	}
	f.usedOMP = true
	if f.uses != nil {
		for _, r := range reps {
			f.uses.noteLock(low[r.pos : r.pos+r.n])
		}
	}
	// replace from the right so that earlier positions stay valid
	b := []byte(line)
	for k := len(reps) - 1; k >= 0; k-- {
		r := reps[k]
		repl := "POMP2" + string(b[r.pos+3:r.pos+r.n])
		repl = repl[:6] + strings.ToUpper(repl[6:7]) + repl[7:]
		b = append(b[:r.pos], append([]byte(repl), b[r.pos+r.n:]...)...)
	}
	return string(b)
}

// includeLiteral is the file name of an include line as a Fortran
// literal: between apostrophes, or, for a name with one, between
// quotes (the preprocessor does not know doubled apostrophes).
func includeLiteral(name string) string {
	if strings.ContainsRune(name, '\'') && !strings.ContainsRune(name, '"') {
		return `"` + name + `"`
	}
	return "'" + strings.ReplaceAll(name, "'", "''") + "'"
}

func isWordByte(c byte) bool {
	return c == '_' || (c|0x20 >= 'a' && c|0x20 <= 'z') || (c >= '0' && c <= '9')
}

// SingleLine implements parser.FHandler: the end of an atomic construct
// after its statement.
func (f *fInstrumenter) SingleLine(line int) error {
	n := f.single
	if n == nil {
		return nil
	}
	f.single = nil
	return f.endSingle(n, line)
}

// endSingle ends an atomic construct (open, on top of the region stack)
// and its alternatives, each under the conditions of its directive.
func (f *fInstrumenter) endSingle(n *node, line int) error {
	if !n.active || f.opts.OpenMPOff || f.disabled(levelUser) || f.inWorkshare {
		f.reg.pop()
	} else {
		n.endFirst, n.endLast = line, line
		resume := func() {
			if f.opts.KeepSrcInfo {
				f.lineDirective(line+1, f.file)
			}
		}
		if err := f.closeUnder(n, resume, func() error {
			f.call("exit", "atomic", n.id, nil)
			resume()
			return nil
		}); err != nil {
			return err
		}
		f.reg.pop()
	}
	for _, a := range n.alts {
		f.reg.stack = append(f.reg.stack, a)
		if err := f.endSingle(a, line); err != nil {
			return err
		}
	}
	return nil
}

func instrumentFortran(opts Options, in Input, out output) (*Result, error) {
	if err := checkText(in.Path, in.Src); err != nil {
		return nil, err
	}
	f := &fInstrumenter{
		instrumenter: instrumenter{
			opts: opts, file: in.Path, warner: warner{warned: map[string]bool{}}, fortran: true,
			directiveLead: "!$omp ", commentLead: "!",
			src: in.Src, rename: renaming(in.Src, true, opts.SelfContained),
			regionName: regionPrefix, ctcName: ctcPrefix,
		},
		fixed:   opts.Form == parser.FormFixed,
		f77:     opts.Lang == parser.LangF77,
		incName: includeLiteral(in.IncludeName),
		unit:    in.unitID(),
	}
	if opts.SelfContained {
		f.regionName = unitStruct + "%region_"
		f.incFirst, f.incLast = unitIncludeParts(in.IncludeName)
	}
	f.callOpen = "(" + f.regionName
	f.reg.combinedSections = opts.SelfContained
	if opts.SelfContained {
		f.cancelled = cancelledWorksharing(in.Src)
	}
	f.lang = f
	f.fold = f.foldDirective
	src, bom := withoutBOM(in.Src)
	f.ed = &sourceEditor{src: src}
	// the output is the input plus about 250 bytes per directive (and
	// every directive has a '$'): one allocation instead of regrowing
	dollars := bytes.Count(in.Src, []byte("$"))
	f.ed.sink = out.sink(&f.ed.out, len(in.Src)+320*dollars+4096)
	var inc textWriter
	var finishInc func() ([]byte, error)
	if !opts.SelfContained {
		// (a self-contained unit's declarations go into its own file)
		inc, finishInc = out.includeWriter((300+2*len(in.Path))*dollars/2 + 1024)
		f.declareRegions(inc)
	}
	f.out = &f.ed.out
	f.out.Write(bom)
	if opts.KeepSrcInfo {
		f.out.WriteString("\n" + lineMarkerLine(1, in.Path))
	}
	if err := runFortran(f, in.Path, opts.Form, src); err != nil {
		return nil, err
	}
	f.ed.finish()
	if err := f.allClosed(); err != nil {
		return nil, err
	}
	f.reg.settle()
	if !opts.SelfContained {
		// a self-contained unit's regions register at their first event
		drain := func() { f.ed.sink.drain(&f.ed.out) } // (a write error is Flush's too)
		f.initSubroutine("POMP2", f.reg.ompCount, ompParadigm, "         call POMP2_Assign_handle( ", drain)
		f.initSubroutine("POMP2_USER", f.reg.usrCount, pompParadigm, "         call POMP2_USER_Assign_handle( ", drain)
	}
	source, err := out.source(&f.ed.out, func() error { return f.ed.sink.flush(&f.ed.out) })
	if err != nil {
		return nil, err
	}
	res := &Result{Source: source, Warnings: f.warnings, Regions: f.reg.done.Len(),
		CallsPOMP2: f.reg.done.Len() > 0 || f.usedOMP || f.usedPOMP}
	if opts.SelfContained {
		res.UnitIncludes = f.unitIncludes()
		return res, nil
	}
	f.reg.declarePending()
	f.includeTailF(inc)
	if res.Include, err = finishInc(); err != nil {
		return nil, err
	}
	return res, nil
}

// endDirective checks that an end directive (written, or supplied for a
// loop) closes the innermost open construct and writes the construct's
// end.
func (f *fInstrumenter) endDirective(end *node) error {
	open := strings.TrimPrefix(end.Name, "end")
	if len(f.reg.stack) == 0 || f.reg.stack[len(f.reg.stack)-1].Name != open {
		if end.Name == "endatomic" {
			// the atomic statement closed it already (an end atomic after
			// a line the scanner did not look past)
			f.printDirective(end, "")
			return nil
		}
		if len(f.reg.stack) == 0 {
			return fmt.Errorf("%s:%d: %s directive without a matching %s directive", end.File, end.Line, parser.FortranName(end.Name), parser.FortranName(open))
		}
		top := f.reg.stack[len(f.reg.stack)-1]
		what := parser.FortranName(top.Name) + " directive"
		if top.paradigm == pompParadigm {
			what = "pomp inst begin(" + top.UserName + ")"
		}
		return fmt.Errorf("%s:%d: %s directive does not match the %s at line %d", end.File, end.Line, parser.FortranName(end.Name), what, top.Line)
	}
	top := f.reg.stack[len(f.reg.stack)-1]
	if top.kind == cAtomic {
		// end atomic after the statement (optional) or after the two
		// statements of atomic capture: no statement is awaited
		f.single = nil
	}
	return f.exit(top, end)
}
