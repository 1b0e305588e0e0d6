package rewrite

import (
	"fmt"

	"opari2/parser"
)

// FlagNames lists the command-line options of the instrumenter, with the
// manual's spellings and the 2.0 (--omp-*) ones. Boolean options take no
// value.
var FlagNames = []struct {
	Name, Help string
	Bool       bool
}{
	{"c", "the input is C", true},
	{"c++", "the input is C++", true},
	{"f77", "the input is Fortran 77 (fixed form)", true},
	{"f90", "the input is Fortran 90 (free form)", true},
	{"free-form", "Fortran source in free form", true},
	{"fix-form", "Fortran source in fixed form", true},
	{"nosrc", "do not emit #line directives", true},
	{"nodecl", "use shared(...) on the directive instead of POMP2_DLIST macros", true},
	{"omp-nodecl", "same as --nodecl", true},
	{"tpd", "add copyin(pomp_tpd) to every parallel construct", true},
	{"omp-tpd", "same as --tpd", true},
	{"preprocessed", "the input was already preprocessed (the line ___POMP2_INCLUDE___ marks where the .opari.inc is included)", true},
	{"register-at-load", "the .opari.inc registers its regions from a constructor: no init file needed at link time", true},
	{"tpd-mangling", "Fortran name mangling of pomp_tpd: gnu|intel|sun|pgi|ibm|cray", false},
	{"omp-tpd-mangling", "same as --tpd-mangling", false},
	{"disable", "constructs not to instrument: atomic,critical,master,flush,single,ordered,locks,sync,tasks,regions or omp[:group,...], pomp", false},
	{"task", "task directives: abort|warn|remove", false},
	{"omp-task", "same as --task", false},
	{"untied", "untied tasks: abort|keep|no-warn (comma list)", false},
	{"omp-task-untied", "same as --untied", false},
}

// ApplyFlag applies one option by name (without the leading dashes).
func (o *Options) ApplyFlag(name, value string) error {
	switch name {
	case "c":
		o.Lang = parser.LangC
	case "c++":
		o.Lang = parser.LangCXX
	case "f77":
		o.Lang = parser.LangF77
	case "f90":
		o.Lang = parser.LangF90
	case "free-form":
		o.Form = parser.FormFree
	case "fix-form":
		o.Form = parser.FormFixed
	case "nosrc":
		o.KeepSrcInfo = false
	case "nodecl", "omp-nodecl":
		o.AddSharedDecl = false
	case "tpd", "omp-tpd":
		o.CopyTPD = true
	case "preprocessed":
		o.Preprocessed = true
	case "register-at-load":
		o.RegisterAtLoad = true
	case "tpd-mangling", "omp-tpd-mangling":
		return o.SetTPDMangling(value)
	case "disable":
		return o.Disable(value)
	case "task", "omp-task":
		return o.SetTask(value)
	case "untied", "omp-task-untied":
		return o.SetUntied(value)
	default:
		return fmt.Errorf("unknown option --%s", name)
	}
	return nil
}

// Resolve fills in what the options leave to the input file's name: the
// language and the Fortran source form.
func (o *Options) Resolve(infile string) error {
	langFlag := o.Lang != parser.LangUnknown
	if o.Lang == parser.LangUnknown {
		o.Lang = parser.LangFromName(infile)
		if o.Lang == parser.LangUnknown {
			return fmt.Errorf("%s: cannot determine the input language from the suffix (use --c, --c++, --f77 or --f90)", infile)
		}
	}
	if o.Lang.IsFortran() && o.Form == parser.FormNone {
		// --f77/--f90 name the form; without them the suffix does
		switch {
		case langFlag && o.Lang == parser.LangF77:
			o.Form = parser.FormFixed
		case langFlag:
			o.Form = parser.FormFree
		default:
			o.Form = parser.FormFromName(infile)
		}
	}
	return nil
}
