package initgen

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func need(t *testing.T, tools ...string) {
	t.Helper()
	for _, tool := range tools {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed", tool)
		}
	}
}

func run(t *testing.T, dir string, name string, args ...string) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s %v: %v\n%s", name, args, err, out)
	}
}

func write(t *testing.T, dir, name, text string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// unit writes a C file with init functions that count their calls.
func unit(name string, funcs ...string) string {
	var b strings.Builder
	b.WriteString("extern int calls[16];\n")
	for i, f := range funcs {
		b.WriteString("void " + f + "(void) { calls[" + name + "+" + string(rune('0'+i)) + "]++; }\n")
	}
	return b.String()
}

func TestParseName(t *testing.T) {
	for sym, want := range map[string]InitFunc{
		"POMP2_Init_reg_13e76bcad81814cf_18": {Regions: 18},
		"pomp2_init_reg_abc_5_":              {Regions: 5},
		"pomp2_init_reg_abc_def_5__":         {Regions: 5},
		"POMP2_USER_Init_reg_0011aa_2":       {Regions: 2, Paradigm: User},
		"POMP2_Init_regions_1234_7":          {Regions: 7},
		"pomp2_user_init_reg_x_1_":           {Regions: 1, Paradigm: User},
		"POMP2_INIT_REG_0A1B_12":             {Regions: 12},
		"pomp2_user_init_reg_1318332431_4__": {Regions: 4, Paradigm: User},
	} {
		got, ok := ParseName(sym)
		if !ok || got.Regions != want.Regions || got.Paradigm != want.Paradigm {
			t.Errorf("ParseName(%q) = %+v, %v", sym, got, ok)
		}
	}
	for _, sym := range []string{"POMP2_Init_regions", "POMP2_Init_reg", "pomp2_init_reg_x", "POMP2_Assign_handle", "my_pomp2_init_reg_x_1"} {
		if _, ok := ParseName(sym); ok {
			t.Errorf("ParseName(%q) accepted", sym)
		}
	}
}

// TestInitFileLinksAndCallsEveryFunction builds objects, a static archive
// (with a long member name), a thin archive, a shared library and a
// Fortran object, generates the init file, links a program with it and
// checks that every init function runs exactly once and the region count.
func TestInitFileLinksAndCallsEveryFunction(t *testing.T) {
	need(t, "gcc", "ar", "gfortran")
	dir := t.TempDir()
	write(t, dir, "a.c", "int calls[16];\n"+unit("0", "POMP2_Init_reg_aaaa_3", "POMP2_USER_Init_reg_aaaa_1"))
	write(t, dir, "b_with_a_rather_long_member_name.c", unit("2", "POMP2_Init_reg_bbbb_2"))
	write(t, dir, "c.c", unit("3", "POMP2_Init_reg_cccc_4")+"static void POMP2_Init_reg_local_9(void){}\nvoid (*keep)(void) = POMP2_Init_reg_local_9;\nextern void POMP2_Init_reg_undef_8(void);\n")
	write(t, dir, "d.c", unit("4", "POMP2_Init_reg_dddd_5"))
	write(t, dir, "f.f90", "subroutine POMP2_Init_reg_ffff_6()\n  integer :: fcalls\n  common /fc/ fcalls\n  fcalls = fcalls + 1\nend subroutine\n")
	for _, c := range []string{"a.c", "b_with_a_rather_long_member_name.c", "c.c"} {
		run(t, dir, "gcc", "-c", "-fPIC", c)
	}
	run(t, dir, "gcc", "-shared", "-fPIC", "-o", "libd.so", "d.c")
	run(t, dir, "gfortran", "-c", "f.f90")
	run(t, dir, "ar", "rcs", "libb.a", "b_with_a_rather_long_member_name.o")
	run(t, dir, "ar", "rcT", "libthin.a", "c.o")

	// a.o twice: the same object linked twice counts once
	inputs := []string{"a.o", "libb.a", "libthin.a", "libd.so", "f.o", "a.o"}
	for i := range inputs {
		inputs[i] = filepath.Join(dir, inputs[i])
	}
	funcs, err := Scan(inputs)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range funcs {
		names = append(names, f.Symbol)
	}
	want := "POMP2_Init_reg_aaaa_3 POMP2_Init_reg_bbbb_2 POMP2_Init_reg_cccc_4 POMP2_Init_reg_dddd_5 POMP2_USER_Init_reg_aaaa_1 pomp2_init_reg_ffff_6_"
	if got := strings.Join(names, " "); got != want {
		t.Fatalf("found %s\nwant  %s", got, want)
	}
	write(t, dir, "init.c", string(Write(funcs)))
	write(t, dir, "main.c", `#include <stdio.h>
#include <stddef.h>
extern int calls[16];
extern struct { int fcalls; } fc_;
void POMP2_Init_regions(void); size_t POMP2_Get_num_regions(void);
void POMP2_USER_Init_regions(void); size_t POMP2_USER_Get_num_regions(void);
const char *POMP2_Get_opari2_version(void);
int main(void) {
  POMP2_Init_regions(); POMP2_USER_Init_regions();
  printf("%d %d %d %d %d %d %zu %zu %s\n", calls[0], calls[1], calls[2], calls[3], calls[4], fc_.fcalls,
         POMP2_Get_num_regions(), POMP2_USER_Get_num_regions(), POMP2_Get_opari2_version());
  return 0;
}
`)
	run(t, dir, "gcc", "-o", "prog", "main.c", "init.c", "a.o", "libb.a", "libthin.a", "f.o", "-L.", "-ld", "-Wl,-rpath,"+dir, "-lgfortran")
	out, err := exec.Command(filepath.Join(dir, "prog")).CombinedOutput()
	if err != nil {
		t.Fatalf("prog: %v\n%s", err, out)
	}
	if got := strings.TrimSpace(string(out)); got != "1 1 1 1 1 1 20 1 2.0.5" {
		t.Errorf("calls and counts = %q, want every function once, 20 OpenMP regions, 1 user region", got)
	}
	// the init file is valid C++ too
	if _, err := exec.LookPath("g++"); err == nil {
		run(t, dir, "g++", "-x", "c++", "-c", "-o", "init_cxx.o", "init.c")
	}
}

func TestScanErrors(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "notes.txt", "hello")
	if _, err := Scan([]string{filepath.Join(dir, "notes.txt")}); err == nil || !strings.Contains(err.Error(), "notes.txt: not an ELF object") {
		t.Errorf("text file: %v", err)
	}
	if _, err := Scan([]string{filepath.Join(dir, "missing.o")}); err == nil || !strings.Contains(err.Error(), "missing.o") {
		t.Errorf("missing file: %v", err)
	}
	write(t, dir, "bad.a", "!<arch>\nshort")
	if _, err := Scan([]string{filepath.Join(dir, "bad.a")}); err == nil || !strings.Contains(err.Error(), "bad.a") {
		t.Errorf("truncated archive: %v", err)
	}
	// an archive with a text member (skipped) and a broken ELF member
	// (an error naming the archive and the member)
	arMember := func(name, body string) string {
		return fmt.Sprintf("%-16s%-12s%-6s%-6s%-8s%-10d`\n", name, "0", "0", "0", "644", len(body)) + body
	}
	write(t, dir, "text.a", "!<arch>\n"+arMember("README/", "text"))
	if fs, err := Scan([]string{filepath.Join(dir, "text.a")}); err != nil || len(fs) != 0 {
		t.Errorf("archive with only a text member: %v %v", fs, err)
	}
	ar := "!<arch>\n" + arMember("README/", "text") + arMember("broken.o/", "\x7fELFjunk")
	write(t, dir, "mixed.a", ar)
	if _, err := Scan([]string{filepath.Join(dir, "mixed.a")}); err == nil || !strings.Contains(err.Error(), "mixed.a(broken.o)") {
		t.Errorf("archive with a broken ELF member: %v", err)
	}
	write(t, dir, "bad.o", "\x7fELF\x02\x01\x01garbage")
	if _, err := Scan([]string{filepath.Join(dir, "bad.o")}); err == nil || !strings.Contains(err.Error(), "bad.o") {
		t.Errorf("broken ELF: %v", err)
	}
}

