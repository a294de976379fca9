#!/bin/sh
# ABI that only changed form between tests/fixtures/formchange/old and
# new is the same item on both sides; a real change stays reported.
. "$(dirname "$0")/lib.sh"

cd "$ROOT" || exit 1
OLD=tests/fixtures/formchange/old
NEW=tests/fixtures/formchange/new

test_expect_success 'diff: only the real changes' '
	test_status 1 abiwatch diff $OLD $NEW >"$TRASH/out" &&
	test_cmp "$EXPECT/formchange-diff.txt" "$TRASH/out"
'

test_expect_success 'a Makefile variable that only collects objects is not a module' '
	abiwatch scan $NEW >"$TRASH/scan" &&
	grep -q "^module-param gizmo.hang_debug " "$TRASH/scan" &&
	! grep -q "^module-param gizmo_core" "$TRASH/scan"
'

test_expect_success 'a parameter whose object moved into another module is renamed' '
	test_status 1 abiwatch diff -k module-param $OLD $NEW >"$TRASH/out" &&
	grep -qx "+ gizmo_legacy.legacy_mode drivers/gpu/gizmo/gizmo_old.c:5" "$TRASH/out" &&
	grep -qx -e "- gizmo_old.legacy_mode drivers/gpu/gizmo/gizmo_old.c:5" "$TRASH/out"
'

test_done
