#!/bin/sh
# Benchmark: abiwatch diff of the two real kernel trees against ripgrep
# searching the same trees for the extractors' trigger words, in the same
# run, on a warm page cache.  Prints the best of $RUNS wall times of each,
# their ratio and abiwatch's peak resident memory.
#
# Targets (docs/benchmarks.md): ratio at most 1.5, peak memory under
# 300 MB.  Not a test: it reports, it does not fail.
set -eu
cd "$(dirname "$0")/.."
KERNELS=${ABIWATCH_KERNELS:-${XDG_CACHE_HOME:-$HOME/.cache}/abiwatch/kernels}
OLD=$KERNELS/linux-source-6.1
NEW=$KERNELS/linux-source-6.12
RUNS=${RUNS:-5}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

for d in "$OLD" "$NEW"; do
	[ -d "$d" ] || { echo "bench: no $d; run scripts/fetch-kernels.sh" >&2; exit 1; }
done
./abiwatch triggers >"$out/words"

# best_of CMD...: the least wall time and its peak RSS over $RUNS runs.
best_of() {
	best=
	for i in $(seq "$RUNS"); do
		/usr/bin/time -q -f "%e %M" -o "$out/t" "$@" >/dev/null 2>&1 || true
		read -r secs kb <"$out/t"
		if [ -z "$best" ] || awk "BEGIN { exit !($secs < $best) }"; then
			best=$secs
			best_kb=$kb
		fi
	done
	echo "$best $best_kb"
}

# Warm the page cache for both.
rg -c -F -f "$out/words" "$OLD" "$NEW" >/dev/null 2>&1 || true
./abiwatch diff "$OLD" "$NEW" >/dev/null 2>&1 || true

set -- $(best_of rg -c -F -f "$out/words" "$OLD" "$NEW")
rg_s=$1 rg_kb=$2
set -- $(best_of ./abiwatch diff "$OLD" "$NEW")
aw_s=$1 aw_kb=$2

echo "trees:     linux-source-6.1 -> linux-source-6.12 ($(nproc) cores, best of $RUNS)"
echo "triggers:  $(wc -l <"$out/words") words"
echo "ripgrep:   ${rg_s} s, peak ${rg_kb} KB"
echo "abiwatch:  ${aw_s} s, peak ${aw_kb} KB"
awk "BEGIN { printf \"ratio:     %.2f (target <= 1.5)\n\", $aw_s / $rg_s }"
awk "BEGIN { printf \"peak RSS:  %.1f MB (target < 300)\n\", $aw_kb / 1024 }"
