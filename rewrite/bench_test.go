package rewrite

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"opari2/internal/dirgen"
	"opari2/parser"
)

// benchFunction is one function of the generated benchmark input: every
// construct of the POMP2 model, comments, strings and lock calls.
const benchFunction = `/* function %[1]d: every construct */
static double work_%[1]d(double *a, int n, omp_lock_t *lk)
{
  int i;
  double s = 0.0;
  const char *msg = "{ not a brace } /* nor a comment */";
  #pragma omp parallel num_threads(4) if(n > 100) reduction(+:s)
  {
    #pragma omp for schedule(dynamic, 8) nowait
    for (i = 0; i < n; i++)
      s += a[i];
    #pragma omp sections
    {
      #pragma omp section
      s += 1.0;
      #pragma omp section
      { s += 2.0; }
    }
    #pragma omp single
    { omp_set_lock(lk); s += msg[0]; omp_unset_lock(lk); }
    #pragma omp master
    s *= 1.0;
    #pragma omp critical (c%[1]d)
    s -= 1.0;
    #pragma omp atomic
    a[0] += 1.0;
    #pragma omp barrier
    #pragma omp task if(n > 10) firstprivate(i)
    { a[1] += i; }
    #pragma omp taskwait
    #pragma omp flush(s)
  }
  #pragma omp parallel for reduction(+:s) schedule(static)
  for (i = 0; i < n; i++)
    s += a[i] * a[i];
  return s;
}

/* helper %[1]d: plain serial code between the parallel kernels */
static void stencil_%[1]d(double *restrict out, const double *restrict in, int nx, int ny)
{
  int x, y;
  const double c0 = 0.5, c1 = 0.125; /* weights */
  for (y = 1; y < ny - 1; y++) {
    for (x = 1; x < nx - 1; x++) {
      double v = c0 * in[y * nx + x];
      v += c1 * (in[y * nx + x - 1] + in[y * nx + x + 1]);
      v += c1 * (in[(y - 1) * nx + x] + in[(y + 1) * nx + x]);
      out[y * nx + x] = v;
    }
  }
  for (x = 0; x < nx; x++) {
    out[x] = in[x];
    out[(ny - 1) * nx + x] = in[(ny - 1) * nx + x];
  }
  for (y = 0; y < ny; y++) {
    out[y * nx] = in[y * nx];
    out[y * nx + nx - 1] = in[y * nx + nx - 1];
  }
}

static void copy_%[1]d(double *dst, const double *src, int n)
{
  int i;
  for (i = 0; i < n; i++)
    dst[i] = src[i]; /* plain copy */
}

static double dot_%[1]d(const double *a, const double *b, int n)
{
  double s = 0.0;
  int i;
  for (i = 0; i < n; i++) {
    s += a[i] * b[i];
  }
  return s;
}

static int check_%[1]d(const double *v, int n, double tol)
{
  int i, bad = 0;
  for (i = 0; i < n; i++) {
    if (v[i] != v[i]) {
      bad++;
      continue;
    }
    if (v[i] > tol || v[i] < -tol) {
      bad++;
    }
  }
  if (bad > 0) {
    return -bad;
  }
  return 0;
}

static double norm_%[1]d(const double *v, int n)
{
  double s = 0.0;
  int i;
  for (i = 0; i < n; i++) {
    if (v[i] > 0.0)
      s += v[i];
    else
      s -= v[i];
  }
  return s / (n > 0 ? n : 1);
}
`

// benchSource generates a C file of about lines lines.
func benchSource(lines int) []byte { return benchSourceWith(lines, "") }

// kernelCode is a typical loop nest of serial code; the realistic variant
// of the benchmark puts one after every directive's statement, which gives
// one directive per 20 lines (dense codes such as the NAS parallel
// benchmarks have one per 20 to 40).
const kernelCode = `    for (int k = 0; k < n; k++) {
      double t = a[k] * 0.5;   /* damp */
      if (t > 1.0)
        t = 1.0;
      a[k] = t + s;
    }
    s += a[n / 2];
    s *= 0.999;
`

