package rewrite

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"opari2/initgen"
	"opari2/internal/testlib"
	"opari2/parser"
)

// The programs of testdata/fortran are instrumented, linked with the
// measurement library and run with two threads and the event echo on:
// the program must print what the uninstrumented program prints, every
// thread's events must nest (each enter has its exit, each begin its end,
// in order), and each construct must report the events it stands for.

// pomp2Lib is libpomp2.a (the c-archive of pomp2/lib), built once for
// the tests.
var pomp2Lib = &testlib.Library{Dir: filepath.Join(testlib.RepoRoot(), "pomp2", "lib"), Mode: "c-archive", Name: "libpomp2.a"}

// TestMain removes the library built for the tests.
func TestMain(m *testing.M) {
	code := m.Run()
	pomp2Lib.Remove()
	os.Exit(code)
}

// runEcho instruments a testdata program (testdata/fortran, or
// testdata/c for a C input), links it with the library and runs it; it
// returns the program's own output and each thread's events.
func runEcho(t *testing.T, input string, args []string) (string, map[int][]string) {
	t.Helper()
	lib := pomp2Lib.Path(t)
	dir := t.TempDir()
	fortran := parser.LangFromName(input).IsFortran()
	from, cc, libs := fTestdata, "gfortran", []string{"-lgfortran"}
	if !fortran {
		from, cc, libs = cTestdata, "gcc", nil
	}
	src, err := os.ReadFile(filepath.Join(from, input))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, input), src, 0o644); err != nil {
		t.Fatal(err)
	}
	opts, err := ParseArgsForTest(args, input)
	if err != nil {
		t.Fatal(err)
	}
	out, _ := OutputName(input, fortran, opts.KeepSrcInfo)
	wd, _ := os.Getwd()
	if err := os.Chdir(dir); err != nil {
		t.Fatal(err)
	}
	_, err = RunFiles(opts, input, out)
	os.Chdir(wd)
	if err != nil {
		t.Fatal(err)
	}
	env := []string{"OMP_NUM_THREADS=2"}
	// the uninstrumented program, for its output
	testlib.Run(t, dir, nil, cc, "-fopenmp", "-o", "plain", input)
	want := testlib.Run(t, dir, env, "./plain")

	var obj string
	if fortran {
		obj = gfortran(t, dir, out, opts.Form)
	} else {
		obj = filepath.Join(dir, out+".o")
		testlib.Run(t, dir, nil, cc, "-fopenmp", "-I", headerDir(t), "-c", "-o", obj, out)
	}
	funcs, err := initgen.Scan([]string{obj})
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "init.c"), initgen.Write(funcs), 0o644); err != nil {
		t.Fatal(err)
	}
	testlib.Run(t, dir, nil, "gcc", append([]string{"-fopenmp", "-o", "prog", "init.c", obj, lib, "-lpthread", "-lm"}, libs...)...)
	got := testlib.Run(t, dir, append(env, "POMP2_ECHO=1", "POMP2_PROFILE=0", "POMP2_QUIET=1"), "./prog")
	events := map[int][]string{}
	var plain []string
	for _, l := range strings.Split(strings.TrimRight(got, "\n"), "\n") {
		var n int
		if len(l) > 5 && l[3] == ':' {
			if _, err := fmt.Sscanf(strings.TrimSpace(l[:3]), "%d", &n); err == nil {
				events[n] = append(events[n], l[5:])
				continue
			}
		}
		plain = append(plain, l)
	}
	if d := cmp.Diff(strings.TrimRight(want, "\n"), strings.Join(plain, "\n")); d != "" {
		t.Errorf("the instrumented program prints something else (-uninstrumented +instrumented):\n%s", d)
	}
	return want, events
}

// checkNesting fails when a thread's events do not nest.
func checkNesting(t *testing.T, thread int, events []string) {
	t.Helper()
	var stack []string
	for i, e := range events {
		if strings.HasPrefix(e, " ") { // continuation line ("suspend task: 3")
			continue
		}
		f := strings.Fields(e)
		var open, close string
		switch {
		case len(f) >= 3 && f[0] == "task" && f[1] == "create":
			if f[2] == "begin" {
				open = "task create"
			} else {
				close = "task create"
			}
		case len(f) == 2 && f[0] == "task":
			if f[1] == "begin" {
				open = "task"
			} else {
				close = "task"
			}
		case f[0] == "enter" || f[0] == "begin" || f[0] == "fork":
			open = strings.Join(f[1:], " ")
		case f[0] == "exit" || f[0] == "end" || f[0] == "join":
			close = strings.Join(f[1:], " ")
		default:
			continue // init, finalize, lock events
		}
		if open != "" {
			stack = append(stack, open)
			continue
		}
		if len(stack) == 0 || stack[len(stack)-1] != close {
			t.Errorf("thread %d, event %d %q: open are %q\n%s", thread, i, e, stack, strings.Join(events, "\n"))
			return
		}
		stack = stack[:len(stack)-1]
	}
	if len(stack) > 0 {
		t.Errorf("thread %d ends with %q open", thread, stack)
	}
}

