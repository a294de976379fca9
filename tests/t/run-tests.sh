#!/bin/sh
# Run every end-to-end test script and print the totals.
cd "$(dirname "$0")" || exit 1
RESULTS=$(pwd)/trash/results
mkdir -p trash
: >"$RESULTS"
export RESULTS
status=0
for t in t[0-9]*.sh; do
	sh "./$t" || status=1
done
awk '{ p += $1; f += $2 } END { printf "%d passed, %d failed\n", p, f }' \
	"$RESULTS"
exit $status
