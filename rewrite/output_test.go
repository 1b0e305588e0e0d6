package rewrite

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"opari2/internal/testlib"
	"opari2/parser"
)

// countingWriter keeps what is written and counts the writes.
type countingWriter struct {
	bytes.Buffer
	writes int
}

func (w *countingWriter) Write(p []byte) (int, error) {
	w.writes++
	return w.Buffer.Write(p)
}

// streamCase is one input for TestStreamedOutputIdentical.
type streamCase struct {
	name string
	opts Options
	in   Input
}

// streamCases are the inputs of the C and Fortran goldens, of the
// reference corpus (when present) and of the benchmark generators.
func streamCases(t *testing.T) []streamCase {
	var cases []streamCase
	add := func(dir string, c goldenCase) {
		opts, in := caseInput(t, dir, c)
		cases = append(cases, streamCase{name: c.name, opts: opts, in: in})
	}
	for _, c := range cGoldenCases(t) {
		add(cTestdata, c)
	}
	for _, c := range fortranGoldenCases(t) {
		add(fTestdata, c)
	}
	if dir, ok := corpusDir(); ok {
		for _, c := range readManifest(t, dir) {
			add(filepath.Join(dir, "cases"), goldenCase{name: "corpus-" + c.name, input: c.input, args: c.options})
		}
	}
	// a branch that stays in the declarations while another ends them:
	// its include line is inserted at its end when the group ends, so the
	// scanner must not empty its buffer inside the group
	for name, text := range map[string]string{"late_include.F90": lateIncludeFree, "late_include.F": lateIncludeFixed, "branch_ends.F90": branchEnds} {
		opts, err := ParseArgsForTest(nil, name)
		if err != nil {
			t.Fatal(err)
		}
		cases = append(cases, streamCase{name: name, opts: opts, in: Input{Path: name, IncludePath: name + ".opari.inc", IncludeName: name + ".opari.inc", Src: []byte(text)}})
	}
	opts := DefaultOptions()
	opts.Lang = parser.LangC
	cases = append(cases, streamCase{name: "bench.c", opts: opts, in: Input{Path: "bench.c", IncludePath: "bench.c.opari.inc", Src: benchSource(2000)}})
	for _, form := range []parser.Form{parser.FormFree, parser.FormFixed} {
		opts, in := fortranBenchInput(form, 8000) // (CTC strings of more than one block)
		cases = append(cases, streamCase{name: in.Path, opts: opts, in: in})
	}
	return cases
}

const lateIncludeFree = `subroutine late(k)
#ifdef EXTRA
  use iso_fortran_env
#else
  integer :: extra
#endif
  integer, intent(inout) :: k
  !$omp parallel
  k = k + 1
  !$omp end parallel
end subroutine late
`

const lateIncludeFixed = `      subroutine late(k)
#ifdef EXTRA
      use iso_fortran_env
#else
      integer extra
#endif
      integer k
!$omp parallel
      k = k + 1
!$omp end parallel
      end
`

// branchEnds ends a region in both branches of a group, at different
// lines, and starts regions after the end in one branch: the region's
// end is the first branch's.
const branchEnds = `subroutine ends(k)
  integer k
  !$omp parallel
#ifdef A
  k = 1
  !$omp end parallel
  !$omp barrier
  !$omp parallel
  k = 3
  !$omp end parallel
#else
  k = 2
  k = 4
  !$omp end parallel
#endif
  !$omp parallel
  k = 5
  !$omp end parallel
end subroutine ends
`

// corpusDir is the reference corpus, where testlib.Corpus finds it,
// without skipping the test when there is none.
func corpusDir() (string, bool) {
	dir := os.Getenv("OPARI2_CORPUS")
	if dir == "" {
		dir = filepath.Join(testlib.RepoRoot(), "..", "shared", "opari2-corpus")
	}
	_, err := os.Stat(filepath.Join(dir, "MANIFEST.tsv"))
	return dir, err == nil
}

