// Package wrap is the compiler wrapper: `opari2 wrap COMPILER ARGS...`
// instruments the sources of a compile step and compiles the instrumented
// files instead, and on a link step adds the init file and the POMP2
// library. Build systems use it by changing one variable
// (CC="opari2 wrap gcc") or as a CMake compiler launcher.
package wrap

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"opari2/initgen"
	"opari2/internal/atomicfile"
	"opari2/parser"
	"opari2/rewrite"
)

// Config is one wrapped compiler invocation.
type Config struct {
	Compiler string
	Args     []string
	Layout   initgen.Layout // headers and library
	// Options are the instrumenter options (from OPARI2_FLAGS); regions are
	// registered at load time unless OPARI2_FLAGS says otherwise.
	Options        []string
	Stdout, Stderr io.Writer
}

// ExitError carries the compiler's exit status.
type ExitError struct{ Code int }

func (e *ExitError) Error() string { return fmt.Sprintf("compiler exited with status %d", e.Code) }

// ExitCode is the status to exit with.
func (e *ExitError) ExitCode() int { return e.Code }

// options that take their value as the next argument
var withValue = map[string]bool{
	"-o": true, "-I": true, "-D": true, "-U": true, "-L": true, "-l": true, "-x": true,
	"-include": true, "-imacros": true, "-isystem": true, "-idirafter": true, "-iquote": true,
	"-MF": true, "-MT": true, "-MQ": true, "-J": true, "-Xlinker": true, "-Xpreprocessor": true,
	"-Xassembler": true, "-aux-info": true, "-dumpbase": true, "-dumpdir": true,
}

// sourceLang tells which sources are instrumented.
func sourceLang(arg string) parser.Lang {
	switch strings.ToLower(filepath.Ext(arg)) {
	case ".c", ".cc", ".cpp", ".cxx", ".c++", ".f", ".for", ".ftn", ".f77", ".f90", ".f95", ".f03", ".f08":
		return parser.LangFromName(arg)
	}
	return parser.LangUnknown
}

func isObject(arg string) bool {
	ext := filepath.Ext(arg)
	return ext == ".o" || ext == ".a" || ext == ".so" || strings.Contains(filepath.Base(arg), ".so.")
}

// Run performs the wrapped step.
func Run(cfg Config) error {
	compileOnly, preprocessOnly := false, false
	output := ""
	var sources []int // indexes of source arguments
	var objects []string
	for i := 0; i < len(cfg.Args); i++ {
		a := cfg.Args[i]
		switch {
		case a == "-c" || a == "-S":
			compileOnly = true
		case a == "-E" || a == "-M" || a == "-MM" || a == "-fsyntax-only":
			preprocessOnly = true
		case a == "-o" && i+1 < len(cfg.Args):
			output = cfg.Args[i+1]
			i++
		case withValue[a]:
			i++
		case strings.HasPrefix(a, "-"):
		case sourceLang(a) != parser.LangUnknown:
			sources = append(sources, i)
		case isObject(a):
			objects = append(objects, a)
		}
	}
	if preprocessOnly || (len(sources) == 0 && compileOnly) {
		return runCompiler(cfg, cfg.Compiler, cfg.Args)
	}
	tmp, err := os.MkdirTemp("", "opari2-wrap")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)

	args := append([]string(nil), cfg.Args...)
	var compiled []string // objects made here from instrumented sources
	for _, i := range sources {
		src := cfg.Args[i]
		// one compiler run per source, so that each object keeps its
		// usual name; written under a temporary name, renamed on success
		obj := output
		if obj == "" || len(sources) > 1 {
			obj = strings.TrimSuffix(filepath.Base(src), filepath.Ext(src)) + ".o"
			if hasArg(cfg.Args, "-S") {
				obj = strings.TrimSuffix(obj, ".o") + ".s"
			}
		}
		if !compileOnly {
			// compile and link in one step: compile each source first
			obj = filepath.Join(tmp, fmt.Sprintf("%d_%s.o", i, strings.TrimSuffix(filepath.Base(src), filepath.Ext(src))))
		}
		u, err := instrument(cfg, i, obj, tmp)
		if err != nil {
			return err
		}
		if err := compileOne(cfg, i, u, obj); err != nil {
			return err
		}
		if !compileOnly {
			args[i] = obj
			compiled = append(compiled, obj)
		}
	}
	if compileOnly {
		return nil
	}
	return link(cfg, withoutLanguage(args), append(compiled, objects...), tmp)
}

