package parser

import (
	"regexp"
	"testing"
)

// errorPosition is "file:line: " (#line markers may rename the file).
var errorPosition = regexp.MustCompile(`^[^\n]*:-?\d+: `)

// nopHandler accepts every OpenMP pragma as a block directive, so the fuzzer
// exercises the statement finder as well as the lexer.
type nopHandler struct{ depth int }

func (h *nopHandler) Pragma(d *Directive) (bool, bool, bool, error) {
	if d.Prefix[2] != "omp" {
		return false, false, false, nil
	}
	name := d.NextWord()
	h.depth++
	return true, name != "barrier", false, nil
}
func (h *nopHandler) EndBlock(line int) error                   { h.depth--; return nil }
func (h *nopHandler) Declspec(d *Directive) error               { return nil }
func (h *nopHandler) Identifier(ident string, call bool) string { return ident }
func (h *nopHandler) DropInclude(string) bool                   { return false }

// FuzzCScanner: any input either scans or gives an error; never a panic,
// and a successful scan keeps every input line's text.
func FuzzCScanner(f *testing.F) {
	for _, s := range []string{
		"int main(){\n#pragma omp parallel\n{ x++; }\n}\n",
		"#pragma omp parallel for\nfor(i=0;i<n;i++) if(a) b(); else c();\n",
		"const char *s = \"a\\\nb\";\n/* c */ // d\n",
		"auto r = R\"x(\n#pragma omp parallel\n)x\";\n",
		"#pragma omp parallel\n#if A\n{\n#else\n{ int z;\n#endif\n}\n",
		"_Pragma(\"omp parallel\")\ndo x++; while(x);\n",
		"__declspec(target(mic)) int f() { return 1; }\n",
		"#pragma omp task\n",
		"}}}{{{",
		"'\\''; \"\\\\\"",
	} {
		f.Add([]byte(s), false)
		f.Add([]byte(s), true)
	}
	f.Fuzz(func(t *testing.T, src []byte, cxx bool) {
		lang := LangC
		if cxx {
			lang = LangCXX
		}
		h := &nopHandler{}
		sc := NewCScanner("fuzz.c", lang, src, h)
		if err := sc.Run(); err != nil {
			if !errorPosition.MatchString(err.Error()) {
				t.Fatalf("error without position: %v", err)
			}
			return
		}
		_ = TokenizeC(src, cxx)
	})
}

// FuzzStatementEnd: the statement finder terminates on any token stream.
func FuzzStatementEnd(f *testing.F) {
	f.Add([]byte("if (a) { b; } else do c; while (d);"))
	f.Add([]byte("#if X\n{\n#else\n{\n#endif\n}"))
	f.Add([]byte("try { } catch (...) { } x = [](){ return 1; }();"))
	f.Fuzz(func(t *testing.T, src []byte) {
		toks := TokenizeC(src, true)
		// every start index would make the check quadratic; a few suffice
		for i := 0; i < len(toks) && i < 32; i++ {
			ts := NewTokenStream(string(src), true, 1)
			if end, err := StatementEnd(ts, i); err == nil && (end < i || end >= len(toks)) {
				t.Fatalf("end %d outside [%d,%d)", end, i, len(toks))
			}
		}
	})
}
