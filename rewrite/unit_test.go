package rewrite

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"opari2/internal/testlib"
)

// selfContained instruments the preprocessed unit src (named name) as
// opari2 wrap does and returns the compilable text (AssembleUnit).
func selfContained(t *testing.T, name string, lang string, src []byte) string {
	t.Helper()
	opts := DefaultOptions()
	if err := opts.ApplyFlag(lang, ""); err != nil {
		t.Fatal(err)
	}
	if err := opts.Resolve(name); err != nil {
		t.Fatal(err)
	}
	opts.Preprocessed, opts.SelfContained, opts.RegisterAtLoad = true, true, true
	opts.Untied.Keep, opts.Untied.NoWarn = true, true
	res, err := Instrument(opts, Input{Path: name, IncludePath: name + ".opari.inc", IncludeName: name + ".opari.inc", Src: src})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := AssembleUnit(&b, res.Include, bytes.NewReader(res.Source)); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// onlyCompilerDirectives: preprocessed text holds line markers, pragmas
// and the #define/#undef lines of -g3, nothing a compiler would take as
// a directive to run.
var onlyCompilerDirectives = regexp.MustCompile(`^(# \d+ "[^"]*"( [1-4])*|#pragma .*|#(define|undef) .*)$`)

// TestSelfContainedUnit: the preprocessed unit testdata/c/selfcontained
// (made by gcc -E with stand-ins for the system headers and the forced
// include of the POMP2 declarations, as opari2 wrap preprocesses) gives
// the golden compilable text: the regions' struct after the first line
// markers, the lock wrappers declared where omp.h ends, the
// instrumentation on lines marked as a system header's, init functions
// at the end. It holds no directive but line markers and pragmas, and
// gcc compiles it without a warning at strict flags.
func TestSelfContainedUnit(t *testing.T) {
	dir := filepath.Join(testlib.RepoRoot(), "testdata", "c", "selfcontained")
	src, err := os.ReadFile(filepath.Join(dir, "unit.i"))
	if err != nil {
		t.Fatal(err)
	}
	got := selfContained(t, "unit.c", "c", src)
	testlib.Golden(t, filepath.Join(dir, "unit.i.golden"), got, *update)
	for i, l := range strings.Split(got, "\n") {
		if strings.HasPrefix(l, "#") && !onlyCompilerDirectives.MatchString(l) {
			t.Errorf("line %d is a directive the compiler of preprocessed text does not take: %q", i+1, l)
		}
	}
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skip("gcc not installed")
	}
	unit := filepath.Join(t.TempDir(), "unit.i")
	if err := os.WriteFile(unit, []byte(got), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("gcc", "-fopenmp", "-std=c99", "-Wall", "-Wextra", "-Wpedantic", "-Wshadow", "-Wmissing-prototypes", "-Wstrict-prototypes", "-c", "-o", os.DevNull, unit)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil || len(out) > 0 {
		t.Errorf("gcc: %v\n%s", err, out)
	}
}

// TestAssembleUnit: the unit's data goes after the leading line markers
// a compiler reads first (gcc's file name and working directory,
// clang's file name), followed by the first marker again.
func TestAssembleUnit(t *testing.T) {
	data := "# 1 \"<opari2>\" 3\nstatic int d;\n"
	for _, c := range []struct{ name, body, want string }{
		{"gcc -g", "# 0 \"a.c\"\n# 0 \"/w//\"\n# 0 \"<built-in>\"\nint x;\n",
			"# 0 \"a.c\"\n# 0 \"/w//\"\n" + data + "# 0 \"a.c\"\n# 0 \"<built-in>\"\nint x;\n"},
		{"gcc", "# 0 \"a.c\"\n# 0 \"<built-in>\"\nint x;\n",
			"# 0 \"a.c\"\n" + data + "# 0 \"a.c\"\n# 0 \"<built-in>\"\nint x;\n"},
		{"clang", "# 1 \"a.c\"\n# 1 \"<built-in>\" 1\nint x;\n",
			"# 1 \"a.c\"\n" + data + "# 1 \"a.c\"\n# 1 \"<built-in>\" 1\nint x;\n"},
		{"no markers (-P)", "int x;\n", data + "int x;\n"},
		{"one line", "# 0 \"a.c\"", "# 0 \"a.c\"" + data + "# 0 \"a.c\""},
	} {
		t.Run(c.name, func(t *testing.T) {
			var b bytes.Buffer
			if err := AssembleUnit(&b, []byte(data), strings.NewReader(c.body)); err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(c.want, b.String()); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
		})
	}
	var b bytes.Buffer
	body := "# 0 \"a.c\"\nint x;\n"
	if err := AssembleUnit(&b, nil, strings.NewReader(body)); err != nil || b.String() != body {
		t.Errorf("without data: %q, %v; want the text as it is", b.String(), err)
	}
}

// TestLockDeclarations: the lock wrappers a self-contained unit declares
// are pomp2_lock_decl.h's.
func TestLockDeclarations(t *testing.T) {
	h, err := os.ReadFile(filepath.Join(testlib.RepoRoot(), "pomp2", "include", "opari2", "pomp2_lock_decl.h"))
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, l := range strings.Split(string(h), "\n") {
		if strings.Contains(l, "POMP2_") && strings.HasSuffix(l, ");") {
			want = append(want, l)
		}
	}
	if d := cmp.Diff(want, strings.Split(strings.TrimSuffix(lockDeclarations, "\n"), "\n")); d != "" {
		t.Errorf("lockDeclarations differ from pomp2_lock_decl.h (-header +ours):\n%s", d)
	}
}

// TestWrapTaskFlags: opari2 wrap calls the POMP2 task functions for every
// task (an if(0) task too, which the reference leaves out), evaluates a
// final clause once into pomp2_final, which the directive and
// POMP2_Task_final use.
func TestWrapTaskFlags(t *testing.T) {
	src := "int depth(void);\nvoid f(int n) {\n#pragma omp task if(n) final(depth() > 3) untied\n{ n++; }\n}\n"
	got := selfContained(t, "flags.c", "c", []byte(src))
	for _, want := range []string{
		"int pomp2_if = (int)( n );",
		"int pomp2_final = !!( depth() > 3 );",
		"if (pomp2_final) POMP2_Task_final();",
		" if(pomp2_if) final(pomp2_final) firstprivate(pomp2_new_task, pomp2_if)",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("lacks %q:\n%s", want, got)
		}
	}
	if strings.Count(got, "depth()") != 1 || strings.Contains(got, "if (pomp2_if)") {
		t.Errorf("final's expression is evaluated more than once, or a task call is guarded:\n%s", got)
	}
}
