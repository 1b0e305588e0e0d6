package wrap

import (
	"github.com/google/go-cmp/cmp"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// wrapped is a program built through the wrapper in a fresh directory.
type wrapped struct {
	dir    string
	prefix string
}

// newWrapped writes files into a new directory.
func newWrapped(t *testing.T, files map[string]string) *wrapped {
	t.Helper()
	w := &wrapped{dir: t.TempDir(), prefix: install(t)}
	for name, text := range files {
		p := filepath.Join(w.dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return w
}

// wrap runs `opari2 wrap ARGS...` in the directory and returns what it
// printed; a failure fails the test.
func (w *wrapped) wrap(t *testing.T, args ...string) string {
	t.Helper()
	cmd := exec.Command(filepath.Join(w.prefix, "bin", "opari2"), append([]string{"wrap"}, args...)...)
	cmd.Dir = w.dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("opari2 wrap %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// run runs the program at 2 threads with the profile written into a new
// directory, and returns its output and the profile's visits per
// "region/activity" (nil when the program wrote no profile).
func (w *wrapped) run(t *testing.T, prog string) (string, map[string]int) {
	t.Helper()
	outDir := t.TempDir()
	cmd := exec.Command(filepath.Join(w.dir, prog))
	cmd.Dir = w.dir
	cmd.Env = append(os.Environ(), "OMP_NUM_THREADS=2", "POMP2_OUTPUT_DIR="+outDir, "POMP2_QUIET=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s: %v\n%s", prog, err, out)
	}
	if dirs, _ := filepath.Glob(filepath.Join(outDir, "pomp2-*")); len(dirs) == 0 {
		return string(out), nil
	}
	return string(out), readProfile(t, filepath.Join(outDir, "pomp2-*"))
}

func need(t *testing.T, tools ...string) {
	t.Helper()
	for _, tool := range tools {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed", tool)
		}
	}
}

// wantVisits checks the visits of profile keys ("region/activity").
func wantVisits(t *testing.T, got map[string]int, want map[string]int) {
	t.Helper()
	for key, n := range want {
		if got[key] != n {
			t.Errorf("%s visited %d times, want %d (profile: %v)", key, got[key], n, keys(got))
		}
	}
}

// TestHeaderDirectives: OpenMP in a project's own headers is measured
// (issue 13 item 2): a C inline function and a C++ template in headers,
// in units that have no directive of their own, are instrumented through
// the preprocessed unit; the profile names the header's file and lines;
// the lock calls of the unit are wrapped (their declarations follow
// omp.h's text); and the STL's headers go through the scanner untouched.
func TestHeaderDirectives(t *testing.T) {
	need(t, "gcc", "g++")
	w := newWrapped(t, map[string]string{
		"inc/sum.h": `#include <omp.h>
static inline long tri(int n)
{
    long s = 0;
    int i;
#pragma omp parallel for reduction(+:s)
    for (i = 1; i <= n; i++)
        s += i;
    return s;
}
`,
		"main.c": `#include <stdio.h>
#include "sum.h"
int main(void)
{
    omp_lock_t l;
    omp_init_lock(&l);
    omp_set_lock(&l);
    omp_unset_lock(&l);
    omp_destroy_lock(&l);
    printf("%ld %ld\n", tri(100), tri(10));
    return 0;
}
`,
		"tmpl.hpp": `#pragma once
#include <vector>
template <typename T> T total(const std::vector<T>& v)
{
    T s = 0;
#pragma omp parallel for reduction(+:s)
    for (std::size_t i = 0; i < v.size(); i++)
        s += v[i];
    return s;
}
`,
		"main.cpp": `#include <iostream>
#include <map>
#include <string>
#include <algorithm>
#include <numeric>
#include "tmpl.hpp"
int main()
{
    std::vector<int> a(100);
    std::iota(a.begin(), a.end(), 1);
    std::vector<double> b(a.begin(), a.begin() + 10);
    std::map<std::string, int> m{{"x", total(a)}};
    std::cout << m["x"] << " " << total(b) << "\n";
    return 0;
}
`,
	})
	w.wrap(t, "gcc", "-fopenmp", "-Iinc", "-c", "main.c")
	w.wrap(t, "gcc", "-fopenmp", "-o", "prog_c", "main.o")
	out, got := w.run(t, "prog_c")
	if out != "5050 55\n" {
		t.Errorf("prog_c printed %q", out)
	}
	wantVisits(t, got, map[string]int{
		"parallelfor @ sum.h:6-8/parallel":  4,
		"parallelfor @ sum.h:6-8/fork/join": 2,
		"omp_set_lock/lock wait":            1,
	})

	w.wrap(t, "g++", "-fopenmp", "-std=c++17", "-o", "prog_cxx", "main.cpp")
	out, got = w.run(t, "prog_cxx")
	if out != "5050 55\n" {
		t.Errorf("prog_cxx printed %q", out)
	}
	// one region for both instantiations of the template
	wantVisits(t, got, map[string]int{"parallelfor @ tmpl.hpp:6-8/fork/join": 2})
}

// TestPreprocessedUnits: what the preprocessing in the wrapper makes
// work (issue 18 item 3, issue 13 items 3 and 9). Each program is built
// through the wrapper with each set of flags, runs, prints what the plain
// build prints, and its profile counts the region.
func TestPreprocessedUnits(t *testing.T) {
	need(t, "gcc")
	cases := []struct {
		name   string
		file   string
		text   string
		builds []build
		output string
	}{{
		// AMG: a macro standing for a clause of a combined construct
		name: "clause macro", file: "amg.c",
		text: `#include <stdio.h>
#define HYPRE_SMP_SCHEDULE schedule(static)
int main(void)
{
    int i, a[100];
#pragma omp parallel for private(i) HYPRE_SMP_SCHEDULE
    for (i = 0; i < 100; i++)
        a[i] = 3 * i;
    printf("%d\n", a[99]);
    return 0;
}
`,
		builds: []build{{[]string{"-fopenmp"}, "parallelfor @ amg.c:6-8/parallel"}},
		output: "297\n",
	}, {
		// the braces of the block inside #ifdef guards: both builds
		name: "guarded braces", file: "guard.c",
		text: `#include <stdio.h>
int main(void)
{
    int n = 0;
#ifdef USE_OMP
#pragma omp parallel reduction(+:n)
    {
#endif
        n += 1;
#ifdef USE_OMP
    }
#endif
    printf("%d\n", n > 0);
    return 0;
}
`,
		builds: []build{{[]string{"-fopenmp", "-DUSE_OMP"}, "parallel @ guard.c:6-11/parallel"}, {[]string{"-O2"}, ""}},
		output: "1\n",
	}, {
		// CPU_ZERO needs _GNU_SOURCE before the first system header
		name: "_GNU_SOURCE", file: "pin.c",
		text: `#define _GNU_SOURCE
#include <sched.h>
#include <stdio.h>
int main(void)
{
    int ok = 0;
#pragma omp parallel reduction(+:ok)
    {
        cpu_set_t set;
        CPU_ZERO(&set);
        ok += CPU_COUNT(&set) == 0;
    }
    printf("%d\n", ok > 0);
    return 0;
}
`,
		builds: []build{{[]string{"-fopenmp"}, "parallel @ pin.c:7-12/parallel"}},
		output: "1\n",
	}, {
		// a build switch picks one of two directives (NAS IS)
		name: "alternative directives", file: "is.c",
		text: `#include <stdio.h>
int main(void)
{
    int i, s = 0;
#ifdef CYCLIC
#pragma omp parallel for schedule(static,1) reduction(+:s)
#else
#pragma omp parallel for schedule(dynamic) reduction(+:s)
#endif
    for (i = 1; i <= 100; i++)
        s += i;
    printf("%d\n", s);
    return 0;
}
`,
		builds: []build{{[]string{"-fopenmp", "-DCYCLIC"}, "parallelfor @ is.c:6-11/parallel"}, {[]string{"-fopenmp"}, "parallelfor @ is.c:8-11/parallel"}},
		output: "5050\n",
	}, {
		// untied tasks stay untied, without a warning
		name: "untied", file: "untied.c",
		text: `#include <stdio.h>
int main(void)
{
    int n = 0;
#pragma omp parallel
#pragma omp single
    {
#pragma omp task untied shared(n)
        {
#pragma omp atomic
            n++;
        }
    }
    printf("%d\n", n);
    return 0;
}
`,
		builds: []build{{[]string{"-fopenmp"}, "parallel @ untied.c:5-13/parallel"}},
		output: "1\n",
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			w := newWrapped(t, map[string]string{c.file: c.text})
			for _, b := range c.builds {
				printed := w.wrap(t, append(append([]string{"gcc"}, b.flags...), "-o", "prog", c.file)...)
				if printed != "" {
					t.Errorf("%v: the wrapper printed %q", b.flags, printed)
				}
				out, got := w.run(t, "prog")
				if out != c.output {
					t.Errorf("%v: printed %q, want %q", b.flags, out, c.output)
				}
				if b.region == "" && len(got) > 0 {
					t.Errorf("%v: a build without OpenMP measured %v", b.flags, keys(got))
				}
				if b.region != "" && got[b.region] != 2 {
					t.Errorf("%v: %s visited %d times, want 2 (profile: %v)", b.flags, b.region, got[b.region], keys(got))
				}
			}
		})
	}
}

// build is one build of a test program: its flags and the profile key
// ("region/activity") that 2 threads visit twice ("" for no region).
type build struct {
	flags  []string
	region string
}

// TestFortranPreprocessed: gfortran -E's text is prepared for the
// compile, which preprocesses it again: the #define lines of -g3 become
// empty lines (the lines after them keep their numbers), the line
// markers are spelled #line, without their flags.
func TestFortranPreprocessed(t *testing.T) {
	in := "# 1 \"a.F90\"\n# 1 \"<built-in>\"\n#define __STDC_HOSTED__ 1\n#undef X\n# 1 \"a.F90\"\n" +
		"program a\n# 3 \"inc.h\" 1\n  x = 1 ! # 2 \"not a marker\"\n# 4 \"a \\\"q\\\".F90\" 2\nend program a"
	want := "#line 1 \"a.F90\"\n#line 1 \"<built-in>\"\n\n\n#line 1 \"a.F90\"\n" +
		"program a\n#line 3 \"inc.h\"\n  x = 1 ! # 2 \"not a marker\"\n#line 4 \"a \\\"q\\\".F90\"\nend program a"
	if d := cmp.Diff(want, string(fortranPreprocessed([]byte(in)))); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
}
