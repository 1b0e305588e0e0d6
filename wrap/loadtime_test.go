package wrap

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestRegistrationWithoutInitFile: a program linked without an init file
// (its regions registered on first use) dlopens a plugin instrumented
// with --register-at-load (registered by its constructor); no nm or
// init-file step anywhere, and the profile names and counts the regions of
// both exactly.
func TestRegistrationWithoutInitFile(t *testing.T) {
	prefix := install(t)
	dir := t.TempDir()
	files := map[string]string{
		"main.c": `#include <dlfcn.h>
#include <stdio.h>
int main(int argc, char **argv)
{
    int n = 0;
#pragma omp parallel reduction(+:n)
    n++;
    void *h = dlopen(argv[1], RTLD_NOW);
    if (!h) { fprintf(stderr, "%s\n", dlerror()); return 1; }
    int (*work)(void) = (int (*)(void))dlsym(h, "plugin_work");
    if (argc > 2) { /* load only: the constructor registers the regions */
        printf("%d\n", n);
        return 0;
    }
    printf("%d %d\n", n, work() + work());
    return 0;
}
`,
		"plugin.c": `int plugin_work(void)
{
    int k = 0;
#pragma omp parallel
    {
#pragma omp critical
        k++;
    }
    return k;
}
`,
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	opari2 := filepath.Join(prefix, "bin", "opari2")
	inc := "-I" + filepath.Join(prefix, "include")
	for _, step := range [][]string{
		{opari2, "main.c"},
		{opari2, "--register-at-load", "plugin.c"},
		{"gcc", "-fopenmp", "-fPIC", "-shared", inc, "-o", "libplugin.so", "plugin.mod.c"},
		{"gcc", "-fopenmp", inc, "-rdynamic", "-o", "prog", "main.mod.c", filepath.Join(prefix, "lib", "libpomp2.a"), "-ldl", "-lpthread"},
	} {
		cmd := exec.Command(step[0], step[1:]...)
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%v: %v\n%s", step, err, out)
		}
	}
	cmd := exec.Command(filepath.Join(dir, "prog"), filepath.Join(dir, "libplugin.so"))
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "OMP_NUM_THREADS=2", "POMP2_OUTPUT_DIR="+dir, "POMP2_QUIET=1")
	out, err := cmd.CombinedOutput()
	if err != nil || string(out) != "2 4\n" {
		t.Fatalf("prog: %v\n%s", err, out)
	}
	got := readProfile(t, filepath.Join(dir, "pomp2-prog-*"))
	for key, n := range map[string]int{
		"parallel @ main.c:6-7/parallel":          2,
		"parallel @ plugin.c:4-8/parallel":        4,
		"critical @ plugin.c:6-7/critical (body)": 4,
		"parallel @ plugin.c:4-8/fork/join":       2,
	} {
		if got[key] != n {
			t.Errorf("%s visited %d times, want %d (profile: %v)", key, got[key], n, keys(got))
		}
	}

	// loaded, never called: main's region (first use) and the plugin's
	// two (its constructor) are registered
	cmd = exec.Command(filepath.Join(dir, "prog"), filepath.Join(dir, "libplugin.so"), "load-only")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "OMP_NUM_THREADS=2", "POMP2_OUTPUT_DIR="+t.TempDir())
	out, err = cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), " 3 regions") {
		t.Fatalf("load only: %v\n%s", err, out)
	}
}
