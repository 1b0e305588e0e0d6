#!/bin/sh
# Whole-process wall times of instrumenter builds on one input, run in
# turn, round after round, and their medians by the machine's state
# (docs/performance.md, "What crosses the cores"). This machine flips
# every few minutes between a fast state and a slow one in which
# whatever passes between its cores is dear; farm-bench's pairs then
# mix the two. Here a round is put in the slow state when the first
# build (the yardstick) took SLOW_MS or more in it.
# usage: by-state.sh ROUNDS SLOW_MS INPUT BUILD...   (BUILD: a binary)
# TIMES=file keeps the raw times there: "round build microseconds".
set -eu
rounds=$1 slow=$2 input=$3
shift 3
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
ext=${input##*.}
for r in $(seq "$rounds"); do
	for b in "$@"; do
		s=$(date +%s%N)
		"$b" "$input" "$out/out.$ext"
		e=$(date +%s%N)
		echo "$r $b $(((e - s) / 1000))"
	done
done >"$out/times"
if [ -n "${TIMES:-}" ]; then cp "$out/times" "$TIMES"; fi
# per round: the state (by the first build's time), then each build's time
awk -v first="$1" -v slow="$slow" '
	{ t[$1, $2] = $3 / 1000; if (!($2 in seen)) { seen[$2] = 1; order[++n] = $2 } r[$1] = 1 }
	END {
		for (i in r) {
			st = t[i, first] >= slow ? "slow" : "fast"
			for (k = 1; k <= n; k++) print st, k, order[k], t[i, order[k]]
		}
	}' "$out/times" | sort -k1,1 -k2,2n -k4,4n | awk '
	{ key = $1 " " $3; v[key, ++c[key]] = $4; if (!(key in seen)) { seen[key] = 1; keys[++n] = key } }
	END {
		for (i = 1; i <= n; i++) {
			k = keys[i]; m = c[k]
			med = (m % 2) ? v[k, (m + 1) / 2] : (v[k, m / 2] + v[k, m / 2 + 1]) / 2
			printf "%s state, %d rounds: %s median %.1f ms (%.1f-%.1f)\n", substr(k, 1, index(k, " ") - 1), m, substr(k, index(k, " ") + 1), med, v[k, 1], v[k, m]
		}
	}'
