package rewrite

import (
	"bytes"
	"fmt"
	"hash/crc32"
	"io"
	"strings"
	"sync"

	"opari2/internal/decimal"
	"opari2/parser"
)

// Result is what one run produces.
type Result struct {
	Source   []byte   // the instrumented source
	Include  []byte   // the .opari.inc file
	Warnings []string // "file:line: warning: ..." lines for stderr
	Regions  int      // number of regions with a handle
	// CallsPOMP2: the output calls the POMP2 library (regions, user
	// regions or lock wrappers); when false it is the input's program.
	CallsPOMP2 bool
	// UnitIncludes: a self-contained Fortran output has an include file
	// per program unit instead of Include (Options.SelfContained).
	UnitIncludes []UnitInclude
}

// UnitInclude is the include file of one program unit.
type UnitInclude struct {
	Name string // as the unit's include line names it
	Text []byte
}

// Input names the files of one run.
type Input struct {
	// Path is the input file as it appears in #line directives and CTC
	// strings (the reference uses the absolute path).
	Path string
	// IncludePath is the .opari.inc file as the instrumented source
	// includes it.
	IncludePath string
	// IncludeName is the include file's base name (Fortran include lines).
	IncludeName string
	Src         []byte
	// UnitPath, when set, is the path the unit id is made from instead
	// of Path: opari2 wrap names the input as the user named it (so that
	// compiler messages name it as in the plain build), which files in
	// two directories may share.
	UnitPath string
}

// unitID is the id of the input's compilation unit (UnitID).
func (in Input) unitID() string {
	if in.UnitPath != "" {
		return UnitID(in.UnitPath, in.Src)
	}
	return UnitID(in.Path, in.Src)
}

// UnitID derives the compilation unit's unique id from its path and
// content, so that the same input always gives the same output and two
// different files never share init function names.
func UnitID(path string, src []byte) string {
	// two CRC-32s (both hardware accelerated) make a 64-bit id
	a := crc32.Update(crc32.ChecksumIEEE([]byte(path)), crc32.IEEETable, src)
	table := castagnoliBytewise()
	if len(src) >= smallSource {
		table = castagnoliTable()
	}
	c := crc32.Update(crc32.Checksum([]byte(path), table), table, src)
	return fmt.Sprintf("%08x%08x", a, c)
}

// castagnoliTable is made at the first unit id of a large source, not
// when the program starts: with it crc32 prepares its SSE 4.2 code, 1.2
// million instructions, a third of the start-up of the commands that
// instrument nothing (opari2-config, the wrapper's link steps) and of
// the whole run on a source of a few KB.
var castagnoliTable = sync.OnceValue(func() *crc32.Table { return crc32.MakeTable(crc32.Castagnoli) })

// smallSource is the size below which a source's Castagnoli CRC is
// computed byte by byte, through a table of the same values that crc32
// does not know as its own (its code for any table): 2.9 ns a byte
// here, less than preparing the SSE 4.2 code (0.24 ms) up to about
// 80 KB.
const smallSource = 64 << 10

// castagnoliBytewise is crc32's Castagnoli table, filled here
// (TestCastagnoliBytewise compares them).
var castagnoliBytewise = sync.OnceValue(func() *crc32.Table {
	t := new(crc32.Table)
	for i := range t {
		crc := uint32(i)
		for range 8 {
			if crc&1 == 1 {
				crc = crc>>1 ^ crc32.Castagnoli
			} else {
				crc >>= 1
			}
		}
		t[i] = crc
	}
	return t
})

// Instrument rewrites one source file; the Result holds its text.
func Instrument(opts Options, in Input) (*Result, error) {
	return instrument(opts, in, output{})
}

// InstrumentTo rewrites one source file like Instrument, but writes the
// instrumented source to src and the include file to inc as it goes
// (the Result's Source and Include are nil): the text of a large file is
// never held whole in memory. After an error part of it may have been
// written.
func InstrumentTo(opts Options, in Input, src, inc io.Writer) (*Result, error) {
	return instrument(opts, in, output{src: src, inc: inc})
}

