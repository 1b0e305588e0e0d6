package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"opari2/internal/testlib"
)

// scorepCase is one program built the way Score-P's `scorep` wrapper
// builds an OpenMP unit with Opari2 (issue 16 item 2).
type scorepCase struct {
	name     string
	src      string // the user's file
	text     string
	compiler string // the compiler of the unit, also the linker
	prep     string // the preprocessed and the instrumented file's suffix
	ctcs     []string
	profile  []string // region names the profile must hold
	output   string   // what the program prints
}

var scorepCases = []scorepCase{{
	name: "C", src: "imb.c", compiler: "gcc", prep: ".c",
	text: `#include <stdio.h>
#include <omp.h>
int main(void)
{
    int i, sum = 0;
    omp_lock_t l;
    omp_init_lock(&l);
#pragma omp parallel for reduction(+:sum)
    for (i = 1; i <= 100; i++)
        sum += i;
#pragma omp parallel
    {
        omp_set_lock(&l);
        omp_unset_lock(&l);
#pragma omp critical
        { }
    }
    printf("sum %d\n", sum);
    return 0;
}
`,
	ctcs:    []string{"regionType=parallelfor*sscl=DIR/imb.c:8:8*escl=DIR/imb.c:10:10*hasReduction=1**", "regionType=parallel*sscl=DIR/imb.c:11:11*escl=DIR/imb.c:17:17**", "regionType=critical*sscl=DIR/imb.c:15:15*escl=DIR/imb.c:16:16**"},
	profile: []string{"parallelfor @ imb.c:8-10", "parallel @ imb.c:11-17", "critical @ imb.c:15-16"},
	output:  "sum 5050\n",
}, {
	name: "C++", src: "tmpl.cpp", compiler: "g++", prep: ".cpp",
	text: `#include <cstdio>
template <typename T> T total(int n)
{
    T s = 0;
#pragma omp parallel for reduction(+:s)
    for (int i = 1; i <= n; i++)
        s += T(i);
    return s;
}
int main()
{
    std::printf("sum %d %.1f\n", total<int>(100), total<double>(10));
    return 0;
}
`,
	ctcs:    []string{"regionType=parallelfor*sscl=DIR/tmpl.cpp:5:5*escl=DIR/tmpl.cpp:7:7*hasReduction=1**"},
	profile: []string{"parallelfor @ tmpl.cpp:5-7"},
	output:  "sum 5050 55.0\n",
}, {
	name: "Fortran", src: "sum.f90", compiler: "gfortran", prep: ".F90",
	text: `program sum
  implicit none
  integer :: i, s
  s = 0
  !$omp parallel do reduction(+:s)
  do i = 1, 100
     s = s + i
  end do
  !$omp end parallel do
  !$omp parallel
  !$omp critical
  s = s + 1
  !$omp end critical
  !$omp end parallel
  print '(a,i0)', 'sum ', s - 2
end program sum
`,
	ctcs:    []string{"regionType=paralleldo*sscl=DIR/sum.f90:5:5*escl=DIR/sum.f90:9:9*hasReduction=1**", "regionType=parallel*sscl=DIR/sum.f90:10:10*escl=DIR/sum.f90:14:14**", "regionType=critical*sscl=DIR/sum.f90:11:11*escl=DIR/sum.f90:13:13**"},
	profile: []string{"paralleldo @ sum.f90:5-9", "parallel @ sum.f90:10-14", "critical @ sum.f90:11-13"},
	output:  "sum 5050\n",
}}

