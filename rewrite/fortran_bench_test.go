package rewrite

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"opari2/parser"
)

// benchFree is one subroutine of the generated free-form benchmark
// input: every construct of the POMP2 model, a loop construct without end
// directive, lock calls, literals and comments, and serial code between.
const benchFree = `! subroutine %[1]d: every construct
subroutine work_%[1]d(a, n, lck, s)
  use omp_lib
  implicit none
  integer, intent(in) :: n
  real(kind=8), intent(inout) :: a(n), s
  integer(kind=omp_lock_kind), intent(inout) :: lck
  integer :: i, j
  character(len=*), parameter :: msg = 'not a directive: !$omp barrier; (('
  !$omp parallel num_threads(4) if(n > 100) &
  !$omp reduction(+:s) private(i, j)
  !$omp do schedule(dynamic, 8)
  do i = 1, n
    s = s + a(i)
  end do
  !$omp end do nowait
  !$omp sections
  !$omp section
  s = s + 1.0d0
  !$omp section
  s = s + 2.0d0
  !$omp end sections
  !$omp single
  call omp_set_lock(lck); s = s + len(msg); call omp_unset_lock(lck)
  !$omp end single
  !$omp master
  s = s * 1.0d0
  !$omp end master
  !$omp critical (c%[1]d)
  s = s - 1.0d0
  !$omp end critical (c%[1]d)
  !$omp atomic
  a(1) = a(1) + 1.0d0
  !$omp barrier
  !$omp task if(n > 10) firstprivate(i)
  a(2) = a(2) + i
  !$omp end task
  !$omp taskwait
  !$omp flush(s)
  !$omp end parallel
  !$omp parallel do reduction(+:s) schedule(static)
  do i = 1, n
    s = s + a(i) * a(i)
  end do
end subroutine work_%[1]d

! helper %[1]d: serial code between the parallel kernels
subroutine stencil_%[1]d(out, in, nx, ny)
  implicit none
  integer, intent(in) :: nx, ny
  real(kind=8), intent(out) :: out(nx, ny)
  real(kind=8), intent(in) :: in(nx, ny)
  real(kind=8), parameter :: c0 = 0.5d0, c1 = 0.125d0   ! weights
  integer :: x, y
  do y = 2, ny - 1
    do x = 2, nx - 1
      out(x, y) = c0 * in(x, y) + c1 * (in(x - 1, y) + in(x + 1, y) &
                + in(x, y - 1) + in(x, y + 1))
    end do
  end do
  out(:, 1) = in(:, 1)
  out(:, ny) = in(:, ny)
  do x = 1, nx
    if (out(x, 1) /= out(x, 1)) then
      out(x, 1) = 0.0d0
    else if (out(x, 1) > 1.0d6) then
      out(x, 1) = 1.0d6
    end if
  end do
end subroutine stencil_%[1]d

real(kind=8) function dot_%[1]d(a, b, n)
  implicit none
  integer, intent(in) :: n
  real(kind=8), intent(in) :: a(n), b(n)
  integer :: i
  dot_%[1]d = 0.0d0
  do i = 1, n
    dot_%[1]d = dot_%[1]d + a(i) * b(i)
  end do
end function dot_%[1]d

`

// benchFixed is benchFree in fixed form, with labelled loops ending on
// continue and column-6 continuation lines.
const benchFixed = `c subroutine %[1]d: every construct
      subroutine work_%[1]d(a, n, lck, s)
      implicit none
      integer n, i, j
      double precision a(n), s
      integer*8 lck
      character*40 msg
      parameter (msg = 'not a directive: !$omp barrier; ((')
!$omp parallel num_threads(4) if(n .gt. 100)
!$omp& reduction(+:s) private(i, j)
!$omp do schedule(dynamic, 8)
      do 10 i = 1, n
         s = s + a(i)
   10 continue
!$omp end do nowait
c$omp sections
c$omp section
      s = s + 1.0d0
c$omp section
      s = s + 2.0d0
c$omp end sections
!$omp single
      call omp_set_lock(lck)
      s = s + len(msg)
      call omp_unset_lock(lck)
!$omp end single
!$omp master
      s = s * 1.0d0
!$omp end master
!$omp critical (c%[1]d)
      s = s - 1.0d0
!$omp end critical (c%[1]d)
!$omp atomic
      a(1) = a(1) + 1.0d0
!$omp barrier
!$omp task if(n .gt. 10) firstprivate(i)
      a(2) = a(2) + i
!$omp end task
!$omp taskwait
!$omp flush(s)
!$omp end parallel
!$omp parallel do reduction(+:s) schedule(static)
      do 20 i = 1, n
         s = s + a(i) * a(i)
   20 continue
      end

c helper %[1]d: serial code between the parallel kernels
      subroutine stencil_%[1]d(out, in, nx, ny)
      integer nx, ny, x, y
      double precision out(nx, ny), in(nx, ny), c0, c1
      parameter (c0 = 0.5d0, c1 = 0.125d0)
      do 40 y = 2, ny - 1
         do 30 x = 2, nx - 1
            out(x, y) = c0 * in(x, y) + c1 * (in(x - 1, y)
     &                + in(x + 1, y) + in(x, y - 1) + in(x, y + 1))
   30    continue
   40 continue
      do 50 x = 1, nx
         out(x, 1) = in(x, 1)
         out(x, ny) = in(x, ny)
         if (out(x, 1) .ne. out(x, 1)) then
            out(x, 1) = 0.0d0
         else if (out(x, 1) .gt. 1.0d6) then
            out(x, 1) = 1.0d6
         end if
   50 continue
      end

      double precision function dot_%[1]d(a, b, n)
      integer n, i
      double precision a(n), b(n)
      dot_%[1]d = 0.0d0
      do 60 i = 1, n
         dot_%[1]d = dot_%[1]d + a(i) * b(i)
   60 continue
      end

`

