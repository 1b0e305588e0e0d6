package rewrite

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// sourceLineErrors follows the #line markers of an instrumented Fortran
// source and reports every copied statement line whose line number, as
// the compiler counts it, is not its line in the input. A statement line
// is a line of the input that is neither blank nor a comment, directive
// or preprocessor line and that occurs once in the input.
func sourceLineErrors(input, output string) []string {
	in := strings.Split(strings.TrimSuffix(input, "\n"), "\n")
	where := map[string]int{}
	for i, l := range in {
		t := strings.TrimSpace(l)
		low := strings.ToLower(t)
		if t == "" || strings.HasPrefix(t, "#") || strings.HasPrefix(t, "!") ||
			(len(l) > 0 && strings.ContainsRune("cC*", rune(l[0])) && !strings.HasPrefix(l, "      ")) || strings.HasPrefix(low, "!$") {
			continue
		}
		if _, dup := where[l]; dup {
			where[l] = -1
		} else {
			where[l] = i + 1
		}
	}
	var errs []string
	line := 0 // the compiler's number of the next output line (0: unknown)
	for _, l := range strings.Split(output, "\n") {
		if rest, ok := strings.CutPrefix(l, "#line "); ok {
			n, _ := strconv.Atoi(strings.Fields(rest)[0])
			line = n
			continue
		}
		if want, ok := where[l]; ok && want > 0 {
			if line != want {
				errs = append(errs, strconv.Itoa(want)+": "+strings.TrimSpace(l)+" is line "+strconv.Itoa(line)+" of the output")
			}
			delete(where, l) // the first copy: later ones are generated ("end")
		}
		if line > 0 {
			line++
		}
	}
	return errs
}

// Comment lines after a loop whose end directive is supplied go before
// that end, and the end's line is the reference's (the loop's last line
// plus the blank lines after it). The statement after them keeps its line
// number: the #line after the end names it (issue 13 item 7).
func TestFortranLoopEndCommentsLineNumbers(t *testing.T) {
	for _, name := range []string{"loop_end_comments.f", "loop_end_comments.f90", "loops.f"} {
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join(fTestdata, name))
			if err != nil {
				t.Fatal(err)
			}
			res, _ := instrumentFortranCase(t, goldenCase{name: name, input: name})
			for _, e := range sourceLineErrors(string(src), string(res.Source)) {
				t.Error(e)
			}
		})
	}
}
