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

// parallelCombinedNew are the combined constructs newer than the manual that
// start with parallel: their parallel part is instrumented and the rest is
// kept as a directive of its own.
var parallelCombinedNew = map[string]bool{"loop": true, "master": true, "masked": true}

// newInnerClauses belong to the worksharing part of newer combined
// constructs (parallel for simd, parallel loop, parallel masked).
var newInnerClauses = []parser.InnerClause{
	{Name: "linear", HasArgs: true}, {Name: "safelen", HasArgs: true}, {Name: "simdlen", HasArgs: true},
	{Name: "aligned", HasArgs: true}, {Name: "nontemporal", HasArgs: true}, {Name: "order", HasArgs: true},
	{Name: "bind", HasArgs: true}, {Name: "filter", HasArgs: true},
}

var innerClauses = []parser.InnerClause{
	{Name: "ordered", HasArgs: false},
	{Name: "lastprivate", HasArgs: true},
	{Name: "schedule", HasArgs: true},
	{Name: "collapse", HasArgs: true},
}

// ompName reads an OpenMP directive's name the way the reference does:
// "parallel" joins a following worksharing keyword, a critical region
// reads its name.
func ompName(d *parser.Directive) (name, combinedNew string) {
	name = d.NextWord()
	if name == "parallel" {
		w := d.NextWord()
		switch w {
		case "do", "sections", "for", "workshare":
			name += w
		default:
			if parallelCombinedNew[w] {
				combinedNew = w
			}
		}
	}
	if name == "critical" {
		if d.NextWord() == "(" {
			d.UserName = d.NextWord()
		}
	}
	return name, combinedNew
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
	name, combinedNew := ompName(d)
	d.Name = name
	def, known := directiveTable[name]
	if name == "ordered" {
		// ordered depend(...)/doacross(...) is a stand-alone directive
		for _, cl := range []string{"depend", "doacross"} {
			if _, _, ok := d.FindClause(cl); ok && !c.warned["ordered "+cl] {
				c.warned["ordered "+cl] = true
				c.warn(d.File, d.Line, "stand-alone 'ordered %s(...)' is not instrumented; passed through unchanged", cl)
			}
			if _, _, ok := d.FindClause(cl); ok {
				return false, false, false, nil
			}
		}
	}
	if !known || def.fortranOnly {
		if name != "" && !c.warned[name] {
			c.warned[name] = true
			if def.fortranOnly {
				c.warn(d.File, d.Line, "OpenMP directive '%s' exists in Fortran only; passed through unchanged", parser.FortranName(name))
			} else if newerDirectives[name] {
				c.warn(d.File, d.Line, "OpenMP directive '%s' is not instrumented (outside the POMP2 model); passed through unchanged", name)
			} else {
				c.warn(d.File, d.Line, "unknown OpenMP directive '%s' passed through unchanged", name)
			}
		}
		return false, false, false, nil
	}
	n, err := c.ompNode(d, name)
	if err != nil {
		return false, false, false, err
	}
	if err := c.enter(n, combinedNew); err != nil {
		return false, false, false, err
	}
	isFor = n.active && (name == "for" || name == "parallelfor" || combinedNew == "loop")
	return true, def.requireEnd, isFor, nil
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
	end := &node{Directive: parser.NewEndDirective(top.Lang, c.scan.File, line), paradigm: top.paradigm}
	if top.paradigm == offloadParadigm {
		c.reg.pop()
		if len(c.disable) > 0 {
			c.disable = c.disable[:len(c.disable)-1]
		}
		return nil
	}
	return c.exit(top, end)
}

// Identifier implements parser.CHandler: calls of the OpenMP lock API
// become the POMP2 wrappers; declarations, other uses and the runtime's
// own header text in preprocessed input stay.
func (c *cInstrumenter) Identifier(ident string, call bool) string {
	if !call || c.opts.Disabled.Locks() || c.disabled(levelUser) {
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
// omp.h's types, and a lock call comes after omp.h.
func (c *cInstrumenter) leaveHeader(header string) string {
	if filepath.Base(header) != "omp.h" || c.declaredLocks {
		return ""
	}
	c.declaredLocks = true
	return "#include <opari2/pomp2_lock_decl.h>\n"
}

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
