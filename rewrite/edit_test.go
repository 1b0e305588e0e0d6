package rewrite

import (
	"strings"
	"testing"

	"opari2/parser"
)

// TestSourceEditor: the editor writes the input's lines as the reference
// does ("\r\n" as "\n", a last line ended), edits at their offsets.
func TestSourceEditor(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		edit      func(e *sourceEditor)
		want      string
	}{
		{"plain", "a\nb\n", nil, "a\nb\n"},
		{"crlf", "a\r\nb\r\n", nil, "a\nb\n"},
		{"lone cr kept", "a\rb\n", nil, "a\rb\n"},
		{"no last newline", "a\nb", nil, "a\nb\n"},
		{"cr at the end", "a\nb\r", nil, "a\nb\n"},
		{"empty", "", nil, ""},
		{"token at the end", "f(x)", func(e *sourceEditor) {
			e.copyTo(0)
			e.out.WriteString("g")
			e.skipTo(1)
		}, "g(x)\n"},
		{"last token replaced", "a\nlock", func(e *sourceEditor) {
			e.copyTo(2)
			e.out.WriteString("wrap")
			e.skipTo(6)
		}, "a\nwrap\n"},
		{"last line replaced", "a\n#include <omp.h>", func(e *sourceEditor) {
			e.copyTo(2)
			e.replaceLines(parser.Span{Start: 2, End: 18})
		}, "a\n"},
		{"lines replaced", "a\r\n#pragma x\r\nb\r\n", func(e *sourceEditor) {
			e.copyTo(3)
			e.out.WriteString("P\n")
			e.replaceLines(parser.Span{Start: 3, End: 14})
		}, "a\nP\nb\n"},
		{"insert at the end", "a", func(e *sourceEditor) {
			e.copyTo(1)
			e.out.WriteString("END\n")
		}, "a\nEND\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := &sourceEditor{src: []byte(tc.src)}
			if tc.edit != nil {
				tc.edit(e)
			}
			e.finish()
			if got := e.out.String(); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestDirectiveAtEndKept: a directive continued past the end of the
// input (no statement ends it) is kept as written. The reference, and
// this scanner before it reported positions, dropped its lines.
func TestDirectiveAtEndKept(t *testing.T) {
	got := instrumentString(t, "a.c", "int x;\n#pragma omp parallel \\\n  if(1) \\")
	want := "#include \"a.c.opari.inc\"\n" + "int x;\n#pragma omp parallel \\\n  if(1) \\\n"
	if got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestDeclspecInDirectiveContinuation: a __declspec line that continues
// a directive (after its '\') is the directive's text, as the compiler
// reads it, not an offload attribute: the directive is written once,
// with it.
func TestDeclspecInDirectiveContinuation(t *testing.T) {
	out := instrumentString(t, "d.c", "void f(void)\n{\n#pragma omp parallel \\\n__declspec(target(mic))\n{ }\n}\n")
	if n := strings.Count(out, "#pragma omp parallel \\\n__declspec(target(mic)) POMP2_DLIST_00001"); n != 1 {
		t.Errorf("the directive with its continuation line %d times, want 1:\n%s", n, out)
	}
	if n := strings.Count(out, "__declspec"); n != 1 {
		t.Errorf("__declspec %d times, want 1:\n%s", n, out)
	}
}
