package rewrite

// construct is an OpenMP construct of the POMP2 model: what the
// instrumentation does with a directive (constructs.go) goes by it. A
// directive outside the model (newer ones, teams, taskgroup) is
// cOther, and named by its text.
type construct uint8

const (
	cOther construct = iota
	cParallel
	cFor
	cDo
	cSections
	cSection
	cSingle
	cMaster
	cCritical
	cParallelFor
	cParallelDo
	cParallelSections
	cWorkshare
	cParallelWorkshare
	cOrdered
	cTask
	cAtomic
	cBarrier
	cFlush
	cTaskwait
	cThreadprivate
	numConstructs
)

// directiveDef describes how an OpenMP directive is handled: its name,
// which group --disable names it by, whether it owns a structured block,
// and whether that block is a loop (Fortran can end it implicitly).
type directiveDef struct {
	name                string // as readOMPName spells it ("parallelfor")
	group               uint32
	requireEnd          bool
	loop                bool
	singleStatement     bool
	disableWithParadigm bool
	fortranOnly         bool // do, workshare: C and C++ have no such directive
}

// directiveTable lists the OpenMP directives of the POMP2 model. Newer
// directives are not in it: they pass through unchanged.
var directiveTable = [numConstructs]directiveDef{
	cParallel:          {name: "parallel", group: gDefault, requireEnd: true},
	cFor:               {name: "for", group: gDefault, requireEnd: true, loop: true, disableWithParadigm: true},
	cDo:                {name: "do", group: gDefault, requireEnd: true, loop: true, disableWithParadigm: true, fortranOnly: true},
	cSections:          {name: "sections", group: gDefault, requireEnd: true, disableWithParadigm: true},
	cSection:           {name: "section", group: gDefault, requireEnd: true, disableWithParadigm: true},
	cSingle:            {name: "single", group: gSingle, requireEnd: true, disableWithParadigm: true},
	cMaster:            {name: "master", group: gMaster, requireEnd: true, disableWithParadigm: true},
	cCritical:          {name: "critical", group: gCritical, requireEnd: true, disableWithParadigm: true},
	cParallelFor:       {name: "parallelfor", group: gDefault, requireEnd: true, loop: true, disableWithParadigm: true},
	cParallelDo:        {name: "paralleldo", group: gDefault, requireEnd: true, loop: true, disableWithParadigm: true, fortranOnly: true},
	cParallelSections:  {name: "parallelsections", group: gDefault, requireEnd: true, disableWithParadigm: true},
	cWorkshare:         {name: "workshare", group: gDefault, requireEnd: true, disableWithParadigm: true, fortranOnly: true},
	cParallelWorkshare: {name: "parallelworkshare", group: gDefault, requireEnd: true, disableWithParadigm: true, fortranOnly: true},
	cOrdered:           {name: "ordered", group: gOrdered, requireEnd: true, disableWithParadigm: true},
	cTask:              {name: "task", group: gTask, requireEnd: true, disableWithParadigm: true},
	cAtomic:            {name: "atomic", group: gAtomic, requireEnd: true, singleStatement: true, disableWithParadigm: true},
	cBarrier:           {name: "barrier", group: gDefault, disableWithParadigm: true},
	cFlush:             {name: "flush", group: gFlush, disableWithParadigm: true},
	cTaskwait:          {name: "taskwait", group: gTask, disableWithParadigm: true},
	cThreadprivate:     {name: "threadprivate", group: gDefault, disableWithParadigm: true},
}

// constructSlots finds a construct by its name with a look at three
// of its bytes, not a hash of the whole name (a map lookup, three for
// every directive, was 3% of a file of taskwait directives): slot
// constructSlot(name) holds the one construct whose name can be there.
// TestConstructOf checks that the table's names take distinct slots.
var constructSlots = func() (t [32]construct) {
	for k := cParallel; k < numConstructs; k++ {
		t[constructSlot(directiveTable[k].name)] = k
	}
	return t
}()

func constructSlot(name string) uint {
	return (uint(len(name))*16 + uint(name[0]) + uint(name[len(name)-1])*11) % 32
}

// endNames are the constructs' end directive names ("enddo"), made
// once: an end directive's name was a new string every time.
var endNames = func() (t [numConstructs]string) {
	for k := cParallel; k < numConstructs; k++ {
		t[k] = "end" + directiveTable[k].name
	}
	return t
}()

// endName is "end" + name.
func endName(name string) string {
	if k := constructOf(name); k != cOther {
		return endNames[k]
	}
	return "end" + name
}

// constructOf is the construct a directive name ("parallelfor") names,
// cOther outside the model.
func constructOf(name string) construct {
	if name == "" {
		return cOther
	}
	if k := constructSlots[constructSlot(name)]; directiveTable[k].name == name {
		return k
	}
	return cOther
}

// String is the construct's name ("parallelfor"), as CTC strings and the
// POMP2 calls spell it.
func (k construct) String() string { return directiveTable[k].name }

// def is the construct's row of the table.
func (k construct) def() directiveDef { return directiveTable[k] }

// combined reports a combined parallel worksharing construct.
func (k construct) combined() bool {
	switch k {
	case cParallelFor, cParallelDo, cParallelSections, cParallelWorkshare:
		return true
	}
	return false
}

// worksharing is the worksharing part of a combined construct
// (cParallelFor: cFor).
func (k construct) worksharing() construct {
	switch k {
	case cParallelFor:
		return cFor
	case cParallelDo:
		return cDo
	case cParallelSections:
		return cSections
	case cParallelWorkshare:
		return cWorkshare
	}
	return cOther
}

// directiveClauses lists, per directive, the clauses the instrumenter looks
// for (for the CTC string and for moving them when splitting).
var directiveClauses = func() map[string][]string {
	par := []string{"if", "num_threads", "default", "private", "firstprivate", "shared", "copyin", "reduction", "proc_bind"}
	forC := []string{"private", "firstprivate", "lastprivate", "reduction", "schedule", "collapse", "ordered", "nowait"}
	// "astprivate" is the reference's spelling: it never matches, so a
	// Fortran do's lastprivate stays out of the CTC string as it does there.
	do := []string{"private", "firstprivate", "astprivate", "reduction", "schedule", "collapse", "ordered"}
	sections := []string{"private", "firstprivate", "lastprivate", "reduction", "nowait"}
	cat := func(a, b []string) []string { return append(append([]string{}, a...), b...) }
	m := map[string][]string{
		"parallel":  par,
		"for":       forC,
		"do":        do,
		"sections":  sections,
		"single":    {"private", "firstprivate", "copyprivate", "nowait"},
		"endsingle": {"nowait", "copyprivate"}, "end single": {"nowait", "copyprivate"},
		"enddo": {"nowait"}, "end do": {"nowait"},
		"endsections": {"nowait"}, "end sections": {"nowait"},
		"endworkshare": {"nowait"}, "end workshare": {"nowait"},
		"task": {"if", "untied", "default", "private", "firstprivate", "shared"},
	}
	m["parallelfor"] = cat(par, forC)
	m["paralleldo"] = cat(par, do)
	m["parallelsections"] = cat(par, sections)
	m["parallelworkshare"] = cat(par, nil)
	return m
}()
