package rewrite

import (
	"regexp"
	"strings"
	"testing"
)

// The points where the reference's Fortran parser fails, each stated as
// a property of the output (the goldens in testdata/fortran show the
// whole text, the compile test that gfortran accepts it).

// instrumentF instruments Fortran source text without #line markers.
func instrumentF(t *testing.T, name, src string, args ...string) string {
	t.Helper()
	inc := name + ".opari.inc"
	return string(instrumentInput(t, Input{Path: name, IncludePath: inc, IncludeName: inc, Src: []byte(src)}, args...).Source)
}

// lineIndex returns the index of the first line that, trimmed, equals
// want (or starts with it when prefix is set); -1 when there is none.
func lineIndex(lines []string, want string, prefix bool) int {
	for i, l := range lines {
		l = strings.TrimSpace(l)
		if l == want || (prefix && strings.HasPrefix(l, want)) {
			return i
		}
	}
	return -1
}

// order asserts that the given lines (trimmed, prefixes) appear in this
// order, each after the one before.
func order(t *testing.T, out string, want ...string) {
	t.Helper()
	lines := strings.Split(out, "\n")
	from := 0
	for _, w := range want {
		i := lineIndex(lines[from:], w, true)
		if i < 0 {
			t.Errorf("no line %q after line %d in:\n%s", w, from, out)
			return
		}
		from += i + 1
	}
}

func TestFortranEndAtomic(t *testing.T) {
	out := instrumentF(t, "a.f90", "subroutine s(x, v)\n  integer :: x, v\n  !$omp atomic\n  x = x + 1\n  !$omp end atomic\n  !$omp atomic capture\n  v = x\n  x = x + 1\n  !$omp end atomic\n  !$omp atomic\n  x = x + 2\nend subroutine s\n")
	order(t, out, "x = x + 1", "!$omp end atomic", "call POMP2_Atomic_exit(opari2_region_1)",
		"!$omp atomic capture", "v = x", "x = x + 1", "!$omp end atomic", "call POMP2_Atomic_exit(opari2_region_2)",
		"!$omp atomic", "x = x + 2", "call POMP2_Atomic_exit(opari2_region_3)")
	if strings.Count(out, "POMP2_Atomic_exit") != 3 {
		t.Errorf("want three exits:\n%s", out)
	}
}

func TestFortranSemicolons(t *testing.T) {
	out := instrumentF(t, "a.f90", "subroutine s(a, n)\n  implicit none; integer :: n; real :: a(n)\n  integer :: i, k\n  !$omp parallel do\n  do i = 1, n; a(i) = 0.0; end do; k = 1\nend subroutine s\n")
	order(t, out, "implicit none", "include 'a.f90.opari.inc'", "integer :: n; real :: a(n)",
		"do i = 1, n; a(i) = 0.0; end do", "!$omp end do nowait", "call POMP2_Parallel_join(", "k = 1")
	fixed := instrumentF(t, "a.f", "      subroutine s(a, n)\n      integer n, i, k\n      real a(n)\n!$omp parallel do\n      do i = 1, n; a(i) = 0.0; end do; k = 1\n      end\n")
	if !regexp.MustCompile(`(?m)^ {6} k = 1$`).MatchString(fixed) {
		t.Errorf("the rest of a split fixed-form line must start after column 6:\n%s", fixed)
	}
}

func TestFortranClauseOnContinuationLine(t *testing.T) {
	out := instrumentF(t, "a.f90", "subroutine s(n, nt)\n  integer :: n, nt\n  !$omp parallel &\n  !$omp num_threads(nt) &\n  !$omp if(n > 10)\n  n = 1\n  !$omp end parallel\nend subroutine s\n")
	for _, want := range []string{"pomp2_num_threads = nt", "pomp2_if = ( n>10 )", "!$omp if(pomp2_if) num_threads(pomp2_num_threads)"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in:\n%s", want, out)
		}
	}
	if regexp.MustCompile(`(?m)^\s*!\$omp[\s&]*$`).MatchString(out) {
		t.Errorf("empty continuation line left (free form forbids it):\n%s", out)
	}
}

