package rewrite

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Issue 18: clauses are read by their parentheses. Each test shows the
// bytes that matter; testdata/directives has the programs, compiled and
// run with the measurement library (TestDirectiveCases).

// A variable named like a clause stays in its list, and a combined
// construct is split between clauses, never inside a list.
func TestClauseNamesInLists(t *testing.T) {
	out := instrumentString(t, "a.c", "void f(){int i,j,num_threads,a,b,linear;\n#pragma omp parallel private(i,num_threads,j)\n{}\n#pragma omp parallel for reduction(+: a, linear, b)\nfor(i=0;i<9;i++) a++;\n}\n")
	for _, want := range []string{"#pragma omp parallel private(i,num_threads,j) POMP2_DLIST_00001", "int pomp2_num_threads = omp_get_max_threads();"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in:\n%s", want, out)
		}
	}
	if !regexp.MustCompile(`#pragma omp parallel +reduction\(\+: a, linear, b\) POMP2_DLIST`).MatchString(out) {
		t.Errorf("reduction list split:\n%s", out)
	}
	if !regexp.MustCompile(`#pragma omp +for +nowait`).MatchString(out) {
		t.Errorf("loop part:\n%s", out)
	}
}

// The if clause of the construct: its truth value, the reference's
// (int) cast kept where it keeps the value (a comparison, an int).
func TestIfValue(t *testing.T) {
	cases := []struct{ decl, clause, want string }{
		{"int k;", "if(k)", "int pomp2_if = (int)( k );"},
		{"int n;", "if(n > 1000)", "int pomp2_if = (int)( n>1000 );"},
		{"int n;", "if(parallel: n > 1000)", "int pomp2_if = (int)( n>1000 );"},
		{"double h;", "if(h)", "int pomp2_if = !!( h );"},
		{"", "if(0.5)", "int pomp2_if = !!( 0.5 );"},
		{"", "if(1L << 32)", "int pomp2_if = !!( 1L<<32 );"},
		{"int *p;", "if(p)", "int pomp2_if = !!( p );"},
		{"long k;", "if(k)", "int pomp2_if = !!( k );"},
		{"int x;", "if(sizeof x > 1)", "int pomp2_if = (int)( sizeof x>1 );"},
		{"int x;", "if(x - -1)", "int pomp2_if = !!( x- -1 );"},
		{"", `if(strcmp("a b", ")") != 0)`, `int pomp2_if = (int)( strcmp("a b",")")!=0 );`},
	}
	for _, c := range cases {
		out := instrumentString(t, "a.c", "void f(){"+c.decl+"\n#pragma omp parallel "+c.clause+"\n{}\n}\n")
		if !strings.Contains(out, c.want) {
			t.Errorf("%s %s: want %q in:\n%s", c.decl, c.clause, c.want, out)
		}
	}
	// a modifier naming another construct stays with it
	out := instrumentString(t, "a.c", "void f(int n){int i;\n#pragma omp parallel for simd if(simd: n > 4) if(parallel: n > 1)\nfor(i=0;i<n;i++);\n}\n")
	if !regexp.MustCompile(`#pragma omp +for simd +if\(simd: n > 4\) +nowait`).MatchString(out) || !strings.Contains(out, "(int)( n>1 )") {
		t.Errorf("if modifiers:\n%s", out)
	}
}

// The guard of an optional parallel region: the closing
// instrumentation goes into the section of the closing brace, as the
// reference puts it.
func TestIfdefGuardedBlock(t *testing.T) {
	src := "void f(int s){\n#ifdef USE_OMP\n#pragma omp parallel\n  {\n#endif\n    s++;\n#ifdef USE_OMP\n  }\n#endif\n}\n"
	out := instrumentString(t, "a.c", src)
	want := `#ifdef USE_OMP
  }
{ POMP2_Task_handle pomp2_old_task;
  POMP2_Implicit_barrier_enter( &opari2_region_1, &pomp2_old_task );
#pragma omp barrier
  POMP2_Implicit_barrier_exit( &opari2_region_1, pomp2_old_task ); }
  POMP2_Parallel_end( &opari2_region_1 ); }
  POMP2_Parallel_join( &opari2_region_1, pomp2_old_task ); }
#endif
}
`
	if d := cmp.Diff(want, out[strings.LastIndex(out, "#ifdef USE_OMP"):]); d != "" {
		t.Errorf("closing instrumentation (-want +got):\n%s", d)
	}
}

