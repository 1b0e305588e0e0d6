package rewrite

import (
	"regexp"
	"strings"
	"testing"
)

// instrumentString instruments C source text without #line markers.
func instrumentString(t *testing.T, name, src string, args ...string) string {
	t.Helper()
	return string(instrumentInput(t, Input{Path: name, IncludePath: name + ".opari.inc", Src: []byte(src)}, args...).Source)
}

// instrumentInput instruments in with --nosrc and args; a failure ends
// the test.
func instrumentInput(t *testing.T, in Input, args ...string) *Result {
	t.Helper()
	opts, err := ParseArgsForTest(append([]string{"--nosrc"}, args...), in.Path)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Instrument(opts, in)
	if err != nil {
		t.Fatalf("instrument: %v", err)
	}
	return res
}

// after asserts that b appears after a in s.
func after(t *testing.T, s, a, b string) {
	t.Helper()
	i := strings.Index(s, a)
	j := strings.Index(s, b)
	if i < 0 || j < 0 || j < i+len(a) {
		t.Errorf("want %q after %q in:\n%s", b, a, s)
	}
}

// The reference ends a block at the first statement of an if/else or at
// the '}' of a do-while; we end it where the statement ends.
func TestBlockEndIfElseDoWhile(t *testing.T) {
	out := instrumentString(t, "a.c", "void f(int c, int x){\n#pragma omp single\nif (c)\n  x++;\nelse\n  x--;\n#pragma omp master\ndo {\n x++;\n} while (x < 3);\n}\n")
	after(t, out, "x--;", "POMP2_Single_end")
	after(t, out, "} while (x < 3);", "POMP2_Master_end")
}

// A lambda or initializer inside the statement does not end the block.
func TestBlockEndLambda(t *testing.T) {
	out := instrumentString(t, "a.cpp", "void f(int &x){\n#pragma omp critical\nx += [](int a){ return a; }(2);\nint y[] = {1};\n}\n")
	after(t, out, "}(2);", "POMP2_Critical_end")
	if strings.Index(out, "POMP2_Critical_end") > strings.Index(out, "int y[]") {
		t.Errorf("critical region extends past its statement:\n%s", out)
	}
}

// Removing untied must not damage the clause after it.
func TestUntiedRemovalKeepsNextClause(t *testing.T) {
	out := instrumentString(t, "a.c", "void f(int x){\n#pragma omp task untied shared(x)\nx++;\n}\n", "--untied=no-warn")
	if !regexp.MustCompile(`#pragma omp task +shared\(x\)`).MatchString(out) {
		t.Errorf("shared(x) damaged:\n%s", out)
	}
	if strings.Contains(out, "untied") {
		t.Errorf("untied not removed:\n%s", out)
	}
}

// Clause arguments with nested parentheses move whole when a combined
// construct is split.
func TestNestedParensInSplit(t *testing.T) {
	out := instrumentString(t, "a.c", "void f(int a,int b,int *v){int i;\n#pragma omp parallel for schedule(dynamic,(a)*(b)) if((a)>(b))\nfor(i=0;i<a;i++) v[i]=i;\n}\n")
	if !strings.Contains(out, "schedule(dynamic,(a)*(b))") {
		t.Errorf("schedule clause not moved whole:\n%s", out)
	}
	if !strings.Contains(out, "int pomp2_if = (int)( (a)>(b) );") {
		t.Errorf("if clause not evaluated once:\n%s", out)
	}
	for _, l := range strings.Split(out, "\n") {
		if strings.Contains(l, "pragma omp parallel") && strings.ContainsAny(strings.SplitN(l, "POMP2_DLIST", 2)[0], "()") {
			t.Errorf("parallel part kept loop clause text: %q", l)
		}
	}
}

// A structured block split by #if/#else closes after #endif.
func TestConditionalAlternatives(t *testing.T) {
	out := instrumentString(t, "a.c", "void f(int s){\n#pragma omp parallel\n#ifdef A\n{\n#else\n{ int z;\n#endif\n s++;\n}\n#pragma omp master\n#if 1\n s++;\n#else\n s--;\n#endif\n}\n")
	after(t, out, " s++;\n}", "POMP2_Parallel_end")
	after(t, out, " s--;\n#endif", "POMP2_Master_end")
}

