package rewrite

import (
	"fmt"
	"path/filepath"
	"strings"

	"opari2/parser"
)

// newerDirectives are OpenMP 4.x/5.x directives outside the POMP2 model:
// they pass through unchanged, with one warning per kind.
var newerDirectives = map[string]bool{
	"simd": true, "target": true, "teams": true, "distribute": true, "taskloop": true,
	"taskgroup": true, "loop": true, "masked": true, "scope": true, "declare": true,
	"taskyield": true, "cancel": true, "cancellation": true, "requires": true,
	"depobj": true, "scan": true, "interop": true, "dispatch": true, "allocate": true,
	"metadirective": true, "begin": true, "end": true, "unroll": true, "tile": true,
	"assume": true, "assumes": true, "error": true, "nothing": true, "section": false,
}

// The parser.CHandler events: each edits the source at the position the
// scanner reports.

// Line implements parser.CHandler: what was written before a line is
// final, its regions are settled; the include file's #include goes
// before the line it was put at.
func (c *cInstrumenter) Line(phys, off int) {
	c.ed.lineStart(off)
	if c.reg.idle() {
		c.reg.settle()
	}
	if c.includeText != "" && phys == c.includeAt+1 {
		c.ed.copyTo(off)
		c.out.WriteString(c.includeText)
		c.includeText = ""
	}
}

// Pragma implements parser.CHandler: an instrumented directive's lines
// are replaced by its instrumentation.
func (c *cInstrumenter) Pragma(d *parser.Directive, at parser.Span) (parser.CClass, error) {
	c.ed.copyTo(at.Start)
	handled, requireEnd, err := c.pragma(d)
	if err != nil || !handled {
		return parser.CClass{}, err
	}
	c.ed.replaceLines(at)
	return parser.CClass{Block: requireEnd, Name: d.Name}, nil
}

// EndBlocks implements parser.CHandler: the instrumentation of each
// block's end goes where the scanner found it, in mid-line on lines of
// its own, the line's rest after it at its column.
func (c *cInstrumenter) EndBlocks(e parser.BlockEnd) error {
	c.ed.copyTo(e.At)
	if e.MidLine {
		c.out.WriteByte('\n')
	}
	for range e.N {
		if err := c.endBlock(e.Line, e.File); err != nil {
			return err
		}
	}
	if e.MidLine {
		c.out.WriteString(lineMarkerLine(e.Line, e.File)) // #line also where lineDirective writes "# "
		c.out.WriteString(strings.Repeat(" ", e.Col))
	}
	return nil
}

// Include implements parser.CHandler: omp.h is included by the POMP2
// header through the .opari.inc file, so the user's include goes.
func (c *cInstrumenter) Include(header string, at parser.Span) {
	if header == "<omp.h>" || header == `"omp.h"` {
		c.ed.copyTo(at.Start)
		c.ed.replaceLines(at)
	}
}

// IncludeMarker implements parser.CHandler: the #include of the
// include file replaces the marker line.
func (c *cInstrumenter) IncludeMarker(at parser.Span) {
	c.ed.copyTo(at.Start)
	c.out.WriteString(c.includeLine)
	c.out.WriteByte('\n')
	c.ed.replaceLines(at)
}

// LeaveHeader implements parser.CHandler: the lock wrappers are
// declared where omp.h's text ends in a self-contained unit.
func (c *cInstrumenter) LeaveHeader(at int, header string) {
	if c.opts.SelfContained {
		c.ed.copyTo(at)
		c.out.WriteString(c.leaveHeader(header))
	}
}

// pragma instruments a #pragma: handled=false passes it through.
func (c *cInstrumenter) pragma(d *parser.Directive) (handled, requireEnd bool, err error) {
	switch d.Prefix[2] {
	case "omp":
		return c.ompPragma(d)
	case "pomp":
		return c.pompPragma(d)
	case "offload":
		n := &node{Directive: d, paradigm: offloadParadigm, active: true}
		n.Name = d.NextWord()
		if n.Name != "target" {
			return false, false, nil
		}
		// code offloaded to a coprocessor is not instrumented
		c.reg.push(n)
		c.printPlain(n, "")
		c.disable = append(c.disable, levelFull)
		return true, true, nil
	}
	return false, false, nil
}