// TestScorePFlow replays, without Score-P, the exact sequence its compiler
// wrapper runs for an OpenMP unit instrumented by Opari2, with libpomp2
// as the measurement library: the input file with the POMP2 headers, the
// ___POMP2_INCLUDE___ marker and a #line naming the user's file (Fortran:
// only the #line, in a .F90), the compiler's -E with opari2-config
// --cflags, opari2 --preprocessed, compiling, the init file from
// `opari2-config --nm` OBJS | `opari2-config --region-initialization`,
// and linking. The program runs, and the CTC strings and the profile name
// the user's file and lines, not Score-P's temporary files.
func TestScorePFlow(t *testing.T) {
	root, err := filepath.Abs(testlib.RepoRoot())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "build", "lib", "libpomp2.so")); err != nil {
		t.Skip("build/lib/libpomp2.so not built (make lib)")
	}
	prefix := installTree(t)
	for _, c := range scorepCases {
		t.Run(c.name, func(t *testing.T) {
			if _, err := exec.LookPath(c.compiler); err != nil {
				t.Skipf("%s not installed", c.compiler)
			}
			dir := t.TempDir()
			src := filepath.Join(dir, c.src)
			if err := os.WriteFile(src, []byte(c.text), 0o644); err != nil {
				t.Fatal(err)
			}
			base := strings.TrimSuffix(c.src, filepath.Ext(c.src)) + "_1795547229_563850"
			input := base + ".input" + c.prep
			head := "#line 1 \"" + src + "\"\n"
			if c.compiler != "gfortran" {
				head = "#include <stdint.h>\n#include <opari2/pomp2_lib.h>\n#include <opari2/pomp2_user_lib.h>\n___POMP2_INCLUDE___\n" + head
			}
			if err := os.WriteFile(filepath.Join(dir, input), []byte(head+c.text), 0o644); err != nil {
				t.Fatal(err)
			}
			cpp := c.compiler + " -E"
			if c.compiler == "gfortran" {
				cpp = "gfortran -cpp -E"
			}
			prep, opari := base+".input.prep"+c.prep, base+".input.prep.opari"+c.prep
			script := `set -e
` + cpp + ` -fopenmp ` + "`opari2-config --cflags`" + ` ` + input + ` > ` + prep + `
opari2 --omp-task-untied=keep --preprocessed --disable=pomp ` + prep + ` ` + opari + `
` + c.compiler + ` -fopenmp ` + "`opari2-config --cflags`" + ` -c ` + opari + ` -o ` + base + `.o
` + "`opari2-config --nm` " + base + ".o | `opari2-config --region-initialization`" + ` > prog.opari2_init.c
gcc ` + "`opari2-config --cflags`" + ` -c prog.opari2_init.c
` + c.compiler + ` -fopenmp -o prog ` + base + `.o prog.opari2_init.o -L` + root + `/build/lib -Wl,-rpath,` + root + `/build/lib -lpomp2
OMP_NUM_THREADS=2 POMP2_QUIET=1 POMP2_OUTPUT_DIR=out ./prog`
			if err := os.Mkdir(filepath.Join(dir, "out"), 0o755); err != nil {
				t.Fatal(err)
			}
			out := shell(t, dir, prefix, script)
			if out != c.output {
				t.Errorf("the program printed %q, want %q", out, c.output)
			}
			inc, err := os.ReadFile(filepath.Join(dir, prep+".opari.inc"))
			if err != nil {
				t.Fatal(err)
			}
			// Fortran splits long CTC strings over continuation lines
			joined := regexp.MustCompile(`"//&\s*&?\s*"`).ReplaceAllString(string(inc), "")
			var got []string
			for _, m := range regexp.MustCompile(`regionType=[^"]*\*\*`).FindAllString(joined, -1) {
				got = append(got, strings.ReplaceAll(m, dir, "DIR"))
			}
			if d := cmp.Diff(c.ctcs, got); d != "" {
				t.Errorf("CTC strings (-want +got):\n%s", d)
			}
			profiles, _ := filepath.Glob(filepath.Join(dir, "out", "pomp2-prog-*", "profile.txt"))
			if len(profiles) != 1 {
				t.Fatalf("want one profile.txt, found %v", profiles)
			}
			profile, err := os.ReadFile(profiles[0])
			if err != nil {
				t.Fatal(err)
			}
			for _, region := range c.profile {
				if !strings.Contains(string(profile), region) {
					t.Errorf("profile has no %q:\n%s", region, profile)
				}
			}
			if strings.Contains(string(profile), "_1795547229_563850") {
				t.Errorf("profile names Score-P's temporary file:\n%s", profile)
			}
		})
	}
}
