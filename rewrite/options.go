// Package rewrite emits the instrumented source and the .opari.inc file:
// POMP2 calls around every OpenMP directive, region handles, CTC strings
// and the region init function, in the exact layout of the reference
// Opari2 2.0.5.
package rewrite

import (
	"fmt"
	"sort"
	"strings"

	"opari2/parser"
)

// TaskOptions says what to do with task directives (--task=).
type TaskOptions struct{ Abort, Warn, Remove bool }

// UntiedOptions says what to do with the untied clause (--untied=).
type UntiedOptions struct{ Abort, Keep, NoWarn bool }

// Options are the instrumenter's settings; the zero value is not usable,
// start from DefaultOptions.
type Options struct {
	Lang parser.Lang
	Form parser.Form

	KeepSrcInfo   bool // emit #line directives (off with --nosrc)
	AddSharedDecl bool // POMP2_DLIST macros (off with --nodecl)
	CopyTPD       bool // copyin(pomp_tpd) on parallel regions (--tpd)
	TPDName       string
	TPDInExtern   bool // C++: threadprivate inside the extern "C" block (ibm mangling)
	Task          TaskOptions
	Untied        UntiedOptions
	Preprocessed  bool
	Disabled      Disabled

	// SelfContained selects opari2 wrap's own layout: code the compiler
	// accepts at the user's warning flags without a new warning, where
	// the reference's bytes are not required.
	//
	// C and C++ (with Preprocessed): the unit was preprocessed with the
	// POMP2 declarations force-included (pomp2_decl.h), and the output
	// is compiled as preprocessed text (unit.go): no directive but line
	// markers and pragmas, the instrumentation's lines marked as a
	// system header's, the regions in one struct that AssembleUnit puts
	// in front of the text (the Result's Include), the lock wrappers
	// declared where the text of omp.h ends, parallel regions asking
	// pomp2_lib_get_max_threads() (omp.h may not be included).
	//
	// Fortran: an include file per program unit with only what its
	// instrumentation uses, the handles in one saved variable of the
	// unit, no common block and no init subroutine (fortran_units.go;
	// the Result's UnitIncludes).
	SelfContained bool

	// OpenMPOff (opari2 wrap): the unit is compiled without OpenMP, so
	// its OpenMP directives and lock calls are copied as they are (a
	// plain build ignores them); POMP user regions are instrumented.
	OpenMPOff bool

	// CodeLabels (opari2 wrap, C and C++ with SelfContained, GCC only):
	// the events of a critical, ordered, master, barrier and taskwait get
	// the code addresses libomp gives, from labels right after the last
	// POMP2 call of each side (&&label, a GNU extension that clang does
	// not allow across the bounds of an OpenMP construct).
	CodeLabels bool

	// RegisterAtLoad makes the .opari.inc register its regions from a
	// constructor, so no init file is needed (see docs/linking.md).
	RegisterAtLoad bool
}

// DefaultOptions are the reference's defaults.
func DefaultOptions() Options {
	return Options{KeepSrcInfo: true, AddSharedDecl: true, TPDName: "pomp_tpd"}
}

// SetTPDMangling selects the name of the thread-private variable the way
// --tpd-mangling does.
func (o *Options) SetTPDMangling(compiler string) error {
	switch compiler {
	case "gnu", "sun", "intel", "pgi", "cray":
		o.TPDName, o.TPDInExtern = "pomp_tpd_", false
	case "ibm":
		o.TPDName, o.TPDInExtern = "pomp_tpd", true
	case "":
		return fmt.Errorf("missing value for --tpd-mangling")
	default:
		return fmt.Errorf("unknown value %q for --tpd-mangling (want gnu, intel, sun, pgi, ibm or cray)", compiler)
	}
	return nil
}

// SetTask parses a --task= value (a comma list of abort, warn, remove).
func (o *Options) SetTask(v string) error {
	for _, t := range strings.Split(v, ",") {
		switch t {
		case "abort":
			o.Task.Abort = true
		case "warn":
			o.Task.Warn = true
		case "remove":
			o.Task.Remove = true
		default:
			return fmt.Errorf("unknown value %q for --task (want abort, warn or remove)", t)
		}
	}
	return nil
}