func (c *cInstrumenter) ompPragma(d *parser.Directive) (handled, requireEnd bool, err error) {
	name, inner := readOMPName(d, false)
	d.Name = name
	k := constructOf(name)
	def, known := k.def(), k != cOther
	if k == cOrdered && c.standaloneOrdered(d) {
		return false, false, nil
	}
	if isTeams(d, name) {
		c.warnNewer(d, "teams")
		c.enterTeams(d)
		return true, true, nil
	}
	if name == "taskgroup" {
		if ok, err := c.taskgroupPragma(d); ok || err != nil {
			return ok, true, err
		}
	}
	if name == "cancel" || name == "cancellation" {
		if ok, err := c.cancelPragma(d, name); ok || err != nil {
			return ok, false, err
		}
	}
	if k.combined() && len(inner) == 0 {
		known = false // "parallelfor" in one word is no C directive
	}
	if !known || def.fortranOnly {
		if def.fortranOnly {
			c.warnOnce(name, d.File, d.Line, "OpenMP directive '%s' exists in Fortran only; passed through unchanged", parser.FortranName(name))
		} else {
			c.warnNewer(d, name)
		}
		return false, false, nil
	}
	n, err := c.ompNode(d, name)
	if err != nil {
		return false, false, err
	}
	if err := c.enter(n); err != nil {
		return false, false, err
	}
	return true, def.requireEnd, nil
}

// warnNewer warns once per kind about a directive that is not
// instrumented.
func (w *warner) warnNewer(d *parser.Directive, name string) {
	if name == "" {
		return
	}
	format := "unknown OpenMP directive '%s' passed through unchanged"
	if newerDirectives[name] {
		format = "OpenMP directive '%s' is not instrumented (outside the POMP2 model); passed through unchanged"
	}
	w.warnOnce(name, d.File, d.Line, format, name)
}

// standaloneOrdered reports an ordered directive with a depend or
// doacross clause: a stand-alone directive (it owns no block, and in
// Fortran has no end directive) outside the POMP2 model, passed through
// with one warning per clause kind, in C as in Fortran.
func (w *warner) standaloneOrdered(d *parser.Directive) bool {
	for _, cl := range []string{"depend", "doacross"} {
		if d.Clause(cl) == nil {
			continue
		}
		w.warnOnce("ordered "+cl, d.File, d.Line, "stand-alone 'ordered %s(...)' is not instrumented; passed through unchanged", cl)
		return true
	}
	return false
}

// isTeams reports a teams construct ("teams", "target teams" with no
// further construct): its block is followed, so that a parallel region
// right inside it does not call omp_get_max_threads(), which the
// compiler rejects there.
func isTeams(d *parser.Directive, name string) bool {
	if name == "target" && !d.NextWordIf("teams") {
		return false
	}
	if name != "teams" && name != "target" {
		return false
	}
	switch d.PeekWord() {
	case "distribute", "loop", "parallel":
		return false
	}
	return true
}

// enterTeams copies a teams directive and follows its block.
func (ins *instrumenter) enterTeams(d *parser.Directive) {
	n := &node{Directive: d, paradigm: teamsParadigm, active: true}
	ins.reg.push(n)
	ins.printPlain(n, "")
}

// inTeams reports that the construct around n (open, n's region
// entered) is a teams construct.
func (ins *instrumenter) inTeams(n *node) bool {
	s := ins.reg.stack
	if len(s) > 0 && s[len(s)-1] == n {
		s = s[:len(s)-1]
	}
	return len(s) > 0 && s[len(s)-1].paradigm == teamsParadigm
}

func (c *cInstrumenter) pompPragma(d *parser.Directive) (handled, requireEnd bool, err error) {
	name := d.NextWord()
	if name == "inst" {
		name += d.NextWord()
	}
	switch name {
	case "instinit", "instfinalize", "inston", "instoff", "instbegin", "instaltend", "instend", "noinstrument", "instrument":
	default:
		return false, false, nil
	}
	d.Name = name
	n := &node{Directive: d, paradigm: pompParadigm, active: true}
	if err := c.userDirective(n); err != nil {
		return false, false, err
	}
	if n.Name == "userRegion" && (n.UserName == "" || n.UserName == ")") {
		// C requires the name (the reference's Fortran accepts none)
		return false, false, fmt.Errorf("%s:%d: pomp inst begin needs a region name: begin(name)", d.File, d.Line)
	}
	return true, false, nil
}

// Declspec implements parser.CHandler: a __declspec(target(mic)) entity is
// offloaded code and is not instrumented until the declaration ends. The
// attribute goes on a line of its own, blanks in its place.
func (c *cInstrumenter) Declspec(d *parser.Directive, attr parser.Span) error {
	n := &node{Directive: d, paradigm: offloadParadigm, active: true}
	n.Name = "declspec"
	c.reg.push(n)
	c.disable = append(c.disable, levelFull)
	c.ed.copyTo(attr.End)
	c.out.WriteByte('\n')
	c.out.WriteString(strings.Repeat(" ", attr.End-attr.Start))
	return nil
}

