package wrap

import (
	"bytes"
	"path/filepath"
	"strings"

	"opari2/parser"
)

// The wrapper instruments what the compiler will compile: the unit after
// the preprocessor, run with the user's own flags (Score-P does the
// same). Directives in the project's own headers are then instrumented
// with the unit (inline functions, templates, header-only libraries),
// macros that stand for clauses are expanded (gcc -E -fopenmp expands
// macros in OpenMP pragmas), and #if branches the build does not take are
// gone. The line markers of the preprocessed text keep compiler messages
// and the regions' CTC strings at the user's files and lines; the text of
// system headers (marker flag 3) is left as it is.

// preprocesses reports whether the wrapper preprocesses a source before
// instrumenting it: C and C++ always, Fortran where the compiler would
// (an upper-case suffix such as .F90, or -cpp).
func preprocesses(lang parser.Lang, src string, args []string) bool {
	if lang.IsC() {
		return true
	}
	if hasArg(args, "-nocpp") {
		return false
	}
	ext := filepath.Ext(src)
	return hasArg(args, "-cpp") || hasArg(args, "-fpp") || strings.ToLower(ext) == ".fpp" ||
		(len(ext) > 1 && ext[1] == 'F')
}

// preprocessArgs is the command line (after the compiler) that writes the
// preprocessed source at index i of the arguments to out: the user's
// flags without the output, the other inputs and the link flags (OpenMP
// on only where the user switched it on), and the dependency flags
// pinned to what the compile of obj would have written.
func preprocessArgs(cfg Config, i int, obj, out string, lang parser.Lang) []string {
	args := []string{"-E"}
	if lang.IsFortran() && !hasArg(cfg.Args, "-cpp") && !hasArg(cfg.Args, "-fpp") {
		args = append(args, "-cpp")
	}
	args = stepArgs(args, cfg.Args, i, func(a string) bool { return a == "-c" || a == "-S" || linkOnly(a) })
	if lang.IsC() {
		// the POMP2 declarations, preprocessed with the unit (a system
		// header by its pragma: no warning, not a dependency with -MMD)
		for _, h := range []string{"pomp2_decl.h", "pomp2_user_lib.h"} {
			args = append(args, "-include", filepath.Join(cfg.Layout.Include, "opari2", h))
		}
	}
	_, dep := depFileArgs(cfg.Args, obj)
	args = append(args, dep...)
	return append(args, "-o", out, cfg.Args[i])
}

// fortranPreprocessed prepares gfortran -E's text for its second
// preprocessing, when the instrumented file is compiled: the #define
// lines that -g3 keeps become empty lines (defined again they would
// redefine the built-in macros, and expand the user's a second time),
// and the line markers are spelled #line, which -pedantic accepts (a
// marker's flags mean nothing to Fortran).
func fortranPreprocessed(text []byte) []byte {
	var out bytes.Buffer
	out.Grow(len(text) + len(text)/16)
	for len(text) > 0 {
		line := text
		if i := bytes.IndexByte(text, '\n'); i >= 0 {
			line, text = text[:i+1], text[i+1:]
		} else {
			text = nil
		}
		switch {
		case bytes.HasPrefix(line, []byte("#define ")) || bytes.HasPrefix(line, []byte("#undef ")):
			out.WriteByte('\n')
		case len(line) > 2 && line[0] == '#' && line[1] == ' ' && line[2] >= '0' && line[2] <= '9':
			out.WriteString("#line ")
			num, rest, _ := bytes.Cut(line[2:], []byte(" "))
			out.Write(bytes.TrimRight(num, "\n"))
			if name, ok := quotedName(rest); ok {
				out.WriteByte(' ')
				out.Write(name)
			}
			out.WriteByte('\n')
		default:
			out.Write(line)
		}
	}
	return out.Bytes()
}