// SetUntied parses an --untied= value (a comma list of abort, keep, no-warn).
func (o *Options) SetUntied(v string) error {
	for _, t := range strings.Split(v, ",") {
		switch t {
		case "abort":
			o.Untied.Abort = true
		case "keep":
			o.Untied.Keep = true
		case "no-warn":
			o.Untied.NoWarn = true
		default:
			return fmt.Errorf("unknown value %q for --untied (want abort, keep or no-warn)", t)
		}
	}
	return nil
}

// Disabled records which constructs are not instrumented (--disable).
type Disabled struct {
	directives map[string]bool // OpenMP directive names ("atomic", "parallelfor")
	locks      bool            // the OpenMP lock API
	user       bool            // POMP user regions
}

// Directive reports whether the named OpenMP directive is disabled.
func (d Disabled) Directive(name string) bool { return d.directives[name] }

// Locks reports whether the lock API calls are left alone.
func (d Disabled) Locks() bool { return d.locks }

// UserRegions reports whether POMP user instrumentation is disabled.
func (d Disabled) UserRegions() bool { return d.user }

// OpenMP directive groups, as bit masks like the reference's.
const (
	gAtomic   = 0x01
	gCritical = 0x02
	gMaster   = 0x04
	gSingle   = 0x08
	gLocks    = 0x10
	gFlush    = 0x20
	gTask     = 0x40
	gOrdered  = 0x80
	gSync     = 0xFF
	gDefault  = 0x1000
	gOMP      = 0xFFFF
	gAll      = 0xFFFFFFFF
)

var ompGroups = map[string]uint32{
	"atomic": gAtomic, "critical": gCritical, "master": gMaster, "single": gSingle,
	"locks": gLocks, "flush": gFlush, "tasks": gTask, "ordered": gOrdered,
	"sync": gSync, "omp": gOMP, "all": gAll,
}

// Disable parses a --disable= value. Both spellings work: the manual's
// bare list ("atomic,critical,regions") and the 2.0 form with a paradigm
// prefix ("omp:atomic,critical", "omp", "pomp").
func (o *Options) Disable(v string) error {
	if o.Disabled.directives == nil {
		o.Disabled.directives = map[string]bool{}
	}
	paradigm := "omp"
	for _, tok := range strings.Split(v, ",") {
		tok = strings.TrimSpace(tok)
		if p, rest, ok := strings.Cut(tok, ":"); ok {
			paradigm, tok = p, rest
		} else if tok == "omp" || tok == "pomp" {
			paradigm, tok = tok, ""
		}
		switch paradigm {
		case "pomp":
			if tok != "" && tok != "userRegion" && tok != "pomp" && tok != "all" && tok != "regions" {
				return fmt.Errorf("--disable: unknown POMP group %q", tok)
			}
			o.Disabled.user = true
			continue
		case "omp":
		default:
			return fmt.Errorf("--disable: unknown paradigm %q (want omp or pomp)", paradigm)
		}
		if tok == "regions" || tok == "region" {
			o.Disabled.user = true
			continue
		}
		whole := tok == ""
		group, isGroup := ompGroups[tok]
		isDirective := constructOf(tok) != cOther
		if !whole && !isGroup && !isDirective {
			return fmt.Errorf("--disable: unknown group or directive %q", tok)
		}
		for _, def := range directiveTable[cParallel:] {
			if (whole && def.disableWithParadigm) || def.name == tok || def.group&group != 0 {
				o.Disabled.directives[def.name] = true
			}
		}
		if whole || group&gLocks != 0 {
			o.Disabled.locks = true
		}
	}
	return nil
}

// DisabledNames lists the disabled directives, for messages and tests.
func (d Disabled) DisabledNames() []string {
	var n []string
	for k := range d.directives {
		n = append(n, k)
	}
	sort.Strings(n)
	return n
}