func TestFortranLiteralsAcrossLines(t *testing.T) {
	out := instrumentF(t, "a.f90", "subroutine s(n)\n  implicit none\n  character(len=*), parameter :: f = '(a, ' // &\n                                     'i5)'\n  integer :: n\n  call show('(', &\n            ')', \"it's !$omp barrier (\")\n  !$omp barrier\nend subroutine s\n")
	order(t, out, "implicit none", "include 'a.f90.opari.inc'", "character(len=*), parameter :: f = '(a, ' // &", "'i5)'", "integer :: n",
		"call show('(', &", "')', \"it's !$omp barrier (\")", "call POMP2_Barrier_enter(opari2_region_1,&")
	if strings.Count(out, "POMP2_Barrier_enter") != 1 {
		t.Errorf("directive text inside a literal was instrumented:\n%s", out)
	}
}

func TestFortranKeywordPrefixedNames(t *testing.T) {
	src := "module m\n  integer :: interfaces_count, do_loop, endif_flag, use_count\ncontains\n  subroutine s(n)\n    integer :: n, i\n    use_count = n\n    interfaces_count = 1\n    !$omp parallel do\n    do_loop_label: do i = 1, n\n      endif_flag = i\n    end do do_loop_label\n    do_loop = 2\n  end subroutine s\nend module m\n"
	out := instrumentF(t, "a.f90", src)
	order(t, out, "subroutine s(n)", "include 'a.f90.opari.inc'", "integer :: n, i", "use_count = n",
		"do_loop_label: do i = 1, n", "end do do_loop_label", "!$omp end do nowait", "call POMP2_Parallel_join(", "do_loop = 2")
	if strings.Count(out, "include 'a.f90.opari.inc'") != 2 { // the unit and the init subroutine
		t.Errorf("include lines:\n%s", out)
	}
}

func TestFortranToolDirectives(t *testing.T) {
	out := instrumentF(t, "a.f90", "subroutine s(a, n)\n  integer :: n, i\n  real :: a(n)\n  !GCC$ ivdep\n  !$omp parallel do\n  do i = 1, n\n    a(i) = 0\n  end do\nend subroutine s\n")
	order(t, out, "call POMP2_Do_enter(", "!GCC$ ivdep", "!$omp          do", "do i = 1, n")
	fixed := instrumentF(t, "a.f", "      subroutine s(a, n)\n      integer n, i\n      real a(n)\n!$omp parallel do\n! a plain comment goes, as in the reference\n!DIR$ IVDEP\n      do i = 1, n\n         a(i) = 0\n      end do\n      end\n")
	order(t, fixed, "!$omp          do", "!DIR$ IVDEP", "do i = 1, n")
	if strings.Contains(fixed, "a plain comment") {
		t.Errorf("the reference drops plain comments after a fixed-form directive (the corpus expects it):\n%s", fixed)
	}
}

func TestFortranNoProgramStatement(t *testing.T) {
	out := instrumentF(t, "a.f90", "use omp_lib\nimplicit none\ninteger :: i\n!$omp parallel\ni = 1\n!$omp end parallel\nend\n")
	order(t, out, "use omp_lib", "implicit none", "include 'a.f90.opari.inc'", "integer :: i", "call POMP2_Parallel_fork(")
	out = instrumentF(t, "b.f", "!$omp parallel\n      print *, 1\n!$omp end parallel\n      end\n")
	order(t, out, "include 'b.f.opari.inc'", "call POMP2_Parallel_fork(")
}

func TestFortranConditionals(t *testing.T) {
	src := "subroutine s(a, n)\n  implicit none\n#ifdef BIG\n  integer(kind=8) :: extra\n#endif\n  integer :: n, i\n  real :: a(n)\n  !$omp parallel do\n#ifdef REVERSE\n  do i = n, 1, -1\n#else\n  do i = 1, n\n#endif\n    a(i) = 0\n  end do\nend subroutine s\n"
	out := instrumentF(t, "a.F90", src)
	// one include in each configuration: inside #ifdef BIG, and in an
	// #else added for the other
	order(t, out, "#ifdef BIG", "include 'a.F90.opari.inc'", "integer(kind=8) :: extra", "#else", "include 'a.F90.opari.inc'", "#endif", "integer :: n, i")
	// both loop headers belong to the one parallel do, closed once
	order(t, out, "#ifdef REVERSE", "do i = n, 1, -1", "#else", "do i = 1, n", "#endif", "end do", "!$omp end do nowait")
	if strings.Count(out, "POMP2_Parallel_join") != 1 {
		t.Errorf("want one join:\n%s", out)
	}
}

