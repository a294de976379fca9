#!/bin/sh
# System calls end to end on the fixture trees tests/fixtures/syscall.
. "$(dirname "$0")/lib.sh"

OLD=$FIXTURES/syscall/old
NEW=$FIXTURES/syscall/new

# Outputs name the trees as given; run from the repository root so the
# names in the expected files are relative.
cd "$ROOT" || exit 1
OLD=tests/fixtures/syscall/old
NEW=tests/fixtures/syscall/new

test_expect_success 'scan lists every syscall with its attributes' '
	abiwatch scan -v $OLD >"$TRASH/out" &&
	test_cmp "$EXPECT/syscall-scan-old.txt" "$TRASH/out"
'

test_expect_success 'diff shows added, removed and changed syscalls, exit 1' '
	test_status 1 abiwatch diff $OLD $NEW >"$TRASH/out" &&
	test_cmp "$EXPECT/syscall-diff.txt" "$TRASH/out"
'

test_expect_success 'diff as JSON' '
	test_status 1 abiwatch diff --format json $OLD $NEW >"$TRASH/out" &&
	test_cmp "$EXPECT/syscall-diff.json" "$TRASH/out"
'

test_expect_success 'diff as Markdown' '
	test_status 1 abiwatch diff --format=markdown $OLD $NEW >"$TRASH/out" &&
	test_cmp "$EXPECT/syscall-diff.md" "$TRASH/out"
'

test_expect_success 'a tree diffed with itself has no changes, exit 0' '
	test_status 0 abiwatch diff $NEW $NEW >"$TRASH/out" &&
	tail -n 1 "$TRASH/out" | grep -qx "0 added, 0 removed, 0 changed"
'

test_expect_success 'output is identical whatever the thread count' '
	abiwatch diff -j 1 --format json $OLD $NEW >"$TRASH/j1";
	abiwatch diff -j 2 --format json $OLD $NEW >"$TRASH/j2";
	abiwatch diff -j 7 --format json $OLD $NEW >"$TRASH/j7";
	test_cmp "$TRASH/j1" "$TRASH/j2" && test_cmp "$TRASH/j1" "$TRASH/j7"
'

test_expect_success 'two trees scanned at once print what they say in order' '
	for i in 1 2 3 4 5 6; do
		ABIWATCH_TRACE=1 abiwatch diff $OLD $NEW >/dev/null 2>"$TRASH/err$i"
		test_cmp "$TRASH/err1" "$TRASH/err$i" || return 1
	done &&
	sed -n 1p "$TRASH/err1" | grep -q "^abiwatch: trace: $OLD: " &&
	sed -n 2p "$TRASH/err1" | grep -q "^abiwatch: trace: $NEW: " &&
	test $(wc -l <"$TRASH/err1") = 2
'

test_expect_success 'saved inventories diff exactly like the trees' '
	abiwatch scan --format json -o "$TRASH/old.json" $OLD &&
	abiwatch scan --format json -o "$TRASH/new.json" $NEW &&
	test_status 1 abiwatch diff "$TRASH/old.json" "$TRASH/new.json" >"$TRASH/inv" &&
	test_status 1 abiwatch diff $OLD $NEW >"$TRASH/dir" &&
	sed 1,2d "$TRASH/inv" >"$TRASH/inv.body" &&
	sed 1,2d "$TRASH/dir" >"$TRASH/dir.body" &&
	test_cmp "$TRASH/dir.body" "$TRASH/inv.body"
'

test_expect_success 'a tree can be diffed against a saved inventory' '
	abiwatch scan --format json -o "$TRASH/old.json" $OLD &&
	test_status 1 abiwatch diff "$TRASH/old.json" $NEW >"$TRASH/out" &&
	tail -n 1 "$TRASH/out" | grep -qx "1 added, 2 removed, 2 changed"
'

test_expect_success 'scan JSON round-trips through a saved inventory' '
	abiwatch scan --format json -o "$TRASH/a.json" $OLD &&
	test_status 0 abiwatch diff "$TRASH/a.json" $OLD >/dev/null
'

test_expect_success '--kind syscall keeps syscalls' '
	abiwatch scan --kind syscall $OLD >"$TRASH/out" &&
	grep -c "^syscall " "$TRASH/out" | grep -qx 11
'

test_expect_success 'definitions in tools/, comments and strings are not syscalls' '
	abiwatch scan $OLD >"$TRASH/out" &&
	! grep -q "perfonly\|notasyscall\|norinastring" "$TRASH/out"
'

test_done
