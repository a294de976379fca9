#!/bin/sh
# Token tables that are not mount options (tests/fixtures/valuetables):
# btrfs's rescue= values of 6.1, split on ':'; cifs's reparse= values, in
# a file whose options are a fs_parameter_spec; memory.reclaim's keys,
# split on ' ', in mm/ beside tmpfs; and gfs2's hostdata= keys, handed to
# another file's parser by address.  The mount tables stay.
. "$(dirname "$0")/lib.sh"

cd "$ROOT" || exit 1
TREE=tests/fixtures/valuetables

test_expect_success 'fs-param: value tables are no mount options' '
	abiwatch scan -k fs-param $TREE >"$TRASH/scan" 2>"$TRASH/err" &&
	[ ! -s "$TRASH/err" ] &&
	test_cmp "$EXPECT/t0140-scan.txt" "$TRASH/scan"
'

test_expect_success 'fs-param: a table split on commas is read' '
	grep -q "^fs-param btrfs:recovery fs/btrfs/super.c:5$" "$TRASH/scan" &&
	! grep -q "btrfs:all\|cifs:wsl\|tmpfs:swappiness\|gfs2:jid" "$TRASH/scan"
'

test_done