// TestPipelineMatchesInitFile: the reference-style pipeline
// nm -B --defined-only | grep -Ei "pomp2_init_reg" | grep -E " [TN] " | awk -f script
// and Scan+Write produce byte-identical init files (same functions, same
// order, same counts), including for a duplicate object and an archive.
func TestPipelineMatchesInitFile(t *testing.T) {
	need(t, "gcc", "ar", "nm", "awk", "grep")
	dir := t.TempDir()
	write(t, dir, "a.c", "void POMP2_Init_reg_aa_3(void){}\nvoid POMP2_USER_Init_reg_aa_2(void){}\nvoid other(void){}\n")
	write(t, dir, "b.c", "void POMP2_Init_reg_bb_4(void){}\nvoid pomp2_init_reg_ff_1_(void){}\nextern void POMP2_Init_reg_zz_9(void);\nvoid call(void){POMP2_Init_reg_zz_9();}\nvoid POMP2_Init_reg_0a_2(void){}\n")
	run(t, dir, "gcc", "-c", "a.c", "b.c")
	run(t, dir, "ar", "rcs", "libb.a", "b.o")
	script := filepath.Join(dir, AwkScriptName)
	write(t, dir, AwkScriptName, string(AwkScript))
	inputs := []string{filepath.Join(dir, "libb.a"), filepath.Join(dir, "a.o"), filepath.Join(dir, "a.o")}
	funcs, err := Scan(inputs)
	if err != nil {
		t.Fatal(err)
	}
	direct := string(Write(funcs))
	var ompOnly []InitFunc
	for _, f := range funcs {
		if f.Paradigm == OpenMP {
			ompOnly = append(ompOnly, f)
		}
	}
	// libb.a before a.o: the awk script must sort like init-file does.
	// "pomp2_(user_)?init_reg" selects both kinds; the reference's
	// "pomp2_init_reg" only the OpenMP functions.
	for pattern, want := range map[string]string{
		"pomp2_(user_)?init_reg": direct,
		"pomp2_init_reg":         string(Write(ompOnly)),
	} {
		cmd := exec.Command("sh", "-c", `nm -B --defined-only libb.a a.o a.o | grep -Ei "`+pattern+`" | grep -E " [TN] " | awk -f `+script)
		cmd.Dir = dir
		piped, err := cmd.Output()
		if err != nil {
			t.Fatalf("pipeline: %v", err)
		}
		if d := cmp.Diff(want, string(piped)); d != "" {
			t.Errorf("grep %q: pipeline and init-file differ (-init-file +pipeline):\n%s", pattern, d)
		}
		write(t, dir, "piped.c", string(piped))
		run(t, dir, "gcc", "-Wall", "-Werror", "-c", "piped.c")
	}
	if !strings.Contains(direct, "return 10;") || !strings.Contains(direct, "return 2;") {
		t.Errorf("counts wrong:\n%s", direct)
	}
}

