package rewrite

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"opari2/internal/dirgen"
	"opari2/internal/testlib"
)

// The generated programs of internal/dirgen: a short fixed-seed run is
// part of the test suite; `make fuzz-directives` runs many programs
// (-directives.n) from another seed and keeps each failing case as a
// program of its own in -directives.keep.
var (
	dirN     = flag.Int("directives.n", 8, "generated programs per language")
	dirCases = flag.Int("directives.cases", 8, "cases per generated program")
	dirSeed  = flag.Int64("directives.seed", 18, "seed of the first generated program")
	dirKeep  = flag.String("directives.keep", "", "directory for the programs of failing cases")
	dirDir   = flag.String("directives.dir", "", "check the programs of this directory instead of testdata/directives")
)

// directivesTestdata holds the failures the generator found and the
// programs of each failure class the instrumenter once had.
var directivesTestdata = filepath.Join(testlib.RepoRoot(), "testdata", "directives")

// TestDirectiveCases runs the property on every program of
// testdata/directives, in every configuration of its conditionals.
func TestDirectiveCases(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles and runs programs")
	}
	lib, headers := propertyEnv(t)
	dir := directivesTestdata
	if *dirDir != "" {
		dir = *dirDir
	}
	files, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		name := f.Name()
		if f.IsDir() || strings.HasPrefix(name, ".") || strings.HasSuffix(name, ".md") {
			continue
		}
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			checkConfigurations(t, name, src, lib, headers)
		})
	}
}

// TestDirectiveProperty generates programs and checks the property on
// them; a failing program is checked case by case to name the cases.
func TestDirectiveProperty(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles and runs programs")
	}
	lib, headers := propertyEnv(t)
	var cases, invalid, failed atomic.Int64
	var mu sync.Mutex
	var report []string
	t.Run("gen", func(t *testing.T) {
		for i := 0; i < *dirN; i++ {
			for _, lang := range dirgen.Langs {
				seed := *dirSeed + int64(i)*int64(len(dirgen.Langs)) + int64(lang)
				t.Run(fmt.Sprintf("%s-%d", lang, seed), func(t *testing.T) {
					t.Parallel()
					p := dirgen.Generate(seed, lang, *dirCases)
					valid, fails := checkGenerated(t, p, seed, lib, headers)
					cases.Add(int64(valid))
					invalid.Add(int64(len(p.Cases) - valid))
					failed.Add(int64(len(fails)))
					mu.Lock()
					report = append(report, fails...)
					mu.Unlock()
					for _, f := range fails {
						t.Error(f)
					}
				})
			}
		}
	})
	sort.Strings(report)
	t.Logf("generated cases: %d valid (%d the compiler rejects), %d failing", cases.Load(), invalid.Load(), failed.Load())
}

// checkGenerated checks a generated program; it returns the number of
// cases the compiler accepts and a report of each failing case.
func checkGenerated(t *testing.T, p *dirgen.Program, seed int64, lib, headers string) (int, []string) {
	name := fmt.Sprintf("gen%d%s", seed, p.Lang.Ext())
	r := checkProperty(genDir(t, seed), name, []byte(p.Source()), lib, headers)
	if r.stage == stageOK {
		return len(p.Cases), nil
	}
	// case by case: which cases are valid, which fail
	valid := 0
	var fails []string
	var kept []*dirgen.Case
	for _, c := range p.Cases {
		q := p.Single(c)
		cr := checkProperty(genDir(t, seed), name, []byte(q.Source()), lib, headers)
		if cr.stage == stageInvalid {
			continue
		}
		valid++
		kept = append(kept, c)
		if cr.stage != stageOK {
			fails = append(fails, fmt.Sprintf("seed %d %s (%s): %s", seed, c.Name, c.What, cr))
			keepCase(t, fmt.Sprintf("gen%d_%s%s", seed, c.Name, p.Lang.Ext()), q.Source())
		}
	}
	if r.stage != stageInvalid && len(fails) == 0 {
		// the cases fail only together
		fails = append(fails, fmt.Sprintf("seed %d (whole program): %s", seed, r))
		keepCase(t, name, p.Source())
	}
	return valid, fails
}

// genDir is an empty directory for a generated program; some have a
// '"' in their name (it goes into #line directives and CTC strings).
func genDir(t *testing.T, seed int64) string {
	dir := t.TempDir()
	if seed%7 != 3 {
		return dir
	}
	dir = filepath.Join(dir, `q"dir`)
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

func keepCase(t *testing.T, name, src string) {
	if *dirKeep == "" {
		return
	}
	if err := os.MkdirAll(*dirKeep, 0o755); err != nil {
		t.Error(err)
		return
	}
	if err := os.WriteFile(filepath.Join(*dirKeep, name), []byte(src), 0o644); err != nil {
		t.Error(err)
	}
}
