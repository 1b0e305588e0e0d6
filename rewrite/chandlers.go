package rewrite

import (
	"fmt"
	"path/filepath"

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

// Pragma implements parser.CHandler.
func (c *cInstrumenter) Pragma(d *parser.Directive) (handled, requireEnd, isFor bool, err error) {
	switch d.Prefix[2] {
	case "omp":
		return c.ompPragma(d)
	case "pomp":
		return c.pompPragma(d)
	case "offload":
		n := &node{Directive: d, paradigm: offloadParadigm, active: true}
		n.Name = d.NextWord()
		if n.Name != "target" {
			return false, false, false, nil
		}
		// code offloaded to a coprocessor is not instrumented
		c.reg.push(n)
		c.printPlain(n, "")
		c.disable = append(c.disable, levelFull)
		return true, true, false, nil
	}
	return false, false, false, nil
}

func (c *cInstrumenter) ompPragma(d *parser.Directive) (handled, requireEnd, isFor bool, err error) {
	name, inner := readOMPName(d, false)
	d.Name = name
	def, known := directiveTable[name]
	if name == "ordered" && c.standaloneOrdered(d) {
		return false, false, false, nil
	}
	if isTeams(d, name) {
		c.warnNewer(d, "teams")
		c.enterTeams(d)
		return true, true, false, nil
	}
	if name == "taskgroup" {
		if ok, err := c.taskgroupPragma(d); ok || err != nil {
			return ok, true, false, err
		}
	}
	if name == "cancel" || name == "cancellation" {
		if ok, err := c.cancelPragma(d, name); ok || err != nil {
			return ok, false, false, err
		}
	}
	if isCombined(name) && len(inner) == 0 {
		known = false // "parallelfor" in one word is no C directive
	}
	if !known || def.fortranOnly {
		if def.fortranOnly && !c.warned[name] {
			c.warned[name] = true
			c.warn(d.File, d.Line, "OpenMP directive '%s' exists in Fortran only; passed through unchanged", parser.FortranName(name))
		} else {
			c.warnNewer(d, name)
		}
		return false, false, false, nil
	}
	n, err := c.ompNode(d, name)
	if err != nil {
		return false, false, false, err
	}
	if err := c.enter(n); err != nil {
		return false, false, false, err
	}
	isFor = n.active && (name == "for" || name == "parallelfor" || name == "parallel" && len(inner) > 0 && inner[0] == "loop")
	return true, def.requireEnd, isFor, nil
}

// warnNewer warns once per kind about a directive that is not
// instrumented.
func (ins *instrumenter) warnNewer(d *parser.Directive, name string) {
	if name == "" || ins.warned[name] {
		return
	}
	ins.warned[name] = true
	if newerDirectives[name] {
		ins.warn(d.File, d.Line, "OpenMP directive '%s' is not instrumented (outside the POMP2 model); passed through unchanged", name)
	} else {
		ins.warn(d.File, d.Line, "unknown OpenMP directive '%s' passed through unchanged", name)
	}
}

// standaloneOrdered reports an ordered directive with a depend or
// doacross clause: a stand-alone directive (it owns no block, and in
// Fortran has no end directive) outside the POMP2 model, passed through
// with one warning per clause kind, in C as in Fortran.
func (ins *instrumenter) standaloneOrdered(d *parser.Directive) bool {
	for _, cl := range []string{"depend", "doacross"} {
		if d.Clause(cl) == nil {
			continue
		}
		if !ins.warned["ordered "+cl] {
			ins.warned["ordered "+cl] = true
			ins.warn(d.File, d.Line, "stand-alone 'ordered %s(...)' is not instrumented; passed through unchanged", cl)
		}
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

func (c *cInstrumenter) pompPragma(d *parser.Directive) (handled, requireEnd, isFor bool, err error) {
	name := d.NextWord()
	if name == "inst" {
		name += d.NextWord()
	}
	switch name {
	case "instinit", "instfinalize", "inston", "instoff", "instbegin", "instaltend", "instend", "noinstrument", "instrument":
	default:
		return false, false, false, nil
	}
	d.Name = name
	n := &node{Directive: d, paradigm: pompParadigm, active: true}
	if err := c.userDirective(n); err != nil {
		return false, false, false, err
	}
	if n.Name == "userRegion" && (n.UserName == "" || n.UserName == ")") {
		// C requires the name (the reference's Fortran accepts none)
		return false, false, false, fmt.Errorf("%s:%d: pomp inst begin needs a region name: begin(name)", d.File, d.Line)
	}
	return true, false, false, nil
}

// Declspec implements parser.CHandler: a __declspec(target(mic)) entity is
// offloaded code and is not instrumented until the declaration ends.
func (c *cInstrumenter) Declspec(d *parser.Directive) error {
	n := &node{Directive: d, paradigm: offloadParadigm, active: true}
	n.Name = "declspec"
	c.reg.push(n)
	c.disable = append(c.disable, levelFull)
	return nil
}

// EndBlock implements parser.CHandler.
func (c *cInstrumenter) EndBlock(line int) error {
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
	c.endDir = parser.EndDirective(top.Lang, c.scan.File, line)
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
func (c *cInstrumenter) Identifier(ident string, call bool) string {
	if ident == "omp_control_tool" && runtimeHeader(c.scan.File) {
		c.ompControlTool = true
	}
	if !call || c.opts.Disabled.Locks() || c.opts.OpenMPOff || c.disabled(levelUser) {
		return ident
	}
	if w, ok := lockWrappers[ident]; ok && !runtimeHeader(c.scan.File) && !c.scan.System {
		c.usedOMP = true
		return w
	}
	return ident
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

// DropInclude implements parser.CHandler: omp.h is included by the POMP2
// header through the .opari.inc file, so the user's include goes.
func (c *cInstrumenter) DropInclude(header string) bool {
	return header == "<omp.h>" || header == `"omp.h"`
}