func instrument(opts Options, in Input, out output) (*Result, error) {
	if opts.Lang.IsFortran() {
		return instrumentFortran(opts, in, out)
	}
	if !opts.Lang.IsC() {
		return nil, fmt.Errorf("%s: cannot determine the input language", in.Path)
	}
	if err := checkText(in.Path, in.Src); err != nil {
		return nil, err
	}
	c := &cInstrumenter{instrumenter: instrumenter{
		opts: opts, file: in.Path, warner: warner{warned: map[string]bool{}},
		directiveLead: "#pragma omp ", commentLead: "//",
		src: in.Src, rename: renaming(in.Src, false, false),
		regionName: regionPrefix, ctcName: ctcPrefix,
	}}
	if opts.SelfContained {
		c.regionName, c.ctcName = unitStruct+".region_", unitStruct+".ctc_"
	}
	c.callOpen = "( &" + c.regionName
	c.reg.combinedSections = opts.SelfContained
	if opts.SelfContained {
		c.cancelled = cancelledWorksharing(in.Src)
	}
	c.lang = c
	src, bom := withoutBOM(in.Src)
	c.ed = &sourceEditor{src: src}
	c.ed.sink = out.sink(&c.ed.out, 3*len(in.Src)+4096)
	c.out = &c.ed.out
	c.out.Write(bom) // a byte-order mark stays the file's first bytes
	sc := parser.NewCScanner(in.Path, opts.Lang, src, c)
	incLine := includeDirective(in.IncludePath)
	switch n := leadingDefines(src); {
	case opts.SelfContained:
		// nothing before the unit's own first line marker: the POMP2
		// declarations are in its text (the preprocessing's forced
		// include), its regions' struct goes after that marker
		// (AssembleUnit), its init functions at the end
	case opts.Preprocessed:
		sc.FindIncludeMarker = true
		c.includeLine = incLine
	case n > 0:
		// "#define _GNU_SOURCE" and the like must come before any
		// system header, also the ones the include file includes
		c.includeAt, c.includeText = n, incLine+"\n"
		if opts.KeepSrcInfo {
			c.includeText += lineMarkerLine(n+1, in.Path)
		}
	default:
		c.out.WriteString(incLine + "\n")
	}
	if !opts.SelfContained && opts.KeepSrcInfo {
		c.out.WriteString(lineMarkerLine(1, in.Path))
	}
	if err := sc.Run(); err != nil {
		return nil, err
	}
	c.ed.finish()
	if err := c.allClosed(); err != nil {
		return nil, err
	}
	c.reg.settle()
	unit := in.unitID()
	if opts.SelfContained {
		c.initFunctions(c.out, unit)
	}
	source, err := out.source(&c.ed.out, func() error { return c.ed.sink.flush(&c.ed.out) })
	if err != nil {
		return nil, err
	}
	inc, err := out.include((200+2*len(in.Path))*c.reg.done.Len()+1024, func(w textWriter) { c.includeFile(w, unit) })
	if err != nil {
		return nil, err
	}
	return &Result{Source: source, Include: inc, Warnings: c.warnings, Regions: c.reg.done.Len(),
		CallsPOMP2: c.reg.done.Len() > 0 || c.usedOMP || c.usedPOMP}, nil
}

var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// withoutBOM splits a UTF-8 byte-order mark from the source.
func withoutBOM(src []byte) (text, bom []byte) {
	if bytes.HasPrefix(src, utf8BOM) {
		return src[len(utf8BOM):], utf8BOM
	}
	return src, nil
}

// includeDirective is the #include of the include file. A path with a
// '"' cannot be written between quotes (a header name has no escapes):
// it is written between angle brackets, which take an absolute path as
// it is.
func includeDirective(path string) string {
	if strings.ContainsRune(path, '"') && !strings.ContainsRune(path, '>') {
		return "#include <" + path + ">"
	}
	return "#include \"" + path + "\""
}