// A macro on a combined construct cannot be placed by its name: it stays
// on the parallel part, with a warning naming it (issue 18 item 4).
func TestMacroClauseWarning(t *testing.T) {
	opts, err := ParseArgsForTest([]string{"--nosrc"}, "amg.c")
	if err != nil {
		t.Fatal(err)
	}
	src := "#define HYPRE_SMP_SCHEDULE schedule(static)\nvoid f(int *a){int i;\n#pragma omp parallel for private(i) HYPRE_SMP_SCHEDULE\nfor(i=0;i<9;i++) a[i]=i;\n}\n"
	res, err := Instrument(opts, Input{Path: "amg.c", IncludePath: "amg.c.opari.inc", Src: []byte(src)})
	if err != nil {
		t.Fatal(err)
	}
	want := "amg.c:3: warning: 'HYPRE_SMP_SCHEDULE' is not an OpenMP clause (a macro?); it is put on the parallel part of 'parallel for'"
	if strings.Join(res.Warnings, "\n") != want {
		t.Errorf("warnings:\n%s\nwant:\n%s", strings.Join(res.Warnings, "\n"), want)
	}
	if !regexp.MustCompile(`#pragma omp parallel +private\(i\) HYPRE_SMP_SCHEDULE POMP2_DLIST`).MatchString(string(res.Source)) {
		t.Errorf("macro not on the parallel part:\n%s", res.Source)
	}
}

// Fortran parallel do simd (BabelStream): simd goes with the loop, in
// the start and the end directive.
func TestFortranParallelDoSimd(t *testing.T) {
	src := "subroutine s(a, n)\ninteger :: n, i\nreal :: a(n)\n!$omp parallel do simd private(i) simdlen(4)\ndo i = 1, n\n  a(i) = 0\nend do\n!$omp end parallel do simd\nend subroutine\n"
	res := instrumentInput(t, Input{Path: "a.f90", IncludePath: "a.f90.opari.inc", IncludeName: "a.f90.opari.inc", Src: []byte(src)})
	out := string(res.Source)
	for _, re := range []string{`!\$omp parallel +private\(i\) +&`, `!\$omp +do simd +simdlen\(4\)\n`, `!\$omp end do simd nowait\n`, `!\$omp end parallel\n`} {
		if !regexp.MustCompile(re).MatchString(out) {
			t.Errorf("missing %s in:\n%s", re, out)
		}
	}
}

// A directory name with '"' goes into #line directives and CTC strings
// escaped, and into the #include of the include file.
func TestQuoteInDirectory(t *testing.T) {
	lib, headers := propertyEnv(t)
	for _, name := range []string{"literals.c", "literals.f90"} {
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join(directivesTestdata, name))
			if err != nil {
				t.Fatal(err)
			}
			dir := filepath.Join(t.TempDir(), `q"dir`)
			if err := os.Mkdir(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			if r := checkProperty(dir, name, src, lib, headers); r.stage != stageOK {
				t.Errorf("%s", r)
			}
		})
	}
}

// TestStripBlanks: blanks and tabs go, every other byte stays, one that
// is not UTF-8 too.
func TestStripBlanks(t *testing.T) {
	checkStrings(t, "stripBlanks", stripBlanks, map[string]string{
		"":                  "",
		"static":            "static",
		"dynamic, 8":        "dynamic,8",
		" \t+ : s , t\t":    "+:s,t",
		"a\xe9 b":           "a\xe9b",
		"   ":               "",
		"x(i, j) + y ( k )": "x(i,j)+y(k)",
	})
}
