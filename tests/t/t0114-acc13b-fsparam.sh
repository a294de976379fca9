#!/bin/sh
# fat's mount options (tests/fixtures/acc13b): token tables in a file
# without a filesystem (6.1) and fs_parameter_spec arrays that no
# .parameters names (6.12) are the options of the filesystems of the
# other files of the directory, msdos and vfat; fsparam_flag_no("X") takes
# "noX" too, as a table lists it.
. "$(dirname "$0")/lib.sh"

cd "$ROOT" || exit 1
OLD=tests/fixtures/acc13b/old
NEW=tests/fixtures/acc13b/new

test_expect_success 'fs-param: both forms name the options by filesystem' '
	test_status 1 abiwatch diff -k fs-param $OLD $NEW >"$TRASH/out" 2>/dev/null &&
	test_cmp "$EXPECT/t0114-diff.txt" "$TRASH/out"
'

test_expect_success 'fs-param: a name-prefixed array is its filesystem only' '
	abiwatch scan -k fs-param $OLD >"$TRASH/scan" 2>/dev/null &&
	grep -q "^fs-param vfat:iocharset " "$TRASH/scan" &&
	! grep -q "^fs-param msdos:iocharset " "$TRASH/scan" &&
	grep -q "^fs-param msdos:dots " "$TRASH/scan" &&
	grep -q "^fs-param msdos:nodots " "$TRASH/scan"
'

test_done
