#!/bin/sh
# Benchmark of abiwatch logs: a generated kernel log of $SIZE_MB MB (1 GB
# by default), dmesg lines of noise with the real deprecation warnings of
# linux-source-6.12 mixed in (bench/gen-logs.pl), matched with every
# deprecation matcher of 6.12 loaded, against grep -E -c -f of the same
# patterns, on a warm page cache.  Prints the best of $RUNS wall times of
# each, in MB/s, the lines each matched (they must agree), and abiwatch's
# peak resident memory.  The log is kept in bench/out/ (not committed) and
# reused.  Not a test: it reports, it does not fail.
set -eu
cd "$(dirname "$0")/.."
KERNELS=${ABIWATCH_KERNELS:-${XDG_CACHE_HOME:-$HOME/.cache}/abiwatch/kernels}
NEW=$KERNELS/linux-source-6.12
SIZE_MB=${SIZE_MB:-1024}
RUNS=${RUNS:-3}
OUT=bench/out
mkdir -p "$OUT"
[ -d "$NEW" ] || { echo "bench-logs: no $NEW; run scripts/fetch-kernels.sh" >&2; exit 1; }

inv=$OUT/deprecations-6.12.json
log=$OUT/kern-$SIZE_MB.log
pat=$OUT/patterns-6.12.txt
./abiwatch scan -f json -k deprecation -o "$inv" "$NEW"
if [ ! -s "$log" ] || [ ! -s "$pat" ]; then
	perl bench/gen-logs.pl "$inv" "$SIZE_MB" "$log" "$pat"
fi
bytes=$(wc -c <"$log")

# best NAME CMD...: the least wall time of $RUNS runs, with its peak RSS.
best() {
	name=$1
	shift
	: >"$OUT/$name.best"
	i=0
	while [ $i -lt "$RUNS" ]; do
		/usr/bin/time -q -f "%e %M" -o "$OUT/t" "$@" >"$OUT/$name.out" 2>/dev/null || true
		read -r secs kb <"$OUT/t"
		if [ ! -s "$OUT/$name.best" ] ||
		   awk "BEGIN { exit !($secs < $(cut -d' ' -f1 "$OUT/$name.best")) }"; then
			echo "$secs $kb" >"$OUT/$name.best"
		fi
		i=$((i + 1))
	done
}

cat "$log" >/dev/null
best abiwatch ./abiwatch logs "$inv" "$log"
best grep grep -E -c -f "$pat" "$log"
read -r a_s a_kb <"$OUT/abiwatch.best"
read -r g_s g_kb <"$OUT/grep.best"
a_lines=$(sed -n 's/.*: [0-9]* lines, \([0-9]*\) matched.*/\1/p' "$OUT/abiwatch.out")
g_lines=$(cat "$OUT/grep.out")
echo "log: $log, $bytes bytes, $(wc -l <"$pat") patterns"
awk -v b="$bytes" -v a="$a_s" -v g="$g_s" -v ak="$a_kb" -v al="$a_lines" -v gl="$g_lines" 'BEGIN {
	printf "abiwatch logs: %.2f s, %.0f MB/s, %d lines matched, peak %d MB\n", a, b / a / 1048576, al, ak / 1024
	printf "grep -E -c -f: %.2f s, %.0f MB/s, %d lines matched\n", g, b / g / 1048576, gl
}'