// benchFortranSource generates a source of about lines lines.
func benchFortranSource(form parser.Form, lines int) []byte {
	tmpl := benchFree
	if form == parser.FormFixed {
		tmpl = benchFixed
	}
	per := strings.Count(tmpl, "\n")
	var b strings.Builder
	b.Grow(lines * 40)
	for f := 0; f*per < lines; f++ {
		fmt.Fprintf(&b, tmpl, f)
	}
	return []byte(b.String())
}

// fortranBenchInput is the options and input for a generated file.
func fortranBenchInput(form parser.Form, lines int) (Options, Input) {
	opts, name := DefaultOptions(), "bench.f90"
	opts.Lang, opts.Form = parser.LangF90, parser.FormFree
	if form == parser.FormFixed {
		opts.Lang, opts.Form, name = parser.LangF77, parser.FormFixed, "bench.f"
	}
	inc := name + ".opari.inc"
	return opts, Input{Path: name, IncludePath: inc, IncludeName: inc, Src: benchFortranSource(form, lines)}
}

func benchmarkInstrumentFortran(b *testing.B, form parser.Form, lines int) {
	opts, in := fortranBenchInput(form, lines)
	benchmarkInstrument(b, opts, in)
}

// BenchmarkInstrumentFortranFree400k instruments a generated free-form
// file of 400,000 lines.
func BenchmarkInstrumentFortranFree400k(b *testing.B) {
	benchmarkInstrumentFortran(b, parser.FormFree, 400_000)
}

// BenchmarkInstrumentFortranFree4M is ten times larger: the time should
// grow linearly.
func BenchmarkInstrumentFortranFree4M(b *testing.B) {
	benchmarkInstrumentFortran(b, parser.FormFree, 4_000_000)
}

// BenchmarkInstrumentFortranFixed400k: the same in fixed form.
func BenchmarkInstrumentFortranFixed400k(b *testing.B) {
	benchmarkInstrumentFortran(b, parser.FormFixed, 400_000)
}

// BenchmarkInstrumentFortranFixed4M is ten times larger.
func BenchmarkInstrumentFortranFixed4M(b *testing.B) {
	benchmarkInstrumentFortran(b, parser.FormFixed, 4_000_000)
}

// TestInstrumentFortranScalesLinearly guards the Fortran instrumenter
// against quadratic behaviour in both forms.
func TestInstrumentFortranScalesLinearly(t *testing.T) {
	for _, form := range []parser.Form{parser.FormFree, parser.FormFixed} {
		_, in := fortranBenchInput(form, 0)
		assertLinear(t, in.Path, 10_000, func(lines int) func() error {
			opts, in := fortranBenchInput(form, lines)
			return func() error { _, err := Instrument(opts, in); return err }
		})
	}
}

// TestBenchSourceFortranCompiles: the generated benchmark input is valid
// Fortran, and so is its instrumented form.
func TestBenchSourceFortranCompiles(t *testing.T) {
	needCompiler(t, "gfortran")
	needCompiler(t, "gcc")
	for _, form := range []parser.Form{parser.FormFree, parser.FormFixed} {
		opts, in := fortranBenchInput(form, 200)
		dir := t.TempDir()
		res, err := Instrument(opts, in)
		if err != nil {
			t.Fatal(err)
		}
		out := "bench.mod" + strings.ToUpper(filepath.Ext(in.Path))
		for file, data := range map[string][]byte{in.Path: in.Src, out: res.Source, in.IncludeName: res.Include} {
			if err := os.WriteFile(filepath.Join(dir, file), data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		gfortran(t, dir, in.Path, form)
		checkPOMP2Calls(t, gfortran(t, dir, out, form))
	}
}
