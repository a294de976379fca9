#!/bin/sh
# Run every test script t[0-9]*.sh of a directory (default: this one's)
# and print the totals.
dir=${1:-$(dirname "$0")}
cd "$dir" || exit 1
mkdir -p trash
RESULTS=$(pwd)/trash/results
: >"$RESULTS"
export RESULTS
status=0
for t in t[0-9]*.sh; do
	sh "./$t" || status=1
done
awk '{ p += $1; f += $2 } END { printf "%d passed, %d failed\n", p, f }' \
	"$RESULTS"
exit $status