// withoutLanguage drops -x LANG from a link step's arguments: the sources
// it named were compiled into objects here, which a -x c++ before them
// would make the driver read as C++ (and the init file and library after
// them too).
func withoutLanguage(args []string) []string {
	var out []string
	for j := 0; j < len(args); j++ {
		switch {
		case args[j] == "-x":
			j++
		case languageFlag(args[j]):
		default:
			out = append(out, args[j])
		}
	}
	return out
}

// compiledAs is the language the compiler compiles the C or C++ source
// at index i of args as: the last -x before it, else C++ for any such
// source given to a C++ driver (g++ and clang++ compile a .c file as
// C++), else unknown (the suffix tells).
func compiledAs(compiler string, args []string, i int) parser.Lang {
	if !parser.LangFromName(args[i]).IsC() {
		return parser.LangUnknown
	}
	lang := ""
	for j := 0; j < i; j++ {
		switch a := args[j]; {
		case a == "-x" && j+1 < i:
			lang = args[j+1]
			j++
		case strings.HasPrefix(a, "-x") && languageFlag(a):
			lang = a[2:]
		}
	}
	switch lang {
	case "c":
		return parser.LangC
	case "c++":
		return parser.LangCXX
	case "", "none":
		base := filepath.Base(compiler)
		if strings.Contains(base, "++") || strings.HasSuffix(base, "cxx") || base == "CC" || base == "mpiCC" {
			return parser.LangCXX
		}
	}
	return parser.LangUnknown
}

// unit is what a source becomes for its compile step.
type unit struct {
	source string // the user's source
	file   string // what is compiled: the source, or its instrumented form
	// preprocessed: file is the instrumented text of the preprocessed
	// unit; the preprocessor's flags were used up, and the dependency
	// file was written by the preprocessing
	preprocessed bool
	// asPreprocessed: file is preprocessed text (C, C++: .i, .ii) that the
	// compiler takes as it is (rewrite.AssembleUnit)
	asPreprocessed bool
}

// instrument instruments the source at index i of the arguments into
// tmp. A C or C++ unit, and a Fortran unit the compiler preprocesses, is
// preprocessed first with the user's flags, so that directives in the
// project's own headers are measured too, macros in clauses are expanded
// and inactive #if branches are gone. A unit that calls no POMP2
// function after instrumentation is compiled as it is.
func instrument(cfg Config, i int, obj, tmp string) (unit, error) {
	src := cfg.Args[i]
	u := unit{source: src, file: src}
	opts := rewrite.DefaultOptions()
	opts.RegisterAtLoad = true
	// the library measures untied tasks: keep them, and say nothing
	opts.Untied.Keep, opts.Untied.NoWarn = true, true
	for _, o := range cfg.Options {
		name, value, _ := strings.Cut(strings.TrimPrefix(o, "--"), "=")
		if name == "no-register-at-load" {
			opts.RegisterAtLoad = false
			continue
		}
		if err := opts.ApplyFlag(name, value); err != nil {
			return u, fmt.Errorf("OPARI2_FLAGS: %w", err)
		}
	}
	if opts.Lang == parser.LangUnknown {
		opts.Lang = compiledAs(cfg.Compiler, cfg.Args, i)
	}
	if err := opts.Resolve(src); err != nil {
		return u, err
	}
	if !hasOpenMPFlag(cfg.Args) {
		// OpenMP is off in this build: its directives stay comments or
		// unknown pragmas, as the plain build has them; POMP user
		// regions are still measured
		opts.OpenMPOff = true
	}
	base := filepath.Base(src)
	input := src
	if preprocesses(opts.Lang, src, cfg.Args) {
		input = filepath.Join(tmp, base)
		if err := runCompiler(cfg, cfg.Compiler, preprocessArgs(cfg, i, obj, input, opts.Lang)); err != nil {
			return u, err
		}
		u.preprocessed = true
		opts.Preprocessed = true
		u.asPreprocessed = opts.Lang.IsC()
	}
	// the wrapper's own layout: code the compiler takes at the user's
	// flags without a new warning (rewrite.Options.SelfContained)
	opts.SelfContained = opts.Lang.IsFortran() || u.preprocessed
	text, err := os.ReadFile(input)
	if err != nil {
		return u, err
	}
	if u.preprocessed && opts.Lang.IsFortran() {
		text = fortranPreprocessed(text)
	}
	// the code addresses of the constructs for OMPT tools, where the
	// compiler allows them (GCC: clang rejects a label's address
	// taken across the bounds of an OpenMP construct)
	opts.CodeLabels = u.asPreprocessed && preprocessedByGCC(text)
	abs, _ := filepath.Abs(src)
	inc := filepath.Join(tmp, base+".opari.inc")
	out, err := rewrite.OutputName(filepath.Join(tmp, base), opts.Lang.IsFortran(), opts.KeepSrcInfo)
	if err != nil {
		return u, err
	}
	// named as the user named it: compiler messages name the file as
	// the plain build's do, and so do the CTC strings (of C units too:
	// the preprocessor's line markers name it so)
	in := rewrite.Input{Path: src, UnitPath: abs, IncludePath: inc, IncludeName: filepath.Base(inc), Src: text}
	var res *rewrite.Result
	switch {
	case u.asPreprocessed:
		out = strings.TrimSuffix(out, filepath.Ext(out)) + preprocessedSuffix(opts.Lang)
		res, err = instrumentUnit(opts, in, out)
	case opts.SelfContained: // Fortran: an include file per program unit
		if res, err = instrumentText(opts, in, out, io.Discard); err == nil {
			err = writeUnitIncludes(tmp, res.UnitIncludes)
		}
	default:
		res, err = instrumentInto(opts, in, out, inc)
	}
	if err != nil {
		return u, err
	}
	for _, w := range res.Warnings {
		fmt.Fprintln(cfg.Stderr, w)
	}
	if !res.CallsPOMP2 {
		return unit{source: src, file: src}, nil // nothing to measure: compile the original
	}
	u.file = out
	return u, nil
}

