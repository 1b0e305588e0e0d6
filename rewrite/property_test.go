package rewrite

// The instrumenter's property: when the compiler compiles a program, it
// compiles the instrumented program, which, linked with libpomp2, prints
// what the plain program prints and measures every region. Checked on
// the programs of testdata/directives and on the generated programs of
// internal/dirgen.

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"opari2/initgen"
	"opari2/internal/testlib"
	"opari2/parser"
	"opari2/pomp2/report"
)

// propStage names where a program failed the property ("" when it held).
type propStage string

const (
	stageOK         propStage = ""
	stageInvalid    propStage = "invalid" // the plain program does not compile or run
	stageInstrument propStage = "instrument"
	stageCompile    propStage = "compile"
	stageLink       propStage = "link"
	stageRun        propStage = "run"
	stageOutput     propStage = "output"
	stageProfile    propStage = "profile"
)

type propResult struct {
	stage  propStage
	detail string
}

func (r propResult) String() string { return string(r.stage) + ": " + r.detail }

// propCompiler is the compiler of a source file.
func propCompiler(name string) string {
	lang := parser.LangFromName(name)
	switch {
	case lang.IsFortran():
		return "gfortran"
	case lang == parser.LangCXX:
		return "g++"
	}
	return "gcc"
}

// runCmd runs a command in dir with a time limit; it returns the
// combined output.
func runCmd(dir string, env []string, limit time.Duration, name string, args ...string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.CombinedOutput()
	if ctx.Err() != nil {
		err = fmt.Errorf("timed out after %v", limit)
	}
	return string(out), err
}

// runStdout runs a program and returns its standard output only.
func runStdout(dir string, env []string, limit time.Duration, name string) (string, string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	cmd := exec.CommandContext(ctx, name)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if ctx.Err() != nil {
		err = fmt.Errorf("timed out after %v", limit)
	}
	return stdout.String(), stderr.String(), err
}

// checkProperty runs the property on the program src named name, in
// the empty directory dir; lib is libpomp2.a, defs are -D options of
// the compiler (a configuration of the program's #if sections).
func checkProperty(dir, name string, src []byte, lib, headers string, defs ...string) propResult {
	in := filepath.Join(dir, name)
	if err := os.WriteFile(in, src, 0o644); err != nil {
		return propResult{stageInvalid, err.Error()}
	}
	cc := propCompiler(name)
	env := []string{"OMP_NUM_THREADS=2"}
	if out, err := runCmd(dir, nil, time.Minute, cc, append([]string{"-fopenmp", "-w", "-o", "plain", name}, defs...)...); err != nil {
		return propResult{stageInvalid, firstLines(out, 5)}
	}
	want, _, err := runStdout(dir, env, 30*time.Second, "./plain")
	if err != nil {
		return propResult{stageInvalid, "plain program: " + err.Error()}
	}
	opts, err := ParseArgsForTest(nil, name)
	if err != nil {
		return propResult{stageInstrument, err.Error()}
	}
	res, err := RunFiles(opts, in, "")
	if err != nil {
		return propResult{stageInstrument, err.Error()}
	}
	out, _ := OutputName(in, opts.Lang.IsFortran(), opts.KeepSrcInfo)
	obj := out + ".o"
	if msg, err := runCmd(dir, nil, time.Minute, cc, append([]string{"-fopenmp", "-w", "-c", "-I", headers, "-o", obj, out}, defs...)...); err != nil {
		return propResult{stageCompile, firstLines(msg, 8)}
	}
	funcs, err := initgen.Scan([]string{obj})
	if err != nil {
		return propResult{stageLink, err.Error()}
	}
	if err := os.WriteFile(filepath.Join(dir, "init.c"), initgen.Write(funcs), 0o644); err != nil {
		return propResult{stageLink, err.Error()}
	}
	link := []string{"-fopenmp", "-o", "prog", "init.c", obj, lib, "-lpthread", "-lm"}
	linker := "gcc"
	switch cc {
	case "g++":
		linker = "g++"
	case "gfortran":
		link = append(link, "-lgfortran")
	}
	if msg, err := runCmd(dir, nil, time.Minute, linker, link...); err != nil {
		return propResult{stageLink, firstLines(msg, 8)}
	}
	prof := filepath.Join(dir, "prof")
	if err := os.Mkdir(prof, 0o755); err != nil {
		return propResult{stageRun, err.Error()}
	}
	got, stderr, err := runStdout(dir, append(env, "POMP2_OUTPUT_DIR="+prof, "POMP2_QUIET=1"), 60*time.Second, "./prog")
	if err != nil {
		return propResult{stageRun, err.Error() + "\n" + firstLines(stderr, 5)}
	}
	if got != want {
		return propResult{stageOutput, "plain:\n" + want + "instrumented:\n" + got}
	}
	active := activeLines(dir, name, cc, defs)
	return checkProfile(prof, filepath.Base(name), res, active)
}