func benchSourceWith(lines int, filler string) []byte {
	fn := benchFunction
	if filler != "" {
		fn = strings.ReplaceAll(fn, "    #pragma omp barrier\n", filler+"    #pragma omp barrier\n")
		fn = strings.ReplaceAll(fn, "    #pragma omp master\n", filler+"    #pragma omp master\n")
		fn = strings.ReplaceAll(fn, "    #pragma omp sections\n", filler+filler+"    #pragma omp sections\n")
		fn = strings.ReplaceAll(fn, "    #pragma omp single\n", filler+filler+"    #pragma omp single\n")
		fn = strings.ReplaceAll(fn, "    #pragma omp critical (c%[1]d)\n", filler+filler+"    #pragma omp critical (c%[1]d)\n")
		fn = strings.ReplaceAll(fn, "    #pragma omp atomic\n", filler+filler+"    #pragma omp atomic\n")
		fn = strings.ReplaceAll(fn, "    #pragma omp task ", filler+filler+"    #pragma omp task ")
		fn = strings.ReplaceAll(fn, "    #pragma omp flush", filler+filler+"    #pragma omp flush")
	}
	per := strings.Count(fn, "\n")
	var b strings.Builder
	b.WriteString("#include <omp.h>\n")
	for f := 0; f*per < lines; f++ {
		fmt.Fprintf(&b, fn, f)
	}
	return []byte(b.String())
}

func benchmarkInstrumentC(b *testing.B, lines int) { benchmarkInstrumentCSrc(b, benchSource(lines)) }

func benchmarkInstrumentCSrc(b *testing.B, src []byte) {
	opts := DefaultOptions()
	opts.Lang = 1
	benchmarkInstrument(b, opts, Input{Path: "bench.c", IncludePath: "bench.c.opari.inc", Src: src})
}

