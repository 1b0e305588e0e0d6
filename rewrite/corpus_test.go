package rewrite

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"opari2/internal/testlib"
	"opari2/parser"
)

type corpusCase struct {
	name, input, outfile            string
	options                         []string
	producedSource, producedInclude string
	expectedSource, expectedInclude string
}

func readManifest(t testing.TB, dir string) []corpusCase {
	t.Helper()
	var cases []corpusCase
	for _, line := range dataLines(t, filepath.Join(dir, "MANIFEST.tsv")) {
		col := strings.Split(line, "\t")
		if len(col) < 8 {
			t.Fatalf("bad manifest line %q", line)
		}
		c := corpusCase{name: col[0], input: col[1], outfile: col[3], producedSource: col[4],
			producedInclude: col[5], expectedSource: col[6], expectedInclude: col[7]}
		if col[2] != "-" {
			c.options = strings.Fields(col[2])
		}
		if c.outfile == "-" {
			c.outfile = ""
		}
		cases = append(cases, c)
	}
	return cases
}

var (
	reLineDir  = regexp.MustCompile(`^(\s*#line \d+ ")([^"]*)(".*)$`)
	reIncludeC = regexp.MustCompile(`^(#include ")([^"]*opari\.inc)(".*)$`)
	reIncludeF = regexp.MustCompile(`(?i)^(\s*include ')([^']*opari\.inc)('.*)$`)
	reSCL      = regexp.MustCompile(`(sscl|escl)=([^*"]*):(\d+):(\d+)`)
	reCTC      = regexp.MustCompile(`"(\d+)(\*regionType=[^"]*)"`)
	reInitReg  = regexp.MustCompile(`Init_reg_[0-9A-Za-z_]+`)
	reCommon   = regexp.MustCompile(`\bcb[0-9A-Za-z_]+`)
	reLen      = regexp.MustCompile(`LEN=\d+`)
	reCharStar = regexp.MustCompile(`CHARACTER\*\d+`)
)

// normalize applies the corpus README's normalization to one output file.
func normalize(text string, fortran bool, form parser.Form) string {
	lines := strings.Split(text, "\n")
	if fortran {
		lines = joinFortranCTC(lines, form)
	}
	for i, l := range lines {
		if m := reLineDir.FindStringSubmatch(l); m != nil {
			l = m[1] + filepath.Base(m[2]) + m[3]
		}
		if m := reIncludeC.FindStringSubmatch(l); m != nil {
			l = m[1] + filepath.Base(m[2]) + m[3]
		}
		if m := reIncludeF.FindStringSubmatch(l); m != nil {
			l = m[1] + filepath.Base(m[2]) + m[3]
		}
		l = reSCL.ReplaceAllStringFunc(l, func(s string) string {
			m := reSCL.FindStringSubmatch(s)
			return fmt.Sprintf("%s=%s:%s:%s", m[1], filepath.Base(m[2]), m[3], m[4])
		})
		// the corpus recomputed the length prefix per language: C +1,
		// fixed form +2, free form +0 over the text after the number
		extra := 1
		if fortran {
			extra = 0
			if form == parser.FormFixed {
				extra = 2
			}
		}
		l = reCTC.ReplaceAllStringFunc(l, func(s string) string {
			m := reCTC.FindStringSubmatch(s)
			return `"` + strconv.Itoa(len(m[2])+extra) + m[2] + `"`
		})
		l = reInitReg.ReplaceAllString(l, "Init_reg_000")
		if fortran {
			l = reCommon.ReplaceAllString(l, "cb000")
			l = reLen.ReplaceAllString(l, "LEN=999")
			l = reCharStar.ReplaceAllString(l, "CHARACTER*999")
		}
		lines[i] = l
	}
	if fortran && form == parser.FormFixed {
		lines = resplitFixed(lines)
	}
	return strings.Join(lines, "\n")
}

// joinFortranCTC joins CTC strings that were split over continuation lines
// ("..."// & "..." or "..."//\n     &"...") into one string.
func joinFortranCTC(lines []string, form parser.Form) []string {
	var out []string
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		for (strings.HasSuffix(strings.TrimRight(l, " "), `"//&`) || strings.HasSuffix(strings.TrimRight(l, " "), `"//`)) && i+1 < len(lines) {
			next := strings.TrimLeft(lines[i+1], " ")
			if form == parser.FormFixed && strings.HasPrefix(lines[i+1], "     &") {
				next = strings.TrimLeft(lines[i+1][6:], " ")
			}
			if !strings.HasPrefix(next, `"`) {
				break
			}
			trimmed := strings.TrimRight(l, " ")
			trimmed = strings.TrimSuffix(strings.TrimSuffix(trimmed, "&"), `"//`)
			l = trimmed + next[1:]
			i++
		}
		if form == parser.FormFree && strings.HasPrefix(strings.TrimLeft(l, " "), `"`) && reCTC.MatchString(l) {
			l = "        " + strings.TrimLeft(l, " ")
		}
		out = append(out, l)
	}
	return out
}

// resplitFixed splits long fixed-form CTC lines into 66-character pieces.
func resplitFixed(lines []string) []string {
	var out []string
	for _, l := range lines {
		if !strings.HasPrefix(l, "     &\"") || len(l) <= 66 || !reCTC.MatchString(l) {
			out = append(out, l)
			continue
		}
		for len(l) > 66 {
			out = append(out, l[:66]+`"//`)
			l = `     &"` + l[66:]
		}
		out = append(out, l)
	}
	return out
}

// runCorpusCase instruments one case in a scratch directory and compares
// the normalized outputs with the expected files.
func runCorpusCase(t *testing.T, dir string, c corpusCase) {
	scratch := t.TempDir()
	src, err := os.ReadFile(filepath.Join(dir, "cases", c.input))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(scratch, c.input), src, 0o644); err != nil {
		t.Fatal(err)
	}
	opts, err := ParseArgsForTest(c.options, c.input)
	if err != nil {
		t.Fatalf("options %v: %v", c.options, err)
	}
	wd, _ := os.Getwd()
	if err := os.Chdir(scratch); err != nil {
		t.Fatal(err)
	}
	defer os.Chdir(wd)
	if _, err := RunFiles(opts, c.input, c.outfile); err != nil {
		t.Fatalf("instrument: %v", err)
	}
	for _, pair := range [][2]string{{c.producedSource, c.expectedSource}, {c.producedInclude, c.expectedInclude}} {
		got, err := os.ReadFile(filepath.Join(scratch, pair[0]))
		if err != nil {
			t.Fatalf("expected output %s: %v", pair[0], err)
		}
		want, err := os.ReadFile(filepath.Join(dir, "cases", pair[1]))
		if err != nil {
			t.Fatal(err)
		}
		g := normalize(string(got), opts.Lang.IsFortran(), opts.Form)
		if d := cmp.Diff(strings.Split(string(want), "\n"), strings.Split(g, "\n")); d != "" {
			t.Errorf("%s differs from %s (-want +got):\n%s", pair[0], pair[1], d)
		}
	}
}

func TestCorpusC(t *testing.T) {
	dir := testlib.Corpus(t)
	for _, c := range readManifest(t, dir) {
		if !parser.LangFromName(c.input).IsC() {
			continue
		}
		t.Run(c.name, func(t *testing.T) { runCorpusCase(t, dir, c) })
	}
}
