#!/bin/sh
# Benchmark of a first run: abiwatch diff of the two real kernel trees
# (unpacked directories, every kind, no cache) against two ripgrep
# baselines searching the same trees, on a warm page cache:
#   words  rg -F with every trigger word of the extractors
#          (abiwatch triggers): what abiwatch's prefilter looks for;
#   c      rg --no-ignore -t c with a plain alternation of the main
#          trigger words: what a user would type.
# and two floors of the second, over the same C files, which say how near
# to it reading and searching alone can come:
#   read   rg --no-ignore -t c for a word that occurs nowhere: reading
#          the bytes, and a memchr() over them;
#   cwords rg --no-ignore -t c -F with every trigger word: the search
#          that abiwatch's prefilter does, without the other files.
# The three take turns, run for run, so that they meet the same moods of
# a shared machine; each figure is the median of $RUNS (at least 5), of
# the wall time and of the CPU time (user+sys), with the load average.
#
# Targets (docs/benchmarks.md): at most 1.0x the first baseline, 1.2x
# the second; peak memory under 300 MB.  Not a test: it reports.
set -eu
cd "$(dirname "$0")/.."
KERNELS=${ABIWATCH_KERNELS:-${XDG_CACHE_HOME:-$HOME/.cache}/abiwatch/kernels}
OLD=$KERNELS/linux-source-6.1
NEW=$KERNELS/linux-source-6.12
RUNS=${RUNS:-5}
[ "$RUNS" -ge 5 ] || RUNS=5
# The words of the main kinds, as a user would write them.
MAIN='SYSCALL_DEFINE|_IOWR|_IOW|_IOR|DEVICE_ATTR|proc_create|ctl_table|debugfs_create|TRACE_EVENT|module_param|__setup|genl_register_family|fsparam_|BPF_CALL'
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# A first run: no cache, not even the user's.
export ABIWATCH_CACHE=off

for d in "$OLD" "$NEW"; do
	[ -d "$d" ] || { echo "bench: no $d; run scripts/fetch-kernels.sh" >&2; exit 1; }
done
./abiwatch triggers >"$out/words"

. bench/lib.sh

words() { rg -c -F -f "$out/words" "$OLD" "$NEW"; }
cfiles() { rg -c --no-ignore -t c "$MAIN" "$OLD" "$NEW"; }
# No kernel file has it: the search is a memchr() of its rarest byte.
NOWHERE='qqzzxxyy'

# Warm the page cache for all three.
words >/dev/null 2>&1 || true
cfiles >/dev/null 2>&1 || true
./abiwatch diff "$OLD" "$NEW" >/dev/null 2>&1 || true

load0=$(cut -d' ' -f1-3 /proc/loadavg)
: >"$out/t-words"
: >"$out/t-c"
: >"$out/t-aw"
: >"$out/t-read"
: >"$out/t-cwords"
for i in $(seq "$RUNS"); do
	time_run t-words rg -c -F -f "$out/words" "$OLD" "$NEW"
	time_run t-c rg -c --no-ignore -t c "$MAIN" "$OLD" "$NEW"
	time_run t-aw ./abiwatch diff "$OLD" "$NEW"
	time_run t-read rg -c --no-ignore -t c "$NOWHERE" "$OLD" "$NEW"
	time_run t-cwords rg -c --no-ignore -t c -F -f "$out/words" "$OLD" "$NEW"
done
# The median time of each into NAME_s, and the peak of that run into NAME_kb.
for t in words c aw read cwords; do
	eval "$(median "t-$t" | awk -v t="$t" '{ print t "_s=" $1 "; " t "_kb=" $2 }')"
done

echo "trees:     linux-source-6.1 -> linux-source-6.12 ($(nproc) cores, median of $RUNS)"
echo "load:      $load0 before, $(cut -d' ' -f1-3 /proc/loadavg) after"
echo "triggers:  $(wc -l <"$out/words") words"
echo "rg words:  ${words_s} s, CPU $(median_cpu t-words) s (rg -F -f triggers)"
echo "rg -t c:   ${c_s} s, CPU $(median_cpu t-c) s (rg --no-ignore -t c with 14 main words)"
echo "abiwatch:  ${aw_s} s, CPU $(median_cpu t-aw) s, peak ${aw_kb} KB"
echo "floors:    read ${read_s} s, CPU $(median_cpu t-read) s (rg -t c $NOWHERE);" \
	"words ${cwords_s} s, CPU $(median_cpu t-cwords) s (rg -t c -F -f triggers)"
awk "BEGIN { printf \"ratio:     %.2f to rg words (target <= 1.0), %.2f to rg -t c (target <= 1.2)\n\", $aw_s / $words_s, $aw_s / $c_s }"
awk "BEGIN { printf \"floors:    %.2f and %.2f to rg -t c\n\", $read_s / $c_s, $cwords_s / $c_s }"
awk "BEGIN { printf \"peak RSS:  %.1f MB (target < 300)\n\", $aw_kb / 1024 }"