// endBlock closes the innermost open block, which ends on line of file.
func (c *cInstrumenter) endBlock(line int, file string) error {
	if len(c.reg.stack) == 0 {
		return fmt.Errorf("%s:%d: unbalanced pragma/directive nesting", c.file, line)
	}
	top := c.reg.stack[len(c.reg.stack)-1]
	if top.paradigm == teamsParadigm {
		c.reg.pop()
		return nil
	}
	if top.paradigm == offloadParadigm {
		c.reg.pop()
		if len(c.disable) > 0 {
			c.disable = c.disable[:len(c.disable)-1]
		}
		return nil
	}
	// one end node for every block: nothing keeps it (the ends of
	// alternatives are copies), and a block's end is as frequent as a
	// directive
	c.endDir = parser.EndDirective(top.Lang, file, line)
	c.endNode = node{Directive: &c.endDir, paradigm: top.paradigm}
	if top.Name == "taskgroup" && top.paradigm == ompParadigm {
		c.taskgroupEnd(top, &c.endNode)
		return nil
	}
	return c.exit(top, &c.endNode)
}

// Identifier implements parser.CHandler: calls of the OpenMP lock API
// become the POMP2 wrappers; declarations, other uses and the runtime's
// own header text in preprocessed input stay.
func (c *cInstrumenter) Identifier(id parser.Ident) {
	if id.Name == "omp_control_tool" && runtimeHeader(id.File) {
		c.ompControlTool = true
	}
	if !id.Call || c.opts.Disabled.Locks() || c.opts.OpenMPOff || c.disabled(levelUser) {
		return
	}
	if w, ok := lockWrappers[id.Name]; ok && !runtimeHeader(id.File) && !id.System {
		c.usedOMP = true
		c.ed.copyTo(id.At)
		c.out.WriteString(w)
		c.ed.skipTo(id.At + len(id.Name))
	}
}

// leaveHeader declares the lock wrappers where the text of omp.h ends in
// a self-contained unit (Options.SelfContained): their parameters are
// omp.h's types, and a lock call comes after omp.h. The declarations are
// pomp2_lock_decl.h's, on lines of their own (the line marker that
// follows returns to the file that included omp.h). In opari2 wrap, an
// omp.h without omp_control_tool (libgomp's) gets OpenMP 5.0's, which
// libpomp2 defines for an OMPT tool.
func (c *cInstrumenter) leaveHeader(header string) string {
	if filepath.Base(header) != "omp.h" || c.declaredLocks {
		return ""
	}
	c.declaredLocks = true
	decls := lockDeclarations
	if c.wrapExtras() && !c.ompControlTool {
		decls = controlToolDeclarations + decls
	}
	if c.opts.Lang == parser.LangCXX {
		return ownLines + "extern \"C\" {\n" + decls + "}\n"
	}
	return ownLines + decls
}

// controlToolDeclarations are omp_control_tool and its enumerations, as
// OpenMP 5.0's omp.h declares them.
const controlToolDeclarations = `typedef enum omp_control_tool_result_t {
  omp_control_tool_notool = -2, omp_control_tool_nocallback = -1,
  omp_control_tool_success = 0, omp_control_tool_ignored = 1
} omp_control_tool_result_t;
typedef enum omp_control_tool_t {
  omp_control_tool_start = 1, omp_control_tool_pause = 2,
  omp_control_tool_flush = 3, omp_control_tool_end = 4
} omp_control_tool_t;
int omp_control_tool( int command, int modifier, void* arg );
`

// lockDeclarations declare the lock wrappers (pomp2_lock_decl.h).
const lockDeclarations = `void POMP2_Init_lock( omp_lock_t* s );
void POMP2_Destroy_lock( omp_lock_t* s );
void POMP2_Set_lock( omp_lock_t* s );
void POMP2_Unset_lock( omp_lock_t* s );
int  POMP2_Test_lock( omp_lock_t* s );
void POMP2_Init_nest_lock( omp_nest_lock_t* s );
void POMP2_Destroy_nest_lock( omp_nest_lock_t* s );
void POMP2_Set_nest_lock( omp_nest_lock_t* s );
void POMP2_Unset_nest_lock( omp_nest_lock_t* s );
int  POMP2_Test_nest_lock( omp_nest_lock_t* s );
`

var lockWrappers = map[string]string{
	"omp_init_lock": "POMP2_Init_lock", "omp_destroy_lock": "POMP2_Destroy_lock",
	"omp_set_lock": "POMP2_Set_lock", "omp_unset_lock": "POMP2_Unset_lock",
	"omp_test_lock": "POMP2_Test_lock", "omp_init_nest_lock": "POMP2_Init_nest_lock",
	"omp_destroy_nest_lock": "POMP2_Destroy_nest_lock", "omp_set_nest_lock": "POMP2_Set_nest_lock",
	"omp_unset_nest_lock": "POMP2_Unset_nest_lock", "omp_test_nest_lock": "POMP2_Test_nest_lock",
}
