#!/bin/sh
# Writes the Fortran inputs of one kind of line each into the directory
# $1 (docs/performance.md, "Plain lines seen before they are
# classified"): what the instrumenter costs per plain statement, per
# keyword statement and per directive, counted by callgrind.
#   plain.f90   100,000 assignments, free form
#   plainx.f    the same in upper-case fixed form (F77)
#   kw.f90      50,000 do / end do pairs between blank lines
#   kwx.f       50,000 DO / END DO pairs, upper-case fixed form
#   decl.f90    100,000 declarations (a type keyword, attributes, ::)
#   units.f90   20,000 small subroutines (the unit's statements, the
#               include line after its header)
#   bar.f90     50,000 barrier directives
#   pdo.f90     20,000 parallel do constructs with their loops
set -eu
dir=${1:?usage: fortran-lines.sh DIR}
mkdir -p "$dir"
awk 'BEGIN{print "subroutine s(x)\n  implicit none\n  real :: x"; for(i=0;i<100000;i++) printf "  x = x + a(%d) * 2.0\n", i%7; print "end subroutine s"}' >"$dir/plain.f90"
awk 'BEGIN{print "      SUBROUTINE S(X, A)\n      IMPLICIT NONE\n      REAL X, A(7)\n      X = 1"; for(i=0;i<100000;i++) printf "      X = X + A(%d) * 2.0\n", i%7+1; print "      END"}' >"$dir/plainx.f"
awk 'BEGIN{print "subroutine s(x)\n  implicit none\n  real :: x"; for(i=0;i<100000;i++) print (i%2==0 ? "  do i = 1, n\n  end do" : ""); print "end subroutine s"}' >"$dir/kw.f90"
awk 'BEGIN{print "      SUBROUTINE S(X)\n      IMPLICIT NONE\n      REAL X\n      X = 1"; for(i=0;i<50000;i++) print "      DO I = 1, N\n      END DO"; print "      END"}' >"$dir/kwx.f"
awk 'BEGIN{print "subroutine s(x)\n  implicit none\n  real :: x"; for(i=0;i<100000;i++) printf "  integer, intent(in) :: n%d\n", i; print "  x = 1\nend subroutine s"}' >"$dir/decl.f90"
awk 'BEGIN{for(i=0;i<20000;i++) printf "subroutine s%d(x)\n  implicit none\n  real :: x\n  x = 1\nend subroutine s%d\n\n", i, i}' >"$dir/units.f90"
awk 'BEGIN{print "subroutine s(x)\n  implicit none\n  real :: x\n  x = 1"; for(i=0;i<50000;i++) print "  !$omp barrier"; print "end subroutine s"}' >"$dir/bar.f90"
awk 'BEGIN{print "subroutine s(a, n)\n  implicit none\n  integer :: n, i\n  real :: a(n)\n  a(1) = 1"; for(k=0;k<20000;k++) print "  !$omp parallel do private(i) schedule(static)\n  do i = 1, n\n    a(i) = a(i) + 1\n  end do\n  !$omp end parallel do"; print "end subroutine s"}' >"$dir/pdo.f90"
