#!/bin/sh
# Waits (at most MAX seconds, default 300) until the machine's CPUs were
# at least 90% idle for a second: the benchmark's rounds should not run
# while other work (a build of someone else's) takes the cores.
max=${1:-300}
waited=0
while :; do
    set -- $(head -1 /proc/stat); busy1=$(($2 + $3 + $4 + $7 + $8 + $9)); idle1=$(($5 + $6))
    sleep 1
    set -- $(head -1 /proc/stat); busy2=$(($2 + $3 + $4 + $7 + $8 + $9)); idle2=$(($5 + $6))
    busy=$((busy2 - busy1)); idle=$((idle2 - idle1))
    if [ $((idle * 10)) -ge $(((busy + idle) * 9)) ]; then
        exit 0
    fi
    waited=$((waited + 1))
    if [ "$waited" -ge "$max" ]; then
        echo "wait-idle: the machine stayed busy for ${max}s; measuring anyway" >&2
        exit 0
    fi
done
