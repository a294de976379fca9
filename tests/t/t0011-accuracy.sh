#!/bin/sh
# docs/accuracy.md's precision table is the one the hand-checked samples
# give (tests/kernel/precision-table.sh): a sample changed without the
# page, or the page without the samples, fails.
. "$(dirname "$0")/lib.sh"

test_expect_success 'the precision table of docs/accuracy.md is up to date' '
	sed -n "/^<!-- precision-table -->$/,/^<!-- end precision-table -->$/p" \
		"$ROOT/docs/accuracy.md" | sed "1d;\$d" | sed "/^\$/d" >have &&
	sh "$ROOT/tests/kernel/precision-table.sh" >want &&
	test_cmp want have
'

test_done
