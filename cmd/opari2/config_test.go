package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// installTree lays out PREFIX/bin/opari2 (a copy of the test binary),
// PREFIX/bin/opari2-config and PREFIX/libexec/pomp2-parse-init-regions
// (links to it), the POMP2 headers and the awk script the way make
// install does, and returns PREFIX.
func installTree(t *testing.T) string {
	t.Helper()
	prefix := t.TempDir()
	for _, d := range []string{"bin", "libexec", "lib", "include/opari2", "share/opari2"} {
		if err := os.MkdirAll(filepath.Join(prefix, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	copyFile(t, binary, filepath.Join(prefix, "bin", "opari2"), 0o755)
	if err := os.Symlink("opari2", filepath.Join(prefix, "bin", "opari2-config")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("../bin/opari2", filepath.Join(prefix, "libexec", "pomp2-parse-init-regions")); err != nil {
		t.Fatal(err)
	}
	headers, _ := filepath.Glob(filepath.Join("..", "..", "pomp2", "include", "opari2", "*.h"))
	for _, h := range headers {
		copyFile(t, h, filepath.Join(prefix, "include", "opari2", filepath.Base(h)), 0o644)
	}
	copyFile(t, filepath.Join("..", "..", "initgen", "pomp2-parse-init-regions.awk"), filepath.Join(prefix, "share", "opari2", "pomp2-parse-init-regions.awk"), 0o644)
	return prefix
}

func copyFile(t *testing.T, from, to string, mode os.FileMode) {
	t.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, data, mode); err != nil {
		t.Fatal(err)
	}
}

// shell runs a sh -c script in dir with the installed bin/ first in PATH.
func shell(t *testing.T, dir, prefix, script string) string {
	t.Helper()
	cmd := exec.Command("sh", "-c", script)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "PATH="+filepath.Join(prefix, "bin")+":"+os.Getenv("PATH"), "OPARI2_PREFIX=")
	out, err := cmd.Output()
	if err != nil {
		msg := ""
		if ee, ok := err.(*exec.ExitError); ok {
			msg = string(ee.Stderr)
		}
		t.Fatalf("%s: %v\n%s", script, err, msg)
	}
	return string(out)
}

// TestConfigPipelines: in an installed tree, the Score-P pipeline
// `opari2-config --nm` OBJS | `opari2-config --region-initialization`,
// the command --create-pomp2-regions prints, the older manual's
// nm | egrep | egrep | awk pipeline and `opari2 init-file` all write the
// same init file, which compiles and links with a program calling every
// function.
func TestConfigPipelines(t *testing.T) {
	for _, tool := range []string{"gcc", "ar", "nm", "awk", "grep"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed", tool)
		}
	}
	prefix := installTree(t)
	dir := t.TempDir()
	files := map[string]string{
		"a.c": "int n;\nvoid POMP2_Init_reg_a1_3(void){n+=1;}\nvoid POMP2_USER_Init_reg_a1_2(void){n+=10;}\n",
		"b.c": "extern int n;\nvoid POMP2_Init_reg_b2_4(void){n+=100;}\nvoid pomp2_init_reg_f3_1_(void){n+=1000;}\n",
		"main.c": `#include <stdio.h>
#include <opari2/pomp2_lib.h>
#include <opari2/pomp2_user_lib.h>
extern int n;
int main(void) {
  POMP2_Init_regions(); POMP2_USER_Init_regions();
  printf("%d %zu %zu %s\n", n, POMP2_Get_num_regions(), POMP2_USER_Get_num_regions(), POMP2_Get_opari2_version());
  return 0;
}
`,
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	shell(t, dir, prefix, "gcc -c a.c b.c && ar rcs libb.a b.o")

	initFile := shell(t, dir, prefix, "opari2 init-file a.o libb.a a.o")
	for name, script := range map[string]string{
		"nm pipeline": "`opari2-config --nm` a.o libb.a | `opari2-config --egrep` -i \"pomp2_(user_)?init_reg\" | " +
			"`opari2-config --egrep` \" [TN] \" | `opari2-config --awk-cmd` -f `opari2-config --awk-script`",
		"Score-P pipeline":       "`opari2-config --nm` a.o libb.a a.o | `opari2-config --region-initialization`",
		"--create-pomp2-regions": "eval \"`opari2-config --create-pomp2-regions a.o libb.a`\"",
		"opari2 config":          "eval \"$(opari2 config --create-pomp2-regions libb.a a.o)\"",
		"unsorted nm with U":     "(nm a.o; nm -B b.o) | opari2 parse-init-regions",
	} {
		if d := cmp.Diff(initFile, shell(t, dir, prefix, script)); d != "" {
			t.Errorf("%s differs from init-file (-init-file +%s):\n%s", name, name, d)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "init.c"), []byte(initFile), 0o644); err != nil {
		t.Fatal(err)
	}
	out := shell(t, dir, prefix, "gcc -Wall -Werror `opari2-config --cflags` -o prog main.c init.c a.o libb.a && ./prog")
	if got, want := strings.TrimSpace(out), "1111 8 2 2.0.5"; got != want {
		t.Errorf("program printed %q, want %q (each init function once, 8 OpenMP and 2 user regions)", got, want)
	}
}

// TestConfigLayout: --cflags, --libs and --awk-script point into the
// installation found next to the executable, into $OPARI2_PREFIX when set,
// and into the source tree for a binary built in bin/ of a checkout.
func TestConfigLayout(t *testing.T) {
	prefix := installTree(t)
	link := filepath.Join(prefix, "bin", "opari2-config")
	parse := filepath.Join(prefix, "libexec", "pomp2-parse-init-regions")
	// what the reference prints, with our paths: no newline after paths
	// and commands (they are meant for backquotes), one after versions
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"--cflags"}, "-I" + filepath.Join(prefix, "include")},
		{[]string{"--cflags=intel"}, "-I" + filepath.Join(prefix, "include")},
		{[]string{"--cflags=intel", "--fortran"}, "-I" + filepath.Join(prefix, "include") + " -warn nounused"},
		{[]string{"--fortran", "--cflags=gnu"}, "-I" + filepath.Join(prefix, "include") + " -Wno-unused"},
		{[]string{"--cflags=pgi", "--fortran"}, "-I" + filepath.Join(prefix, "include")},
		{[]string{"--libs"}, "-L" + filepath.Join(prefix, "lib") + " -Wl,-rpath," + filepath.Join(prefix, "lib") + " -lpomp2\n"},
		{[]string{"--awk-script"}, filepath.Join(prefix, "share", "opari2", "pomp2-parse-init-regions.awk")},
		{[]string{"--region-initialization"}, parse},
		{[]string{"--create-pomp2-regions", "a.o", "lib b.a"}, "nm -B --defined-only a.o lib b.a  | " + parse},
		{[]string{"--nm=/opt/bin/nm", "--create-pomp2-regions", "x.o"}, "/opt/bin/nm -B --defined-only x.o  | " + parse},
		{[]string{"--nm"}, "nm -B --defined-only"},
		{[]string{"--nm=/opt/bin/nm", "--nm"}, "/opt/bin/nm -B --defined-only"},
		{[]string{"--egrep"}, "grep -E"},
		{[]string{"--awk-cmd"}, "awk"},
		{[]string{"--interface-version"}, "2.0\n"},
		{[]string{"--version"}, "2.0.5\n"},
		{[]string{"--cflags", "--libs"}, "-I" + filepath.Join(prefix, "include") + " -L" + filepath.Join(prefix, "lib") + " -Wl,-rpath," + filepath.Join(prefix, "lib") + " -lpomp2\n"},
	}
	for _, c := range cases {
		cmd := exec.Command(link, c.args...)
		cmd.Env = append(os.Environ(), "OPARI2_PREFIX=")
		out, err := cmd.Output()
		if err != nil {
			t.Errorf("%v: %v", c.args, err)
			continue
		}
		if got := string(out); got != c.want {
			t.Errorf("opari2-config %v = %q, want %q", c.args, got, c.want)
		}
	}
	// no command: the help, and success, as the reference does
	if out, err := exec.Command(link).Output(); err != nil || !strings.Contains(string(out), "--region-initialization") {
		t.Errorf("opari2-config without a command: %v, %q", err, out)
	}

	// OPARI2_PREFIX wins over the executable's location
	other := installTree(t)
	cmd := exec.Command(link, "--cflags")
	cmd.Env = append(os.Environ(), "OPARI2_PREFIX="+other)
	if out, err := cmd.Output(); err != nil || strings.TrimSpace(string(out)) != "-I"+filepath.Join(other, "include") {
		t.Errorf("OPARI2_PREFIX: %q %v", out, err)
	}
	cmd = exec.Command(link, "--cflags")
	cmd.Env = append(os.Environ(), "OPARI2_PREFIX="+t.TempDir())
	if out, err := cmd.CombinedOutput(); err == nil || !strings.Contains(string(out), "OPARI2_PREFIX") {
		t.Errorf("empty OPARI2_PREFIX directory accepted: %q", out)
	}

	// a binary in bin/ of a source tree
	tree := t.TempDir()
	for _, d := range []string{"bin", "pomp2/include/opari2", "initgen"} {
		os.MkdirAll(filepath.Join(tree, d), 0o755)
	}
	copyFile(t, binary, filepath.Join(tree, "bin", "opari2"), 0o755)
	copyFile(t, filepath.Join("..", "..", "pomp2", "include", "opari2", "pomp2_lib.h"), filepath.Join(tree, "pomp2", "include", "opari2", "pomp2_lib.h"), 0o644)
	copyFile(t, filepath.Join("..", "..", "initgen", "pomp2-parse-init-regions.awk"), filepath.Join(tree, "initgen", "pomp2-parse-init-regions.awk"), 0o644)
	// without an installed pomp2-parse-init-regions link, one is made in
	// the cache directory and points at the binary
	cache := t.TempDir()
	cmd = exec.Command(filepath.Join(tree, "bin", "opari2"), "config", "--region-initialization")
	cmd.Env = append(os.Environ(), "OPARI2_PREFIX=", "XDG_CACHE_HOME="+cache, "HOME="+cache)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("--region-initialization in a source tree: %v", err)
	}
	if target, err := os.Readlink(string(out)); err != nil || target != filepath.Join(tree, "bin", "opari2") || !strings.HasPrefix(string(out), cache) {
		t.Errorf("--region-initialization in a source tree = %q, a link to %q (%v); want a link in %s to bin/opari2", out, target, err, cache)
	}
	for args, want := range map[string]string{
		"--cflags":     "-I" + filepath.Join(tree, "pomp2", "include"),
		"--libs":       "-L" + filepath.Join(tree, "build", "lib") + " -Wl,-rpath," + filepath.Join(tree, "build", "lib") + " -lpomp2",
		"--awk-script": filepath.Join(tree, "initgen", "pomp2-parse-init-regions.awk"),
	} {
		cmd := exec.Command(filepath.Join(tree, "bin", "opari2"), "config", args)
		cmd.Env = append(os.Environ(), "OPARI2_PREFIX=")
		out, err := cmd.Output()
		if err != nil || strings.TrimSpace(string(out)) != want {
			t.Errorf("source tree config %s = %q, %v; want %q", args, out, err, want)
		}
	}
}

