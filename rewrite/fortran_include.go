package rewrite

// The Fortran include file (.opari.inc): region handles as 64-bit
// integers in a common block named with the unit id, CTC strings as
// character parameters, and the init subroutine appended to the source.

import (
	"bytes"
	"regexp"
	"strconv"
	"sync"

	"opari2/internal/decimal"
)

// reBlock finds a Fortran BLOCK statement ("block", "name: block").
var reBlock = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?im)^[ \t]*(?:\d+[ \t]+)?(?:[a-z]\w*[ \t]*:[ \t]*)?block[ \t]*(?:!.*)?\r?$`)
})

// hasBlockConstruct reports a source with a BLOCK construct.
func hasBlockConstruct(src []byte) bool {
	// the common cases first: no such word at all
	for _, w := range []string{"block", "BLOCK", "Block"} {
		if bytes.Contains(src, []byte(w)) {
			return reBlock().Match(src)
		}
	}
	return false
}

// appendCTCLiteral appends the CTC string as a Fortran literal, split to
// fit the line length of the source form: the reference inserts a break
// after 58 characters and then every 68 minus the separator.
func (f *fInstrumenter) appendCTCLiteral(b []byte, ctc []byte) []byte {
	sep := f.byForm("\"//\n     &\"", "\"//&\n      \"")
	quoted := bytes.IndexByte(ctc, '"') >= 0
	if quoted {
		// a '"' in a file name is doubled in the literal
		ctc = bytes.ReplaceAll(ctc, []byte(`"`), []byte(`""`))
	}
	n := len(ctc) + 2 // with the quotes
	for i := 0; i < n; {
		end := 58
		if i > 0 {
			end = i + 68 - len(sep)
		}
		closing := end >= n-1
		if closing {
			end = n
		} else if quoted && bytes.Count(ctc[:end-1], []byte(`"`))%2 == 1 {
			end++ // not between the quotes of a doubled one
		}
		// the literal's bytes [i, end): the quotes and ctc[i-1:end-1]
		from, to := i, end
		if from == 0 {
			b = append(b, '"')
			from++
		}
		if closing {
			to--
		}
		b = append(b, ctc[from-1:to-1]...)
		if closing {
			return append(b, '"')
		}
		b = append(b, sep...)
		i = end
	}
	return b
}

// declareRegions makes the registry write the regions' declarations
// (handle and CTC string) to the include file b as they are settled, at
// rest in the scan, a block of CTC strings at a time: the include file
// starts with them, in the regions' order, and the CTC strings are not
// kept to the end.
func (f *fInstrumenter) declareRegions(b textWriter) {
	// a region's declarations are made in decl and written at once: the
	// include file has a few hundred bytes for each of thousands of
	// regions
	var decl []byte
	f.reg.declare = func(d *doneRegion) {
		decl = f.appendRegionDeclarations(decl[:0], d)
		b.Write(decl)
	}
}