// benchmarkInstrument times the instrumentation of one input (C or
// Fortran).
func benchmarkInstrument(b *testing.B, opts Options, in Input) {
	b.SetBytes(int64(len(in.Src)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Instrument(opts, in); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkInstrumentC400k instruments a generated 400,000-line C file.
func BenchmarkInstrumentC400k(b *testing.B) { benchmarkInstrumentC(b, 400_000) }

// BenchmarkInstrumentC4M is ten times larger: the time should grow linearly.
func BenchmarkInstrumentC4M(b *testing.B) { benchmarkInstrumentC(b, 4_000_000) }

// BenchmarkInstrumentCTypical400k: the same constructs with loop nests of
// serial code between them, one directive per 20 lines.
func BenchmarkInstrumentCTypical400k(b *testing.B) {
	benchmarkInstrumentCSrc(b, benchSourceWith(400_000, kernelCode))
}

// BenchmarkInstrumentCTypical4M is ten times larger.
func BenchmarkInstrumentCTypical4M(b *testing.B) {
	benchmarkInstrumentCSrc(b, benchSourceWith(4_000_000, kernelCode))
}

// TestInstrumentScalesLinearly guards the C instrumenter against
// quadratic behaviour.
func TestInstrumentScalesLinearly(t *testing.T) {
	opts := DefaultOptions()
	opts.Lang = 1
	assertLinear(t, "bench.c", 20_000, func(lines int) func() error {
		in := Input{Path: "bench.c", IncludePath: "bench.c.opari.inc", Src: benchSource(lines)}
		return func() error { _, err := Instrument(opts, in); return err }
	})
}

// assertLinear times run on inputs of n and 10n lines (prepare makes
// each), interleaved and best of five, and fails when ten times the input
// takes more than 30 times as long: quadratic growth would take 100 times,
// the margin absorbs a shared, noisy machine (GC of the larger heap
// alone costs up to 2x).
func assertLinear(t *testing.T, name string, n int, prepare func(lines int) func() error) {
	t.Helper()
	if testing.Short() {
		t.Skip("timing test")
	}
	small, large := prepare(n), prepare(10*n)
	bestSmall, bestLarge := time.Duration(1<<62), time.Duration(1<<62)
	timeRun := func(run func() error, best *time.Duration) {
		start := time.Now()
		if err := run(); err != nil {
			t.Fatal(err)
		}
		if d := time.Since(start); d < *best {
			*best = d
		}
	}
	for r := 0; r < 5; r++ {
		timeRun(small, &bestSmall)
		timeRun(large, &bestLarge)
	}
	ratio := float64(bestLarge) / float64(bestSmall)
	t.Logf("%s: %d lines %v, %d lines %v (%.1fx)", name, n, bestSmall, 10*n, bestLarge, ratio)
	if ratio > 30 {
		t.Errorf("%s: 10x input took %.1fx as long (%v vs %v)", name, ratio, bestLarge, bestSmall)
	}
}

// BenchmarkScanPlainC measures the lexer alone: the same amount of code
// without any directive.
func BenchmarkScanPlainC(b *testing.B) {
	src := []byte(strings.Repeat("static double norm(const double *v, int n)\n{\n  double s = 0.0; /* sum */\n  int i;\n  for (i = 0; i < n; i++) {\n    if (v[i] > 0.0) s += v[i]; else s -= v[i];\n  }\n  return s / (n > 0 ? n : 1); // mean\n}\n", 40000))
	opts := DefaultOptions()
	opts.Lang = 1
	benchmarkInstrument(b, opts, Input{Path: "plain.c", IncludePath: "plain.c.opari.inc", Src: src})
}

func TestBenchOutputRatio(t *testing.T) {
	if testing.Short() {
		t.Skip()
	}
	src := benchSourceWith(40000, kernelCode)
	t.Logf("%d lines, %d directives", bytes.Count(src, []byte("\n")), bytes.Count(src, []byte("#pragma")))
	opts := DefaultOptions()
	opts.Lang = 1
	res, err := Instrument(opts, Input{Path: "bench.c", IncludePath: "bench.c.opari.inc", Src: src})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("input %d bytes, source %d (%.1fx), include %d (%.1fx)", len(src), len(res.Source), float64(len(res.Source))/float64(len(src)), len(res.Include), float64(len(res.Include))/float64(len(src)))
}

// TestWriteBenchSource writes the dense benchmark input to a file for
// whole-process timings (docs/performance.md); the file's suffix picks
// the language: .f90 the free-form Fortran input, .f the fixed-form one,
// anything else C (-bench-typical: the typical input, one directive per
// 20 lines). With -bench-dirgen N it writes a program of N cases of the
// directive generator (internal/dirgen) instead:
//
//	go test ./rewrite -run TestWriteBenchSource -bench-source /tmp/dense.c -bench-lines 408000
//	go test ./rewrite -run TestWriteBenchSource -bench-source /tmp/dense.f90 -bench-lines 408000
//	go test ./rewrite -run TestWriteBenchSource -bench-source /tmp/gen.c -bench-dirgen 4000
func TestWriteBenchSource(t *testing.T) {
	if *benchSourceFile == "" {
		t.Skip("no -bench-source file")
	}
	var src []byte
	ext := filepath.Ext(*benchSourceFile)
	switch {
	case *benchDirgen > 0:
		lang := dirgen.C
		for _, l := range dirgen.Langs {
			if l.Ext() == ext {
				lang = l
			}
		}
		src = []byte(dirgen.Generate(1, lang, *benchDirgen).Source())
	case ext == ".f90":
		src = benchFortranSource(parser.FormFree, *benchSourceLines)
	case ext == ".f":
		src = benchFortranSource(parser.FormFixed, *benchSourceLines)
	case *benchTypical:
		src = benchSourceWith(*benchSourceLines, kernelCode)
	default:
		src = benchSource(*benchSourceLines)
	}
	if err := os.WriteFile(*benchSourceFile, src, 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchSourceFile  = flag.String("bench-source", "", "write the dense benchmark input to this file (TestWriteBenchSource; .f90, .f or C)")
	benchSourceLines = flag.Int("bench-lines", 408000, "lines of the input TestWriteBenchSource writes")
	benchTypical     = flag.Bool("bench-typical", false, "TestWriteBenchSource: the typical C input instead of the dense one")
	benchDirgen      = flag.Int("bench-dirgen", 0, "TestWriteBenchSource: write a directive generator's program of this many cases")
)

var benchFile = flag.String("bench-file", "", "BenchmarkInstrumentFile: the input file to instrument")

// BenchmarkInstrumentFile instruments the file -bench-file as RunFiles
// does, the outputs streamed to a discarding writer, for CPU profiles of
// the whole instrumenter on the whole-process inputs:
//
//	go test ./rewrite -run XXX -bench InstrumentFile -bench-file /tmp/dense.c -cpuprofile /tmp/cpu.out
func BenchmarkInstrumentFile(b *testing.B) {
	if *benchFile == "" {
		b.Skip("no -bench-file")
	}
	src, err := os.ReadFile(*benchFile)
	if err != nil {
		b.Fatal(err)
	}
	opts := DefaultOptions()
	if err := opts.Resolve(*benchFile); err != nil {
		b.Fatal(err)
	}
	in := Input{Path: *benchFile, IncludePath: *benchFile + ".opari.inc", Src: src}
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := InstrumentTo(opts, in, io.Discard, io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}
