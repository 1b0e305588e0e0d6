package rewrite

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"opari2/internal/dirgen"
)

// intNamesWhole is what declaredInt answers, read the simple way: both
// regular expressions over the whole input, every name counted.
func intNamesWhole(src []byte) map[string]bool {
	ints, others := map[string]int{}, map[string]int{}
	for _, m := range reAnyDecl().FindAllSubmatch(src, -1) {
		others[string(m[2])]++
	}
	for _, m := range reIntDecl().FindAllSubmatch(src, -1) {
		ints[string(m[3])]++
		for _, d := range strings.Split(string(m[2]), ",") {
			if name := strings.TrimSpace(strings.SplitN(d, "=", 2)[0]); name != "" {
				ints[name]++
			}
		}
	}
	names := map[string]bool{}
	for n, k := range ints {
		if k >= others[n] {
			names[n] = true
		}
	}
	return names
}

var reWord = regexp.MustCompile(`[A-Za-z_]\w*`)

// TestDeclaredIntSegments: declaredInt, which searches only the segments
// of the input where a name occurs, answers for every word of the C
// inputs of the tests, the corpus and generated programs what the search
// of the whole input answers.
func TestDeclaredIntSegments(t *testing.T) {
	var files []string
	for _, g := range []string{filepath.Join(cTestdata, "*.c*"), filepath.Join(directivesTestdata, "*.c*")} {
		m, _ := filepath.Glob(g)
		files = append(files, m...)
	}
	if dir, ok := corpusDir(); ok {
		m, _ := filepath.Glob(filepath.Join(dir, "cases", "*.c"))
		files = append(files, m...)
	}
	inputs := map[string][]byte{"bench.c": benchSource(300), "typical.c": benchSourceWith(300, kernelCode),
		// a match of reAnyDecl ends on the ';' the next declaration would
		// start with: "y d" is not a match, and d is an int
		"consumed_lead.c": []byte("void f(void) { x a; y d; }\nvoid g(void) { int d; }\n"),
		// declarations across lines, lists, initializers, the ends of the input
		"lists.c": []byte("int a, b = 2,\n  c; unsigned\nd\n;(short e)\n{ char *p, q; long f, g = (1), h; }\nint z"),
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		inputs[filepath.Base(f)] = src
	}
	for seed := int64(1); seed <= 6; seed++ {
		for _, lang := range []dirgen.Lang{dirgen.C, dirgen.CXX} {
			p := dirgen.Generate(seed, lang, 40)
			inputs[p.Lang.String()+"-"+string(rune('0'+seed))] = []byte(p.Source())
		}
	}
	names := 0
	for name, src := range inputs {
		want := intNamesWhole(src)
		words := map[string]bool{}
		for _, w := range reWord.FindAll(src, -1) {
			words[string(w)] = true
		}
		var sorted []string
		for w := range words {
			sorted = append(sorted, w)
		}
		sort.Strings(sorted)
		for _, w := range append(sorted, "not declared", "", "9x") {
			names++
			if got := declaredInt(src, w); got != want[w] {
				t.Errorf("%s: %q: declaredInt %v, whole input %v", name, w, got, want[w])
			}
		}
	}
	t.Logf("%d inputs, %d names", len(inputs), names)
}

// TestAppendPadded compares the POMP2_DLIST_ number with fmt's %05d.
func TestAppendPadded(t *testing.T) {
	for _, id := range []int{0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 12345, 99999, 100000, 1234567} {
		if got, want := string(appendPadded([]byte("x"), id)), fmt.Sprintf("x%05d", id); got != want {
			t.Errorf("appendPadded(%d) = %q, want %q", id, got, want)
		}
	}
}
