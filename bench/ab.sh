#!/bin/sh
# A/B of two abiwatch binaries on bench.sh's first run (diff of the two
# unpacked trees, every kind, no cache): they take turns, run for run,
# $RUNS times each (at least 5), and each prints its median wall time,
# its median CPU time (user+sys: what matters on a shared machine, where
# the wall time is what the other jobs leave), and the peak RSS of the
# median run.
# The load average before and after says how shared the machine was.
#
#   bench/ab.sh OLD_BINARY NEW_BINARY [ARGS...]
#
# ARGS replace the default diff (e.g. scan -j1 TREE).  Not a test.
set -eu
[ $# -ge 2 ] || { echo "usage: bench/ab.sh OLD NEW [ARGS...]" >&2; exit 2; }
A=$1
B=$2
shift 2
KERNELS=${ABIWATCH_KERNELS:-${XDG_CACHE_HOME:-$HOME/.cache}/abiwatch/kernels}
RUNS=${RUNS:-5}
[ "$RUNS" -ge 5 ] || RUNS=5
[ $# -gt 0 ] || set -- diff -o /dev/null "$KERNELS/linux-source-6.1" \
	"$KERNELS/linux-source-6.12"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
export ABIWATCH_CACHE=off

. "$(dirname "$0")/lib.sh"

load0=$(cut -d' ' -f1-3 /proc/loadavg)
# Warm the page cache.
"$B" "$@" >/dev/null 2>&1 || true
: >"$out/a"
: >"$out/b"
for i in $(seq "$RUNS"); do
	time_run a "$A" "$@"
	time_run b "$B" "$@"
done
echo "runs:  $RUNS each, taking turns; load average $load0 before," \
     "$(cut -d' ' -f1-3 /proc/loadavg) after"
for x in a b; do
	[ "$x" = a ] && bin=$A || bin=$B
	read -r s kb <<EOF2
$(median "$x")
EOF2
	echo "$x: $bin: wall $s s, CPU $(median_cpu "$x") s (user+sys)," \
	     "peak $((kb / 1024)) MB"
done