// quotedName is the file name at the start of a line marker's rest, with
// its quotes ("a.f90" 1 3 gives "a.f90").
func quotedName(rest []byte) ([]byte, bool) {
	if len(rest) == 0 || rest[0] != '"' {
		return nil, false
	}
	for i := 1; i < len(rest); i++ {
		switch rest[i] {
		case '\\':
			i++
		case '"':
			return rest[:i+1], true
		}
	}
	return nil, false
}

// stepArgs appends to args the user's arguments that a step compiling
// the source at index i takes: without that source, the output (-o),
// the other sources and objects (other steps' inputs), and the flags
// drop names (flag options: a flag that takes a value keeps it).
func stepArgs(args, user []string, i int, drop func(flag string) bool) []string {
	for j := 0; j < len(user); j++ {
		a := user[j]
		n := 1 // arguments a takes up
		if withValue[a] && j+1 < len(user) {
			n = 2
		}
		switch {
		case j == i, a == "-o":
		case !strings.HasPrefix(a, "-") && (sourceLang(a) != parser.LangUnknown || isObject(a)):
			// other sources and objects belong to other steps
		case drop(a):
		default:
			args = append(args, user[j:j+n]...)
		}
		j += n - 1
	}
	return args
}

// preprocessorOnly reports a flag whose work is done once the unit is
// preprocessed: macro definitions and forced includes. Given again to the
// compile of the preprocessed text, a -D would replace a name that an
// #undef had freed (and -include would include twice).
func preprocessorOnly(a string) bool {
	return hasAnyPrefix(a, "-D", "-U", "-include", "-imacros")
}

// hasAnyPrefix reports whether a starts with one of prefixes.
func hasAnyPrefix(a string, prefixes ...string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(a, p) {
			return true
		}
	}
	return false
}

// dependencyFlag reports the flags that make the compiler write a
// dependency file (the preprocessing writes it for a preprocessed unit).
func dependencyFlag(a string) bool {
	switch a {
	case "-MD", "-MMD", "-MP", "-MG":
		return true
	}
	return hasAnyPrefix(a, "-MF", "-MT", "-MQ")
}

// searchPathFlag reports the flags that only the preprocessor reads
// besides preprocessorOnly's: where headers are searched, and what it
// passes on or keeps (-Wp,..., -C).
func searchPathFlag(a string) bool {
	switch a {
	case "-C", "-CC", "-nostdinc", "-nostdinc++", "-undef":
		return true
	}
	return hasAnyPrefix(a, "-I", "-isystem", "-iquote", "-idirafter", "-iprefix", "-iwithprefix", "-Wp,")
}

// languageFlag reports -x LANG (and -xc, -xc++, -xnone written in one
// word; not Intel's -xHost, a target).
func languageFlag(a string) bool {
	switch a {
	case "-x", "-xc", "-xc++", "-xnone":
		return true
	}
	return false
}

// linkOnly reports flags that only the link step reads; the preprocessor
// would warn that they are unused.
func linkOnly(a string) bool {
	switch a {
	case "-shared", "-static", "-rdynamic", "-pie", "-no-pie", "-Xlinker":
		return true
	}
	return hasAnyPrefix(a, "-l", "-L", "-Wl,")
}

// hasOpenMPFlag reports whether the user switched OpenMP on (gcc, clang,
// Intel, NVIDIA/PGI, IBM and Cray spellings).
func hasOpenMPFlag(args []string) bool {
	for _, a := range args {
		switch {
		case strings.HasPrefix(a, "-fopenmp"), strings.HasPrefix(a, "-qopenmp"), strings.HasPrefix(a, "-fiopenmp"),
			a == "-mp", strings.HasPrefix(a, "-mp="), strings.HasPrefix(a, "-qsmp"), a == "-homp", a == "-openmp":
			return true
		}
	}
	return false
}

// preprocessedByGCC reports text that GCC's preprocessor wrote: its
// opening line markers name "<command-line>" (clang's "<command line>").
func preprocessedByGCC(text []byte) bool {
	head := text[:min(len(text), 512)]
	return bytes.Contains(head, []byte(`"<command-line>"`))
}
