// Package parser finds OpenMP and POMP directives in C, C++ and Fortran
// sources and gives the rewriter a model of each directive's text.
//
// The instrumenter must keep the user's text byte for byte, so nothing here
// builds an AST: directives are kept as the lines they were written on, and
// every edit (splitting a combined construct, removing a clause, adding
// nowait) is an edit of those lines.
package parser

import (
	"path/filepath"
	"strings"
)

// Lang is the source language of an input file.
type Lang int

// The languages the instrumenter knows.
const (
	LangUnknown Lang = iota
	LangC
	LangCXX
	LangF77
	LangF90
)

// IsC reports whether l is C or C++.
func (l Lang) IsC() bool { return l == LangC || l == LangCXX }

// IsFortran reports whether l is one of the Fortran dialects.
func (l Lang) IsFortran() bool { return l == LangF77 || l == LangF90 }

func (l Lang) String() string {
	switch l {
	case LangC:
		return "C"
	case LangCXX:
		return "C++"
	case LangF77:
		return "Fortran 77"
	case LangF90:
		return "Fortran 90"
	}
	return "unknown"
}

// Form is the Fortran source form.
type Form int

// Source forms. C sources have FormNone.
const (
	FormNone Form = iota
	FormFixed
	FormFree
)

// LangFromName guesses the language from a file name suffix the way the
// reference does: .f*/.F* is Fortran (90 when the suffix starts with "9",
// and for the newer free-form suffixes), .c is C and any longer .c*/.C*
// suffix (.cc .cpp .cxx .C .c++) is C++.
func LangFromName(name string) Lang {
	ext := filepath.Ext(name)
	if len(ext) < 2 {
		return LangUnknown
	}
	switch ext[1] {
	case 'f', 'F':
		low := strings.ToLower(ext)
		switch low {
		case ".f90", ".f95", ".f03", ".f08":
			return LangF90
		}
		return LangF77
	case 'c', 'C':
		if ext == ".c" {
			return LangC
		}
		return LangCXX
	}
	return LangUnknown
}

// FormFromName gives the default Fortran source form for a file name: free
// form for the .f90-style suffixes, fixed form otherwise.
func FormFromName(name string) Form {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".f90", ".f95", ".f03", ".f08":
		return FormFree
	}
	return FormFixed
}

// EscapeFile spells a file name inside the string literal of a #line
// directive (or of a C string): '\' and '"' escaped. A name without them
// is returned as it is.
func EscapeFile(name string) string {
	if strings.IndexByte(name, '"') < 0 && strings.IndexByte(name, '\\') < 0 {
		return name
	}
	return fileEscaper.Replace(name)
}

var fileEscaper = strings.NewReplacer(`\`, `\\`, `"`, `\"`)
