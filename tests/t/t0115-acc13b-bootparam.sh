#!/bin/sh
# Boot parameters found in the command line by hand (tests/fixtures/acc13b):
# cmdline_find_option(), cmdline_find_option_bool() with one or two
# arguments, a string reached through variables, strstr() on a command
# line (not on any string); one parsed by hand in the old tree and by
# early_param() in the new is the same item, its via changed.
. "$(dirname "$0")/lib.sh"

cd "$ROOT" || exit 1
OLD=tests/fixtures/acc13b/old
NEW=tests/fixtures/acc13b/new

test_expect_success 'boot-param: hand-parsed options, matched across forms' '
	test_status 1 abiwatch diff -v -k boot-param $OLD $NEW >"$TRASH/out" 2>/dev/null &&
	test_cmp "$EXPECT/t0115-diff.txt" "$TRASH/out"
'

test_expect_success 'boot-param: strstr on a command line only' '
	abiwatch scan -v -k boot-param $OLD >"$TRASH/scan" 2>/dev/null &&
	grep -A1 "^boot-param nokaslr " "$TRASH/scan" | grep -qx "	via: strstr" &&
	grep -q "^boot-param dis_ucode_ldr " "$TRASH/scan" &&
	grep -q "^boot-param mem_encrypt " "$TRASH/scan" &&
	! grep -q "^boot-param off " "$TRASH/scan"
'

test_done