// instrumentInto instruments in into the files out and inc, streamed
// into the step's temporary directory: a large unit's instrumented text
// is never held whole in memory.
func instrumentInto(opts rewrite.Options, in rewrite.Input, out, inc string) (*rewrite.Result, error) {
	incFile, err := os.Create(inc)
	if err != nil {
		return nil, err
	}
	defer incFile.Close()
	res, err := instrumentText(opts, in, out, incFile)
	if err != nil {
		return nil, err
	}
	return res, incFile.Close()
}

// instrumentText instruments in into the file out and the include
// file's text into inc.
func instrumentText(opts rewrite.Options, in rewrite.Input, out string, inc io.Writer) (*rewrite.Result, error) {
	srcFile, err := os.Create(out)
	if err != nil {
		return nil, err
	}
	defer srcFile.Close()
	res, err := rewrite.InstrumentTo(opts, in, srcFile, inc)
	if err != nil {
		return nil, err
	}
	return res, srcFile.Close()
}

// instrumentUnit instruments the self-contained unit in into the file
// out: the instrumented text goes to a file beside it, which
// rewrite.AssembleUnit copies with the unit's data in front.
func instrumentUnit(opts rewrite.Options, in rewrite.Input, out string) (*rewrite.Result, error) {
	body := out + ".body"
	var data bytes.Buffer
	res, err := instrumentText(opts, in, body, &data)
	if err != nil {
		return nil, err
	}
	text, err := os.Open(body)
	if err != nil {
		return nil, err
	}
	defer text.Close()
	f, err := os.Create(out)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	w := bufio.NewWriterSize(f, 64<<10)
	if err := rewrite.AssembleUnit(w, data.Bytes(), text); err != nil {
		return nil, fmt.Errorf("%s: %w", out, err)
	}
	if err := w.Flush(); err != nil {
		return nil, err
	}
	return res, f.Close()
}