// _Pragma("omp ...") is instrumented like #pragma omp.
func TestPragmaOperator(t *testing.T) {
	out := instrumentString(t, "a.c", "void f(int s){\n  _Pragma(\"omp parallel\")\n  s++;\n  _Pragma(\"message(\\\"hi\\\")\")\n}\n")
	if !strings.Contains(out, "  #pragma omp parallel POMP2_DLIST_00001") || !strings.Contains(out, "POMP2_Parallel_fork") {
		t.Errorf("_Pragma not instrumented:\n%s", out)
	}
	if !strings.Contains(out, `_Pragma("message(\"hi\")")`) {
		t.Errorf("non-OpenMP _Pragma changed:\n%s", out)
	}
}

// Lock calls become wrappers only where they are real calls.
func TestLockReplacement(t *testing.T) {
	src := "#include <omp.h>\nomp_lock_t l;\nextern void omp_set_lock(omp_lock_t *);\nint omp_test_lock (omp_lock_t *lk);\nvoid (*fp)(omp_lock_t *) = omp_unset_lock;\nint f(){\n  omp_set_lock(&l); /* omp_set_lock */\n  const char *s = \"omp_set_lock\";\n  omp_unset_lock (&l);\n  if (omp_test_lock(&l)) omp_unset_lock(&l);\n  return omp_test_lock(&l);\n}\n"
	out := instrumentString(t, "a.c", src)
	for _, want := range []string{"POMP2_Set_lock(&l);", "/* omp_set_lock */", `"omp_set_lock"`, "POMP2_Unset_lock (&l);",
		"extern void omp_set_lock(omp_lock_t *);", "int omp_test_lock (omp_lock_t *lk);", "= omp_unset_lock;",
		"if (POMP2_Test_lock(&l)) POMP2_Unset_lock(&l);", "return POMP2_Test_lock(&l);"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in:\n%s", want, out)
		}
	}
	if strings.Contains(out, "#include <omp.h>") {
		t.Errorf("omp.h include kept:\n%s", out)
	}
	out = instrumentString(t, "a.c", src, "--disable=locks")
	if strings.Contains(out, "POMP2_Set_lock") {
		t.Errorf("--disable=locks ignored:\n%s", out)
	}
}

// num_threads and if are evaluated once, before the fork.
func TestNumThreadsIf(t *testing.T) {
	out := instrumentString(t, "a.c", "int g(void);\nvoid f(){\n#pragma omp parallel num_threads(g()) if(g() > 1)\n;\n}\n")
	for _, want := range []string{"int pomp2_num_threads = g();", "int pomp2_if = (int)( g()>1 );", "if(pomp2_if) num_threads(pomp2_num_threads)"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in:\n%s", want, out)
		}
	}
}

