#!/bin/sh
# Run every test script t[0-9]*.sh of a directory (default: this one's)
# as one TAP stream: the tests numbered on across the scripts, the plan
# at the end, then the totals on a plain line of their own, which CI reads.
dir=${1:-$(dirname "$0")}
cd "$dir" || exit 1
mkdir -p trash
# One line per test, "1 0" passed or "0 1" failed, and "0 0 NAME" when
# script NAME reaches test_done.
RESULTS=$(pwd)/trash/results
: >"$RESULTS"
export RESULTS
status=0

count() {
	awk '{ n += $1 + $2 } END { print n + 0 }' "$RESULTS"
}

for t in t[0-9]*.sh; do
	TEST_NUMBER=$(count)
	export TEST_NUMBER
	sh "./$t" || status=1
	# A script that stopped early counts as one more failure, so it shows.
	if ! grep -qx "0 0 ${t%.sh}" "$RESULTS"; then
		echo "not ok $(($(count) + 1)) - ${t%.sh}: stopped before test_done"
		echo "0 1" >>"$RESULTS"
		status=1
	fi
done
echo "1..$(count)"
awk '{ p += $1; f += $2 } END { printf "%d passed, %d failed\n", p, f }' \
	"$RESULTS"
exit $status