// leadingDefines counts the lines at the start of a C source that define
// or undefine reserved names (feature test macros: _GNU_SOURCE,
// _POSIX_C_SOURCE, ...) with the blank and comment lines among them, up
// to the last such definition; 0 when the source does not start so.
func leadingDefines(src []byte) int {
	inComment, cont, n := false, false, 0
	for i := 0; len(src) > 0; i++ {
		l := src
		if e := bytes.IndexByte(src, '\n'); e >= 0 {
			l, src = src[:e], src[e+1:]
		} else {
			src = nil
		}
		t := strings.TrimSpace(string(l))
		if cont {
			cont = strings.HasSuffix(t, "\\")
			if !cont {
				n = i + 1
			}
			continue
		}
		if inComment {
			if e := strings.Index(t, "*/"); e >= 0 {
				inComment = false
				t = strings.TrimSpace(t[e+2:])
			} else {
				continue
			}
		}
		for strings.HasPrefix(t, "/*") {
			e := strings.Index(t[2:], "*/")
			if e < 0 {
				inComment = true
				t = ""
				break
			}
			t = strings.TrimSpace(t[e+4:])
		}
		if t == "" || strings.HasPrefix(t, "//") {
			continue
		}
		f := strings.Fields(strings.TrimPrefix(t, "#"))
		if !strings.HasPrefix(t, "#") || len(f) < 2 || f[0] != "define" && f[0] != "undef" || !reservedName(f[1]) {
			return n
		}
		if cont = strings.HasSuffix(t, "\\"); !cont {
			n = i + 1
		}
	}
	return n
}

// reservedName reports an identifier reserved for the implementation:
// '_' and an upper-case letter or a second '_'.
func reservedName(name string) bool {
	return len(name) > 1 && name[0] == '_' && (name[1] == '_' || name[1] >= 'A' && name[1] <= 'Z')
}

// checkText rejects binary input: a NUL byte never occurs in source code.
func checkText(path string, src []byte) error {
	if i := bytes.IndexByte(src, 0); i >= 0 {
		line := bytes.Count(src[:i], []byte("\n")) + 1
		return fmt.Errorf("%s:%d: input contains a NUL byte (binary file?)", path, line)
	}
	return nil
}

// includeFile writes the C/C++ .opari.inc: headers, one handle and CTC
// string per region, the shared-handle lists and the init functions.
func (c *cInstrumenter) includeFile(b textWriter, unit string) {
	if c.opts.SelfContained {
		c.unitData(b)
		return
	}
	if c.usedPOMP && (!c.opts.Preprocessed || c.opts.SelfContained) {
		b.WriteString("#include <opari2/pomp2_user_lib.h>\n\n")
	}
	if c.usedOMP {
		switch {
		case c.opts.SelfContained:
			b.WriteString("#include <opari2/pomp2_decl.h>\n\n")
		case !c.opts.Preprocessed:
			b.WriteString("#include <opari2/pomp2_lib.h>\n\n")
		}
		if c.opts.CopyTPD {
			if !c.opts.Preprocessed {
				b.WriteString("#include <stdint.h>\n")
			}
			if c.opts.Lang == parser.LangCXX {
				b.WriteString("extern \"C\" \n{\n")
			}
			fmt.Fprintf(b, "extern int64_t __attribute__((aligned (16))) %s;\n", c.opts.TPDName)
			if c.opts.Lang == parser.LangCXX && !c.opts.TPDInExtern {
				b.WriteString("}\n")
			}
			fmt.Fprintf(b, "#pragma omp threadprivate(%s)\n", c.opts.TPDName)
			if c.opts.Lang == parser.LangCXX && c.opts.TPDInExtern {
				b.WriteString("}\n")
			}
		}
	}
	var idBuf [20]byte
	for n := range c.reg.done.All() {
		if len(n.shared) > 0 {
			b.WriteString("#define POMP2_DLIST_")
			b.Write(appendPadded(idBuf[:0], n.id))
			b.WriteString(" shared(")
			var num [20]byte
			for i, id := range n.shared {
				if i > 0 {
					b.WriteByte(',')
				}
				b.WriteString(regionPrefix)
				b.Write(decimal.Append(num[:0], id))
			}
			b.WriteString(")\n")
		}
		null := "NULL"
		if c.opts.Preprocessed {
			null = "(OPARI2_Region_handle)0"
		}
		id := decimal.Append(idBuf[:0], n.id)
		b.WriteString("static OPARI2_Region_handle " + regionPrefix)
		b.Write(id)
		b.WriteString(" = ")
		b.WriteString(null)
		b.WriteString(";\n    #define " + ctcPrefix)
		b.Write(id)
		b.WriteString(" ")
		writeCString(b, n.ctc)
		b.WriteString("\n")
	}
	c.initFunctions(b, unit)
}