// includeTailF writes the rest of the Fortran include file, after the
// regions' declarations: the common block and the declarations of the
// functions and variables the instrumentation uses.
func (f *fInstrumenter) includeTailF(b textWriter) {
	if f.reg.done.Len() > 0 {
		b.WriteString(fIndent + "common /" + f.commonName() + "/ ")
		first := true
		for n := range f.reg.done.All() {
			if !first {
				b.WriteString(f.byForm(",\n     &          ", ",&\n              "))
			}
			first = false
			b.WriteString(f.regionName)
			f.writeNum(b, n.id)
		}
		b.WriteString("\n")
	}
	if f.f77 {
		b.WriteString("\n      integer*4 pomp2_lib_get_max_threads")
		b.WriteString("\n      logical pomp2_test_lock")
		b.WriteString("\n      integer*4 pomp2_test_nest_lock\n")
	} else {
		b.WriteString("\n      integer ( kind=4 ) :: pomp2_lib_get_max_threads")
		b.WriteString("\n      logical :: pomp2_test_lock")
		b.WriteString("\n      integer ( kind=4 ) :: pomp2_test_nest_lock\n")
	}
	if hasBlockConstruct(f.src) {
		// inside a BLOCK construct the host's names are only typed, not
		// known as functions: say so
		b.WriteString("      external pomp2_lib_get_max_threads, pomp2_test_lock\n")
		b.WriteString("      external pomp2_test_nest_lock\n")
	}
	if f.reg.done.Len() > 0 {
		if f.opts.CopyTPD {
			if f.f77 {
				b.WriteString("      integer*8 pomp_tpd \n")
			} else {
				b.WriteString("      integer( kind=8 ) pomp_tpd \n")
			}
			b.WriteString("      common /pomp_tpd/ pomp_tpd \n")
			b.WriteString("!$omp threadprivate(/pomp_tpd/)\n")
		}
		if f.f77 {
			b.WriteString(f.renamed("      integer*8 pomp2_old_task, pomp2_new_task \n      logical pomp2_if \n      integer*4 pomp2_num_threads \n"))
		} else {
			b.WriteString(f.renamed("      integer ( kind=8 ) :: pomp2_old_task, pomp2_new_task \n      logical :: pomp2_if \n      integer ( kind=4 ) :: pomp2_num_threads \n"))
		}
	}
}

// appendRegionDeclarations appends the include file's declarations of
// region n: its handle, and its CTC string as a character parameter.
func (f *fInstrumenter) appendRegionDeclarations(b []byte, n *doneRegion) []byte {
	var idBuf [20]byte
	id := decimal.Append(idBuf[:0], n.id)
	size := len(n.ctc) + 2
	if f.f77 {
		b = append(b, fIndent+"INTEGER*8 "...)
		b = append(append(b, f.regionName...), id...)
		b = append(b, "\n"+fIndent+"CHARACTER*"...)
		b = decimal.Append(b, size)
		b = append(b, ' ')
		b = append(append(b, f.ctcName...), id...)
		b = append(b, "\n"+fIndent+"PARAMETER ("...)
		b = append(append(b, f.ctcName...), id...)
		b = append(b, f.byForm("=\n     &", "=&\n      ")...)
		b = f.appendCTCLiteral(b, n.ctc)
		return append(b, ")\n\n"...)
	}
	b = append(b, fIndent+"INTEGER( KIND=8 ) :: "...)
	b = append(append(b, f.regionName...), id...)
	b = append(b, "\n\n"+fIndent+"CHARACTER (LEN="...)
	b = decimal.Append(b, size)
	b = append(b, "), parameter :: "...)
	b = append(append(b, f.ctcName...), id...)
	b = append(b, f.byForm(" =\n     &", " =&\n        ")...)
	b = f.appendCTCLiteral(b, n.ctc)
	return append(b, "\n\n"...)
}

// initSubroutine appends POMP2_Init_reg_<unit>_<n> to the source: it
// registers the unit's regions of one paradigm with the library
// subroutine call; drain lets the scanner write out what it holds.
func (f *fInstrumenter) initSubroutine(prefix string, n int, p paradigm, call string, drain func()) {
	if n == 0 || !f.reg.done.any(p) {
		return
	}
	f.w("\n      subroutine " + prefix + "_Init_reg_" + f.unit + "_" + strconv.Itoa(n) + "()\n")
	f.w("         include " + f.incName + "\n")
	var idBuf [20]byte
	for r := range f.reg.done.All() {
		if r.paradigm != p {
			continue
		}
		id := decimal.Append(idBuf[:0], r.id) // (formatted once, written twice, as the C init function does)
		f.out.WriteString(call)
		f.out.WriteString(f.regionName)
		f.out.Write(id)
		f.out.WriteString(f.byForm(", \n     &   ", ", &\n         "))
		f.out.WriteString(f.ctcName)
		f.out.Write(id)
		f.out.WriteString(" )\n")
		drain()
	}
	f.w("      end\n")
}
