#!/bin/sh
# The instrumenter's work counted, not timed (make bench-cachegrind;
# docs/performance.md, "Fewer writes per directive, and the instruction
# cache"): per input in DIR, the instructions and the first-level
# instruction and data cache misses of one whole process under
# cachegrind's simulated caches (this machine's sizes). The collector is
# off and preemption signals too, so the counts are the same from run
# to run: compare two builds by running this for each. A change that
# saves instructions by growing the hot code shows as more I1 misses.
# With GC=stw the collector runs, stopping the world (deterministic
# too), and its work and the allocations' are counted.
# usage: [GC=stw] cachegrind.sh OPARI2 DIR INPUT...
set -eu
bin=$1 dir=$2
shift 2
cd "$dir"
gc="GOGC=off GODEBUG=asyncpreemptoff=1"
if [ "${GC:-}" = stw ]; then
	gc="GODEBUG=gcstoptheworld=1,asyncpreemptoff=1"
fi
printf '%-12s %15s %12s %12s %10s\n' input instructions 'I1 misses' 'D1 misses' 'LL misses'
for input in "$@"; do
	ext=${input#*.}
	env $gc GOMAXPROCS=1 valgrind --tool=cachegrind --cache-sim=yes \
		--cachegrind-out-file=/dev/null "$bin" "$input" "out.$ext" 2>cachegrind.log
	awk -v input="$input" '
		/ I +refs:/     { ir = $4 }
		/ I1 +misses:/  { i1 = $4 }
		/ D1 +misses:/  { d1 = $4 }
		/ LL misses:/   { ll = $4 }
		END { printf "%-12s %15s %12s %12s %10s\n", input, ir, i1, d1, ll }' cachegrind.log
done
