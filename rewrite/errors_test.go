package rewrite

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBadInputC checks that bad input gives "file:line: message", an error
// exit and no output files, and leaves the input alone.
func TestBadInputC(t *testing.T) {
	cases := []struct {
		name, src, want string
	}{
		{"unclosed_user_region.c", "int main(){\n#pragma pomp inst begin(r)\nreturn 0;\n}\n", "unclosed_user_region.c:2: pomp inst begin(r) has no matching inst end"},
		{"end_without_begin.c", "void f(){\n#pragma pomp inst end(r)\n}\n", "end_without_begin.c:2: pomp inst end(r) without a matching inst begin"},
		{"mismatched_user_region.c", "void f(){\n#pragma pomp inst begin(a)\n#pragma pomp inst end(b)\n}\n", "mismatched_user_region.c:3: pomp inst end(b) does not match inst begin(a) at line 2"},
		{"no_block.c", "void f(){\n  #pragma omp parallel\n}\n", "no_block.c:2: omp parallel directive has no structured block after it"},
		{"no_block_eof.c", "#pragma omp parallel\n", "no_block_eof.c:1: omp parallel directive has no structured block after it"},
		{"section_outside.c", "void f(){\n#pragma omp section\n;\n}\n", "section_outside.c:2: section directive outside a sections construct"},
		{"unterminated_comment.c", "int x;\n/* never\nclosed\n", "unterminated_comment.c:2: unterminated comment"},
		{"unterminated_string.c", "const char *s = \"abc;\nint y;\n", "unterminated_string.c:1: unterminated string literal"},
		{"unterminated_char.c", "char c = 'a;\n", "unterminated_char.c:1: unterminated character literal"},
		{"binary.c", "int x;\n\x00\x01\x02", "binary.c:2: input contains a NUL byte"},
		{"stray_brace.c", "}\n", "stray_brace.c:1: unbalanced '}'"},
		{"task_abort.c", "void f(){\n#pragma omp task\n;\n}\n", "task_abort.c:2: tasks are not allowed"},
		{"missing_paren.c", "void f(int n){\n#pragma omp parallel num_threads(n\n;\n}\n", "missing_paren.c:2: missing ')' for num_threads clause"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var args []string
			if strings.HasPrefix(c.name, "task_abort") {
				args = []string{"--task=abort"}
			}
			expectRejected(t, c.name, c.src, c.want, args)
		})
	}
}

// expectRejected writes src to a read-only file name in a scratch folder,
// runs the instrumenter on it with args, and checks the error message
// (after the folder) starts with want, nothing is written and the input
// is unchanged.
func expectRejected(t *testing.T, name, src, want string, args []string) {
	t.Helper()
	dir := t.TempDir()
	in := filepath.Join(dir, name)
	if err := os.WriteFile(in, []byte(src), 0o444); err != nil {
		t.Fatal(err)
	}
	opts, err := ParseArgsForTest(args, in)
	if err != nil {
		t.Fatal(err)
	}
	if _, err = RunFiles(opts, in, ""); err == nil {
		t.Fatalf("no error for bad input")
	}
	msg := strings.TrimPrefix(err.Error(), dir+string(filepath.Separator))
	if !strings.HasPrefix(msg, want) {
		t.Errorf("error = %q\nwant prefix %q", msg, want)
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 1 {
		var names []string
		for _, e := range ents {
			names = append(names, e.Name())
		}
		t.Errorf("files left behind: %v", names)
	}
	if got, _ := os.ReadFile(in); string(got) != src {
		t.Errorf("input was modified")
	}
}

func TestUnreadableInput(t *testing.T) {
	dir := t.TempDir()
	opts := DefaultOptions()
	opts.Lang = 1
	if _, err := RunFiles(opts, filepath.Join(dir, "missing.c"), ""); err == nil || !strings.Contains(err.Error(), "missing.c: cannot read input file") {
		t.Errorf("error = %v", err)
	}
	if _, err := RunFiles(opts, dir+"/", ""); err == nil {
		t.Errorf("directory accepted as input")
	}
}
