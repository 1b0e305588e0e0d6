package parser

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestTokenStreamResume checks that where Resume takes up the tokens of
// a stream started earlier, they are the tokens of a stream started at
// that line (what the statement search used to do for every directive):
// for every line of the C inputs of testdata and of tricky texts
// (splices, comments over lines, raw strings, preprocessor lines).
func TestTokenStreamResume(t *testing.T) {
	inputs := map[string]string{
		"splices":  "int a = 1; \\\n int b;\n#define X(a) \\\n  a + /* c\n */ b\nx = \"s\\\nt\";\n// c \\\n#pragma omp parallel\ny++;\n",
		"comments": "/* a\n#pragma omp parallel\n*/ x++;\n{ /* b */ y++; /* c\n d */ }\n// e\nz;\n",
		"raw":      "auto r = R\"x(\n#pragma omp parallel\n{ )x\";\n_Pragma(\"omp barrier\")\nf(1'000, 0x1p-3);\n",
		"cr":       "int a;\r\n#if A\r\n{ b; }\r\n#endif\r\n\r\nc;\r\n",
		"open":     "x;\n\"unterminated\ny;\nz;\n",
	}
	files, _ := filepath.Glob("../testdata/*/*.c")
	more, _ := filepath.Glob("../testdata/*/*.cpp")
	for _, f := range append(files, more...) {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		inputs[f] = string(b)
	}
	resumed := 0
	for name, src := range inputs {
		for _, cxx := range []bool{false, true} {
			lines := newLineIndex([]byte(src))
			var ts TokenStream
			ts.Reset(src, cxx, 1)
			for l := 2; l <= lines.n; l++ {
				from := ts.Resume(l)
				if from < 0 {
					// read on as a statement search would, then try again
					ts.Get(len(ts.toks) + 8)
					if from = ts.Resume(l); from < 0 {
						continue
					}
				}
				resumed++
				fresh := NewTokenStream(src[lines.off[l-1]:], cxx, l)
				var got, want []Token
				for k := 0; k < 50; k++ {
					if tok, ok := ts.Get(from + k); ok {
						got = append(got, *tok)
					}
					if tok, ok := fresh.Get(k); ok {
						want = append(want, *tok)
					}
				}
				if diff := cmp.Diff(want, got); diff != "" {
					t.Fatalf("%s (C++ %v), line %d: resumed tokens differ from a fresh stream's (-fresh +resumed):\n%s", name, cxx, l, diff)
				}
			}
		}
	}
	if resumed < 1000 {
		t.Errorf("only %d lines resumed: the test checks little", resumed)
	}
}
