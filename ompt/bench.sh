#!/bin/sh
# OMPT benchmarks (docs/performance.md, section OMPT): builds the test
# binaries once, runs every benchmark ROUNDS times interleaved (0.5 s
# each), so that all figures see the same load of the shared machine, and
# prints min, median and max of every metric.
#
#   sh ompt/bench.sh [ROUNDS]      (default 9; run from the repository root)
set -e
rounds=${1:-9}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
go test -c -o "$dir/ompt.test" ./ompt/
go test -c -o "$dir/sim.test" ./ompt/sim
go test -c -o "$dir/device.test" ./ompt/device
i=0
while [ "$i" -lt "$rounds" ]; do
	(cd ompt && "$dir/ompt.test" -test.run XXX -test.bench Dispatch -test.benchtime 0.5s)
	(cd ompt/sim && "$dir/sim.test" -test.run XXX -test.bench 'SimFlush|SimMixed' -test.benchtime 0.5s)
	(cd ompt/device && "$dir/device.test" -test.run XXX -test.bench . -test.benchtime 0.5s)
	i=$((i + 1))
done | grep '^Benchmark' | awk '
{
	for (f = 3; f < NF; f += 2) {
		key = $1 " " $(f + 1)
		if (!(key in n)) order[++keys] = key
		v[key, ++n[key]] = $f
	}
}
END {
	printf "%-50s %10s %10s %10s\n", "benchmark metric", "min", "median", "max"
	for (k = 1; k <= keys; k++) {
		key = order[k]
		m = n[key]
		for (i = 1; i <= m; i++) s[i] = v[key, i]
		for (i = 2; i <= m; i++) for (j = i; j > 1 && s[j-1] > s[j]; j--) { t = s[j]; s[j] = s[j-1]; s[j-1] = t }
		med = (m % 2) ? s[(m + 1) / 2] : (s[m / 2] + s[m / 2 + 1]) / 2
		printf "%-50s %10.2f %10.2f %10.2f\n", key, s[1], med, s[m]
	}
}'
