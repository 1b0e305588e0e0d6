package parser

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// errorPosition is "file:line: " (#line markers may rename the file).
var errorPosition = regexp.MustCompile(`^[^\n]*:-?\d+: `)

// nopHandler accepts every OpenMP pragma as a block directive, so the fuzzer
// exercises the statement finder as well as the lexer. It checks the
// positions of what it is told: in order, inside the input, and an
// identifier's bytes at its offset.
type nopHandler struct {
	src   []byte
	depth int
	last  int // the offset of the last event
	bad   string
}

func (h *nopHandler) at(what string, off int) {
	if h.bad == "" && (off < h.last || off > len(h.src)) {
		h.bad = fmt.Sprintf("%s at %d after %d (input %d bytes)", what, off, h.last, len(h.src))
	}
	h.last = off
}

func (h *nopHandler) Line(phys, off int) { h.at("line", off) }
func (h *nopHandler) Pragma(d *Directive, at Span) (CClass, error) {
	h.at("pragma", at.Start)
	if d.Prefix[2] != "omp" {
		return CClass{}, nil
	}
	name := d.NextWord()
	h.depth++
	return CClass{Block: name != "barrier", Name: name}, nil
}
func (h *nopHandler) EndBlocks(e BlockEnd) error { h.at("block end", e.At); h.depth -= e.N; return nil }
func (h *nopHandler) Declspec(d *Directive, attr Span) error {
	h.at("declspec", attr.End)
	return nil
}
func (h *nopHandler) Identifier(id Ident) {
	h.at("identifier", id.At)
	if h.bad == "" && string(h.src[id.At:id.At+len(id.Name)]) != id.Name {
		h.bad = fmt.Sprintf("identifier %q at %d is %q", id.Name, id.At, h.src[id.At:id.At+len(id.Name)])
	}
}
func (h *nopHandler) Include(header string, at Span)  { h.at("include", at.Start) }
func (h *nopHandler) IncludeMarker(at Span)           { h.at("marker", at.Start) }
func (h *nopHandler) LeaveHeader(at int, file string) { h.at("leave", at) }
func (h *nopHandler) Conditional(string, []string)    {}
func (h *nopHandler) Warn(string, int, string)        {}

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
		h := &nopHandler{src: src}
		sc := NewCScanner("fuzz.c", lang, src, h)
		err := sc.Run()
		if h.bad != "" {
			t.Fatal(h.bad)
		}
		if err != nil {
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

// fNopHandler accepts every OpenMP directive, and treats do/parallel do
// as loop constructs and atomic as a one-statement construct, so that the
// fuzzer drives the loop and statement tracking as well as the lexer. It
// keeps the code lines it is told, and checks the positions: in order
// (at the top level), inside the input.
type fNopHandler struct {
	src    []byte
	open   []string
	groups [][]int // per open group: the open count before it, then at each branch's end
	code   strings.Builder
	last   int
	bad    string
}

func (h *fNopHandler) at(what string, off int) {
	if off < 0 {
		return // at a cut
	}
	if h.bad == "" && (off < h.last || off > len(h.src)) {
		h.bad = fmt.Sprintf("%s at %d after %d (input %d bytes)", what, off, h.last, len(h.src))
	}
	h.last = off
}

func (h *fNopHandler) Classify(d *Directive) FClass {
	if d.Prefix[0] != "!$omp" && d.Prefix[0] != "c$omp" && d.Prefix[0] != "*$omp" {
		return FClass{}
	}
	var words []string
	for w := d.NextWord(); w != "" && len(words) < 3; w = d.NextWord() {
		words = append(words, w)
	}
	d.Name = strings.Join(words, "")
	switch {
	case strings.HasPrefix(d.Name, "enddo"), strings.HasPrefix(d.Name, "endparalleldo"):
		return FClass{Known: true, EndsLoop: true}
	case strings.HasPrefix(d.Name, "paralleldo"), strings.HasPrefix(d.Name, "do"):
		return FClass{Known: true, Loop: true, Name: d.Name, End: "end" + d.Name}
	case strings.HasPrefix(d.Name, "endatomic"):
		return FClass{Known: true, EndsSingle: true}
	case strings.HasPrefix(d.Name, "atomic"):
		return FClass{Known: true, Single: true, Name: d.Name}
	}
	return FClass{Known: true}
}
func (h *fNopHandler) Line(off int, atRest bool) { h.at("line", off) }
func (h *fNopHandler) Attach(at Span)            { h.at("attached line", at.Start) }
func (h *fNopHandler) Directive(d *Directive, at Span, after []string) error {
	h.at("directive", at.Start)
	h.open = append(h.open, d.Name)
	return nil
}
func (h *fNopHandler) OtherDirective(d *Directive, at Span, lower, after []string) {
	h.at("directive", at.Start)
}
func (h *fNopHandler) EndLoop(e LoopEnd) error             { h.at("loop end", e.At); return nil }
func (h *fNopHandler) HeaderEnd(at, line int, file string) { h.at("header end", at) }
func (h *fNopHandler) Statement(lines []StmtLine, at Span, file string) {
	h.at("statement", at.Start)
	for _, l := range lines {
		if l.Code {
			h.code.WriteString(l.Raw)
			h.code.WriteByte('\n')
		}
	}
}
func (h *fNopHandler) Cut(idx, col int) {}
func (h *fNopHandler) StatementDone()   {}
func (h *fNopHandler) Plain(at Span, text string) bool {
	h.at("statement", at.Start)
	h.code.WriteString(strings.TrimSuffix(strings.TrimSuffix(string(h.src[at.Start:at.End]), "\n"), "\r"))
	h.code.WriteByte('\n')
	return true
}
func (h *fNopHandler) SingleLine(line int) error { return nil }
func (h *fNopHandler) GroupStart()               { h.groups = append(h.groups, []int{len(h.open)}) }
func (h *fNopHandler) BranchEnd(at int) (opens, likeFirst bool) {
	h.at("branch end", at)
	if len(h.groups) == 0 {
		return false, true
	}
	g := h.groups[len(h.groups)-1]
	g = append(g, len(h.open))
	h.groups[len(h.groups)-1] = g
	h.open = h.open[:min(g[0], len(h.open))]
	return g[len(g)-1] != g[0], g[len(g)-1] == g[1]
}
func (h *fNopHandler) GroupEnd(e GroupEnd) {
	h.at("group end", e.At)
	if len(h.groups) > 0 {
		h.groups = h.groups[:len(h.groups)-1]
	}
}
func (h *fNopHandler) Warn(file string, line int, msg string) {}
func (h *fNopHandler) Conditional(string, []string)           {}
func (h *fNopHandler) MergeBranches(int) bool                 { return false }

// FuzzFScanner: any input, in either source form, either scans or gives a
// "file:line: message" error; never a panic. A successful scan tells the
// handler every code line (rewrite's FuzzInstrumentFortran checks the
// output), at positions in order, and every directive made again from
// its source (FortranSource) is the same.
func FuzzFScanner(f *testing.F) {
	for _, s := range []string{
		"program p\n  !$omp parallel do\n  do i = 1, n; a(i) = 0; end do; k = 1\nend\n",
		"      program p\n!$omp parallel do\n      do 10 i = 1, n\n      do 10 j = 1, n\n   10 continue\n      end\n",
		"!$omp parallel &\n!$omp& num_threads(4) &\n! comment\n!$omp if(n > 1)\nx = 'a&\n  &b'\n!$omp end parallel\n",
		"subroutine s\n#ifdef A\n  do i = 1, n\n#else\n  do i = n, 1, -1\n#endif\n  end do\nend\n",
		"      x = 1\nc$omp atomic\n      x = x +\n     &    1\n!DIR$ IVDEP\n*$omp end atomic\n",
		"module m\ncontains\n  integer function f(x)\n  !$omp barrier\n  end function\nend module\n",
		"\tx = 1\n\t1 + 2\n!$ y = 3\n!p$ z = 4\n",
		"a = 1 + &\n",
		"!$omp parallel &\n",
		"'\"!;&",
	} {
		f.Add([]byte(s), false)
		f.Add([]byte(s), true)
	}
	f.Fuzz(func(t *testing.T, src []byte, fixed bool) {
		form := FormFree
		if fixed {
			form = FormFixed
		}
		h := &remaking{fNopHandler: fNopHandler{src: src}}
		sc := NewFScanner("fuzz.f", form, src, h)
		err := sc.Run()
		if h.bad != "" {
			t.Fatal(h.bad)
		}
		for _, d := range h.diffs {
			t.Fatalf("made again from its source, a directive differs (-scanner's +made):\n%s", d)
		}
		if err != nil {
			if !errorPosition.MatchString(err.Error()) {
				t.Fatalf("error without position: %v", err)
			}
			return
		}
		told := "\n" + h.code.String()
		for _, l := range strings.Split(strings.TrimSuffix(string(src), "\n"), "\n") {
			if cl := classifyLine(l, form); cl.kind == flCode && !strings.Contains(told, "\n"+cl.raw+"\n") {
				t.Fatalf("code line %q not told; told:%s", l, told)
			}
		}
	})
}