// writeUnitIncludes writes the include files of a Fortran unit's program
// units into dir, beside the instrumented source that includes them.
func writeUnitIncludes(dir string, incs []rewrite.UnitInclude) error {
	for _, inc := range incs {
		if err := os.WriteFile(filepath.Join(dir, inc.Name), inc.Text, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// preprocessedSuffix names preprocessed text of the language, as gcc and
// clang know it (.i for C, .ii for C++).
func preprocessedSuffix(lang parser.Lang) string {
	if lang == parser.LangCXX {
		return ".ii"
	}
	return ".i"
}

// compileOne compiles u (the source at index i of the arguments) into
// obj, with the user's other arguments.
func compileOne(cfg Config, i int, u unit, obj string) error {
	var args []string
	instrumented := u.file != u.source
	if instrumented && !u.asPreprocessed {
		args = append(args, "-I"+filepath.Dir(u.source), "-I"+cfg.Layout.Include)
	}
	// the flags the preprocessing used up (it wrote the dependencies); a
	// self-contained unit is preprocessed text, which takes no
	// preprocessor flag (clang warns that each is unused) and is known
	// by its suffix, which a -x would override
	args = stepArgs(args, cfg.Args, i, func(a string) bool {
		if !instrumented || !u.preprocessed {
			return false
		}
		return preprocessorOnly(a) || dependencyFlag(a) ||
			u.asPreprocessed && (searchPathFlag(a) || languageFlag(a))
	})
	if !hasArg(args, "-c") && !hasArg(args, "-S") {
		args = append(args, "-c")
	}
	depFile := ""
	if !u.preprocessed || !instrumented {
		var depArgs []string
		depFile, depArgs = depFileArgs(args, obj)
		args = append(args, depArgs...)
	}
	// the compiler writes under a name of its own: two builds of one
	// object at once (make -j) never share it
	tmpObj, err := atomicfile.TempName(obj)
	if err != nil {
		return err
	}
	args = append(args, "-o", tmpObj, u.file)
	if err := runCompiler(cfg, cfg.Compiler, args); err != nil {
		os.Remove(tmpObj)
		return err
	}
	if depFile != "" && instrumented {
		if err := fixDepFile(depFile, filepath.Dir(u.file), u.file, u.source); err != nil {
			os.Remove(tmpObj)
			return err
		}
	}
	return atomicfile.Place(tmpObj, obj)
}

func hasArg(args []string, s string) bool {
	for _, a := range args {
		if a == s {
			return true
		}
	}
	return false
}

// link adds the init file (from every object and library given) and the
// POMP2 library to a link step.
func link(cfg Config, args, objects []string, tmp string) error {
	var existing []string
	for _, o := range objects {
		if _, err := os.Stat(o); err == nil {
			existing = append(existing, o)
		}
	}
	funcs, calls, err := initgen.ScanCalls(existing)
	if err != nil {
		return err
	}
	openMP := hasOpenMPFlag(args)
	if len(funcs) == 0 && !calls && !openMP {
		// nothing of this link was instrumented and OpenMP is off: the
		// program is the plain build's, without the library
		return runCompiler(cfg, cfg.Compiler, args)
	}
	initC := filepath.Join(tmp, "pomp2_init.c")
	if err := os.WriteFile(initC, initgen.Write(funcs), 0o644); err != nil {
		return err
	}
	initO := filepath.Join(tmp, "pomp2_init.o")
	if err := runCompiler(cfg, cCompiler(cfg.Compiler), []string{"-c", "-o", initO, initC}); err != nil {
		return err
	}
	lib := filepath.Join(cfg.Layout.Lib, "libpomp2.a")
	if _, err := os.Stat(lib); err != nil {
		return fmt.Errorf("the POMP2 library is missing (%s); run make lib", lib)
	}
	// the library's OMPT provider even where no object calls the library
	// (an OpenMP program without a construct): a tool gets its callbacks
	// and inquiries from the program's start, as under LLVM's libomp
	args = append(args, initO, "-Wl,--undefined=pomp2_start_tool", lib, "-lpthread")
	if !openMP {
		// the library asks the OpenMP runtime for thread numbers (POMP
		// user regions in a program built without OpenMP)
		args = append(args, "-fopenmp")
	}
	return runCompiler(cfg, cfg.Compiler, args)
}

// cCompiler picks the C compiler of the compiler family for the init file.
func cCompiler(compiler string) string {
	base := filepath.Base(compiler)
	switch {
	case strings.Contains(base, "gfortran"):
		return strings.Replace(compiler, "gfortran", "gcc", 1)
	case strings.Contains(base, "clang++"): // before g++, which it contains
		return strings.Replace(compiler, "clang++", "clang", 1)
	case strings.Contains(base, "g++"):
		return strings.Replace(compiler, "g++", "gcc", 1)
	case strings.Contains(base, "flang"):
		return "clang"
	}
	return compiler
}

func runCompiler(cfg Config, compiler string, args []string) error {
	cmd := exec.Command(compiler, args...)
	cmd.Stdout, cmd.Stderr, cmd.Stdin = cfg.Stdout, cfg.Stderr, os.Stdin
	err := cmd.Run()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return &ExitError{Code: ee.ExitCode()}
	}
	if err != nil {
		return fmt.Errorf("running %s: %w", compiler, err)
	}
	return nil
}
