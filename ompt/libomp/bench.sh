#!/bin/sh
# Per-event cost of the libomp tool library (docs/performance.md, "OMPT
# tool library under libomp"): the POMP2 microbenchmark program
# (testdata/pomp2/bench/bench.c: an empty critical loop and an omp for
# loop, timed inside the program) compiled with clang -fopenmp and run
# under libomp with no tool, the minimal C tool
# (testdata/ompt/bench/mintool.c) and libopari2-ompt with each Go tool,
# interleaved, ROUNDS times; OMP_NUM_THREADS=2 unless set. Prints the
# minimum and the median over the rounds of each variant.
#
#   sh ompt/libomp/bench.sh [REPS] [ROUNDS]   (run from the repository root
#                                              after make ompt-lib)
#
# BASE_LIB=path adds the variants base-none and base-count: another build
# of the library (an earlier version), measured in the same rounds; their
# output goes to a temporary file (versions before the fix of
# ompt/tools/toolenv renamed a file over an output that was /dev/null).
set -e
reps=${1:-500000}
rounds=${2:-5}
lib=$(pwd)/build/lib/libopari2-ompt.so
test -f "$lib" || { echo "no $lib: run make ompt-lib" >&2; exit 2; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
clang -O2 -fopenmp -o "$dir/bench" testdata/pomp2/bench/bench.c
clang -O2 -fPIC -shared -o "$dir/mintool.so" testdata/ompt/bench/mintool.c
export OMP_NUM_THREADS=${OMP_NUM_THREADS:-2} OMP_TOOL=enabled
i=0
while [ "$i" -lt "$rounds" ]; do
	echo "plain $(env -u OMP_TOOL_LIBRARIES "$dir/bench" "$reps")"
	echo "mintool $(OMP_TOOL_LIBRARIES="$dir/mintool.so" "$dir/bench" "$reps" 2>/dev/null)"
	for tool in none count printer; do
		echo "lib-$tool $(OMP_TOOL_LIBRARIES="$lib" OPARI2_OMPT_TOOL=$tool OPARI2_OMPT_OUTPUT=/dev/null "$dir/bench" "$reps")"
	done
	if [ -n "$BASE_LIB" ]; then
		for tool in none count; do
			echo "base-$tool $(OMP_TOOL_LIBRARIES="$BASE_LIB" OPARI2_OMPT_TOOL=$tool OPARI2_OMPT_OUTPUT="$dir/out" "$dir/bench" "$reps")"
		done
	fi
	i=$((i + 1))
done | awk '
# lines: <variant> critical <ns> ns/iter  for <ns> ns/iter  (...)
# Per variant: the minimum over the rounds (the cost itself: interference
# from the shared machine only adds time) and the median.
{
	if (!($1 in n)) order[++k] = $1
	n[$1]++; crit[$1, n[$1]] = $3; forl[$1, n[$1]] = $6
}
function stat(a, v, m, which,    i, j, t, s) {
	for (i = 1; i <= m; i++) s[i] = a[v, i]
	for (i = 2; i <= m; i++) for (j = i; j > 1 && s[j-1] > s[j]; j--) { t = s[j]; s[j] = s[j-1]; s[j-1] = t }
	if (which == "min") return s[1]
	return (m % 2) ? s[(m + 1) / 2] : (s[m / 2] + s[m / 2 + 1]) / 2
}
END {
	# events per iteration and thread: critical 3 (acquire, acquired,
	# released); for 6 (work begin/end, sync region and wait begin/end)
	for (w = 1; w <= 2; w++) {
		which = (w == 1) ? "min" : "median"
		printf "%s of %d rounds\n", which, n["plain"]
		printf "%-14s %12s %12s %14s %14s %10s %10s\n", "variant", "critical ns", "for ns", "crit ns/event", "for ns/event", "crit/min", "for/min"
		pc = stat(crit, "plain", n["plain"], which); pf = stat(forl, "plain", n["plain"], which)
		mc = (stat(crit, "mintool", n["mintool"], which) - pc) / 3; mf = (stat(forl, "mintool", n["mintool"], which) - pf) / 6
		for (i = 1; i <= k; i++) {
			v = order[i]; c = stat(crit, v, n[v], which); f = stat(forl, v, n[v], which)
			ec = (c - pc) / 3; ef = (f - pf) / 6
			if (v == "plain") printf "%-14s %12.1f %12.1f\n", v, c, f
			else printf "%-14s %12.1f %12.1f %14.1f %14.1f %10.2f %10.2f\n", v, c, f, ec, ef, ec / mc, ef / mf
		}
	}
}'
