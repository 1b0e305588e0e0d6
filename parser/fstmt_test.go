package parser

import "testing"

// TestClassifyStmt: the statements the scanner follows, in both forms,
// with the look-alikes that are assignments or other statements.
func TestClassifyStmt(t *testing.T) {
	for _, c := range []struct {
		text  string
		fixed bool
		want  fStmt
	}{
		{text: "s = s + a(i)", want: fStmt{}},
		{text: "call foo(a, b)", want: fStmt{}},
		{text: "if (x > 0) then", want: fStmt{}},
		{text: "do i = 1, n", want: fStmt{kind: fsDo}},
		{text: "do 10, i = 1, n", want: fStmt{kind: fsDo, doLabel: "10"}},
		{text: "outer: do while (x)", want: fStmt{kind: fsDo}},
		{text: "do_i = 1", want: fStmt{}},
		{text: "end do", want: fStmt{kind: fsEndDo}},
		{text: "enddo outer", want: fStmt{kind: fsEndDo}},
		{text: "end if", want: fStmt{}},
		{text: "endif_flag = 1", want: fStmt{}},
		{text: "end", want: fStmt{kind: fsEndUnit}},
		{text: "end subroutine work_0", want: fStmt{kind: fsEndUnit}},
		{text: "subroutine work_0(a, n)", want: fStmt{kind: fsUnit, unit: fuSubroutine}},
		{text: "recursive subroutine r(n)", want: fStmt{kind: fsUnit, unit: fuSubroutine}},
		{text: "pure integer function f(x)", want: fStmt{kind: fsUnit, unit: fuFunction, pure: true}},
		{text: "real(kind=8) function g(x)", want: fStmt{kind: fsUnit, unit: fuFunction}},
		{text: "integer :: function", want: fStmt{}},
		{text: "integer, intent(in) :: n", want: fStmt{}},
		{text: "real(kind=8), parameter :: c0 = 0.5d0", want: fStmt{}},
		{text: "type(point) :: p", want: fStmt{}},
		{text: "type point", want: fStmt{}},
		{text: "module m", want: fStmt{kind: fsUnit, unit: fuModule}},
		{text: "module procedure mp", want: fStmt{kind: fsUnit, unit: fuModuleProcedure}},
		{text: "module subroutine ms(x)", want: fStmt{kind: fsUnit, unit: fuSubroutine}},
		{text: "submodule (m) sm", want: fStmt{kind: fsUnit, unit: fuSubmodule}},
		{text: "program p", want: fStmt{kind: fsUnit, unit: fuProgram}},
		{text: "block data bd", want: fStmt{kind: fsUnit, unit: fuBlockData}},
		{text: "contains", want: fStmt{kind: fsContains}},
		{text: "abstract interface", want: fStmt{kind: fsInterface}},
		{text: "end interface", want: fStmt{kind: fsEndInterface}},
		{text: "use omp_lib", want: fStmt{kind: fsHeader}},
		{text: "implicit none", want: fStmt{kind: fsHeader}},
		{text: "100 format (i5)", want: fStmt{kind: fsHeader, label: "100"}},
		{text: "10 use m", want: fStmt{kind: fsHeader, label: "10"}},
		{text: "10 integer :: n", want: fStmt{label: "10"}},
		{text: "20 continue", want: fStmt{label: "20"}},
		{text: "parameter (n = 10)", want: fStmt{kind: fsHeader}},
		{text: "entry e(x)", want: fStmt{kind: fsHeader}},
		{text: "include @@@@@", want: fStmt{kind: fsHeader}},
		{text: "DO10I=1,10", fixed: true, want: fStmt{kind: fsDo, doLabel: "10"}},
		{text: "DO10I=1.10", fixed: true, want: fStmt{}},
		{text: "INTEGERFUNCTIONF(X)", fixed: true, want: fStmt{kind: fsUnit, unit: fuFunction}},
		{text: "ENDDO", fixed: true, want: fStmt{kind: fsEndDo}},
		{text: "IMPLICITNONE", fixed: true, want: fStmt{kind: fsHeader}},
		{text: "SUBROUTINEX=1", fixed: true, want: fStmt{}},
		{text: "INTEGERFUNCTIONF(X)=1", fixed: true, want: fStmt{}},
		{text: "MODULEX=1", fixed: true, want: fStmt{}},
		{text: "REALX=1", fixed: true, want: fStmt{}},
		{text: "SUBROUTINES(X)", fixed: true, want: fStmt{kind: fsUnit, unit: fuSubroutine}},
		{text: "module_x = 1", want: fStmt{}},
		{text: "subroutine = 1", want: fStmt{}},
		{text: "use_count = 1", want: fStmt{}},
		// every keyword under its first letter, the ends of every unit,
		// and the glued fixed-form spellings (the classifier tries each
		// keyword only where its first letter may start it)
		{text: "end program p", want: fStmt{kind: fsEndUnit}},
		{text: "end function f", want: fStmt{kind: fsEndUnit}},
		{text: "endfunction", want: fStmt{kind: fsEndUnit}},
		{text: "end module m", want: fStmt{kind: fsEndUnit}},
		{text: "end submodule s", want: fStmt{kind: fsEndUnit}},
		{text: "end procedure p", want: fStmt{kind: fsEndUnit}},
		{text: "end block data bd", want: fStmt{kind: fsEndUnit}},
		{text: "endinterface", want: fStmt{kind: fsEndInterface}},
		{text: "end select", want: fStmt{}},
		{text: "end block", want: fStmt{}},
		{text: "end file 3", want: fStmt{}},
		{text: "end do = 1", want: fStmt{}},
		{text: "ENDBLOCKDATA", fixed: true, want: fStmt{kind: fsEndUnit}},
		{text: "ENDPROCEDURE", fixed: true, want: fStmt{kind: fsEndUnit}},
		{text: "ENDSUBMODULES", fixed: true, want: fStmt{kind: fsEndUnit}},
		{text: "ENDIF", fixed: true, want: fStmt{}},
		{text: "MODULEPROCEDUREMP", fixed: true, want: fStmt{kind: fsUnit, unit: fuModuleProcedure}},
		{text: "BLOCKDATA", fixed: true, want: fStmt{kind: fsUnit, unit: fuBlockData}},
		{text: "ABSTRACTINTERFACE", fixed: true, want: fStmt{kind: fsInterface}},
		{text: "CONTAINS", fixed: true, want: fStmt{kind: fsContains}},
		{text: "PARAMETER(N=1)", fixed: true, want: fStmt{kind: fsHeader}},
		{text: "DOUBLEPRECISIONFUNCTIONF(X)", fixed: true, want: fStmt{kind: fsUnit, unit: fuFunction}},
		{text: "double precision function d(x)", want: fStmt{kind: fsUnit, unit: fuFunction}},
		{text: "double complex function z(x)", want: fStmt{kind: fsUnit, unit: fuFunction}},
		{text: "double precision d", want: fStmt{}},
		{text: "complex function c(x)", want: fStmt{kind: fsUnit, unit: fuFunction}},
		{text: "character*(*) function c(x)", want: fStmt{kind: fsUnit, unit: fuFunction}},
		{text: "character*8 function c(x)", want: fStmt{kind: fsUnit, unit: fuFunction}},
		{text: "logical function l(x)", want: fStmt{kind: fsUnit, unit: fuFunction}},
		{text: "class(t) function f(x)", want: fStmt{kind: fsUnit, unit: fuFunction}},
		{text: "type(t) function f(x)", want: fStmt{kind: fsUnit, unit: fuFunction}},
		{text: "elemental function e(x)", want: fStmt{kind: fsUnit, unit: fuFunction, pure: true}},
		{text: "impure elemental function e(x)", want: fStmt{kind: fsUnit, unit: fuFunction, pure: true}},
		{text: "non_recursive subroutine s(x)", want: fStmt{kind: fsUnit, unit: fuSubroutine}},
		{text: "interface", want: fStmt{kind: fsInterface}},
		{text: "interface operator(+)", want: fStmt{kind: fsInterface}},
		{text: "import :: t", want: fStmt{kind: fsHeader}},
		{text: "use, intrinsic :: iso_c_binding", want: fStmt{kind: fsHeader}},
		{text: "use :: m", want: fStmt{kind: fsHeader}},
		{text: "format (a)", want: fStmt{kind: fsHeader}},
		{text: "format = 1", want: fStmt{}},
		{text: "program = 1", want: fStmt{}},
		{text: "contains = 1", want: fStmt{}},
		{text: "entry = 1", want: fStmt{}},
		{text: "include 'x.inc'", want: fStmt{}},
	} {
		text := LowerASCII(c.text)
		if got := classifyStmt(text, !c.fixed, false); got != c.want {
			t.Errorf("classifyStmt(%q, fixed %v) = %+v, want %+v", c.text, c.fixed, got, c.want)
		}
	}
}

// TestIsNormal checks isNormal against what it stands for: the text
// collapseBlanks leaves as it is, for every text of up to six bytes of
// a letter, '=' and the blanks, in both forms.
func TestIsNormal(t *testing.T) {
	const alphabet = "a= \t\f\v"
	var texts []string
	var grow func(s string)
	grow = func(s string) {
		texts = append(texts, s)
		if len(s) == 6 {
			return
		}
		for i := 0; i < len(alphabet); i++ {
			grow(s + alphabet[i:i+1])
		}
	}
	grow("")
	for _, free := range []bool{true, false} {
		for _, text := range texts {
			if got, want := isNormal(text, free), collapseBlanks(text, free) == text; got != want {
				t.Errorf("isNormal(%q, free %v) = %v, want %v", text, free, got, want)
			}
		}
	}
}
