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

# time_run NAME CMD...: one run's wall time and peak RSS, kept in
# $out/NAME when it is the least so far.
time_run() {
	name=$1
	shift
	/usr/bin/time -q -f "%e %M" -o "$out/t" "$@" >/dev/null 2>&1 || true
	read -r secs kb <"$out/t"
	if [ ! -s "$out/$name" ] ||
	   awk "BEGIN { exit !($secs < $(cut -d' ' -f1 "$out/$name")) }"; then
		echo "$secs $kb" >"$out/$name"
	fi
}

# Warm the page cache for both.
rg -c -F -f "$out/words" "$OLD" "$NEW" >/dev/null 2>&1 || true
./abiwatch diff "$OLD" "$NEW" >/dev/null 2>&1 || true

# The two take turns, so that both meet the same moods of a shared
# machine: the best of each is then a fair pair.
: >"$out/rg"
: >"$out/aw"
for i in $(seq "$RUNS"); do
	time_run rg rg -c -F -f "$out/words" "$OLD" "$NEW"
	time_run aw ./abiwatch diff "$OLD" "$NEW"
done
read -r rg_s rg_kb <"$out/rg"
read -r aw_s aw_kb <"$out/aw"

echo "trees:     linux-source-6.1 -> linux-source-6.12 ($(nproc) cores, best of $RUNS)"
echo "triggers:  $(wc -l <"$out/words") words"
echo "ripgrep:   ${rg_s} s, peak ${rg_kb} KB"
echo "abiwatch:  ${aw_s} s, peak ${aw_kb} KB"
awk "BEGIN { printf \"ratio:     %.2f (target <= 1.5)\n\", $aw_s / $rg_s }"
awk "BEGIN { printf \"peak RSS:  %.1f MB (target < 300)\n\", $aw_kb / 1024 }"
