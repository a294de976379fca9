#!/bin/sh
# Benchmark of abiwatch log: the history bench/make-history.sh builds
# (about 1,000 commits from v6.1 to v6.12), log against diff of the same
# two ends, each with a cache of its own:
#   cold  an empty cache (the first run);
#   warm  the same command again.
# Prints each time with its peak memory, and log's ratios to diff, which
# issue 14 wants at most 1.5 (cold) and 3 (warm).  $RANGE takes a part of
# the history (default: all of it, v6.1..h6.12); it must start at v6.1.
# Not a test: it reports.
set -eu
cd "$(dirname "$0")/.."
REPO=$(bench/make-history.sh)
RANGE=${RANGE:-v6.1..h6.12}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
export ABIWATCH_CACHE="$out/cache.sqlite"

# timed NAME COMMAND: seconds and peak KB of one run, into $out/NAME.
timed() {
	/usr/bin/time -q -f "%e %M" -o "$out/$1" sh -c "$2" >/dev/null 2>"$out/$1.err" || true
}

from=${RANGE%%..*}
to=${RANGE##*..}
diff_cmd="./abiwatch --git '$REPO' diff $from $to"
log_cmd="ABIWATCH_TRACE=1 ./abiwatch --git '$REPO' log $RANGE"

rm -f "$ABIWATCH_CACHE"
timed diff-cold "$diff_cmd"
timed diff-warm "$diff_cmd"
rm -f "$ABIWATCH_CACHE"
timed log-cold "$log_cmd"
timed log-warm "$log_cmd"

echo "bench-log: $(git --git-dir="$REPO" rev-list --count "$RANGE") commits, $RANGE"
grep "log $RANGE" "$out/log-cold.err" | sed 's/^abiwatch: /bench-log: /'
for run in cold warm; do
	read -r ds dk <"$out/diff-$run"
	read -r ls lk <"$out/log-$run"
	echo "$run: diff $ds s, $((dk / 1024)) MB; log $ls s, $((lk / 1024)) MB; ratio $(awk "BEGIN { printf \"%.2f\", $ls / $ds }")"
done