// checkEvents fails when no events were echoed, when a thread's events
// do not nest, or when an event does not occur as often as want says.
func checkEvents(t *testing.T, events map[int][]string, want map[string]int) {
	t.Helper()
	if len(events[0]) == 0 {
		t.Fatal("no events echoed")
	}
	for thread, evs := range events {
		checkNesting(t, thread, evs)
	}
	for text, n := range want {
		if got := count(events, text); got != n {
			t.Errorf("%q: %d events, want %d", text, got, n)
		}
	}
}

// count counts the events with the given text over all threads.
func count(events map[int][]string, text string) int {
	n := 0
	for _, evs := range events {
		for _, e := range evs {
			if strings.Join(strings.Fields(e), " ") == text {
				n++
			}
		}
	}
	return n
}

func TestRunFortranPrograms(t *testing.T) {
	needCompiler(t, "gfortran")
	needCompiler(t, "gcc")
	if testing.Short() {
		t.Skip("builds the measurement library")
	}
	// per program (and options): events and how often they must occur
	// with 2 threads
	cases := []struct {
		input string
		args  []string
		want  map[string]int
	}{
		{"constructs.f90", nil, map[string]int{
			"fork parallel": 1, "begin parallel": 2, "enter for": 6, "begin section": 3,
			"begin single": 3, "begin master": 1, "begin critical": 2, "begin critical update_k": 2,
			"enter atomic": 4, "enter barrier": 2, "enter flush": 2, "begin ordered": 4,
			"task create begin": 2, "task begin": 2, "enter workshare": 4, "set lock": 2, "init lock": 1,
		}},
		// copyin(pomp_tpd): the threadprivate common block is the
		// library's pomp_tpd_
		{"constructs.f90", []string{"--omp-tpd"}, map[string]int{"fork parallel": 1, "begin parallel": 2, "enter for": 6}},
		{"constructs.f", nil, map[string]int{
			"fork parallel": 3, "begin parallel": 6, "enter for": 8, "begin section": 2,
			"begin master": 1, "begin critical": 2, "begin critical upd": 2, "enter atomic": 4, "task begin": 2,
			"enter workshare": 4,
		}},
		// only the parallel regions stay
		{"constructs.f", []string{"--disable=omp"}, map[string]int{
			"fork parallel": 3, "begin parallel": 6, "enter for": 0, "begin master": 0, "enter atomic": 0,
			"enter workshare": 0, "set lock": 0,
		}},
		{"user.f90", nil, map[string]int{"begin region setup": 1, "end region setup": 1, "fork parallel": 2}},
		{"better_no_program.f90", nil, map[string]int{"fork parallel": 1, "begin parallel": 2, "enter atomic": 2}},
		{"better_no_program.f", nil, map[string]int{"fork parallel": 1, "begin parallel": 2}},
		// POMP directives in every sentinel (issue 13 item 5): the user
		// regions outer and last (work), none while off, the parallel
		// region under noinstrument, not its critical construct
		{"pomp_sentinels.f", nil, map[string]int{
			"begin region outer": 1, "end region outer": 1, "begin region hidden": 0, "begin region last": 1,
			"end region last": 1, "fork parallel": 1, "begin critical": 0,
		}},
		{"pomp_sentinels.f90", nil, map[string]int{
			"begin region outer": 1, "end region outer": 1, "begin region hidden": 0, "begin region work": 1,
			"end region work": 1, "fork parallel": 1, "begin critical": 0,
		}},
		// stand-alone ordered passes through (item 4): only the block
		// ordered of the last loop has events
		{"ordered_standalone.F90", nil, map[string]int{"enter ordered": 4, "begin ordered": 4, "end ordered": 4}},
		{"ordered_standalone.F", nil, map[string]int{"enter ordered": 4, "begin ordered": 4, "end ordered": 4}},
		// comments before the supplied end do (item 7)
		{"loop_end_comments.f", nil, map[string]int{"fork parallel": 3, "enter for": 8, "exit for": 8}},
		{"loop_end_comments.f90", nil, map[string]int{"fork parallel": 4, "enter for": 10, "exit for": 10}},
	}
	for _, c := range cases {
		t.Run(strings.Join(append([]string{c.input}, c.args...), " "), func(t *testing.T) {
			_, events := runEcho(t, c.input, c.args)
			checkEvents(t, events, c.want)
		})
	}
}

// TestRunCPrograms runs C programs of testdata/c as TestRunFortranPrograms
// runs the Fortran ones.
func TestRunCPrograms(t *testing.T) {
	needCompiler(t, "gcc")
	if testing.Short() {
		t.Skip("builds the measurement library")
	}
	cases := []struct {
		input string
		want  map[string]int
	}{
		// every POMP directive (issue 13 item 5)
		{"pomp_directives.c", map[string]int{
			"begin region outer": 1, "end region outer": 1, "begin region hidden": 0, "begin region work": 1,
			"end region work": 1, "fork parallel": 1, "begin critical": 0,
		}},
		// stand-alone ordered passes through (item 4)
		{"ordered_standalone.c", map[string]int{"enter ordered": 4, "begin ordered": 4, "end ordered": 4}},
	}
	for _, c := range cases {
		t.Run(c.input, func(t *testing.T) {
			_, events := runEcho(t, c.input, nil)
			checkEvents(t, events, c.want)
		})
	}
}
