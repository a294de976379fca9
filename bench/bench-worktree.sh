#!/bin/sh
# Benchmark of the working tree read again: `abiwatch diff v6.1 .` in the
# kernel clone bench/make-worktree.sh makes (v6.12 checked out), with the
# v6.1 side in the cache, median of $RUNS (at least 5):
#   clean   nothing changed since the last run: both inventories come
#           from the cache;
#   edited  one driver edited since the last run (a line more each
#           time): it is read, with the files that extractors read again
#           for their finish steps, the rest comes from the cache.
# Targets (docs/benchmarks.md): clean under 0.5 s and 100 MB; edited, the
# same plus the cost of what is read.  Not a test: it reports.
set -eu
cd "$(dirname "$0")/.."
KERNELS=${ABIWATCH_KERNELS:-${XDG_CACHE_HOME:-$HOME/.cache}/abiwatch/kernels}
WT=$KERNELS/worktree-6.12
RUNS=${RUNS:-5}
[ "$RUNS" -ge 5 ] || RUNS=5
AW=$(pwd)/abiwatch
DRIVER=drivers/net/dummy.c
out=$(mktemp -d)
trap 'git -C "$WT" checkout -q -- "$DRIVER"; rm -rf "$out"' EXIT
export ABIWATCH_CACHE="$out/cache.sqlite"

ABIWATCH_KERNELS=$KERNELS bench/make-worktree.sh >/dev/null
. bench/lib.sh
cd "$WT"

# mb NAME: its median, for people.
mb() {
	median "$1" | awk '{ printf "%s s, peak %.1f MB\n", $1, $2 / 1024 }'
}

# The first run fills the cache; files changed in the second before a run
# are not kept, so the second run, later, keeps the inventory.
"$AW" diff v6.1 . >/dev/null 2>&1 || true
sleep 2
"$AW" diff v6.1 . >/dev/null 2>&1 || true

: >"$out/clean"
: >"$out/edited"
for i in $(seq "$RUNS"); do
	time_run clean "$AW" diff v6.1 .
	printf '\nstatic int bench_%s;\nmodule_param(bench_%s, int, 0644);\n' \
		"$i" "$i" >>"$DRIVER"
	sleep 2
	time_run edited "$AW" diff v6.1 .
done
echo "clone:     $WT ($(nproc) cores, median of $RUNS)"
echo "clean:     $(mb clean) (target < 0.5 s, < 100 MB)"
echo "edited:    $(mb edited) ($DRIVER)"