// TestStreamedOutputIdentical: the instrumented text written as it is made
// (InstrumentTo, what RunFiles does), here with the scanner emptying its
// buffer at every line it may, is byte for byte the text Instrument
// returns in memory, for every input of the goldens, the corpus and the
// benchmark generators.
func TestStreamedOutputIdentical(t *testing.T) {
	defer func(c int) { streamChunk = c }(streamChunk)
	streamChunk = 0
	for _, c := range streamCases(t) {
		t.Run(c.name, func(t *testing.T) {
			want, wantErr := Instrument(c.opts, c.in)
			var src, inc countingWriter
			got, gotErr := InstrumentTo(c.opts, c.in, &src, &inc)
			if (wantErr == nil) != (gotErr == nil) || wantErr != nil && wantErr.Error() != gotErr.Error() {
				t.Fatalf("error in memory %v, streamed %v", wantErr, gotErr)
			}
			if wantErr != nil {
				return
			}
			if got.Source != nil || got.Include != nil {
				t.Errorf("streamed run kept its text in the Result")
			}
			if d := cmp.Diff(strings.Split(string(want.Source), "\n"), strings.Split(src.String(), "\n")); d != "" {
				t.Errorf("source differs (-memory +streamed):\n%s", d)
			}
			if d := cmp.Diff(strings.Split(string(want.Include), "\n"), strings.Split(inc.String(), "\n")); d != "" {
				t.Errorf("include file differs (-memory +streamed):\n%s", d)
			}
			if d := cmp.Diff(want.Warnings, got.Warnings); d != "" {
				t.Errorf("warnings differ (-memory +streamed):\n%s", d)
			}
			if want.Regions != got.Regions || want.CallsPOMP2 != got.CallsPOMP2 {
				t.Errorf("regions %d/%d, calls POMP2 %v/%v (memory/streamed)", want.Regions, got.Regions, want.CallsPOMP2, got.CallsPOMP2)
			}
			// the scanner wrote as it went: a line at a time at most, here
			if lines := bytes.Count(want.Source, []byte("\n")); lines > 20 && src.writes < lines/20 {
				t.Errorf("%d writes for %d lines: the output was not streamed", src.writes, lines)
			}
		})
	}
}

// failingWriter fails every write after the first n bytes.
type failingWriter struct{ n int }

var errDiskFull = errors.New("no space left on device")

func (w *failingWriter) Write(p []byte) (int, error) {
	if len(p) > w.n {
		return w.n, errDiskFull
	}
	w.n -= len(p)
	return len(p), nil
}

// TestStreamedWriteError: a write error of the source or the include file
// ends the run with that error, in C and in Fortran.
func TestStreamedWriteError(t *testing.T) {
	defer func(c int) { streamChunk = c }(streamChunk)
	streamChunk = 4096
	opts := DefaultOptions()
	opts.Lang = parser.LangC
	cIn := Input{Path: "bench.c", IncludePath: "bench.c.opari.inc", Src: benchSource(2000)}
	fOpts, fIn := fortranBenchInput(parser.FormFree, 2000)
	full, err := Instrument(fOpts, fIn)
	if err != nil {
		t.Fatal(err)
	}
	// the init subroutine at the end of the source registers 500 regions
	initAt := bytes.LastIndex(full.Source, []byte("subroutine POMP2_Init_reg"))
	for _, c := range []struct {
		name     string
		opts     Options
		in       Input
		src, inc int // bytes written before the failure
	}{
		{"c source", opts, cIn, 10000, 1 << 30},
		{"c include", opts, cIn, 1 << 30, 100},
		{"fortran source", fOpts, fIn, 10000, 1 << 30},
		{"fortran init subroutine", fOpts, fIn, initAt + 10000, 1 << 30},
		{"fortran include", fOpts, fIn, 1 << 30, 100},
	} {
		t.Run(c.name, func(t *testing.T) {
			if _, err := InstrumentTo(c.opts, c.in, &failingWriter{c.src}, &failingWriter{c.inc}); !errors.Is(err, errDiskFull) {
				t.Errorf("error %v, want %v", err, errDiskFull)
			}
		})
	}
}