func firstLines(s string, n int) string {
	lines := strings.SplitN(s, "\n", n+1)
	if len(lines) > n {
		lines = lines[:n]
	}
	return strings.Join(lines, "\n")
}

// activeLines are the lines of a source that its #if sections leave in
// with the -D options defs (nil: all of them; a Fortran source that the
// compiler does not preprocess).
func activeLines(dir, name, cc string, defs []string) map[int]bool {
	args := []string{"-fopenmp", "-E", name}
	if cc == "gfortran" {
		if !fortranPreprocessed(name) {
			return nil
		}
		args = append(args, "-cpp")
	}
	out, err := runCmd(dir, nil, time.Minute, cc, append(args, defs...)...)
	if err != nil {
		return nil
	}
	active := map[int]bool{}
	line, ours := 0, false
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "# ") {
			f := strings.Fields(l)
			if len(f) >= 3 {
				n, _ := strconv.Atoi(f[1])
				line, ours = n, strings.Trim(f[2], "\"") == name
			}
			continue
		}
		if ours && strings.TrimSpace(l) != "" {
			active[line] = true // a line left out is written blank
		}
		line++
	}
	return active
}

// fortranPreprocessed reports a Fortran source that gfortran runs
// through the preprocessor (.F, .F90, ...: an upper-case extension).
func fortranPreprocessed(name string) bool {
	ext := filepath.Ext(name)
	return len(ext) > 1 && ext[1] == 'F'
}

// reCTCRegion finds the region type and first line of each region in
// the .opari.inc (Fortran's CTC strings are joined first).
var (
	reCTCRegion = regexp.MustCompile(`regionType=(\w+)\*sscl=[^*]*:(\d+):\d+\*(?:[^"\\]|""|\\.)*`)
	reCTCSplit  = regexp.MustCompile(`"//\s*&?\s*\n\s*&?\s*"`)
)

// checkProfile finds the profile of the run and checks that it has a row
// for every region of the include file whose directive is compiled. A
// task with an if clause is measured only when it is deferred (the
// reference's template: if (pomp2_if) POMP2_Task_create_begin ...): it
// may be missing.
func checkProfile(prof, base string, res *Result, active map[int]bool) propResult {
	inc := reCTCSplit.ReplaceAllString(string(res.Include), "")
	type region struct {
		typ  string
		line int
	}
	var want []region
	for _, m := range reCTCRegion.FindAllStringSubmatch(inc, -1) {
		line, _ := strconv.Atoi(m[2])
		if active != nil && !active[line] || m[1] == "task" && strings.Contains(m[0], "hasIf=1") {
			continue
		}
		want = append(want, region{m[1], line})
	}
	dirs, _ := filepath.Glob(filepath.Join(prof, "pomp2-*"))
	if len(want) == 0 && len(dirs) == 0 {
		return propResult{}
	}
	if len(dirs) != 1 {
		return propResult{stageProfile, fmt.Sprintf("%d profiles written", len(dirs))}
	}
	p, err := report.Read(dirs[0])
	if err != nil {
		return propResult{stageProfile, err.Error()}
	}
	// the regions by "file:first line" ("parallel @ a.c:3-9"); a region
	// whose directive the #if sections leave out has no events
	rows := map[string]bool{}
	var left []string
	for _, r := range p.Rows() {
		if _, loc, ok := strings.Cut(r.Region, " @ "); ok {
			if i := strings.LastIndexByte(loc, '-'); i > 0 {
				rows[loc[:i]] = true
				file, line, _ := strings.Cut(loc[:i], ":")
				if n, err := strconv.Atoi(line); err == nil && file == base && active != nil && !active[n] {
					left = append(left, r.Region)
				}
			}
		}
	}
	if len(left) > 0 {
		return propResult{stageProfile, "profile rows for regions whose directive is not compiled: " + strings.Join(left, ", ")}
	}
	var missing []string
	for _, r := range want {
		if !rows[fmt.Sprintf("%s:%d", base, r.line)] {
			missing = append(missing, fmt.Sprintf("%s at line %d", r.typ, r.line))
		}
	}
	if len(missing) > 0 {
		var text strings.Builder
		p.WriteText(&text, report.Options{All: true})
		return propResult{stageProfile, "no profile row for " + strings.Join(missing, ", ") + "\n" + text.String()}
	}
	return propResult{}
}

// propertyEnv is what every property check needs: the library and the
// headers; it skips the test when a compiler is missing.
func propertyEnv(t testing.TB) (lib, headers string) {
	for _, c := range []string{"gcc", "g++", "gfortran"} {
		if _, err := exec.LookPath(c); err != nil {
			t.Skipf("%s not installed: %v", c, err)
		}
	}
	return pomp2Lib.Path(t), filepath.Join(testlib.RepoRoot(), "pomp2", "include")
}
