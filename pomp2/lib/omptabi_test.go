package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"opari2/internal/testlib"
)

// The ABI of the shipped omp-tools.h (internal/omptools) must be that
// of LLVM's: a tool built against either header works with either
// runtime. TestOMPToolsHeaderABI reads LLVM's header (clang's resource
// directory), takes from it every OMPT enumeration constant, structure
// and union (with every field), typedef, iteration macro and constant
// macro, and writes a C program that prints their values, sizes, field
// offsets and macro expansions; the program is compiled once against each
// header, and the outputs must be equal. The same program, compiled
// against ours, also declares each of LLVM's function typedefs again
// under another name and asserts that the two types are compatible
// (__builtin_types_compatible_p): the signatures are the same.

// llvmOMPTools finds LLVM's omp-tools.h; the test is skipped without one.
func llvmOMPTools(t *testing.T) string {
	t.Helper()
	var dirs []string
	if out, err := exec.Command("clang", "-print-resource-dir").Output(); err == nil {
		dirs = append(dirs, filepath.Join(strings.TrimSpace(string(out)), "include"))
	}
	globbed, _ := filepath.Glob("/usr/lib/llvm-*/lib/clang/*/include")
	dirs = append(dirs, globbed...)
	for _, d := range dirs {
		p := filepath.Join(d, "omp-tools.h")
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	t.Skip("LLVM's omp-tools.h not found (clang or libomp-dev not installed)")
	return ""
}

var (
	abiComment  = regexp.MustCompile(`(?s)/\*.*?\*/|//[^\n]*`)
	abiEnum     = regexp.MustCompile(`(?s)typedef enum ((?:ompt|kmp)_\w+) \{(.*?)\} (\w+);`)
	abiConst    = regexp.MustCompile(`^\s*((?:ompt|kmp)_\w+)\s*(?:DEPRECATED_51)?\s*=`)
	abiTypedef  = regexp.MustCompile(`(?m)^typedef ([\w ]+?)\s*(\**)\s*\b((?:ompt|kmp)_\w+_t)(?: DEPRECATED_51)?;`)
	abiFuncType = regexp.MustCompile(`(?s)typedef ([^;{}]*?)\(\s*\*\s*(ompt_\w+_t)\s*\)\s*\(([^;]*?)\);`)
	abiForeach  = regexp.MustCompile(`#define (FOREACH_\w+)\(macro\)`)
	abiMacro    = regexp.MustCompile(`(?m)^#define (ompt_\w+_none) +[^{ ]`)
)

// abiStruct is a structure or union of the header and its fields.
type abiStruct struct {
	name   string
	fields []string
}

// abiStructs finds "typedef struct|union NAME { ... } NAME;" with their
// top-level fields (a nested union counts as one field).
func abiStructs(src string) []abiStruct {
	var out []abiStruct
	head := regexp.MustCompile(`typedef (?:struct|union) ((?:ompt|kmp)_\w+) \{`)
	for _, m := range head.FindAllStringSubmatchIndex(src, -1) {
		name := src[m[2]:m[3]]
		depth, start := 1, m[1]
		i := start
		for ; i < len(src) && depth > 0; i++ {
			switch src[i] {
			case '{':
				depth++
			case '}':
				depth--
			}
		}
		body := src[start : i-1]
		s := abiStruct{name: name}
		depth, stmt := 0, strings.Builder{}
		for _, c := range body {
			switch c {
			case '{':
				depth++
			case '}':
				depth--
			}
			if c == ';' && depth == 0 {
				words := regexp.MustCompile(`\w+`).FindAllString(stmt.String(), -1)
				if len(words) > 0 {
					s.fields = append(s.fields, words[len(words)-1])
				}
				stmt.Reset()
				continue
			}
			stmt.WriteRune(c)
		}
		out = append(out, s)
	}
	return out
}

// abiProgram writes the C program printing the ABI of what header
// defines, with LLVM's function typedefs checked when checkFuncs.
func abiProgram(llvm string, checkFuncs bool) string {
	src := abiComment.ReplaceAllString(llvm, "")
	var b strings.Builder
	b.WriteString("#include <stdio.h>\n#include <stddef.h>\n#include <omp-tools.h>\n")
	b.WriteString("#define P1(a) printf(\"%s\\n\", #a);\n")
	b.WriteString("#define P2(a, v) printf(\"%s %lld\\n\", #a, (long long)(v));\n")
	b.WriteString("#define P3(a, t, v) printf(\"%s %s %lld\\n\", #a, #t, (long long)(v));\n")
	if checkFuncs {
		for _, m := range abiFuncType.FindAllStringSubmatch(src, -1) {
			fmt.Fprintf(&b, "typedef %s(*%s__llvm)(%s);\n", m[1], m[2], m[3])
			fmt.Fprintf(&b, "_Static_assert(__builtin_types_compatible_p(%s, %s__llvm), \"signature of %s\");\n", m[2], m[2], m[2])
		}
	}
	b.WriteString("int main(void) {\n")
	for _, m := range abiEnum.FindAllStringSubmatch(src, -1) {
		fmt.Fprintf(&b, "printf(\"enum %s %%zu\\n\", sizeof(%s));\n", m[3], m[3])
		for _, line := range strings.Split(m[2], ",") {
			if c := abiConst.FindStringSubmatch(line); c != nil {
				fmt.Fprintf(&b, "printf(\"  %s %%lld\\n\", (long long)%s);\n", c[1], c[1])
			}
		}
	}
	for _, s := range abiStructs(src) {
		fmt.Fprintf(&b, "printf(\"struct %s size %%zu align %%zu\\n\", sizeof(%s), _Alignof(%s));\n", s.name, s.name, s.name)
		for _, f := range s.fields {
			fmt.Fprintf(&b, "printf(\"  %s offset %%zu size %%zu\\n\", offsetof(%s, %s), sizeof(((%s*)0)->%s));\n", f, s.name, f, s.name, f)
		}
	}
	for _, m := range abiTypedef.FindAllStringSubmatch(src, -1) {
		fmt.Fprintf(&b, "printf(\"typedef %s %%zu\\n\", sizeof(%s));\n", m[3], m[3])
	}
	for _, m := range abiForeach.FindAllStringSubmatch(src, -1) {
		p := map[string]string{"FOREACH_OMPT_INQUIRY_FN": "P1", "FOREACH_OMPT_EVENT": "P3"}[m[1]]
		if p == "" {
			p = "P2"
		}
		fmt.Fprintf(&b, "printf(\"%s\\n\");\n%s(%s)\n", m[1], m[1], p)
	}
	for _, m := range abiMacro.FindAllStringSubmatch(src, -1) {
		fmt.Fprintf(&b, "P2(%s, %s)\n", m[1], m[1])
	}
	b.WriteString("return 0;\n}\n")
	return b.String()
}

func TestOMPToolsHeaderABI(t *testing.T) {
	llvm := llvmOMPTools(t)
	text, err := os.ReadFile(llvm)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	// LLVM's header alone in a directory: clang's resource directory has
	// headers gcc cannot read
	llvmDir := filepath.Join(dir, "llvm-include")
	if err := os.MkdirAll(llvmDir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(llvmDir, "omp-tools.h"), text, 0o644); err != nil {
		t.Fatal(err)
	}
	outputs := map[string]string{}
	for name, inc := range map[string]string{"llvm": llvmDir, "ours": filepath.Join(testlib.RepoRoot(), "internal", "omptools")} {
		src := filepath.Join(dir, name+".c")
		if err := os.WriteFile(src, []byte(abiProgram(string(text), name == "ours")), 0o644); err != nil {
			t.Fatal(err)
		}
		testlib.Run(t, dir, nil, "gcc", "-std=gnu11", "-I", inc, "-o", filepath.Join(dir, name), src)
		outputs[name] = testlib.Run(t, dir, nil, filepath.Join(dir, name))
	}
	if n := strings.Count(outputs["llvm"], "\n"); n < 400 {
		t.Fatalf("LLVM's header gave only %d lines: the parsing missed it:\n%s", n, outputs["llvm"])
	}
	if d := cmp.Diff(outputs["llvm"], outputs["ours"]); d != "" {
		t.Errorf("ABI differs (-LLVM +ours):\n%s", d)
	}
}
