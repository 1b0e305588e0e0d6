package rewrite

// directiveDef describes how an OpenMP directive is handled: which group
// --disable names it by, whether it owns a structured block, and whether
// that block is a loop (Fortran can end it implicitly).
type directiveDef struct {
	group               uint32
	requireEnd          bool
	loop                bool
	singleStatement     bool
	disableWithParadigm bool
	fortranOnly         bool // do, workshare: C and C++ have no such directive
}

// directiveTable lists the OpenMP directives of the POMP2 model. Newer
// directives are not in it: they pass through unchanged.
var directiveTable = map[string]directiveDef{
	"parallel":          {group: gDefault, requireEnd: true},
	"for":               {group: gDefault, requireEnd: true, loop: true, disableWithParadigm: true},
	"do":                {group: gDefault, requireEnd: true, loop: true, disableWithParadigm: true, fortranOnly: true},
	"sections":          {group: gDefault, requireEnd: true, disableWithParadigm: true},
	"section":           {group: gDefault, requireEnd: true, disableWithParadigm: true},
	"single":            {group: gSingle, requireEnd: true, disableWithParadigm: true},
	"master":            {group: gMaster, requireEnd: true, disableWithParadigm: true},
	"critical":          {group: gCritical, requireEnd: true, disableWithParadigm: true},
	"parallelfor":       {group: gDefault, requireEnd: true, loop: true, disableWithParadigm: true},
	"paralleldo":        {group: gDefault, requireEnd: true, loop: true, disableWithParadigm: true, fortranOnly: true},
	"parallelsections":  {group: gDefault, requireEnd: true, disableWithParadigm: true},
	"workshare":         {group: gDefault, requireEnd: true, disableWithParadigm: true, fortranOnly: true},
	"parallelworkshare": {group: gDefault, requireEnd: true, disableWithParadigm: true, fortranOnly: true},
	"ordered":           {group: gOrdered, requireEnd: true, disableWithParadigm: true},
	"task":              {group: gTask, requireEnd: true, disableWithParadigm: true},
	"atomic":            {group: gAtomic, requireEnd: true, singleStatement: true, disableWithParadigm: true},
	"barrier":           {group: gDefault, disableWithParadigm: true},
	"flush":             {group: gFlush, disableWithParadigm: true},
	"taskwait":          {group: gTask, disableWithParadigm: true},
	"threadprivate":     {group: gDefault, disableWithParadigm: true},
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