// Both spellings of every option parse to the same settings.
func TestOptionSpellings(t *testing.T) {
	pairs := [][2]string{
		{"--nodecl", "--omp-nodecl"},
		{"--tpd", "--omp-tpd"},
		{"--tpd-mangling=intel", "--omp-tpd-mangling=intel"},
		{"--task=warn", "--omp-task=warn"},
		{"--untied=keep,no-warn", "--omp-task-untied=keep,no-warn"},
		{"--disable=atomic,critical", "--disable=omp:atomic,critical"},
	}
	for _, p := range pairs {
		a, err := ParseArgsForTest([]string{p[0]}, "x.c")
		if err != nil {
			t.Fatal(err)
		}
		b, err := ParseArgsForTest([]string{p[1]}, "x.c")
		if err != nil {
			t.Fatal(err)
		}
		if a.AddSharedDecl != b.AddSharedDecl || a.CopyTPD != b.CopyTPD || a.TPDName != b.TPDName ||
			a.Task != b.Task || a.Untied != b.Untied || strings.Join(a.Disabled.DisabledNames(), ",") != strings.Join(b.Disabled.DisabledNames(), ",") {
			t.Errorf("%s and %s differ: %+v vs %+v", p[0], p[1], a, b)
		}
	}
	for _, bad := range []string{"--task=never", "--untied=maybe", "--tpd-mangling=msvc", "--disable=omp:nothing", "--bogus"} {
		if _, err := ParseArgsForTest([]string{bad}, "x.c"); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
	if o, _ := ParseArgsForTest(nil, "x.cpp"); o.Lang.String() != "C++" {
		t.Errorf("x.cpp is %v", o.Lang)
	}
	for _, n := range []string{"x.cc", "x.cxx", "x.C", "x.c++"} {
		if o, _ := ParseArgsForTest(nil, n); o.Lang.String() != "C++" {
			t.Errorf("%s is %v", n, o.Lang)
		}
	}
}

// --preprocessed puts the include where the build marked it and declares
// handles without NULL (which a preprocessed file may not define).
func TestPreprocessed(t *testing.T) {
	opts, _ := ParseArgsForTest([]string{"--preprocessed"}, "p.c")
	res, err := Instrument(opts, Input{Path: "p.c", IncludePath: "p.c.opari.inc", Src: []byte("int x;\n___POMP2_INCLUDE___\nvoid f(){\n#pragma omp barrier\n}\n")})
	if err != nil {
		t.Fatal(err)
	}
	src := string(res.Source)
	if !strings.HasPrefix(src, "#line 1 \"p.c\"\nint x;\n#include \"p.c.opari.inc\"\n") {
		t.Errorf("include not at the marker:\n%s", src)
	}
	if strings.Contains(string(res.Include), "NULL") || strings.Contains(string(res.Include), "#include <opari2") {
		t.Errorf("preprocessed include file:\n%s", res.Include)
	}
}

// Preprocessed input names the file of its last line marker, with that
// marker's line numbers, in CTC strings (begin and end: a block that ends
// after a marker naming another file says so) and in #line output; in the
// text of the runtime's own header (a marker naming omp.h) no lock call
// is replaced, in the user's text every one is (issue 13 item 1).
func TestPreprocessedLineMarkers(t *testing.T) {
	src := "# 1 \"u.input.prep.c\"\n" +
		"# 1 \"/usr/lib/gcc/include/omp.h\" 1 3 4\n" +
		"static inline void lk(omp_lock_t *l) { omp_set_lock(l); }\n" +
		"# 3 \"/src/user.c\" 2\n" +
		"___POMP2_INCLUDE___\n" +
		"void f(omp_lock_t *l) {\n" +
		"  omp_set_lock(l);\n" +
		"#pragma omp parallel\n" +
		"  {\n" +
		"# 20 \"/src/user.h\" 1\n" +
		"  }\n" +
		"# 9 \"/src/user.c\" 2\n" +
		"#pragma omp barrier\n" +
		"}\n"
	opts, _ := ParseArgsForTest([]string{"--preprocessed"}, "u.input.prep.c")
	res, err := Instrument(opts, Input{Path: "u.input.prep.c", IncludePath: "u.input.prep.c.opari.inc", Src: []byte(src)})
	if err != nil {
		t.Fatal(err)
	}
	out, inc := string(res.Source), string(res.Include)
	for _, want := range []string{
		`"68*regionType=parallel*sscl=/src/user.c:6:6*escl=/src/user.h:20:20**"`,
		`"65*regionType=barrier*sscl=/src/user.c:9:9*escl=/src/user.c:9:9**"`,
	} {
		if !strings.Contains(inc, want) {
			t.Errorf("no %s in the include file:\n%s", want, inc)
		}
	}
	for _, want := range []string{"{ omp_set_lock(l); }", "  POMP2_Set_lock(l);", "#line 6 \"/src/user.c\"", "#line 9 \"/src/user.c\""} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in:\n%s", want, out)
		}
	}
}

