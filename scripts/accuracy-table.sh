#!/bin/sh
# accuracy-table.sh: write the precision table of docs/accuracy.md from
# the hand-checked samples (tests/kernel/precision-table.sh).
set -e
root=$(cd "$(dirname "$0")/.." && pwd)
doc=$root/docs/accuracy.md
tmp=$doc.tmp
awk -v table="$(sh "$root/tests/kernel/precision-table.sh")" '
/^<!-- precision-table -->$/ { print; print ""; print table; print ""; skip = 1; next }
/^<!-- end precision-table -->$/ { skip = 0 }
!skip { print }
' "$doc" >"$tmp"
mv "$tmp" "$doc"
