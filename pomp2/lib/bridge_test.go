package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The tests of the OMPT bridge in the library: programs instrumented with
// the rewriter, linked with libpomp2 and run with POMP2_OMPT_TOOL, whose
// tool output is compared with goldens (printer) or checked (checker).

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if d := cmp.Diff(string(want), got); d != "" {
		t.Errorf("%s differs (-want +got):\n%s", name, d)
	}
}

// runTool runs prog with the bridge's tool and returns what the tool
// wrote and the program's output.
func runTool(t *testing.T, dir, prog, tool string, env ...string) (toolOut, progOut string) {
	t.Helper()
	outFile := filepath.Join(t.TempDir(), "tool.out")
	env = append([]string{"OMP_NUM_THREADS=2", "POMP2_PROFILE=0", "POMP2_QUIET=1",
		"POMP2_OMPT_TOOL=" + tool, "POMP2_OMPT_OUTPUT=" + outFile}, env...)
	progOut = sh(t, dir, env, prog)
	b, err := os.ReadFile(outFile)
	if err != nil {
		t.Fatalf("the tool wrote no output: %v\n%s", err, progOut)
	}
	return string(b), progOut
}

var (
	printerLine = regexp.MustCompile(`^(\d+): (.*)$`)
	printerID   = regexp.MustCompile(`\b([a-z_]*id=\d+|codeptr_ra=0x[0-9a-f]+)`)
	implicitNum = regexp.MustCompile(`ompt_event_implicit_task_begin: .* thread_num=(\d+)`)
)

// perThreadPrinter makes printer output deterministic: the lines of each
// thread together (the interleaving of threads depends on when the drain
// ran), the tool's own lines ("0: ...") first, then the initial thread,
// then the workers by the thread number of their first implicit task;
// the ids the printer drew from ompt_get_unique_id (and lock addresses)
// renumbered in order of first appearance, since the order in which
// threads drew them depends on the drain too; so are the codeptr_ra
// values, which are region ids (they follow the order of the init file,
// whose function names depend on the build directory). Each thread's section
// starts with "== thread <n>".
func perThreadPrinter(t *testing.T, out string) string {
	t.Helper()
	lines := map[string][]string{}
	key := map[string]int{}
	var order []string
	for _, l := range strings.Split(strings.TrimRight(out, "\n"), "\n") {
		m := printerLine.FindStringSubmatch(l)
		if m == nil {
			t.Fatalf("printer line %q", l)
		}
		tid, text := m[1], m[2]
		if _, ok := lines[tid]; !ok {
			order = append(order, tid)
			switch {
			case tid == "0":
				key[tid] = -2
			case strings.Contains(text, "thread_type=ompt_thread_initial"):
				key[tid] = -1
			default:
				key[tid] = 1 << 30
			}
		}
		if n := implicitNum.FindStringSubmatch(text); n != nil && key[tid] == 1<<30 {
			key[tid], _ = strconv.Atoi(n[1])
		}
		lines[tid] = append(lines[tid], text)
	}
	sort.SliceStable(order, func(i, j int) bool { return key[order[i]] < key[order[j]] })
	ids, pcs := map[string]int{}, map[string]int{}
	renumber := func(s string) string {
		if _, ok := ids[s]; !ok {
			ids[s] = len(ids) + 1
		}
		return strconv.Itoa(ids[s])
	}
	var b strings.Builder
	for i, tid := range order {
		if tid != "0" {
			fmt.Fprintf(&b, "== thread %d\n", i)
			renumber(tid)
		}
		for _, text := range lines[tid] {
			text = printerID.ReplaceAllStringFunc(text, func(s string) string {
				name, v, _ := strings.Cut(s, "=")
				if name == "codeptr_ra" {
					if _, ok := pcs[v]; !ok {
						pcs[v] = len(pcs) + 1
					}
					return fmt.Sprintf("codeptr_ra=region%d", pcs[v])
				}
				return name + "=" + renumber(v)
			})
			b.WriteString(text)
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// TestBridgePrinterJacobiC: the reference's jacobi C program, instrumented
// and linked with the library, run with 2 threads and the printer behind
// the bridge: the callbacks of every thread are the golden's. The drain
// runs as configured by default (events replayed while the program runs).
func TestBridgePrinterJacobiC(t *testing.T) {
	checkBridgePrinter(t, "C", []string{"jacobi.c", "main.c"}, "bridge_jacobi_c.golden")
}

// TestBridgePrinterJacobiFortran is TestBridgePrinterJacobiC for the
// Fortran 90 jacobi.
func TestBridgePrinterJacobiFortran(t *testing.T) {
	checkBridgePrinter(t, "F", []string{"VariableDef.f90", "jacobi.F90", "main.F90"}, "bridge_jacobi_f.golden", "-lgfortran")
}

func checkBridgePrinter(t *testing.T, lang string, sources []string, goldenName string, link ...string) {
	src := filepath.Join(corpus(t), "jacobi", lang)
	dir, prog := buildProgram(t, src, sources, link...)
	out, _ := runTool(t, dir, prog, "printer")
	golden(t, goldenName, perThreadPrinter(t, out))
}
