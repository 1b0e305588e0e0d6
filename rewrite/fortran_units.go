package rewrite

// The self-contained Fortran layout (Options.SelfContained, opari2 wrap):
// code that the compiler accepts at the user's flags without a new
// warning (gfortran -std=f2018 -Wall -Wextra). Each program unit includes
// a file of its own that declares what its instrumentation uses and
// nothing more (the reference's one include file gives every unit every
// variable: "Unused variable" at -Wall). The handles are components of
// one saved variable of the unit, not a common block (obsolescent in
// Fortran 2018); a parallel region with default(none) shares that
// variable. Nothing registers the regions at start-up, which needs the
// handles in common: each registers at its first event, from the CTC
// string of the call.

import (
	"bytes"
	"strconv"
	"strings"
)

// maxThreadsFunction gives the default team size to a parallel region.
const maxThreadsFunction = "pomp2_lib_get_max_threads"

// nameUses records which of the instrumentation's own names a unit's
// instrumentation mentions.
type nameUses struct {
	ifVar, numThreads, oldTask, newTask, maxThreads bool
	testLock, testNestLock                          bool
}

// note records the names that s, a piece of the instrumentation's text
// (before renaming), mentions.
func (u *nameUses) note(s string) {
	if !strings.Contains(s, "pomp2_") {
		return
	}
	u.ifVar = u.ifVar || strings.Contains(s, "pomp2_if")
	u.numThreads = u.numThreads || strings.Contains(s, "pomp2_num_threads")
	u.oldTask = u.oldTask || strings.Contains(s, "pomp2_old_task")
	u.newTask = u.newTask || strings.Contains(s, "pomp2_new_task")
	u.maxThreads = u.maxThreads || strings.Contains(s, maxThreadsFunction)
}

// noteLock records a lock call that becomes a POMP2 wrapper: the test
// functions need their result type declared.
func (u *nameUses) noteLock(name string) {
	switch name {
	case "omp_test_lock":
		u.testLock = true
	case "omp_test_nest_lock":
		u.testNestLock = true
	}
}

// fUnit is a program unit of a self-contained output.
type fUnit struct {
	include string // its include file, as the include line names it
	firstID int    // its regions are those from firstID up to the next unit's
	uses    nameUses
}

// unitIncludeParts splits the include file's name around the unit's
// number: "a.f90.opari.inc" gives unit 2 "a.f90.2.opari.inc".
func unitIncludeParts(name string) (first, last string) {
	if base, ok := strings.CutSuffix(name, ".opari.inc"); ok {
		return base + ".", ".opari.inc"
	}
	return name + ".", ""
}

// startUnit begins the next program unit (its header ended) and returns
// the name of its include file.
func (f *fInstrumenter) startUnit() string {
	u := &fUnit{include: f.incFirst + strconv.Itoa(len(f.units)+1) + f.incLast, firstID: f.reg.count + 1}
	f.units = append(f.units, u)
	f.uses = &u.uses
	return u.include
}

// unitIncludes writes the include file of every unit: the handles of its
// regions, their CTC strings, and the variables and functions its
// instrumentation mentions, renamed where the input has their names.
func (f *fInstrumenter) unitIncludes() []UnitInclude {
	f.uses = nil // what is written now is not the units' text
	var regions []*doneRegion
	for r := range f.reg.done.All() {
		regions = append(regions, r)
	}
	incs := make([]UnitInclude, len(f.units))
	next := 0
	for i, u := range f.units {
		end := f.reg.count + 1
		if i+1 < len(f.units) {
			end = f.units[i+1].firstID
		}
		var own []*doneRegion
		for next < len(regions) && regions[next].id < end {
			if regions[next].id >= u.firstID {
				own = append(own, regions[next])
			}
			next++
		}
		var b bytes.Buffer
		f.unitDeclarations(&b, u, own)
		incs[i] = UnitInclude{Name: u.include, Text: b.Bytes()}
	}
	return incs
}

// unitDeclarations writes the declarations of one unit.
func (f *fInstrumenter) unitDeclarations(b *bytes.Buffer, u *fUnit, regions []*doneRegion) {
	if len(regions) > 0 {
		b.WriteString(fIndent + "type :: " + unitStruct + "_t\n")
		for _, r := range regions {
			b.WriteString(fIndent + "  integer(kind=8) :: region_")
			f.writeNum(b, r.id)
			b.WriteString(" = 0\n")
		}
		b.WriteString(fIndent + "end type\n")
		b.WriteString(fIndent + "type(" + unitStruct + "_t), save :: " + unitStruct + "\n")
		for _, r := range regions {
			b.WriteString(fIndent + "character(len=")
			f.writeNum(b, len(r.ctc)+2)
			b.WriteString("), parameter :: " + ctcPrefix)
			f.writeNum(b, r.id)
			b.WriteString(f.byForm(" =\n     &", " =&\n        "))
			b.Write(f.appendCTCLiteral(b.AvailableBuffer(), r.ctc)) // (in b's own free space)
			b.WriteString("\n")
		}
	}
	uses := u.uses
	if uses.maxThreads {
		f.maxThreadsDeclaration(b)
	}
	if uses.testLock {
		b.WriteString(fIndent + "logical :: pomp2_test_lock\n")
	}
	if uses.testNestLock {
		b.WriteString(fIndent + "integer(kind=4) :: pomp2_test_nest_lock\n")
	}
	var vars strings.Builder
	for _, v := range []struct {
		used      bool
		typ, name string
	}{
		{uses.oldTask, "integer(kind=8)", "pomp2_old_task"},
		{uses.newTask, "integer(kind=8)", "pomp2_new_task"},
		{uses.ifVar, "logical", "pomp2_if"},
		{uses.numThreads, "integer(kind=4)", "pomp2_num_threads"},
	} {
		if v.used {
			vars.WriteString(fIndent + v.typ + " :: " + v.name + "\n")
		}
	}
	b.WriteString(f.renamed(vars.String()))
}

// maxThreadsDeclaration declares the function that gives the default
// team size: its type, or, where the input has a name of that spelling
// (renamed), an interface with the library's binding label.
func (f *fInstrumenter) maxThreadsDeclaration(b *bytes.Buffer) {
	name := f.renamed(maxThreadsFunction)
	if name == maxThreadsFunction {
		b.WriteString(fIndent + "integer(kind=4) :: " + maxThreadsFunction + "\n")
		if hasBlockConstruct(f.src) {
			// inside a BLOCK construct a name only typed in the host is
			// not known as a function
			b.WriteString(fIndent + "external " + maxThreadsFunction + "\n")
		}
		return
	}
	b.WriteString(fIndent + "interface\n")
	b.WriteString(fIndent + "  function " + name + "()" + f.byForm("\n     &", " &\n      &") + "  bind(c, name=\"POMP2_Lib_get_max_threads\")\n")
	b.WriteString(fIndent + "    use, intrinsic :: iso_c_binding, only: c_int\n")
	b.WriteString(fIndent + "    integer(c_int) :: " + name + "\n")
	b.WriteString(fIndent + "  end function\n")
	b.WriteString(fIndent + "end interface\n")
}

// sharedHandles is the clause that a parallel or task region with a
// changed default adds for the handles: the common block, or the unit's
// variable that holds them.
func (f *fInstrumenter) sharedHandles() string {
	if f.opts.SelfContained {
		return "shared(" + unitStruct + ")"
	}
	return "shared(/" + f.commonName() + "/)"
}