// TestWriteGolden: the init file's exact text for a fixed set of functions
// (both paradigms, Fortran decoration), and for none at all.
func TestWriteGolden(t *testing.T) {
	funcs := []InitFunc{
		{Symbol: "POMP2_Init_reg_0a1b_3", Name: "POMP2_Init_reg_0a1b_3", Regions: 3},
		{Symbol: "POMP2_USER_Init_reg_0a1b_1", Name: "POMP2_USER_Init_reg_0a1b_1", Regions: 1, Paradigm: User},
		{Symbol: "pomp2_init_reg_ff00_12_", Name: "pomp2_init_reg_ff00_12_", Regions: 12},
	}
	for name, fs := range map[string][]InitFunc{"three.c": funcs, "empty.c": nil} {
		want, err := os.ReadFile(filepath.Join("..", "testdata", "initgen", name))
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(string(want), string(Write(fs))); d != "" {
			t.Errorf("%s (-want +got):\n%s", name, d)
		}
	}
}

// TestArchiveFormats: a thin archive whose long-named member lives in
// another directory (stored relative to the archive), and a BSD archive
// (#1/len names) written by hand around a real object.
func TestArchiveFormats(t *testing.T) {
	need(t, "gcc", "ar")
	dir := t.TempDir()
	for _, d := range []string{"objs", "lib"} {
		if err := os.Mkdir(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write(t, dir, "objs/a_member_with_a_long_name.c", "void POMP2_Init_reg_th_2(void){}\n")
	write(t, dir, "bsd.c", "void pomp2_user_init_reg_bs_3_(void){}\n")
	run(t, filepath.Join(dir, "objs"), "gcc", "-c", "a_member_with_a_long_name.c")
	run(t, dir, "gcc", "-c", "bsd.c")
	run(t, dir, "ar", "rcT", "lib/libthin.a", "objs/a_member_with_a_long_name.o")

	obj, err := os.ReadFile(filepath.Join(dir, "bsd.o"))
	if err != nil {
		t.Fatal(err)
	}
	name := "bsd_object_with_long_name.o"
	body := append([]byte(name), obj...)
	hdr := fmt.Sprintf("%-16s%-12s%-6s%-6s%-8s%-10d`\n", "#1/"+strconv.Itoa(len(name)), "0", "0", "0", "644", len(body))
	bsd := append([]byte("!<arch>\n"+hdr), body...)
	if len(bsd)%2 == 1 {
		bsd = append(bsd, '\n')
	}
	write(t, dir, "libbsd.a", string(bsd))

	funcs, err := Scan([]string{filepath.Join(dir, "lib", "libthin.a"), filepath.Join(dir, "libbsd.a")})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range funcs {
		got = append(got, fmt.Sprintf("%s %d %s", f.Symbol, f.Regions, filepath.Base(f.Source)))
	}
	want := []string{
		"POMP2_Init_reg_th_2 2 a_member_with_a_long_name.o)",
		"pomp2_user_init_reg_bs_3_ 3 libbsd.a(bsd_object_with_long_name.o)",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
}

// TestReadNMMatchesScan: ReadNM on real `nm -B` output (plain and
// --defined-only, archive headers, an undefined reference, a local
// function) finds what Scan finds in the same objects; made-up lines show
// which symbol types count.
func TestReadNMMatchesScan(t *testing.T) {
	need(t, "gcc", "ar", "nm")
	dir := t.TempDir()
	write(t, dir, "a.c", "void POMP2_Init_reg_aa_3(void){}\nvoid POMP2_USER_Init_reg_aa_2(void){}\nstatic void POMP2_Init_reg_local_5(void){}\nvoid use(void){POMP2_Init_reg_local_5();}\n")
	write(t, dir, "b.c", "void POMP2_Init_reg_bb_4(void){}\nvoid pomp2_init_reg_ff_1_(void){}\nextern void POMP2_Init_reg_zz_9(void);\nvoid call(void){POMP2_Init_reg_zz_9();}\n")
	run(t, dir, "gcc", "-c", "a.c", "b.c")
	run(t, dir, "ar", "rcs", "libb.a", "b.o")
	funcs, err := Scan([]string{filepath.Join(dir, "libb.a"), filepath.Join(dir, "a.o")})
	if err != nil {
		t.Fatal(err)
	}
	want := string(Write(funcs))
	for _, args := range [][]string{{"-B", "libb.a", "a.o", "a.o"}, {"-B", "--defined-only", "a.o", "libb.a"}} {
		cmd := exec.Command("nm", args...)
		cmd.Dir = dir
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("nm %v: %v", args, err)
		}
		got, err := ReadNM(strings.NewReader(string(out)))
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(want, string(Write(got))); d != "" {
			t.Errorf("nm %v: ReadNM and Scan differ (-Scan +ReadNM):\n%s", args, d)
		}
	}
	made := "x.o:\n0000000000000000 T POMP2_Init_reg_t_1\n0000000000000000 W POMP2_Init_reg_w_2\n" +
		"0000000000000000 t POMP2_Init_reg_local_4\n                 U POMP2_Init_reg_u_8\n" +
		"0000000000000000 D POMP2_Init_reg_d_16\n\ngarbage\n0000000000000000 T POMP2_Init_reg_t_1\n"
	got, err := ReadNM(strings.NewReader(made))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range got {
		names = append(names, f.Symbol+"@"+f.Source)
	}
	if d := cmp.Diff([]string{"POMP2_Init_reg_d_16@x.o", "POMP2_Init_reg_t_1@x.o", "POMP2_Init_reg_w_2@x.o"}, names); d != "" {
		t.Errorf("made-up nm lines (-want +got):\n%s", d)
	}
}