func TestFortranSharedContinue(t *testing.T) {
	out := instrumentF(t, "a.f", "      subroutine s(a, n)\n      integer n, i, j\n      real a(n, n)\n!$omp parallel do\n      do 10 i = 1, n\n         do 10 j = 1, n\n            a(i, j) = 0.0\n   10 continue\n      x = 1\n      end\n")
	order(t, out, "do 10 i = 1, n", "do 10 j = 1, n", "10 continue", "!$omp end do nowait", "call POMP2_Parallel_join(", "x = 1")
}

// Upper, lower and mixed case keywords and sentinels are the same.
func TestFortranCase(t *testing.T) {
	lower := instrumentF(t, "a.f90", "subroutine s(a, n)\n  integer :: n, i\n  real :: a(n)\n  !$omp parallel do\n  do i = 1, n\n    a(i) = 0\n  enddo\nend subroutine s\n")
	upper := instrumentF(t, "a.f90", "SUBROUTINE S(A, N)\n  INTEGER :: N, I\n  REAL :: A(N)\n  !$OMP PARALLEL DO\n  DO I = 1, N\n    A(I) = 0\n  ENDDO\nEND SUBROUTINE S\n")
	norm := func(s string) string {
		return strings.ToLower(regexp.MustCompile(`cb[0-9a-f]+|Init_reg_[0-9a-f]+`).ReplaceAllString(s, "x"))
	}
	if norm(lower) != norm(upper) {
		t.Errorf("upper case input instrumented differently:\n%s\n---\n%s", lower, upper)
	}
}

// A "# N file" marker left by an earlier preprocessor run renumbers the
// lines of CTC strings and of the #line output, and both name the
// marker's file, as the reference's do (issue 13 item 1).
func TestFortranLineMarkers(t *testing.T) {
	opts, err := ParseArgsForTest(nil, "a.F90")
	if err != nil {
		t.Fatal(err)
	}
	src := "subroutine s()\n# 40 \"orig.F90\"\n  !$omp barrier\n#line 7\n  !$omp flush\nend subroutine s\n"
	res, err := Instrument(opts, Input{Path: "a.F90", IncludePath: "a.F90.opari.inc", IncludeName: "a.F90.opari.inc", Src: []byte(src)})
	if err != nil {
		t.Fatal(err)
	}
	inc := string(res.Include)
	for _, want := range []string{"sscl=orig.F90:40:40*escl=orig.F90:40:40", "sscl=orig.F90:7:7"} {
		if !strings.Contains(strings.ReplaceAll(strings.ReplaceAll(inc, "\"//&\n      \"", ""), "\n", ""), want) {
			t.Errorf("missing %q in:\n%s", want, inc)
		}
	}
	if !strings.Contains(string(res.Source), "#line 41 \"orig.F90\"") || !strings.Contains(string(res.Source), "#line 8 \"orig.F90\"") {
		t.Errorf("no #line after the barrier:\n%s", res.Source)
	}
}

// An end atomic ends the wait for the atomic statement also when atomic
// is not instrumented: a conditional group whose branch holds a complete
// atomic construct leaves the same state as one without (no warning).
func TestEndAtomicDisabledInConditional(t *testing.T) {
	src := "program p\n  integer :: i\n!$omp parallel\n#ifdef A\n!$omp atomic\n  i = i + 1\n!$omp end atomic\n#else\n  i = i + 2\n#endif\n!$omp end parallel\nend program\n"
	for _, args := range [][]string{nil, {"--disable=atomic"}} {
		opts, err := ParseArgsForTest(append([]string{"--nosrc"}, args...), "a.F90")
		if err != nil {
			t.Fatal(err)
		}
		res, err := Instrument(opts, Input{Path: "a.F90", IncludePath: "a.F90.opari.inc", IncludeName: "a.F90.opari.inc", Src: []byte(src)})
		if err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		if len(res.Warnings) > 0 {
			t.Errorf("%v: warnings %q", args, res.Warnings)
		}
	}
}
