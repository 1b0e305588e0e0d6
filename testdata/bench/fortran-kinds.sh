#!/bin/sh
# Writes Fortran inputs of one construct each into the directory $1
# (docs/performance.md, "Calls, numbers and maps out of the directive
# path"): 20,000 instances of the construct in one subroutine, so that
# cachegrind's count of a whole process, divided by 20,000, is what one
# instance costs (with its statements; plainx3.f90 has only those).
#   testdata/bench/fortran-kinds.sh DIR
#   testdata/bench/cachegrind.sh bin/opari2 DIR master.f90 ...
set -eu
dir=${1:?usage: fortran-kinds.sh DIR}
mkdir -p "$dir"
gen() {
	awk -v body="$2" 'BEGIN{print "subroutine s(x, a, n)\n  implicit none\n  real :: x, a(n)\n  integer :: n, i\n  x = 1"; for(k=0;k<20000;k++) print body; print "end subroutine s"}' >"$dir/$1.f90"
}
gen master '  !$omp master\n  x = 1\n  !$omp end master'
gen critical '  !$omp critical (c0)\n  x = 1\n  !$omp end critical (c0)'
gen single '  !$omp single\n  x = 1\n  !$omp end single'
gen par '  !$omp parallel\n  x = 1\n  !$omp end parallel'
gen parcl '  !$omp parallel num_threads(4) if(n > 100) &\n  !$omp reduction(+:x) private(i)\n  x = 1\n  !$omp end parallel'
gen do '  !$omp do schedule(dynamic, 8)\n  do i = 1, n\n    x = x + a(i)\n  end do\n  !$omp end do nowait'
gen task '  !$omp task if(n > 10) firstprivate(i)\n  x = 1\n  !$omp end task'
gen taskwait '  !$omp taskwait\n  x = 1\n  x = 1'
gen flush '  !$omp flush(x)\n  x = 1\n  x = 1'
gen atomic '  !$omp atomic\n  x = x + 1\n  x = 1'
gen plainx3 '  x = 1\n  x = 1\n  x = 1'