// TestSettledRegionsIdentical: regions reduced to their include-file
// entries as soon as no directive is open (settle) give the output of
// regions kept whole to the end.
func TestSettledRegionsIdentical(t *testing.T) {
	for _, c := range streamCases(t) {
		t.Run(c.name, func(t *testing.T) {
			early, err := Instrument(c.opts, c.in)
			settleEarly = false
			late, lateErr := Instrument(c.opts, c.in)
			settleEarly = true
			sameResult(t, "at the end", "early", late, lateErr, early, err)
		})
	}
}

// TestFortranPipelineIdentical: the scanner beside the instrumenter
// (fortran_pipe.go) writes what the scanner calling the instrumenter
// writes, with the same warnings and errors, for every Fortran input of
// the tests and the corpus, and for the bench inputs.
func TestFortranPipelineIdentical(t *testing.T) {
	cases := streamCases(t)
	// the instrumenter fails first, then a conditional group asks for
	// its state (the scanner must not), then the scanner fails; and the
	// scanner failing alone
	for name, text := range map[string]string{
		"fails_then_group.F90": "program p\n!$omp end parallel\n#ifdef A\n!$omp parallel\n#else\n!$omp single\n#endif\n!$omp do &\n",
		"scanner_fails.F90":    "program p\n!$omp parallel\n  x = 1\n!$omp end parallel\n!$omp do &\n",
	} {
		opts, err := ParseArgsForTest(nil, name)
		if err != nil {
			t.Fatal(err)
		}
		cases = append(cases, streamCase{name: name, opts: opts, in: Input{Path: name, IncludePath: name + ".opari.inc", IncludeName: name + ".opari.inc", Src: []byte(text)}})
	}
	for _, c := range cases {
		if !c.opts.Lang.IsFortran() {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			pipelined = false
			want, wantErr := Instrument(c.opts, c.in)
			pipelined = true
			// batches of one event and of a few, a line start at every
			// line: every batch goes round, and the directives are made
			// spare at every line where the instrumenter keeps none
			// (fPipe.release); no line start but the last, the
			// directives made spare at every construct's end where none
			// is open (fPipe.releaseAtEnd)
			defer func(n, g, h int) { batchEvents, lineGap, heldMany = n, g, h }(batchEvents, lineGap, heldMany)
			for _, size := range [][3]int{{1, 1, heldMany}, {3, 1, heldMany}, {3, 1 << 30, 1}, {batchEvents, lineGap, heldMany}} {
				batchEvents, lineGap, heldMany = size[0], size[1], size[2]
				got, gotErr := Instrument(c.opts, c.in)
				sameResult(t, "called", fmt.Sprintf("pipelined (batches of %d, lines %d bytes apart, spare after %d)", size[0], size[1], size[2]), want, wantErr, got, gotErr)
			}
		})
	}
}

// sameResult compares two runs of one input, named in the messages as
// "-wantName +gotName": the same error, or the same source, include
// file, warnings and region counts.
func sameResult(t *testing.T, wantName, gotName string, want *Result, wantErr error, got *Result, gotErr error) {
	t.Helper()
	if (wantErr == nil) != (gotErr == nil) || wantErr != nil && wantErr.Error() != gotErr.Error() {
		t.Fatalf("error %s %v, %s %v", wantName, wantErr, gotName, gotErr)
	}
	if wantErr != nil {
		return
	}
	names := "-" + wantName + " +" + gotName
	if d := cmp.Diff(strings.Split(string(want.Source), "\n"), strings.Split(string(got.Source), "\n")); d != "" {
		t.Errorf("source differs (%s):\n%s", names, d)
	}
	if d := cmp.Diff(strings.Split(string(want.Include), "\n"), strings.Split(string(got.Include), "\n")); d != "" {
		t.Errorf("include file differs (%s):\n%s", names, d)
	}
	if d := cmp.Diff(want.Warnings, got.Warnings); d != "" {
		t.Errorf("warnings differ (%s):\n%s", names, d)
	}
	if want.Regions != got.Regions || want.CallsPOMP2 != got.CallsPOMP2 {
		t.Errorf("regions %d/%d, calls POMP2 %v/%v (%s/%s)", want.Regions, got.Regions, want.CallsPOMP2, got.CallsPOMP2, wantName, gotName)
	}
}