// writeCString writes a CTC string as a C string literal.
func writeCString(b textWriter, ctc []byte) {
	b.WriteByte('"')
	if bytes.ContainsAny(ctc, "\"\\") {
		b.WriteString(parser.EscapeFile(string(ctc)))
	} else {
		b.Write(ctc)
	}
	b.WriteByte('"')
}

// ownLines starts the instrumentation's lines that are no source line's
// in a self-contained unit: a file of their own, a system header's.
const ownLines = "# 1 \"<opari2>\" 3\n"

// initFunctions writes the init function of each paradigm, and their
// constructors with RegisterAtLoad. A self-contained unit has them at
// its end, after every declaration, on lines of its own (ownCode).
func (c *cInstrumenter) initFunctions(b textWriter, unit string) {
	if c.opts.SelfContained && c.reg.done.Len() > 0 {
		b.WriteString(ownLines)
	}
	c.initFunction(b, "POMP2", unit, c.reg.ompCount, ompParadigm, "    POMP2_Assign_handle( &")
	c.initFunction(b, "POMP2_USER", unit, c.reg.usrCount, pompParadigm, "    POMP2_USER_Assign_handle( &")
}

// unitData writes what a self-contained unit holds of its regions: one
// struct of their handles and CTC strings, with plain C types (it goes
// before the text of any header: AssembleUnit), on lines of its own.
func (c *cInstrumenter) unitData(b textWriter) {
	if c.reg.done.Len() == 0 {
		return
	}
	b.WriteString(ownLines + "static struct {\n")
	for n := range c.reg.done.All() {
		b.WriteString("  void *region_")
		c.writeNum(b, n.id)
		b.WriteString(";\n  const char *ctc_")
		c.writeNum(b, n.id)
		b.WriteString(";\n")
	}
	b.WriteString("} " + unitStruct + " = {\n")
	for n := range c.reg.done.All() {
		b.WriteString("  0, ")
		writeCString(b, n.ctc)
		b.WriteString(",\n")
	}
	b.WriteString("};\n")
}

// initFunction writes POMP2_Init_reg_<unit>_<n>(), which registers the
// unit's regions of one paradigm with the library function call; the
// init file generated at link time calls it.
func (c *cInstrumenter) initFunction(b textWriter, prefix, unit string, n int, p paradigm, call string) {
	if n == 0 {
		return
	}
	switch {
	case c.opts.Lang == parser.LangCXX:
		b.WriteString("extern \"C\" \n{")
	case !c.opts.SelfContained:
		b.WriteString("\n#ifdef __cplusplus \n extern \"C\" \n#endif")
	}
	fmt.Fprintf(b, "\nvoid %s_Init_reg_%s_%d()\n{\n", prefix, unit, n)
	var idBuf [20]byte
	for r := range c.reg.done.All() {
		if r.paradigm != p {
			continue
		}
		id := decimal.Append(idBuf[:0], r.id)
		b.WriteString(call)
		b.WriteString(c.regionName)
		b.Write(id)
		b.WriteString(", " + c.ctcName)
		b.Write(id)
		b.WriteString(" );\n")
	}
	if c.opts.Lang == parser.LangCXX {
		b.WriteString("}\n}\n")
	} else {
		b.WriteString("}\n")
	}
	if c.opts.RegisterAtLoad {
		fmt.Fprintf(b, "static void __attribute__((constructor)) %s_Register_reg_%s(void)\n{\n    %s_Init_reg_%s_%d();\n}\n", prefix, unit, prefix, unit, n)
	}
}

// appendPadded appends id in at least five digits, zero-padded (the
// POMP2_DLIST_%05d names, without fmt on every parallel region).
func appendPadded(dst []byte, id int) []byte {
	for d := 10000; d > 1 && id < d && id >= 0; d /= 10 {
		dst = append(dst, '0')
	}
	return decimal.Append(dst, id)
}
