package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"opari2/internal/testlib"
)

const fortranProgram = "program p\n  integer :: i\n  !$omp parallel do\n  do i = 1, 2\n  end do\nend program p\n"

const fixedProgram = "      program p\n      integer i\n!$omp parallel do\n      do 10 i = 1, 2\n   10 continue\n      end\n"

// TestCLIFortranNames: the manual's output names for both forms, and the
// form options.
func TestCLIFortranNames(t *testing.T) {
	cases := []struct {
		input, src string
		args       []string
		outputs    []string
		want       string // a line the output must contain
	}{
		{"a.f90", fortranProgram, nil, []string{"a.mod.F90", "a.f90.opari.inc"}, "call POMP2_Parallel_fork(opari2_region_1,&"},
		{"b.f", fixedProgram, nil, []string{"b.mod.F", "b.f.opari.inc"}, "     &pomp2_if, pomp2_num_threads, pomp2_old_task,"},
		{"c.F90", fortranProgram, []string{"--nosrc"}, []string{"c.mod.F90", "c.F90.opari.inc"}, "!$omp end do nowait"},
		{"d.f90", fortranProgram, []string{"--nosrc"}, []string{"d.mod.f90", "d.f90.opari.inc"}, "!$omp end do nowait"},
		{"e.for", fixedProgram, nil, []string{"e.mod.FOR", "e.for.opari.inc"}, "     &opari2_ctc_1 )"},
		{"f.f", fortranProgram, []string{"--free-form"}, []string{"f.mod.F", "f.f.opari.inc"}, "call POMP2_Parallel_fork(opari2_region_1,&"},
		{"g.f90", fixedProgram, []string{"--fix-form"}, []string{"g.mod.F90", "g.f90.opari.inc"}, "     &opari2_ctc_1 )"},
		{"h.f90", fixedProgram, []string{"--f77"}, []string{"h.mod.F90", "h.f90.opari.inc"}, "     &opari2_ctc_1 )"},
		{"i.f", fortranProgram, []string{"--f90"}, []string{"i.mod.F", "i.f.opari.inc"}, "call POMP2_Parallel_fork(opari2_region_1,&"},
	}
	for _, c := range cases {
		t.Run(c.input, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, c.input), []byte(c.src), 0o644); err != nil {
				t.Fatal(err)
			}
			_, stderr, code := run(t, dir, binary, append(c.args, c.input)...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			ents, _ := os.ReadDir(dir)
			var names []string
			for _, e := range ents {
				names = append(names, e.Name())
			}
			if len(names) != 1+len(c.outputs) {
				t.Errorf("files %v, want the input and %v", names, c.outputs)
			}
			for _, o := range c.outputs {
				if _, err := os.Stat(filepath.Join(dir, o)); err != nil {
					t.Errorf("missing %s (have %v)", o, names)
				}
			}
			out, _ := os.ReadFile(filepath.Join(dir, c.outputs[0]))
			if !strings.Contains(string(out), c.want) {
				t.Errorf("%s lacks %q:\n%s", c.outputs[0], c.want, out)
			}
			if strings.Contains(strings.Join(c.args, " "), "nosrc") == strings.Contains(string(out), "#line") {
				t.Errorf("#line markers do not follow --nosrc:\n%s", out)
			}
		})
	}
}

// TestCLIFortranBadInput: file:line: message on stderr, exit status 1,
// nothing written, the input untouched.
func TestCLIFortranBadInput(t *testing.T) {
	cases := []struct{ input, src, want string }{
		{"bad.f90", "program p\n  !$omp end parallel\nend program p\n", "bad.f90:2: end parallel directive without a matching parallel directive"},
		{"bad.f", "      program p\n!$omp parallel do\n      x = 1\n      end\n", "bad.f:2: parallel do directive is not followed by a do loop"},
		{"cont.f90", "program p\n  x = 1 + &\n", "cont.f90:2: missing continuation line"},
	}
	for _, c := range cases {
		t.Run(c.input, func(t *testing.T) {
			dir := t.TempDir()
			in := filepath.Join(dir, c.input)
			if err := os.WriteFile(in, []byte(c.src), 0o644); err != nil {
				t.Fatal(err)
			}
			_, stderr, code := run(t, dir, binary, c.input)
			if code != 1 || !strings.Contains(stderr, c.want) {
				t.Errorf("exit %d, stderr %q; want 1 and %q", code, stderr, c.want)
			}
			if ents, _ := os.ReadDir(dir); len(ents) != 1 {
				t.Errorf("%d files in the directory", len(ents))
			}
			if b, _ := os.ReadFile(in); string(b) != c.src {
				t.Errorf("input modified")
			}
		})
	}
}

// TestCLIOutputElsewhere: with the output in another directory, the
// include file goes next to the output (as the reference writes it),
// nothing is written beside the input, and the output compiles there,
// also once moved with its include file: it names the file alone.
func TestCLIOutputElsewhere(t *testing.T) {
	for _, c := range []struct{ input, src, output, compiler string }{
		{"w.f90", fortranProgram, "w.mod.F90", "gfortran"},
		{"w.f", fixedProgram, "w.mod.F", "gfortran"},
		{"w.c", "int main(void)\n{\n#pragma omp parallel\n    ;\n    return 0;\n}\n", "w.mod.c", "gcc"},
	} {
		t.Run(c.input, func(t *testing.T) {
			dir := t.TempDir()
			src, out := filepath.Join(dir, "src"), filepath.Join(dir, "out")
			for _, d := range []string{src, out} {
				if err := os.Mkdir(d, 0o755); err != nil {
					t.Fatal(err)
				}
			}
			if err := os.WriteFile(filepath.Join(src, c.input), []byte(c.src), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.Chmod(src, 0o555); err != nil { // a read-only source tree
				t.Fatal(err)
			}
			defer os.Chmod(src, 0o755)
			_, stderr, code := run(t, dir, binary, filepath.Join("src", c.input), filepath.Join("out", c.output))
			if code != 0 {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			for d, want := range map[string][]string{src: {c.input}, out: {c.input + ".opari.inc", c.output}} {
				ents, _ := os.ReadDir(d)
				var names []string
				for _, e := range ents {
					names = append(names, e.Name())
				}
				if strings.Join(names, " ") != strings.Join(want, " ") {
					t.Errorf("%s holds %v, want %v", d, names, want)
				}
			}
			if _, err := exec.LookPath(c.compiler); err != nil {
				t.Skipf("no %s", c.compiler)
			}
			compile := func(d string) {
				cmd := exec.Command(c.compiler, "-fopenmp", "-I"+filepath.Join(testlib.RepoRoot(), "pomp2", "include"), "-c", c.output, "-o", filepath.Join(dir, "w.o"))
				cmd.Dir = d
				if b, err := cmd.CombinedOutput(); err != nil {
					t.Errorf("%s in %s: %v\n%s", c.compiler, d, err, b)
				}
			}
			// where it was written, and moved with its include file: the
			// output names the include file alone
			compile(out)
			moved := filepath.Join(dir, "moved")
			if err := os.Rename(out, moved); err != nil {
				t.Fatal(err)
			}
			compile(moved)
		})
	}
}
