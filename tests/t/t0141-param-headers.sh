#!/bin/sh
# Module parameters of a header (tests/fixtures/hdrparams) are those of
# the files of its directory that include it: rcu's tree_stall.h is
# tree.c's, under its MODULE_PARAM_PREFIX "rcutree."; 842_debugfs.h is
# both 842 modules'.  A header no file with parameters includes keeps
# its own name.
. "$(dirname "$0")/lib.sh"

cd "$ROOT" || exit 1
TREE=tests/fixtures/hdrparams

test_expect_success 'module-param: a header takes its includers names' '
	abiwatch scan -k module-param $TREE >"$TRASH/scan" 2>"$TRASH/err" &&
	[ ! -s "$TRASH/err" ] &&
	test_cmp "$EXPECT/t0141-scan.txt" "$TRASH/scan"
'

test_expect_success 'module-param: the same with one thread and with two' '
	abiwatch scan -j1 -k module-param $TREE >"$TRASH/j1" &&
	abiwatch scan -j2 -k module-param $TREE >"$TRASH/j2" &&
	cmp "$TRASH/j1" "$TRASH/j2" &&
	! grep -q "^module-param \(tree_stall\|842_debugfs\)\." "$TRASH/j1"
'

test_done
