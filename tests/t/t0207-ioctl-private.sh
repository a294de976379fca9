#!/bin/sh
# Commands of private headers (issue 13): a command that a header outside
# uapi defines is user ABI only while code tests it.  parisc's grfioctl.h
# defined HP-UX commands that no driver of the tree ever took; they were
# reported removed when the header went.  A command whose last case label
# goes is removed, though its #define stays.
. "$(dirname "$0")/lib.sh"

cd "$ROOT" || exit 1
OLD=tests/fixtures/ioctl-private/old
NEW=tests/fixtures/ioctl-private/new

test_expect_success 'scan: only the commands that code tests' '
	abiwatch scan -k ioctl $OLD >"$TRASH/out" &&
	cat >"$TRASH/expect" <<-\EOT &&
	ioctl TUBGETMOD drivers/tub/tub.h:4
	ioctl TUBICMD drivers/tub/tub.h:1
	ioctl TUBOCMD drivers/tub/tub.h:2
	EOT
	grep "^ioctl " "$TRASH/out" >"$TRASH/items" &&
	test_cmp "$TRASH/expect" "$TRASH/items"
'

test_expect_success 'diff: a header of commands nothing took goes unremarked' '
	test_status 1 abiwatch diff -k ioctl $OLD $NEW >"$TRASH/diff" &&
	! grep -q GCOFF "$TRASH/diff" &&
	! grep -q TUBSETMOD "$TRASH/diff"
'

test_expect_success 'diff: a command no longer handled is removed, one newly tested added' '
	grep -qx -- "- TUBOCMD drivers/tub/tub.h:2" "$TRASH/diff" &&
	grep -qx -- "+ TUBNEW drivers/tub/tub.h:5" "$TRASH/diff" &&
	! grep -q TUBLATER "$TRASH/diff"
'

test_expect_success 'the names a file tests are cached with it: the same answer again' '
	abiwatch diff -f json -k ioctl $OLD $NEW >"$TRASH/first.json";
	abiwatch diff -f json -k ioctl $OLD $NEW >"$TRASH/again.json";
	ABIWATCH_CACHE=off abiwatch diff -f json -k ioctl $OLD $NEW \
		>"$TRASH/off.json";
	test_cmp "$TRASH/off.json" "$TRASH/first.json" &&
	test_cmp "$TRASH/off.json" "$TRASH/again.json"
'

test_done