// Fortran: a marker naming omp_lib.h keeps its lock calls; the CTC
// strings name the user's file.
func TestFortranPreprocessedRuntimeHeader(t *testing.T) {
	src := "# 1 \"/src/p.F90\"\nsubroutine s(l)\n  integer(8) :: l\n# 1 \"/usr/include/omp_lib.h\" 1\n  call omp_set_lock(l)\n# 4 \"/src/p.F90\" 2\n  call omp_set_lock(l)\n  !$omp barrier\nend subroutine s\n"
	opts, err := ParseArgsForTest([]string{"--preprocessed"}, "p.input.prep.F90")
	if err != nil {
		t.Fatal(err)
	}
	res, err := Instrument(opts, Input{Path: "p.input.prep.F90", IncludePath: "p.input.prep.F90.opari.inc", IncludeName: "p.input.prep.F90.opari.inc", Src: []byte(src)})
	if err != nil {
		t.Fatal(err)
	}
	out := string(res.Source)
	if strings.Count(out, "call omp_set_lock(l)") != 1 || strings.Count(out, "call POMP2_Set_lock(l)") != 1 {
		t.Errorf("want the header's call kept and the user's replaced:\n%s", out)
	}
	if !strings.Contains(string(res.Include), "sscl=/src/p.F90:5:5") {
		t.Errorf("CTC does not name /src/p.F90:5:\n%s", res.Include)
	}
}

// --register-at-load adds a constructor that calls the init function.
func TestRegisterAtLoad(t *testing.T) {
	opts, _ := ParseArgsForTest([]string{"--register-at-load"}, "r.c")
	res, err := Instrument(opts, Input{Path: "r.c", IncludePath: "r.c.opari.inc", Src: []byte("void f(){\n#pragma omp barrier\n}\n")})
	if err != nil {
		t.Fatal(err)
	}
	inc := string(res.Include)
	m := regexp.MustCompile(`void (POMP2_Init_reg_\w+)\(\)`).FindStringSubmatch(inc)
	if m == nil || !strings.Contains(inc, "__attribute__((constructor))") || !strings.Contains(inc, "    "+m[1]+"();") {
		t.Errorf("no load-time registration:\n%s", inc)
	}
}

// do, workshare and their parallel forms are Fortran directives: in C
// they pass through with a warning, and the constructs around them keep
// their nesting (the reference took them for constructs without a region
// and closed the enclosing one at their block's end).
func TestFortranOnlyDirectivesInC(t *testing.T) {
	src := "void f(int *a){int i;\n#pragma omp parallel\n{\n#pragma omp do\nfor(i=0;i<9;i++) a[i]=i;\n#pragma omp workshare\n{ a[0]=1; }\n}\n#pragma omp parallel do\nfor(i=0;i<9;i++) a[i]=i;\n}\n"
	opts, err := ParseArgsForTest([]string{"--nosrc"}, "a.c")
	if err != nil {
		t.Fatal(err)
	}
	res, err := Instrument(opts, Input{Path: "a.c", IncludePath: "a.c.opari.inc", Src: []byte(src)})
	if err != nil {
		t.Fatalf("instrument: %v", err)
	}
	out := string(res.Source)
	for _, d := range []string{"#pragma omp do\n", "#pragma omp workshare\n", "#pragma omp parallel do\n"} {
		if !strings.Contains(out, d) {
			t.Errorf("%q not passed through:\n%s", d, out)
		}
	}
	after(t, out, "{ a[0]=1; }\n}", "POMP2_Parallel_end")
	if strings.Count(out, "POMP2_Parallel_fork") != 1 || strings.Contains(out, "POMP2_Do") || strings.Contains(out, "POMP2_Workshare") {
		t.Errorf("Fortran-only directives instrumented:\n%s", out)
	}
	want := []string{"a.c:4: warning: OpenMP directive 'do' exists in Fortran only; passed through unchanged",
		"a.c:6: warning: OpenMP directive 'workshare' exists in Fortran only; passed through unchanged",
		"a.c:9: warning: OpenMP directive 'parallel do' exists in Fortran only; passed through unchanged"}
	if strings.Join(res.Warnings, "\n") != strings.Join(want, "\n") {
		t.Errorf("warnings:\n%s\nwant:\n%s", strings.Join(res.Warnings, "\n"), strings.Join(want, "\n"))
	}
}