// TestConfigErrors: bad options and inputs exit 1 with a message naming
// them, and write nothing to stdout.
func TestConfigErrors(t *testing.T) {
	prefix := installTree(t)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("not an object"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(prefix, "bin", "opari2-config")
	for _, c := range []struct {
		args    []string
		message string
	}{
		{[]string{"--frobnicate"}, "--frobnicate"},
		{[]string{"--cflags=tcc"}, "tcc"},
		{[]string{"--create-pomp2-regions"}, "needs object files"},
	} {
		out, stderr, code := run(t, dir, link, c.args...)
		if code != 1 || !strings.Contains(stderr, c.message) || out != "" {
			t.Errorf("opari2-config %v: exit %d, stdout %q, stderr %q; want exit 1 and %q", c.args, code, out, stderr, c.message)
		}
	}
	out, stderr, code := run(t, dir, binary, "init-file", "-o", "init.c", "notes.txt")
	if code != 1 || !strings.Contains(stderr, "notes.txt") || out != "" {
		t.Errorf("init-file on a text file: exit %d, %q %q", code, out, stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "init.c")); err == nil {
		t.Errorf("init-file left an output file after an error")
	}
	if out, _, code := run(t, dir, link, "--help"); code != 0 || !strings.Contains(out, "--create-pomp2-regions") {
		t.Errorf("--help: exit %d, %q", code, out)
	}
}

// TestInstrumentedProgramLinks: two instrumented C files (one in an
// archive), the init file from init-file, and the measurement library
// found through `opari2 config` in the source tree: the program runs and
// the library reports as many regions as the init file counts. Skipped
// until `make lib` has built build/lib/libpomp2.so.
func TestInstrumentedProgramLinks(t *testing.T) {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "build", "lib", "libpomp2.so")); err != nil {
		t.Skip("build/lib/libpomp2.so not built (make lib)")
	}
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skip("gcc not installed")
	}
	dir := t.TempDir()
	files := map[string]string{
		"main.c": "#include <stdio.h>\nvoid work(int);\nint main(void) {\n    int i;\n#pragma omp parallel for\n    for (i = 0; i < 4; i++) work(i);\n    printf(\"done\\n\");\n    return 0;\n}\n",
		"work.c": "#include <stdio.h>\nint total;\nvoid work(int i) {\n#pragma omp atomic\n    total += i;\n#pragma omp critical\n    { }\n}\n",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command("sh", "-c", `set -e
opari2 main.c main.mod.c
opari2 work.c work.mod.c
gcc -fopenmp `+"`opari2 config --cflags`"+` -c main.mod.c work.mod.c
ar rcs libwork.a work.mod.o
opari2 init-file -o init.c main.mod.o libwork.a
gcc `+"`opari2 config --cflags`"+` -c init.c
gcc -fopenmp -o prog main.mod.o init.o libwork.a `+"`opari2 config --libs`"+`
OMP_NUM_THREADS=2 ./prog`)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "PATH="+filepath.Dir(binary)+":"+os.Getenv("PATH"), "OPARI2_PREFIX="+root)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	initText, err := os.ReadFile(filepath.Join(dir, "init.c"))
	if err != nil {
		t.Fatal(err)
	}
	// main.c: parallel + for (+ implicit barrier); work.c: atomic, critical
	m := regexp.MustCompile(`POMP2_Get_num_regions\( void \)\n\{\n    return (\d+);`).FindSubmatch(initText)
	if m == nil {
		t.Fatalf("no region count in the init file:\n%s", initText)
	}
	if !strings.Contains(string(out), "done") || !strings.Contains(string(out), " "+string(m[1])+" regions") {
		t.Errorf("init file counts %s regions; program printed:\n%s", m[1], out)
	}
}
